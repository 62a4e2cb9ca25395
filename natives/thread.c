/* thread.c -- natives of java.lang.Thread, Object.wait/notify and parking.
 *
 * A blocking native does not wait on the C stack: it records what the thread
 * waits for (state, phase, deadline), returns NAT_BLOCK, and is executed again
 * from the start when the scheduler wakes the thread; t->phase tells it how far
 * it got.  Every one of these is a visible action. */
#include <stdlib.h>

#include "natives/natives.h"
#include "vm/actemit.h"
#include "vm/class.h"
#include "vm/exception.h"
#include "vm/heap.h"
#include "vm/interp.h"
#include "vm/sched.h"

static Field *thread_field(VM *vm, const char *name, const char *desc) {
  Field *f = cls_find_field(vm->c_thread, sym_intern(vm, name), sym_intern(vm, desc));
  if (!f)
    vm_fatal(vm, "jlib: java.lang.Thread has no field %s %s (see jlib/README.md)", name, desc);
  return f;
}

static int Thread_currentThread(VM *vm, JThread *t, Value *args, Value *ret) {
  RET_R(t->obj);
  return NAT_OK;
}

/* start0: a new JThread whose first frame is this.run() */
static int Thread_start0(VM *vm, JThread *t, Value *args, Value *ret) {
  Ref self = NARG_R(0);
  JThread *started = sched_thread_of(vm, self);
  if (started) { /* it read that the thread had started: the other start() wrote that */
    act_emit_full(vm, t, ACT_JOIN, self, NULL, -1, NULL, 0, true, (int32_t)started->id);
    return exc_throw_new(vm, t, "java/lang/IllegalThreadStateException", NULL), NAT_THROW;
  }
  Method *run = cls_find_method(vm->c_thread, sym_intern(vm, "run"), sym_intern(vm, "()V"));
  Method *target = run ? cls_select(vm, heap_obj(vm, self)->cls, run) : NULL;
  if (!target) vm_fatal(vm, "jlib: java.lang.Thread has no run()V");
  JThread *n = thr_create(vm, vm->opt.stack_bytes);
  n->obj = self;
  Value *early = &heap_obj(vm, self)->data[thread_field(vm, "interruptedBeforeStart", "Z")->slot];
  n->interrupted = early->i != 0; /* interrupt() before start() */
  early->i = 0;
  n->daemon = heap_obj(vm, self)->data[thread_field(vm, "daemon", "Z")->slot].i != 0;
  Value a = {.raw = 0};
  a.r = self;
  if (!interp_invoke(vm, n, target, &a)) { /* cannot even push run(): the new thread dies */
    n->state = TS_RUNNABLE;
  }
  n->state = TS_RUNNABLE;
  act_emit_full(vm, t, ACT_START, self, NULL, -1, NULL, 0, true, (int32_t)n->id);
  return NAT_OK;
}

/* 0 not started, 1 alive, 2 terminated: a read of the thread's life, which
 * its start() and its end write. */
static int read_life(VM *vm, JThread *t, Ref thread) {
  JThread *w = sched_thread_of(vm, thread);
  if (w && w->state == TS_TERMINATED && w->id < 64) /* happens-before: all it did, and joined */
    t->joined |= 1ull << w->id | w->joined;
  /* not started yet: it read that, which another thread's start() changes */
  act_emit_full(vm, t, ACT_JOIN, thread, NULL, -1, NULL, 0, true, w ? (int32_t)w->id : -1);
  return !w ? 0 : w->state == TS_TERMINATED ? 2 : 1;
}

static int Thread_isAlive0(VM *vm, JThread *t, Value *args, Value *ret) {
  RET_I(read_life(vm, t, NARG_R(0)) == 1);
  return NAT_OK;
}

static int Thread_life0(VM *vm, JThread *t, Value *args, Value *ret) {
  RET_I(read_life(vm, t, NARG_R(0)));
  return NAT_OK;
}

