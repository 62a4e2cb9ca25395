/* verify.c -- the bytecode verifier (JVMS 4.10): type checking against the
 * StackMapTable for class files of version 50 and later, type inference for
 * older ones (and as the fallback of version 50).  See verify.h.
 *
 * The lattice (4.10.1.2): top; int, float, long and double (two slots: the
 * value, then its second half); references: null, uninitializedThis,
 * uninitialized(pc of the new), and class and array types named in internal
 * form ("java/lang/String", "[I", "[Ljava/lang/Object;").  Names are interned
 * per run of the verifier so that equal names are equal pointers.  Classes
 * are loaded only where assignability between two different class names
 * needs the hierarchy; interfaces count as java/lang/Object, as in the JVMS.
 *
 * The code has passed cf_check_code_structure (decoding, operands, targets),
 * so pcs, local indexes and constant-pool kinds can be trusted here; stack
 * depths, types and returns are this file's to check. */
#include "vm/verify.h"
#include "util/util.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classfile/opcodes.h"
#include "vm/class.h"
#include "vm/exception.h"
#include "vm/synth.h"

enum {
  T_TOP,
  T_INT,
  T_FLOAT,
  T_LONG,
  T_DOUBLE,
  T_LONG2,
  T_DOUBLE2,
  T_NULL,
  T_UTHIS,
  T_UNINIT,
  T_REF
};

typedef struct VType {
  uint8_t tag;
  uint16_t pc;      /* T_UNINIT: pc of its new */
  const char *name; /* T_REF: interned internal name */
} VType;

/* One frame: locals, then the operand stack. */
typedef struct VFrame {
  VType *t; /* nloc + nstk */
  int32_t sp;
  int32_t locsz;
  bool uthis; /* flagThisUninit */
  bool present;
} VFrame;

typedef struct Names { /* interned strings of one run */
  char **slot;
  uint32_t cap, count;
} Names;

typedef struct V {
  VM *vm; /* NULL when standalone: no class loading */
  Class *cls;
  const ClassFile *cf;
  const CfMember *m;
  const CfCode *c;
  const char *this_name, *super_name;
  uint16_t nloc, nstk;
  VType *loc, *stk; /* current frame: stk = loc + nloc */
  int32_t sp;
  bool uthis;
  int32_t locsz; /* locals defined so far (HotSpot's locals size: long/double reads beyond fail) */
  const char *want; /* the old verifier's name of the type a failed pop expected */
  char old[160];    /* the old verifier's message for the check under way, if it differs */
  char why[600];    /* the reason a frame did not match a stack map frame */
  VFrame *frames;   /* per pc: stack map frames (checking) or merged frames (inference) */
  uint8_t *start;
  uint32_t *work;
  uint32_t nwork;
  size_t frame_bytes;    /* allocated by frame_alloc for this method */
  VType *smlocs, *smstk; /* stack map reading scratch (freed by verify_method: errors longjmp) */
  uint8_t *queued;
  bool inference;
  bool is_init;
  uint32_t pc;
  jmp_buf jb;
  char *err;
  size_t errlen;
  Names names;
  const char *n_object, *n_throwable, *n_string, *n_class, *n_cloneable, *n_serializable;
} V;

/* ---- names ---- */

static uint32_t hash_str(const char *s, size_t n) {
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < n; i++)
    h = (h ^ (uint8_t)s[i]) * 16777619u;
  return h;
}

static _Noreturn void oom(V *v) {
  if (v->errlen) snprintf(v->err, v->errlen, "out of memory in the verifier");
  longjmp(v->jb, 2);
}

static const char *intern_n(V *v, const char *s, size_t n) {
  Names *t = &v->names;
  if (t->count * 2 >= t->cap) {
    uint32_t ncap = t->cap ? t->cap * 2 : 64;
    char **ns = calloc(ncap, sizeof *ns);
    if (!ns) oom(v);
    for (uint32_t i = 0; i < t->cap; i++)
      if (t->slot[i]) {
        uint32_t j = hash_str(t->slot[i], strlen(t->slot[i])) & (ncap - 1);
        while (ns[j])
          j = (j + 1) & (ncap - 1);
        ns[j] = t->slot[i];
      }
    free(t->slot);
    t->slot = ns;
    t->cap = ncap;
  }
  uint32_t j = hash_str(s, n) & (t->cap - 1);
  while (t->slot[j]) {
    if (strlen(t->slot[j]) == n && memcmp(t->slot[j], s, n) == 0) return t->slot[j];
    j = (j + 1) & (t->cap - 1);
  }
  char *p = malloc(n + 1);
  if (!p) oom(v);
  memcpy(p, s, n);
  p[n] = 0;
  t->slot[j] = p;
  t->count++;
  return p;
}
static const char *intern(V *v, const char *s) { return intern_n(v, s, strlen(s)); }

static void names_free(Names *t) {
  for (uint32_t i = 0; i < t->cap; i++)
    free(t->slot[i]);
  free(t->slot);
}

/* ---- types ---- */

static VType ty(uint8_t tag) { return (VType){tag, 0, NULL}; }
static VType ref(V *v, const char *name) { return (VType){T_REF, 0, intern(v, name)}; }

static bool is_ref(VType t) { return t.tag >= T_NULL; }
static bool is_array(VType t) { return t.tag == T_REF && t.name[0] == '['; }

/* Type of a field descriptor at *d (advanced past it).  Two-slot types give
 * the first slot. */
static VType desc_type(V *v, const char **d) {
  const char *s = *d;
  switch (*s) {
  case 'B':
  case 'C':
  case 'S':
  case 'Z':
  case 'I': *d = s + 1; return ty(T_INT);
  case 'F': *d = s + 1; return ty(T_FLOAT);
  case 'J': *d = s + 1; return ty(T_LONG);
  case 'D': *d = s + 1; return ty(T_DOUBLE);
  case 'L': {
    const char *e = strchr(s, ';');
    *d = e + 1;
    return (VType){T_REF, 0, intern_n(v, s + 1, (size_t)(e - s - 1))};
  }
  case '[': {
    const char *e = s;
    while (*e == '[')
      e++;
    e = *e == 'L' ? strchr(e, ';') + 1 : e + 1;
    *d = e;
    return (VType){T_REF, 0, intern_n(v, s, (size_t)(e - s))};
  }
  default: *d = s + 1; return ty(T_TOP); /* V */
  }
}

static bool two(VType t) { return t.tag == T_LONG || t.tag == T_DOUBLE; }
static VType second(VType t) { return ty(t.tag == T_LONG ? T_LONG2 : T_DOUBLE2); }

/* Name of a type for messages, HotSpot style. */
static const char *tname(VType t, char *buf, size_t n) {
  switch (t.tag) {
  case T_TOP: return "top";
  case T_INT: return "integer";
  case T_FLOAT: return "float";
  case T_LONG: return "long";
  case T_DOUBLE: return "double";
  case T_LONG2: return "long_2nd";
  case T_DOUBLE2: return "double_2nd";
  case T_NULL: return "null";
  case T_UTHIS: return "uninitializedThis";
  case T_UNINIT: snprintf(buf, n, "uninitialized %u", t.pc); return buf;
  default: snprintf(buf, n, "'%.200s'", t.name); return buf;
  }
}

/* ---- errors ---- */

/* The old verifier's wording of some headlines (class files before 50). */
static const char *old_wording(const char *head) {
  static const char *const map[][2] = {
      {"Bad type on operand stack", "Expecting to find object/array on stack"},
      {"Operand stack underflow", "Unable to pop operand off an empty stack"},
      {"Operand stack overflow", "Stack size too large"},
      {"Bad local variable type", "Register contains wrong type"},
      {"Bad return type", "Wrong return type in function"},
      {"Call to wrong <init> method", "Call to wrong initialization method"},
      {"Method expects a return value", "Wrong return type in function"},
      {"Constructor must call super() or this() before return",
       "Constructor must call super() or this()"},
  };
  for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
    if (strcmp(map[i][0], head) == 0) return map[i][1];
  return head;
}

