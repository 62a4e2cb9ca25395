/* varhandle.c -- java.lang.invoke.VarHandle's access modes.  They are
 * signature polymorphic: each call site calls an invoker made for its
 * descriptor (vm/class.c), and this one native serves them all.  It adapts
 * the call site's arguments and result to the variable's type as java's
 * asType does (casts, boxing, unboxing, primitive widening; anything else is
 * a WrongMethodTypeException), then performs the access as one action,
 * named as natives/unsafe.c names the same access: the object (the mirror
 * for a static), the Field or the array index.  Every memory order is
 * sequentially consistent; a weak compare-and-set never fails spuriously. */
#include <stdlib.h>
#include <string.h>

#include "natives/natives.h"
#include "vm/actemit.h"
#include "vm/class.h"
#include "vm/exception.h"
#include "classfile/opcodes.h"
#include "util/util.h"
#include "vm/heap.h"

/* VarHandle's instance fields (jlib), in their order, and its kinds */
enum { VH_KIND, VH_HOLDER, VH_SLOT, VH_VARTYPE, VH_COORD, VH_READONLY };
enum { VH_FIELD, VH_STATIC, VH_ARRAY };

/* What an access mode does, from its name */
typedef enum { M_GET, M_SET, M_CAS, M_CAE, M_SWAP, M_ADD, M_OR, M_AND, M_XOR } Mode;

static Mode mode_of(const char *name) {
  static const struct {
    const char *prefix;
    Mode mode;
  } by_prefix[] = {{"getAndSet", M_SWAP},
                   {"getAndAdd", M_ADD},
                   {"getAndBitwiseOr", M_OR},
                   {"getAndBitwiseAnd", M_AND},
                   {"getAndBitwiseXor", M_XOR},
                   {"compareAndExchange", M_CAE},
                   {"compareAndSet", M_CAS},
                   {"weakCompareAndSet", M_CAS},
                   {"get", M_GET},
                   {"set", M_SET}};
  for (size_t i = 0; i < sizeof by_prefix / sizeof by_prefix[0]; i++)
    if (!strncmp(name, by_prefix[i].prefix, strlen(by_prefix[i].prefix))) return by_prefix[i].mode;
  vm_panic("VarHandle: no access mode %s", name);
}

static int values_of(Mode m) { return m == M_GET ? 0 : m == M_CAS || m == M_CAE ? 2 : 1; }

enum { MAX_PARAMS = 8 };

/* One call, decoded: the handle's variable and the call site's types. */
typedef struct Call {
  Mode mode;
  bool plain;      /* get or set: java's own array load or store, with its messages */
  int kind;        /* VH_* */
  Class *holder;   /* the field's class, or the array class */
  const Field *fd; /* NULL for an array element */
  Class *vcls;     /* the variable's type */
  char vty;        /* its TY_* */
  Class *coord;    /* the receiver's or the array's type */
  bool read_only;
  int npar; /* the call site's parameters, the handle not counted */
  const char *par[MAX_PARAMS];
  const Value *arg[MAX_PARAMS];
  const char *ret; /* the call site's result descriptor */
} Call;

static char ty_of(const char *d) { return *d == '[' || *d == 'L' ? TY_REF : *d; }

static const char *desc_end(const char *d) {
  while (*d == '[')
    d++;
  return *d == 'L' ? strchr(d, ';') + 1 : d + 1;
}

static bool decode(VM *vm, const Method *m, const Value *args, Call *c) {
  Object *h = heap_obj(vm, args[0].r);
  c->mode = mode_of(m->name);
  c->plain = !strcmp(m->name, "get") || !strcmp(m->name, "set");
  c->kind = h->data[VH_KIND].i;
  c->holder = cls_of_mirror(vm, h->data[VH_HOLDER].r);
  c->fd = c->kind == VH_ARRAY ? NULL : &c->holder->fields[h->data[VH_SLOT].i];
  c->vcls = cls_of_mirror(vm, h->data[VH_VARTYPE].r);
  c->vty = c->vcls->kind == CK_PRIMITIVE ? c->vcls->elem_type : TY_REF;
  c->coord = cls_of_mirror(vm, h->data[VH_COORD].r);
  c->read_only = h->data[VH_READONLY].i != 0;
  c->npar = 0;
  const Value *a = args + 1;
  const char *d = m->desc + 1;
  for (; *d != ')'; d = desc_end(d)) {
    if (c->npar == MAX_PARAMS) return false;
    c->par[c->npar] = d;
    c->arg[c->npar++] = a;
    a += ty_of(d) == TY_LONG || ty_of(d) == TY_DOUBLE ? 2 : 1;
  }
  c->ret = d + 1;
  return true;
}

