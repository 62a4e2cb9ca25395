/* unsafe.c -- jpor.internal.Unsafe: sequentially consistent atomic access to
 * fields and array elements, on which jlib builds java.util.concurrent.atomic
 * and the locks.  An "offset" is a field's slot (objectFieldOffset) or, when
 * the object is an array, the element index.  Each call is one visible action. */
#include <stdlib.h>
#include <string.h>

#include "natives/natives.h"
#include "vm/actemit.h"
#include "vm/class.h"
#include "vm/exception.h"
#include "vm/heap.h"

static int Unsafe_objectFieldOffset(VM *vm, JThread *t, Value *args, Value *ret) {
  if (!args[0].r || !args[1].r) return exc_throw_new(vm, t, "java/lang/NullPointerException", NULL), NAT_THROW;
  Class *c = cls_of_mirror(vm, args[0].r);
  char *name = str_to_utf8(vm, args[1].r);
  const char *iname = sym_intern(vm, name);
  free(name);
  for (Class *k = c; k; k = k->super)
    for (uint16_t i = 0; i < k->nfields; i++)
      if (k->fields[i].name == iname && !(k->fields[i].flags & ACC_STATIC)) {
        RET_J(k->fields[i].slot);
        return NAT_OK;
      }
  char jn[512];
  cls_java_name(c->name, jn, sizeof jn);
  char *fname = str_to_utf8(vm, args[1].r);
  exc_throw_new(vm, t, "java/lang/NoSuchFieldException", "%s", fname);
  free(fname);
  return NAT_THROW;
}

/* The storage an (object, offset) pair names, with checks; NULL after throwing. */
static void *locate(VM *vm, JThread *t, Ref obj, int64_t off, char want, const Field **fd) {
  if (!obj) return exc_throw_new(vm, t, "java/lang/NullPointerException", NULL), NULL;
  Object *o = heap_obj(vm, obj);
  *fd = NULL;
  if (o->cls->kind == CK_ARRAY) {
    if (off < 0 || off >= o->length) {
      exc_throw_new(vm, t, "java/lang/ArrayIndexOutOfBoundsException", "Index %lld out of bounds for length %u",
                    (long long)off, o->length);
      return NULL;
    }
    return (char *)arr_data(o) + (size_t)off * o->cls->elem_size;
  }
  if (off < 0 || off >= o->cls->ninst_slots) vm_panic("Unsafe: bad field offset %lld", (long long)off);
  for (Class *k = o->cls; k && !*fd; k = k->super)
    for (uint16_t i = 0; i < k->nfields; i++)
      if (!(k->fields[i].flags & ACC_STATIC) && k->fields[i].slot == off) *fd = &k->fields[i];
  (void)want;
  return &o->data[off];
}

#define LOCATE(T, obj, off)                                                                        \
  const Field *fd;                                                                                 \
  T *p = locate(vm, t, obj, off, 0, &fd);                                                          \
  if (!p) return NAT_THROW;                                                                        \
  int32_t idx = fd ? -1 : (int32_t)(off)