__attribute__((format(printf, 3, 4))) static _Noreturn void vfail(V *v, const char *head,
                                                                  const char *fmt, ...) {
  if (v->errlen) {
    char reason[512] = "";
    if (fmt) {
      va_list ap;
      va_start(ap, fmt);
      vsnprintf(reason, sizeof reason, fmt, ap);
      va_end(ap);
    }
    const char *op = v->pc < v->c->code_len ? cf_opcode_name(v->c->code[v->pc]) : "<invalid>";
    char old[160];
    if (v->old[0])
      snprintf(old, sizeof old, "%s", v->old);
    else if (!strcmp(head, "Bad type on operand stack") && v->want)
      snprintf(old, sizeof old, "Expecting to find %s on stack", v->want);
    else
      snprintf(old, sizeof old, "%s", old_wording(head));
    if (v->inference && v->cf->major < 50)
      snprintf(v->err, v->errlen, "(class: %.300s, method: %.200s signature: %.300s) %s",
               v->this_name, v->m->name, v->m->desc, old);
    else
      snprintf(
          v->err, v->errlen,
          "%s\nException Details:\n  Location:\n    %.300s.%.200s%.300s @%u: %s\n  Reason:\n    %s",
          head, v->this_name, v->m->name, v->m->desc, v->pc, op ? op : "?",
          reason[0] ? reason : head);
  }
  longjmp(v->jb, 1);
}

/* The old verifier's message for the next failure (cleared with NULL). */
static void old_msg(V *v, const char *msg) {
  if (msg)
    snprintf(v->old, sizeof v->old, "%s", msg);
  else
    v->old[0] = 0;
}

/* ---- assignability (4.10.1.2) ---- */

/* A class that assignability needs and cannot be found ends verification
 * with NoClassDefFoundError, as in HotSpot (marked by a leading \1). */
static Class *load(V *v, const char *name) {
  if (!v->vm) return NULL;
  Class *c = cls_load(v->vm, name);
  if (!c) {
    if (v->errlen) snprintf(v->err, v->errlen, "\1%.300s", name);
    longjmp(v->jb, 3);
  }
  return c;
}

static bool ref_assignable(V *v, const char *from, const char *to);

/* Array component names: "[I" -> "I" (primitive), "[Ljava/lang/X;" -> "java/lang/X". */
static const char *component(V *v, const char *arr, bool *prim) {
  const char *e = arr + 1;
  *prim = false;
  if (*e == 'L') return intern_n(v, e + 1, strlen(e) - 2);
  if (*e == '[') return intern(v, e);
  *prim = true;
  return e;
}

static bool ref_assignable(V *v, const char *from, const char *to) {
  if (from == to || to == v->n_object) return true;
  if (to[0] == '[') {
    if (from[0] != '[') return false;
    bool fp, tp;
    const char *fc = component(v, from, &fp), *tc = component(v, to, &tp);
    if (fp || tp) return fp && tp && fc[0] == tc[0];
    return ref_assignable(v, fc, tc);
  }
  if (from[0] == '[') return to == v->n_cloneable || to == v->n_serializable;
  if (!v->vm) return false; /* standalone: unknown hierarchy */
  Class *tc = load(v, to);
  if (!tc) return false;
  if (tc->flags & ACC_INTERFACE) return true;
  Class *fc = load(v, from);
  return fc && cls_is_subclass(fc, tc);
}

static bool assignable(V *v, VType from, VType to) {
  if (to.tag == T_TOP) return true;
  switch (to.tag) {
  case T_UNINIT: return from.tag == T_UNINIT && from.pc == to.pc;
  case T_REF:
    if (from.tag == T_NULL) return true;
    return from.tag == T_REF && ref_assignable(v, from.name, to.name);
  default: return from.tag == to.tag;
  }
}

/* Least upper bound of two references (inference). */
static const char *lub_name(V *v, const char *a, const char *b) {
  if (a == b) return a;
  if (a[0] == '[' && b[0] == '[') {
    bool ap, bp;
    const char *ac = component(v, a, &ap), *bc = component(v, b, &bp);
    if (ap || bp) return v->n_object;
    const char *l = lub_name(v, ac, bc);
    char buf[1024];
    if (l[0] == '[')
      snprintf(buf, sizeof buf, "[%s", l);
    else
      snprintf(buf, sizeof buf, "[L%s;", l);
    return intern(v, buf);
  }
  if (a[0] == '[' || b[0] == '[') return v->n_object;
  if (!v->vm) return v->n_object;
  Class *ca = load(v, a), *cb = load(v, b);
  if (!ca || !cb || (ca->flags & ACC_INTERFACE) || (cb->flags & ACC_INTERFACE)) return v->n_object;
  for (Class *k = ca; k; k = k->super)
    if (cls_is_subclass(cb, k)) return intern(v, k->name);
  return v->n_object;
}

/* ---- the current frame ---- */

static void push(V *v, VType t) {
  int n = two(t) ? 2 : 1;
  if (v->sp + n > v->nstk) vfail(v, "Operand stack overflow", "Exceeded max stack size.");
  v->stk[v->sp++] = t;
  if (n == 2) v->stk[v->sp++] = second(t);
}

static void push_desc(V *v, const char *d) {
  VType t = desc_type(v, &d);
  if (t.tag != T_TOP) push(v, t);
}

static void underflow(V *v) { vfail(v, "Operand stack underflow", "Attempt to pop empty stack."); }

static _Noreturn void bad_stack(V *v, int idx, const char *want) {
  char b[256];
  vfail(v, "Bad type on operand stack",
        "Type %s (current frame, stack[%d]) is not assignable to %s",
        tname(v->stk[idx], b, sizeof b), idx, want);
}

/* Pop a value assignable to t (two slots for long and double). */
static VType pop_t(V *v, VType t) {
  char b[256];
  v->want = t.tag == T_INT      ? "integer"
            : t.tag == T_FLOAT  ? "float"
            : t.tag == T_LONG   ? "long"
            : t.tag == T_DOUBLE ? "double"
                                : "object/array";
  if (two(t)) {
    /* HotSpot names the lower slot when both are there and it is wrong */
    if (v->sp < 1) underflow(v);
    bool top_ok = v->stk[v->sp - 1].tag == second(t).tag;
    if (v->sp >= 2 && v->stk[v->sp - 2].tag != t.tag)
      bad_stack(v, v->sp - 2, tname(t, b, sizeof b));
    if (!top_ok) bad_stack(v, v->sp - 1, tname(second(t), b, sizeof b));
    if (v->sp < 2) underflow(v);
    v->sp -= 2;
    return t;
  }
  if (v->sp < 1) underflow(v);
  VType s = v->stk[v->sp - 1];
  if (!assignable(v, s, t)) bad_stack(v, v->sp - 1, tname(t, b, sizeof b));
  v->sp--;
  return s;
}

/* Pop any reference (initialized or not, or null). */
static VType pop_ref(V *v) {
  v->want = "object/array";
  if (v->sp < 1) underflow(v);
  VType s = v->stk[v->sp - 1];
  if (!is_ref(s)) bad_stack(v, v->sp - 1, "reference type");
  v->sp--;
  return s;
}

static void pop_int(V *v) { pop_t(v, ty(T_INT)); }

/* The top n slots must not cut a long or double in two at depth n (and at
 * the inner cut, when cut > 0): the dup/pop/swap category rules. */
static void need_slots(V *v, int n, int cut) {
  if (v->sp < n) underflow(v);
  old_msg(v, "Attempt to split long or double on the stack");
  VType b = v->stk[v->sp - n];
  if (b.tag == T_LONG2 || b.tag == T_DOUBLE2) bad_stack(v, v->sp - n, "category1 type");
  if (cut) {
    VType c = v->stk[v->sp - cut];
    if (c.tag == T_LONG2 || c.tag == T_DOUBLE2) bad_stack(v, v->sp - cut, "category1 type");
  }
  if (v->stk[v->sp - 1].tag == T_LONG || v->stk[v->sp - 1].tag == T_DOUBLE)
    bad_stack(v, v->sp - 1, "category1 type");
  old_msg(v, NULL);
}

static _Noreturn void bad_local(V *v, uint32_t i, const char *want) {
  char b[256];
  snprintf(v->old, sizeof v->old, "Register %u contains wrong type", i);
  vfail(v, "Bad local variable type", "Type %s (current frame, locals[%u]) is not assignable to %s",
        tname(v->loc[i], b, sizeof b), i, want);
}

