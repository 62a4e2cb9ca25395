/* sched.c -- the thread scheduler of `jpor run`.
 *
 * Threads are plain data (JThread); this loop picks one, runs it for a slice
 * with interp_run, and handles what stopped it.  A blocked thread is not in any
 * queue: whether it can go on is computed from the heap (is the monitor free?)
 * and its own record, so the whole state stays explicit for the checker.
 * Time is virtual: it jumps to the next deadline only when no thread can run. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "vm/actemit.h"
#include "vm/class.h"
#include "vm/exrun.h"
#include "vm/exception.h"
#include "vm/heap.h"
#include "vm/interp.h"
#include "vm/juclock.h"
#include "vm/sched.h"
#include "vm/vm_api.h"
#include "util/util.h"

JThread *sched_thread_of(VM *vm, Ref obj) {
  for (uint32_t i = 0; i < vm->nthreads; i++)
    if (vm->threads[i]->obj == obj) return vm->threads[i];
  return NULL;
}

static void wake(VM *vm, JThread *w);
static void time_out(VM *vm, JThread *t);

/* A blocked thread whose monitor or lock is free can take it now. */
static bool lock_free(VM *vm, JThread *t) {
  if (t->lock_mode & LM_JUC) return jl_available(vm, t, t->blocked_on, t->lock_mode & LM_SHARED);
  uint32_t owner = heap_obj(vm, t->blocked_on)->lock_owner;
  return owner == 0 || owner == t->id + 1;
}

/* Under exploration, time does not order threads (DESIGN.md, "The search
 * covers every schedule a JVM allows"): a thread in a timed sleep, wait, park
 * or lock attempt may time out at any moment, notified or not. */
static bool may_time_out(VM *vm, JThread *t) {
  return vm->ex && t->deadline >= 0 && t->state != TS_TERMINATED &&
         (t->phase == PH_SLEEPING || t->phase == PH_WAITING || t->phase == PH_PARKED ||
          t->phase == PH_LOCKING);
}

void sched_resume(VM *vm, JThread *t) {
  assert(sched_enabled(vm, t));
  if (may_time_out(vm, t) && !(t->state == TS_BLOCKED && lock_free(vm, t))) {
    /* It times out: its time has passed.  Library code (awaitNanos, poll,
     * join(ms), a program's own `remaining = deadline - now` loop) decides
     * that it timed out by reading the clock, so the clock must show it, or
     * the timeout is never seen.  The clock is not part of the state
     * (vm/fingerprint.c): states that differ only in the time match. */
    if (t->deadline > vm->now_ns) vm->now_ns = t->deadline;
    time_out(vm, t);
  }
  if (t->state == TS_BLOCKED) { /* what it waits for is free: it retries (natives re-execute) */
    t->state = TS_RUNNABLE;
    t->blocked_on = 0;
  }
}

bool sched_enabled(VM *vm, JThread *t) {
  if (may_time_out(vm, t)) return true;
  switch (t->state) {
  case TS_RUNNABLE: return true;
  case TS_BLOCKED: return lock_free(vm, t) || (t->lock_mode & LM_UNQUEUED);
  default: return false;
  }
}

/* The waiters notify(obj) may wake, oldest first, into out (NULL: only count). */
uint32_t sched_waiters(VM *vm, Ref obj, JThread **out) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < vm->nthreads; i++) {
    JThread *w = vm->threads[i];
    if (w->phase != PH_WAITING || w->wait_obj != obj) continue;
    if (out) {
      uint32_t k = n;
      while (k > 0 && out[k - 1]->wait_seq > w->wait_seq) {
        out[k] = out[k - 1];
        k--;
      }
      out[k] = w;
    }
    n++;
  }
  return n;
}

/* Woken from obj's wait set by an interrupt, w has not run since: in the
 * JVM it is still in the wait set until it runs (HotSpot's waiter takes
 * itself out, AQS's cancels its node), so a notify or a signal may still
 * choose it -- its wait then returns normally, the flag still set (JLS
 * 17.2.4 allows either). */
