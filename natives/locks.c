/* locks.c -- natives of jpor.internal.SyncLock: ReentrantLock,
 * ReentrantReadWriteLock and their Conditions as VM primitives.
 *
 * Each native is one visible action on the lock object (lock, unlock, wait,
 * notify, or a read for the queries), so the checker sees a lock operation as
 * the single write of the lock that papers/stateful-por-source-sets.md (section
 * 5) counts it as.  Blocking follows natives/thread.c: record what the thread
 * waits for, return NAT_BLOCK, run again from the start when woken; t->phase
 * says how far it got.  A fair lock serves its queue in arrival order
 * (t->wait_seq); an unfair one goes to any thread that wants it. */
#include "natives/natives.h"
#include "vm/actemit.h"
#include "vm/class.h"
#include "vm/exception.h"
#include "vm/heap.h"
#include "vm/juclock.h"
#include "vm/sched.h"

/* how to acquire: SyncLock.BLOCK, INTERRUPTIBLE, TRY, TIMED (jlib keeps the same numbers) */
enum { HOW_BLOCK = 0, HOW_INTERRUPTIBLE = 1, HOW_TRY = 2, HOW_TIMED = 3 };

static int throw_interrupted(VM *vm, JThread *t) {
  t->interrupted = false;
  exc_throw_new(vm, t, "java/lang/InterruptedException", NULL);
  return NAT_THROW;
}

/* t looks at its interrupt flag (the place Thread.interrupt() writes:
 * natives/thread.c), and clears it when it is set (it then throws) */
static bool reads_interrupt(VM *vm, JThread *t) {
  act_emit(vm, t, t->interrupted ? ACT_WRITE : ACT_READ, t->obj, NULL, -1, NULL, 0);
  return t->interrupted;
}

static int not_held(VM *vm, JThread *t) {
  exc_throw_new(vm, t, "java/lang/IllegalMonitorStateException", NULL);
  return NAT_THROW;
}

static void done_waiting(JThread *t) {
  t->phase = PH_NONE;
  t->cond_seq = 0;
  t->notified = false;
  t->lock_mode = 0;
  t->blocked_on = 0;
  t->wait_obj = 0;
  t->wait_lock = 0;
  t->deadline = -1;
}

/* acquire0(shared, how, nanos): take a hold; false only for TRY and TIMED. */
static int SyncLock_acquire0(VM *vm, JThread *t, Value *args, Value *ret) {
  Ref lock = NARG_R(0);
  bool shared = args[1].i != 0;
  int how = args[2].i;
  int64_t nanos = args[3].j;
  bool woken = t->phase == PH_WOKEN; /* a timed wait ran out, or an interrupt */
  /* on entry and when woken, an interruptible attempt looks at its flag */
  bool checks = (how == HOW_INTERRUPTIBLE || how == HOW_TIMED) && (t->phase == PH_NONE || woken);
  bool interrupted = checks && t->interrupted;
  bool gets = !interrupted &&
              (how == HOW_TRY ? jl_free(vm, t, lock, shared) : jl_available(vm, t, lock, shared));
  /* a writer that readers keep out runs and queues (act_would_block): like
   * a tryLock, it can run while others hold the lock */
  act_emit_acquire(vm, t, shared ? ACT_RLOCK : ACT_LOCK, lock, jl_holds(vm, t, lock, shared) > 0,
                   how == HOW_TRY || how == HOW_TIMED || !gets, gets);
  if (checks) reads_interrupt(vm, t); /* a lockInterruptibly against interrupt() was missed */
  if (interrupted) {
    done_waiting(t);
    return throw_interrupted(vm, t);
  }
  if (gets) {
    done_waiting(t);
    if (!jl_take(vm, t, lock, shared, 1)) return NAT_THROW;
    RET_I(1);
    return NAT_OK;
  }
  if (woken || how == HOW_TRY || (how == HOW_TIMED && nanos <= 0)) {
    done_waiting(t);
    RET_I(0);
    return NAT_OK;
  }
  if (t->phase != PH_LOCKING) { /* join the queue */
    sched_set_deadline(vm, t, how == HOW_TIMED ? vm->now_ns + nanos : -1);
    t->wait_seq = ++vm->wait_seq;
  }
  t->phase = PH_LOCKING;
  t->state = TS_BLOCKED;
  t->blocked_on = lock;
  t->lock_mode = LM_JUC | (shared ? LM_SHARED : 0) | (how != HOW_BLOCK ? LM_INTR : 0);
  return NAT_BLOCK;
}

static int SyncLock_release0(VM *vm, JThread *t, Value *args, Value *ret) {
  act_emit(vm, t, args[1].i ? ACT_RUNLOCK : ACT_UNLOCK, NARG_R(0), NULL, -1, NULL, 0);
  return jl_release(vm, t, NARG_R(0), args[1].i != 0) ? NAT_OK : not_held(vm, t);
}