/* ---- types ---- */

static const struct Box {
  char ty;
  const char *cls, *desc;
} boxes[] = {{TY_BOOLEAN, "java/lang/Boolean", "Ljava/lang/Boolean;"},
             {TY_BYTE, "java/lang/Byte", "Ljava/lang/Byte;"},
             {TY_CHAR, "java/lang/Character", "Ljava/lang/Character;"},
             {TY_SHORT, "java/lang/Short", "Ljava/lang/Short;"},
             {TY_INT, "java/lang/Integer", "Ljava/lang/Integer;"},
             {TY_LONG, "java/lang/Long", "Ljava/lang/Long;"},
             {TY_FLOAT, "java/lang/Float", "Ljava/lang/Float;"},
             {TY_DOUBLE, "java/lang/Double", "Ljava/lang/Double;"}};

static const struct Box *box_of(char ty) {
  for (size_t i = 0; i < sizeof boxes / sizeof boxes[0]; i++)
    if (boxes[i].ty == ty) return &boxes[i];
  return NULL;
}

/* The primitive a wrapper class (or its descriptor) holds, 0 for any other. */
static char unboxed_ty(const char *name, size_t len) {
  for (size_t i = 0; i < sizeof boxes / sizeof boxes[0]; i++)
    if (strlen(boxes[i].cls) == len && !strncmp(boxes[i].cls, name, len)) return boxes[i].ty;
  return 0;
}
static char desc_unboxed(const char *d) {
  return *d == 'L' ? unboxed_ty(d + 1, (size_t)(strchr(d, ';') - d - 1)) : 0;
}

/* JLS 5.1.2: is from to to a widening (or identity) primitive conversion? */
static bool widens(char from, char to) {
  const char *order = "BSIJFD", *f = strchr(order, from), *t = strchr(order, to);
  if (from == to) return true;
  if (from == TY_CHAR) f = order + 1; /* char widens as short does, not to short */
  return f && t && to != TY_SHORT && t > f;
}

static Value widen(Value v, char from, char to) {
  Value r = {.raw = 0};
  if (from == to) return v;
  bool wide = from == TY_LONG;
  switch (to) {
  case TY_LONG: r.j = v.i; break;
  case TY_FLOAT: r.f = wide ? (float)v.j : (float)v.i; break;
  case TY_DOUBLE: r.d = from == TY_FLOAT ? (double)v.f : wide ? (double)v.j : (double)v.i; break;
  default: r.i = v.i; break;
  }
  return r;
}

static Class *box_class(VM *vm, char ty) { return cls_load(vm, box_of(ty)->cls); }

/* The class a reference descriptor names (loading it), or NULL. */
static Class *desc_class(VM *vm, const char *d) {
  return cls_from_desc(vm, d, (size_t)(desc_end(d) - d));
}

/* May a value of type from (descriptor) be adapted to type to? */
static bool adaptable(VM *vm, const char *from, const char *to) {
  char f = ty_of(from), t = ty_of(to);
  if (*to == 'V' || (f == TY_REF && t == TY_REF)) return true;
  if (f != TY_REF && t != TY_REF) return widens(f, t);
  if (t == TY_REF) { /* boxing, then a cast that can succeed */
    Class *tc = desc_class(vm, to);
    return tc && cls_assignable(vm, box_class(vm, f), tc);
  }
  char u = desc_unboxed(from); /* unboxing: a wrapper, or a supertype of one */
  if (u) return widens(u, t);
  Class *fc = desc_class(vm, from);
  return fc && cls_assignable(vm, box_class(vm, t), fc);
}

/* A class's descriptor into buf. */
static const char *class_desc(const Class *k, char *buf, size_t n) {
  if (k->kind == CK_PRIMITIVE)
    snprintf(buf, n, "%c", k->elem_type);
  else if (k->kind == CK_ARRAY)
    snprintf(buf, n, "%s", k->name);
  else
    snprintf(buf, n, "L%s;", k->name);
  return buf;
}