static void load_local(V *v, uint32_t i, VType t) {
  char b[256];
  if (two(t)) {
    if ((int32_t)i >= v->locsz - 1)
      vfail(v, "get long/double overflows locals", "Local index %u is invalid", i);
    if (i + 1 >= v->nloc || v->loc[i].tag != t.tag || v->loc[i + 1].tag != second(t).tag)
      bad_local(v, i, tname(t, b, sizeof b));
    push(v, t);
  } else if (t.tag == T_REF) { /* aload: any reference */
    if (!is_ref(v->loc[i])) bad_local(v, i, "reference type");
    push(v, v->loc[i]);
  } else {
    if (v->loc[i].tag != t.tag) bad_local(v, i, tname(t, b, sizeof b));
    push(v, t);
  }
}

static void set_local(V *v, uint32_t i, VType t) {
  if (i > 0 && two(v->loc[i - 1])) v->loc[i - 1] = ty(T_TOP);
  uint32_t last = i + (two(t) ? 1 : 0);
  if (last + 1 < v->nloc && two(v->loc[last]) && v->loc[last + 1].tag == second(v->loc[last]).tag)
    v->loc[last + 1] = ty(T_TOP);
  v->loc[i] = t;
  if (two(t)) v->loc[i + 1] = second(t);
  if ((int32_t)last + 1 > v->locsz) v->locsz = (int32_t)last + 1;
}

static void store_local(V *v, uint32_t i, VType t) {
  VType s = t.tag == T_REF ? pop_ref(v) : pop_t(v, t);
  set_local(v, i, t.tag == T_REF ? s : t);
}

/* Replace every occurrence of an uninitialized type by the initialized one. */
static void initialize(V *v, VType from, VType to) {
  for (int i = 0; i < v->nloc + v->sp; i++) {
    VType *x = &v->loc[i];
    if (x->tag == from.tag && (from.tag != T_UNINIT || x->pc == from.pc)) *x = to;
  }
}

/* ---- frames ---- */

static size_t fslots(V *v) { return (size_t)v->nloc + v->nstk; }

static VFrame *frame_at(V *v, uint32_t pc) { return &v->frames[pc]; }

/* Frames of one method may take at most this much memory (a class file can
 * ask for 65535 locals at each of thousands of pcs). */
#define FRAME_BUDGET ((size_t)256 << 20)

static void frame_alloc(V *v, VFrame *f) {
  if (!f->t) {
    size_t bytes = (fslots(v) ? fslots(v) : 1) * sizeof(VType);
    if (v->frame_bytes + bytes > FRAME_BUDGET) oom(v);
    f->t = calloc(1, bytes);
    if (!f->t) oom(v);
    v->frame_bytes += bytes;
  }
}

/* Is the current frame (locals, and the stack given) assignable to f?  0 yes,
 * 1 the stack sizes differ (HotSpot reports that at the current pc), 2 a type
 * or the flags differ (reported at the target's pc). */
static int frame_assignable(V *v, const VType *stk, int32_t sp, bool uthis, const VFrame *f) {
  char b1[256], b2[256];
  if (sp != f->sp) {
    snprintf(v->why, sizeof v->why, "Current frame's stack size doesn't match stackmap.");
    return 1;
  }
  for (int i = 0; i < v->nloc; i++)
    if (!assignable(v, v->loc[i], f->t[i])) {
      snprintf(
          v->why, sizeof v->why,
          "Type %s (current frame, locals[%d]) is not assignable to %s (stack map, locals[%d])",
          tname(v->loc[i], b1, sizeof b1), i, tname(f->t[i], b2, sizeof b2), i);
      return 2;
    }
  for (int i = 0; i < sp; i++)
    if (!assignable(v, stk[i], f->t[v->nloc + i])) {
      snprintf(v->why, sizeof v->why,
               "Type %s (current frame, stack[%d]) is not assignable to %s (stack map, stack[%d])",
               tname(stk[i], b1, sizeof b1), i, tname(f->t[v->nloc + i], b2, sizeof b2), i);
      return 2;
    }
  if (uthis && !f->uthis) {
    snprintf(v->why, sizeof v->why,
             "Current frame's flags are not assignable to stack map frame's.");
    return 2;
  }
  return 0;
}

static void load_frame(V *v, const VFrame *f) {
  memcpy(v->loc, f->t, fslots(v) * sizeof(VType));
  v->sp = f->sp;
  v->locsz = f->locsz;
  v->uthis = f->uthis;
}

/* Merge one slot (inference): equal stays, references meet at their lub,
 * anything else becomes top.  *bad: a stack slot that cannot merge. */
static VType merge_slot(V *v, VType a, VType b, bool *changed) {
  if (a.tag == b.tag && (a.tag != T_UNINIT || a.pc == b.pc) && (a.tag != T_REF || a.name == b.name))
    return a;
  VType r = ty(T_TOP);
  if (a.tag == T_NULL && b.tag == T_REF)
    r = b;
  else if (a.tag == T_REF && b.tag == T_NULL)
    r = a;
  else if (a.tag == T_REF && b.tag == T_REF)
    r = (VType){T_REF, 0, lub_name(v, a.name, b.name)};
  if (r.tag != a.tag || r.name != a.name || r.pc != a.pc) *changed = true;
  return r;
}

static void queue(V *v, uint32_t pc) {
  if (!v->queued[pc]) {
    v->queued[pc] = 1;
    v->work[v->nwork++] = pc;
  }
}

/* Control passes to target with the current locals and the given stack. */
static void flow(V *v, uint32_t target, const VType *stk, int32_t sp, bool handler) {
  VFrame *f = frame_at(v, target);
  if (!v->inference) {
    if (!f->present) {
      char head[128];
      snprintf(head, sizeof head, "Expecting a stackmap frame at branch target %u", target);
      vfail(v, head, "Expected stackmap frame at this location.");
    }
    int bad = frame_assignable(v, stk, sp, v->uthis, f);
    if (bad) {
      char head[128];
      if (bad == 2) v->pc = target;
      if (handler)
        snprintf(head, sizeof head, "Stack map does not match the one at exception handler %u",
                 target);
      else
        snprintf(head, sizeof head, "Inconsistent stackmap frames at branch target %u", target);
      vfail(v, head, "%s", v->why);
    }
    return;
  }
  if (!f->present) {
    frame_alloc(v, f);
    memcpy(f->t, v->loc, v->nloc * sizeof(VType));
    memcpy(f->t + v->nloc, stk, (size_t)sp * sizeof(VType));
    f->sp = sp;
    f->uthis = v->uthis;
    f->locsz = v->nloc;
    f->present = true;
    queue(v, target);
    return;
  }
  if (f->sp != sp)
    vfail(v, "Inconsistent stack height", "Inconsistent stack height %d != %d", f->sp, sp);
  bool changed = false;
  for (int i = 0; i < v->nloc; i++)
    f->t[i] = merge_slot(v, f->t[i], v->loc[i], &changed);
  for (int i = 0; i < sp; i++) {
    VType a = f->t[v->nloc + i], b = stk[i];
    VType m = merge_slot(v, a, b, &changed);
    if (m.tag == T_TOP && (a.tag != T_TOP || b.tag != T_TOP))
      vfail(v, "Mismatched stack types", "Mismatched stack types at %u", target);
    f->t[v->nloc + i] = m;
  }
  if (v->uthis && !f->uthis) f->uthis = true, changed = true;
  if (changed) queue(v, target);
}

static void branch(V *v, uint32_t target) { flow(v, target, v->stk, v->sp, false); }

/* The handlers covering pc receive the current locals and their exception. */
static void handlers(V *v, uint32_t pc) {
  for (uint16_t i = 0; i < v->c->nhandlers; i++) {
    const CfHandler *h = &v->c->handlers[i];
    if (pc < h->start_pc || pc >= h->end_pc) continue;
    VType ex = h->catch_type ? ref(v, cf_class_name(v->cf, h->catch_type))
                             : (VType){T_REF, 0, v->n_throwable};
    flow(v, h->handler_pc, &ex, 1, true);
  }
}

static const char *cls_at(V *v, uint32_t idx);

static void catch_types(V *v) {
  for (uint16_t i = 0; i < v->c->nhandlers; i++) {
    const CfHandler *h = &v->c->handlers[i];
    if (h->catch_type && !ref_assignable(v, cls_at(v, h->catch_type), v->n_throwable)) {
      char head[128];
      v->pc = h->handler_pc;
      snprintf(head, sizeof head,
               "Catch type is not a subclass of Throwable in exception handler %u", h->handler_pc);
      old_msg(v, "catch_type not a subclass of Throwable");
      vfail(v, head, "Type '%.300s' (constant pool %u) is not assignable to 'java/lang/Throwable'",
            cls_at(v, h->catch_type), h->catch_type);
    }
  }
}

