/* explore.c -- the VM side of vm/explore.h: a VM run one transition at a time
 * for a model checker, its states saved, restored and fingerprinted.
 *
 * The VM runs in preempt mode, so interp_run returns RUN_POINT before every
 * candidate action; a transition goes on through the points the host's
 * visibility policy does not call scheduling points.  The explorer listens to
 * the actions performed and keeps them as the transition's log. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "classfile/opcodes.h"
#include "vm/actemit.h"
#include "vm/class.h"
#include "vm/exrun.h"
#include "vm/heap.h"
#include "vm/interp.h"
#include "vm/sched.h"
#include "vm/state.h"
#include "vm/vm_api.h"
#include "util/util.h"

static void log_action(void *data, VM *vm, JThread *t, const Action *a) {
  ExRun *x = data;
  if (!GROW(x->log, x->nlog + 1, x->cap, 64)) vm_fatal(vm, "out of memory (action log)");
  x->log[x->nlog++] = *a;
  if (x->host.performed) x->host.performed(x->host.data, vm, a);
}

/* The state may have changed: what was derived from it is derived again. */
static void state_changed(ExRun *x) {
  x->generation++;
  x->shared_generation++;
  x->peek_serial++;
}

static void start_explorer(VM *vm, void *data) {
  vm->ex = calloc(1, sizeof(ExRun));
  if (!vm->ex) vm_fatal(vm, "out of memory (explorer)");
  vm->preempt = true;
  vm_listen(vm, log_action, vm->ex);
}

VM *ex_open(const VMOptions *o, const char *main_class, int argc, char **argv, int *status) {
  VMOptions vo = *o;
  vo.assertions = true; /* assertions are properties */
  VM *vm = vm_new(&vo);
  *status = EXIT_HOST_ERROR;
  if (vm && vm_prepare_main(vm, main_class, argc, argv, status) &&
      vm_pcall(vm, start_explorer, NULL))
    *status = 0;
  else if (vm && vm->error)
    *status = EXIT_HOST_ERROR;
  return vm;
}

const char *ex_error(const VM *vm) { return vm_error(vm); }

typedef struct Protected {
  void (*fn)(void *data);
  void *data;
} Protected;

static void call_protected(VM *vm, void *data) {
  Protected *p = data;
  p->fn(p->data);
}

bool ex_protect(VM *vm, void (*fn)(void *data), void *data) {
  Protected p = {fn, data};
  return vm_pcall(vm, call_protected, &p);
}

_Noreturn void ex_fail(VM *vm, const char *msg) { vm_fatal(vm, "%s", msg); }

void ex_close(VM *vm) {
  if (!vm) return;
  if (vm->ex) {
    free(vm->ex->log);
    free(vm->ex->store_trace);
    free(vm->ex->peek);
  }
  free(vm->ex);
  vm->ex = NULL;
  vm_free(vm);
}

void ex_set_host(VM *vm, const ExHost *host) { vm->ex->host = host ? *host : (ExHost){0}; }

/* ---- threads ---- */

uint32_t ex_nthreads(const VM *vm) { return vm->nthreads; }

/* As JPF does, a thread stopped before taking a lock it cannot have now is
 * not enabled: running it would only block it. */
static bool can_step(VM *vm, JThread *t) {
  if (!sched_enabled(vm, t)) return false;
  Action a;
  return !(act_may_block_next(t) && act_peek(vm, t, &a) && act_would_block(vm, t, &a));
}

uint32_t ex_enabled(VM *vm, uint32_t *out) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < vm->nthreads; i++)
    if (can_step(vm, vm->threads[i])) out[n++] = i;
  if (vm->atomic_tid >= 0) /* Verify.beginAtomic: the atomic thread alone, while it can */
    for (uint32_t i = 0; i < n; i++)
      if ((int32_t)out[i] == vm->atomic_tid) {
        out[0] = out[i];
        return 1;
      }
  return n;
}

/* Room for the answers of n threads in ex_next_action's cache (false: none). */
static bool peek_room(ExRun *x, uint32_t n) {
  uint32_t old = x->peek_cap;
  if (!GROW(x->peek, n, x->peek_cap, 8)) return false;
  memset(x->peek + old, 0, (x->peek_cap - old) * sizeof *x->peek);
  return true;
}