/* The access mode's own type (the VarHandle's): coordinates, values, result. */
static int mode_type(const Call *c, char par[][512], char *ret, size_t n) {
  int np = 0;
  if (c->kind != VH_STATIC) class_desc(c->coord, par[np++], 512);
  if (c->kind == VH_ARRAY) snprintf(par[np++], 512, "I");
  for (int i = 0; i < values_of(c->mode); i++)
    class_desc(c->vcls, par[np++], 512);
  if (c->mode == M_SET)
    snprintf(ret, n, "V");
  else if (c->mode == M_CAS)
    snprintf(ret, n, "Z");
  else
    class_desc(c->vcls, ret, n);
  return np;
}

/* Does the call site's type adapt to the mode's (MethodHandle.asType)? */
static bool type_ok(VM *vm, const Call *c) {
  char par[MAX_PARAMS][512], ret[512];
  int np = mode_type(c, par, ret, sizeof ret);
  if (np != c->npar) return false;
  for (int i = 0; i < np; i++)
    if (!adaptable(vm, c->par[i], par[i])) return false;
  return *ret == 'V' ? *c->ret == 'V' : adaptable(vm, ret, c->ret);
}

/* A type as MethodType.toString names it: the simple name. */
static void simple_name(const char *d, char *buf, size_t n) {
  const char *e = desc_end(d);
  int dims = 0;
  while (*d == '[')
    d++, dims++;
  static const char *const prim[] = {"byte", "char",  "double",  "float", "int",
                                     "long", "short", "boolean", "void"};
  const char *codes = "BCDFIJSZV", *at = strchr(codes, *d);
  if (*d == 'L') {
    const char *s = e - 1;
    while (s > d + 1 && s[-1] != '/' && s[-1] != '$')
      s--;
    snprintf(buf, n, "%.*s", (int)(e - 1 - s), s);
  } else {
    snprintf(buf, n, "%s", at ? prim[at - codes] : "?");
  }
  while (dims-- > 0)
    strncat(buf, "[]", n - strlen(buf) - 1);
}

static void append_type(char *buf, size_t n, const char *d) {
  char s[256];
  simple_name(d, s, sizeof s);
  strncat(buf, s, n - strlen(buf) - 1);
}

/* "(VarHandle,Node,int)void" */
static void method_type(char *buf, size_t n, char **par, int np, const char *ret) {
  snprintf(buf, n, "(VarHandle");
  for (int i = 0; i < np; i++) {
    strncat(buf, ",", n - strlen(buf) - 1);
    append_type(buf, n, par[i]);
  }
  strncat(buf, ")", n - strlen(buf) - 1);
  append_type(buf, n, ret);
}

static int throw_wmte(VM *vm, JThread *t, const Call *c) {
  char par[MAX_PARAMS][512], ret[512], want[2048], got[2048];
  char *pp[MAX_PARAMS], *cp[MAX_PARAMS];
  int np = mode_type(c, par, ret, sizeof ret);
  for (int i = 0; i < MAX_PARAMS; i++)
    pp[i] = par[i], cp[i] = (char *)c->par[i];
  method_type(want, sizeof want, pp, np, ret);
  method_type(got, sizeof got, cp, c->npar, c->ret);
  exc_throw_new(vm, t, "java/lang/invoke/WrongMethodTypeException",
                "cannot convert MethodHandle%s to %s", want, got);
  return NAT_THROW;
}

/* Modes a handle does not support: writes of a final field, arithmetic on
 * references and booleans, bitwise operations on references and floats. */
static bool supported(const Call *c) {
  if (c->read_only && c->mode != M_GET) return false;
  if (c->mode == M_ADD) return c->vty != TY_REF && c->vty != TY_BOOLEAN;
  if (c->mode >= M_OR) return c->vty != TY_REF && c->vty != TY_FLOAT && c->vty != TY_DOUBLE;
  return true;
}

/* ---- adapting values (t NULL: only looking, for the checker's peek) ---- */

static bool throw_cce(VM *vm, JThread *t, Class *from, Class *to) {
  char a[512], b[512];
  cls_java_name(from->name, a, sizeof a);
  cls_java_name(to->name, b, sizeof b);
  if (t) exc_throw_new(vm, t, "java/lang/ClassCastException", "Cannot cast %s to %s", a, b);
  return false;
}