/* The first step of a Condition waiter since an interrupt woke it
 * (LM_UNQUEUED): it cancels its wait -- it clears its flag, as AQS's await
 * does, so a signal that reads it (sched_notify_reads) no longer finds it
 * -- and, unless it takes the lock now, stands in the lock's queue from
 * here on, a failed attempt. */
static void take_place(VM *vm, JThread *t, Ref lock, bool gets) {
  t->lock_mode &= (uint8_t)~LM_UNQUEUED;
  t->cond_seq = 0;
  act_emit(vm, t, ACT_WRITE, t->obj, NULL, -1, NULL, 0);
  if (gets) return;
  t->wait_seq = ++vm->wait_seq;
  act_emit_acquire(vm, t, ACT_LOCK, lock, false, true, false);
}

/* await0(cond, how, nanos): give up every hold, wait for cond's signal (or
 * the time, or an interrupt unless how is BLOCK), then take the holds back. */
static int SyncLock_await0(VM *vm, JThread *t, Value *args, Value *ret) {
  Ref lock = NARG_R(0), cond = NARG_R(1);
  int how = args[2].i;
  int64_t nanos = args[3].j;
  if (t->phase == PH_REACQUIRE) {
    bool gets = jl_available(vm, t, lock, false);
    if (t->lock_mode & LM_UNQUEUED) take_place(vm, t, lock, gets);
    if (!gets) {
      t->state = TS_BLOCKED;
      t->blocked_on = lock;
      return NAT_BLOCK;
    }
    uint32_t count = t->wait_count;
    bool signalled = t->notified;
    done_waiting(t);
    act_emit(vm, t, ACT_LOCK, lock, NULL, -1, NULL, 0);
    jl_take(vm, t, lock, false, count); /* exclusive: allocates nothing */
    /* signalled before an interrupt came, the JDK's await returns and the
     * flag stays set (AQS re-interrupts); interrupted first, it throws */
    if (how != HOW_BLOCK && !signalled && reads_interrupt(vm, t)) return throw_interrupted(vm, t);
    return NAT_OK;
  }
  if (!jl_holds(vm, t, lock, false)) return not_held(vm, t);
  if (how != HOW_BLOCK && reads_interrupt(vm, t)) return throw_interrupted(vm, t);
  act_emit(vm, t, ACT_WAIT, lock, NULL, -1, NULL, 0);
  t->wait_count = jl_release_all(vm, t, lock);
  t->wait_obj = cond;
  t->wait_lock = lock;
  t->lock_mode = LM_JUC | (how == HOW_BLOCK ? LM_UNINTR : 0);
  if (how == HOW_TIMED && nanos <= 0) { /* the JDK still lets go of the lock once */
    t->phase = PH_REACQUIRE;
    t->state = TS_BLOCKED;
    t->blocked_on = lock;
    sched_set_deadline(vm, t, -1);
    t->timed_out = true; /* its time ran out at once */
    t->wait_seq = ++vm->wait_seq;
    return NAT_BLOCK;
  }
  t->wait_seq = ++vm->wait_seq;
  t->phase = PH_WAITING;
  t->state = how == HOW_TIMED ? TS_TIMED_WAITING : TS_WAITING;
  sched_set_deadline(vm, t, how == HOW_TIMED ? vm->now_ns + nanos : -1);
  return NAT_BLOCK;
}

static int SyncLock_signal0(VM *vm, JThread *t, Value *args, Value *ret) {
  Ref lock = NARG_R(0);
  if (!jl_holds(vm, t, lock, false)) return not_held(vm, t);
  JThread *w[vm->nthreads + 1];
  uint32_t n = args[2].i ? sched_notify_all_reads_of(vm, NARG_R(1), w)
                         : sched_notify_choices(vm, NARG_R(1), true, w);
  int32_t woken = sched_notify(vm, NARG_R(1), args[2].i != 0, true);
  act_emit_full(vm, t, args[2].i ? ACT_NOTIFY_ALL : ACT_NOTIFY, lock, NULL, -1, NULL, 0, true,
                woken);
  sched_notify_reads(vm, t, w, n);
  return NAT_OK;
}

/* ---- queries: reads of the lock ---- */

static int SyncLock_holdCount0(VM *vm, JThread *t, Value *args, Value *ret) {
  act_emit(vm, t, ACT_READ, NARG_R(0), NULL, -1, NULL, 0);
  RET_I((int32_t)jl_holds(vm, t, NARG_R(0), args[1].i != 0));
  return NAT_OK;
}