static bool interrupted_waiter(const JThread *w, Ref obj) {
  return w->phase == PH_REACQUIRE && w->wait_obj == obj && !w->notified && !w->timed_out &&
         w->interrupted && w->cond_seq;
}

/* The waiters of obj an interrupt woke that have not run since, into out
 * (NULL: only count), at most SCHED_LATE_MAX of them. */
static uint32_t interrupted_waiters(VM *vm, Ref obj, JThread **out) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < vm->nthreads && n < SCHED_LATE_MAX; i++)
    if (interrupted_waiter(vm->threads[i], obj)) {
      if (out) out[n] = vm->threads[i];
      n++;
    }
  return n;
}

/* A signal walks the condition's queue from its head (AQS's doSignal),
 * past the nodes their waiters cancelled: a waiter an interrupt woke is
 * still there until it runs, and may be taken when it stands before the
 * longest of the others (the first regular waiter stays first in the list,
 * for `run`).  A notify may take any. */
uint32_t sched_notify_choices(VM *vm, Ref obj, bool longest, JThread **out) {
  JThread *buf[vm->nthreads + 1];
  JThread **w = out ? out : buf;
  uint32_t n = sched_waiters(vm, obj, w), waiting = n;
  if (longest && n > 1) n = 1; /* Condition.signal: the longest waiter */
  for (uint32_t i = 0; i < vm->nthreads; i++) {
    JThread *l = vm->threads[i];
    if (interrupted_waiter(l, obj) && (!longest || !waiting || l->cond_seq < w[0]->wait_seq))
      w[n++] = l;
  }
  if (!waiting && n) w[n++] = NULL; /* each may have left already */
  return n;
}

uint32_t sched_notify_all_values(VM *vm, Ref obj) {
  return 1u << interrupted_waiters(vm, obj, NULL);
}

uint32_t sched_notify_all_reads_of(VM *vm, Ref obj, JThread **out) {
  uint32_t n = sched_waiters(vm, obj, out);
  return n + interrupted_waiters(vm, obj, out + n);
}

void sched_notify_reads(VM *vm, JThread *t, JThread *const *w, uint32_t n) {
  if (!vm->ex) return;
  for (uint32_t i = 0; i < n; i++)
    if (w[i]) act_emit(vm, t, ACT_READ, w[i]->obj, NULL, -1, NULL, 0);
}

/* w leaves the wait set: it takes the monitor or lock back next. */
static void leave_wait_set(VM *vm, JThread *w) {
  w->notified = true;
  w->lock_mode &= (uint8_t)~LM_UNQUEUED; /* the signal moves it to the lock's queue */
  w->phase = PH_REACQUIRE;
  w->state = TS_BLOCKED;
  w->blocked_on = w->wait_lock;
  w->wait_seq = ++vm->wait_seq; /* joins the lock's queue now */
  w->deadline = -1;
}

int32_t sched_notify(VM *vm, Ref obj, bool all, bool longest) {
  JThread *w[vm->nthreads + 1];
  if (all) { /* and the waiters an interrupt woke that the choice's bits name */
    uint32_t n = sched_waiters(vm, obj, w);
    n += interrupted_waiters(vm, obj, w + n);
    uint32_t bits = n > 0 ? (uint32_t)ex_take_choice(vm) : 0, k = 0;
    int32_t first = -1;
    for (uint32_t i = 0; i < n; i++) {
      bool late = w[i]->phase == PH_REACQUIRE;
      if (late && !(bits >> k++ & 1)) continue; /* it left the wait set already */
      if (late) w[i]->lock_mode |= LM_LATE;
      if (first < 0) first = (int32_t)w[i]->id;
      leave_wait_set(vm, w[i]);
    }
    return first;
  }
  /* `run` wakes the longest waiter (else one an interrupt woke); the JVM
   * may wake any: the explorer's choice */
  uint32_t n = sched_notify_choices(vm, obj, longest, w);
  if (!n) return -1;
  uint32_t k = n > 1 ? (uint32_t)ex_take_choice(vm) : 0;
  JThread *chosen = w[k < n ? k : 0];
  if (!chosen) return -1;
  if (chosen->phase == PH_REACQUIRE) chosen->lock_mode |= LM_LATE;
  leave_wait_set(vm, chosen);
  return (int32_t)chosen->id;
}

