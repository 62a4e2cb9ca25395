/* interp.c -- the bytecode interpreter.
 *
 * interp_run executes one Java thread: the hot registers (pc, sp, locals) live
 * in C locals and are written back to the frame before anything that can look
 * at the thread (calls, allocation, exceptions).  Calls push a Frame and keep
 * going in the same loop; nothing recurses on the C stack.  The arguments of a
 * call become the callee's first locals in place (no copying).
 *
 * Each opcode's semantics are those of JVMS chapter 6; the comments say only
 * what is particular to jpor. */
#include <assert.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "classfile/opcodes.h"
#include "natives/natives.h"
#include "vm/class.h"
#include "vm/exception.h"
#include "vm/heap.h"
#include "vm/interp.h"
#include "util/util.h"
#include "vm/indy.h"
#include "vm/npe.h"
#include "vm/actemit.h"
#include "vm/exrun.h"

#if defined(__GNUC__) && !defined(JPOR_SWITCH_DISPATCH)
#define COMPUTED_GOTO 1
#endif

/* ---- frames ---- */

JThread *thr_create(VM *vm, size_t stack_bytes) {
  JThread *t = calloc(1, sizeof *t);
  if (!t) vm_fatal(vm, "out of memory (thread)");
  t->stack_slots = stack_bytes / sizeof(Value);
  if (t->stack_slots < 1024) t->stack_slots = 1024;
  t->max_frames = (uint32_t)(stack_bytes / 48);
  if (t->max_frames < 64) t->max_frames = 64;
  /* headroom so that a StackOverflowError can still be built and handled.
   * Not zeroed (a megabyte and more a thread, at every start the search
   * replays): nothing reads above the top frame's sp, and an invoke zeroes
   * the locals its arguments do not fill (push_frame). */
  t->stack = malloc((t->stack_slots + 4096) * sizeof(Value));
  t->frames = malloc((t->max_frames + 64) * sizeof(Frame));
  if (!t->stack || !t->frames) vm_fatal(vm, "out of memory (thread stack)");
  t->state = TS_NEW;
  t->deadline = -1;
  if (!GROW(vm->threads, vm->nthreads + 1, vm->threads_cap, 8))
    vm_fatal(vm, "out of memory (threads)");
  t->id = vm->nthreads;
  vm->threads[vm->nthreads++] = t;
  return t;
}

void thr_free(JThread *t) {
  if (!t) return;
  free(t->stack);
  free(t->frames);
  free(t);
}

static bool stack_overflow(VM *vm, JThread *t) {
  if (t->in_stack_overflow) vm_fatal(vm, "stack overflow while handling a StackOverflowError");
  t->in_stack_overflow = true; /* allow the headroom for building the error */
  exc_throw_new(vm, t, "java/lang/StackOverflowError", NULL);
  t->in_stack_overflow = false;
  return false;
}

/* An error about method m, its message java's name for m in quotes after
 * prefix ("Expected static method "). */
static void throw_about_method(VM *vm, JThread *t, const char *exc, const char *prefix,
                               const Method *m) {
  char sig[1024];
  cls_method_signature(m->cls->name, m->name, m->desc, sig, sizeof sig);
  exc_throw_new(vm, t, exc, "%s'%s'", prefix, sig);
}

/* Is t back in main's frame, not yet started, while java's launcher
 * initialises the main class?  The launcher asked for the main class once
 * (prepare_main), which ran the first <clinit> of its chain (a superclass's);
 * nothing in main asks again, so the return from each <clinit> does. */
static bool launching(VM *vm, const JThread *t) {
  return t->nframes == 1 && t->id == 0 && t->frames[0].pc == 0 && vm->main_class &&
         cls_init_state(vm, vm->main_class) == INIT_NONE;
}

/* JVMS 5.4.3.2: a static field reached by getfield/putfield or an instance
 * field by getstatic/putstatic -- classes compiled apart from each other. */
static void throw_field_kind(VM *vm, JThread *t, const Field *fd) {
  char jn[512];
  cls_java_name(fd->cls->name, jn, sizeof jn);
  exc_throw_new(vm, t, "java/lang/IncompatibleClassChangeError", "Expected %sstatic field %s.%s",
                fd->flags & ACC_STATIC ? "non-" : "", jn, fd->name);
}

/* The same for methods (JVMS 5.4.3.3, 5.4.3.4), with HotSpot's words. */
static void throw_method_kind(VM *vm, JThread *t, const Method *m, uint8_t op) {
  const char *prefix = op == OP_INVOKESTATIC      ? "Expected static method "
                       : op == OP_INVOKEINTERFACE ? "Expected instance not static method "
                                                  : "Expecting non-static method ";
  throw_about_method(vm, t, "java/lang/IncompatibleClassChangeError", prefix, m);
}

/* Call a native method: args are the slots at `args`; the result replaces them. */
static int call_native(VM *vm, JThread *t, Method *m, Value *args, Value *ret) {
  if (!m->native) {
    m->native = nat_lookup(vm, m);
    if (!m->native) {
      throw_about_method(vm, t, "java/lang/UnsatisfiedLinkError", "", m);
      return NAT_THROW;
    }
  }
  if (vm->ex) { /* write stamps: what the native may write (natives.c) */
    vm->reach_events += m->native_untracked || !m->native_keeps_refs;
    if (m->native_untracked) {
      vm->heap.untracked = true;
      ex_note_outside(vm);
    }
    for (uint64_t b = m->native_ref_args; b; b &= b - 1) {
      Ref r = args[__builtin_ctzll(b)].r;
      if (r) heap_touch(vm, r);
    }
  }
  return m->native(vm, t, args, ret);
}

/* Push a Java frame for m whose arguments already sit at `base` (the caller's
 * operand stack, or the bottom of an empty thread stack). */
static bool push_frame(VM *vm, JThread *t, Method *m, Value *base) {
  if (t->nframes >= t->max_frames + (t->in_stack_overflow ? 32 : 0) ||
      base + m->max_locals + m->max_stack + 2 >
          t->stack + t->stack_slots + (t->in_stack_overflow ? 4096 : 0))
    return stack_overflow(vm, t);
  Frame *f = &t->frames[t->nframes++];
  f->m = m;
  f->pc = 0;
  f->user = !m->cls->library ? (int32_t)(t->nframes - 1) : t->nframes > 1 ? f[-1].user : -1;
  f->locals = base;
  f->clinit_of = NULL;
  memset(base + m->arg_slots, 0, (size_t)(m->max_locals - m->arg_slots) * sizeof(Value));
  f->sp = base + m->max_locals;
  return true;
}

static bool check_code(VM *vm, Method *m) {
  char err[1024];
  const CfMember *cm = &m->cls->cf->methods[m - m->cls->methods];
  if (cf_check_code(m->cls->cf, cm, err, sizeof err) != 0) vm_fatal(vm, "%s", err);
  m->code_checked = true;
  return true;
}

