/* sched.h -- running Java threads without OS threads: one loop, one thread at a
 * time, switched by a deterministic policy (round robin with a fixed quantum)
 * or a seeded random one; virtual time; deadlock detection. */
#ifndef JPOR_SCHED_H
#define JPOR_SCHED_H

#include "vm/vm.h"

enum { SCHED_ROUND_ROBIN, SCHED_RANDOM };
/* `jpor run` exit status when every live thread is blocked for good */
enum { EXIT_DEADLOCK = 4 };

typedef struct SchedOptions {
  int policy;
  uint64_t seed;
  int64_t quantum; /* ticks (backward branches and calls) per slice, round robin */
} SchedOptions;

/* Run every thread until the program ends; returns the exit status. */
int sched_run(VM *vm, const SchedOptions *opt);

/* Can t take a step now? */
bool sched_enabled(VM *vm, JThread *t);
/* t, enabled, is about to run: a blocked thread whose lock is free retries it. */
void sched_resume(VM *vm, JThread *t);
JThread *sched_thread_of(VM *vm, Ref thread_obj);
/* The threads in obj's wait set, oldest first, into out (NULL: only count). */
uint32_t sched_waiters(VM *vm, Ref obj, JThread **out);
/* Wake one or all threads in obj's wait set: under `run` the longest-waiting;
 * under exploration any one (the transition's choice, see sched_waiters). */
/* Wake obj's waiters: all, or one -- under exploration any one (a choice:
 * Object.notify, which the JVM specification lets wake any) unless
 * longest, then the longest waiter (Condition.signal: AQS documents that it
 * moves the longest-waiting thread).  The (first) thread woken, or -1. */
int32_t sched_notify(VM *vm, Ref obj, bool all, bool longest);
/* Whom a notify (a signal: longest) of obj may wake, into out (room for
 * nthreads + 1; NULL: only count): the waiters (the longest alone for a
 * signal), then those an interrupt woke that have not run since (for a
 * signal those that came to the wait set before its longest waiter), then,
 * when only those are there, NULL: nobody, they all left.  Under
 * exploration the notify's choice is an index into this list; `run` takes
 * the first. */
uint32_t sched_notify_choices(VM *vm, Ref obj, bool longest, JThread **out);
/* A notifyAll (signalAll) of obj wakes every waiter, and each waiter an
 * interrupt woke that has not run since unless it left already: a choice
 * of 2^k values, bit i for the i-th of them (thread order; at most
 * SCHED_LATE_MAX, the others left).  The number of values; `run` takes 0,
 * none of them. */
enum { SCHED_LATE_MAX = 12 };
uint32_t sched_notify_all_values(VM *vm, Ref obj);
/* Whose interrupt flags a notifyAll of obj reads (sched_notify_reads): the
 * waiters and those an interrupt woke, into out (room for nthreads). */
uint32_t sched_notify_all_reads_of(VM *vm, Ref obj, JThread **out);
/* Under exploration, t's notify read the interrupt flags of w[0..n) (its
 * choices, NULLs skipped): whether an interrupt came first decides whom it
 * may wake, so it conflicts with interrupt(), which writes that place. */
void sched_notify_reads(VM *vm, JThread *t, JThread *const *w, uint32_t n);
void sched_interrupt(VM *vm, JThread *target);
void sched_unpark(VM *vm, JThread *target);
/* t starts a wait, sleep or park that ends at deadline (virtual ns; -1: no
 * time limit). */
void sched_set_deadline(VM *vm, JThread *t, int64_t deadline);
/* No thread can run: jump virtual time to the next deadline (false: none). */
bool sched_advance_time(VM *vm);
/* Under run, time also passes with the work done (a quantum of branches and
 * calls, a read of the clock, a yield), so that a thread that spins until the
 * clock passes a value, or until a sleeper wakes, ends as under java: add ns
 * and wake the threads whose deadline has come. */
void sched_tick(VM *vm, int64_t ns);
/* Has every non-daemon thread ended? */
bool sched_user_threads_done(VM *vm);
/* Does t's end end the program after a daemon started?  It stops the
 * daemons -- or would have, had it come before their steps: its action
 * conflicts with every other (ACT_INDEX_ANY). */
bool sched_end_stops_daemons(const VM *vm, const JThread *t);
/* t has no frames left: it ends, and threads joining it wake up. */
bool sched_thread_terminated(VM *vm, JThread *t); /* false: blocked on its monitor first */
/* Under the checker: t's run() ended with an exception that a handler of the
 * program's takes (the thread's own, or the default one): pass it there, as
 * java does (and JPF's vm.pass_uncaught_handler), instead of reporting it.
 * True: t now runs Thread.dispatchUncaughtException. */
bool sched_pass_uncaught(VM *vm, JThread *t);
/* Thread.getName() of a thread, for reports (malloc'd). */
char *sched_thread_name(VM *vm, JThread *t);
/* Describe why every thread is stuck (deadlock report) on out. */
void sched_report_deadlock(VM *vm, FILE *out);
#endif
