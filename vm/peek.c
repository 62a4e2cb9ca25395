/* peek.c -- the next visible action of a thread, read off its pc and operand
 * stack without executing anything (the checker's next(s, t)). */
#include <assert.h>
#include <string.h>

#include "classfile/opcodes.h"
#include "natives/natives.h"
#include "vm/actemit.h"
#include "vm/class.h"
#include "vm/heap.h"
#include "vm/interp.h"
#include "vm/juclock.h"
#include "vm/sched.h"
#include "util/util.h"

/* Would the Unsafe compareAndSet m succeed now?  (Its outcome decides
 * whether it writes: a failed CAS only reads.)  Bad arguments throw: no write. */
static bool cas_would_succeed(VM *vm, const Method *m, const Value *args) {
  if (!args[0].r) return false;
  Object *o = heap_obj(vm, args[0].r);
  int64_t off = args[1].j;
  bool array = o->cls->kind == CK_ARRAY;
  if (off < 0 || off >= (array ? (int64_t)o->length : (int64_t)o->cls->ninst_slots)) return false;
  const char *n = m->name + 13; /* after "compareAndSet" */
  if (!strcmp(n, "Int"))
    return (array ? ((int32_t *)arr_data(o))[off] : o->data[off].i) == args[3].i;
  if (!strcmp(n, "Long"))
    return (array ? ((int64_t *)arr_data(o))[off] : o->data[off].j) == args[3].j;
  return (array ? ((Ref *)arr_data(o))[off] : o->data[off].r) == args[3].r;
}

/* Under exploration notify wakes any one waiter: a choice among them. */
static void notify_choices(VM *vm, Ref obj, Action *a) {
  a->other = -2; /* whom it wakes is not known before it runs */
  uint32_t n = vm->ex && obj ? sched_notify_choices(vm, obj, false, NULL) : 0;
  if (n > 1) a->hi = (int32_t)n - 1;
}

/* notifyAll wakes every waiter, and a waiter an interrupt woke unless it
 * left already: a choice when there are such waiters. */
static ActionKind notify_all_choices(VM *vm, Ref obj, Action *a) {
  uint32_t n = vm->ex && obj ? sched_notify_all_values(vm, obj) : 1;
  if (n > 1) a->hi = (int32_t)n - 1;
  return ACT_NOTIFY_ALL;
}

/* An Unsafe access (object, offset): a field slot of an object, or an
 * element of an array. */
static void unsafe_target(VM *vm, const Value *args, Action *a) {
  a->obj = args[0].r;
  a->index = (int32_t)args[1].j;
  if (!a->obj || heap_obj(vm, a->obj)->cls->kind == CK_ARRAY) return;
  Object *o = heap_obj(vm, a->obj);
  for (Class *k = o->cls; k && !a->field; k = k->super)
    for (uint16_t i = 0; i < k->nfields; i++)
      if (!(k->fields[i].flags & ACC_STATIC) && k->fields[i].slot == (uint32_t)args[1].j)
        a->field = &k->fields[i];
  a->index = -1;
}

/* The action of native m: the kind its NativeEntry names (natives/), with
 * what only the arguments tell -- the object, a read or a write hold, a
 * reacquisition, how many values a choice has. */
