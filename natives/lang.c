/* lang.c -- natives of java.lang.Object, Class, System, Runtime, Thread, String
 * and java.lang.reflect.Array. */
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "natives/natives.h"
#include "vm/actemit.h"
#include "vm/class.h"
#include "vm/exception.h"
#include "vm/heap.h"
#include "vm/interp.h"

/* ---- Object ---- */

static int Object_getClass(VM *vm, JThread *t, Value *args, Value *ret) {
  RET_R(heap_obj(vm, NARG_R(0))->cls->mirror);
  return NAT_OK;
}

static int Object_hashCode(VM *vm, JThread *t, Value *args, Value *ret) {
  RET_I((int32_t)heap_identity_hash(vm, NARG_R(0)));
  return NAT_OK;
}

/* The element and field accesses of clone and arraycopy, as the actions
 * they are, so that the checker's dependence analysis matches them with
 * another thread's access of the same element or field.  Each one, however
 * many: an access of the whole object would be dependent with none of them
 * (the dependence relation and the checker's tables of places name a place
 * by object, field and index). */
/* Element i of array o as a Value of its type (the value an action shows). */
static Value element_value(Object *o, int32_t i) {
  Value v = {.raw = 0};
  switch (o->cls->elem_type) {
  case TY_REF: v.r = ARR(o, Ref)[i]; break;
  case TY_LONG: v.j = ARR(o, int64_t)[i]; break;
  case TY_DOUBLE: v.d = ARR(o, double)[i]; break;
  case TY_FLOAT: v.f = ARR(o, float)[i]; break;
  case TY_CHAR: v.i = ARR(o, uint16_t)[i]; break;
  case TY_SHORT: v.i = ARR(o, int16_t)[i]; break;
  case TY_BOOLEAN:
  case TY_BYTE: v.i = ARR(o, int8_t)[i]; break;
  default: v.i = ARR(o, int32_t)[i]; break;
  }
  return v;
}

static void emit_elements(VM *vm, JThread *t, ActionKind kind, Ref arr, int32_t from, int32_t n) {
  if (!vm->nlisteners || n <= 0) return;
  Object *o = heap_obj(vm, arr);
  char ty = o->cls->elem_type;
  for (int32_t i = 0; i < n; i++) {
    Value v = element_value(o, from + i);
    act_emit(vm, t, kind, arr, NULL, from + i, &v, ty);
  }
}

static void emit_fields_read(VM *vm, JThread *t, Ref obj) {
  if (!vm->nlisteners) return;
  Class *c = heap_obj(vm, obj)->cls;
  if (c->kind == CK_ARRAY)
    return emit_elements(vm, t, ACT_READ, obj, 0, (int32_t)heap_obj(vm, obj)->length);
  for (Class *k = c; k; k = k->super)
    for (uint16_t i = 0; i < k->nfields; i++) {
      const Field *f = &k->fields[i];
      if (f->flags & ACC_STATIC) continue;
      Value v = heap_obj(vm, obj)->data[f->slot];
      act_emit(vm, t, ACT_READ, obj, f, -1, &v, f->type);
    }
}

static int Object_clone(VM *vm, JThread *t, Value *args, Value *ret) {
  Ref self = NARG_R(0);
  Class *c = heap_obj(vm, self)->cls;
  if (c->kind != CK_ARRAY && !cls_is_subclass(c, vm->c_cloneable)) {
    char jn[512];
    cls_java_name(c->name, jn, sizeof jn);
    exc_throw_new(vm, t, "java/lang/CloneNotSupportedException", "%s", jn);
    return NAT_THROW;
  }
  Ref r = heap_clone(vm, self);
  if (!r) return exc_oom(vm, t), NAT_THROW;
  RET_R(r);
  emit_fields_read(vm, t, self);
  return NAT_OK;
}

/* ---- Class ---- */

static Class *self_class(VM *vm, Value *args) { return cls_of_mirror(vm, NARG_R(0)); }

static void java_name(Class *c, char *buf, size_t n) {
  cls_java_name(c->name, buf, n);
}

static int Class_getName(VM *vm, JThread *t, Value *args, Value *ret) {
  char jn[1024];
  java_name(self_class(vm, args), jn, sizeof jn);
  Ref s = str_intern_utf8(vm, jn);
  if (!s) return exc_oom(vm, t), NAT_THROW;
  RET_R(s);
  return NAT_OK;
}