static Value box_value(VM *vm, Ref box, char ty) {
  Class *k = heap_obj(vm, box)->cls;
  Field *f = cls_find_field(k, sym_intern(vm, "value"), sym_intern(vm, (char[]){ty, 0}));
  Value v = heap_obj(vm, box)->data[f->slot];
  if (ty != TY_LONG && ty != TY_DOUBLE) v.raw = (uint32_t)v.i;
  return v;
}

/* r unboxed and widened to ty; false (thrown, with t) when it cannot be. */
static bool unbox(VM *vm, JThread *t, Ref r, char ty, Value *out) {
  if (!r) {
    if (t) exc_throw_new(vm, t, "java/lang/NullPointerException", NULL);
    return false;
  }
  Class *k = heap_obj(vm, r)->cls;
  char u = unboxed_ty(k->name, strlen(k->name));
  if (!u || !widens(u, ty)) return throw_cce(vm, t, k, box_class(vm, ty));
  *out = widen(box_value(vm, r, u), u, ty);
  return true;
}

/* The box valueOf(v) gives when it is one of its class's cached ones, else 0. */
static Ref cached_box(VM *vm, char ty, Value v) {
  Class *k = box_class(vm, ty);
  if (cls_init_state(vm, k) != INIT_DONE) return 0;
  Value *st = cls_statics(vm, k);
  if (ty == TY_BOOLEAN) {
    Field *f = cls_find_field(k, sym_intern(vm, v.i ? "TRUE" : "FALSE"),
                              sym_intern(vm, "Ljava/lang/Boolean;"));
    return f ? st[f->slot].r : 0;
  }
  int64_t x = ty == TY_LONG ? v.j : v.i;
  int64_t at = ty == TY_CHAR ? x : x + 128, n = ty == TY_CHAR ? 128 : 256;
  if (ty == TY_FLOAT || ty == TY_DOUBLE || at < 0 || at >= n) return 0;
  char desc[64];
  snprintf(desc, sizeof desc, "[%s", box_of(ty)->desc);
  Field *f = cls_find_field(k, sym_intern(vm, "CACHE"), sym_intern(vm, desc));
  Ref cache = f ? st[f->slot].r : 0;
  return cache ? ARR(heap_obj(vm, cache), Ref)[at] : 0;
}

/* v of primitive type ty boxed as valueOf does; 0 after an OutOfMemoryError,
 * or with t NULL for a box that would be new. */
static Ref box(VM *vm, JThread *t, char ty, Value v) {
  Ref r = cached_box(vm, ty, v);
  if (r || !t) return r;
  Class *k = box_class(vm, ty);
  if (!(r = heap_new_object(vm, k))) return exc_oom(vm, t), 0;
  Field *f = cls_find_field(k, sym_intern(vm, "value"), sym_intern(vm, (char[]){ty, 0}));
  heap_obj(vm, r)->data[f->slot] = v;
  heap_pin(vm, r);
  return r;
}

/* A value of the call site's type d adapted to the variable's type. */
static bool to_var(VM *vm, JThread *t, const Call *c, const char *d, Value in, Value *out) {
  char f = ty_of(d);
  out->raw = 0;
  if (c->vty != TY_REF)
    return f == TY_REF ? unbox(vm, t, in.r, c->vty, out) : (*out = widen(in, f, c->vty), true);
  out->r = f == TY_REF ? in.r : box(vm, t, f, in);
  if (f != TY_REF && !out->r) return false;
  Class *k = out->r ? heap_obj(vm, out->r)->cls : NULL;
  return !k || cls_assignable(vm, k, c->vcls) || throw_cce(vm, t, k, c->vcls);
}

/* The access's result v (of type ty) adapted to the call site's result. */
static bool to_site(VM *vm, JThread *t, const Call *c, char ty, Value v, Value *ret) {
  char r = ty_of(c->ret);
  ret->raw = 0;
  if (*c->ret == 'V') return true;
  if (ty != TY_REF && r != TY_REF) return *ret = widen(v, ty, r), true;
  if (r != TY_REF) return unbox(vm, t, v.r, r, ret);
  ret->r = ty == TY_REF ? v.r : box(vm, t, ty, v);
  if (ty != TY_REF) return ret->r != 0;
  Class *want = desc_class(vm, c->ret), *k = v.r ? heap_obj(vm, v.r)->cls : NULL;
  return !k || cls_assignable(vm, k, want) || throw_cce(vm, t, k, want);
}