/* join0(): until the thread has ended.  Its action comes when it returns,
 * after the end, on a place of its own (ACT_INDEX_JOINED): what the end does
 * happens before it, and it cannot be put before the end, so the two do not
 * race -- isAlive() does race with the end, and a join that waited with it
 * made the dependence analysis try every order of ends and joins. */
static int Thread_join0(VM *vm, JThread *t, Value *args, Value *ret) {
  Ref self = NARG_R(0);
  JThread *w = sched_thread_of(vm, self);
  if (t->phase == PH_WOKEN) { /* it ended, or this thread was interrupted */
    t->phase = PH_NONE;
    t->wait_obj = 0;
  }
  if (!w || w->state == TS_TERMINATED) {
    if (w && w->id < 64) t->joined |= 1ull << w->id | w->joined;
    if (w)
      act_emit_full(vm, t, ACT_JOIN, self, NULL, ACT_INDEX_JOINED, NULL, 0, true, (int32_t)w->id);
    if (w && t->interrupted) { /* called before the end, it would have thrown */
      act_emit_full(vm, t, ACT_JOIN, self, NULL, -1, NULL, 0, true, (int32_t)w->id);
      act_emit(vm, t, ACT_READ, t->obj, NULL, -1, NULL, 0);
    } else if (!w) /* not started: it saw that, which another thread's start() changes */
      act_emit(vm, t, ACT_JOIN, self, NULL, -1, NULL, 0);
    return NAT_OK;
  }
  if (t->interrupted) {
    /* it throws because the thread was still alive and its own flag set:
     * it saw both, which the thread's end and another's interrupt() change */
    act_emit_full(vm, t, ACT_JOIN, self, NULL, -1, NULL, 0, true, (int32_t)w->id);
    act_emit(vm, t, ACT_WRITE, t->obj, NULL, -1, NULL, 0);
    t->interrupted = false;
    return exc_throw_new(vm, t, "java/lang/InterruptedException", NULL), NAT_THROW;
  }
  /* it waits: its flag was clear, which another's interrupt() changes (the
   * joined thread's own interrupt() of it before its end: join() returns
   * or throws as the end comes after the call or before it) */
  act_emit(vm, t, ACT_READ, t->obj, NULL, -1, NULL, 0);
  t->phase = PH_JOINING;
  t->state = TS_WAITING;
  t->wait_obj = self;
  sched_set_deadline(vm, t, -1);
  return NAT_BLOCK;
}

/* getState0: under check a thread stopped before a lock it would block on
 * has not tried it (it is not enabled), but it stands where a thread
 * blocked there does: BLOCKED, or WAITING for a j.u.c lock, as the JDK
 * parks those -- else a program that waits to see it so never goes on.  The
 * state changes with anything the thread does and with the locks others
 * release: the read conflicts with every action (ACT_INDEX_ANY). */
static int Thread_getState0(VM *vm, JThread *t, Value *args, Value *ret) {
  JThread *w = sched_thread_of(vm, NARG_R(0));
  int st = w ? w->state : TS_NEW;
  uint8_t mode = w ? w->lock_mode : 0;
  Action a;
  if (vm->ex && w && w != t && act_stopped_blocked(vm, w, &a) &&
      (a.kind == ACT_LOCK || a.kind == ACT_RLOCK)) {
    st = TS_BLOCKED;
    mode = a.lock_mode;
  }
  if (st == TS_BLOCKED && (mode & LM_JUC)) /* the JDK parks j.u.c lock waiters */
    st = w->phase == PH_LOCKING && w->deadline >= 0 ? TS_TIMED_WAITING : TS_WAITING;
  if (st == TS_TERMINATED && w->id < 64) /* happens-before, as isAlive() */
    t->joined |= 1ull << w->id | w->joined;
  RET_I(st);
  if (w != t) act_emit(vm, t, ACT_READ, NARG_R(0), NULL, ACT_INDEX_ANY, NULL, 0);
  return NAT_OK;
}