static int Class_getSimpleName0(VM *vm, JThread *t, Value *args, Value *ret) {
  Class *c = self_class(vm, args);
  const char *simple = NULL;
  if (c->cf) {
    for (uint16_t i = 0; i < c->cf->ninner; i++)
      if (c->cf->inner[i].inner && strcmp(c->cf->inner[i].inner, c->name) == 0) {
        simple = c->cf->inner[i].simple_name ? c->cf->inner[i].simple_name : "";
        break;
      }
  }
  if (!simple) {
    const char *slash = strrchr(c->name, '/');
    simple = slash ? slash + 1 : c->name;
  }
  Ref s = str_intern_utf8(vm, simple);
  if (!s) return exc_oom(vm, t), NAT_THROW;
  RET_R(s);
  return NAT_OK;
}

static int Class_isArray(VM *vm, JThread *t, Value *args, Value *ret) {
  RET_I(self_class(vm, args)->kind == CK_ARRAY);
  return NAT_OK;
}
static int Class_isPrimitive(VM *vm, JThread *t, Value *args, Value *ret) {
  RET_I(self_class(vm, args)->kind == CK_PRIMITIVE);
  return NAT_OK;
}
static int Class_isInterface(VM *vm, JThread *t, Value *args, Value *ret) {
  Class *c = self_class(vm, args);
  RET_I(c->kind == CK_INSTANCE && (c->flags & ACC_INTERFACE) != 0);
  return NAT_OK;
}
static bool is_enum(VM *vm, Class *c) {
  return c->kind == CK_INSTANCE && (c->flags & ACC_ENUM) && c->super &&
         strcmp(c->super->name, "java/lang/Enum") == 0;
}
static int Class_isEnum0(VM *vm, JThread *t, Value *args, Value *ret) {
  RET_I(is_enum(vm, self_class(vm, args)));
  return NAT_OK;
}
static int Class_isRecord0(VM *vm, JThread *t, Value *args, Value *ret) {
  Class *c = self_class(vm, args);
  RET_I(c->cf && c->cf->is_record && c->super && strcmp(c->super->name, "java/lang/Record") == 0);
  return NAT_OK;
}
static int Class_isInstance(VM *vm, JThread *t, Value *args, Value *ret) {
  Ref o = NARG_R(1);
  RET_I(o && cls_assignable(vm, heap_obj(vm, o)->cls, self_class(vm, args)));
  return NAT_OK;
}
static int Class_isAssignableFrom(VM *vm, JThread *t, Value *args, Value *ret) {
  if (!NARG_R(1)) return exc_throw_new(vm, t, "java/lang/NullPointerException", NULL), NAT_THROW;
  Class *to = self_class(vm, args), *from = cls_of_mirror(vm, NARG_R(1));
  if (to->kind == CK_PRIMITIVE || from->kind == CK_PRIMITIVE) RET_I(to == from);
  else RET_I(cls_assignable(vm, from, to));
  return NAT_OK;
}
static int Class_getSuperclass(VM *vm, JThread *t, Value *args, Value *ret) {
  Class *c = self_class(vm, args);
  RET_R((c->kind == CK_PRIMITIVE || (c->flags & ACC_INTERFACE) || !c->super) ? 0 : c->super->mirror);
  return NAT_OK;
}
static int Class_getComponentType(VM *vm, JThread *t, Value *args, Value *ret) {
  Class *c = self_class(vm, args);
  RET_R(c->kind == CK_ARRAY ? c->component->mirror : 0);
  return NAT_OK;
}
static int class_modifiers(Class *c) {
  if (c->kind == CK_ARRAY) /* the element's access (as a member class, too), abstract and final */
    return (class_modifiers(c->component) & (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED)) |
           ACC_ABSTRACT | ACC_FINAL;
  int flags = c->flags;
  if (c->cf)
    for (uint16_t i = 0; i < c->cf->ninner; i++)
      if (c->cf->inner[i].inner && strcmp(c->cf->inner[i].inner, c->name) == 0) flags = c->cf->inner[i].flags;
  return flags & ~(ACC_SUPER | ACC_SYNCHRONIZED) & 0xffff;
}
static int Class_getModifiers(VM *vm, JThread *t, Value *args, Value *ret) {
  RET_I(class_modifiers(self_class(vm, args)));
  return NAT_OK;
}
static int Class_desiredAssertionStatus(VM *vm, JThread *t, Value *args, Value *ret) {
  Class *c = self_class(vm, args);
  /* -ea enables assertions in application classes, not in the class library */
  RET_I(vm->opt.assertions && strncmp(c->name, "java/", 5) != 0 && strncmp(c->name, "jpor/", 5) != 0);
  return NAT_OK;
}
static int Class_getInterfaces0(VM *vm, JThread *t, Value *args, Value *ret) {
  Class *c = self_class(vm, args);
  Ref a = heap_new_ref_array(vm, vm->c_class, c->nifaces);
  if (!a) return exc_oom(vm, t), NAT_THROW;
  for (uint16_t i = 0; i < c->nifaces; i++) ARR(heap_obj(vm, a), Ref)[i] = c->ifaces[i]->mirror;
  RET_R(a);
  return NAT_OK;
}
static int Class_getNestHost0(VM *vm, JThread *t, Value *args, Value *ret) {
  Class *c = self_class(vm, args);
  Class *h = c;
  if (c->cf && c->cf->nest_host) {
    Class *k = cls_load(vm, c->cf->nest_host);
    if (k) h = k;
  }
  RET_R(h->mirror);
  return NAT_OK;
}