void sched_set_deadline(VM *vm, JThread *t, int64_t deadline) {
  t->notified = false; /* a new wait (or block) */
  t->deadline = deadline;
  t->timed_start = vm->now_ns;
  t->timed_out = false;
}

/* t's time has run out: it wakes up.  Under exploration that is an action:
 * it read that nothing ended its wait first -- its interrupt flag (and an
 * unpark: the places of its Thread object), and the object or lock it waited
 * for (a notify, a signal, a release, a joined thread's end) -- so that the
 * checker's dependences order it against the interrupt, notify or release
 * that would have woken it (a sleep interrupted by another thread, a timed
 * await signalled, a tryLock(t) that times out while another holds the lock
 * were missed). */
static void time_out(VM *vm, JThread *t) {
  t->timed_out = true;
  if (vm->ex) {
    act_emit(vm, t, ACT_SLEEP, t->obj, NULL, -1, NULL, 0);
    Ref on = t->phase == PH_WAITING ? t->wait_lock : t->phase == PH_LOCKING ? t->blocked_on : 0;
    if (on && on != t->obj) act_emit(vm, t, ACT_SLEEP, on, NULL, -1, NULL, 0);
  }
  wake(vm, t);
}

/* A sleeping, parked or waiting thread wakes up (time out, interrupt, unpark). */
static void wake(VM *vm, JThread *w) {
  switch (w->phase) {
  case PH_WAITING:
    w->cond_seq = w->wait_seq; /* a signal may still find it there */
    w->phase = PH_REACQUIRE;
    w->state = TS_BLOCKED;
    w->blocked_on = w->wait_lock;
    w->wait_seq = ++vm->wait_seq;
    break;
  case PH_SLEEPING:
  case PH_PARKED:
  case PH_JOINING:
  case PH_LOCKING: /* timed out or interrupted: the native gives up or throws */
    w->phase = PH_WOKEN;
    w->state = TS_RUNNABLE;
    break;
  default: break;
  }
  w->deadline = -1;
}

void sched_interrupt(VM *vm, JThread *target) {
  target->interrupted = true;
  bool waiting = target->phase == PH_WAITING && !(target->lock_mode & LM_UNINTR);
  if (waiting || target->phase == PH_SLEEPING || target->phase == PH_PARKED ||
      target->phase == PH_JOINING || (target->phase == PH_LOCKING && (target->lock_mode & LM_INTR)))
    wake(vm, target);
  /* Under check, a Condition waiter joins the lock's queue when it runs,
   * not now, where the order of the queue counts: a thread that asks for
   * the lock in between stands before it.  (Under run it joins now.) */
  if (waiting && vm->ex && (target->lock_mode & LM_JUC) && jl_queue_seen(vm, target->wait_lock)) {
    target->lock_mode |= LM_UNQUEUED;
    target->wait_seq = target->cond_seq;
  }
}

void sched_unpark(VM *vm, JThread *target) {
  if (target->phase == PH_PARKED)
    wake(vm, target);
  else
    target->park_permit = true;
}