/* ---- int ---- */
static int Unsafe_getInt(VM *vm, JThread *t, Value *args, Value *ret) {
  LOCATE(int32_t, args[0].r, args[1].j);
  RET_I(*p);
  act_emit(vm, t, ACT_READ, args[0].r, fd, idx, ret, TY_INT);
  return NAT_OK;
}
static int Unsafe_putInt(VM *vm, JThread *t, Value *args, Value *ret) {
  LOCATE(int32_t, args[0].r, args[1].j);
  *p = args[3].i;
  act_emit(vm, t, ACT_WRITE, args[0].r, fd, idx, &args[3], TY_INT);
  return NAT_OK;
}
static int Unsafe_casInt(VM *vm, JThread *t, Value *args, Value *ret) {
  LOCATE(int32_t, args[0].r, args[1].j);
  bool ok = *p == args[3].i;
  if (ok) *p = args[4].i;
  RET_I(ok);
  act_emit_full(vm, t, ACT_CAS, args[0].r, fd, idx, &args[4], TY_INT, ok, -1);
  return NAT_OK;
}
static int Unsafe_getAndAddInt(VM *vm, JThread *t, Value *args, Value *ret) {
  LOCATE(int32_t, args[0].r, args[1].j);
  RET_I(*p);
  *p = (int32_t)((uint32_t)*p + (uint32_t)args[3].i);
  Value v = {.raw = 0};
  v.i = *p;
  act_emit(vm, t, ACT_RMW, args[0].r, fd, idx, &v, TY_INT);
  return NAT_OK;
}
static int Unsafe_getAndSetInt(VM *vm, JThread *t, Value *args, Value *ret) {
  LOCATE(int32_t, args[0].r, args[1].j);
  RET_I(*p);
  *p = args[3].i;
  act_emit(vm, t, ACT_RMW, args[0].r, fd, idx, &args[3], TY_INT);
  return NAT_OK;
}

/* ---- long ---- */
static int Unsafe_getLong(VM *vm, JThread *t, Value *args, Value *ret) {
  LOCATE(int64_t, args[0].r, args[1].j);
  RET_J(*p);
  act_emit(vm, t, ACT_READ, args[0].r, fd, idx, ret, TY_LONG);
  return NAT_OK;
}
static int Unsafe_putLong(VM *vm, JThread *t, Value *args, Value *ret) {
  LOCATE(int64_t, args[0].r, args[1].j);
  *p = args[3].j;
  act_emit(vm, t, ACT_WRITE, args[0].r, fd, idx, &args[3], TY_LONG);
  return NAT_OK;
}
static int Unsafe_casLong(VM *vm, JThread *t, Value *args, Value *ret) {
  LOCATE(int64_t, args[0].r, args[1].j);
  bool ok = *p == args[3].j;
  if (ok) *p = args[5].j;
  RET_I(ok);
  act_emit_full(vm, t, ACT_CAS, args[0].r, fd, idx, &args[5], TY_LONG, ok, -1);
  return NAT_OK;
}
static int Unsafe_getAndAddLong(VM *vm, JThread *t, Value *args, Value *ret) {
  LOCATE(int64_t, args[0].r, args[1].j);
  RET_J(*p);
  *p = (int64_t)((uint64_t)*p + (uint64_t)args[3].j);
  Value v;
  v.j = *p;
  act_emit(vm, t, ACT_RMW, args[0].r, fd, idx, &v, TY_LONG);
  return NAT_OK;
}
static int Unsafe_getAndSetLong(VM *vm, JThread *t, Value *args, Value *ret) {
  LOCATE(int64_t, args[0].r, args[1].j);
  RET_J(*p);
  *p = args[3].j;
  act_emit(vm, t, ACT_RMW, args[0].r, fd, idx, &args[3], TY_LONG);
  return NAT_OK;
}