/* The binary names (with dots) of the PermittedSubclasses attribute; null without one. */
static int Class_permittedNames0(VM *vm, JThread *t, Value *args, Value *ret) {
  Class *c = self_class(vm, args);
  RET_R(0);
  if (!c->cf || !c->cf->permitted) return NAT_OK;
  Ref a = heap_new_ref_array(vm, vm->c_string, c->cf->npermitted);
  if (!a) return exc_oom(vm, t), NAT_THROW;
  heap_pin(vm, a);
  for (uint16_t i = 0; i < c->cf->npermitted; i++) {
    char jn[1024];
    cls_java_name(c->cf->permitted[i], jn, sizeof jn);
    Ref s = str_new_utf8(vm, jn);
    if (!s) return exc_oom(vm, t), NAT_THROW;
    ARR(heap_obj(vm, a), Ref)[i] = s;
  }
  RET_R(a);
  return NAT_OK;
}

/* Enum constants: the static fields marked ACC_ENUM, in declaration order. */
static int Class_getEnumConstants0(VM *vm, JThread *t, Value *args, Value *ret) {
  Class *c = self_class(vm, args);
  if (!is_enum(vm, c)) {
    RET_R(0);
    return NAT_OK;
  }
  int ir = init_class(vm, t, c);
  if (ir < 0) return NAT_THROW;
  if (ir == INIT_WAIT) return NAT_BLOCK;
  if (ir == 0) return NAT_INVOKE;
  int32_t n = 0;
  for (uint16_t i = 0; i < c->nfields; i++)
    if ((c->fields[i].flags & (ACC_ENUM | ACC_STATIC)) == (ACC_ENUM | ACC_STATIC)) n++;
  Ref a = heap_new_ref_array(vm, c, n);
  if (!a) return exc_oom(vm, t), NAT_THROW;
  Value *st = cls_statics(vm, c);
  n = 0;
  for (uint16_t i = 0; i < c->nfields; i++)
    if ((c->fields[i].flags & (ACC_ENUM | ACC_STATIC)) == (ACC_ENUM | ACC_STATIC))
      ARR(heap_obj(vm, a), Ref)[n++] = st[c->fields[i].slot].r;
  RET_R(a);
  return NAT_OK;
}

/* Class.newInstance in three natives, so that <clinit> and <init> run as ordinary frames:
 * nullaryKind0, allocate0 (initialise the class, allocate), construct0 (run <init>()V). */
static Method *nullary_init(VM *vm, Class *c) {
  if (c->kind != CK_INSTANCE || (c->flags & ACC_INTERFACE)) return NULL;
  return cls_find_declared(c, sym_intern(vm, "<init>"), sym_intern(vm, "()V"));
}

/* 0: no constructor ()V (interfaces, arrays, primitives too); 1: abstract class; 2: fine. */
static int Class_nullaryKind0(VM *vm, JThread *t, Value *args, Value *ret) {
  Class *c = self_class(vm, args);
  RET_I(!nullary_init(vm, c) ? 0 : (c->flags & ACC_ABSTRACT) ? 1 : 2);
  return NAT_OK;
}

