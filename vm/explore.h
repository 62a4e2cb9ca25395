/* explore.h -- the VM as a model checker sees it (DESIGN.md, "The boundary
 * between VM and checker").  The checker includes this header and action.h,
 * nothing else of the VM; CMake gives the checker no other VM header.
 *
 * A VM under exploration runs in preempt mode: every thread stops before each
 * candidate action (field and array accesses, synchronisation, atomics, thread
 * operations, data choices).  A *transition* (the paper's section 2) is one
 * such action and the thread's steps after it up to the next action the
 * host's visibility policy calls a scheduling point.  States are saved,
 * restored and fingerprinted as wholes. */
#ifndef JPOR_EXPLORE_H
#define JPOR_EXPLORE_H

#include <stdio.h>

#include "vm/action.h"
#include "vm/value.h"

typedef struct VMState VMState;

/* What the search tells the VM from outside (host callbacks, not VM fields). */
typedef struct ExHost {
  void *data;
  /* Is a, the next action of its thread, a scheduling point (it ends the
   * transition before it)?  NULL: every action is one. */
  bool (*visible)(void *data, VM *vm, const Action *a);
  /* The running thread stands before a, in the middle of a transition: does
   * the transition end here?  Called once for each such stop, just before the
   * action runs (a DPOR engine makes its nodes here).  NULL: visible decides. */
  bool (*stops)(void *data, VM *vm, const Action *a);
  /* An action was performed (the trace printer, an analysis).  May be NULL. */
  void (*performed)(void *data, VM *vm, const Action *a);
  /* Fingerprints include the objects' canonical names (Action.oid), so that
   * matched states agree on them: what dependence tracking across executions
   * needs.  Otherwise states that differ only in which thread made an object
   * match. */
  bool names_in_fingerprint;
  /* The host asks for sticky shared-object marks (ex_shared_objects with
   * sticky): the fingerprint's root copy (vm/frozen.h) then waits for the
   * first, so that the marks it sets do not change the root's objects; and
   * a transition whose last stretch carried the marks
   * (ex_shared_generation) leaves them standing for the next state. */
  bool sticky_shared;
  /* The field and array accesses of a thread alone for good -- every other
   * thread still new, or ended and joined by it (ex_first_alone,
   * ex_joined_all) -- are never scheduling points under this host's
   * visibility: the thread passes them without stopping or asking (its
   * actions are still reported but for alone_accesses_unread).  What would end its stretch
   * otherwise (starting a thread, a lock, a choice) still stops it. */
  bool alone_accesses_invisible;
  /* The host reads no field or array access such a thread passes (it
   * tracks dependences only between actions that may race, and a thread
   * alone for good races with none: every other thread's actions happen
   * before its own, through start or join, or after them).  Those accesses
   * are then left out of ExStep.log, and cost nothing to report. */
  bool alone_accesses_unread;
  /* The host does not read ExStep.first_visible (it tracks no dependences
   * between transitions): ex_step sets it without asking `visible` about
   * the transition's first action, a question that costs a heap walk in a
   * state just restored. */
  bool first_visible_unread;
  /* Is obj unshared by the host's shared-object analysis of this
   * ex_shared_generation (false when it made none)?  A stretch whose
   * reference writes all went into such objects keeps that generation:
   * an object that neither the statics nor another thread reaches links
   * nothing new to them.  NULL: every reference write moves it. */
  bool (*unshared)(void *data, VM *vm, Ref obj);
} ExHost;

/* Boot a VM for exploration and bring main to its first stop.  *status is 0
 * when main can start; else the exit status: 1 when main cannot start (stderr
 * says why, as java does), or 2 after a host error (ex_error says what).
 * Returns the VM in every case (ex_close it), NULL only when there was no
 * memory to make one (status 2, ex_error(NULL) is "out of memory"). */
VM *ex_open(const VMOptions *o, const char *main_class, int argc, char **argv, int *status);
void ex_close(VM *vm);

/* ---- host errors ----
 * A host error (a bad or missing class met while running, no memory) kills
 * the VM: only ex_error and ex_close may then be called on it.  ex_open,
 * ex_step and ex_status report it in their results; in any other call it
 * jumps to the innermost ex_protect, which returns false (as Lua's lua_pcall). */
const char *ex_error(const VM *vm); /* the message, or NULL while the VM is alive */
bool ex_protect(VM *vm, void (*fn)(void *data), void *data);
/* A host error of the host's own (its memory ran out): kills the VM and
 * jumps to the innermost ex_protect with msg. */
_Noreturn void ex_fail(VM *vm, const char *msg);
void ex_set_host(VM *vm, const ExHost *host);

/* ---- threads ---- */
uint32_t ex_nthreads(const VM *vm);
/* The threads that can take a step now, by id (a thread stopped before a lock
 * it cannot take now is not enabled, as in JPF; inside Verify.beginAtomic only
 * the atomic thread is).  out has room for ex_nthreads(). */