/* count0(shared): all read holds, or the exclusive owner's holds */
static int SyncLock_count0(VM *vm, JThread *t, Value *args, Value *ret) {
  Ref lock = NARG_R(0);
  act_emit(vm, t, ACT_READ, lock, NULL, -1, NULL, 0);
  uint32_t owner = jl_owner(vm, lock);
  RET_I((int32_t)(args[1].i ? jl_readers(vm, lock)
                  : owner   ? jl_holds(vm, vm->threads[owner - 1], lock, false)
                            : 0));
  return NAT_OK;
}

static int SyncLock_owner0(VM *vm, JThread *t, Value *args, Value *ret) {
  act_emit(vm, t, ACT_READ, NARG_R(0), NULL, -1, NULL, 0);
  uint32_t owner = jl_owner(vm, NARG_R(0));
  RET_R(owner ? vm->threads[owner - 1]->obj : 0);
  return NAT_OK;
}

/* Is w waiting for lock (which: 0 any, 1 writers, 2 readers)?  Under check
 * a thread stopped before an acquire that would block has not tried it, but
 * stands where a queued thread does (act_stopped_blocked). */
static bool queued_on(VM *vm, JThread *w, Ref lock, int which) {
  uint8_t mode;
  Action a;
  if (w->state == TS_BLOCKED && w->blocked_on == lock && !(w->lock_mode & LM_UNQUEUED))
    mode = w->lock_mode;
  else if (vm->ex && act_stopped_blocked(vm, w, &a) && a.obj == lock &&
           (a.kind == ACT_LOCK || a.kind == ACT_RLOCK))
    mode = a.lock_mode;
  else
    return false;
  bool shared = (mode & LM_SHARED) != 0;
  return (mode & LM_JUC) && (which == 0 || (which == 1 && !shared) || (which == 2 && shared));
}

static int thread_array(VM *vm, JThread *t, Ref lock, Ref cond, int which, Value *ret) {
  uint32_t n = 0;
  for (int pass = 0; pass < 2; pass++) {
    Ref arr = 0;
    if (pass == 1) {
      arr = heap_new_ref_array(vm, vm->c_thread, (int32_t)n);
      if (!arr) return exc_oom(vm, t), NAT_THROW;
      n = 0;
    }
    for (uint32_t i = 0; i < vm->nthreads; i++) {
      JThread *w = vm->threads[i];
      bool in =
          cond ? w->phase == PH_WAITING && w->wait_obj == cond : queued_on(vm, w, lock, which);
      if (!in) continue;
      if (pass == 1) ARR(heap_obj(vm, arr), Ref)[n] = w->obj;
      n++;
    }
    if (pass == 1) RET_R(arr);
  }
  return NAT_OK;
}

/* queued0: under check, a thread stopped before the lock it will wait for
 * counts (queued_on), so the answer changes with any thread's progress, its
 * local steps too: the read conflicts with everything, as getState(). */
static int SyncLock_queued0(VM *vm, JThread *t, Value *args, Value *ret) {
  act_emit(vm, t, ACT_READ, NARG_R(0), NULL, ACT_INDEX_ANY, NULL, 0);
  return thread_array(vm, t, NARG_R(0), 0, args[1].i, ret);
}

static int SyncLock_waiting0(VM *vm, JThread *t, Value *args, Value *ret) {
  Ref lock = NARG_R(0);
  if (!jl_holds(vm, t, lock, false)) return not_held(vm, t);
  act_emit(vm, t, ACT_READ, lock, NULL, -1, NULL, 0);
  return thread_array(vm, t, lock, NARG_R(1), 0, ret);
}

#define SL "jpor/internal/SyncLock"
const NativeEntry nat_locks[] = {
    {SL, "acquire0", "(ZIJ)Z", SyncLock_acquire0, NAT_ACT(ACT_LOCK)},
    {SL, "release0", "(Z)V", SyncLock_release0, NAT_ACT(ACT_UNLOCK)},
    {SL, "await0", "(Ljava/lang/Object;IJ)V", SyncLock_await0, NAT_ACT(ACT_WAIT)},
    {SL, "signal0", "(Ljava/lang/Object;Z)V", SyncLock_signal0, NAT_ACT(ACT_NOTIFY)},
    {SL, "holdCount0", "(Z)I", SyncLock_holdCount0, NAT_ACT(ACT_READ)},
    {SL, "count0", "(Z)I", SyncLock_count0, NAT_ACT(ACT_READ)},
    {SL, "owner0", "()Ljava/lang/Thread;", SyncLock_owner0, NAT_ACT(ACT_READ)},
    {SL, "queued0", "(I)[Ljava/lang/Thread;", SyncLock_queued0, NAT_ACT(ACT_READ)},
    {SL, "waiting0", "(Ljava/lang/Object;)[Ljava/lang/Thread;", SyncLock_waiting0,
     NAT_ACT(ACT_READ)},
    {NULL, NULL, NULL, NULL, NAT_PLAIN}};