static ActionKind native_kind(VM *vm, JThread *t, Method *m, Value *args, Action *a) {
  if (!m->native && !(m->native = nat_lookup(vm, m))) return ACT_LOCAL;
  if (m->native_kind < 0) return ACT_LOCAL;
  if (m->poly_of) return nat_varhandle_peek(vm, m, args, a);
  ActionKind k = (ActionKind)m->native_kind;
  const char *c = m->cls->name;
  bool unsafe = !strcmp(c, "jpor/internal/Unsafe");
  a->obj = m->flags & ACC_STATIC ? 0 : args[0].r;
  switch (k) {
  case ACT_LOCAL: /* Verify.assume(false) drops the path: as beginAtomic (natives/verify.c) */
    if (!strcmp(m->name, "assume") && !args[0].i) {
      a->index = ACT_INDEX_ANY;
      return ACT_SLEEP;
    }
    return k;
  case ACT_READ:
  case ACT_WRITE:
  case ACT_RMW:
    if (unsafe && !strcmp(m->name, "blocker")) /* reads another thread's park state */
      a->obj = args[0].r;
    else if (unsafe)
      unsafe_target(vm, args, a);
    else if (!strcmp(m->name, "getState0")) { /* Thread: whatever the thread does */
      if (a->obj == t->obj) return ACT_LOCAL; /* its own: RUNNABLE */
      a->index = ACT_INDEX_ANY;
    } else if (!strcmp(m->name, "queued0")) { /* SyncLock: who stands at the lock */
      a->index = ACT_INDEX_ANY;
    } else if (!strcmp(c, "java/lang/System")) { /* arraycopy: reads src, writes dst */
      a->obj = args[2].r;
      a->value.r = args[0].r;
      a->vtype = TY_REF;
    }
    return k;
  case ACT_CAS:
    unsafe_target(vm, args, a);
    a->ok = cas_would_succeed(vm, m, args);
    return k;
  case ACT_UNPARK: a->obj = args[0].r; return k;
  case ACT_SLEEP: /* sleep0 reads the thread's interrupt flag; yield0 nothing */
    a->obj = strcmp(m->name, "sleep0") ? 0 : t->obj;
    if (!strcmp(m->name, "beginAtomic")) a->index = ACT_INDEX_ANY; /* Verify */
    return k;
  case ACT_LOCK: /* SyncLock.acquire0(shared, how, nanos); how: 0 lock, 1 lockInterruptibly */
    a->lock_mode = LM_JUC | (args[1].i ? LM_SHARED : 0);
    a->may_block = args[2].i == 0 || (args[2].i == 1 && !t->interrupted);
    return args[1].i ? ACT_RLOCK : ACT_LOCK;
  case ACT_UNLOCK: return args[1].i ? ACT_RUNLOCK : ACT_UNLOCK; /* SyncLock.release0(shared) */
  case ACT_WAIT: /* Object.wait, SyncLock.await0: the second half takes the lock back */
    return unsafe || strcmp(c, "jpor/internal/SyncLock") || t->phase != PH_REACQUIRE ? k : ACT_LOCK;
  case ACT_NOTIFY: /* Object.notify(); SyncLock.signal0(cond, all): the longest waiter */
    if (!strcmp(c, "jpor/internal/SyncLock")) {
      if (args[2].i) return notify_all_choices(vm, args[1].r, a);
      a->other = -2; /* whom it wakes is not known before it runs */
      uint32_t n = vm->ex && args[1].r ? sched_notify_choices(vm, args[1].r, true, NULL) : 0;
      if (n > 1) a->hi = (int32_t)n - 1; /* waiters an interrupt woke, or nobody */
    } else {
      notify_choices(vm, args[0].r, a);
    }
    return k;
  case ACT_NOTIFY_ALL: return notify_all_choices(vm, args[0].r, a); /* Object.notifyAll() */
  case ACT_CHOICE: /* Verify.getInt(lo, hi), getBoolean() */
    a->lo = m->arg_slots == 2 ? args[0].i : 0;
    a->hi = m->arg_slots == 2 ? args[1].i : 1;
    return k;
  case ACT_JOIN:
    if (!strcmp(c, "java/lang/ThreadGroup")) { /* liveThreads0: every thread's life */
      a->obj = 0;
      a->index = ACT_INDEX_ANY;
    }
    if (!strcmp(m->name, "join0")) a->index = ACT_INDEX_JOINED; /* as the native will say */
    return k;
  default: return k;
  }
}

/* Does the instruction start, or wait for, a watched class initialisation,
 * or is it the thread's first use of a class initialised racily (vm/init.c)?
 * Then that is its action: a compare-and-set of the class's initialisation
 * state (failing for the use). */
static bool peek_init(VM *vm, const JThread *t, Class *c, Action *a) {
  if (!c) return false;
  Class *p = init_pending(vm, t, c), *u = p ? NULL : init_unseen(vm, t, c);
  if (p ? !init_watched(p) : !u) return false;
  a->kind = ACT_CAS;
  a->obj = (p ? p : u)->mirror;
  a->index = ACT_INDEX_INIT;
  a->ok = p != NULL; /* starts it (or waits for it), else sees it done: a read */
  a->value.i = p ? INIT_RUNNING : cls_init_state(vm, u);
  a->vtype = TY_INT;
  a->may_block = p != NULL;
  return true;
}