/* ---- stack maps (4.7.4) ---- */

typedef struct SMReader {
  V *v;
  const uint8_t *p, *end;
} SMReader;

static _Noreturn void smfail(V *v, const char *what) {
  char head[160];
  v->pc = 0;
  snprintf(head, sizeof head, "StackMapTable error: %s", what);
  vfail(v, head, "Invalid stackmap specification.");
}

static uint32_t sm_u1(SMReader *r) {
  if (r->p >= r->end) smfail(r->v, "bad attribute length");
  return *r->p++;
}
static uint32_t sm_u2(SMReader *r) {
  uint32_t a = sm_u1(r);
  return a << 8 | sm_u1(r);
}

static VType sm_type(SMReader *r) {
  V *v = r->v;
  uint32_t tag = sm_u1(r);
  switch (tag) {
  case 0: return ty(T_TOP);
  case 1: return ty(T_INT);
  case 2: return ty(T_FLOAT);
  case 3: return ty(T_DOUBLE);
  case 4: return ty(T_LONG);
  case 5: return ty(T_NULL);
  case 6: return ty(T_UTHIS);
  case 7: {
    uint32_t i = sm_u2(r);
    if (i == 0 || i >= v->cf->cp_count || v->cf->cp[i].tag != CF_Class)
      smfail(v, "bad class index");
    return ref(v, cf_class_name(v->cf, (uint16_t)i));
  }
  case 8: {
    uint32_t pc = sm_u2(r);
    if (pc >= v->c->code_len || !v->start[pc] || v->c->code[pc] != OP_NEW)
      smfail(v, "bad uninitialized type offset");
    return (VType){T_UNINIT, (uint16_t)pc, NULL};
  }
  default: smfail(v, "bad verification type");
  }
}

/* Expand a list of verification types (long/double counted once) into slots. */
static int expand(V *v, const VType *list, int n, VType *out, int cap, const char *what) {
  int k = 0;
  for (int i = 0; i < n; i++) {
    if (k + (two(list[i]) ? 2 : 1) > cap) smfail(v, what);
    out[k++] = list[i];
    if (two(list[i])) out[k++] = second(list[i]);
  }
  return k;
}

static void read_stackmap(V *v, VType *init_list, int ninit) {
  const CfCode *c = v->c;
  if (c->nstackmaps > 1) vfail(v, "Multiple StackMapTable attributes", NULL);
  if (!c->stackmap) return;
  SMReader r = {v, c->stackmap, c->stackmap + c->stackmap_len};
  int cap = v->nloc + 1;
  VType *locs = v->smlocs =
      calloc((size_t)cap, sizeof(VType)); /* the previous frame's locals, as a list */
  VType *stk = v->smstk = calloc((size_t)v->nstk + 1, sizeof(VType));
  if (!locs || !stk) oom(v);
  int nl = ninit < cap ? ninit : cap;
  memcpy(locs, init_list, (size_t)nl * sizeof(VType));
  uint32_t n = sm_u2(&r);
  int64_t pc = -1;
  for (uint32_t i = 0; i < n; i++) {
    uint32_t type = sm_u1(&r), delta, ns = 0;
    if (type < 64) {
      delta = type;
    } else if (type < 128) {
      delta = type - 64;
      ns = 1;
      stk[0] = sm_type(&r);
    } else if (type < 247) {
      smfail(v, "reserved frame type");
    } else if (type == 247) {
      delta = sm_u2(&r);
      ns = 1;
      stk[0] = sm_type(&r);
    } else if (type < 251) {
      delta = sm_u2(&r);
      int k = (int)(251 - type);
      if (k > nl) smfail(v, "bad chop frame");
      nl -= k;
    } else if (type == 251) {
      delta = sm_u2(&r);
    } else if (type < 255) {
      delta = sm_u2(&r);
      for (uint32_t k = 0; k < type - 251; k++) {
        if (nl >= cap) smfail(v, "bad append frame");
        locs[nl++] = sm_type(&r);
      }
    } else {
      delta = sm_u2(&r);
      uint32_t k = sm_u2(&r);
      if (k > (uint32_t)cap) smfail(v, "bad full frame locals");
      nl = 0;
      for (uint32_t j = 0; j < k; j++)
        locs[nl++] = sm_type(&r);
      ns = sm_u2(&r);
      if (ns > v->nstk) smfail(v, "bad full frame stack");
      for (uint32_t j = 0; j < ns; j++)
        stk[j] = sm_type(&r);
    }
    pc = pc + delta + 1;
    if (pc >= c->code_len || !v->start[pc]) {
      v->pc = (uint32_t)(pc < c->code_len ? pc : 0);
      smfail(v, "bad offset");
    }
    VFrame *f = frame_at(v, (uint32_t)pc);
    frame_alloc(v, f);
    for (int j = 0; j < v->nloc; j++)
      f->t[j] = ty(T_TOP);
    v->pc = (uint32_t)pc;
    f->locsz = expand(v, locs, nl, f->t, v->nloc, "local size exceeds max_locals");
    f->sp = expand(v, stk, (int)ns, f->t + v->nloc, v->nstk, "stack size exceeds max_stack");
    f->uthis = false;
    for (int j = 0; j < v->nloc; j++)
      if (f->t[j].tag == T_UTHIS) f->uthis = true;
    f->present = true;
  }
  if (r.p != r.end) smfail(v, "wrong attribute size");
}

/* ---- instructions ---- */

static const char *cls_at(V *v, uint32_t idx) {
  return intern(v, cf_class_name(v->cf, (uint16_t)idx));
}

static VType class_type(V *v, uint32_t idx) { return (VType){T_REF, 0, cls_at(v, idx)}; }

static const char *old_array(const char *elems) {
  switch (elems[0]) {
  case 'I': return "Expecting to find array of ints on stack";
  case 'J': return "Expecting to find array of longs on stack";
  case 'F': return "Expecting to find array of floats on stack";
  case 'D': return "Expecting to find array of doubles on stack";
  case 'B': return "Expecting to find array of bytes or Booleans on stack";
  case 'C': return "Expecting to find array of chars on stack";
  case 'S': return "Expecting to find array of shorts on stack";
  default: return "Expecting to find array of objects or arrays on stack";
  }
}

/* HotSpot's reason when an array instruction finds the wrong array. */
static _Noreturn void bad_array(V *v, VType a, const char *elems, int idx) {
  char head[80], b[256];
  snprintf(head, sizeof head, "Bad type on operand stack in %s", cf_opcode_name(v->c->code[v->pc]));
  tname(a, b, sizeof b);
  if (elems[1] == 'Z' || v->c->code[v->pc] == OP_ARRAYLENGTH)
    vfail(v, head, "Invalid type: %s (current frame, stack[%d])", b, idx);
  if (elems[0] == 'L')
    vfail(v, head, "Type %s (current frame, stack[%d]) is not assignable to reference type", b,
          idx);
  vfail(v, head, "Type %s (current frame, stack[%d]) is not assignable to '[%c'", b, idx, elems[0]);
}

static void array_load(V *v, const char *elems, VType push_t) {
  pop_int(v);
  old_msg(v, old_array(elems));
  VType a = pop_ref(v);
  bool ok = a.tag == T_NULL;
  if (a.tag == T_REF && a.name[0] == '[' && a.name[1]) ok = strchr(elems, a.name[1]) != NULL;
  if (!ok && a.tag != T_REF && a.tag != T_NULL) {
    v->sp++;
    bad_stack(v, v->sp - 1, "array");
  }
  if (!ok) bad_array(v, a, elems, v->sp);
  old_msg(v, NULL);
  if (push_t.tag == T_REF) { /* aaload: the component */
    if (a.tag == T_NULL)
      push(v, ty(T_NULL));
    else {
      const char *d = a.name + 1;
      push(v, desc_type(v, &d));
    }
  } else {
    push(v, push_t);
  }
}

static void array_store(V *v, const char *elems, VType val) {
  if (val.tag == T_REF && v->sp >= 1 && is_ref(v->stk[v->sp - 1]))
    v->sp--; /* any reference, checked at run time */
  else
    pop_t(v, val);
  pop_int(v);
  old_msg(v, old_array(elems));
  VType a = pop_ref(v);
  bool ok = a.tag == T_NULL;
  if (a.tag == T_REF && a.name[0] == '[' && a.name[1]) ok = strchr(elems, a.name[1]) != NULL;
  if (ok) old_msg(v, NULL);
  if (!ok) bad_array(v, a, elems, v->sp);
}

