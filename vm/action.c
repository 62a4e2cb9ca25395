/* action.c -- action records, their dependency relation and their text. */
#include <assert.h>
#include <string.h>

#include "classfile/opcodes.h"
#include "vm/actemit.h"
#include "vm/class.h"
#include "vm/heap.h"
#include "vm/sched.h"
#include "util/util.h"

const char *act_kind_name(ActionKind k) {
  static const char *names[] = {
#define X(k, s) s,
      ACTION_KINDS(X)
#undef X
  };
  return (unsigned)k < ACT_COUNT_ ? names[k] : "?";
}

uint32_t act_field_key(const Field *f) {
  if (!f) return 0;
  assert(f->slot < UINT32_MAX / 2);
  return (f->slot + 1) << 1 | ((f->flags & ACC_STATIC) != 0);
}

bool act_reads_only(const Action *a) {
  return a->kind == ACT_READ || a->kind == ACT_JOIN || a->kind == ACT_SLEEP ||
         (a->kind == ACT_CAS && !a->ok);
}

bool act_dependent(const Action *a, const Action *b) {
  if (a->tid == b->tid) return false;
  if (a->index == ACT_INDEX_ANY || b->index == ACT_INDEX_ANY) return true;
  /* canonical names, so that actions of different executions compare too */
  if (a->oid != b->oid || a->field != b->field || a->index != b->index) return false;
  return !(act_reads_only(a) && act_reads_only(b));
}

uint64_t act_oid(VM *vm, Ref obj) {
  if (!obj) return 0;
  const Object *o = heap_obj(vm, obj);
  return (uint64_t)o->name_tid << 32 | o->name_seq;
}

void act_user_frame(const JThread *t, Action *a) {
  int32_t i = t->nframes ? t->frames[t->nframes - 1].user : -1;
  if (i < 0) return;
  assert(!t->frames[i].m->cls->library);
  a->user_m = t->frames[i].m;
  a->user_pc = t->frames[i].pc;
  a->via = (uint32_t)i + 1 < t->nframes ? t->frames[i + 1].m : NULL;
}

/* The record of an action of t at its current frame and pc. */
static void act_fill(JThread *t, Action *a, ActionKind kind, Ref obj, const Field *f,
                     int32_t index) {
  a->tid = t->id;
  if (t->nframes) {
    a->m = t->frames[t->nframes - 1].m;
    a->pc = t->frames[t->nframes - 1].pc;
    act_user_frame(t, a);
  }
  a->kind = kind;
  a->obj = obj;
  a->field = f;
  a->index = index;
}

static void act_tell(VM *vm, JThread *t, Action *a) {
  a->oid = act_oid(vm, a->obj);
  for (uint32_t i = 0; i < vm->nlisteners; i++)
    vm->listeners[i].fn(vm->listeners[i].data, vm, t, a);
}

void act_emit(VM *vm, JThread *t, ActionKind kind, Ref obj, const Field *f, int32_t index,
              const Value *v, char vtype) {
  act_emit_full(vm, t, kind, obj, f, index, v, vtype, true, -1);
}

void act_emit_full(VM *vm, JThread *t, ActionKind kind, Ref obj, const Field *f, int32_t index,
                   const Value *v, char vtype, bool ok, int32_t other) {
  if (!vm->nlisteners) return;
  if (vm->quiet_accesses && (kind == ACT_READ || kind == ACT_WRITE)) {
    vm->quiet_ref_write |= kind == ACT_WRITE && (!v || vtype == TY_REF);
    return;
  }
  Action a = {0};
  act_fill(t, &a, kind, obj, f, index);
  if (v) a.value = *v;
  a.vtype = v ? vtype : 0;
  a.ok = ok;
  a.other = other;
  act_tell(vm, t, &a);
}

void act_emit_acquire(VM *vm, JThread *t, ActionKind kind, Ref lock, bool reentrant,
                      bool try_acquire, bool ok) {
  assert(kind == ACT_LOCK || kind == ACT_RLOCK);
  if (!vm->nlisteners) return;
  Action a = {0};
  act_fill(t, &a, kind, lock, NULL, -1);
  a.ok = ok;
  a.other = -1;
  a.reentrant = reentrant;
  a.try_acquire = try_acquire;
  act_tell(vm, t, &a);
}