bool ex_next_action(VM *vm, uint32_t tid, Action *a) {
  assert(tid < vm->nthreads);
  ExRun *x = vm->ex;
  if (tid < x->peek_cap && x->peek[tid].at == x->peek_serial + 1) {
    *a = x->peek[tid].a;
#ifdef JPOR_SLOW_CHECKS
    Action again;
    if (act_peek(vm, vm->threads[tid], &again) != x->peek[tid].ok ||
        (x->peek[tid].ok && memcmp(&again, a, sizeof again)))
      vm_panic("ex_next_action: T%u's next action changed in the same state", tid);
#endif
    return x->peek[tid].ok;
  }
  bool ok = act_peek(vm, vm->threads[tid], a);
  if (peek_room(x, tid + 1)) x->peek[tid] = (struct PeekAnswer){*a, x->peek_serial + 1, ok};
  return ok;
}

bool ex_blocked_acquire(VM *vm, uint32_t tid, Action *a) {
  assert(tid < vm->nthreads);
  JThread *t = vm->threads[tid];
  if (t->state == TS_RUNNABLE)
    return t->pass_point && act_peek(vm, t, a) && act_would_block(vm, t, a);
  if (t->phase == PH_CLASSINIT && t->wait_obj && init_watched(cls_of_mirror(vm, t->wait_obj))) {
    *a = (Action){.tid = t->id,
                  .kind = ACT_CAS,
                  .obj = t->wait_obj,
                  .index = ACT_INDEX_INIT,
                  .ok = true,
                  .may_block = true,
                  .other = -1,
                  .vtype = TY_INT};
    a->value.i = INIT_RUNNING;
    a->oid = act_oid(vm, a->obj);
    return true;
  }
  if (t->state != TS_BLOCKED || !t->blocked_on || sched_enabled(vm, t)) return false;
  *a = (Action){.tid = t->id,
                .kind = t->lock_mode & LM_SHARED ? ACT_RLOCK : ACT_LOCK,
                .obj = t->blocked_on,
                .index = -1,
                .may_block = true,
                .lock_mode = t->lock_mode,
                .other = -1};
  a->oid = act_oid(vm, a->obj);
  return true;
}

char *ex_thread_name(VM *vm, uint32_t tid) { return sched_thread_name(vm, vm->threads[tid]); }

uint32_t ex_live_threads(const VM *vm) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < vm->nthreads; i++)
    n += vm->threads[i]->state != TS_TERMINATED && vm->threads[i]->state != TS_NEW;
  return n;
}

bool ex_daemon_started(const VM *vm) {
  for (uint32_t i = 0; i < vm->nthreads; i++)
    if (vm->threads[i]->daemon && vm->threads[i]->state != TS_NEW) return true;
  return false;
}

uint32_t ex_unended_threads(const VM *vm) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < vm->nthreads; i++)
    n += vm->threads[i]->state != TS_TERMINATED;
  return n;
}

/* ---- the program ---- */

int ex_status_enabled(VM *vm, uint32_t *en, uint32_t *n) {
  *n = 0;
  if (vm->error) return EX_HOST_ERROR;
  if (sched_user_threads_done(vm)) return EX_DONE; /* daemons alone do not keep it going */
  *n = ex_enabled(vm, en);
  while (*n == 0 && !sched_user_threads_done(vm) && sched_advance_time(vm)) {
    state_changed(vm->ex);
    *n = ex_enabled(vm, en);
  }
  if (*n) return EX_RUNNING;
  return !sched_user_threads_done(vm) && ex_live_threads(vm) ? EX_DEADLOCK : EX_DONE;
}

int ex_status(VM *vm) {
  uint32_t en[vm->nthreads ? vm->nthreads : 1], n;
  return ex_status_enabled(vm, en, &n);
}

/* ---- transitions ---- */

/* No other thread can run before t starts one: every other is new, or has
 * ended and been joined by t. */
static bool alone_for_good(const VM *vm, const JThread *t) {
  return ex_first_alone(vm, t->id) || ex_joined_all(vm, t->id);
}

/* Does thread t go on past its current stop (the action there is not a
 * scheduling point under the host's policy)? */