/* ---- the variable ---- */

typedef struct Target {
  Ref obj;       /* the receiver, the array, or the mirror of a static's class */
  int32_t index; /* array index, or -1 */
  Value val[2];  /* the value arguments, of the variable's type */
} Target;

/* A null receiver or array; java's plain get and set of an array element
 * are its own array load and store, and say so. */
static void null_coordinate(VM *vm, JThread *t, const Call *c) {
  if (c->kind != VH_ARRAY || !c->plain) {
    exc_throw_new(vm, t, "java/lang/NullPointerException", NULL);
    return;
  }
  const char *e = c->vty == TY_REF                            ? "object"
                  : c->vty == TY_BOOLEAN || c->vty == TY_BYTE ? "byte/boolean"
                                                              : c->vcls->name;
  exc_throw_new(vm, t, "java/lang/NullPointerException",
                "Cannot %s %s array because \"array\" is null",
                c->mode == M_GET ? "load from" : "store to", e);
}

/* The call's coordinates and values, checked and adapted in java's order:
 * conversions first, then the null receiver, the index, an array store. */
static bool target(VM *vm, JThread *t, const Call *c, Target *g) {
  int i = 0;
  g->obj = g->index = 0;
  if (c->kind == VH_STATIC) g->obj = c->holder->mirror;
  if (c->kind != VH_STATIC) {
    g->obj = c->arg[i++]->r;
    Class *k = g->obj ? heap_obj(vm, g->obj)->cls : NULL;
    if (k && !cls_assignable(vm, k, c->coord)) return throw_cce(vm, t, k, c->coord);
  }
  if (c->kind == VH_ARRAY) {
    Value v = *c->arg[i];
    if (ty_of(c->par[i]) == TY_REF && !unbox(vm, t, v.r, TY_INT, &v)) return false;
    g->index = v.i;
    i++;
  }
  for (int k = 0; k < values_of(c->mode); k++, i++)
    if (!to_var(vm, t, c, c->par[i], *c->arg[i], &g->val[k])) return false;
  if (!g->obj) {
    if (t) null_coordinate(vm, t, c);
    return false;
  }
  if (c->kind != VH_ARRAY) {
    g->index = -1;
    return true;
  }
  Object *a = heap_obj(vm, g->obj);
  if (g->index < 0 || (uint32_t)g->index >= a->length) {
    if (t)
      exc_throw_new(vm, t, "java/lang/ArrayIndexOutOfBoundsException",
                    "Index %d out of bounds for length %u", g->index, a->length);
    return false;
  }
  Ref stored = c->mode == M_CAS || c->mode == M_CAE ? g->val[1].r : g->val[0].r;
  if (c->vty != TY_REF || c->mode == M_GET || !stored) return true;
  Class *k = heap_obj(vm, stored)->cls;
  if (!cls_assignable(vm, k, a->cls->component)) {
    char jn[512];
    cls_java_name(k->name, jn, sizeof jn);
    if (t) exc_throw_new(vm, t, "java/lang/ArrayStoreException", c->plain ? "%s" : NULL, jn);
    return false;
  }
  return true;
}

static void *storage(VM *vm, const Call *c, const Target *g) {
  if (c->kind == VH_STATIC) return cls_statics(vm, c->holder) + c->fd->slot;
  Object *o = heap_obj(vm, g->obj);
  if (c->kind == VH_FIELD) return &o->data[c->fd->slot];
  return (char *)arr_data(o) + (size_t)g->index * o->cls->elem_size;
}

static Value load(const Call *c, const void *p) {
  Value v = {.raw = 0};
  if (c->kind != VH_ARRAY) {
    v = *(const Value *)p;
    if (c->vty == TY_REF) v.raw = ((const Value *)p)->r;
    return v;
  }
  switch (c->vty) {
  case TY_BOOLEAN: v.i = *(const uint8_t *)p; break;
  case TY_BYTE: v.i = *(const int8_t *)p; break;
  case TY_CHAR: v.i = *(const uint16_t *)p; break;
  case TY_SHORT: v.i = *(const int16_t *)p; break;
  case TY_INT: v.i = *(const int32_t *)p; break;
  case TY_FLOAT: v.f = *(const float *)p; break;
  case TY_LONG: v.j = *(const int64_t *)p; break;
  case TY_DOUBLE: v.d = *(const double *)p; break;
  default: v.r = *(const Ref *)p; break;
  }
  return v;
}

