/* action.c -- action records, their dependency relation and their text. */
#include <string.h>

#include "classfile/opcodes.h"
#include "vm/action.h"
#include "vm/class.h"
#include "vm/heap.h"

const char *act_kind_name(ActionKind k) {
  static const char *names[] = {
#define X(k, s) s,
      ACTION_KINDS(X)
#undef X
  };
  return (unsigned)k < ACT_COUNT_ ? names[k] : "?";
}

static bool is_read_only(ActionKind k) { return k == ACT_READ || k == ACT_JOIN; }

bool act_dependent(const Action *a, const Action *b) {
  if (a->tid == b->tid) return false;
  if (a->obj != b->obj || a->field != b->field || a->index != b->index) return false;
  return !(is_read_only(a->kind) && is_read_only(b->kind));
}

void act_emit(VM *vm, JThread *t, ActionKind kind, Ref obj, const Field *f, int32_t index,
              const Value *v, char vtype) {
  if (!vm->action_hook) return;
  Action a = {0};
  a.tid = t->id;
  if (t->nframes) {
    a.m = t->frames[t->nframes - 1].m;
    a.pc = t->frames[t->nframes - 1].pc;
  }
  a.kind = kind;
  a.obj = obj;
  a.field = f;
  a.index = index;
  if (v) a.value = *v;
  a.vtype = v ? vtype : 0;
  a.ok = true;
  vm->action_hook(vm, t, &a);
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
  snprintf(buf, n, "#%u.%u", (unsigned)o->name_tid, (unsigned)o->name_seq);
}

static void format_value(VM *vm, const Action *a, char *buf, size_t n) {
  switch (a->vtype) {
  case 0: buf[0] = 0; break;
  case TY_LONG: snprintf(buf, n, "%lld", (long long)a->value.j); break;
  case TY_FLOAT: snprintf(buf, n, "%g", (double)a->value.f); break;
  case TY_DOUBLE: snprintf(buf, n, "%g", a->value.d); break;
  case TY_REF: act_object_name(vm, a->value.r, buf, n); break;
  case TY_BOOLEAN: snprintf(buf, n, "%s", a->value.i ? "true" : "false"); break;
  case TY_CHAR: snprintf(buf, n, "'%c'", a->value.i >= 32 && a->value.i < 127 ? a->value.i : '?'); break;
  default: snprintf(buf, n, "%d", a->value.i); break;
  }
}

/* "Node.next" for a field, "int[]" for an array, the class for a lock */
static void target_text(VM *vm, const Action *a, char *buf, size_t n) {
  char obj[128], jn[512];
  act_object_name(vm, a->obj, obj, sizeof obj);
  if (a->field) {
    cls_java_name(a->field->cls->name, jn, sizeof jn);
    const char *simple = strrchr(jn, '.');
    simple = simple ? simple + 1 : jn;
    if (a->field->flags & ACC_STATIC) snprintf(buf, n, "%s.%s", simple, a->field->name);
    else snprintf(buf, n, "%s.%s %s", simple, a->field->name, obj);
    return;
  }
  if (!a->obj) {
    buf[0] = 0;
    return;
  }
  Object *o = heap_obj(vm, a->obj);
  cls_java_name(o->cls->name, jn, sizeof jn);
  if (a->index >= 0) snprintf(buf, n, "%s[%d]", obj, a->index);
  else if (o->cls == vm->c_class) snprintf(buf, n, "%s", obj);
  else snprintf(buf, n, "%s (%s)", obj, jn);
}

void act_format(VM *vm, const Action *a, char *buf, size_t n) {
  char where[512] = "", target[700], val[128];
  if (a->m) {
    const char *src = cls_source_file(a->m->cls);
    int line = a->m->code ? cf_line_for_pc(a->m->code, a->pc) : -1;
    const char *op = a->m->bytecode ? cf_opcode_name(a->m->bytecode[a->pc]) : "native";
    snprintf(where, sizeof where, "%s:%d %s  %s", src ? src : "?", line, a->m->name, op ? op : "?");
  }
  target_text(vm, a, target, sizeof target);
  format_value(vm, a, val, sizeof val);
  const char *kind = (a->kind == ACT_READ || a->kind == ACT_WRITE) ? "" : act_kind_name(a->kind);
  const char *arrow = a->kind == ACT_READ ? " = " : " := ";
  snprintf(buf, n, "T%u  %s  %s%s%s%s%s%s", a->tid, where, kind, kind[0] && target[0] ? " " : "", target,
           val[0] ? arrow : "", val, (a->kind == ACT_CAS && !a->ok) ? " (failed)" : "");
}