static bool runs_on(VM *vm, JThread *t, ActionKind *kind) {
  Action a;
  *kind = ACT_LOCAL;
  if (!act_peek(vm, t, &a)) return true; /* not at an action: local code first */
  *kind = a.kind;
  if (a.kind == ACT_CHOICE) return false;
  const ExHost *h = &vm->ex->host;
  if (h->stops) return !h->stops(h->data, vm, &a);
  bool go = h->visible && !h->visible(h->data, vm, &a);
  /* the promise that lets a thread alone pass its accesses (step) */
  assert(go || !h->alone_accesses_invisible || (a.kind != ACT_READ && a.kind != ACT_WRITE) ||
         !alone_for_good(vm, t));
  return go;
}

/* How many field and array accesses t, stopped before an action of this
 * kind, may pass without stopping in its next stretch, when `points` were
 * passed so far: none unless the host calls them invisible for a thread
 * alone for good, and none after anything but an access (starting a thread
 * ends being alone, and may be invisible itself while alone); else as many
 * as keep the count of points under the step limit, as stopping at each
 * would (step). */
static int64_t accesses_to_pass(VM *vm, JThread *t, ActionKind kind, uint64_t points,
                                uint64_t step_limit) {
  if (kind != ACT_READ && kind != ACT_WRITE) return 0;
  if (!vm->ex->host.alone_accesses_invisible || !alone_for_good(vm, t)) return 0;
  assert(points < step_limit);
  return (int64_t)(step_limit - points - 1);
}

static bool starts_visible(VM *vm, JThread *t) {
  Action a;
  if (!act_peek(vm, t, &a) || a.kind == ACT_CHOICE) return false;
  return !vm->ex->host.visible || vm->ex->host.visible(vm->ex->host.data, vm, &a);
}

/* What a stretch of a transition starts from, to tell whether it changed a
 * reference in the heap (ex_shared_generation). */
typedef struct Stretch {
  uint32_t nlog, nclasses;
  uint64_t reach_events;
} Stretch;

static Stretch stretch_start(const VM *vm) {
  return (Stretch){vm->ex->nlog, vm->nclasses, vm->reach_events};
}

/* Every action since `before` read, wrote a primitive value, or wrote a
 * reference into an object the host calls unshared; nothing else linked or
 * handed over an object (vm->reach_events: natives, interned strings,
 * call sites), and no class was loaded (its mirror is a new root). */
static bool nothing_shared_linked(VM *vm, const Stretch *before) {
  const ExRun *x = vm->ex;
  const ExHost *h = &x->host;
  if (vm->nclasses != before->nclasses || vm->reach_events != before->reach_events ||
      vm->quiet_ref_write)
    return false;
  for (uint32_t i = before->nlog; i < x->nlog; i++) {
    const Action *a = &x->log[i];
    if (a->kind == ACT_READ) continue;
    bool writes = a->kind == ACT_WRITE || a->kind == ACT_CAS || a->kind == ACT_RMW;
    if (!writes) return false;
    if (a->vtype && a->vtype != TY_REF) continue; /* a primitive value */
    if (!h->unshared || !a->obj || !h->unshared(h->data, vm, a->obj)) return false;
  }
  return true;
}

typedef struct StepCall { /* ex_step's arguments, through vm_pcall */
  uint32_t tid;
  int32_t value;
  uint64_t step_limit;
  bool cut_all;
  ExStep *out;
} StepCall;

