/* indy.c -- invokedynamic (JVMS 6.5 invokedynamic).
 *
 * jpor has no java.lang.invoke.  Instead it recognises the bootstrap methods
 * javac uses, by class and name, and implements each directly:
 *
 *  - StringConcatFactory.makeConcat[WithConstants]: strings, nulls, integral and
 *    boolean values (boxed or not) are concatenated here in C; anything else
 *    (floats, doubles, objects whose toString must run) is boxed and handed to
 *    jpor.internal.Concat.concat (jlib/README.md).
 *  - LambdaMetafactory.metafactory/altMetafactory: a class implementing the
 *    functional interface is synthesized in memory (synth.c): one field per
 *    captured value and a method that adapts its arguments and calls the
 *    implementation method.  Each execution allocates an instance; a
 *    non-capturing call site always yields the same instance, as in the JDK.
 *  - ObjectMethods.bootstrap (records): the components are read here and passed
 *    boxed to jpor.internal.Records.
 *
 * What a call site needs is worked out at its first execution and cached in
 * the caller's cpcache at the InvokeDynamic entry's index.  An execution can be
 * interrupted by a class initialisation (init_class returns 0): the arguments
 * then stay on the stack and the instruction runs again, finding the cache. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "classfile/opcodes.h"
#include "vm/class.h"
#include "vm/exception.h"
#include "vm/heap.h"
#include "vm/indy.h"
#include "vm/interp.h"
#include "vm/synth.h"

enum { SITE_CONCAT = 1, SITE_LAMBDA, SITE_RECORD };

/* LambdaMetafactory.altMetafactory flags */
enum { FLAG_SERIALIZABLE = 1, FLAG_MARKERS = 2, FLAG_BRIDGES = 4 };

/* The invokedynamic being linked: its bootstrap method and call site. */
typedef struct Indy {
  const ClassFile *cf;
  const CfBootstrap *bsm;
  const char *bsm_cls, *bsm_name; /* the bootstrap method */
  const char *name, *desc;        /* the call site's name and descriptor */
} Indy;

/* ---- small helpers ---- */

static char *xstrndup(VM *vm, const char *s, size_t n) {
  char *d = vm_calloc(vm, "invokedynamic", n + 1, 1);
  memcpy(d, s, n);
  return d;
}

static Frame *top_frame(JThread *t) { return &t->frames[t->nframes - 1]; }

static int slots_of(char ty) { return (ty == 'J' || ty == 'D') ? 2 : ty == 'V' ? 0 : 1; }
static bool is_prim(char ty) { return ty != 'L' && ty != '['; }