/* Advance virtual time to the earliest deadline; false if there is none. */
bool sched_advance_time(VM *vm) {
  int64_t next = -1;
  for (uint32_t i = 0; i < vm->nthreads; i++) {
    JThread *w = vm->threads[i];
    if (w->state != TS_TERMINATED && w->deadline >= 0 && (next < 0 || w->deadline < next))
      next = w->deadline;
  }
  if (next < 0) return false;
  if (next > vm->now_ns) vm->now_ns = next;
  for (uint32_t i = 0; i < vm->nthreads; i++) {
    JThread *w = vm->threads[i];
    if (w->state != TS_TERMINATED && w->deadline >= 0 && w->deadline <= vm->now_ns) time_out(vm, w);
  }
  return true;
}

void sched_tick(VM *vm, int64_t ns) {
  vm->now_ns += ns;
  for (uint32_t i = 0; i < vm->nthreads; i++) {
    JThread *w = vm->threads[i];
    if (w->state != TS_TERMINATED && w->deadline >= 0 && w->deadline <= vm->now_ns) time_out(vm, w);
  }
}

bool sched_user_threads_done(VM *vm) {
  for (uint32_t i = 0; i < vm->nthreads; i++) {
    JThread *w = vm->threads[i];
    if (!w->daemon && w->state != TS_TERMINATED && w->state != TS_NEW) return false;
  }
  return true;
}

bool sched_end_stops_daemons(const VM *vm, const JThread *t) {
  if (t->daemon) return false;
  bool daemons = false;
  for (uint32_t i = 0; i < vm->nthreads; i++) {
    const JThread *w = vm->threads[i];
    if (w == t) continue;
    if (!w->daemon && w->state != TS_TERMINATED && w->state != TS_NEW) return false;
    daemons |= w->daemon && w->state != TS_NEW;
  }
  return daemons;
}

static JThread *pick(VM *vm, const SchedOptions *opt, uint64_t *rng, uint32_t last) {
  uint32_t n = vm->nthreads, count = 0;
  for (uint32_t i = 0; i < n; i++)
    count += sched_enabled(vm, vm->threads[i]);
  if (!count) return NULL;
  if (opt->policy == SCHED_RANDOM) {
    uint32_t k = (uint32_t)(splitmix64(rng) % count);
    for (uint32_t i = 0; i < n; i++)
      if (sched_enabled(vm, vm->threads[i]) && k-- == 0) return vm->threads[i];
  }
  for (uint32_t d = 1; d <= n; d++) { /* round robin: the next enabled after the last */
    JThread *t = vm->threads[(last + d) % n];
    if (sched_enabled(vm, t)) return t;
  }
  return NULL;
}

char *sched_thread_name(VM *vm, JThread *t) {
  Field *f =
      cls_find_field(vm->c_thread, sym_intern(vm, "name"), sym_intern(vm, "Ljava/lang/String;"));
  Ref s = f && t->obj ? heap_obj(vm, t->obj)->data[f->slot].r : 0;
  if (!s) {
    char *d = malloc(32);
    snprintf(d, 32, "Thread-%u", t->id);
    return d;
  }
  return str_to_utf8(vm, s);
}

/* The thread ended (no frames).  An uncaught exception first goes to
 * Thread.dispatchUncaughtException, run as one more frame of the thread. */
static void thread_end(VM *vm, JThread *t) {
  char missing[1200];
  if (t->exception && !t->uncaught && cls_missing_error(vm, t->exception, missing, sizeof missing))
    vm_fatal(vm, "%s", missing);
  if (t->exception && !t->uncaught) {
    Ref ex = t->exception;
    t->exception = 0;
    t->uncaught = true;
    if (t->id == 0) vm->exit_status = 1;
    Method *m = cls_find_method(vm->c_thread, sym_intern(vm, "dispatchUncaughtException"),
                                sym_intern(vm, "(Ljava/lang/Throwable;)V"));
    Value args[2] = {{.raw = 0}, {.raw = 0}};
    args[0].r = t->obj;
    args[1].r = ex;
    if (m && interp_invoke(vm, t, m, args)) return; /* runs on the next slices */
    char *name = sched_thread_name(vm, t);
    fprintf(stderr, "Exception in thread \"%s\" ", name);
    free(name);
    exc_describe_fallback(vm, ex);
  } else if (t->exception) { /* the handler itself threw: java's words */
    char jn[512], *name = sched_thread_name(vm, t);
    cls_java_name(heap_obj(vm, t->exception)->cls->name, jn, sizeof jn);
    fprintf(stderr, "\nException: %s thrown from the UncaughtExceptionHandler in thread \"%s\"\n",
            jn, name);
    free(name);
    t->exception = 0;
  }
  sched_thread_terminated(vm, t);
}

