/* interp.h -- the bytecode interpreter and Java frames. */
#ifndef JPOR_INTERP_H
#define JPOR_INTERP_H

#include "vm/vm.h"

/* Why interp_run returned */
enum {
  RUN_YIELD,   /* budget used up; the thread can go on */
  RUN_ENDED,   /* the thread has no frames left (t->exception set if uncaught) */
  RUN_BLOCKED, /* the thread waits for something (its state says what) */
  RUN_EXIT,    /* System.exit / Runtime.halt: the VM is ending */
  RUN_POINT    /* stopped before a visible action (vm->preempt) */
};

/* Run t until it ends, blocks, exits, or has run about `budget` instructions. */
int interp_run(VM *vm, JThread *t, int64_t budget);

/* Push a frame calling m with arg_slots values from args.  For natives, the
 * call happens at once.  Returns false with t->exception set (StackOverflowError). */
bool interp_invoke(VM *vm, JThread *t, Method *m, const Value *args);

/* Initialise class c for thread t (JVMS 5.5).  Returns 1 when c is ready,
 * 0 when <clinit> frames were pushed (re-execute the current instruction after
 * they return), -1 when an exception was thrown, INIT_WAIT when another thread
 * is initialising c: t now waits (re-execute the instruction when it wakes). */
enum { INIT_WAIT = 2 };
int init_class(VM *vm, JThread *t, Class *c);
/* t ended c's initialisation (INIT_DONE or INIT_FAILED): wake the threads
 * waiting for it. */
void init_end(VM *vm, JThread *t, Class *c, int state);
void init_wake_waiters(VM *vm, Class *c);
/* Is c's initialisation a choice of the schedule (vm/init.c)?  Cached in c. */
bool init_watched(Class *c);
/* Was watched class c, or a superclass, initialised (done or failed) while
 * other threads could run, and has t not used it since?  That class (or
 * NULL): t's use reads its initialisation state, and init_used tells the
 * checker of each such class and remembers it. */
struct Class *init_unseen(VM *vm, const JThread *t, Class *c);
void init_used(VM *vm, JThread *t, Class *c);
/* The class whose initialisation state init_class(c) would change or wait
 * for now (c or a superclass), NULL when none -- passing over a class whose
 * initialisation runs no code and is not watched, which is made in passing
 * on the way to the next.  init_point: that one is
 * watched, or none is and init_unseen -- the instruction that uses c is then
 * a scheduling point. */
Class *init_pending(VM *vm, const JThread *t, Class *c);
bool init_point(VM *vm, const JThread *t, Class *c);

JThread *thr_create(VM *vm, size_t stack_bytes);
void thr_free(JThread *t);

/* monitors (monitor.c); mon_enter returns false when t must block */
bool mon_enter(VM *vm, JThread *t, Ref obj);
bool mon_exit(VM *vm, JThread *t, Ref obj); /* false: IllegalMonitorStateException thrown */
/* t has just taken lock (a monitor or a j.u.c lock): remember it in t->held. */
void mon_note_taken(VM *vm, JThread *t, Ref lock);
/* Does t hold lock now (*exclusive: not only as a read hold)? */
bool mon_held(VM *vm, const JThread *t, Ref lock, bool *exclusive);
#endif