bool interp_invoke(VM *vm, JThread *t, Method *m, const Value *args) {
  thr_touch_frames(vm, t);
  Value *base = t->nframes ? t->frames[t->nframes - 1].sp : t->stack;
  if (args && m->arg_slots) memmove(base, args, m->arg_slots * sizeof(Value));
  if (m->flags & ACC_NATIVE) {
    Value ret = {0};
    int r = call_native(vm, t, m, base, &ret);
    return r == NAT_OK;
  }
  if (!m->code) return exc_throw_new(vm, t, "java/lang/AbstractMethodError", "%s.%s", m->cls->name, m->name);
  if (!m->code_checked) check_code(vm, m);
  return push_frame(vm, t, m, base);
}

/* ---- helpers used by the loop ---- */

static inline int32_t f2i(float f) {
  if (isnan(f)) return 0;
  if (f >= 2147483648.0f) return INT32_MAX;
  if (f <= -2147483648.0f) return INT32_MIN;
  return (int32_t)f;
}
static inline int64_t f2l(double f) { /* also d2l */
  if (isnan(f)) return 0;
  if (f >= 9223372036854775808.0) return INT64_MAX;
  if (f <= -9223372036854775808.0) return INT64_MIN;
  return (int64_t)f;
}
static inline int32_t d2i(double d) {
  if (isnan(d)) return 0;
  if (d >= 2147483648.0) return INT32_MAX;
  if (d <= -2147483649.0) return INT32_MIN;
  return (int32_t)d;
}
static inline int fcmp(double a, double b, int nan) {
  if (a > b) return 1;
  if (a < b) return -1;
  if (a == b) return 0;
  return nan;
}

/* Store a value into a field slot, narrowing as putfield/putstatic require. */
static inline void store_field(Value *slot, char ty, const Value *v) {
  switch (ty) {
  case TY_BOOLEAN: slot->i = v->i & 1; break;
  case TY_BYTE: slot->i = (int8_t)v->i; break;
  case TY_CHAR: slot->i = (uint16_t)v->i; break;
  case TY_SHORT: slot->i = (int16_t)v->i; break;
  case TY_REF: slot->raw = 0; slot->r = v->r; break;
  default: *slot = *v; break;
  }
}

static inline int slots_of(char ty) { return (ty == TY_LONG || ty == TY_DOUBLE) ? 2 : 1; }

/* JDK 17's ClassCastException message, module and loader included. */
static void cce_where(const char *jn, char *buf, size_t n) {
  const char *e = jn;
  while (*e == '[') e++;
  bool base = e[0] != 'L' || strncmp(e + 1, "java.", 5) == 0 || strncmp(jn, "java.", 5) == 0;
  if (jn[0] == '[' && e[0] != 'L') base = true;
  if (jn[0] != '[') base = strncmp(jn, "java.", 5) == 0;
  snprintf(buf, n, base ? "module java.base of loader 'bootstrap'" : "unnamed module of loader 'app'");
}

static bool throw_cce(VM *vm, JThread *t, Class *from, Class *to) {
  char a[512], b[512], wa[128], wb[128];
  cls_java_name(from->name, a, sizeof a);
  cls_java_name(to->name, b, sizeof b);
  cce_where(a, wa, sizeof wa);
  cce_where(b, wb, sizeof wb);
  if (strcmp(wa, wb) == 0)
    return exc_throw_new(vm, t, "java/lang/ClassCastException",
                         "class %s cannot be cast to class %s (%s and %s are in %s)", a, b, a, b, wa);
  return exc_throw_new(vm, t, "java/lang/ClassCastException",
                       "class %s cannot be cast to class %s (%s is in %s; %s is in %s)", a, b, a, wa, b,
                       wb);
}

static Ref new_multi_array(VM *vm, JThread *t, Class *ac, int32_t *dims, int ndims) {
  Ref r = heap_new_array(vm, ac, dims[0]);
  if (!r) return 0;
  if (ndims > 1 && dims[0] > 0) {
    heap_pin(vm, r);
    for (int32_t i = 0; i < dims[0]; i++) {
      Ref sub = new_multi_array(vm, t, ac->component, dims + 1, ndims - 1);
      if (!sub) return 0;
      ARR(heap_obj(vm, r), Ref)[i] = sub;
    }
  }
  return r;
}

/* ldc of a String, Class, Integer, Float: push one slot.  False on exception. */
static bool ldc_value(VM *vm, JThread *t, Class *c, uint16_t idx, Value *out) {
  const CfConst *k = &c->cf->cp[idx];
  switch (k->tag) {
  case CF_Integer: out->raw = 0; out->i = k->u.i; return true;
  case CF_Float: out->raw = 0; out->f = k->u.f; return true;
  case CF_String: {
    vm->reach_events++; /* interned: another thread may hold it */
    Ref s = (Ref)(uintptr_t)c->cpcache[idx];
    if (!s) {
      s = str_intern_utf8(vm, cf_utf8(c->cf, k->u.idx));
      if (!s) return exc_oom(vm, t);
      c->cpcache[idx] = (void *)(uintptr_t)s;
    }
    out->raw = 0;
    out->r = s;
    return true;
  }
  case CF_Class: {
    Class *k2 = cls_resolve_class(vm, t, c, idx);
    if (!k2) return false;
    out->raw = 0;
    out->r = k2->mirror;
    return true;
  }
  default:
    return exc_throw_new(vm, t, "java/lang/InternalError", "ldc of constant kind %d is not supported",
                         k->tag);
  }
}


/* ---- the loop ---- */

#define SAVE() (f->pc = (uint32_t)(pc - code), f->sp = sp)
#define LOAD()                                                                                     \
  do {                                                                                             \
    f = &t->frames[t->nframes - 1];                                                                \
    code = f->m->bytecode;                                                                         \
    pc = code + f->pc;                                                                             \
    sp = f->sp;                                                                                    \
    locals = f->locals;                                                                            \
    cls = f->m->cls;                                                                               \
  } while (0)
/* throw: the frame state is saved first so the handler search sees the pc */
#define THROW_NEW(cname, ...)                                                                      \
  do {                                                                                             \
    SAVE();                                                                                        \
    exc_throw_new(vm, t, cname, __VA_ARGS__);                                                      \
    goto exception;                                                                                \
  } while (0)
/* NPEs raised here carry JDK 17's helpful message (JEP 358, vm/npe.c) */
#define NPE()                                                                                      \
  do {                                                                                             \
    SAVE();                                                                                        \
    npe_throw(vm, t, f->m, f->pc);                                                                 \
    goto exception;                                                                                \
  } while (0)
#define CHECK_NULL(r)                                                                              \
  do {                                                                                             \
    if (!(r)) NPE();                                                                               \
  } while (0)
/* A scheduling point before a visible action: with vm->preempt the thread
 * stops here (RUN_POINT) and performs the action when it is resumed. */
#define POINT()                                                                                    \
  do {                                                                                             \
    assert(cf_opcode_stops(*pc));                                                                  \
    if (observe && vm->preempt) {                                                                  \
      if (!t->pass_point) {                                                                        \
        SAVE();                                                                                    \
        t->pass_point = true;                                                                      \
        return RUN_POINT;                                                                          \
      }                                                                                            \
      t->pass_point = false;                                                                       \
    }                                                                                              \
  } while (0)
/* The same before a field or array access, which a thread alone for good
 * passes while vm->pass_accesses lasts: as if it had stopped, been told to go
 * on, and been resumed with a new budget -- without the round trip. */