/* Under run, the virtual time a read of the clock or a yield takes. */
enum { CLOCK_READ_NS = 1000 };

/* yield: give the scheduler a chance to switch, then go on */
static int Thread_yield0(VM *vm, JThread *t, Value *args, Value *ret) {
  if (t->phase == PH_WOKEN) {
    t->phase = PH_NONE;
    return NAT_OK;
  }
  if (!vm->ex) sched_tick(vm, CLOCK_READ_NS); /* a spin with yield lets time pass */
  t->phase = PH_WOKEN;
  return NAT_BLOCK;
}

static int Thread_sleep0(VM *vm, JThread *t, Value *args, Value *ret) {
  int64_t ms = args[0].j;
  if (t->phase == PH_WOKEN) {
    t->phase = PH_NONE;
  } else {
    if (ms < 0)
      return exc_throw_new(vm, t, "java/lang/IllegalArgumentException",
                           "timeout value is negative"),
             NAT_THROW;
    if (!t->interrupted) {
      act_emit(vm, t, ACT_SLEEP, t->obj, NULL, -1, NULL, 0);
      t->phase = PH_SLEEPING;
      t->state = TS_TIMED_WAITING;
      sched_set_deadline(vm, t, vm->now_ns + ms * 1000000);
      return NAT_BLOCK;
    }
  }
  if (t->interrupted) {
    /* it throws: it read its flag set and clears it -- an action on the
     * Thread object's place, as the flag's other readers and writers */
    act_emit(vm, t, ACT_SLEEP, t->obj, NULL, -1, NULL, 0);
    act_emit(vm, t, ACT_WRITE, t->obj, NULL, -1, NULL, 0);
    t->interrupted = false;
    return exc_throw_new(vm, t, "java/lang/InterruptedException", "sleep interrupted"), NAT_THROW;
  }
  return NAT_OK;
}

static int Thread_interrupt0(VM *vm, JThread *t, Value *args, Value *ret) {
  JThread *w = sched_thread_of(vm, NARG_R(0));
  act_emit_full(vm, t, ACT_INTERRUPT, NARG_R(0), NULL, -1, NULL, 0, true, w ? (int32_t)w->id : -1);
  if (w && w->state != TS_TERMINATED)
    sched_interrupt(vm, w);
  else if (w)
    w->interrupted = true; /* JDK 17 keeps the flag of an ended thread */
  else                     /* not started: kept in the Thread object until start0 */
    heap_obj(vm, NARG_R(0))->data[thread_field(vm, "interruptedBeforeStart", "Z")->slot].i = 1;
  return NAT_OK;
}

/* isInterrupted0(clear): the interrupt flag of this thread, cleared when asked.
 * An action on the Thread object's place, as interrupt0's: a read, or a
 * write when it clears (Thread.interrupted() against another's interrupt()
 * was no dependence, and some strategies missed the order that matters). */
static int Thread_isInterrupted0(VM *vm, JThread *t, Value *args, Value *ret) {
  act_emit(vm, t, args[1].i ? ACT_WRITE : ACT_READ, NARG_R(0), NULL, -1, NULL, 0);
  JThread *w = sched_thread_of(vm, NARG_R(0));
  if (!w) { /* not started (or a Thread the VM never ran): the flag interrupt0 kept */
    Value *early =
        &heap_obj(vm, NARG_R(0))->data[thread_field(vm, "interruptedBeforeStart", "Z")->slot];
    RET_I(early->i != 0);
    if (args[1].i) early->i = 0;
    return NAT_OK;
  }
  RET_I(w->interrupted);
  if (args[1].i) w->interrupted = false;
  return NAT_OK;
}

static int Thread_holdsLock(VM *vm, JThread *t, Value *args, Value *ret) {
  if (!NARG_R(0)) return exc_throw_new(vm, t, "java/lang/NullPointerException", NULL), NAT_THROW;
  RET_I(heap_obj(vm, NARG_R(0))->lock_owner == t->id + 1);
  return NAT_OK;
}