uint32_t ex_enabled(VM *vm, uint32_t *out);
/* The action thread tid performs next, without performing it; false when it
 * is not stopped before an action (its next steps are local). */
bool ex_next_action(VM *vm, uint32_t tid, Action *a);
/* Thread tid waits for a lock another thread holds -- stopped before its
 * acquire (so not enabled), or blocked taking it back after a wait: the
 * acquire it will perform once the lock is free, in *a.  Likewise a thread
 * waiting for another's initialisation of a watched class (vm/init.c). */
bool ex_blocked_acquire(VM *vm, uint32_t tid, Action *a);
/* Thread.getName() of a thread (malloc'd). */
char *ex_thread_name(VM *vm, uint32_t tid);
/* Threads started and not ended. */
uint32_t ex_live_threads(const VM *vm);
/* Threads not ended (those not started yet included). */
uint32_t ex_unended_threads(const VM *vm);
/* Has a daemon thread been started (the program's end may stop it)? */
bool ex_daemon_started(const VM *vm);

/* ---- the program ---- */
enum {
  EX_RUNNING,   /* some thread is enabled */
  EX_DONE,      /* every non-daemon thread has ended (or none can run and none is alive) */
  EX_DEADLOCK,  /* threads are alive and every one is blocked for good */
  EX_HOST_ERROR /* the VM is dead (ex_error) */
};
/* Where the program is; advances virtual time when every thread waits for a
 * deadline (a change of state). */
int ex_status(VM *vm);
/* The same, with the threads ex_enabled gives (*n of them into en, room for
 * ex_nthreads) when it is EX_RUNNING: one look at each thread for both. */
int ex_status_enabled(VM *vm, uint32_t *en, uint32_t *n);

/* ---- transitions ---- */
enum {
  EX_STEP_OK,         /* stopped before its next scheduling point, or blocked, or ended */
  EX_STEP_EXIT,       /* System.exit: the program ended */
  EX_STEP_EXCEPTION,  /* the thread ended with an uncaught exception (an error) */
  EX_STEP_PRUNED,     /* Verify.assume(false): the path is cut */
  EX_STEP_LIMIT,      /* ran step_limit branches and calls without a scheduling point */
  EX_STEP_HOST_ERROR, /* a host error killed the VM (ex_error), now or before */
  EX_STEP_TERMINATE   /* Verify.terminateSearch: the program ends the search here */
};
typedef struct ExStep {
  int end;            /* EX_STEP_* */
  bool first_visible; /* the action it started with was a scheduling point */
  uint32_t nfirst;    /* log[0..nfirst) ran before the transition's first stop */
  uint32_t nruns;     /* stretches run between stops: ex_step with cut_all, this many
                       * times, runs the same transition */
  const Action *log;  /* the actions it performed, valid until the next step */
  uint32_t nlog;
  /* Verify.storeTrace ran: write the path to here into this file ("" when
   * the program gave none: the report shows it); valid until the next step */
  const char *store_trace;
  /* it used what restores leave alone (Verify's counters and values,
   * files): the same choice from the same state may reach another state */
  bool outside;
} ExStep;
/* Run one transition of thread tid; value is the data choice (Verify.getInt
 * returns lo + value) when the thread stands before one.  With cut_all every
 * candidate action ends the transition (the unreduced search). */
void ex_step(VM *vm, uint32_t tid, int32_t value, uint64_t step_limit, bool cut_all, ExStep *out);
/* Before a deadlock is reported: threads stopped at a lock they cannot take
 * block on it, so that the report shows what each one waits for. */
void ex_settle(VM *vm);

/* ---- states ---- */
/* share (state_save): the snapshot shares what did not change with the last
 * one taken or restored; for a search that frees its snapshots in the
 * reverse order of their making (a stack), not for a queue. */
VMState *ex_save(VM *vm, bool share);
/* Collect the garbage when more than 64 KiB was made since the last
 * collection: a snapshot copies every object that changed, garbage too (the
 * collector runs by itself only every 16 MiB or more).  A program cannot see
 * when it runs (no finalizers or weak references). */
void ex_collect_garbage(VM *vm);
void ex_restore(VM *vm, const VMState *s);
void ex_state_free(VMState *s);
size_t ex_state_bytes(const VMState *s);
/* 128-bit XXH3 of the canonical form of the whole state: the heap reachable
 * from the threads and statics, numbered in a fixed traversal order, so that
 * states differing only in addresses, allocation order or garbage are equal. */
Fingerprint ex_fingerprint(VM *vm);
/* Changes whenever the state may have changed (a step, a restore, time). */
uint64_t ex_generation(const VM *vm);
/* Like ex_generation, but it stays the same across the stretches of a
 * transition (between the points its thread passes) that changed nothing the
 * statics or the other threads reach: reads, writes of primitive values,
 * writes of references into objects the host calls unshared
 * (ExHost.unshared); no class loaded, and none of VM.reach_events (natives
 * that may write their reference arguments or return a reference, interned
 * strings, call sites' objects).  Over such stretches what is reachable from
 * the statics and the other threads stays the same, and the running thread
 * reaches nothing new of it (what it reads it reached already), so a
 * shared-object analysis made at an earlier point of the transition still
 * answers for what the running thread accesses next (that object is on its
 * stack, so shared means reachable from the statics or another thread).  It
 * moves at the end of a transition that carried an analysis so, and with
 * ex_generation everywhere else. */