#define POINT_ACCESS()                                                                             \
  do {                                                                                             \
    if (observe && vm->pass_accesses > 0 && !t->pass_point) {                                      \
      vm->pass_accesses--;                                                                         \
      budget = stretch_budget;                                                                     \
    } else {                                                                                       \
      POINT();                                                                                     \
    }                                                                                              \
  } while (0)
/* Report the action just performed to the VM's listeners (act_emit); an access
 * of a quiet stretch (VM.quiet_accesses) goes unreported */
#define EMIT(kind, obj, fd, idx, vp, ty)                                                           \
  do {                                                                                             \
    if (observe && vm->nlisteners) {                                                               \
      if (vm->quiet_accesses && ((kind) == ACT_READ || (kind) == ACT_WRITE)) {                     \
        vm->quiet_ref_write |= (kind) == ACT_WRITE && (ty) == TY_REF;                              \
      } else {                                                                                     \
        SAVE();                                                                                    \
        act_emit(vm, t, kind, obj, fd, idx, vp, ty);                                               \
      }                                                                                            \
    }                                                                                              \
  } while (0)
/* The same for a monitor just entered: an inner entry when it holds it twice */
#define EMIT_ACQUIRE(lock)                                                                         \
  do {                                                                                             \
    if (observe && vm->nlisteners) {                                                               \
      SAVE();                                                                                      \
      act_emit_acquire(vm, t, ACT_LOCK, lock, heap_obj(vm, lock)->lock_count > 1, false, true);    \
    }                                                                                              \
  } while (0)
#define PUSHI(v) (sp->raw = 0, (sp++)->i = (v))
#define PUSHF(v) (sp->raw = 0, (sp++)->f = (v))
#define PUSHR(v) (sp->raw = 0, (sp++)->r = (v))
#define PUSHJ(v) (sp->j = (v), sp += 2)
#define PUSHD(v) (sp->d = (v), sp += 2)

#ifdef COMPUTED_GOTO
#define CASE(name) L_##name
#define DISPATCH() goto *dispatch[*pc]
#define NEXT(n)                                                                                    \
  do {                                                                                             \
    pc += (n);                                                                                     \
    DISPATCH();                                                                                    \
  } while (0)
#else
#define CASE(name) case OP_##name
#define DISPATCH() goto top
#define NEXT(n)                                                                                    \
  do {                                                                                             \
    pc += (n);                                                                                     \
    goto top;                                                                                      \
  } while (0)
#endif

/* array access with null and bounds checks; a = Object*, i = index */
#define ARRAY_CHECK(ref, idx, o)                                                                   \
  do {                                                                                             \
    if (!(ref)) NPE();                                                                             \
    o = heap_obj(vm, ref);                                                                         \
    if ((uint32_t)(idx) >= o->length)                                                              \
      THROW_NEW("java/lang/ArrayIndexOutOfBoundsException", "Index %d out of bounds for length %u", \
                (int)(idx), o->length);                                                            \
  } while (0)

#define ARRAY_LOAD(T, push, ty)                                                                    \
  {                                                                                                \
    POINT_ACCESS();                                                                                \
    int32_t i = sp[-1].i;                                                                          \
    Ref r = sp[-2].r;                                                                              \
    Object *o;                                                                                     \
    ARRAY_CHECK(r, i, o);                                                                          \
    sp -= 2;                                                                                       \
    push(ARR(o, T)[i]);                                                                            \
    EMIT(ACT_READ, r, NULL, i, sp - slots_of(ty), ty);                                             \
    NEXT(1);                                                                                       \
  }
#define ARRAY_STORE1(T, conv)                                                                      \
  {                                                                                                \
    POINT_ACCESS();                                                                                \
    int32_t i = sp[-2].i;                                                                          \
    Ref r = sp[-3].r;                                                                              \
    Object *o;                                                                                     \
    ARRAY_CHECK(r, i, o);                                                                          \
    heap_touch(vm, r);                                                                             \
    ARR(o, T)[i] = (T)(conv);                                                                      \
    sp -= 3;                                                                                       \
    EMIT(ACT_WRITE, r, NULL, i, sp + 2, TY_INT);                                                   \
    NEXT(1);                                                                                       \
  }
#define ARRAY_STORE2(T, field, ty)                                                                 \
  {                                                                                                \
    POINT_ACCESS();                                                                                \
    int32_t i = sp[-3].i;                                                                          \
    Ref r = sp[-4].r;                                                                              \
    Object *o;                                                                                     \
    ARRAY_CHECK(r, i, o);                                                                          \
    heap_touch(vm, r);                                                                             \
    ARR(o, T)[i] = sp[-2].field;                                                                   \
    sp -= 4;                                                                                       \
    EMIT(ACT_WRITE, r, NULL, i, sp + 2, ty);                                                       \
    NEXT(1);                                                                                       \
  }

#define BINOP_I(expr)                                                                              \
  {                                                                                                \
    int32_t b = sp[-1].i, a = sp[-2].i;                                                            \
    (void)a;                                                                                       \
    sp--;                                                                                          \
    sp[-1].i = (expr);                                                                             \
    NEXT(1);                                                                                       \
  }
#define BINOP_J(expr)                                                                              \
  {                                                                                                \
    int64_t b = sp[-2].j, a = sp[-4].j;                                                            \
    sp -= 2;                                                                                       \
    sp[-2].j = (expr);                                                                             \
    NEXT(1);                                                                                       \
  }
#define SHIFT_J(expr)                                                                              \
  {                                                                                                \
    int32_t b = sp[-1].i;                                                                          \
    int64_t a = sp[-3].j;                                                                          \
    sp--;                                                                                          \
    sp[-2].j = (expr);                                                                             \
    NEXT(1);                                                                                       \
  }
#define BINOP_F(expr)                                                                              \
  {                                                                                                \
    float b = sp[-1].f, a = sp[-2].f;                                                              \
    sp--;                                                                                          \
    sp[-1].f = (expr);                                                                             \
    NEXT(1);                                                                                       \
  }
#define BINOP_D(expr)                                                                              \
  {                                                                                                \
    double b = sp[-2].d, a = sp[-4].d;                                                             \
    sp -= 2;                                                                                       \
    sp[-2].d = (expr);                                                                             \
    NEXT(1);                                                                                       \
  }
#define BRANCH_IF(cond)                                                                            \
  {                                                                                                \
    if (cond) {                                                                                    \
      int32_t off = be_s2(pc + 1);                                                                 \
      if (off <= 0 && --budget <= 0) {                                                             \
        pc += off;                                                                                 \
        SAVE();                                                                                    \
        return RUN_YIELD;                                                                          \
      }                                                                                            \
      NEXT(off);                                                                                   \
    }                                                                                              \
    NEXT(3);                                                                                       \
  }
#define IF1(op) BRANCH_IF((--sp)->i op 0)
#define IF2(op)                                                                                    \
  {                                                                                                \
    sp -= 2;                                                                                       \
    BRANCH_IF(sp[0].i op sp[1].i)                                                                  \
  }