/* ---- Object.wait / notify ---- */

static bool not_owner(VM *vm, JThread *t, Ref obj) {
  if (heap_obj(vm, obj)->lock_owner == t->id + 1) return false;
  exc_throw_new(vm, t, "java/lang/IllegalMonitorStateException", "current thread is not owner");
  return true;
}

/* wait(ms): release the monitor entirely, sit in the wait set, then take the
 * monitor back with the same recursion count (JLS 17.2.1). */
static int Object_wait(VM *vm, JThread *t, Value *args, Value *ret) {
  Ref obj = NARG_R(0);
  int64_t ms = args[1].j;
  Object *o = heap_obj(vm, obj);
  if (t->phase == PH_REACQUIRE) {
    if (o->lock_owner != 0 && o->lock_owner != t->id + 1) {
      t->state = TS_BLOCKED;
      t->blocked_on = obj;
      return NAT_BLOCK;
    }
    heap_touch(vm, obj);
    o->lock_owner = t->id + 1;
    o->lock_count = t->wait_count;
    mon_note_taken(vm, t, obj);
    /* notified after an interrupt woke it (sched_notify_choices): it
     * returns normally and keeps the flag, as HotSpot's wait does */
    bool late = t->lock_mode & LM_LATE;
    t->phase = PH_NONE;
    t->notified = false;
    t->lock_mode = 0;
    t->wait_obj = 0;
    t->wait_lock = 0;
    act_emit(vm, t, ACT_LOCK, obj, NULL, -1, NULL, 0);
    /* it looks at its flag once it has the monitor back (a notified wait
     * interrupted before that throws: JLS 17.2.4): the place interrupt()
     * writes, written when it clears the flag */
    bool throws = t->interrupted && !late;
    act_emit(vm, t, throws ? ACT_WRITE : ACT_READ, t->obj, NULL, -1, NULL, 0);
    if (throws) {
      t->interrupted = false;
      return exc_throw_new(vm, t, "java/lang/InterruptedException", NULL), NAT_THROW;
    }
    return NAT_OK;
  }
  if (ms < 0)
    return exc_throw_new(vm, t, "java/lang/IllegalArgumentException", "timeout value is negative"),
           NAT_THROW;
  if (not_owner(vm, t, obj)) return NAT_THROW;
  /* on entry it reads its interrupt flag: set, it throws at once and keeps
   * the monitor (and clears the flag: a write), else it waits -- either way
   * an action on the place interrupt() writes, so that an interrupt racing
   * the wait's entry is reordered (a thread seen inside the monitor while
   * the other waits was missed) */
  act_emit(vm, t, t->interrupted ? ACT_WRITE : ACT_READ, t->obj, NULL, -1, NULL, 0);
  if (t->interrupted) {
    t->interrupted = false;
    return exc_throw_new(vm, t, "java/lang/InterruptedException", NULL), NAT_THROW;
  }
  act_emit(vm, t, ACT_WAIT, obj, NULL, -1, NULL, 0);
  t->wait_count = o->lock_count;
  heap_touch(vm, obj);
  o->lock_owner = 0;
  o->lock_count = 0;
  t->wait_obj = obj;
  t->wait_lock = obj;
  t->lock_mode = 0;
  t->wait_seq = ++vm->wait_seq;
  t->phase = PH_WAITING;
  t->state = ms ? TS_TIMED_WAITING : TS_WAITING;
  sched_set_deadline(vm, t, ms ? vm->now_ns + ms * 1000000 : -1);
  return NAT_BLOCK;
}

static int Object_notify(VM *vm, JThread *t, Value *args, Value *ret) {
  if (not_owner(vm, t, NARG_R(0))) return NAT_THROW;
  JThread *w[vm->nthreads + 1];
  uint32_t n = sched_notify_choices(vm, NARG_R(0), false, w);
  int32_t woken = sched_notify(vm, NARG_R(0), false, false);
  act_emit_full(vm, t, ACT_NOTIFY, NARG_R(0), NULL, -1, NULL, 0, true, woken);
  sched_notify_reads(vm, t, w, n);
  return NAT_OK;
}