static int Class_allocate0(VM *vm, JThread *t, Value *args, Value *ret) {
  Class *c = self_class(vm, args);
  int ir = init_class(vm, t, c);
  if (ir < 0) return NAT_THROW;
  if (ir == INIT_WAIT) return NAT_BLOCK;
  if (ir == 0) return NAT_INVOKE;
  Ref o = heap_new_object(vm, c);
  if (!o) return exc_oom(vm, t), NAT_THROW;
  RET_R(o);
  return NAT_OK;
}

/* construct0(obj, done): pushes obj.<init>() and is re-executed when it returns; done[0]
 * tells the second execution apart.  An exception of <init> propagates as it is (as java). */
static int Class_construct0(VM *vm, JThread *t, Value *args, Value *ret) {
  bool *done = ARR(heap_obj(vm, NARG_R(2)), bool);
  if (*done) return NAT_OK;
  *done = true;
  Value recv = {.r = NARG_R(1)};
  return interp_invoke(vm, t, nullary_init(vm, heap_obj(vm, recv.r)->cls), &recv) ? NAT_INVOKE
                                                                                   : NAT_THROW;
}

/* The class of a binary name (dots), loaded; NULL if there is none. */
static Class *load_by_name(VM *vm, Ref s) {
  char *name = str_to_utf8(vm, s);
  bool ok = strchr(name, '/') == NULL;
  for (char *p = name; *p; p++)
    if (*p == '.') *p = '/';
  Class *c = ok ? cls_load(vm, name) : NULL;
  free(name);
  return c;
}

/* loadOnly0(name): as forName0 without the initialisation, as
 * Class.forName(name, false, loader) and ClassLoader.loadClass load. */
static int Class_loadOnly0(VM *vm, JThread *t, Value *args, Value *ret) {
  Ref s = NARG_R(0);
  if (!s) return exc_throw_new(vm, t, "java/lang/NullPointerException", NULL), NAT_THROW;
  Class *c = load_by_name(vm, s);
  RET_R(c ? c->mirror : 0);
  return NAT_OK;
}

static int Class_forName0(VM *vm, JThread *t, Value *args, Value *ret) {
  Ref s = NARG_R(0);
  if (!s) return exc_throw_new(vm, t, "java/lang/NullPointerException", NULL), NAT_THROW;
  Class *c = load_by_name(vm, s);
  if (!c) {
    RET_R(0);
    return NAT_OK;
  }
  int ir = init_class(vm, t, c);
  if (ir < 0) return NAT_THROW;
  if (ir == INIT_WAIT) return NAT_BLOCK;
  if (ir == 0) return NAT_INVOKE;
  RET_R(c->mirror);
  return NAT_OK;
}

static int Class_getPrimitiveClass(VM *vm, JThread *t, Value *args, Value *ret) {
  static const struct { const char *name; char ty; } p[] = {
      {"boolean", 'Z'}, {"byte", 'B'}, {"char", 'C'}, {"short", 'S'}, {"int", 'I'},
      {"long", 'J'},    {"float", 'F'}, {"double", 'D'}, {"void", 'V'}};
  char *name = str_to_utf8(vm, NARG_R(0));
  Ref r = 0;
  for (size_t i = 0; i < sizeof p / sizeof p[0]; i++)
    if (strcmp(name, p[i].name) == 0) r = cls_prim(vm, p[i].ty)->mirror;
  free(name);
  RET_R(r);
  return NAT_OK;
}

/* ---- System, Runtime ---- */