int interp_run(VM *vm, JThread *t, int64_t budget) {
  Frame *f;
  const uint8_t *code, *pc;
  Value *sp, *locals;
  Class *cls;
  if (t->nframes == 0) return RUN_ENDED;
  thr_touch_frames(vm, t);
  const bool observe = vm->observe;
  const int64_t stretch_budget = budget;
  if (t->exception) goto exception_entry;
  LOAD();

#ifdef COMPUTED_GOTO
  /* Label addresses by opcode, a constant (no lazily filled static): every
   * opcode unknown first, then the known ones over them. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Woverride-init"
  static const void *const dispatch[256] = {
      [0 ... 255] = &&L_UNKNOWN,
#define X(name, op, len, ...) [op] = &&L_##name,
      JPOR_OPCODES(X)
#undef X
  };
#pragma GCC diagnostic pop
  DISPATCH();
#else
top:
  switch (*pc) {
#endif

  CASE(NOP) : NEXT(1);
  CASE(ACONST_NULL) : PUSHR(0); NEXT(1);
  CASE(ICONST_M1) : PUSHI(-1); NEXT(1);
  CASE(ICONST_0) : PUSHI(0); NEXT(1);
  CASE(ICONST_1) : PUSHI(1); NEXT(1);
  CASE(ICONST_2) : PUSHI(2); NEXT(1);
  CASE(ICONST_3) : PUSHI(3); NEXT(1);
  CASE(ICONST_4) : PUSHI(4); NEXT(1);
  CASE(ICONST_5) : PUSHI(5); NEXT(1);
  CASE(LCONST_0) : PUSHJ(0); NEXT(1);
  CASE(LCONST_1) : PUSHJ(1); NEXT(1);
  CASE(FCONST_0) : PUSHF(0.0f); NEXT(1);
  CASE(FCONST_1) : PUSHF(1.0f); NEXT(1);
  CASE(FCONST_2) : PUSHF(2.0f); NEXT(1);
  CASE(DCONST_0) : PUSHD(0.0); NEXT(1);
  CASE(DCONST_1) : PUSHD(1.0); NEXT(1);
  CASE(BIPUSH) : PUSHI((int8_t)pc[1]); NEXT(2);
  CASE(SIPUSH) : PUSHI(be_s2(pc + 1));
  NEXT(3);

  /* ldc: literals are interned once and cached in cpcache */
  CASE(LDC) : CASE(LDC_W) : {
    uint16_t idx = *pc == OP_LDC ? pc[1] : (uint16_t)be_u2(pc + 1);
    SAVE();
    if (!ldc_value(vm, t, cls, idx, sp)) goto exception;
    sp++;
    NEXT(*pc == OP_LDC ? 2 : 3);
  }
  CASE(LDC2_W) : {
    const CfConst *k = &cls->cf->cp[be_u2(pc + 1)];
    if (k->tag == CF_Long) PUSHJ(k->u.j);
    else PUSHD(k->u.d);
    NEXT(3);
  }

  CASE(ILOAD) : CASE(FLOAD) : CASE(ALOAD) : *sp++ = locals[pc[1]]; NEXT(2);
  CASE(LLOAD) : CASE(DLOAD) : *sp = locals[pc[1]]; sp += 2; NEXT(2);
  CASE(ILOAD_0) : CASE(FLOAD_0) : CASE(ALOAD_0) : *sp++ = locals[0]; NEXT(1);
  CASE(ILOAD_1) : CASE(FLOAD_1) : CASE(ALOAD_1) : *sp++ = locals[1]; NEXT(1);
  CASE(ILOAD_2) : CASE(FLOAD_2) : CASE(ALOAD_2) : *sp++ = locals[2]; NEXT(1);
  CASE(ILOAD_3) : CASE(FLOAD_3) : CASE(ALOAD_3) : *sp++ = locals[3]; NEXT(1);
  CASE(LLOAD_0) : CASE(DLOAD_0) : *sp = locals[0]; sp += 2; NEXT(1);
  CASE(LLOAD_1) : CASE(DLOAD_1) : *sp = locals[1]; sp += 2; NEXT(1);
  CASE(LLOAD_2) : CASE(DLOAD_2) : *sp = locals[2]; sp += 2; NEXT(1);
  CASE(LLOAD_3) : CASE(DLOAD_3) : *sp = locals[3]; sp += 2; NEXT(1);

  CASE(IALOAD) : ARRAY_LOAD(int32_t, PUSHI, TY_INT);
  CASE(LALOAD) : ARRAY_LOAD(int64_t, PUSHJ, TY_LONG);
  CASE(FALOAD) : ARRAY_LOAD(float, PUSHF, TY_FLOAT);
  CASE(DALOAD) : ARRAY_LOAD(double, PUSHD, TY_DOUBLE);
  CASE(AALOAD) : ARRAY_LOAD(Ref, PUSHR, TY_REF);
  CASE(BALOAD) : ARRAY_LOAD(int8_t, PUSHI, TY_BYTE);
  CASE(CALOAD) : ARRAY_LOAD(uint16_t, PUSHI, TY_CHAR);
  CASE(SALOAD) : ARRAY_LOAD(int16_t, PUSHI, TY_SHORT);

  CASE(ISTORE) : CASE(FSTORE) : CASE(ASTORE) : locals[pc[1]] = *--sp; NEXT(2);
  CASE(LSTORE) : CASE(DSTORE) : sp -= 2; locals[pc[1]] = *sp; NEXT(2);
  CASE(ISTORE_0) : CASE(FSTORE_0) : CASE(ASTORE_0) : locals[0] = *--sp; NEXT(1);
  CASE(ISTORE_1) : CASE(FSTORE_1) : CASE(ASTORE_1) : locals[1] = *--sp; NEXT(1);
  CASE(ISTORE_2) : CASE(FSTORE_2) : CASE(ASTORE_2) : locals[2] = *--sp; NEXT(1);
  CASE(ISTORE_3) : CASE(FSTORE_3) : CASE(ASTORE_3) : locals[3] = *--sp; NEXT(1);
  CASE(LSTORE_0) : CASE(DSTORE_0) : sp -= 2; locals[0] = *sp; NEXT(1);
  CASE(LSTORE_1) : CASE(DSTORE_1) : sp -= 2; locals[1] = *sp; NEXT(1);
  CASE(LSTORE_2) : CASE(DSTORE_2) : sp -= 2; locals[2] = *sp; NEXT(1);
  CASE(LSTORE_3) : CASE(DSTORE_3) : sp -= 2; locals[3] = *sp; NEXT(1);

  CASE(IASTORE) : ARRAY_STORE1(int32_t, sp[-1].i);
  CASE(FASTORE) : ARRAY_STORE1(float, sp[-1].f);
  CASE(BASTORE) : {
    /* boolean[] and byte[] share baload/bastore; booleans store value & 1 */
    POINT_ACCESS();
    int32_t i = sp[-2].i;
    Ref r = sp[-3].r;
    Object *o;
    ARRAY_CHECK(r, i, o);
    heap_touch(vm, r);
    ARR(o, int8_t)[i] = (int8_t)(o->cls->elem_type == TY_BOOLEAN ? (sp[-1].i & 1) : sp[-1].i);
    sp -= 3;
    EMIT(ACT_WRITE, r, NULL, i, sp + 2, TY_BYTE);
    NEXT(1);
  }
  CASE(CASTORE) : ARRAY_STORE1(uint16_t, sp[-1].i);
  CASE(SASTORE) : ARRAY_STORE1(int16_t, sp[-1].i);
  CASE(LASTORE) : ARRAY_STORE2(int64_t, j, TY_LONG);
  CASE(DASTORE) : ARRAY_STORE2(double, d, TY_DOUBLE);
  CASE(AASTORE) : {
    POINT_ACCESS();
    Ref v = sp[-1].r, r = sp[-3].r;
    int32_t i = sp[-2].i;
    Object *o;
    ARRAY_CHECK(r, i, o);
    if (v) {
      Class *vc = heap_obj(vm, v)->cls;
      if (!cls_assignable(vm, vc, o->cls->component)) {
        char jn[512];
        cls_java_name(vc->name, jn, sizeof jn);
        THROW_NEW("java/lang/ArrayStoreException", "%s", jn);
      }
    }
    heap_touch(vm, r);
    ARR(o, Ref)[i] = v;
    sp -= 3;
    EMIT(ACT_WRITE, r, NULL, i, sp + 2, TY_REF);
    NEXT(1);
  }

  CASE(POP) : sp--; NEXT(1);
  CASE(POP2) : sp -= 2; NEXT(1);
  CASE(DUP) : sp[0] = sp[-1]; sp++; NEXT(1);
  CASE(DUP_X1) : {
    Value a = sp[-1], b = sp[-2];
    sp[-2] = a; sp[-1] = b; sp[0] = a; sp++;
    NEXT(1);
  }
  CASE(DUP_X2) : {
    Value a = sp[-1], b = sp[-2], c = sp[-3];
    sp[-3] = a; sp[-2] = c; sp[-1] = b; sp[0] = a; sp++;
    NEXT(1);
  }
  CASE(DUP2) : sp[0] = sp[-2]; sp[1] = sp[-1]; sp += 2; NEXT(1);
  CASE(DUP2_X1) : {
    Value a = sp[-1], b = sp[-2], c = sp[-3];
    sp[-3] = b; sp[-2] = a; sp[-1] = c; sp[0] = b; sp[1] = a; sp += 2;
    NEXT(1);
  }
  CASE(DUP2_X2) : {
    Value a = sp[-1], b = sp[-2], c = sp[-3], d = sp[-4];
    sp[-4] = b; sp[-3] = a; sp[-2] = d; sp[-1] = c; sp[0] = b; sp[1] = a; sp += 2;
    NEXT(1);
  }
  CASE(SWAP) : {
    Value a = sp[-1];
    sp[-1] = sp[-2]; sp[-2] = a;
    NEXT(1);
  }

  /* int arithmetic wraps: computed in uint32_t to stay clear of C overflow */
  CASE(IADD) : BINOP_I((int32_t)((uint32_t)a + (uint32_t)b));
  CASE(ISUB) : BINOP_I((int32_t)((uint32_t)a - (uint32_t)b));
  CASE(IMUL) : BINOP_I((int32_t)((uint32_t)a * (uint32_t)b));
  CASE(IDIV) : {
    int32_t b = sp[-1].i, a = sp[-2].i;
    if (b == 0) THROW_NEW("java/lang/ArithmeticException", "/ by zero");
    sp--;
    sp[-1].i = (a == INT32_MIN && b == -1) ? a : a / b;
    NEXT(1);
  }
  CASE(IREM) : {
    int32_t b = sp[-1].i, a = sp[-2].i;
    if (b == 0) THROW_NEW("java/lang/ArithmeticException", "/ by zero");
    sp--;
    sp[-1].i = (b == -1) ? 0 : a % b;
    NEXT(1);
  }
  CASE(LADD) : BINOP_J((int64_t)((uint64_t)a + (uint64_t)b));
  CASE(LSUB) : BINOP_J((int64_t)((uint64_t)a - (uint64_t)b));
  CASE(LMUL) : BINOP_J((int64_t)((uint64_t)a * (uint64_t)b));
  CASE(LDIV) : {
    int64_t b = sp[-2].j, a = sp[-4].j;
    if (b == 0) THROW_NEW("java/lang/ArithmeticException", "/ by zero");
    sp -= 2;
    sp[-2].j = (a == INT64_MIN && b == -1) ? a : a / b;
    NEXT(1);
  }
  CASE(LREM) : {
    int64_t b = sp[-2].j, a = sp[-4].j;
    if (b == 0) THROW_NEW("java/lang/ArithmeticException", "/ by zero");
    sp -= 2;
    sp[-2].j = (b == -1) ? 0 : a % b;
    NEXT(1);
  }
  CASE(FADD) : BINOP_F(a + b);
  CASE(FSUB) : BINOP_F(a - b);
  CASE(FMUL) : BINOP_F(a * b);
  CASE(FDIV) : BINOP_F(a / b);
  CASE(FREM) : BINOP_F(fmodf(a, b));
  CASE(DADD) : BINOP_D(a + b);
  CASE(DSUB) : BINOP_D(a - b);
  CASE(DMUL) : BINOP_D(a * b);
  CASE(DDIV) : BINOP_D(a / b);
  CASE(DREM) : BINOP_D(fmod(a, b));
  CASE(INEG) : sp[-1].i = (int32_t)(0u - (uint32_t)sp[-1].i); NEXT(1);
  CASE(LNEG) : sp[-2].j = (int64_t)(0u - (uint64_t)sp[-2].j); NEXT(1);
  CASE(FNEG) : sp[-1].f = -sp[-1].f; NEXT(1);
  CASE(DNEG) : sp[-2].d = -sp[-2].d; NEXT(1);
  CASE(ISHL) : BINOP_I((int32_t)((uint32_t)a << (b & 31)));
  CASE(ISHR) : BINOP_I(a >> (b & 31));
  CASE(IUSHR) : BINOP_I((int32_t)((uint32_t)a >> (b & 31)));
  CASE(LSHL) : SHIFT_J((int64_t)((uint64_t)a << (b & 63)));
  CASE(LSHR) : SHIFT_J(a >> (b & 63));
  CASE(LUSHR) : SHIFT_J((int64_t)((uint64_t)a >> (b & 63)));
  CASE(IAND) : BINOP_I(a & b);
  CASE(IOR) : BINOP_I(a | b);
  CASE(IXOR) : BINOP_I(a ^ b);
  CASE(LAND) : BINOP_J(a & b);
  CASE(LOR) : BINOP_J(a | b);
  CASE(LXOR) : BINOP_J(a ^ b);
  CASE(IINC) : locals[pc[1]].i = (int32_t)((uint32_t)locals[pc[1]].i + (uint32_t)(int8_t)pc[2]); NEXT(3);

  CASE(I2L) : sp[-1].j = sp[-1].i; sp++; NEXT(1);
  CASE(I2F) : sp[-1].f = (float)sp[-1].i; NEXT(1);
  CASE(I2D) : sp[-1].d = (double)sp[-1].i; sp++; NEXT(1);
  CASE(L2I) : { int32_t v = (int32_t)sp[-2].j; sp--; sp[-1].raw = 0; sp[-1].i = v; NEXT(1); }
  CASE(L2F) : { float v = (float)sp[-2].j; sp--; sp[-1].raw = 0; sp[-1].f = v; NEXT(1); }
  CASE(L2D) : sp[-2].d = (double)sp[-2].j; NEXT(1);
  CASE(F2I) : sp[-1].i = f2i(sp[-1].f); NEXT(1);
  CASE(F2L) : sp[-1].j = f2l(sp[-1].f); sp++; NEXT(1);
  CASE(F2D) : sp[-1].d = (double)sp[-1].f; sp++; NEXT(1);
  CASE(D2I) : { int32_t v = d2i(sp[-2].d); sp--; sp[-1].raw = 0; sp[-1].i = v; NEXT(1); }
  CASE(D2L) : sp[-2].j = f2l(sp[-2].d); NEXT(1);
  CASE(D2F) : { float v = (float)sp[-2].d; sp--; sp[-1].raw = 0; sp[-1].f = v; NEXT(1); }
  CASE(I2B) : sp[-1].i = (int8_t)sp[-1].i; NEXT(1);
  CASE(I2C) : sp[-1].i = (uint16_t)sp[-1].i; NEXT(1);
  CASE(I2S) : sp[-1].i = (int16_t)sp[-1].i; NEXT(1);

  CASE(LCMP) : {
    int64_t b = sp[-2].j, a = sp[-4].j;
    sp -= 3;
    sp[-1].raw = 0;
    sp[-1].i = a < b ? -1 : a > b;
    NEXT(1);
  }
  CASE(FCMPL) : { int v = fcmp(sp[-2].f, sp[-1].f, -1); sp--; sp[-1].i = v; NEXT(1); }
  CASE(FCMPG) : { int v = fcmp(sp[-2].f, sp[-1].f, 1); sp--; sp[-1].i = v; NEXT(1); }
  CASE(DCMPL) : { int v = fcmp(sp[-4].d, sp[-2].d, -1); sp -= 3; sp[-1].raw = 0; sp[-1].i = v; NEXT(1); }
  CASE(DCMPG) : { int v = fcmp(sp[-4].d, sp[-2].d, 1); sp -= 3; sp[-1].raw = 0; sp[-1].i = v; NEXT(1); }

  CASE(IFEQ) : IF1(==);
  CASE(IFNE) : IF1(!=);
  CASE(IFLT) : IF1(<);
  CASE(IFGE) : IF1(>=);
  CASE(IFGT) : IF1(>);
  CASE(IFLE) : IF1(<=);
  CASE(IF_ICMPEQ) : IF2(==);
  CASE(IF_ICMPNE) : IF2(!=);
  CASE(IF_ICMPLT) : IF2(<);
  CASE(IF_ICMPGE) : IF2(>=);
  CASE(IF_ICMPGT) : IF2(>);
  CASE(IF_ICMPLE) : IF2(<=);
  CASE(IF_ACMPEQ) : { sp -= 2; BRANCH_IF(sp[0].r == sp[1].r); }
  CASE(IF_ACMPNE) : { sp -= 2; BRANCH_IF(sp[0].r != sp[1].r); }
  CASE(IFNULL) : { sp--; BRANCH_IF(sp->r == 0); }
  CASE(IFNONNULL) : { sp--; BRANCH_IF(sp->r != 0); }
  CASE(GOTO) : BRANCH_IF(1);
  CASE(GOTO_W) : {
    int32_t off = be_s4(pc + 1);
    if (off <= 0 && --budget <= 0) {
      pc += off;
      SAVE();
      return RUN_YIELD;
    }
    NEXT(off);
  }
  /* jsr/ret: only in class files older than 51; the return address is a pc offset */
  CASE(JSR) : PUSHI((int32_t)(pc - code) + 3);
  NEXT(be_s2(pc + 1));
  CASE(JSR_W) : PUSHI((int32_t)(pc - code) + 5);
  NEXT(be_s4(pc + 1));
  CASE(RET) : pc = code + locals[pc[1]].i; DISPATCH();

  CASE(TABLESWITCH) : {
    const uint8_t *p = code + (((pc - code) + 4) & ~3);
    int32_t def = be_s4(p), lo = be_s4(p + 4), hi = be_s4(p + 8), key = (--sp)->i;
    int32_t off = (key < lo || key > hi) ? def : be_s4(p + 12 + 4 * (int64_t)(key - lo));
    NEXT(off);
  }
  CASE(LOOKUPSWITCH) : {
    const uint8_t *p = code + (((pc - code) + 4) & ~3);
    int32_t def = be_s4(p), n = be_s4(p + 4), key = (--sp)->i, off = def;
    int32_t lo = 0, hi = n - 1; /* keys are sorted (checked by cf_check_code) */
    while (lo <= hi) {
      int32_t mid = (lo + hi) >> 1, k = be_s4(p + 8 + 8 * mid);
      if (k == key) {
        off = be_s4(p + 12 + 8 * mid);
        break;
      }
      if (k < key) lo = mid + 1;
      else hi = mid - 1;
    }
    NEXT(off);
  }

  CASE(IRETURN) : CASE(FRETURN) : CASE(ARETURN) : CASE(LRETURN) : CASE(DRETURN) : CASE(RETURN) : {
    int n = (*pc == OP_RETURN) ? 0 : (*pc == OP_LRETURN || *pc == OP_DRETURN) ? 2 : 1;
    Value r0 = n ? sp[-n] : (Value){0};
    if (f->m->flags & ACC_SYNCHRONIZED) {
      POINT();
      Ref lock = (f->m->flags & ACC_STATIC) ? cls->mirror : locals[0].r;
      SAVE();
      if (!mon_exit(vm, t, lock)) goto exception;
      EMIT(ACT_UNLOCK, lock, NULL, -1, NULL, 0);
    }
    Class *inited = f->clinit_of;
    if (inited) {
      SAVE(); /* the end is an action of the return */
      init_end(vm, t, inited, INIT_DONE);
    }
    Value *base = locals;
    t->nframes--;
    if (t->nframes == 0) {
      t->stack[0] = r0;
      return RUN_ENDED;
    }
    if (inited && launching(vm, t)) {
      /* no instruction asked for the main class: ask again for it here */
      int ir = init_class(vm, t, vm->main_class);
      LOAD();
      if (ir < 0) goto exception;
      DISPATCH();
    }
    LOAD();
    if (inited) DISPATCH(); /* re-execute the instruction that asked for the <clinit> */
    sp = base;
    if (n) {
      *sp = r0;
      sp += n;
    }
    NEXT((*pc == OP_INVOKEINTERFACE || *pc == OP_INVOKEDYNAMIC) ? 5 : 3);
  }

  CASE(GETSTATIC) : CASE(PUTSTATIC) : {
    SAVE();
    Field *fd = cls_resolve_field(vm, t, cls, (uint16_t)be_u2(pc + 1));
    if (!fd) goto exception;
    if (!(fd->flags & ACC_STATIC)) {
      throw_field_kind(vm, t, fd);
      goto exception;
    }
    POINT_ACCESS(); /* after resolution: the checker's peek must see which field it is */
    /* even a class's own statics: its instances may come from the VM (strings,
     * exceptions, the main Thread) before anything initialised it */
    if (cls_init_state(vm, fd->cls) != INIT_DONE) {
      int ir = init_class(vm, t, fd->cls);
      if (ir < 0) goto exception;
      if (ir == INIT_WAIT) return RUN_BLOCKED;
      if (ir == 0) {
        LOAD();
        DISPATCH();
      }
    } else if (observe && init_unseen(vm, t, fd->cls)) {
      init_used(vm, t, fd->cls); /* the peek at the point above said so */
    }
    Value *slot = cls_statics(vm, fd->cls) + fd->slot;
    int n = slots_of(fd->type);
    if (*pc == OP_GETSTATIC) {
      *sp = *slot;
      sp += n;
      EMIT(ACT_READ, fd->cls->mirror, fd, -1, sp - n, fd->type);
    } else {
      sp -= n;
      heap_touch(vm, fd->cls->mirror);
      store_field(slot, fd->type, sp);
      EMIT(ACT_WRITE, fd->cls->mirror, fd, -1, sp, fd->type);
    }
    NEXT(3);
  }
  CASE(GETFIELD) : {
    Field *fd = cls->cpcache[be_u2(pc + 1)];
    if (!fd) {
      SAVE();
      if (!(fd = cls_resolve_field(vm, t, cls, (uint16_t)be_u2(pc + 1)))) goto exception;
    }
    if (fd->flags & ACC_STATIC) {
      SAVE();
      throw_field_kind(vm, t, fd);
      goto exception;
    }
    POINT_ACCESS();
    Ref r = sp[-1].r;
    CHECK_NULL(r);
    sp[-1] = heap_obj(vm, r)->data[fd->slot];
    sp += slots_of(fd->type) - 1;
    EMIT(ACT_READ, r, fd, -1, sp - slots_of(fd->type), fd->type);
    NEXT(3);
  }
  CASE(PUTFIELD) : {
    Field *fd = cls->cpcache[be_u2(pc + 1)];
    if (!fd) {
      SAVE();
      if (!(fd = cls_resolve_field(vm, t, cls, (uint16_t)be_u2(pc + 1)))) goto exception;
    }
    if (fd->flags & ACC_STATIC) {
      SAVE();
      throw_field_kind(vm, t, fd);
      goto exception;
    }
    POINT_ACCESS();
    int n = slots_of(fd->type);
    Ref r = sp[-1 - n].r;
    CHECK_NULL(r);
    heap_touch(vm, r);
    store_field(&heap_obj(vm, r)->data[fd->slot], fd->type, sp - n);
    sp -= n + 1;
    EMIT(ACT_WRITE, r, fd, -1, sp + 1, fd->type);
    NEXT(3);
  }

  CASE(INVOKEVIRTUAL) : CASE(INVOKESPECIAL) : CASE(INVOKESTATIC) : CASE(INVOKEINTERFACE) : {
    uint8_t op = *pc;
    SAVE();
    Method *m = cls->cpcache[be_u2(pc + 1)];
    if (!m && !(m = cls_resolve_method(vm, t, cls, (uint16_t)be_u2(pc + 1)))) goto exception;
    if ((op == OP_INVOKESTATIC) != ((m->flags & ACC_STATIC) != 0)) {
      throw_method_kind(vm, t, m, op);
      goto exception;
    }
    if (op == OP_INVOKESTATIC) {
      if (cls_init_state(vm, m->cls) != INIT_DONE) {
        /* a stop here is for the initialisation (init_point), or for the
         * call's own action if another thread initialised the class since */
        if (observe && vm->preempt && (t->pass_point || init_point(vm, t, m->cls))) POINT();
        int ir = init_class(vm, t, m->cls);
        if (ir < 0) goto exception;
        if (ir == INIT_WAIT) return RUN_BLOCKED;
        if (ir == 0) {
          LOAD();
          DISPATCH();
        }
      } else if (observe && init_unseen(vm, t, m->cls)) {
        POINT();
        init_used(vm, t, m->cls);
      }
    } else {
      Ref recv = sp[-m->arg_slots].r;
      CHECK_NULL(recv);
      if (op == OP_INVOKESPECIAL) {
        /* super.m(): select from the current class's superclass (ACC_SUPER) */
        if (m->name[0] != '<' && !(m->flags & ACC_PRIVATE) && m->cls != cls &&
            !(m->cls->flags & ACC_INTERFACE) && cls->super && cls_is_subclass(cls->super, m->cls)) {
          Method *s = cls_find_method(cls->super, m->name, m->desc);
          if (s) m = s;
        }
      } else if (!(m->flags & ACC_PRIVATE)) {
        Class *rc = heap_obj(vm, recv)->cls;
        Method *sel = cls_select(vm, rc, m);
        if (!sel) {
          char jn[512];
          cls_java_name(rc->name, jn, sizeof jn);
          if (op == OP_INVOKEINTERFACE && !cls_is_subclass(rc, m->cls)) { /* verified code may pass any object */
            char in[512];
            cls_java_name(m->cls->name, in, sizeof in);
            THROW_NEW("java/lang/IncompatibleClassChangeError",
                      "Class %s does not implement the requested interface %s", jn, in);
          }
          THROW_NEW("java/lang/AbstractMethodError", "Receiver class %s does not define or inherit an "
                    "implementation of the resolved method '%s %s' of %s.", jn, m->desc, m->name,
                    m->cls->name);
        }
        m = sel;
      }
    }
    Value *args = sp - m->arg_slots;
    if ((m->flags & ACC_NATIVE) && !m->native && !(m->native = nat_lookup(vm, m))) {
      throw_about_method(vm, t, "java/lang/UnsatisfiedLinkError", "", m);
      goto exception;
    }
    if (((m->flags & ACC_NATIVE) && m->native_kind >= 0) || (m->flags & ACC_SYNCHRONIZED))
      POINT();
    else
      t->pass_point = false; /* stopped for an initialisation another thread did meanwhile */
    if (m->flags & ACC_NATIVE) {
      f->sp = sp; /* the args stay below sp: GC roots, and safe from frames the native pushes */
      Value ret = {0};
      int nr = call_native(vm, t, m, args, &ret);
      heap_unpin_all(vm);
      if (nr == NAT_THROW) goto exception;
      if (vm->exiting) return RUN_EXIT;
      if (nr == NAT_BLOCK) { /* pc stays at the call: it runs again, as the same action, on wake-up */
        t->pass_point = m->native_kind >= 0;
        return RUN_BLOCKED;
      }
      if (nr == NAT_INVOKE) { /* the native pushed frames; re-run this call afterwards */
        LOAD();
        DISPATCH();
      }
      sp = args;
      if (m->ret_type != TY_VOID) {
        *sp = ret;
        sp += slots_of(m->ret_type);
      }
      NEXT(op == OP_INVOKEINTERFACE ? 5 : 3);
    }
    if (!m->code) {
      char jn[512];
      cls_java_name(m->cls->name, jn, sizeof jn);
      THROW_NEW("java/lang/AbstractMethodError", "%s.%s%s", jn, m->name, m->desc);
    }
    if (m->flags & ACC_SYNCHRONIZED) {
      Ref lock = (m->flags & ACC_STATIC) ? m->cls->mirror : args[0].r;
      if (!mon_enter(vm, t, lock)) {
        t->pass_point = true;
        return RUN_BLOCKED;
      }
      EMIT_ACQUIRE(lock);
    }
    if (!m->code_checked) check_code(vm, m);
    if (!push_frame(vm, t, m, args)) goto exception;
    LOAD();
    if (--budget <= 0) {
      SAVE();
      return RUN_YIELD;
    }
    DISPATCH();
  }
  CASE(INVOKEDYNAMIC) : {
    SAVE();
    vm->reach_events++; /* a call site may hand out the object it keeps */
    int ir = indy_invoke(vm, t, cls, (uint16_t)be_u2(pc + 1));
    if (ir < 0) goto exception;
    if (ir == INIT_WAIT) return RUN_BLOCKED;
    LOAD();
    if (ir == 0) DISPATCH(); /* frames were pushed (a bootstrap's helper or a <clinit>) */
    NEXT(5);
  }

  CASE(NEW) : {
    SAVE();
    Class *k = cls_resolve_class(vm, t, cls, (uint16_t)be_u2(pc + 1));
    if (!k) goto exception;
    if (k->flags & (ACC_ABSTRACT | ACC_INTERFACE)) {
      char jn[512];
      cls_java_name(k->name, jn, sizeof jn);
      THROW_NEW("java/lang/InstantiationError", "%s", jn);
    }
    /* a scheduling point when it starts or waits for a watched
     * initialisation, or is the thread's first use of a racy one (vm/init.c) */
    if (observe && vm->preempt && (t->pass_point || init_point(vm, t, k))) POINT();
    int ir = init_class(vm, t, k);
    if (ir < 0) goto exception;
    if (ir == INIT_WAIT) return RUN_BLOCKED;
    if (ir == 0) {
      LOAD();
      DISPATCH();
    }
    if (observe && init_unseen(vm, t, k)) init_used(vm, t, k);
    Ref r = heap_new_object(vm, k);
    if (!r) {
      exc_oom(vm, t);
      goto exception;
    }
    PUSHR(r);
    NEXT(3);
  }
  CASE(NEWARRAY) : {
    static const char types[12] = {0, 0, 0, 0, 'Z', 'C', 'F', 'D', 'B', 'S', 'I', 'J'};
    int32_t n = sp[-1].i;
    if (n < 0) THROW_NEW("java/lang/NegativeArraySizeException", "%d", n);
    SAVE();
    Ref r = heap_new_prim_array(vm, types[pc[1]], n);
    if (!r) {
      exc_oom_array(vm, t, n);
      goto exception;
    }
    sp[-1].raw = 0;
    sp[-1].r = r;
    NEXT(2);
  }
  CASE(ANEWARRAY) : {
    int32_t n = sp[-1].i;
    SAVE();
    Class *k = cls_resolve_class(vm, t, cls, (uint16_t)be_u2(pc + 1));
    if (!k) goto exception;
    if (n < 0) THROW_NEW("java/lang/NegativeArraySizeException", "%d", n);
    Ref r = heap_new_ref_array(vm, k, n);
    if (!r) {
      exc_oom_array(vm, t, n);
      goto exception;
    }
    sp[-1].raw = 0;
    sp[-1].r = r;
    NEXT(3);
  }
  CASE(MULTIANEWARRAY) : {
    int nd = pc[3];
    int32_t dims[255];
    SAVE();
    Class *k = cls_resolve_class(vm, t, cls, (uint16_t)be_u2(pc + 1));
    if (!k) goto exception;
    for (int i = 0; i < nd; i++) {
      dims[i] = sp[i - nd].i;
      if (dims[i] < 0) THROW_NEW("java/lang/NegativeArraySizeException", "%d", dims[i]);
    }
    Ref r = new_multi_array(vm, t, k, dims, nd);
    heap_unpin_all(vm);
    if (!r) {
      exc_oom(vm, t);
      goto exception;
    }
    sp -= nd;
    PUSHR(r);
    NEXT(4);
  }
  CASE(ARRAYLENGTH) : {
    Ref r = sp[-1].r;
    CHECK_NULL(r);
    sp[-1].i = (int32_t)heap_obj(vm, r)->length;
    NEXT(1);
  }
  CASE(ATHROW) : {
    Ref r = sp[-1].r;
    CHECK_NULL(r);
    SAVE();
    exc_throw(vm, t, r);
    goto exception;
  }
  CASE(CHECKCAST) : CASE(INSTANCEOF) : {
    Ref r = sp[-1].r;
    bool is_cast = *pc == OP_CHECKCAST;
    if (!r) {
      if (!is_cast) sp[-1].i = 0;
      NEXT(3);
    }
    SAVE();
    Class *k = cls_resolve_class(vm, t, cls, (uint16_t)be_u2(pc + 1));
    if (!k) goto exception;
    Class *rc = heap_obj(vm, r)->cls;
    bool ok = cls_assignable(vm, rc, k);
    if (is_cast) {
      if (!ok) {
        throw_cce(vm, t, rc, k);
        goto exception;
      }
    } else {
      sp[-1].raw = 0;
      sp[-1].i = ok;
    }
    NEXT(3);
  }
  CASE(MONITORENTER) : {
    POINT();
    Ref r = sp[-1].r;
    CHECK_NULL(r);
    SAVE();
    if (!mon_enter(vm, t, r)) {
      t->pass_point = true; /* blocked at the action: retrying it is the same action */
      return RUN_BLOCKED;
    }
    sp--;
    EMIT_ACQUIRE(r);
    NEXT(1);
  }
  CASE(MONITOREXIT) : {
    POINT();
    Ref r = sp[-1].r;
    CHECK_NULL(r);
    SAVE();
    if (!mon_exit(vm, t, r)) goto exception;
    sp--;
    EMIT(ACT_UNLOCK, r, NULL, -1, NULL, 0);
    NEXT(1);
  }
  CASE(WIDE) : {
    uint32_t idx = be_u2(pc + 2);
    switch (pc[1]) {
    case OP_ILOAD: case OP_FLOAD: case OP_ALOAD: *sp++ = locals[idx]; break;
    case OP_LLOAD: case OP_DLOAD: *sp = locals[idx]; sp += 2; break;
    case OP_ISTORE: case OP_FSTORE: case OP_ASTORE: locals[idx] = *--sp; break;
    case OP_LSTORE: case OP_DSTORE: sp -= 2; locals[idx] = *sp; break;
    case OP_RET: pc = code + locals[idx].i; DISPATCH();
    case OP_IINC:
      locals[idx].i = (int32_t)((uint32_t)locals[idx].i + (uint32_t)be_s2(pc + 4));
      NEXT(6);
    default: vm_panic("bad wide opcode %d", pc[1]);
    }
    NEXT(4);
  }

#ifdef COMPUTED_GOTO
L_UNKNOWN:
#else
  default:
#endif
  vm_panic("unknown opcode 0x%02x in %s.%s at pc %d", *pc, cls->name, f->m->name, (int)(pc - code));
#ifndef COMPUTED_GOTO
  }
#endif

exception:
  f->sp = sp; /* SAVE() was done before the throw; keep sp of the throwing point */
exception_entry:
  if (!exc_unwind(vm, t)) return RUN_ENDED;
  if (vm->exiting) return RUN_EXIT;
  LOAD();
  DISPATCH();
}