void act_object_name(VM *vm, Ref obj, char *buf, size_t n) {
  if (!obj) {
    snprintf(buf, n, "null");
    return;
  }
  Object *o = heap_obj(vm, obj);
  if (o->cls == vm->c_class) {
    char jn[512];
    cls_java_name(cls_of_mirror(vm, obj)->name, jn, sizeof jn);
    snprintf(buf, n, "%s.class", jn);
    return;
  }
  if (o->name_tid == NAME_PERM)
    snprintf(buf, n, "#perm.%u", (unsigned)o->name_seq); /* a mirror or an interned string */
  else if (o->name_tid)
    snprintf(buf, n, "#%u.%u", (unsigned)o->name_tid - 1, (unsigned)o->name_seq);
  else
    snprintf(buf, n, "#vm.%u", (unsigned)o->name_seq); /* made by the VM outside any thread */
}

static void format_value(VM *vm, const Action *a, char *buf, size_t n) {
  switch (a->vtype) {
  case 0: buf[0] = 0; break;
  case TY_LONG: snprintf(buf, n, "%lld", (long long)a->value.j); break;
  case TY_FLOAT: snprintf(buf, n, "%g", (double)a->value.f); break;
  case TY_DOUBLE: snprintf(buf, n, "%g", a->value.d); break;
  case TY_REF: act_object_name(vm, a->value.r, buf, n); break;
  case TY_BOOLEAN: snprintf(buf, n, "%s", a->value.i ? "true" : "false"); break;
  case TY_CHAR:
    snprintf(buf, n, "'%c'", a->value.i >= 32 && a->value.i < 127 ? a->value.i : '?');
    break;
  default: snprintf(buf, n, "%d", a->value.i); break;
  }
}

/* "Node.next #1.4" for a field, "#1.7[2]" for an array element, the object
 * and its class otherwise (a Thread object also gets its thread's number). */
void act_target(VM *vm, const Action *a, char *buf, size_t n) {
  char obj[128], jn[512];
  act_object_name(vm, a->obj, obj, sizeof obj);
  if (a->field) {
    cls_java_name(a->field->cls->name, jn, sizeof jn);
    const char *simple = strrchr(jn, '.');
    simple = simple ? simple + 1 : jn;
    if (a->field->flags & ACC_STATIC)
      snprintf(buf, n, "%s.%s", simple, a->field->name);
    else
      snprintf(buf, n, "%s.%s %s", simple, a->field->name, obj);
    return;
  }
  if (!a->obj) {
    buf[0] = 0;
    return;
  }
  Object *o = heap_obj(vm, a->obj);
  cls_java_name(o->cls->name, jn, sizeof jn);
  JThread *owner = NULL;
  for (uint32_t i = 0; i < vm->nthreads && !owner; i++)
    if (vm->threads[i]->obj == a->obj) owner = vm->threads[i];
  if (a->index >= 0)
    snprintf(buf, n, "%s[%d]", obj, a->index);
  else if (o->cls == vm->c_class)
    snprintf(buf, n, "%s", obj);
  else if (owner)
    snprintf(buf, n, "%s (%s = T%u)", obj, jn, owner->id);
  else
    snprintf(buf, n, "%s (%s)", obj, jn);
}

/* "File.java:12 method" for a frame */
static void where_text(const Method *m, uint32_t pc, char *buf, size_t n) {
  const char *src = cls_source_file(m->cls);
  int line = m->code ? cf_line_for_pc(m->code, pc) : -1;
  snprintf(buf, n, "%s:%d %s", src ? src : "?", line, m->name);
}

/* "WriteLock.lock()" for java/util/concurrent/locks/ReentrantReadWriteLock$WriteLock.lock */
static void call_text(const Method *m, char *buf, size_t n) {
  const char *cn = strrchr(m->cls->name, '/');
  cn = cn ? cn + 1 : m->cls->name;
  const char *inner = strrchr(cn, '$');
  snprintf(buf, n, "%s.%s()", inner && inner[1] ? inner + 1 : cn, m->name);
}