static int System_arraycopy(VM *vm, JThread *t, Value *args, Value *ret) {
  Ref src = args[0].r, dst = args[2].r;
  int32_t sp = args[1].i, dp = args[3].i, n = args[4].i;
  if (!src || !dst) return exc_throw_new(vm, t, "java/lang/NullPointerException", NULL), NAT_THROW;
  Object *s = heap_obj(vm, src), *d = heap_obj(vm, dst);
  char jn[512];
  if (s->cls->kind != CK_ARRAY) {
    cls_java_name(s->cls->name, jn, sizeof jn);
    return exc_throw_new(vm, t, "java/lang/ArrayStoreException", "arraycopy: source type %s is not an array", jn), NAT_THROW;
  }
  if (d->cls->kind != CK_ARRAY) {
    cls_java_name(d->cls->name, jn, sizeof jn);
    return exc_throw_new(vm, t, "java/lang/ArrayStoreException", "arraycopy: destination type %s is not an array", jn), NAT_THROW;
  }
  char se = s->cls->elem_type, de = d->cls->elem_type;
  if (se != de) {
    char a[512], b[512];
    cls_java_name(s->cls->name, a, sizeof a);
    cls_java_name(d->cls->name, b, sizeof b);
    if (se == TY_REF || de == TY_REF)
      return exc_throw_new(vm, t, "java/lang/ArrayStoreException", "arraycopy: type mismatch: can not copy %s into %s",
                           se == TY_REF ? "object array[]" : s->cls->component->name,
                           de == TY_REF ? "object array[]" : d->cls->component->name), NAT_THROW;
    return exc_throw_new(vm, t, "java/lang/ArrayStoreException", "arraycopy: type mismatch: can not copy %s[] into %s[]",
                         s->cls->component->name, d->cls->component->name), NAT_THROW;
  }
  const char *what = NULL;
  int32_t bad = 0, len = 0;
  if (sp < 0) what = "source index", bad = sp, len = (int32_t)s->length;
  else if (dp < 0) what = "destination index", bad = dp, len = (int32_t)d->length;
  else if (n < 0) what = "length", bad = n;
  if (what) {
    if (n < 0 && !(sp < 0) && !(dp < 0))
      return exc_throw_new(vm, t, "java/lang/ArrayIndexOutOfBoundsException", "arraycopy: length %d is negative", n), NAT_THROW;
    return exc_throw_new(vm, t, "java/lang/ArrayIndexOutOfBoundsException", "arraycopy: %s %d out of bounds for %s[%d]",
                         what, bad, se == TY_REF ? "object array" : (what[0] == 's' ? s : d)->cls->component->name, len), NAT_THROW;
  }
  if ((int64_t)sp + n > s->length)
    return exc_throw_new(vm, t, "java/lang/ArrayIndexOutOfBoundsException", "arraycopy: last source index %lld out of bounds for %s[%u]",
                         (long long)sp + n, se == TY_REF ? "object array" : s->cls->component->name, s->length), NAT_THROW;
  if ((int64_t)dp + n > d->length)
    return exc_throw_new(vm, t, "java/lang/ArrayIndexOutOfBoundsException", "arraycopy: last destination index %lld out of bounds for %s[%u]",
                         (long long)dp + n, de == TY_REF ? "object array" : d->cls->component->name, d->length), NAT_THROW;
  size_t es = s->cls->elem_size;
  if (se != TY_REF || cls_assignable(vm, s->cls->component, d->cls->component)) {
    memmove((char *)arr_data(d) + (size_t)dp * es, (char *)arr_data(s) + (size_t)sp * es, (size_t)n * es);
    emit_elements(vm, t, ACT_READ, src, sp, n);
    emit_elements(vm, t, ACT_WRITE, dst, dp, n);
    return NAT_OK;
  }
  /* element-wise store check; the prefix before a bad element is copied */
  Ref *sr = ARR(s, Ref), *dr = ARR(d, Ref);
  for (int32_t i = 0; i < n; i++) {
    Ref e = sr[sp + i];
    if (e && !cls_assignable(vm, heap_obj(vm, e)->cls, d->cls->component)) {
      char a[512], b[512];
      cls_java_name(heap_obj(vm, e)->cls->name, a, sizeof a);
      cls_java_name(d->cls->component->name, b, sizeof b);
      emit_elements(vm, t, ACT_READ, src, sp, i);
      emit_elements(vm, t, ACT_WRITE, dst, dp, i);
      return exc_throw_new(vm, t, "java/lang/ArrayStoreException",
                           "arraycopy: element type mismatch: can not cast one of the elements of %s[] to the type of the destination array, %s",
                           s->cls->component->kind == CK_ARRAY ? "java.lang.Object" : "java.lang.Object", b), NAT_THROW;
    }
    dr[dp + i] = e;
  }
  emit_elements(vm, t, ACT_READ, src, sp, n);
  emit_elements(vm, t, ACT_WRITE, dst, dp, n);
  return NAT_OK;
}