static int Object_notifyAll(VM *vm, JThread *t, Value *args, Value *ret) {
  if (not_owner(vm, t, NARG_R(0))) return NAT_THROW;
  JThread *w[vm->nthreads + 1];
  uint32_t n = sched_notify_all_reads_of(vm, NARG_R(0), w);
  int32_t woken = sched_notify(vm, NARG_R(0), true, false);
  act_emit_full(vm, t, ACT_NOTIFY_ALL, NARG_R(0), NULL, -1, NULL, 0, true, woken);
  sched_notify_reads(vm, t, w, n);
  return NAT_OK;
}

/* ---- parking: jpor.internal.Unsafe.park(Object blocker, boolean absolute, long time) ---- */

static int Unsafe_park(VM *vm, JThread *t, Value *args, Value *ret) {
  Ref blocker = args[0].r;
  bool absolute = args[1].i != 0;
  int64_t time = args[2].j;
  if (t->phase == PH_WOKEN) {
    t->phase = PH_NONE;
    t->blocked_on = 0;
    return NAT_OK;
  }
  act_emit(vm, t, ACT_PARK, t->obj, NULL, -1, NULL, 0);
  sched_set_deadline(vm, t, -1); /* timeLeft: this park did not time out, unless below */
  if (t->park_permit) {
    t->park_permit = false;
    return NAT_OK;
  }
  if (t->interrupted) return NAT_OK;
  if ((absolute && time <= vm->now_ns / 1000000) || (!absolute && time < 0)) {
    t->timed_out = true; /* its time has run out already */
    return NAT_OK;
  }
  t->phase = PH_PARKED;
  t->blocked_on = blocker; /* only for reports: a WAITING thread ignores it */
  if (absolute || time > 0) {
    t->state = TS_TIMED_WAITING;
    sched_set_deadline(vm, t, absolute ? time * 1000000 : vm->now_ns + time);
  } else {
    t->state = TS_WAITING;
    t->deadline = -1;
  }
  return NAT_BLOCK;
}

static int Unsafe_unpark(VM *vm, JThread *t, Value *args, Value *ret) {
  JThread *w = args[0].r ? sched_thread_of(vm, args[0].r) : NULL;
  act_emit_full(vm, t, ACT_UNPARK, args[0].r, NULL, -1, NULL, 0, true, w ? (int32_t)w->id : -1);
  if (w && w->state != TS_TERMINATED) sched_unpark(vm, w);
  return NAT_OK;
}

/* timeLeft(nanos): what is left of a timed wait, park or lock attempt of
 * nanos that just returned -- 0 when its time ran out.  Under `run`, nanos
 * less the time it took (at least 1).  Under check nanos: there time passes
 * only when a thread times out, and a wait that ended otherwise may have
 * taken any time short of its limit.  jlib's timed waits loop on this, not
 * on the clock, so that their frames hold no reading of it: states that
 * differ only in the time match (the clock is not part of a state). */
static int Unsafe_timeLeft(VM *vm, JThread *t, Value *args, Value *ret) {
  int64_t nanos = args[0].j, left = nanos;
  if (t->timed_out || nanos <= 0)
    left = 0;
  else if (!vm->ex)
    left = nanos - (vm->now_ns - t->timed_start) > 0 ? nanos - (vm->now_ns - t->timed_start) : 1;
  RET_J(left);
  return NAT_OK;
}

/* blocker(t): what t is parked on, while it is parked */
static int Unsafe_blocker(VM *vm, JThread *t, Value *args, Value *ret) {
  if (!args[0].r) return exc_throw_new(vm, t, "java/lang/NullPointerException", NULL), NAT_THROW;
  JThread *w = sched_thread_of(vm, args[0].r);
  act_emit(vm, t, ACT_READ, args[0].r, NULL, -1, NULL, 0);
  RET_R(w && w->phase == PH_PARKED ? w->blocked_on : 0);
  return NAT_OK;
}