bool act_where(const Action *a, char *buf, size_t n) {
  char w[400], call[300];
  buf[0] = 0;
  const Method *via = a->via;
  if (!via && a->m && a->m->bytecode &&
      a->user_m == a->m) { /* entering a synchronized library method */
    uint8_t op = a->m->bytecode[a->pc];
    if (op == OP_INVOKEVIRTUAL || op == OP_INVOKESPECIAL || op == OP_INVOKESTATIC ||
        op == OP_INVOKEINTERFACE) {
      const Method *callee = a->m->cls->cpcache[be_u2(a->m->bytecode + a->pc + 1)];
      if (callee && callee->cls->library) via = callee;
    }
  }
  if (a->user_m && via) { /* inside the library: the program's call site and what it called */
    where_text(a->user_m, a->user_pc, w, sizeof w);
    call_text(via, call, sizeof call);
    snprintf(buf, n, "%s  %s", w, call);
    return true;
  }
  if (a->m) {
    where_text(a->m, a->pc, w, sizeof w);
    const char *op = a->m->bytecode ? cf_opcode_name(a->m->bytecode[a->pc]) : "native";
    snprintf(buf, n, "%s  %s", w, op ? op : "?");
  }
  return false;
}

/* "cas Config.class initialisation := started (<clinit> runs)", ":= done",
 * "= done (first use)": vm/init.c */
static void init_what(VM *vm, const Action *a, char *buf, size_t n) {
  char obj[600];
  act_object_name(vm, a->obj, obj, sizeof obj);
  static const char *const states[] = {"none", "started", "done", "erroneous"};
  const char *state = states[a->value.i & 3];
  snprintf(buf, n, "cas %s initialisation %s %s%s", obj, a->ok ? ":=" : "=", state,
           !a->ok                          ? " (first use)"
           : a->value.i == ACT_INIT_STARTS ? " (<clinit> runs)"
                                           : "");
}

/* A read or write of a whole Thread object (not LockSupport.getBlocker's
 * read of its park state) is one of its interrupt flag: say so, not "read
 * #vm.2 (java.lang.Thread = T0)".  A write clears it. */
static bool flag_what(VM *vm, const Action *a, char *buf, size_t n) {
  if ((a->kind != ACT_READ && a->kind != ACT_WRITE) || a->field || a->index != -1 || !a->obj ||
      (a->m && !strcmp(a->m->name, "blocker")))
    return false;
  JThread *w = sched_thread_of(vm, a->obj);
  if (!w) return false;
  snprintf(buf, n, "%s T%u's interrupt flag", a->kind == ACT_READ ? "read" : "clear", w->id);
  return true;
}

void act_what(VM *vm, const Action *a, char *buf, size_t n) {
  if (a->kind == ACT_CAS && a->index == ACT_INDEX_INIT && a->obj) {
    init_what(vm, a, buf, n);
    return;
  }
  if (flag_what(vm, a, buf, n)) return;
  char target[700], val[128];
  act_target(vm, a, target, sizeof target);
  format_value(vm, a, val, sizeof val);
  /* a read or write of a field or element says so by its arrow; one of a
   * whole object (a thread's interrupt flag) names its kind */
  bool access = a->kind == ACT_READ || a->kind == ACT_WRITE;
  const char *kind = access && (a->field || a->index >= 0) ? "" : act_kind_name(a->kind);
  const char *arrow = a->kind == ACT_READ ? " = " : " := ";
  char woke[48] = "";
  if (a->kind == ACT_NOTIFY && a->other >= -1) /* performed, not peeked: whom it woke */
    snprintf(woke, sizeof woke, a->other >= 0 ? " (wakes T%d)" : " (no waiter)", a->other);
  snprintf(buf, n, "%s%s%s%s%s%s%s", kind, kind[0] && target[0] ? " " : "", target,
           val[0] ? arrow : "", val, (a->kind == ACT_CAS && !a->ok) ? " (failed)" : "", woke);
}

void act_format(VM *vm, const Action *a, char *buf, size_t n) {
  char where[800], what[900];
  act_where(a, where, sizeof where);
  act_what(vm, a, what, sizeof what);
  snprintf(buf, n, "T%u  %s  %s", a->tid, where, what);
}