/* Does a group of t's, or an ancestor, override ThreadGroup.uncaughtException
 * (java's getUncaughtExceptionHandler returns the group when the thread has
 * no handler of its own)? */
static bool group_handles(VM *vm, JThread *t) {
  Class *tg = cls_load(vm, "java/lang/ThreadGroup");
  const char *gdesc = sym_intern(vm, "Ljava/lang/ThreadGroup;");
  Field *group = cls_find_field(vm->c_thread, sym_intern(vm, "group"), gdesc);
  Field *parent = tg ? cls_find_field(tg, sym_intern(vm, "parent"), gdesc) : NULL;
  if (!group || !parent) return false;
  const char *name = sym_intern(vm, "uncaughtException");
  const char *desc = sym_intern(vm, "(Ljava/lang/Thread;Ljava/lang/Throwable;)V");
  Ref g = heap_obj(vm, t->obj)->data[group->slot].r;
  for (int depth = 0; g && depth < 1000; depth++) { /* a cycle cannot be made; bounded anyway */
    Class *c = heap_obj(vm, g)->cls;
    Method *m = c != tg ? cls_find_method(c, name, desc) : NULL;
    if (m && m->cls != tg) return true;
    g = heap_obj(vm, g)->data[parent->slot].r;
  }
  return false;
}

/* Does a handler of the program's take t's uncaught exception: one set on t,
 * its group's (a ThreadGroup subclass's), or the default one (jlib's own
 * ThreadGroup would print it)? */
static bool has_handler(VM *vm, JThread *t) {
  const char *desc = sym_intern(vm, "Ljava/lang/Thread$UncaughtExceptionHandler;");
  Field *own = cls_find_field(vm->c_thread, sym_intern(vm, "uncaughtExceptionHandler"), desc);
  Field *def =
      cls_find_field(vm->c_thread, sym_intern(vm, "defaultUncaughtExceptionHandler"), desc);
  if (own && !(own->flags & ACC_STATIC) && heap_obj(vm, t->obj)->data[own->slot].r) return true;
  if (group_handles(vm, t)) return true;
  return def && (def->flags & ACC_STATIC) && cls_init_state(vm, vm->c_thread) == INIT_DONE &&
         cls_statics(vm, vm->c_thread)[def->slot].r;
}

bool sched_pass_uncaught(VM *vm, JThread *t) {
  if (!t->exception || t->uncaught || !t->obj || t->nframes || !has_handler(vm, t)) return false;
  thread_end(vm, t);
  return t->nframes > 0;
}

/* Like the JVM, a thread ends holding its Thread object's monitor, so that a
 * joiner between its isAlive() check and its wait() cannot miss the wake-up. */
bool sched_thread_terminated(VM *vm, JThread *t) {
  if (t->obj) {
    Object *o = heap_obj(vm, t->obj);
    if (o->lock_owner && o->lock_owner != t->id + 1) {
      t->state = TS_BLOCKED;
      t->blocked_on = t->obj;
      t->lock_mode = 0;
      return false;
    }
  }
  t->blocked_on = 0;
  t->state = TS_TERMINATED;
  t->pass_point = false;
  act_emit(vm, t, ACT_END, t->obj, NULL, sched_end_stops_daemons(vm, t) ? ACT_INDEX_ANY : -1, NULL,
           0);
  if (t->obj) sched_notify(vm, t->obj, true, false);      /* join(ms) waits on the Thread object */
  for (uint32_t i = 0; t->obj && i < vm->nthreads; i++) { /* join() */
    JThread *w = vm->threads[i];
    if (w->phase == PH_JOINING && w->wait_obj == t->obj) wake(vm, w);
  }
  return true;
}