static bool peek_invoke(VM *vm, JThread *t, Frame *f, Action *a) {
  Method *m = f->m->cls->cpcache[be_u2(f->m->bytecode + f->pc + 1)];
  if (!m) return false; /* unresolved: cannot be a visible call yet */
  Value *args = f->sp - m->arg_slots;
  unsigned op = f->m->bytecode[f->pc];
  if (op == OP_INVOKESTATIC && peek_init(vm, t, m->cls, a)) return true;
  if ((op == OP_INVOKEVIRTUAL || op == OP_INVOKEINTERFACE) && !(m->flags & ACC_PRIVATE) &&
      args[0].r) {
    Method *sel =
        cls_select(vm, heap_obj(vm, args[0].r)->cls, m); /* the interpreter stops at this one */
    if (sel) m = sel;
  }
  if (m->flags & ACC_NATIVE) {
    a->kind = native_kind(vm, t, m, args, a);
    return true;
  }
  if (m->flags & ACC_SYNCHRONIZED) {
    a->kind = ACT_LOCK;
    a->may_block = true;
    a->obj = (m->flags & ACC_STATIC) ? m->cls->mirror : args[0].r;
    return true;
  }
  return false;
}

static void peek_field(VM *vm, Frame *f, Action *a, bool is_static, bool put) {
  Field *fd = f->m->cls->cpcache[be_u2(f->m->bytecode + f->pc + 1)];
  a->kind = put ? ACT_WRITE : ACT_READ;
  a->field = fd;
  if (!fd) { /* the interpreter resolves before it stops, so this is not expected */
    a->unresolved = true;
    return;
  }
  int n = (fd->type == TY_LONG || fd->type == TY_DOUBLE) ? 2 : 1;
  if (is_static)
    a->obj = fd->cls->mirror;
  else
    a->obj = put ? f->sp[-1 - n].r : f->sp[-1].r;
}

static bool peek(VM *vm, JThread *t, Action *a);

bool act_peek(VM *vm, JThread *t, Action *a) {
  if (!peek(vm, t, a)) return false;
  a->oid = act_oid(vm, a->obj);
  if (a->kind == ACT_START || a->kind == ACT_JOIN || a->kind == ACT_INTERRUPT ||
      a->kind == ACT_UNPARK) {
    JThread *w = a->obj ? sched_thread_of(vm, a->obj) : NULL;
    a->other = w ? (int32_t)w->id : -1;
  }
  if ((a->kind == ACT_LOCK || a->kind == ACT_RLOCK) && a->obj) /* as the acquire will say */
    a->reentrant = (a->lock_mode & LM_JUC)
                       ? jl_holds(vm, t, a->obj, (a->lock_mode & LM_SHARED) != 0) > 0
                       : heap_obj(vm, a->obj)->lock_owner == t->id + 1;
  return true;
}