static void step(VM *vm, void *data) {
  StepCall *sc = data;
  ExRun *x = vm->ex;
  JThread *t = vm->threads[sc->tid];
  ExStep *out = sc->out;
  assert(sched_enabled(vm, t));
  out->first_visible = x->host.first_visible_unread || starts_visible(vm, t);
  bool ran_code = t->nframes > 0; /* else its end is this transition's first action */
  x->nlog = 0;
  x->choice = sc->value;
  x->assume_failed = x->terminate = x->outside = false;
  free(x->store_trace);
  x->store_trace = NULL;
  state_changed(x);
  sched_resume(vm, t);
  vm->cur = t;
  int r;
  int64_t pass = 0; /* the first stretch stops at its first point */
  bool carried = false; /* shared_generation stayed over the last stretch */
  for (uint64_t points = 0;; points++) {
    vm->pass_accesses = pass;
    /* the trace printer (a second listener) hears every action */
    vm->quiet_accesses = pass > 0 && x->host.alone_accesses_unread && vm->nlisteners == 1;
    vm->quiet_ref_write = false;
    Stretch before = stretch_start(vm);
    r = interp_run(vm, t, (int64_t)sc->step_limit);
    points += (uint64_t)(pass - vm->pass_accesses); /* the points it passed */
    vm->pass_accesses = 0;
    vm->quiet_accesses = false;
    x->generation++; /* a visibility policy recomputes what it derived from the state */
    x->peek_serial++;
    carried = r == RUN_POINT && nothing_shared_linked(vm, &before);
    if (!carried) x->shared_generation++;
    if (points == 0) out->nfirst = x->nlog;
    out->nruns = (uint32_t)points + 1;
    if (r != RUN_POINT || sc->cut_all || x->assume_failed || x->terminate) break;
    ActionKind kind;
    if (!runs_on(vm, t, &kind)) break;
    /* A lock or class initialisation another thread holds: the transition
     * ends before the acquire, where the thread is not enabled, rather than
     * run on to block inside it (a strategy's marker may not stop there).
     * A replay that cuts at every point (the trace of a --por=dpor-graph
     * error) stops there too, and could not run the thread on. */
    if ((kind == ACT_LOCK || kind == ACT_RLOCK || kind == ACT_CAS) && !can_step(vm, t)) break;
    if (points >= sc->step_limit) {
      r = RUN_YIELD;
      break;
    }
    pass = accesses_to_pass(vm, t, kind, points, sc->step_limit);
  }
  vm->cur = NULL;
  if (x->assume_failed)
    out->end = EX_STEP_PRUNED;
  else if (x->terminate)
    out->end = EX_STEP_TERMINATE;
  else if (r == RUN_YIELD)
    out->end = EX_STEP_LIMIT;
  else if (r == RUN_EXIT)
    out->end = EX_STEP_EXIT;
  else if (r == RUN_ENDED && t->exception && sched_pass_uncaught(vm, t))
    r = RUN_POINT; /* the handler runs when the thread is next chosen */
  else if (r == RUN_ENDED && t->exception) {
    char missing[1200]; /* a class missing from the class path: a host error, not a verdict */
    if (cls_missing_error(vm, t->exception, missing, sizeof missing)) vm_fatal(vm, "%s", missing);
    out->end = EX_STEP_EXCEPTION;
  } else if (r == RUN_ENDED && ran_code && !runs_on(vm, t, &(ActionKind){0})) {
    /* Its end wakes joiners and makes isAlive false: a scheduling point
     * like any other, so it is the next transition's first action.  Run on
     * into it, a transition that started invisible (S-POR runs such a
     * thread alone) would hide it, and a join that times out before it
     * would never be tried. */
    r = RUN_POINT;
  } else if (r == RUN_ENDED) {
    sched_thread_terminated(vm, t);
    /* a transition that is the thread's end: the end is its first action
     * (the checker's dependence analysis reads the first nfirst actions) */
    if (!ran_code) out->nfirst = x->nlog;
  }
  /* Stopped at a point: nothing changed since the last bump, and what a
   * policy derived there (runs_on asked) still holds for the search's next
   * questions.  Otherwise the thread ended, threw or exited.  Carried
   * shared-object marks answered t's questions only: t may have dropped the
   * last reference that made an object shared, and the next questions are
   * about every thread.  Sticky marks are never dropped, and what the
   * stretch did could make no object newly shared, so they stand. */
  if (r != RUN_POINT) x->generation++;
  if (r != RUN_POINT || (carried && !x->host.sticky_shared)) x->shared_generation++;
  x->peek_serial++;  /* the thread's end, its exception may have changed it since */
  out->log = x->log; /* with the thread's end, if it ended */
  out->nlog = x->nlog;
  out->store_trace = x->store_trace;
  out->outside = x->outside;
}

void ex_step(VM *vm, uint32_t tid, int32_t value, uint64_t step_limit, bool cut_all, ExStep *out) {
  StepCall sc = {tid, value, step_limit, cut_all, out};
  memset(out, 0, sizeof *out);
  if (!vm_pcall(vm, step, &sc)) *out = (ExStep){.end = EX_STEP_HOST_ERROR};
}