/* Descriptor of the NameAndType of a member reference, and its name. */
static const char *ref_desc(V *v, uint32_t idx, const char **name) {
  const CfConst *e = &v->cf->cp[idx];
  uint16_t nat = e->tag == CF_InvokeDynamic || e->tag == CF_Dynamic ? e->u.dyn.nat : e->u.ref.nat;
  if (name) *name = cf_nat_name(v->cf, nat);
  return cf_nat_desc(v->cf, nat);
}

static uint32_t ref_class(V *v, uint32_t idx) { return v->cf->cp[idx].u.ref.cls; }

/* JVMS 4.10.1.8: a protected member of a superclass in another package may
 * only be used on objects of the current class (or its subclasses). */
static void protected_check(V *v, uint32_t idx, bool field, VType recv) {
  if (!v->vm || recv.tag != T_REF || !v->cls) return;
  const char *cname = cls_at(v, ref_class(v, idx));
  if (cname[0] == '[' || cls_same_package(cname, v->this_name)) return;
  /* only a superclass of the current class can grant protected access: look
   * along the (loaded) superclass chain by name, without loading anything */
  Class *rc = NULL;
  for (Class *k = v->cls->super; k && !rc; k = k->super)
    if (strcmp(k->name, cname) == 0) rc = k;
  if (!rc) return;
  const char *name;
  const char *desc = ref_desc(v, idx, &name);
  const char *iname = sym_intern(v->vm, name), *idesc = sym_intern(v->vm, desc);
  uint16_t flags = 0;
  Class *decl = NULL;
  if (field) {
    Field *f = cls_find_field(rc, iname, idesc);
    if (!f) return;
    flags = f->flags, decl = f->cls;
  } else {
    Method *m = cls_find_method(rc, iname, idesc);
    if (!m) return;
    flags = m->flags, decl = m->cls;
  }
  if (!(flags & ACC_PROTECTED) || cls_same_package(decl->name, v->this_name)) return;
  if (!ref_assignable(v, recv.name, v->this_name)) {
    char head[96];
    snprintf(head, sizeof head, "Bad access to protected data in %s",
             cf_opcode_name(v->c->code[v->pc]));
    vfail(v, head, "Type '%.300s' (current frame, stack[%d]) is not assignable to '%.300s'",
          recv.name, v->sp, v->this_name);
  }
}

static void field_op(V *v, unsigned op, uint32_t idx) {
  const char *desc = ref_desc(v, idx, NULL), *d = desc;
  VType ft = desc_type(v, &d);
  VType owner = class_type(v, ref_class(v, idx));
  switch (op) {
  case OP_GETSTATIC: push(v, ft); break;
  case OP_PUTSTATIC: pop_t(v, ft); break;
  case OP_GETFIELD: {
    VType r = pop_t(v, owner);
    protected_check(v, idx, true, r);
    push(v, ft);
    break;
  }
  default: { /* putfield */
    pop_t(v, ft);
    if (v->sp >= 1 && v->stk[v->sp - 1].tag == T_UTHIS && owner.name == v->this_name) {
      /* a constructor may set its own class's fields before super() */
      v->sp--;
    } else {
      VType r = pop_t(v, owner);
      protected_check(v, idx, true, r);
    }
    break;
  }
  }
}

static void invoke_op(V *v, unsigned op, uint32_t idx) {
  const char *name;
  const char *desc = ref_desc(v, idx, &name);
  /* arguments, last first */
  VType args[256];
  int n = 0;
  for (const char *d = desc + 1; *d != ')' && n < 256;)
    args[n++] = desc_type(v, &d);
  old_msg(v, "Incompatible argument to function");
  for (int i = n - 1; i >= 0; i--) {
    if (args[i].tag == T_REF) {
      if (v->sp < 1) underflow(v);
      VType s = v->stk[v->sp - 1];
      if (!assignable(v, s, args[i])) {
        char b[256];
        if (s.tag != T_REF && s.tag != T_NULL)
          old_msg(v, "Expecting to find object/array on stack");
        bad_stack(v, v->sp - 1, tname(args[i], b, sizeof b));
      }
      v->sp--;
    } else {
      pop_t(v, args[i]);
    }
  }
  old_msg(v, NULL);
  if (op == OP_INVOKESPECIAL && strcmp(name, "<init>") == 0) {
    if (v->sp < 1) underflow(v);
    VType r = v->stk[v->sp - 1];
    const char *owner = cls_at(v, ref_class(v, idx));
    if (r.tag == T_UTHIS) {
      if (owner != v->this_name && owner != v->super_name)
        vfail(v, "Bad <init> method call", "Type %s is not the current class or its superclass",
              owner);
      v->sp--;
      VType init = (VType){T_REF, 0, v->this_name};
      initialize(v, r, init);
      v->uthis = false;
    } else if (r.tag == T_UNINIT) {
      const char *made = cls_at(v, be_u2(v->c->code + r.pc + 1));
      if (made != owner)
        vfail(v, "Call to wrong <init> method",
              "Type '%.300s' (constant pool %u) is not assignable to '%.300s' (constant pool %u)",
              made, be_u2(v->c->code + r.pc + 1), owner, idx);
      v->sp--;
      initialize(v, r, (VType){T_REF, 0, made});
    } else {
      char b[256];
      vfail(v, "Bad operand type when invoking <init>",
            "Type %s (current frame, stack[%d]) is not uninitialized", tname(r, b, sizeof b),
            v->sp - 1);
    }
  } else if (op != OP_INVOKESTATIC && op != OP_INVOKEDYNAMIC) {
    VType owner = class_type(v, ref_class(v, idx));
    if (op == OP_INVOKESPECIAL) {
      if (owner.name != v->this_name && !ref_assignable(v, v->this_name, owner.name))
        vfail(v,
              "Bad invokespecial instruction: current class isn't assignable to reference class.",
              NULL);
      owner = (VType){T_REF, 0, v->this_name};
    }
    old_msg(v, "Incompatible object argument for function call");
    VType r = pop_t(v, owner);
    old_msg(v, NULL);
    if (op == OP_INVOKEVIRTUAL) protected_check(v, idx, false, r);
  }
  push_desc(v, strchr(desc, ')') + 1);
}

static void ldc_op(V *v, uint32_t idx, bool wide2) {
  const CfConst *e = &v->cf->cp[idx];
  switch (e->tag) {
  case CF_Integer: push(v, ty(T_INT)); break;
  case CF_Float: push(v, ty(T_FLOAT)); break;
  case CF_Long: push(v, ty(T_LONG)); break;
  case CF_Double: push(v, ty(T_DOUBLE)); break;
  case CF_String: push(v, (VType){T_REF, 0, v->n_string}); break;
  case CF_Class: push(v, (VType){T_REF, 0, v->n_class}); break;
  case CF_MethodType: push(v, ref(v, "java/lang/invoke/MethodType")); break;
  case CF_MethodHandle: push(v, ref(v, "java/lang/invoke/MethodHandle")); break;
  default: push_desc(v, ref_desc(v, idx, NULL)); break; /* Dynamic */
  }
  (void)wide2;
}

static void do_return(V *v, unsigned op) {
  const char *r = strchr(v->m->desc, ')') + 1;
  if (op == OP_RETURN) {
    if (*r != 'V') vfail(v, "Method expects a return value", "Error exists in the bytecode");
    if (v->is_init && v->uthis)
      vfail(v, "Constructor must call super() or this() before return",
            "Error exists in the bytecode");
    return;
  }
  VType got;
  switch (op) {
  case OP_IRETURN: got = pop_t(v, ty(T_INT)); break;
  case OP_LRETURN: got = pop_t(v, ty(T_LONG)); break;
  case OP_FRETURN: got = pop_t(v, ty(T_FLOAT)); break;
  case OP_DRETURN: got = pop_t(v, ty(T_DOUBLE)); break;
  default: got = pop_ref(v); break;
  }
  if (*r == 'V') vfail(v, "Method does not expect a return value", "Error exists in the bytecode");
  const char *d = r;
  VType want = desc_type(v, &d);
  if (!assignable(v, got, want)) {
    char b1[256], b2[256];
    vfail(v, "Bad return type",
          "Type %s (current frame, stack[%d]) is not assignable to %s (from method signature)",
          tname(got, b1, sizeof b1), v->sp, tname(want, b2, sizeof b2));
  }
}