/* The program ended without System.exit: run Runtime's shutdown hooks, on the
 * main thread's record (its own run is over).  False when there are none. */
static bool start_shutdown_hooks(VM *vm) {
  Class *rt = cls_load(vm, "java/lang/Runtime");
  if (!rt || cls_init_state(vm, rt) != INIT_DONE) return false; /* nobody registered any */
  Method *m = cls_find_declared(rt, sym_intern(vm, "runShutdownHooks"), sym_intern(vm, "()V"));
  JThread *t = vm->threads[0];
  if (!m || t->nframes) return false;
  vm->cur = t;
  bool ok = interp_invoke(vm, t, m, NULL);
  vm->cur = NULL;
  if (!ok) return false;
  t->state = TS_RUNNABLE;
  t->uncaught = true; /* an exception in a hook is only reported */
  return true;
}

int sched_run(VM *vm, const SchedOptions *opt) {
  bool hooks_started = false;
  uint64_t rng = opt->seed;
  uint32_t last = vm->nthreads - 1;
  int64_t quantum = opt->quantum > 0 ? opt->quantum : 10000;
  vm->preempt = opt->policy == SCHED_RANDOM;
  vm->observe = vm->preempt || vm->nlisteners;
  for (;;) {
    if (vm->exiting) return vm->exit_status;
    /* the VM ends with the last non-daemon thread, whatever daemons still do */
    if (sched_user_threads_done(vm) && !(hooks_started && vm->threads[0]->state != TS_TERMINATED)) {
      if (!hooks_started && (hooks_started = true) && start_shutdown_hooks(vm)) continue;
      return vm->exit_status;
    }
    JThread *t = pick(vm, opt, &rng, last);
    if (!t) {
      if (sched_advance_time(vm)) continue;
      vm_flush_output();
      sched_report_deadlock(vm, stderr);
      return EXIT_DEADLOCK;
    }
    if (t->id != last) vm->switches++;
    last = t->id;
    sched_resume(vm, t);
    vm->cur = t;
    int64_t budget = opt->policy == SCHED_RANDOM ? 1 + (int64_t)(splitmix64(&rng) % 64) : quantum;
    int r = interp_run(vm, t, budget);
    vm->cur = NULL;
    if (r == RUN_YIELD && !vm->ex) sched_tick(vm, budget * 10); /* 10 ns a branch or call */
    if (r == RUN_EXIT || vm->exiting) return vm->exit_status;
    if (r == RUN_ENDED) thread_end(vm, t);
  }
}

static void print_stack(VM *vm, JThread *t, FILE *out) {
  for (uint32_t i = t->nframes; i-- > 0;) {
    Frame *f = &t->frames[i];
    char jn[512];
    cls_java_name(f->m->cls->name, jn, sizeof jn);
    const char *src = cls_source_file(f->m->cls);
    int line = f->m->code ? cf_line_for_pc(f->m->code, f->pc) : -1;
    if (src && line >= 0)
      fprintf(out, "\tat %s.%s(%s:%d)\n", jn, f->m->name, src, line);
    else
      fprintf(out, "\tat %s.%s(%s)\n", jn, f->m->name, src ? src : "Unknown Source");
  }
}

static const char *state_name(int s) {
  static const char *names[] = {"NEW",     "RUNNABLE",      "BLOCKED",
                                "WAITING", "TIMED_WAITING", "TERMINATED"};
  return names[s];
}

/* The owner of a monitor, or of a j.u.c lock (AbstractOwnableSynchronizer's
 * exclusiveOwnerThread) parked on as a blocker. */