/* ---- references: fields hold a Value, arrays a packed Ref ---- */
static Ref *ref_at(VM *vm, JThread *t, Ref obj, int64_t off, const Field **fd) {
  void *p = locate(vm, t, obj, off, 0, fd);
  if (!p) return NULL;
  return *fd || heap_obj(vm, obj)->cls->kind != CK_ARRAY ? &((Value *)p)->r : (Ref *)p;
}
static int Unsafe_getRef(VM *vm, JThread *t, Value *args, Value *ret) {
  const Field *fd;
  Ref *p = ref_at(vm, t, args[0].r, args[1].j, &fd);
  if (!p) return NAT_THROW;
  RET_R(*p);
  act_emit(vm, t, ACT_READ, args[0].r, fd, fd ? -1 : (int32_t)args[1].j, ret, TY_REF);
  return NAT_OK;
}
static int Unsafe_putRef(VM *vm, JThread *t, Value *args, Value *ret) {
  const Field *fd;
  Ref *p = ref_at(vm, t, args[0].r, args[1].j, &fd);
  if (!p) return NAT_THROW;
  *p = args[3].r;
  act_emit(vm, t, ACT_WRITE, args[0].r, fd, fd ? -1 : (int32_t)args[1].j, &args[3], TY_REF);
  return NAT_OK;
}
static int Unsafe_casRef(VM *vm, JThread *t, Value *args, Value *ret) {
  const Field *fd;
  Ref *p = ref_at(vm, t, args[0].r, args[1].j, &fd);
  if (!p) return NAT_THROW;
  bool ok = *p == args[3].r;
  if (ok) *p = args[4].r;
  RET_I(ok);
  act_emit_full(vm, t, ACT_CAS, args[0].r, fd, fd ? -1 : (int32_t)args[1].j, &args[4], TY_REF, ok, -1);
  return NAT_OK;
}
static int Unsafe_getAndSetRef(VM *vm, JThread *t, Value *args, Value *ret) {
  const Field *fd;
  Ref *p = ref_at(vm, t, args[0].r, args[1].j, &fd);
  if (!p) return NAT_THROW;
  RET_R(*p);
  *p = args[3].r;
  act_emit(vm, t, ACT_RMW, args[0].r, fd, fd ? -1 : (int32_t)args[1].j, &args[3], TY_REF);
  return NAT_OK;
}

#define U "jpor/internal/Unsafe"
const NativeEntry nat_unsafe[] = {
    {U, "objectFieldOffset", "(Ljava/lang/Class;Ljava/lang/String;)J", Unsafe_objectFieldOffset, NAT_PLAIN},
    {U, "getInt", "(Ljava/lang/Object;J)I", Unsafe_getInt, NAT_ACT(ACT_READ)},
    {U, "putInt", "(Ljava/lang/Object;JI)V", Unsafe_putInt, NAT_ACT(ACT_WRITE)},
    {U, "compareAndSetInt", "(Ljava/lang/Object;JII)Z", Unsafe_casInt, NAT_ACT(ACT_CAS)},
    {U, "getAndAddInt", "(Ljava/lang/Object;JI)I", Unsafe_getAndAddInt, NAT_ACT(ACT_RMW)},
    {U, "getAndSetInt", "(Ljava/lang/Object;JI)I", Unsafe_getAndSetInt, NAT_ACT(ACT_RMW)},
    {U, "getLong", "(Ljava/lang/Object;J)J", Unsafe_getLong, NAT_ACT(ACT_READ)},
    {U, "putLong", "(Ljava/lang/Object;JJ)V", Unsafe_putLong, NAT_ACT(ACT_WRITE)},
    {U, "compareAndSetLong", "(Ljava/lang/Object;JJJ)Z", Unsafe_casLong, NAT_ACT(ACT_CAS)},
    {U, "getAndAddLong", "(Ljava/lang/Object;JJ)J", Unsafe_getAndAddLong, NAT_ACT(ACT_RMW)},
    {U, "getAndSetLong", "(Ljava/lang/Object;JJ)J", Unsafe_getAndSetLong, NAT_ACT(ACT_RMW)},
    {U, "getReference", "(Ljava/lang/Object;J)Ljava/lang/Object;", Unsafe_getRef, NAT_ACT(ACT_READ)},
    {U, "putReference", "(Ljava/lang/Object;JLjava/lang/Object;)V", Unsafe_putRef, NAT_ACT(ACT_WRITE)},
    {U, "compareAndSetReference", "(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Z", Unsafe_casRef, NAT_ACT(ACT_CAS)},
    {U, "getAndSetReference", "(Ljava/lang/Object;JLjava/lang/Object;)Ljava/lang/Object;", Unsafe_getAndSetRef, NAT_ACT(ACT_RMW)},
    {NULL, NULL, NULL, NULL, NAT_PLAIN}};