static uint32_t insn_len(const uint8_t *c, uint32_t pc) {
  unsigned op = c[pc];
  if (op == OP_TABLESWITCH || op == OP_LOOKUPSWITCH) {
    uint32_t b = (pc + 4) & ~3u;
    if (op == OP_TABLESWITCH)
      return b - pc + 12 + 4 * (uint32_t)(be_s4(c + b + 8) - be_s4(c + b + 4) + 1);
    return b - pc + 8 + 8 * (uint32_t)be_s4(c + b + 4);
  }
  if (op == OP_WIDE) return c[pc + 1] == OP_IINC ? 6 : 4;
  return (uint32_t)cf_opcode_len(op);
}

/* Handlers see the locals after each instruction, and also the locals before
 * the ones that change them: stores, and invokespecial (an <init> call). */
static bool pre_handlers(const uint8_t *c) {
  unsigned op = c[0] == OP_WIDE ? c[1] : c[0];
  return (op >= OP_ISTORE && op <= OP_ASTORE_3) || op == OP_INVOKESPECIAL;
}

/* Apply the instruction at pc to the current frame; branch targets get the
 * frame after its pops.  Returns whether control may fall through. */
static bool exec(V *v, uint32_t pc) {
  const uint8_t *c = v->c->code + pc;
  unsigned op = c[0];
  static const uint8_t kinds[] = {T_INT, T_LONG, T_FLOAT, T_DOUBLE, T_REF};
  if (op >= OP_ILOAD_0 && op <= OP_ALOAD_3) {
    load_local(v, (op - OP_ILOAD_0) % 4, ty(kinds[(op - OP_ILOAD_0) / 4]));
    return true;
  }
  if (op >= OP_ISTORE_0 && op <= OP_ASTORE_3) {
    store_local(v, (op - OP_ISTORE_0) % 4, ty(kinds[(op - OP_ISTORE_0) / 4]));
    return true;
  }
  if (op >= OP_ILOAD && op <= OP_ALOAD) {
    load_local(v, c[1], ty(kinds[op - OP_ILOAD]));
    return true;
  }
  if (op >= OP_ISTORE && op <= OP_ASTORE) {
    store_local(v, c[1], ty(kinds[op - OP_ISTORE]));
    return true;
  }
  if (op >= OP_ICONST_M1 && op <= OP_ICONST_5) {
    push(v, ty(T_INT));
    return true;
  }
  if (op >= OP_IFEQ && op <= OP_IFLE) {
    pop_int(v);
    branch(v, (uint32_t)((int32_t)pc + (int16_t)be_u2(c + 1)));
    return true;
  }
  if (op >= OP_IF_ICMPEQ && op <= OP_IF_ICMPLE) {
    pop_int(v);
    pop_int(v);
    branch(v, (uint32_t)((int32_t)pc + (int16_t)be_u2(c + 1)));
    return true;
  }
  /* the arithmetic families: i l f d by opcode order */
  if (op >= OP_IADD && op <= OP_DNEG) {
    VType t = ty(kinds[(op - OP_IADD) % 4]);
    if (op < OP_INEG) pop_t(v, t);
    pop_t(v, t);
    push(v, t);
    return true;
  }
  if (op >= OP_ISHL && op <= OP_LUSHR) {
    VType t = ty((op - OP_ISHL) % 2 ? T_LONG : T_INT);
    pop_int(v);
    pop_t(v, t);
    push(v, t);
    return true;
  }
  if (op >= OP_IAND && op <= OP_LXOR) {
    VType t = ty((op - OP_IAND) % 2 ? T_LONG : T_INT);
    pop_t(v, t);
    pop_t(v, t);
    push(v, t);
    return true;
  }
  if (op >= OP_I2L && op <= OP_D2F) {
    static const uint8_t from[] = {T_INT,   T_INT,   T_INT,   T_LONG,   T_LONG,   T_LONG,
                                   T_FLOAT, T_FLOAT, T_FLOAT, T_DOUBLE, T_DOUBLE, T_DOUBLE};
    static const uint8_t to[] = {T_LONG, T_FLOAT, T_DOUBLE, T_INT, T_FLOAT, T_DOUBLE,
                                 T_INT,  T_LONG,  T_DOUBLE, T_INT, T_LONG,  T_FLOAT};
    pop_t(v, ty(from[op - OP_I2L]));
    push(v, ty(to[op - OP_I2L]));
    return true;
  }
  switch (op) {
  case OP_NOP: return true;
  case OP_I2B:
  case OP_I2C:
  case OP_I2S:
    pop_int(v);
    push(v, ty(T_INT));
    return true;
  case OP_ACONST_NULL: push(v, ty(T_NULL)); return true;
  case OP_LCONST_0:
  case OP_LCONST_1: push(v, ty(T_LONG)); return true;
  case OP_FCONST_0:
  case OP_FCONST_1:
  case OP_FCONST_2: push(v, ty(T_FLOAT)); return true;
  case OP_DCONST_0:
  case OP_DCONST_1: push(v, ty(T_DOUBLE)); return true;
  case OP_BIPUSH:
  case OP_SIPUSH: push(v, ty(T_INT)); return true;
  case OP_LDC: ldc_op(v, c[1], false); return true;
  case OP_LDC_W: ldc_op(v, be_u2(c + 1), false); return true;
  case OP_LDC2_W: ldc_op(v, be_u2(c + 1), true); return true;
  case OP_IALOAD: array_load(v, "I", ty(T_INT)); return true;
  case OP_LALOAD: array_load(v, "J", ty(T_LONG)); return true;
  case OP_FALOAD: array_load(v, "F", ty(T_FLOAT)); return true;
  case OP_DALOAD: array_load(v, "D", ty(T_DOUBLE)); return true;
  case OP_AALOAD: array_load(v, "L[", ty(T_REF)); return true;
  case OP_BALOAD: array_load(v, "BZ", ty(T_INT)); return true;
  case OP_CALOAD: array_load(v, "C", ty(T_INT)); return true;
  case OP_SALOAD: array_load(v, "S", ty(T_INT)); return true;
  case OP_IASTORE: array_store(v, "I", ty(T_INT)); return true;
  case OP_LASTORE: array_store(v, "J", ty(T_LONG)); return true;
  case OP_FASTORE: array_store(v, "F", ty(T_FLOAT)); return true;
  case OP_DASTORE: array_store(v, "D", ty(T_DOUBLE)); return true;
  case OP_AASTORE: array_store(v, "L[", (VType){T_REF, 0, v->n_object}); return true;
  case OP_BASTORE: array_store(v, "BZ", ty(T_INT)); return true;
  case OP_CASTORE: array_store(v, "C", ty(T_INT)); return true;
  case OP_SASTORE: array_store(v, "S", ty(T_INT)); return true;
  case OP_POP:
    need_slots(v, 1, 0);
    v->sp -= 1;
    return true;
  case OP_POP2:
    need_slots(v, 2, 0);
    v->sp -= 2;
    return true;
  case OP_DUP:
    need_slots(v, 1, 0);
    push(v, v->stk[v->sp - 1]);
    return true;
  case OP_DUP_X1:
  case OP_DUP_X2:
  case OP_DUP2:
  case OP_DUP2_X1:
  case OP_DUP2_X2:
  case OP_SWAP: {
    /* take `n` slots, of which the top `top` are duplicated below the rest */
    int n = op == OP_DUP_X1 || op == OP_DUP2 || op == OP_SWAP ? 2 : op == OP_DUP2_X2 ? 4 : 3;
    int top = op == OP_DUP_X1 || op == OP_DUP_X2 || op == OP_SWAP ? 1 : 2;
    need_slots(v, n, top == n ? 0 : top);
    VType s[4];
    memcpy(s, v->stk + v->sp - n, (size_t)n * sizeof(VType));
    if (op == OP_SWAP) {
      v->stk[v->sp - 2] = s[1];
      v->stk[v->sp - 1] = s[0];
      return true;
    }
    if (v->sp + top > v->nstk) vfail(v, "Operand stack overflow", "Exceeded max stack size.");
    int b = v->sp - n;
    if (op == OP_DUP2) {
      v->stk[v->sp] = s[0];
      v->stk[v->sp + 1] = s[1];
    } else {
      memcpy(v->stk + b, s + n - top, (size_t)top * sizeof(VType));
      memcpy(v->stk + b + top, s, (size_t)n * sizeof(VType));
    }
    v->sp += top;
    return true;
  }
  case OP_IINC:
    if (v->loc[c[1]].tag != T_INT) bad_local(v, c[1], "integer");
    return true;
  case OP_LCMP:
    pop_t(v, ty(T_LONG));
    pop_t(v, ty(T_LONG));
    push(v, ty(T_INT));
    return true;
  case OP_FCMPL:
  case OP_FCMPG:
    pop_t(v, ty(T_FLOAT));
    pop_t(v, ty(T_FLOAT));
    push(v, ty(T_INT));
    return true;
  case OP_DCMPL:
  case OP_DCMPG:
    pop_t(v, ty(T_DOUBLE));
    pop_t(v, ty(T_DOUBLE));
    push(v, ty(T_INT));
    return true;
  case OP_IF_ACMPEQ:
  case OP_IF_ACMPNE:
    pop_ref(v);
    pop_ref(v);
    branch(v, (uint32_t)((int32_t)pc + (int16_t)be_u2(c + 1)));
    return true;
  case OP_IFNULL:
  case OP_IFNONNULL:
    pop_ref(v);
    branch(v, (uint32_t)((int32_t)pc + (int16_t)be_u2(c + 1)));
    return true;
  case OP_GOTO: branch(v, (uint32_t)((int32_t)pc + (int16_t)be_u2(c + 1))); return false;
  case OP_GOTO_W: branch(v, (uint32_t)((int32_t)pc + be_s4(c + 1))); return false;
  case OP_TABLESWITCH:
  case OP_LOOKUPSWITCH: {
    pop_int(v);
    uint32_t b = ((pc + 4) & ~3u) - pc;
    branch(v, (uint32_t)((int32_t)pc + be_s4(c + b)));
    int64_t n =
        op == OP_TABLESWITCH ? (int64_t)be_s4(c + b + 8) - be_s4(c + b + 4) + 1 : be_s4(c + b + 4);
    for (int64_t i = 0; i < n; i++)
      branch(v, (uint32_t)((int32_t)pc +
                           be_s4(op == OP_TABLESWITCH ? c + b + 12 + 4 * i : c + b + 12 + 8 * i)));
    return false;
  }
  case OP_IRETURN:
  case OP_LRETURN:
  case OP_FRETURN:
  case OP_DRETURN:
  case OP_ARETURN:
  case OP_RETURN: do_return(v, op); return false;
  case OP_GETSTATIC:
  case OP_PUTSTATIC:
  case OP_GETFIELD:
  case OP_PUTFIELD: field_op(v, op, be_u2(c + 1)); return true;
  case OP_INVOKEVIRTUAL:
  case OP_INVOKESPECIAL:
  case OP_INVOKESTATIC:
  case OP_INVOKEINTERFACE:
  case OP_INVOKEDYNAMIC: invoke_op(v, op, be_u2(c + 1)); return true;
  case OP_NEW: {
    VType t = (VType){T_UNINIT, (uint16_t)pc, NULL};
    for (int i = 0; i < v->sp; i++)
      if (v->stk[i].tag == T_UNINIT && v->stk[i].pc == pc)
        vfail(v, "Bad type on operand stack",
              "Uninitialized object of this new is already on the stack");
    for (int i = 0; i < v->nloc; i++)
      if (v->loc[i].tag == T_UNINIT && v->loc[i].pc == pc) v->loc[i] = ty(T_TOP);
    push(v, t);
    return true;
  }
  case OP_NEWARRAY: {
    static const char *const n[] = {"[Z", "[C", "[F", "[D", "[B", "[S", "[I", "[J"};
    pop_int(v);
    push(v, ref(v, n[c[1] - 4]));
    return true;
  }
  case OP_ANEWARRAY: {
    pop_int(v);
    const char *e = cls_at(v, be_u2(c + 1));
    char buf[1100];
    if (e[0] == '[')
      snprintf(buf, sizeof buf, "[%s", e);
    else
      snprintf(buf, sizeof buf, "[L%s;", e);
    push(v, ref(v, buf));
    return true;
  }
  case OP_ARRAYLENGTH: {
    old_msg(v, "Expecting to find array on stack");
    VType a = pop_ref(v);
    if (!(a.tag == T_NULL || is_array(a))) {
      bad_array(v, a, "?", v->sp);
    }
    old_msg(v, NULL);
    push(v, ty(T_INT));
    return true;
  }
  case OP_ATHROW:
    old_msg(v, "Can only throw Throwable objects");
    pop_t(v, (VType){T_REF, 0, v->n_throwable});
    old_msg(v, NULL);
    return false;
  case OP_CHECKCAST:
    pop_ref(v);
    push(v, class_type(v, be_u2(c + 1)));
    return true;
  case OP_INSTANCEOF:
    pop_ref(v);
    push(v, ty(T_INT));
    return true;
  case OP_MONITORENTER:
  case OP_MONITOREXIT: pop_ref(v); return true;
  case OP_WIDE: {
    unsigned op2 = c[1];
    uint32_t i = be_u2(c + 2);
    if (op2 == OP_IINC) {
      if (v->loc[i].tag != T_INT) bad_local(v, i, "integer");
    } else if (op2 >= OP_ILOAD && op2 <= OP_ALOAD) {
      load_local(v, i, ty(kinds[op2 - OP_ILOAD]));
    } else {
      store_local(v, i, ty(kinds[op2 - OP_ISTORE]));
    }
    return true;
  }
  case OP_MULTIANEWARRAY:
    for (unsigned i = 0; i < c[3]; i++)
      pop_int(v);
    push(v, class_type(v, be_u2(c + 1)));
    return true;
  default: vfail(v, "Bad instruction", "Error exists in the bytecode");
  }
}