void ex_settle(VM *vm) {
  for (uint32_t i = 0; i < vm->nthreads; i++) {
    JThread *t = vm->threads[i];
    if (sched_enabled(vm, t) && !can_step(vm, t)) {
      ExStep s;
      ex_step(vm, i, 0, 1000, false, &s);
      if (s.end == EX_STEP_HOST_ERROR) ex_fail(vm, vm->error); /* to the caller's ex_protect */
    }
  }
}

/* ---- states ---- */

VMState *ex_save(VM *vm, bool share) { return state_save(vm, share); }

void ex_collect_garbage(VM *vm) {
  Heap *h = &vm->heap;
  if (h->bytes <= h->live_bytes + ((size_t)64 << 10)) return;
  heap_collect(vm);
  state_changed(vm->ex); /* what was derived from the heap (frozen slots) is recomputed */
}

void ex_restore(VM *vm, const VMState *s) {
  state_restore(vm, s);
  state_changed(vm->ex);
}

void ex_state_free(VMState *s) { state_free(s); }
size_t ex_state_bytes(const VMState *s) { return state_bytes(s); }
Fingerprint ex_fingerprint(VM *vm) { return state_fingerprint(vm); }
uint64_t ex_generation(const VM *vm) { return vm->ex->generation; }
uint64_t ex_shared_generation(const VM *vm) { return vm->ex->shared_generation; }

/* ---- what visibility policies ask ---- */

uint32_t ex_heap_slots(const VM *vm) { return vm->heap.count; }
void ex_shared_objects(VM *vm, uint8_t *marks, bool sticky) {
  state_shared_objects(vm, marks, sticky);
}

void ex_mark_shared_objects(VM *vm) { state_shared_objects(vm, NULL, true); }

bool ex_marked_shared(const VM *vm, Ref obj) {
  return obj < vm->heap.count && vm->heap.objs[obj] && vm->heap.objs[obj]->was_shared;
}

bool ex_alone(const VM *vm, uint32_t tid) {
  for (uint32_t i = 0; i < vm->nthreads; i++) {
    JThread *w = vm->threads[i];
    if (i != tid && w->state != TS_TERMINATED && w->state != TS_NEW) return false;
  }
  return true;
}

bool ex_first_alone(const VM *vm, uint32_t tid) {
  for (uint32_t i = 0; i < vm->nthreads; i++)
    if (i != tid && vm->threads[i]->state != TS_NEW) return false;
  return true;
}

bool ex_joined_all(const VM *vm, uint32_t tid) {
  const JThread *t = vm->threads[tid];
  for (uint32_t i = 0; i < vm->nthreads; i++) {
    const JThread *w = vm->threads[i];
    if (i == tid || w->state == TS_NEW) continue;
    if (w->state != TS_TERMINATED || i >= 64 || !(t->joined >> i & 1)) return false;
  }
  return true;
}

/* Is some thread still running a constructor of obj?  Until none is, its
 * final fields may still be written. */
static bool under_construction(VM *vm, Ref obj) {
  for (uint32_t i = 0; i < vm->nthreads; i++) {
    JThread *w = vm->threads[i];
    for (uint32_t k = 0; k < w->nframes; k++) {
      /* "<init>" by its first two letters ("<clinit>" is the only other
       * name that starts with '<'): no lookup of the name at every access */
      const char *name = w->frames[k].m->name;
      if (name[0] == '<' && name[1] == 'i' && w->frames[k].locals[0].r == obj) return true;
    }
  }
  return false;
}

bool ex_settled_final(VM *vm, const Action *a) {
  const Field *f = a->field;
  if (f && (f->flags & ACC_STATIC) && a->m && a->m == f->cls->clinit &&
      (a->kind == ACT_READ || a->kind == ACT_WRITE))
    return true;
  if (a->kind != ACT_READ || !f || !(f->flags & ACC_FINAL)) return false;
  if (f->flags & ACC_STATIC) return cls_init_state(vm, f->cls) == INIT_DONE;
  return !under_construction(vm, a->obj);
}

bool ex_late_final_write(VM *vm, const Action *a) {
  const Field *f = a->field;
  if (a->kind != ACT_WRITE || !f || !(f->flags & ACC_FINAL)) return false;
  if (f->flags & ACC_STATIC) return cls_init_state(vm, f->cls) == INIT_DONE;
  return !under_construction(vm, a->obj);
}