/* Throw BootstrapMethodError; returns -1 for indy_invoke. */
__attribute__((format(printf, 3, 4))) static int bme(VM *vm, JThread *t, const char *fmt, ...) {
  char buf[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  exc_throw_new(vm, t, "java/lang/BootstrapMethodError", "%s", buf);
  return -1;
}

/* Push one value on the top frame's operand stack. */
static void push_value(JThread *t, char ty, Value v) {
  Frame *f = top_frame(t);
  *f->sp = v;
  f->sp += slots_of(ty);
}

static Value ref_value(Ref r) {
  Value v;
  v.raw = 0;
  v.r = r;
  return v;
}

/* A slot's value as a field of type ty holds it (the stack keeps only i, j, f, d, r). */
static Value field_value(char ty, Value v) {
  Value out;
  out.raw = 0;
  switch (ty) {
  case 'J': case 'D': out = v; break;
  case 'F': out.f = v.f; break;
  case 'L': case '[': out.r = v.r; break;
  default: out.i = v.i; break;
  }
  return out;
}

/* ---- method descriptors ---- */

/* A method descriptor split into field descriptors (NUL-terminated copies). */
typedef struct Sig {
  int n;
  char **p;  /* parameter types */
  char *ret; /* return type, "V" for void */
  int slots; /* parameter slots */
} Sig;

static const char *skip_type(const char *d) {
  while (*d == '[') d++;
  return *d == 'L' ? strchr(d, ';') + 1 : d + 1;
}

/* md has been validated by the class file parser. */
static void sig_parse(VM *vm, const char *md, Sig *s) {
  memset(s, 0, sizeof *s);
  s->p = vm_calloc(vm, "invokedynamic", cf_arg_slots(md) + 1, sizeof(char *));
  for (const char *d = md + 1; *d != ')';) {
    const char *e = skip_type(d);
    s->p[s->n++] = xstrndup(vm, d, (size_t)(e - d));
    s->slots += slots_of(d[0]);
    d = e;
  }
  s->ret = xstrndup(vm, strchr(md, ')') + 1, strlen(strchr(md, ')') + 1));
}

static void sig_free(Sig *s) {
  for (int i = 0; i < s->n; i++) free(s->p[i]);
  free(s->p);
  free(s->ret);
  memset(s, 0, sizeof *s);
}

/* "Ljava/lang/String;" -> "java/lang/String"; array descriptors are class names already. */
static char *desc_class_name(VM *vm, const char *d) {
  return d[0] == 'L' ? xstrndup(vm, d + 1, strlen(d) - 2) : xstrndup(vm, d, strlen(d));
}

/* ---- boxes ---- */

static const struct Prim {
  char ty;
  const char *box, *unbox, *desc; /* wrapper class, its xxxValue method, "Ljava/lang/Integer;" */
} prims[] = {
    {'Z', "java/lang/Boolean", "booleanValue", "Ljava/lang/Boolean;"},
    {'B', "java/lang/Byte", "byteValue", "Ljava/lang/Byte;"},
    {'C', "java/lang/Character", "charValue", "Ljava/lang/Character;"},
    {'S', "java/lang/Short", "shortValue", "Ljava/lang/Short;"},
    {'I', "java/lang/Integer", "intValue", "Ljava/lang/Integer;"},
    {'J', "java/lang/Long", "longValue", "Ljava/lang/Long;"},
    {'F', "java/lang/Float", "floatValue", "Ljava/lang/Float;"},
    {'D', "java/lang/Double", "doubleValue", "Ljava/lang/Double;"},
};

static const struct Prim *prim_of(char ty) {
  for (size_t i = 0; i < sizeof prims / sizeof prims[0]; i++)
    if (prims[i].ty == ty) return &prims[i];
  return NULL;
}

/* The primitive whose wrapper the reference descriptor d names, or NULL. */
static const struct Prim *wrapped_by(const char *d) {
  for (size_t i = 0; i < sizeof prims / sizeof prims[0]; i++)
    if (strcmp(prims[i].desc, d) == 0) return &prims[i];
  return NULL;
}

/* How to box one primitive type: the wrapper class and the slot of its `value`
 * field (jlib/README.md: the VM boxes through it, without a constructor). */
typedef struct BoxInfo {
  char ty;    /* TY_* of the value; 'L' for references, which need no box */
  Class *cls; /* wrapper class, NULL for references */
  uint32_t slot;
} BoxInfo;

static BoxInfo box_info(VM *vm, char ty) {
  BoxInfo bi = {.ty = is_prim(ty) ? ty : 'L'};
  const struct Prim *p = prim_of(ty);
  if (!p) return bi;
  bi.cls = cls_require(vm, p->box, "invokedynamic");
  char fd[2] = {ty, 0};
  Field *f = cls_find_field(bi.cls, sym_intern(vm, "value"), sym_intern(vm, fd));
  if (!f || (f->flags & ACC_STATIC))
    vm_fatal(vm, "jlib: %s has no instance field value %s (see jlib/README.md)", p->box, fd);
  bi.slot = f->slot;
  return bi;
}

/* v boxed as bi says (references are returned as they are); 0 with an
 * OutOfMemoryError thrown when the heap is full. */
static Ref box(VM *vm, JThread *t, const BoxInfo *bi, Value v) {
  if (!bi->cls) return v.r;
  Ref r = heap_new_object(vm, bi->cls);
  if (!r) return exc_oom(vm, t), 0;
  heap_obj(vm, r)->data[bi->slot] = field_value(bi->ty, v);
  return r;
}

/* An Object[] of the n values at v (in slots), boxed by bi[]; pinned. */
static Ref box_all(VM *vm, JThread *t, const BoxInfo *bi, int n, const Value *v) {
  Ref arr = heap_new_ref_array(vm, vm->c_object, n);
  if (!arr) return exc_oom(vm, t), 0;
  heap_pin(vm, arr);
  for (int i = 0; i < n; i++) {
    Ref r = box(vm, t, &bi[i], *v);
    if (bi[i].cls && !r) return 0;
    ARR(heap_obj(vm, arr), Ref)[i] = r;
    v += slots_of(bi[i].ty);
  }
  return arr;
}

/* A static method of a jpor.internal helper class (jlib), or a host error. */
static Method *helper_method(VM *vm, const char *cls, const char *name, const char *desc) {
  Class *k = cls_require(vm, cls, "invokedynamic");
  Method *m = cls_find_declared(k, sym_intern(vm, name), sym_intern(vm, desc));
  if (!m || !(m->flags & ACC_STATIC))
    vm_fatal(vm, "jlib: %s has no static method %s%s (see jlib/README.md)", cls, name, desc);
  return m;
}

/* Pop the top frame's nslots argument slots and call helper m with args in
 * their place; its result becomes the invokedynamic's.  Returns 0 or -1. */
static int call_helper(VM *vm, JThread *t, Method *m, int nslots, const Value *args) {
  top_frame(t)->sp -= nslots;
  bool ok = interp_invoke(vm, t, m, args);
  heap_unpin_all(vm);
  return ok ? 0 : -1;
}

/* ====================================================================== */
/* String concatenation                                                   */
/* ====================================================================== */

typedef struct ConcatSite {
  int kind;
  int nargs, nslots;
  BoxInfo *args;      /* how to box each argument (its type is args[i].ty) */
  Ref recipe;         /* interned; \1 = next argument, \2 = next constant */
  int nconst;
  const CfConst **consts;
  Ref *const_str;     /* interned String constants (0 for other kinds) */
  BoxInfo *const_box; /* boxes for numeric constants */
  BoxInfo exact[6];   /* boxes whose text is done here: Boolean Byte Character Short Integer Long */
  Method *helper;     /* jpor.internal.Concat.concat */
} ConcatSite;

/* "\1" for every argument: the recipe of makeConcat. */
static char *plain_recipe(VM *vm, int nargs) {
  char *r = vm_calloc(vm, "invokedynamic", (size_t)nargs + 1, 1);
  memset(r, 1, (size_t)nargs);
  return r;
}

/* The recipe of a makeConcatWithConstants site (its first bootstrap argument),
 * or of a makeConcat one; interned, so it lives as long as the VM. */
static Ref concat_recipe(VM *vm, JThread *t, const Indy *in, bool with_consts, int nargs) {
  const ClassFile *cf = in->cf;
  if (with_consts && (in->bsm->nargs < 1 || cf->cp[in->bsm->args[0]].tag != CF_String))
    return bme(vm, t, "makeConcatWithConstants: the first bootstrap argument is not a String"), 0;
  char *plain = with_consts ? NULL : plain_recipe(vm, nargs);
  Ref r = str_intern_utf8(vm, with_consts ? cf_utf8(cf, cf->cp[in->bsm->args[0]].u.idx) : plain);
  free(plain);
  if (!r) exc_oom(vm, t);
  return r;
}

/* The constants (bootstrap arguments after the recipe): Strings interned,
 * numbers boxed at each execution.  False with an exception thrown. */
static bool concat_constants(VM *vm, JThread *t, const Indy *in, ConcatSite *cs) {
  const ClassFile *cf = in->cf;
  cs->consts = vm_calloc(vm, "invokedynamic", cs->nconst, sizeof *cs->consts);
  cs->const_str = vm_calloc(vm, "invokedynamic", cs->nconst, sizeof(Ref));
  cs->const_box = vm_calloc(vm, "invokedynamic", cs->nconst, sizeof(BoxInfo));
  for (int i = 0; i < cs->nconst; i++) {
    const CfConst *k = &cf->cp[in->bsm->args[i + 1]];
    cs->consts[i] = k;
    switch (k->tag) {
    case CF_String:
      if (!(cs->const_str[i] = str_intern_utf8(vm, cf_utf8(cf, k->u.idx)))) return exc_oom(vm, t);
      break;
    case CF_Integer: cs->const_box[i] = box_info(vm, 'I'); break;
    case CF_Long: cs->const_box[i] = box_info(vm, 'J'); break;
    case CF_Float: cs->const_box[i] = box_info(vm, 'F'); break;
    case CF_Double: cs->const_box[i] = box_info(vm, 'D'); break;
    default: /* javac passes only strings; a class constant would need its mirror */
      bme(vm, t, "makeConcatWithConstants: unsupported constant of kind %s", cf_tag_name(k->tag));
      return false;
    }
  }
  return true;
}

static int concat_link(VM *vm, JThread *t, const Indy *in, ConcatSite **out) {
  bool with_consts = strcmp(in->bsm_name, "makeConcatWithConstants") == 0;
  Sig sig;
  sig_parse(vm, in->desc, &sig);
  ConcatSite *cs =
      vm_calloc(vm, "invokedynamic", 1, sizeof *cs); /* not freed on errors: they are rare */
  cs->kind = SITE_CONCAT;
  cs->nargs = sig.n;
  cs->nslots = sig.slots;
  cs->args = vm_calloc(vm, "invokedynamic", sig.n, sizeof(BoxInfo));
  for (int i = 0; i < sig.n; i++) cs->args[i] = box_info(vm, sig.p[i][0]);
  sig_free(&sig);
  if (!(cs->recipe = concat_recipe(vm, t, in, with_consts, cs->nargs))) return -1;
  cs->nconst = with_consts ? in->bsm->nargs - 1 : 0;
  if (!concat_constants(vm, t, in, cs)) return -1;
  for (int i = 0; i < 6; i++) cs->exact[i] = box_info(vm, "ZBCSIJ"[i]); /* loads, does not initialise */
  cs->helper = helper_method(vm, "jpor/internal/Concat", "concat",
                             "(Ljava/lang/String;[Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/String;");
  *out = cs;
  return 1;
}

/* Growable UTF-16 text. */
typedef struct Text {
  VM *vm; /* whose host error an allocation failure is */
  uint16_t *v;
  uint32_t n, cap;
  uint16_t local[256];
} Text;

static void text_put(Text *b, const uint16_t *c, uint32_t n) {
  if (n == 0) return;
  if (b->n + n > b->cap) {
    uint32_t cap = (b->n + n) * 2;
    uint16_t *v = malloc((size_t)cap * 2);
    if (!v) vm_fatal(b->vm, "out of memory (string concatenation)");
    memcpy(v, b->v, (size_t)b->n * 2);
    if (b->v != b->local) free(b->v);
    b->v = v;
    b->cap = cap;
  }
  memcpy(b->v + b->n, c, (size_t)n * 2);
  b->n += n;
}

static void text_ascii(Text *b, const char *s) {
  uint16_t c[32];
  uint32_t n = 0;
  while (s[n]) c[n] = (uint8_t)s[n], n++;
  text_put(b, c, n);
}

static void text_long(Text *b, int64_t v) {
  char buf[24], *p = buf + sizeof buf - 1;
  uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
  *p = 0;
  do *--p = (char)('0' + u % 10);
  while (u /= 10);
  if (v < 0) *--p = '-';
  text_ascii(b, p);
}

static void text_string(VM *vm, Text *b, Ref s) {
  if (!s) {
    text_ascii(b, "null");
    return;
  }
  uint32_t n;
  const uint16_t *c = str_chars(vm, s, &n);
  text_put(b, c, n);
}

/* The box of an integral type or boolean that ref r is, or NULL.  Their
 * classes are final, so their toString is known. */
static const BoxInfo *exact_box(VM *vm, const ConcatSite *cs, Ref r) {
  Class *c = heap_obj(vm, r)->cls;
  for (int i = 0; i < 6; i++)
    if (cs->exact[i].cls == c) return &cs->exact[i];
  return NULL;
}

/* The text of one argument, as String.valueOf gives it. */
static void text_value(VM *vm, const ConcatSite *cs, Text *b, char ty, Value v) {
  if (ty == 'L' && v.r && heap_obj(vm, v.r)->cls != vm->c_string) {
    const BoxInfo *bi = exact_box(vm, cs, v.r);
    ty = bi->ty;
    v = heap_obj(vm, v.r)->data[bi->slot];
  }
  switch (ty) {
  case 'Z': text_ascii(b, v.i ? "true" : "false"); break;
  case 'C': {
    uint16_t c = (uint16_t)v.i;
    text_put(b, &c, 1);
    break;
  }
  case 'J': text_long(b, v.j); break;
  case 'L': text_string(vm, b, v.r); break;
  default: text_long(b, v.i); break; /* B S I */
  }
}

/* Can the concatenation be done here?  Not when it needs a toString() or the
 * decimal form of a float or double. */
static bool concat_in_c(VM *vm, const ConcatSite *cs, const Value *args) {
  for (int i = 0; i < cs->nargs; i++) {
    char ty = cs->args[i].ty;
    if (ty == 'F' || ty == 'D') return false;
    if (ty == 'L' && args->r && heap_obj(vm, args->r)->cls != vm->c_string && !exact_box(vm, cs, args->r))
      return false;
    args += slots_of(ty);
  }
  for (int i = 0; i < cs->nconst; i++)
    if (cs->consts[i]->tag == CF_Float || cs->consts[i]->tag == CF_Double) return false;
  return true;
}

static int concat_c(VM *vm, JThread *t, const ConcatSite *cs, Value *args) {
  Text b = {.vm = vm, .v = b.local, .cap = 256};
  uint32_t rn;
  const uint16_t *r = str_chars(vm, cs->recipe, &rn);
  const Value *a = args;
  int ai = 0, ki = 0;
  for (uint32_t i = 0; i < rn; i++) {
    if (r[i] == 1 && ai < cs->nargs) {
      text_value(vm, cs, &b, cs->args[ai].ty, *a);
      a += slots_of(cs->args[ai++].ty);
    } else if (r[i] == 2 && ki < cs->nconst) {
      const CfConst *k = cs->consts[ki];
      if (k->tag == CF_String) text_string(vm, &b, cs->const_str[ki]);
      else text_long(&b, k->tag == CF_Long ? k->u.j : k->u.i);
      ki++;
    } else {
      text_put(&b, &r[i], 1);
    }
  }
  Ref s = str_new_utf16(vm, b.v, b.n);
  if (b.v != b.local) free(b.v);
  if (!s) return exc_oom(vm, t), -1;
  top_frame(t)->sp = args;
  push_value(t, 'L', ref_value(s));
  return 1;
}

static int concat_java(VM *vm, JThread *t, const ConcatSite *cs, Value *args) {
  int ir = init_class(vm, t, cs->helper->cls);
  if (ir != 1) return ir;
  Ref boxed = box_all(vm, t, cs->args, cs->nargs, args);
  if (!boxed) return heap_unpin_all(vm), -1;
  Ref consts = heap_new_ref_array(vm, vm->c_object, cs->nconst);
  if (!consts) return heap_unpin_all(vm), exc_oom(vm, t), -1;
  heap_pin(vm, consts);
  for (int i = 0; i < cs->nconst; i++) {
    const CfConst *k = cs->consts[i];
    Value v = {0};
    switch (k->tag) {
    case CF_Integer: v.i = k->u.i; break;
    case CF_Long: v.j = k->u.j; break;
    case CF_Float: v.f = k->u.f; break;
    case CF_Double: v.d = k->u.d; break;
    default: v.r = cs->const_str[i]; break;
    }
    Ref r = box(vm, t, &cs->const_box[i], v);
    if (k->tag != CF_String && !r) return heap_unpin_all(vm), -1;
    ARR(heap_obj(vm, consts), Ref)[i] = r;
  }
  Value call[3] = {ref_value(cs->recipe), ref_value(consts), ref_value(boxed)};
  return call_helper(vm, t, cs->helper, cs->nslots, call);
}

static int concat_invoke(VM *vm, JThread *t, const ConcatSite *cs) {
  Value *args = top_frame(t)->sp - cs->nslots;
  if (concat_in_c(vm, cs, args)) return concat_c(vm, t, cs, args);
  return concat_java(vm, t, cs, args);
}

/* ====================================================================== */
/* Lambdas                                                                */
/* ====================================================================== */

/* What LambdaMetafactory was asked for. */
typedef struct LambdaSpec {
  const char *caller, *sam_name;
  char *iface;                 /* the functional interface */
  Sig cap;                     /* captured values: the call site's parameters */
  const char *sam_desc;        /* erased method type of the interface method */
  Sig inst;                    /* instantiated method type */
  int kind;                    /* REF_* of the implementation */
  bool impl_iface;             /* its constant is an InterfaceMethodref */
  const char *impl_cls, *impl_name, *impl_desc;
  Sig impl;
  int flags;
  int nmarkers, nbridges;
  const char **markers;        /* extra interfaces */
  const char **bridges;        /* extra method descriptors */
} LambdaSpec;

static void spec_free(LambdaSpec *L) {
  free(L->iface);
  sig_free(&L->cap);
  sig_free(&L->inst);
  sig_free(&L->impl);
  free(L->markers);
  free(L->bridges);
}

static const char *method_type(const Indy *in, int i) {
  if (i >= in->bsm->nargs) return NULL;
  const CfConst *k = &in->cf->cp[in->bsm->args[i]];
  return k->tag == CF_MethodType ? cf_utf8(in->cf, k->u.idx) : NULL;
}

static bool int_arg(const Indy *in, int i, int *out) {
  if (i >= in->bsm->nargs || in->cf->cp[in->bsm->args[i]].tag != CF_Integer) return false;
  *out = in->cf->cp[in->bsm->args[i]].u.i;
  return true;
}

/* altMetafactory's extra arguments, from index 3 on. */
static bool alt_args(VM *vm, const Indy *in, LambdaSpec *L) {
  const ClassFile *cf = in->cf;
  int i = 3, n;
  if (!int_arg(in, i++, &L->flags)) return false;
  if (L->flags & FLAG_MARKERS) {
    if (!int_arg(in, i++, &n) || n < 0 || i + n > in->bsm->nargs) return false;
    L->markers = vm_calloc(vm, "invokedynamic", n, sizeof(char *));
    for (int k = 0; k < n; k++, i++) {
      if (cf->cp[in->bsm->args[i]].tag != CF_Class) return false;
      L->markers[L->nmarkers++] = cf_class_name(cf, in->bsm->args[i]);
    }
  }
  if (L->flags & FLAG_BRIDGES) {
    if (!int_arg(in, i++, &n) || n < 0 || i + n > in->bsm->nargs) return false;
    L->bridges = vm_calloc(vm, "invokedynamic", n, sizeof(char *));
    for (int k = 0; k < n; k++, i++) {
      if (!(L->bridges[L->nbridges++] = method_type(in, i))) return false;
    }
  }
  return true;
}

static int lambda_spec(VM *vm, JThread *t, Class *c, const Indy *in, LambdaSpec *L) {
  const ClassFile *cf = in->cf;
  memset(L, 0, sizeof *L);
  L->caller = c->name;
  L->sam_name = in->name;
  const char *ret = strchr(in->desc, ')') + 1;
  const char *inst = method_type(in, 2);
  L->sam_desc = method_type(in, 0);
  const CfConst *mh = in->bsm->nargs > 1 ? &cf->cp[in->bsm->args[1]] : NULL;
  if (!L->sam_desc || !inst || !mh || mh->tag != CF_MethodHandle || ret[0] != 'L')
    return bme(vm, t, "%s: bad bootstrap arguments in %s", in->bsm_name, c->name);
  if (mh->u.mh.kind < REF_invokeVirtual)
    return bme(vm, t, "%s: field method handles are not supported", in->bsm_name);
  if (strcmp(in->bsm_name, "altMetafactory") == 0 && !alt_args(vm, in, L)) {
    spec_free(L);
    return bme(vm, t, "altMetafactory: bad bootstrap arguments in %s", c->name);
  }
  const CfConst *ref = &cf->cp[mh->u.mh.ref];
  L->kind = mh->u.mh.kind;
  L->impl_iface = ref->tag == CF_InterfaceMethodref;
  L->impl_cls = cf_class_name(cf, ref->u.ref.cls);
  L->impl_name = cf_nat_name(cf, ref->u.ref.nat);
  L->impl_desc = cf_nat_desc(cf, ref->u.ref.nat);
  L->iface = desc_class_name(vm, ret);
  sig_parse(vm, in->desc, &L->cap);
  sig_parse(vm, inst, &L->inst);
  sig_parse(vm, L->impl_desc, &L->impl);
  return 1;
}

/* ---- bytecode for adapting values (LambdaMetafactory's conversions) ---- */

/* Widening primitive conversion (JLS 5.1.2) from a to b; false if there is none. */
static bool emit_widen(SynthCode *c, char a, char b) {
  if (a == b) return true;
  bool a_int = strchr("BSCI", a) != NULL;
  switch (b) {
  case 'S': return a == 'B';
  case 'I': return a == 'B' || a == 'S' || a == 'C';
  case 'J':
    if (!a_int) return false;
    synth_op(c, OP_I2L, 1);
    return true;
  case 'F':
    if (a_int) synth_op(c, OP_I2F, 0);
    else if (a == 'J') synth_op(c, OP_L2F, -1);
    else return false;
    return true;
  case 'D':
    if (a_int) synth_op(c, OP_I2D, 1);
    else if (a == 'J') synth_op(c, OP_L2D, 0);
    else if (a == 'F') synth_op(c, OP_F2D, 1);
    else return false;
    return true;
  default: return false;
  }
}

static void emit_checkcast(SynthClass *s, SynthCode *c, const char *desc) {
  VM *vm = c->vm;
  char *name = desc_class_name(vm, desc);
  synth_op_u2(c, OP_CHECKCAST, synth_cp_class(s, name), 0);
  free(name);
}

/* Convert the value on top of the stack from type `from` to type `to`.  fn is
 * the more precise type the value is known to have (the instantiated type),
 * which says which wrapper to unbox.  False when no conversion applies. */
static bool emit_convert(SynthClass *s, SynthCode *c, const char *from, const char *to, const char *fn) {
  if (strcmp(from, to) == 0) return true;
  if (is_prim(from[0]) && is_prim(to[0])) return emit_widen(c, from[0], to[0]);
  if (is_prim(from[0])) { /* box, widening first if the target is another wrapper */
    const struct Prim *w = wrapped_by(to);
    char ty = from[0];
    if (w && w->ty != ty) {
      if (!emit_widen(c, ty, w->ty)) return false;
      ty = w->ty;
    }
    const struct Prim *p = prim_of(ty);
    char desc[40];
    snprintf(desc, sizeof desc, "(%c)%s", ty, p->desc);
    synth_invoke(s, c, OP_INVOKESTATIC, false, p->box, "valueOf", desc);
    return true;
  }
  if (is_prim(to[0])) { /* unbox, then widen */
    const struct Prim *w = wrapped_by(fn);
    if (!w) w = wrapped_by(from);
    if (!w) w = prim_of(to[0]);
    if (!w) return false;
    if (strcmp(from, w->desc) != 0) emit_checkcast(s, c, w->desc);
    char desc[8];
    snprintf(desc, sizeof desc, "()%c", w->ty);
    synth_invoke(s, c, OP_INVOKEVIRTUAL, false, w->box, w->unbox, desc);
    return emit_widen(c, w->ty, to[0]);
  }
  if (strcmp(to, "Ljava/lang/Object;") != 0) emit_checkcast(s, c, to);
  return true;
}

static bool has_receiver(int kind) {
  return kind == REF_invokeVirtual || kind == REF_invokeInterface || kind == REF_invokeSpecial;
}

/* Type of the implementation's i-th argument, the receiver included. */
static const char *impl_arg(const LambdaSpec *L, int i, const char *recv) {
  if (has_receiver(L->kind)) return i == 0 ? recv : L->impl.p[i - 1];
  return L->impl.p[i];
}

static void emit_call(SynthClass *s, SynthCode *c, const LambdaSpec *L) {
  static const uint8_t ops[] = {[REF_invokeVirtual] = OP_INVOKEVIRTUAL,
                                [REF_invokeStatic] = OP_INVOKESTATIC,
                                [REF_invokeSpecial] = OP_INVOKESPECIAL,
                                [REF_newInvokeSpecial] = OP_INVOKESPECIAL,
                                [REF_invokeInterface] = OP_INVOKEINTERFACE};
  synth_invoke(s, c, ops[L->kind], L->impl_iface, L->impl_cls, L->impl_name, L->impl_desc);
}

/* The body of the interface method with descriptor md: load the captured
 * fields and the parameters, adapt each to the implementation's parameter
 * type, call it, adapt the result.  False if the types do not fit. */
static bool gen_forward(VM *vm, SynthClass *s, const char *self, const LambdaSpec *L,
                        const char *md) {
  Sig sam;
  sig_parse(vm, md, &sam);
  int recv = has_receiver(L->kind);
  bool ok = sam.n == L->inst.n && L->cap.n + sam.n == recv + L->impl.n;
  char *recv_desc = vm_calloc(vm, "invokedynamic", strlen(L->impl_cls) + 3, 1);
  sprintf(recv_desc, L->impl_cls[0] == '[' ? "%s" : "L%s;", L->impl_cls);
  SynthCode c;
  synth_code_init(&c, vm, (uint16_t)(1 + sam.slots));
  if (ok && L->kind == REF_newInvokeSpecial) {
    synth_op_u2(&c, OP_NEW, synth_cp_class(s, L->impl_cls), 1);
    synth_op(&c, OP_DUP, 1);
  }
  for (int i = 0; ok && i < L->cap.n; i++) {
    char fname[16];
    snprintf(fname, sizeof fname, "arg$%d", i + 1);
    synth_op(&c, OP_ALOAD_0, 1);
    synth_field_op(s, &c, OP_GETFIELD, self, fname, L->cap.p[i]);
    ok = emit_convert(s, &c, L->cap.p[i], impl_arg(L, i, recv_desc), L->cap.p[i]);
  }
  for (int j = 0, slot = 1; ok && j < sam.n; j++) {
    synth_load(&c, sam.p[j][0], (uint16_t)slot);
    slot += slots_of(sam.p[j][0]);
    ok = emit_convert(s, &c, sam.p[j], impl_arg(L, L->cap.n + j, recv_desc), L->inst.p[j]);
  }
  if (ok) {
    emit_call(s, &c, L);
    const char *iret = L->kind == REF_newInvokeSpecial ? recv_desc : L->impl.ret;
    if (sam.ret[0] == 'V') {
      if (iret[0] != 'V') synth_op(&c, slots_of(iret[0]) == 2 ? OP_POP2 : OP_POP, -slots_of(iret[0]));
    } else {
      ok = iret[0] != 'V' && emit_convert(s, &c, iret, sam.ret, L->inst.ret);
    }
    synth_return(&c, sam.ret[0]);
  }
  if (ok) synth_add_method(s, ACC_PUBLIC | (md == L->sam_desc ? 0 : ACC_BRIDGE | ACC_SYNTHETIC),
                           L->sam_name, md, &c);
  free(c.b);
  free(recv_desc);
  sig_free(&sam);
  return ok;
}

/* A class implementing the lambda: `final class Caller$$Lambda$N implements
 * Iface { private final T1 arg$1; ...  public R sam(...) { ... } }`, plus a
 * static field holding the one instance when nothing is captured. */
static Class *lambda_class(VM *vm, const LambdaSpec *L) {
  char name[1024];
  snprintf(name, sizeof name, "%s$$Lambda$%u", L->caller, vm->nclasses);
  SynthClass *s =
      synth_class_new(vm, name, "java/lang/Object", ACC_FINAL | ACC_SUPER | ACC_SYNTHETIC);
  synth_add_interface(s, L->iface);
  for (int i = 0; i < L->nmarkers; i++) synth_add_interface(s, L->markers[i]);
  if (L->flags & FLAG_SERIALIZABLE) synth_add_interface(s, "java/io/Serializable");
  for (int i = 0; i < L->cap.n; i++) {
    char fname[16];
    snprintf(fname, sizeof fname, "arg$%d", i + 1);
    synth_add_field(s, ACC_PRIVATE | ACC_FINAL, fname, L->cap.p[i]);
  }
  if (L->cap.n == 0) synth_add_field(s, ACC_PRIVATE | ACC_STATIC | ACC_FINAL, "INSTANCE", "Ljava/lang/Object;");
  bool ok = gen_forward(vm, s, name, L, L->sam_desc);
  for (int i = 0; ok && i < L->nbridges; i++)
    if (!synth_has_method(s, L->sam_name, L->bridges[i]))
      ok = gen_forward(vm, s, name, L, L->bridges[i]);
  ClassFile *cf = synth_class_finish(s);
  return ok ? cls_define_synthetic(vm, cf) : NULL; /* a failed cf leaks: rare and harmless */
}

/* One invokedynamic instruction linked to a lambda class.  Instructions that
 * share an InvokeDynamic entry are separate call sites (JVMS 5.4.3.6), each
 * with its own class, so they are told apart by method and pc. */
typedef struct LambdaSite {
  struct LambdaSite *next;
  Method *m;
  uint32_t pc;
  Class *cls;
  int ncap, cap_slots;
  char *cap_types;     /* first letter of each captured value's type */
  uint32_t *cap_slot;  /* instance slot of each */
  uint32_t inst_slot;  /* static slot of the shared instance (ncap == 0) */
} LambdaSite;

typedef struct LambdaSites {
  int kind;
  LambdaSite *head;
} LambdaSites;

static int lambda_link(VM *vm, JThread *t, Class *c, const Indy *in, LambdaSite **out) {
  LambdaSpec L;
  if (lambda_spec(vm, t, c, in, &L) < 0) return -1;
  Class *k = lambda_class(vm, &L);
  if (!k) {
    char jn[512];
    cls_java_name(c->name, jn, sizeof jn);
    bme(vm, t, "%s: cannot adapt %s.%s%s to %s%s (in %s)", in->bsm_name, L.impl_cls, L.impl_name,
        L.impl_desc, L.sam_name, L.sam_desc, jn);
    spec_free(&L);
    return -1;
  }
  LambdaSite *ls = vm_calloc(vm, "invokedynamic", 1, sizeof *ls);
  ls->cls = k;
  ls->ncap = L.cap.n;
  ls->cap_slots = L.cap.slots;
  ls->cap_types = vm_calloc(vm, "invokedynamic", L.cap.n + 1, 1);
  ls->cap_slot = vm_calloc(vm, "invokedynamic", L.cap.n, sizeof(uint32_t));
  for (int i = 0; i < L.cap.n; i++) {
    ls->cap_types[i] = is_prim(L.cap.p[i][0]) ? L.cap.p[i][0] : 'L';
    ls->cap_slot[i] = k->fields[i].slot;
  }
  if (L.cap.n == 0) ls->inst_slot = k->fields[0].slot;
  spec_free(&L);
  *out = ls;
  return 1;
}

static int lambda_invoke(VM *vm, JThread *t, LambdaSite *ls) {
  int ir = init_class(vm, t, ls->cls); /* superinterfaces with default methods */
  if (ir != 1) return ir;
  Value *args = top_frame(t)->sp - ls->cap_slots;
  Ref obj = ls->ncap ? 0 : cls_statics(vm, ls->cls)[ls->inst_slot].r;
  if (!obj) {
    obj = heap_new_object(vm, ls->cls); /* the captured values on the stack are roots */
    if (!obj) return exc_oom(vm, t), -1;
    Object *o = heap_obj(vm, obj);
    const Value *v = args;
    for (int i = 0; i < ls->ncap; i++) {
      o->data[ls->cap_slot[i]] = field_value(ls->cap_types[i], *v);
      v += slots_of(ls->cap_types[i]);
    }
    if (!ls->ncap) {
      heap_touch(vm, ls->cls->mirror);
      cls_statics(vm, ls->cls)[ls->inst_slot] = ref_value(obj);
    }
  }
  top_frame(t)->sp = args;
  push_value(t, 'L', ref_value(obj));
  return 1;
}

static int lambda_dispatch(VM *vm, JThread *t, Class *c, const Indy *in, LambdaSites *sites) {
  Frame *f = top_frame(t);
  LambdaSite *ls = sites->head;
  while (ls && (ls->m != f->m || ls->pc != f->pc)) ls = ls->next;
  if (!ls) {
    if (lambda_link(vm, t, c, in, &ls) < 0) return -1;
    ls->m = f->m;
    ls->pc = f->pc;
    ls->next = sites->head;
    sites->head = ls;
  }
  return lambda_invoke(vm, t, ls);
}

/* ====================================================================== */
/* Records: toString, hashCode, equals                                    */
/* ====================================================================== */

typedef struct RecordSite {
  int kind;
  char op;            /* 't' toString, 'h' hashCode, 'e' equals */
  Class *rec;
  int n;
  Field **comps;      /* the component fields, in order */
  BoxInfo *box;
  Ref simple_name;    /* interned, like the other Strings here */
  Ref *names;
  Method *helper;
} RecordSite;

/* Class.getSimpleName of a record class: from InnerClasses, else the name
 * without its package. */
static const char *simple_name(const Class *c) {
  for (uint16_t i = 0; i < c->cf->ninner; i++)
    if (c->cf->inner[i].inner && strcmp(c->cf->inner[i].inner, c->name) == 0)
      return c->cf->inner[i].simple_name ? c->cf->inner[i].simple_name : "";
  const char *slash = strrchr(c->name, '/');
  return slash ? slash + 1 : c->name;
}

static int record_fail(VM *vm, JThread *t, RecordSite *rs, const char *what) {
  free(rs->comps);
  free(rs->box);
  free(rs->names);
  free(rs);
  return t->exception ? -1 : bme(vm, t, "ObjectMethods.bootstrap: %s", what);
}

static int record_link(VM *vm, JThread *t, Class *c, const Indy *in, RecordSite **out) {
  const ClassFile *cf = in->cf;
  RecordSite *rs = vm_calloc(vm, "invokedynamic", 1, sizeof *rs);
  rs->kind = SITE_RECORD;
  rs->op = !strcmp(in->name, "toString") ? 't' : !strcmp(in->name, "hashCode") ? 'h'
         : !strcmp(in->name, "equals") ? 'e' : 0;
  int nargs = in->bsm->nargs;
  if (!rs->op || nargs < 2 || cf->cp[in->bsm->args[0]].tag != CF_Class ||
      cf->cp[in->bsm->args[1]].tag != CF_String)
    return record_fail(vm, t, rs, "bad bootstrap arguments");
  rs->rec = cls_resolve_class(vm, t, c, in->bsm->args[0]);
  if (!rs->rec || !rs->rec->cf) return record_fail(vm, t, rs, "bad record class");
  rs->n = nargs - 2;
  rs->comps = vm_calloc(vm, "invokedynamic", rs->n, sizeof(Field *));
  rs->box = vm_calloc(vm, "invokedynamic", rs->n, sizeof(BoxInfo));
  rs->names = vm_calloc(vm, "invokedynamic", rs->n, sizeof(Ref));
  for (int i = 0; i < rs->n; i++) {
    const CfConst *mh = &cf->cp[in->bsm->args[i + 2]];
    if (mh->tag != CF_MethodHandle || mh->u.mh.kind != REF_getField)
      return record_fail(vm, t, rs, "a component accessor is not a getter handle");
    if (!(rs->comps[i] = cls_resolve_field(vm, t, c, mh->u.mh.ref))) return record_fail(vm, t, rs, "");
    rs->box[i] = box_info(vm, rs->comps[i]->type);
  }
  /* the names: "x;y;z" ("" when there are no components) */
  const char *p = cf_utf8(cf, cf->cp[in->bsm->args[1]].u.idx);
  for (int i = 0; i < rs->n; i++) {
    const char *e = strchr(p, ';');
    if (!e) e = p + strlen(p);
    char *name = xstrndup(vm, p, (size_t)(e - p));
    rs->names[i] = str_intern_utf8(vm, name);
    free(name);
    if (!rs->names[i]) return exc_oom(vm, t), record_fail(vm, t, rs, "");
    p = *e ? e + 1 : e;
  }
  rs->simple_name = str_intern_utf8(vm, simple_name(rs->rec));
  if (!rs->simple_name) return exc_oom(vm, t), record_fail(vm, t, rs, "");
  if (rs->op == 't')
    rs->helper = helper_method(vm, "jpor/internal/Records", "toString",
                               "(Ljava/lang/String;[Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;");
  else if (rs->op == 'h')
    rs->helper = helper_method(vm, "jpor/internal/Records", "hashCode", "([Ljava/lang/Object;)I");
  else
    rs->helper = helper_method(vm, "jpor/internal/Records", "equals", "([Ljava/lang/Object;[Ljava/lang/Object;)Z");
  *out = rs;
  return 1;
}

/* The component values of record r, boxed, in a pinned Object[]. */
static Ref record_values(VM *vm, JThread *t, const RecordSite *rs, Ref r) {
  Ref arr = heap_new_ref_array(vm, vm->c_object, rs->n);
  if (!arr) return exc_oom(vm, t), 0;
  heap_pin(vm, arr);
  for (int i = 0; i < rs->n; i++) {
    Value v = heap_obj(vm, r)->data[rs->comps[i]->slot]; /* r is on the stack: a root */
    Ref b = box(vm, t, &rs->box[i], v);
    if (rs->box[i].cls && !b) return 0;
    ARR(heap_obj(vm, arr), Ref)[i] = b;
  }
  return arr;
}

static Ref record_names(VM *vm, JThread *t, const RecordSite *rs) {
  Ref arr = heap_new_ref_array(vm, vm->c_string, rs->n);
  if (!arr) return exc_oom(vm, t), 0;
  heap_pin(vm, arr);
  for (int i = 0; i < rs->n; i++) ARR(heap_obj(vm, arr), Ref)[i] = rs->names[i];
  return arr;
}

static int record_invoke(VM *vm, JThread *t, const RecordSite *rs) {
  int nslots = rs->op == 'e' ? 2 : 1;
  Value *args = top_frame(t)->sp - nslots;
  Ref self = args[0].r;
  if (!self) return exc_throw_new(vm, t, "java/lang/NullPointerException", NULL), -1;
  if (rs->op == 'e') { /* the same object, or not an instance of the record class: no Java call */
    Ref other = args[1].r;
    if (other == self || !other || heap_obj(vm, other)->cls != rs->rec) {
      Value v = {0};
      v.i = other == self;
      top_frame(t)->sp = args;
      push_value(t, 'I', v);
      return 1;
    }
  }
  int ir = init_class(vm, t, rs->helper->cls);
  if (ir != 1) return ir;
  Value call[3] = {{0}};
  Ref a = record_values(vm, t, rs, self);
  if (!a) return heap_unpin_all(vm), -1;
  if (rs->op == 'h') {
    call[0] = ref_value(a);
  } else if (rs->op == 'e') {
    Ref b = record_values(vm, t, rs, args[1].r);
    if (!b) return heap_unpin_all(vm), -1;
    call[0] = ref_value(a);
    call[1] = ref_value(b);
  } else {
    Ref names = record_names(vm, t, rs);
    if (!names) return heap_unpin_all(vm), -1;
    call[0] = ref_value(rs->simple_name);
    call[1] = ref_value(names);
    call[2] = ref_value(a);
  }
  return call_helper(vm, t, rs->helper, nslots, call);
}

/* ====================================================================== */
/* Dispatch                                                               */
/* ====================================================================== */

static void describe(const Class *c, uint16_t idx, Indy *in) {
  const ClassFile *cf = c->cf;
  const CfConst *e = &cf->cp[idx];
  in->cf = cf;
  in->bsm = &cf->bootstrap[e->u.dyn.bsm];
  in->name = cf_nat_name(cf, e->u.dyn.nat);
  in->desc = cf_nat_desc(cf, e->u.dyn.nat);
  const CfConst *ref = &cf->cp[cf->cp[in->bsm->method_handle].u.mh.ref];
  in->bsm_cls = cf_class_name(cf, ref->u.ref.cls);
  in->bsm_name = cf_nat_name(cf, ref->u.ref.nat);
}

static bool bsm_is(const Indy *in, const char *cls, const char *name) {
  return strcmp(in->bsm_cls, cls) == 0 && strcmp(in->bsm_name, name) == 0;
}

/* First execution of a call site: work out what it needs. */
static int link_site(VM *vm, JThread *t, Class *c, const Indy *in, void **site) {
  if (bsm_is(in, "java/lang/invoke/StringConcatFactory", "makeConcatWithConstants") ||
      bsm_is(in, "java/lang/invoke/StringConcatFactory", "makeConcat"))
    return concat_link(vm, t, in, (ConcatSite **)site);
  if (bsm_is(in, "java/lang/invoke/LambdaMetafactory", "metafactory") ||
      bsm_is(in, "java/lang/invoke/LambdaMetafactory", "altMetafactory")) {
    LambdaSites *ls = vm_calloc(vm, "invokedynamic", 1, sizeof *ls);
    ls->kind = SITE_LAMBDA;
    *site = ls;
    return 1;
  }
  if (bsm_is(in, "java/lang/runtime/ObjectMethods", "bootstrap"))
    return record_link(vm, t, c, in, (RecordSite **)site);
  char jc[512], jn[512];
  cls_java_name(in->bsm_cls, jc, sizeof jc);
  cls_java_name(c->name, jn, sizeof jn);
  return bme(vm, t, "bootstrap method %s.%s (call site %s%s in %s) is not supported by jpor", jc,
             in->bsm_name, in->name, in->desc, jn);
}

int indy_invoke(VM *vm, JThread *t, Class *c, uint16_t idx) {
  Indy in;
  describe(c, idx, &in);
  void *site = c->cpcache[idx];
  if (!site) {
    if (link_site(vm, t, c, &in, &site) < 0) return -1;
    c->cpcache[idx] = site;
  }
  switch (*(int *)site) {
  case SITE_CONCAT: return concat_invoke(vm, t, site);
  case SITE_LAMBDA: return lambda_dispatch(vm, t, c, &in, site);
  case SITE_RECORD: return record_invoke(vm, t, site);
  default: vm_panic("bad invokedynamic cache entry");
  }
}