/* v cut to the variable's type (as a field holds it), stored. */
static Value store(const Call *c, void *p, Value v) {
  switch (c->vty) {
  case TY_BOOLEAN: v.i &= 1; break;
  case TY_BYTE: v.i = (int8_t)v.i; break;
  case TY_CHAR: v.i = (uint16_t)v.i; break;
  case TY_SHORT: v.i = (int16_t)v.i; break;
  default: break;
  }
  if (c->vty != TY_LONG && c->vty != TY_DOUBLE && c->vty != TY_REF) v.raw = (uint32_t)v.i;
  if (c->kind != VH_ARRAY) {
    *(Value *)p = v;
    return v;
  }
  switch (c->vty) {
  case TY_BOOLEAN:
  case TY_BYTE: *(int8_t *)p = (int8_t)v.i; break;
  case TY_CHAR:
  case TY_SHORT: *(int16_t *)p = (int16_t)v.i; break;
  case TY_INT: *(int32_t *)p = v.i; break;
  case TY_FLOAT: *(float *)p = v.f; break;
  case TY_LONG: *(int64_t *)p = v.j; break;
  case TY_DOUBLE: *(double *)p = v.d; break;
  default: *(Ref *)p = v.r; break;
  }
  return v;
}

/* Same bits: a compare-and-set compares floats as their raw bits, as java. */
static bool same(const Call *c, Value a, Value b) {
  switch (c->vty) {
  case TY_LONG:
  case TY_DOUBLE: return a.j == b.j;
  case TY_REF: return a.r == b.r;
  default: return a.i == b.i;
  }
}

/* The value a getAndAdd or getAndBitwise mode stores. */
static Value combine(const Call *c, Value old, Value x) {
  Value v = {.raw = 0};
  bool wide = c->vty == TY_LONG;
  switch (c->mode) {
  case M_ADD:
    if (c->vty == TY_FLOAT)
      v.f = old.f + x.f;
    else if (c->vty == TY_DOUBLE)
      v.d = old.d + x.d;
    else if (wide)
      v.j = (int64_t)((uint64_t)old.j + (uint64_t)x.j);
    else
      v.i = (int32_t)((uint32_t)old.i + (uint32_t)x.i);
    break;
  case M_OR: v.j = wide ? old.j | x.j : (old.i | x.i); break;
  case M_AND: v.j = wide ? old.j & x.j : (old.i & x.i); break;
  default: v.j = wide ? old.j ^ x.j : (old.i ^ x.i); break;
  }
  return v;
}

/* Performs the access, reports it, and leaves the mode's result in *res. */
static void access(VM *vm, JThread *t, const Call *c, const Target *g, Value *res) {
  void *p = storage(vm, c, g);
  const Field *fd = c->fd;
  Value old = load(c, p), nv;
  if (c->mode != M_GET) heap_touch(vm, g->obj); /* a static's mirror is no argument */
  switch (c->mode) {
  case M_GET:
    *res = old;
    act_emit(vm, t, ACT_READ, g->obj, fd, g->index, &old, c->vty);
    return;
  case M_SET:
    nv = store(c, p, g->val[0]);
    act_emit(vm, t, ACT_WRITE, g->obj, fd, g->index, &nv, c->vty);
    return;
  case M_CAS:
  case M_CAE: {
    bool ok = same(c, old, g->val[0]);
    nv = ok ? store(c, p, g->val[1]) : g->val[1];
    res->raw = 0;
    if (c->mode == M_CAS)
      res->i = ok;
    else
      *res = old;
    act_emit_full(vm, t, ACT_CAS, g->obj, fd, g->index, &nv, c->vty, ok, -1);
    return;
  }
  default:
    *res = old;
    nv = store(c, p, c->mode == M_SWAP ? g->val[0] : combine(c, old, g->val[0]));
    act_emit(vm, t, ACT_RMW, g->obj, fd, g->index, &nv, c->vty);
    return;
  }
}

/* The invoker being called: the method of the caller's invoke instruction
 * (a native gets no Method of its own).  NULL when the declared, varargs
 * method itself was called, as reflection would.  MethodHandle's natives
 * use it too (methodhandle.c). */