bool ex_constructing_final_write(VM *vm, const Action *a) {
  const Field *f = a->field;
  if (a->kind != ACT_WRITE || !f || (f->flags & (ACC_FINAL | ACC_STATIC)) != ACC_FINAL)
    return false;
  return under_construction(vm, a->obj);
}

bool ex_plain_access(VM *vm, const Action *a) {
  (void)vm;
  if ((a->kind != ACT_READ && a->kind != ACT_WRITE) || !a->m || !a->m->bytecode) return false;
  unsigned op = a->m->bytecode[a->pc];
  if (op == OP_GETFIELD || op == OP_PUTFIELD || op == OP_GETSTATIC || op == OP_PUTSTATIC)
    return a->field && !(a->field->flags & ACC_VOLATILE);
  return (op >= OP_IALOAD && op <= OP_SALOAD) || (op >= OP_IASTORE && op <= OP_SASTORE);
}

uint32_t ex_bulk_parts(VM *vm, const Action *a, Action *parts, uint32_t cap, bool *whole) {
  return act_bulk_parts(vm, a, parts, cap, whole);
}

static uint64_t hash_str(uint64_t h, const char *s) { /* FNV-1a */
  for (; *s; s++)
    h = (h ^ (uint8_t)*s) * 0x100000001b3ull;
  return h;
}

ExLocation ex_location(const Action *a) {
  ExLocation l = {0, a->oid, a->index};
  if (a->field)
    l.field = hash_str(hash_str(hash_str(0xcbf29ce484222325ull, a->field->cls->name), "."),
                       a->field->name);
  return l;
}

uint32_t ex_held_locks(VM *vm, uint32_t tid, uint64_t *oids, bool *exclusive, uint32_t cap) {
  const JThread *t = vm->threads[tid];
  if (t->held_lost) return EX_HELD_UNKNOWN;
  uint32_t n = 0;
  for (uint32_t i = 0; i < t->nheld && n < cap; i++) {
    bool excl;
    if (!mon_held(vm, t, t->held[i], &excl)) continue;
    oids[n] = act_oid(vm, t->held[i]);
    exclusive[n++] = excl;
  }
  return n;
}

static Class *named_class(VM *vm, Ref obj) {
  Object *o = heap_obj(vm, obj);
  Class *c = o->cls == vm->c_class ? cls_of_mirror(vm, obj) : o->cls;
  while (c->kind == CK_ARRAY)
    c = c->component;
  return c;
}

const void *ex_object_class_id(VM *vm, Ref obj) { return named_class(vm, obj); }

void ex_object_class(VM *vm, Ref obj, char *buf, size_t n) {
  Class *c = named_class(vm, obj);
  char jn[512];
  cls_java_name(c->name, jn, sizeof jn);
  snprintf(buf, n, "%s", jn);
}

/* ---- reports ---- */

static void print_backtrace(VM *vm, Ref bt, FILE *out, const char *indent) {
  if (!bt) return;
  Object *a = heap_obj(vm, bt);
  for (uint32_t i = 0; i + 1 < a->length; i += 2) {
    Method *m = vm->methods[ARR(a, int32_t)[i]];
    int pc = ARR(a, int32_t)[i + 1];
    char jn[512];
    cls_java_name(m->cls->name, jn, sizeof jn);
    const char *src = cls_source_file(m->cls);
    int line = m->code ? cf_line_for_pc(m->code, (uint32_t)pc) : -1;
    if (src && line >= 0)
      fprintf(out, "%s\tat %s.%s(%s:%d)\n", indent, jn, m->name, src, line);
    else
      fprintf(out, "%s\tat %s.%s(%s)\n", indent, jn, m->name, src ? src : "Unknown Source");
  }
}