static JThread *owner_of(VM *vm, Ref obj) {
  if (!obj) return NULL;
  if (jl_is_lock(vm, obj)) return jl_owner(vm, obj) ? vm->threads[jl_owner(vm, obj) - 1] : NULL;
  Object *o = heap_obj(vm, obj);
  if (o->lock_owner) return vm->threads[o->lock_owner - 1];
  Field *f = o->cls->kind == CK_INSTANCE
                 ? cls_find_field(o->cls, sym_intern(vm, "exclusiveOwnerThread"),
                                  sym_intern(vm, "Ljava/lang/Thread;"))
                 : NULL;
  return f ? sched_thread_of(vm, o->data[f->slot].r) : NULL;
}

/* Who holds lock `on` that t waits for: its owner, or its readers. */
static void print_holders(VM *vm, JThread *t, Ref on, FILE *out) {
  JThread *o = owner_of(vm, on);
  if (o && o != t) {
    char *on_name = sched_thread_name(vm, o);
    fprintf(out, " held by \"%s\"", on_name);
    free(on_name);
  } else if (jl_is_lock(vm, on) && jl_readers(vm, on)) {
    fprintf(out, " read-held by");
    for (uint32_t k = 0; k < vm->nthreads; k++)
      if (jl_holds(vm, vm->threads[k], on, true)) {
        char *rn = sched_thread_name(vm, vm->threads[k]);
        fprintf(out, " \"%s\"", rn);
        free(rn);
      }
  }
}

/* One thread's line: its state as Thread.getState() gives it, and what it waits for. */
static void describe_wait(VM *vm, JThread *t, FILE *out) {
  bool juc = (t->lock_mode & LM_JUC) != 0;
  int state = t->state == TS_BLOCKED && juc ? TS_WAITING : t->state; /* the JDK parks them */
  fprintf(out, " %s", state_name(state));
  JThread *joined =
      t->phase == PH_WAITING || t->phase == PH_JOINING ? sched_thread_of(vm, t->wait_obj) : NULL;
  if (joined) {
    char *jname = sched_thread_name(vm, joined);
    fprintf(out, " waiting for thread \"%s\" to end (join)", jname);
    free(jname);
    return;
  }
  bool on_cond = juc && t->phase == PH_WAITING;
  Ref on = t->state == TS_BLOCKED   ? t->blocked_on
           : on_cond                ? t->wait_lock
           : t->phase == PH_WAITING ? t->wait_obj
                                    : t->blocked_on;
  if (!on) return;
  char jn[512], cn[128];
  cls_java_name(heap_obj(vm, on)->cls->name, jn, sizeof jn);
  act_object_name(vm, on, cn, sizeof cn);
  const char *how = t->state == TS_BLOCKED
                        ? (t->lock_mode & LM_SHARED ? "waiting to read-lock" : "waiting to lock")
                    : on_cond               ? "waiting on a condition of"
                    : t->phase == PH_PARKED ? "parked on"
                                            : "waiting on";
  fprintf(out, " %s %s %s", how, jn, cn);
  if (t->state == TS_BLOCKED)
    print_holders(vm, t, on, out);
  else if (t->phase == PH_WAITING)
    fprintf(out, " (no thread will %s it)", on_cond ? "signal" : "notify");
}

void sched_report_deadlock(VM *vm, FILE *out) {
  fprintf(out, "jpor: deadlock: every live thread is blocked for good\n");
  for (uint32_t i = 0; i < vm->nthreads; i++) {
    JThread *t = vm->threads[i];
    if (t->state == TS_TERMINATED || t->state == TS_NEW) continue;
    char *name = sched_thread_name(vm, t);
    fprintf(out, "\"%s\"", name);
    free(name);
    describe_wait(vm, t, out);
    fputc('\n', out);
    print_stack(vm, t, out);
  }
}