const Method *nat_poly_invoker(const JThread *t) {
  const Frame *f = &t->frames[t->nframes - 1];
  const uint8_t *pc = f->m->bytecode + f->pc;
  const Method *m = *pc == OP_INVOKEVIRTUAL ? f->m->cls->cpcache[be_u2(pc + 1)] : NULL;
  return m && m->poly_of ? m : NULL;
}

static int VarHandle_access(VM *vm, JThread *t, Value *args, Value *ret) {
  const Method *m = t->nframes ? nat_poly_invoker(t) : NULL;
  if (!m)
    return exc_throw_new(vm, t, "java/lang/UnsupportedOperationException",
                         "cannot reflectively invoke VarHandle"),
           NAT_THROW;
  Call c;
  if (!decode(vm, m, args, &c) || !type_ok(vm, &c)) return throw_wmte(vm, t, &c);
  if (!supported(&c))
    return exc_throw_new(vm, t, "java/lang/UnsupportedOperationException", NULL), NAT_THROW;
  Target g;
  if (!target(vm, t, &c, &g)) return NAT_THROW;
  Value res = {.raw = 0};
  access(vm, t, &c, &g, &res);
  char rty = c.mode == M_CAS ? TY_BOOLEAN : c.vty;
  return to_site(vm, t, &c, rty, res, ret) ? NAT_OK : NAT_THROW;
}

ActionKind nat_varhandle_peek(VM *vm, const Method *m, const Value *args, Action *a) {
  Call c;
  Target g;
  ActionKind k = (ActionKind)m->native_kind;
  a->obj = 0;
  if (!decode(vm, m, args, &c) || !type_ok(vm, &c) || !supported(&c) || !target(vm, NULL, &c, &g))
    return k; /* it throws: no access */
  a->obj = g.obj;
  a->field = c.fd;
  a->index = g.index;
  if (k == ACT_CAS) a->ok = same(&c, load(&c, storage(vm, &c, &g)), g.val[0]);
  return k;
}

#define V "java/lang/invoke/VarHandle"
#define MODE(name, kind)                                                                           \
  { V, name, NULL, VarHandle_access, NAT_ACT(kind) }
const NativeEntry nat_varhandle[] = {MODE("get", ACT_READ),
                                     MODE("getVolatile", ACT_READ),
                                     MODE("getOpaque", ACT_READ),
                                     MODE("getAcquire", ACT_READ),
                                     MODE("set", ACT_WRITE),
                                     MODE("setVolatile", ACT_WRITE),
                                     MODE("setOpaque", ACT_WRITE),
                                     MODE("setRelease", ACT_WRITE),
                                     MODE("compareAndSet", ACT_CAS),
                                     MODE("compareAndExchange", ACT_CAS),
                                     MODE("compareAndExchangeAcquire", ACT_CAS),
                                     MODE("compareAndExchangeRelease", ACT_CAS),
                                     MODE("weakCompareAndSetPlain", ACT_CAS),
                                     MODE("weakCompareAndSet", ACT_CAS),
                                     MODE("weakCompareAndSetAcquire", ACT_CAS),
                                     MODE("weakCompareAndSetRelease", ACT_CAS),
                                     MODE("getAndSet", ACT_RMW),
                                     MODE("getAndSetAcquire", ACT_RMW),
                                     MODE("getAndSetRelease", ACT_RMW),
                                     MODE("getAndAdd", ACT_RMW),
                                     MODE("getAndAddAcquire", ACT_RMW),
                                     MODE("getAndAddRelease", ACT_RMW),
                                     MODE("getAndBitwiseOr", ACT_RMW),
                                     MODE("getAndBitwiseOrAcquire", ACT_RMW),
                                     MODE("getAndBitwiseOrRelease", ACT_RMW),
                                     MODE("getAndBitwiseAnd", ACT_RMW),
                                     MODE("getAndBitwiseAndAcquire", ACT_RMW),
                                     MODE("getAndBitwiseAndRelease", ACT_RMW),
                                     MODE("getAndBitwiseXor", ACT_RMW),
                                     MODE("getAndBitwiseXorAcquire", ACT_RMW),
                                     MODE("getAndBitwiseXorRelease", ACT_RMW),
                                     {NULL, NULL, NULL, NULL, NAT_PLAIN}};