static int System_identityHashCode(VM *vm, JThread *t, Value *args, Value *ret) {
  RET_I(NARG_R(0) ? (int32_t)heap_identity_hash(vm, NARG_R(0)) : 0);
  return NAT_OK;
}
static int Runtime_halt0(VM *vm, JThread *t, Value *args, Value *ret) {
  vm->exit_status = args[1].i; /* args[0] is the Runtime */
  vm->exiting = true;
  return NAT_OK;
}
/* The CPUs this process may run on (its affinity mask), as java counts them. */
static int32_t host_processors(void) {
  cpu_set_t set;
  int n = sched_getaffinity(0, sizeof set, &set) == 0 ? CPU_COUNT(&set) : 0;
  return n > 0 ? n : (int32_t)sysconf(_SC_NPROCESSORS_ONLN);
}

/* Under check 1, as JPF's default: a search (of a pool sized by it) must not depend on the
 * machine it runs on. */
static int Runtime_availableProcessors(VM *vm, JThread *t, Value *args, Value *ret) {
  RET_I(vm->ex ? 1 : host_processors());
  return NAT_OK;
}

/* The process environment does not change while the VM runs, so a check sees one value. */
static int System_getenv0(VM *vm, JThread *t, Value *args, Value *ret) {
  char *name = str_to_utf8(vm, NARG_R(0));
  const char *v = getenv(name);
  free(name);
  Ref s = v ? str_new_utf8(vm, v) : 0;
  if (v && !s) return exc_oom(vm, t), NAT_THROW;
  RET_R(s);
  return NAT_OK;
}

/* The i-th "NAME=value" of the environment, null past the end (System builds its map). */
static int System_environ0(VM *vm, JThread *t, Value *args, Value *ret) {
  extern char **environ;
  int32_t i = args[0].i, n = 0;
  while (environ[n] && n <= i)
    n++;
  Ref s = 0;
  if (i >= 0 && i < n && !(s = str_new_utf8(vm, environ[i]))) return exc_oom(vm, t), NAT_THROW;
  RET_R(s);
  return NAT_OK;
}
/* The i-th -Dname=value option ("name" alone for -Dname), null past the end. */
static int System_cmdProp0(VM *vm, JThread *t, Value *args, Value *ret) {
  int32_t i = args[0].i;
  Ref s = 0;
  if (i >= 0 && i < vm->opt.nprops && !(s = str_new_utf8(vm, vm->opt.props[i])))
    return exc_oom(vm, t), NAT_THROW;
  RET_R(s);
  return NAT_OK;
}
static int Runtime_maxMemory(VM *vm, JThread *t, Value *args, Value *ret) {
  RET_J((int64_t)vm->heap.limit);
  return NAT_OK;
}
static int Runtime_totalMemory(VM *vm, JThread *t, Value *args, Value *ret) {
  RET_J((int64_t)vm->heap.limit);
  return NAT_OK;
}
static int Runtime_freeMemory(VM *vm, JThread *t, Value *args, Value *ret) {
  RET_J((int64_t)(vm->heap.limit - vm->heap.bytes));
  return NAT_OK;
}
static int Runtime_gc(VM *vm, JThread *t, Value *args, Value *ret) {
  heap_collect(vm);
  return NAT_OK;
}

/* ---- String, reflect.Array ---- */

static int String_intern(VM *vm, JThread *t, Value *args, Value *ret) {
  Ref r = str_intern(vm, NARG_R(0));
  if (!r) return exc_oom(vm, t), NAT_THROW;
  RET_R(r);
  return NAT_OK;
}
static int Array_newInstance(VM *vm, JThread *t, Value *args, Value *ret) {
  if (!NARG_R(0)) return exc_throw_new(vm, t, "java/lang/NullPointerException", NULL), NAT_THROW;
  Class *c = cls_of_mirror(vm, NARG_R(0));
  int32_t n = args[1].i;
  if (c->kind == CK_PRIMITIVE && c->elem_type == TY_VOID)
    return exc_throw_new(vm, t, "java/lang/IllegalArgumentException", NULL), NAT_THROW;
  if (n < 0) return exc_throw_new(vm, t, "java/lang/NegativeArraySizeException", "%d", n), NAT_THROW;
  Ref a = heap_new_array(vm, cls_array_of(vm, c), n);
  if (!a) return exc_oom(vm, t), NAT_THROW;
  RET_R(a);
  return NAT_OK;
}
static int Array_getLength(VM *vm, JThread *t, Value *args, Value *ret) {
  if (!NARG_R(0)) return exc_throw_new(vm, t, "java/lang/NullPointerException", NULL), NAT_THROW;
  Object *o = heap_obj(vm, NARG_R(0));
  if (o->cls->kind != CK_ARRAY)
    return exc_throw_new(vm, t, "java/lang/IllegalArgumentException", "Argument is not an array"), NAT_THROW;
  RET_I((int32_t)o->length);
  return NAT_OK;
}