/* ---- one method ---- */

static int mode(void);

/* The locals on entry, as a list (long/double once). */
static int initial_list(V *v, VType *list, int cap) {
  int n = 0;
  if (!(v->m->flags & ACC_STATIC)) {
    if (v->is_init && v->this_name != v->n_object)
      list[n++] = ty(T_UTHIS);
    else
      list[n++] = (VType){T_REF, 0, v->this_name};
  }
  for (const char *d = v->m->desc + 1; *d != ')' && n < cap;)
    list[n++] = desc_type(v, &d);
  return n;
}

static void set_initial(V *v, const VType *list, int n) {
  for (int i = 0; i < v->nloc; i++)
    v->loc[i] = ty(T_TOP);
  int k = 0;
  for (int i = 0; i < n && k < v->nloc; i++) {
    v->loc[k++] = list[i];
    if (two(list[i]) && k < v->nloc) v->loc[k++] = second(list[i]);
  }
  v->sp = 0;
  v->locsz = k;
  v->uthis = n > 0 && list[0].tag == T_UTHIS;
}

static void check_run(V *v, VType *init, int ninit) {
  catch_types(v);
  read_stackmap(v, init, ninit);
  set_initial(v, init, ninit);
  const uint8_t *code = v->c->code;
  bool falls = true;
  uint32_t last = 0;
  for (uint32_t pc = 0; pc < v->c->code_len; pc += insn_len(code, pc)) {
    v->pc = pc;
    last = pc;
    VFrame *f = frame_at(v, pc);
    if (f->present) {
      if (falls && frame_assignable(v, v->stk, v->sp, v->uthis, f))
        vfail(v, "Instruction type does not match stack map", "%s", v->why);
      load_frame(v, f);
    } else if (!falls) {
      vfail(v, "Expecting a stack map frame", "Expected stackmap frame at this location.");
    }
    if (pre_handlers(code + pc)) handlers(v, pc);
    falls = exec(v, pc);
    handlers(v, pc);
  }
  (void)last;
  v->pc = v->c->code_len;
  if (falls) vfail(v, "Control flow falls through code end", "Error exists in the bytecode");
}

/* Marks (bit 2 of start[]) the pcs where control can arrive other than by
 * falling through: branch and switch targets, handlers, pc 0.  Inference keeps
 * frames only there and runs straight through the rest of each block. */