static bool peek(VM *vm, JThread *t, Action *a) {
  memset(a, 0, sizeof *a);
  a->tid = t->id;
  a->index = -1;
  a->other = -1;
  a->ok = true;
  if (t->state == TS_TERMINATED) return false;
  if (!t->nframes) { /* ending: takes the Thread object's monitor to wake joiners */
    a->kind = ACT_END;
    a->obj = t->obj;
    if (sched_end_stops_daemons(vm, t)) a->index = ACT_INDEX_ANY; /* as the end will say */
    return true;
  }
  if (!t->pass_point) return false;
  Frame *f = &t->frames[t->nframes - 1];
  a->m = f->m;
  a->pc = f->pc;
  act_user_frame(t, a);
  unsigned op = f->m->bytecode[f->pc];
  if (!cf_opcode_stops(op)) return false; /* no scheduling point before it */
  switch (op) {
  case OP_GETFIELD: peek_field(vm, f, a, false, false); return true;
  case OP_PUTFIELD: peek_field(vm, f, a, false, true); return true;
  case OP_GETSTATIC:
  case OP_PUTSTATIC: {
    Field *fd = f->m->cls->cpcache[be_u2(f->m->bytecode + f->pc + 1)];
    if (fd && peek_init(vm, t, fd->cls, a)) return true;
    peek_field(vm, f, a, true, op == OP_PUTSTATIC);
    return true;
  }
  case OP_NEW: return peek_init(vm, t, f->m->cls->cpcache[be_u2(f->m->bytecode + f->pc + 1)], a);
  case OP_IALOAD:
  case OP_LALOAD:
  case OP_FALOAD:
  case OP_DALOAD:
  case OP_AALOAD:
  case OP_BALOAD:
  case OP_CALOAD:
  case OP_SALOAD:
    a->kind = ACT_READ;
    a->obj = f->sp[-2].r;
    a->index = f->sp[-1].i;
    return true;
  case OP_IASTORE:
  case OP_FASTORE:
  case OP_AASTORE:
  case OP_BASTORE:
  case OP_CASTORE:
  case OP_SASTORE:
    a->kind = ACT_WRITE;
    a->obj = f->sp[-3].r;
    a->index = f->sp[-2].i;
    return true;
  case OP_LASTORE:
  case OP_DASTORE:
    a->kind = ACT_WRITE;
    a->obj = f->sp[-4].r;
    a->index = f->sp[-3].i;
    return true;
  case OP_MONITORENTER:
    a->kind = ACT_LOCK;
    a->obj = f->sp[-1].r;
    a->may_block = true;
    return true;
  case OP_MONITOREXIT:
    a->kind = ACT_UNLOCK;
    a->obj = f->sp[-1].r;
    return true;
  case OP_IRETURN:
  case OP_LRETURN:
  case OP_FRETURN:
  case OP_DRETURN:
  case OP_ARETURN:
  case OP_RETURN:
    a->kind = ACT_UNLOCK;
    a->obj = (f->m->flags & ACC_STATIC) ? f->m->cls->mirror : f->locals[0].r;
    return true;
  case OP_INVOKEVIRTUAL:
  case OP_INVOKESPECIAL:
  case OP_INVOKESTATIC:
  case OP_INVOKEINTERFACE: return peek_invoke(vm, t, f, a);
  default: return false;
  }
}

bool act_may_block_next(const JThread *t) {
  if (t->state != TS_RUNNABLE || !t->pass_point || !t->nframes) return false;
  const Frame *f = &t->frames[t->nframes - 1];
  if (!f->m->bytecode) return true; /* (not expected: peek reads the code) */
  switch (f->m->bytecode[f->pc]) {
  case OP_GETSTATIC: /* a class's initialisation (peek_init) */
  case OP_PUTSTATIC:
  case OP_NEW:
  case OP_MONITORENTER:
  case OP_INVOKEVIRTUAL: /* synchronized, a lock's native, an initialisation */
  case OP_INVOKESPECIAL:
  case OP_INVOKESTATIC:
  case OP_INVOKEINTERFACE: return true;
  default: return false;
  }
}

bool act_would_block(VM *vm, JThread *t, const Action *a) {
  if (a->kind == ACT_CAS && a->index == ACT_INDEX_INIT && a->may_block && t->state == TS_RUNNABLE)
    return cls_init_state(vm, cls_of_mirror(vm, a->obj)) == INIT_RUNNING; /* by another */
  if ((a->kind != ACT_LOCK && a->kind != ACT_RLOCK) || !a->may_block || !a->obj ||
      t->state != TS_RUNNABLE)
    return false;
  if (a->lock_mode & LM_JUC) {
    /* where its place in the queue counts, its acquire is enabled and
     * queues it (jl_queue_seen) */
    return !jl_available(vm, t, a->obj, a->lock_mode & LM_SHARED) && !jl_queue_seen(vm, a->obj);
  }
  uint32_t owner = heap_obj(vm, a->obj)->lock_owner;
  return owner != 0 && owner != t->id + 1;
}

bool act_stopped_blocked(VM *vm, JThread *t, Action *a) {
  return act_may_block_next(t) && act_peek(vm, t, a) && act_would_block(vm, t, a);
}

/* The parts of a bulk access (act_bulk_parts): each element or field it
 * touches, or, past the room there is, each object once and whole. */
typedef struct Bulk {
  VM *vm;
  const Action *a;
  Action *parts;
  uint32_t n, cap;
} Bulk;

