/* action.h -- action records: what a thread does that another thread can
 * observe (DESIGN.md, "The boundary between VM and checker").  Public: the
 * checker reads these records; the VM makes them (vm/actemit.h). */
#ifndef JPOR_ACTION_H
#define JPOR_ACTION_H

#include "vm/value.h"

typedef struct VM VM;
struct Method;
struct Field;

#define ACTION_KINDS(X)                                                                            \
  X(READ, "read")                                                                                  \
  X(WRITE, "write")                                                                                \
  X(LOCK, "lock")                                                                                  \
  X(UNLOCK, "unlock")                                                                              \
  X(RLOCK, "read-lock") /* a read hold of a ReentrantReadWriteLock */                              \
  X(RUNLOCK, "read-unlock")                                                                        \
  X(CAS, "cas") /* compare-and-set: a write when ok, a read when it failed */                      \
  X(RMW, "rmw") /* atomic read-modify-write: getAndAdd, getAndSet */                               \
  X(WAIT, "wait")                                                                                  \
  X(NOTIFY, "notify")                                                                              \
  X(NOTIFY_ALL, "notifyAll")                                                                       \
  X(PARK, "park")                                                                                  \
  X(UNPARK, "unpark")                                                                              \
  X(START, "start")                                                                                \
  X(JOIN, "join")                                                                                  \
  X(END, "end")                                                                                    \
  X(SLEEP, "sleep")                                                                                \
  X(INTERRUPT, "interrupt")                                                                        \
  X(CHOICE, "choice") /* Verify.getInt/getBoolean: a data choice in [lo, hi] */                    \
  X(LOCAL, "local")   /* a thread-local step (Verify.assume, beginAtomic, ...) */

typedef enum {
#define X(k, s) ACT_##k,
  ACTION_KINDS(X)
#undef X
      ACT_COUNT_
} ActionKind;

/* Action.index of the ACT_JOIN with which Thread.join() returns: a place of
 * the Thread object apart from the one its end writes (index -1), since such
 * a join cannot come before the end (natives/thread.c, Thread_join0). */
#define ACT_INDEX_JOINED (-2)
/* Action.index of a class's initialisation state, on its mirror: an ACT_CAS
 * whose value is the state it sees or sets (vm/init.c): ACT_INIT_STARTS when
 * it starts the initialisation; a failed one, a thread's first use after it */
#define ACT_INDEX_INIT (-3)
/* Action.index of an action that conflicts with every other thread's (its
 * effect is EFF_ANY): Verify.beginAtomic (an ACT_SLEEP without an object: no
 * other thread runs until the block ends, and the block may do anything) and
 * Verify.assume(false), which drops the path (the same), the end of the
 * last thread that is no daemon after a daemon started (it stops them, or
 * would have before their steps: sched_end_stops_daemons), a j.u.c lock's
 * queue (getQueueLength(), hasQueuedThreads()), Thread.getState()
 * (an ACT_READ of the thread: its state changes with
 * whatever the thread does, and with the locks others hold), and
 * ThreadGroup's count of live threads (an ACT_JOIN without an object: every
 * start and end, of threads not started yet too). */
#define ACT_INDEX_ANY (-4)
#define ACT_INIT_STARTS 1
/* Does a end a class's initialisation (the release of JLS 12.4.2's lock)? */
#define act_init_ends(a)                                                                           \
  ((a)->kind == ACT_CAS && (a)->index == ACT_INDEX_INIT && (a)->ok &&                              \
   (a)->value.i != ACT_INIT_STARTS)

typedef struct Action {
  uint32_t tid;
  const struct Method *m; /* where: method and pc (NULL for actions without a frame) */
  uint32_t pc;
  const struct Method *user_m; /* the innermost frame of the program's own code (not jlib) */
  uint32_t user_pc;
  const struct Method *via; /* the library method user_m called, when m is library code */
  ActionKind kind;
  Ref obj;      /* the object (lock, field owner, array, thread, mirror for statics) */
  uint64_t oid; /* the object's canonical name: the same in every execution (0: none) */
  const struct Field *field; /* field accesses; NULL for arrays and non-field actions */
  int32_t index; /* array index, or -1 (ACT_INDEX_JOINED: a join()'s return; ACT_INDEX_INIT) */
  int32_t other;             /* the thread started, joined, interrupted or unparked; -1 none */
  Value value;               /* value read or written / new value of a CAS */
  char vtype;                /* TY_* of value, 0 when none */
  bool ok;                   /* CAS: it succeeded (as peeked: it would now); a performed lock
                              * acquire: it took the lock (not: the attempt failed or waits) */
  bool unresolved;   /* peeked field access whose field is not resolved yet: treat as visible */
  bool may_block;    /* ACT_LOCK (peeked): waits when the lock is taken (not tryLock) */
  uint8_t lock_mode; /* ACT_LOCK (peeked): LM_JUC, LM_SHARED */
  /* ACT_LOCK/ACT_RLOCK: the thread held the lock already (an inner acquire
   * of a reentrant lock: no other thread can take the lock in between, so
   * it orders nothing that its outer acquire does not) */
  bool reentrant;
  /* ACT_LOCK/ACT_RLOCK (performed): an attempt that need not wait (tryLock,
   * timed or not) -- its thread can run while another holds the lock (and
   * fail, or wait and time out), so a release and this acquire can be
   * reversed */
  bool try_acquire;
  int32_t lo, hi; /* ACT_CHOICE: the range of values */
} Action;

/* Is the kind a synchronisation (always visible), not a plain read or write? */
static inline bool act_is_sync(ActionKind k) {
  return k != ACT_READ && k != ACT_WRITE && k != ACT_CHOICE && k != ACT_LOCAL;
}
/* Does a only read what it touches (so that two of them commute)? */
bool act_reads_only(const Action *a);
/* A number for a field that is the same in every run and on every machine
 * (its slot, and whether it is static; 0 for none): with the object's oid it
 * names a place.  Hashes and orders of places use it, not the Field's address,
 * so that a search does not depend on where malloc put the class. */
uint32_t act_field_key(const struct Field *f);
const char *act_kind_name(ActionKind k);
/* The dependence relation (DESIGN.md): a and b are by different threads and
 * touch the same object field, array element or lock, and at least one of
 * them writes it.  A successful CAS, an atomic, lock, unlock, wait, notify and
 * every thread operation write what they touch; a failed CAS and a join read. */
bool act_dependent(const Action *a, const Action *b);

/* Canonical name of an object, e.g. "#1.14" (thread T1's 14th allocation) or
 * "Counter.class" for a class mirror; writes into buf. */
void act_object_name(VM *vm, Ref obj, char *buf, size_t n);
/* Where: "Counter.java:12 inc  putfield", or for an action inside the
 * library the program's call: "Set.java:40 remove  WriteLock.lock()" (then true). */
bool act_where(const Action *a, char *buf, size_t n);
/* The target alone: "Counter.count #2.14", "#1.7[2]", "#1.3 (java.lang.Object)" */
void act_target(VM *vm, const Action *a, char *buf, size_t n);
/* What: "Counter.count #2.14 := 5", "lock #1.3 (java.lang.Object)" */
void act_what(VM *vm, const Action *a, char *buf, size_t n);
/* One line: "T1  Counter.java:12 inc  putfield  Counter.count #2.14 := 5" */
void act_format(VM *vm, const Action *a, char *buf, size_t n);
#endif