static void mark_leaders(V *v) {
  const uint8_t *c = v->c->code;
  v->start[0] |= 2;
  for (uint16_t i = 0; i < v->c->nhandlers; i++)
    v->start[v->c->handlers[i].handler_pc] |= 2;
  for (uint32_t pc = 0; pc < v->c->code_len; pc += insn_len(c, pc)) {
    unsigned op = c[pc];
    if ((op >= OP_IFEQ && op <= OP_GOTO) || op == OP_IFNULL || op == OP_IFNONNULL)
      v->start[(uint32_t)((int32_t)pc + (int16_t)be_u2(c + pc + 1))] |= 2;
    else if (op == OP_GOTO_W)
      v->start[(uint32_t)((int32_t)pc + be_s4(c + pc + 1))] |= 2;
    else if (op == OP_TABLESWITCH || op == OP_LOOKUPSWITCH) {
      uint32_t b = (pc + 4) & ~3u;
      v->start[(uint32_t)((int32_t)pc + be_s4(c + b))] |= 2;
      int64_t n = op == OP_TABLESWITCH ? (int64_t)be_s4(c + b + 8) - be_s4(c + b + 4) + 1
                                       : be_s4(c + b + 4);
      for (int64_t i = 0; i < n; i++)
        v->start[(uint32_t)((int32_t)pc + be_s4(op == OP_TABLESWITCH ? c + b + 12 + 4 * i
                                                                     : c + b + 12 + 8 * i))] |= 2;
    }
  }
}

static void infer_run(V *v, VType *init, int ninit) {
  catch_types(v);
  mark_leaders(v);
  set_initial(v, init, ninit);
  v->pc = 0;
  flow(v, 0, v->stk, 0, false);
  const uint8_t *code = v->c->code;
  while (v->nwork) {
    uint32_t pc = v->work[--v->nwork];
    v->queued[pc] = 0;
    load_frame(v, frame_at(v, pc));
    for (;;) { /* one basic block */
      v->pc = pc;
      if (pre_handlers(code + pc)) handlers(v, pc);
      bool falls = exec(v, pc);
      handlers(v, pc);
      if (!falls) break;
      uint32_t next = pc + insn_len(code, pc);
      if (next >= v->c->code_len) vfail(v, "Falling off the end of the code", NULL);
      if (v->start[next] & 2) {
        branch(v, next);
        break;
      }
      pc = next;
    }
  }
}

static void reset(V *v) {
  uint32_t n = v->c->code_len;
  for (uint32_t i = 0; i < n; i++) {
    free(v->frames[i].t);
    v->frames[i] = (VFrame){0};
  }
  memset(v->queued, 0, n);
  v->nwork = 0;
  v->frame_bytes = 0;
}

static int verify_method(V *v, const CfMember *m) {
  v->m = m;
  v->c = m->code;
  uint32_t n = v->c->code_len;
  v->nloc = v->c->max_locals;
  v->nstk = v->c->max_stack;
  v->is_init = strcmp(m->name, "<init>") == 0;
  v->frame_bytes = 0;
  v->loc = calloc(fslots(v) + 4, sizeof(VType));
  v->stk = v->loc + v->nloc;
  v->frames = calloc(n, sizeof(VFrame));
  v->start = calloc(n, 1);
  v->queued = calloc(n, 1);
  v->work = malloc(n * sizeof(uint32_t));
  volatile int rc = 0;
  if (!v->loc || !v->frames || !v->start || !v->queued || !v->work) {
    if (v->errlen) snprintf(v->err, v->errlen, "out of memory in the verifier");
    rc = -1;
    goto out;
  }
  for (uint32_t pc = 0; pc < n; pc += insn_len(v->c->code, pc))
    v->start[pc] = 1;
  VType init[260];
  int r = setjmp(v->jb);
  if (r == 2 || r == 3) {
    rc = -1;
    goto out;
  }
  if (r == 0) {
    int ninit = initial_list(v, init, 256);
    v->pc = 0;
    if (v->cf->major >= 50 && !(v->vm && mode() == 3)) {
      v->inference = false;
      check_run(v, init, ninit);
    } else {
      v->inference = true;
      infer_run(v, init, ninit);
    }
  } else if (v->cf->major == 50 && !v->inference) {
    /* failover (4.10): a version 50 class that fails type checking is verified by inference */
    char *volatile keep = NULL;
    if (v->errlen) keep = strdup(v->err);
    reset(v);
    v->inference = true;
    if (setjmp(v->jb) == 0) {
      int ninit = initial_list(v, init, 256);
      infer_run(v, init, ninit);
      free(keep);
    } else {
      if (keep && v->errlen) snprintf(v->err, v->errlen, "%s", keep);
      free(keep);
      rc = -1;
    }
  } else {
    rc = -1;
  }
out:
  if (v->frames)
    for (uint32_t i = 0; i < n; i++)
      free(v->frames[i].t);
  free(v->frames);
  free(v->loc);
  free(v->start);
  free(v->queued);
  free(v->work);
  free(v->smlocs);
  free(v->smstk);
  v->smlocs = v->smstk = NULL;
  v->frames = NULL, v->loc = NULL, v->start = NULL, v->queued = NULL, v->work = NULL;
  return rc;
}

static void v_init(V *v, const ClassFile *cf, char *err, size_t errlen) {
  memset(v, 0, sizeof *v);
  v->cf = cf;
  v->err = err;
  v->errlen = errlen;
  if (setjmp(v->jb)) return; /* out of memory: names stay NULL, checked by the caller */
  v->this_name = intern(v, cf->this_name);
  v->super_name = cf->super_name ? intern(v, cf->super_name) : NULL;
  v->n_object = intern(v, "java/lang/Object");
  v->n_throwable = intern(v, "java/lang/Throwable");
  v->n_string = intern(v, "java/lang/String");
  v->n_class = intern(v, "java/lang/Class");
  v->n_cloneable = intern(v, "java/lang/Cloneable");
  v->n_serializable = intern(v, "java/io/Serializable");
}

int verify_method_standalone(const ClassFile *cf, const CfMember *m, char *err, size_t errlen) {
  if (!m->code) return 0;
  if (cf_check_code_structure(cf, m, err, errlen) != 0) return 0; /* not the verifier's */
  V v;
  v_init(&v, cf, err, errlen);
  int rc = v.n_serializable ? verify_method(&v, m) : -1;
  names_free(&v.names);
  return rc;
}

/* ---- classes ---- */

/* JPOR_VERIFY: 0 none, 1 user classes (default), 2 all, 3 all by type
 * inference even where a StackMapTable exists (a test of the inference
 * verifier on every class javac makes). */
static int mode(void) { /* read each time, no cache: no mutable static state */
  const char *e = getenv("JPOR_VERIFY");
  return !e ? 1 : !strcmp(e, "none") ? 0 : !strcmp(e, "all") ? 2 : !strcmp(e, "all-infer") ? 3 : 1;
}

static const char *verify_one(VM *vm, Class *c) {
  if (c->verify_state == 1) return NULL;
  if (c->verify_state == 2) return c->verify_error;
  c->verify_state = 1;
  /* the VM's own glue (lambda and record classes, like HotSpot's hidden
   * classes) calls private methods of its host class: never verified */
  if (!c->cf || mode() == 0 || (c->library && mode() < 2) || synth_is_hidden(c)) return NULL;
  const ClassFile *cf = c->cf;
  char err[2048];
  V v;
  v_init(&v, cf, err, sizeof err);
  v.vm = vm;
  v.cls = c;
  int rc = v.n_serializable ? 0 : -1;
  for (uint16_t i = 0; i < cf->nmethods && rc == 0; i++) {
    const CfMember *m = &cf->methods[i];
    if (!m->code) continue;
    if (cf_check_code_structure(cf, m, NULL, 0) != 0) continue; /* a host error when it runs */
    rc = verify_method(&v, m);
  }
  names_free(&v.names);
  if (rc != 0) {
    c->verify_state = 2;
    c->verify_error = strdup(err);
    if (!c->verify_error) vm_fatal(vm, "out of memory (verifier)");
    return c->verify_error;
  }
  return NULL;
}

const char *verify_class(VM *vm, Class *c) {
  if (c->super) {
    const char *e = verify_class(vm, c->super);
    if (e) return e;
  }
  return verify_one(vm, c);
}

const char *verify_error_class(const char *e, const char **msg) {
  if (e[0] == '\1') {
    *msg = e + 1;
    return "java/lang/NoClassDefFoundError";
  }
  *msg = e;
  return "java/lang/VerifyError";
}

bool verify_linked(VM *vm, JThread *t, Class *c) {
  const char *e = verify_class(vm, c);
  if (!e) return true;
  const char *msg, *cls = verify_error_class(e, &msg);
  return exc_throw_new(vm, t, cls, "%s", msg);
}