void ex_print_exception(VM *vm, uint32_t tid, FILE *out, const char *indent) {
  Ref ex = vm->threads[tid]->exception;
  for (int depth = 0; ex && depth < 8; depth++) {
    char jn[512];
    cls_java_name(heap_obj(vm, ex)->cls->name, jn, sizeof jn);
    Ref msg = heap_obj(vm, ex)->data[vm->f_thr_detail->slot].r;
    char *m = msg ? str_to_utf8(vm, msg) : NULL;
    fprintf(out, "%s%s%s%s\n", depth ? "Caused by: " : indent, jn, m ? ": " : "", m ? m : "");
    free(m);
    print_backtrace(vm, heap_obj(vm, ex)->data[vm->f_thr_backtrace->slot].r, out, indent);
    Ref cause = heap_obj(vm, ex)->data[vm->f_thr_cause->slot].r;
    ex = cause == ex ? 0 : cause;
  }
}

void ex_print_deadlock(VM *vm, FILE *out) { sched_report_deadlock(vm, out); }

static void print_prim(FILE *f, char type, Value v) {
  switch (type) {
  case TY_LONG: fprintf(f, "%lld", (long long)v.j); break;
  case TY_DOUBLE: fprintf(f, "%g", v.d); break;
  case TY_FLOAT: fprintf(f, "%g", (double)v.f); break;
  default: fprintf(f, "%d", v.i); break;
  }
}

static Value array_element(Object *o, char ty, uint32_t i) {
  Value v = {.raw = 0};
  switch (ty) {
  case 'Z':
  case 'B': v.i = ARR(o, int8_t)[i]; break;
  case 'C': v.i = ARR(o, uint16_t)[i]; break;
  case 'S': v.i = ARR(o, int16_t)[i]; break;
  case 'I': v.i = ARR(o, int32_t)[i]; break;
  case 'F': v.f = ARR(o, float)[i]; break;
  case 'J': v.j = ARR(o, int64_t)[i]; break;
  case 'D': v.d = ARR(o, double)[i]; break;
  }
  return v;
}

/* A referenced object, one level deep: "{value=3}" for its primitive fields
 * (an AtomicInteger, a small record), "[1,2]" for a small primitive array. */
static void print_object(VM *vm, FILE *f, Ref r) {
  Object *o = heap_obj(vm, r);
  Class *c = o->cls;
  if (c->kind == CK_ARRAY && c->component->kind == CK_PRIMITIVE && o->length <= 16) {
    char ty = c->name[1];
    fputc('[', f);
    for (uint32_t i = 0; i < o->length; i++) {
      if (i) fputc(',', f);
      bool small = ty == 'Z' || ty == 'B' || ty == 'C' || ty == 'S';
      print_prim(f, small ? TY_INT : ty, array_element(o, ty, i));
    }
    fputc(']', f);
    return;
  }
  if (c->kind != CK_INSTANCE || c == vm->c_string) {
    fputs("ref", f);
    return;
  }
  fputc('{', f);
  bool first = true;
  for (Class *k = c; k; k = k->super)
    for (uint16_t i = 0; i < k->nfields; i++) {
      Field *fd = &k->fields[i];
      if ((fd->flags & ACC_STATIC) || fd->type == TY_REF) continue;
      fprintf(f, "%s%s=", first ? "" : ",", fd->name);
      print_prim(f, fd->type, o->data[fd->slot]);
      first = false;
    }
  fputc('}', f);
}

char *ex_final_state(VM *vm) {
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  for (uint32_t i = 0; i < vm->nclasses; i++) {
    Class *c = vm->sorted_classes[i];
    if (c->kind != CK_INSTANCE || !c->cf || c->library) continue; /* the program's own classes */
    /* A class not initialised has no static state a program can see (a
     * read would initialise it), and whether it is loaded depends on the
     * paths searched before (a peek at the getstatic that would initialise
     * it loads it, a restore leaves it loaded): left out, as from the
     * fingerprint, or the same outcome would read as two final states. */
    if (cls_init_state(vm, c) == INIT_NONE) continue;
    Value *st = cls_statics(vm, c);
    for (uint16_t k = 0; k < c->nfields; k++) {
      Field *fd = &c->fields[k];
      if (!(fd->flags & ACC_STATIC)) continue;
      Value v = st[fd->slot];
      fprintf(f, "%s.%s=", c->name, fd->name);
      if (fd->type != TY_REF)
        print_prim(f, fd->type, v);
      else if (!v.r)
        fputs("null", f);
      else
        print_object(vm, f, v.r);
      fputc(' ', f);
    }
  }
  fclose(f);
  if (len && buf[len - 1] == ' ') buf[len - 1] = 0;
  return buf;
}