/* Virtual time.  Under check it starts at a fixed date and moves only when
 * every thread waits, so that a search does not depend on the machine; under
 * run it starts at the real time (unless --fixed-clock) and a read of the
 * clock takes a microsecond, so that a loop until the clock passes a value
 * ends (vm/sched.h, sched_tick). */
static const int64_t FIXED_CLOCK_MS = 1700000000000LL; /* 2023-11-14T22:13:20Z */

static int System_currentTimeMillis(VM *vm, JThread *t, Value *args, Value *ret) {
  bool run = !vm->ex;
  if (run) sched_tick(vm, CLOCK_READ_NS);
  int64_t base = run && !vm->opt.fixed_clock ? vm->clock_base_ms : FIXED_CLOCK_MS;
  RET_J(base + vm->now_ns / 1000000);
  return NAT_OK;
}
static int System_nanoTime(VM *vm, JThread *t, Value *args, Value *ret) {
  if (!vm->ex) sched_tick(vm, CLOCK_READ_NS);
  RET_J(1000000000LL + vm->now_ns);
  return NAT_OK;
}

const NativeEntry nat_thread[] = {
    {"java/lang/Thread", "currentThread", "()Ljava/lang/Thread;", Thread_currentThread, NAT_PLAIN},
    {"java/lang/Thread", "start0", "()V", Thread_start0, NAT_ACT(ACT_START)},
    {"java/lang/Thread", "isAlive0", "()Z", Thread_isAlive0, NAT_ACT(ACT_JOIN)},
    {"java/lang/Thread", "life0", "()I", Thread_life0, NAT_ACT(ACT_JOIN)},
    {"java/lang/Thread", "join0", "()V", Thread_join0, NAT_ACT(ACT_JOIN)},
    {"java/lang/Thread", "getState0", "()I", Thread_getState0, NAT_ACT(ACT_READ)},
    {"java/lang/Thread", "yield0", "()V", Thread_yield0, NAT_ACT(ACT_SLEEP)},
    {"java/lang/Thread", "sleep0", "(J)V", Thread_sleep0, NAT_ACT(ACT_SLEEP)},
    {"java/lang/Thread", "interrupt0", "()V", Thread_interrupt0, NAT_ACT(ACT_INTERRUPT)},
    {"java/lang/Thread", "isInterrupted0", "(Z)Z", Thread_isInterrupted0, NAT_ACT(ACT_READ)},
    {"java/lang/Thread", "holdsLock", "(Ljava/lang/Object;)Z", Thread_holdsLock, NAT_PLAIN},
    {"java/lang/Object", "wait", "(J)V", Object_wait, NAT_ACT(ACT_WAIT)},
    {"java/lang/Object", "notify", "()V", Object_notify, NAT_ACT(ACT_NOTIFY)},
    {"java/lang/Object", "notifyAll", "()V", Object_notifyAll, NAT_ACT(ACT_NOTIFY_ALL)},
    {"jpor/internal/Unsafe", "park", "(Ljava/lang/Object;ZJ)V", Unsafe_park, NAT_ACT(ACT_PARK)},
    {"jpor/internal/Unsafe", "unpark", "(Ljava/lang/Thread;)V", Unsafe_unpark, NAT_ACT(ACT_UNPARK)},
    {"jpor/internal/Unsafe", "blocker", "(Ljava/lang/Thread;)Ljava/lang/Object;", Unsafe_blocker,
     NAT_ACT(ACT_READ)},
    {"jpor/internal/Unsafe", "timeLeft", "(J)J", Unsafe_timeLeft, NAT_PLAIN},
    {"java/lang/System", "currentTimeMillis", "()J", System_currentTimeMillis, NAT_PLAIN},
    {"java/lang/System", "nanoTime", "()J", System_nanoTime, NAT_PLAIN},
    {NULL, NULL, NULL, NULL, NAT_PLAIN}};