uint64_t ex_shared_generation(const VM *vm);

/* ---- what visibility policies ask ---- */
/* Slots of the object table (refs are below this). */
uint32_t ex_heap_slots(const VM *vm);
/* marks[ref] = 1 for objects reachable from a static field or from two
 * threads, for ref < ex_heap_slots().  Sticky: an object once marked on the
 * path stays marked (the mark is part of the state and of its fingerprint),
 * so that an access after its other threads have ended or let go of it is
 * still seen to conflict with theirs -- what dependence tracking needs. */
void ex_shared_objects(VM *vm, uint8_t *marks, bool sticky);
/* Sticky only: mark the objects shared now (Object.was_shared), without the
 * array: after it, an object is shared when ex_marked_shared says so. */
void ex_mark_shared_objects(VM *vm);
/* Does obj carry the sticky mark (shared now or before on this path)? */
bool ex_marked_shared(const VM *vm, Ref obj);
/* Is thread tid the only one alive (started and not ended)? */
bool ex_alone(const VM *vm, uint32_t tid);
/* Is it the only thread ever started (the others, if any, not started yet)? */
bool ex_first_alone(const VM *vm, uint32_t tid);
/* Has tid seen every other thread that started end (joined it, or a thread
 * that had)?  Then all they did happens before what tid does now. */
bool ex_joined_all(const VM *vm, uint32_t tid);
/* Does read a see a final field whose value can no longer change (the
 * constructor of its object has returned; for a static, the class is
 * initialised)?  Such reads commute with everything (JPF's skip_finals).
 * So does an access of a class's static field by the class's own <clinit>:
 * every other thread's access of it asks for the class first, and waits for
 * the initialisation to end or runs it itself (JLS 12.4.2; which thread runs
 * it is the choice vm/init.c makes an action of). */
bool ex_settled_final(VM *vm, const Action *a);
/* Does write a change a final field after its object's constructor returned
 * (or its class was initialised)?  Reflection can (Field.setAccessible). */
bool ex_late_final_write(VM *vm, const Action *a);
/* Does write a set a final instance field while its object's constructor
 * runs?  If another thread can see the object already ('this' escaped),
 * its reads after the constructor are not settled: they may come first. */
bool ex_constructing_final_write(VM *vm, const Action *a);
/* A plain memory access: a getfield/putfield/getstatic/putstatic of a field
 * that is not volatile, or an array load or store, by bytecode (not by a
 * native, whose reads and writes are the atomics' and Unsafe's).  A visibility
 * policy may leave these out of the scheduling points where a lock protects
 * them (the checker's lockset analysis). */
bool ex_plain_access(VM *vm, const Action *a);
/* The element and field accesses of a peeked System.arraycopy or
 * Object.clone, whose own action names the whole object (vm/actemit.h,
 * act_bulk_parts): at most cap; past that *whole, and each array once. */
uint32_t ex_bulk_parts(VM *vm, const Action *a, Action *parts, uint32_t cap, bool *whole);
/* The location a plain access touches, named the same in every execution:
 * field is a hash of the field's class and name (0 for an array element),
 * oid the object's canonical name, index the array index or -1. */
typedef struct ExLocation {
  uint64_t field, oid;
  int32_t index;
} ExLocation;
ExLocation ex_location(const Action *a);
/* The locks thread tid holds now, by canonical name (oids[i]) and whether it
 * holds each exclusively (a monitor, a ReentrantLock, a write lock) or as a
 * read hold; at most cap.  EX_HELD_UNKNOWN when the VM lost count (a thread
 * holding more locks at once than it records). */
#define EX_HELD_UNKNOWN UINT32_MAX
uint32_t ex_held_locks(VM *vm, uint32_t tid, uint64_t *oids, bool *exclusive, uint32_t cap);
/* The Java name of obj's class ("java.util.HashMap$Node"); for a class
 * mirror, the class it stands for; for arrays, the element class. */
void ex_object_class(VM *vm, Ref obj, char *buf, size_t n);
/* The class ex_object_class names, as an identity that holds while the VM
 * lives: objects with the same identity have the same name. */
const void *ex_object_class_id(VM *vm, Ref obj);

/* ---- reports ---- */
/* The uncaught exception that ended thread tid, as java prints it. */
void ex_print_exception(VM *vm, uint32_t tid, FILE *out, const char *indent);
/* Every live thread, what it waits for and its stack. */
void ex_print_deadlock(VM *vm, FILE *out);
/* The static fields of the program's own classes, one line (malloc'd). */
char *ex_final_state(VM *vm);
#endif