const NativeEntry nat_lang[] = {
    {"java/lang/Object", "getClass", "()Ljava/lang/Class;", Object_getClass},
    {"java/lang/Object", "hashCode", "()I", Object_hashCode},
    {"java/lang/Object", "clone", "()Ljava/lang/Object;", Object_clone, NAT_ACT(ACT_READ)},
    {"java/lang/Class", "getName", "()Ljava/lang/String;", Class_getName},
    {"java/lang/Class", "getSimpleName0", "()Ljava/lang/String;", Class_getSimpleName0},
    {"java/lang/Class", "isArray", "()Z", Class_isArray},
    {"java/lang/Class", "nullaryKind0", "()I", Class_nullaryKind0},
    {"java/lang/Class", "allocate0", "()Ljava/lang/Object;", Class_allocate0},
    {"java/lang/Class", "construct0", "(Ljava/lang/Object;[Z)V", Class_construct0},
    {"java/lang/Class", "isPrimitive", "()Z", Class_isPrimitive},
    {"java/lang/Class", "isInterface", "()Z", Class_isInterface},
    {"java/lang/Class", "isEnum0", "()Z", Class_isEnum0},
    {"java/lang/Class", "isRecord0", "()Z", Class_isRecord0},
    {"java/lang/Class", "isInstance", "(Ljava/lang/Object;)Z", Class_isInstance},
    {"java/lang/Class", "isAssignableFrom", "(Ljava/lang/Class;)Z", Class_isAssignableFrom},
    {"java/lang/Class", "getSuperclass", "()Ljava/lang/Class;", Class_getSuperclass},
    {"java/lang/Class", "getComponentType", "()Ljava/lang/Class;", Class_getComponentType},
    {"java/lang/Class", "getModifiers", "()I", Class_getModifiers},
    {"java/lang/Class", "desiredAssertionStatus", "()Z", Class_desiredAssertionStatus},
    {"java/lang/Class", "getInterfaces0", "()[Ljava/lang/Class;", Class_getInterfaces0},
    {"java/lang/Class", "permittedNames0", "()[Ljava/lang/String;", Class_permittedNames0},
    {"java/lang/Class", "getNestHost0", "()Ljava/lang/Class;", Class_getNestHost0},
    {"java/lang/Class", "getEnumConstants0", NULL, Class_getEnumConstants0},
    {"java/lang/Class", "forName0", NULL, Class_forName0},
    {"java/lang/Class", "loadOnly0", NULL, Class_loadOnly0},
    {"java/lang/Class", "getPrimitiveClass", NULL, Class_getPrimitiveClass},
    {"java/lang/System", "arraycopy", "(Ljava/lang/Object;ILjava/lang/Object;II)V", System_arraycopy, NAT_ACT(ACT_WRITE)},
    {"java/lang/System", "identityHashCode", "(Ljava/lang/Object;)I", System_identityHashCode},
    {"java/lang/Runtime", "halt0", "(I)V", Runtime_halt0},
    {"java/lang/Runtime", "availableProcessors", "()I", Runtime_availableProcessors},
    {"java/lang/System", "getenv0", "(Ljava/lang/String;)Ljava/lang/String;", System_getenv0},
    {"java/lang/System", "environ0", "(I)Ljava/lang/String;", System_environ0},
    {"java/lang/System", "cmdProp0", "(I)Ljava/lang/String;", System_cmdProp0},
    {"java/lang/Runtime", "maxMemory", "()J", Runtime_maxMemory},
    {"java/lang/Runtime", "totalMemory", "()J", Runtime_totalMemory},
    {"java/lang/Runtime", "freeMemory", "()J", Runtime_freeMemory},
    {"java/lang/Runtime", "gc", "()V", Runtime_gc},
    {"java/lang/String", "intern", "()Ljava/lang/String;", String_intern},
    {"java/lang/reflect/Array", "newInstance", "(Ljava/lang/Class;I)Ljava/lang/Object;", Array_newInstance},
    {"java/lang/reflect/Array", "getLength", "(Ljava/lang/Object;)I", Array_getLength},
    {NULL, NULL, NULL, NULL}};