static void bulk_add(Bulk *b, ActionKind kind, Ref obj, const Field *f, int32_t index) {
  assert(b->n < b->cap);
  Action *p = &b->parts[b->n++];
  *p = *b->a;
  p->kind = kind;
  p->obj = obj;
  p->oid = act_oid(b->vm, obj);
  p->field = f;
  p->index = index;
  p->vtype = 0;
  p->value.raw = 0;
}

/* n accesses of arr from index from; false when they do not fit */
static bool bulk_elements(Bulk *b, ActionKind kind, Ref arr, int32_t from, int32_t n) {
  if (n > (int32_t)(b->cap - b->n)) return false;
  for (int32_t i = 0; i < n; i++)
    bulk_add(b, kind, arr, NULL, from + i);
  return true;
}

static bool bulk_fields(Bulk *b, Ref obj) {
  Object *o = heap_obj(b->vm, obj);
  if (o->cls->kind == CK_ARRAY) return bulk_elements(b, ACT_READ, obj, 0, (int32_t)o->length);
  for (Class *k = o->cls; k; k = k->super)
    for (uint16_t i = 0; i < k->nfields; i++) {
      if (k->fields[i].flags & ACC_STATIC) continue;
      if (b->n == b->cap) return false;
      bulk_add(b, ACT_READ, obj, &k->fields[i], -1);
    }
  return true;
}

/* arraycopy(src, sp, dst, dp, n) that will copy (no exception) */
static bool bulk_copy(Bulk *b, const Value *args) {
  Ref src = args[0].r, dst = args[2].r;
  int64_t sp = args[1].i, dp = args[3].i, n = args[4].i;
  if (!src || !dst || n <= 0 || sp < 0 || dp < 0) return true;
  Object *s = heap_obj(b->vm, src), *d = heap_obj(b->vm, dst);
  if (s->cls->kind != CK_ARRAY || d->cls->kind != CK_ARRAY) return true;
  if (sp + n > s->length || dp + n > d->length) return true;
  return bulk_elements(b, ACT_READ, src, (int32_t)sp, (int32_t)n) &&
         bulk_elements(b, ACT_WRITE, dst, (int32_t)dp, (int32_t)n);
}

uint32_t act_bulk_parts(VM *vm, const Action *a, Action *parts, uint32_t cap, bool *whole) {
  *whole = false;
  if ((a->kind != ACT_READ && a->kind != ACT_WRITE) || a->field || a->index != -1 || !a->obj)
    return 0;
  JThread *t = vm->threads[a->tid];
  if (!t->nframes || !t->pass_point) return 0;
  Frame *f = &t->frames[t->nframes - 1];
  unsigned op = f->m->bytecode[f->pc];
  if (op != OP_INVOKESTATIC && op != OP_INVOKEVIRTUAL && op != OP_INVOKESPECIAL) return 0;
  Method *m = f->m->cls->cpcache[be_u2(f->m->bytecode + f->pc + 1)];
  if (!m) return 0;
  Value *args = f->sp - m->arg_slots;
  if (op == OP_INVOKEVIRTUAL && args[0].r) m = cls_select(vm, heap_obj(vm, args[0].r)->cls, m);
  if (!m || !(m->flags & ACC_NATIVE)) return 0;
  Bulk b = {vm, a, parts, 0, cap};
  bool fits = true;
  if (!strcmp(m->cls->name, "java/lang/System") && !strcmp(m->name, "arraycopy"))
    fits = bulk_copy(&b, args);
  else if (!strcmp(m->cls->name, "java/lang/Object") && !strcmp(m->name, "clone") && args[0].r)
    fits = bulk_fields(&b, args[0].r);
  if (fits) return b.n;
  *whole = true; /* each array once (index 0); an object of more fields: none */
  b.n = 0;
  if (op == OP_INVOKESTATIC) {
    bulk_add(&b, ACT_READ, args[0].r, NULL, 0);
    bulk_add(&b, ACT_WRITE, args[2].r, NULL, 0);
  } else if (heap_obj(vm, args[0].r)->cls->kind == CK_ARRAY) {
    bulk_add(&b, ACT_READ, args[0].r, NULL, 0);
  }
  return b.n;
}
