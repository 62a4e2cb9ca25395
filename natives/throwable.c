/* throwable.c -- backtraces for java.lang.Throwable. */
#include <string.h>

#include "natives/natives.h"
#include "vm/class.h"
#include "vm/exception.h"
#include "vm/heap.h"

/* Record the stack of the current thread, leaving out the frames that are
 * building this throwable: fillInStackTrace itself and the constructors of the
 * throwable's own class hierarchy (as the JDK does). */
static int Throwable_fillInStackTrace0(VM *vm, JThread *t, Value *args, Value *ret) {
  Class *ec = heap_obj(vm, NARG_R(0))->cls;
  const char *fist = sym_intern(vm, "fillInStackTrace"), *init = sym_intern(vm, "<init>");
  uint32_t skip = 0;
  while (skip < t->nframes && t->frames[t->nframes - 1 - skip].m->name == fist) skip++;
  while (skip < t->nframes) {
    Method *m = t->frames[t->nframes - 1 - skip].m;
    if (m->name != init || !cls_is_subclass(ec, m->cls)) break;
    skip++;
  }
  Ref bt = exc_backtrace(vm, t, skip);
  if (!bt) return exc_oom(vm, t), NAT_THROW;
  RET_R(bt);
  return NAT_OK;
}

static bool set_str(VM *vm, Ref obj, Field *f, const char *s) {
  Ref r = 0;
  if (s && !(r = str_intern_utf8(vm, s))) return false;
  heap_touch(vm, obj);
  heap_obj(vm, obj)->data[f->slot].r = r;
  return true;
}

static Field *ste_field(VM *vm, Class *c, const char *name, const char *desc) {
  Field *f = cls_find_field(c, sym_intern(vm, name), sym_intern(vm, desc));
  if (!f) vm_fatal(vm, "jlib: java.lang.StackTraceElement has no field %s %s", name, desc);
  return f;
}

static int Throwable_backtraceElements(VM *vm, JThread *t, Value *args, Value *ret) {
  Ref bt = NARG_R(0);
  Class *ste = cls_require(vm, "java/lang/StackTraceElement", "Throwable.getStackTrace");
  Field *fcls = ste_field(vm, ste, "declaringClass", "Ljava/lang/String;");
  Field *fmeth = ste_field(vm, ste, "methodName", "Ljava/lang/String;");
  Field *ffile = ste_field(vm, ste, "fileName", "Ljava/lang/String;");
  Field *fline = ste_field(vm, ste, "lineNumber", "I");
  int32_t n = bt ? (int32_t)heap_obj(vm, bt)->length / 2 : 0;
  Ref arr = heap_new_ref_array(vm, ste, n);
  if (!arr) return exc_oom(vm, t), NAT_THROW;
  heap_pin(vm, arr);
  for (int32_t i = 0; i < n; i++) {
    int32_t *a = ARR(heap_obj(vm, bt), int32_t);
    Method *m = vm->methods[a[2 * i]];
    int32_t pc = a[2 * i + 1];
    Ref e = heap_new_object(vm, ste);
    if (!e) return exc_oom(vm, t), NAT_THROW;
    ARR(heap_obj(vm, arr), Ref)[i] = e;
    char jn[1024];
    cls_java_name(m->cls->name, jn, sizeof jn);
    if (!set_str(vm, e, fcls, jn) || !set_str(vm, e, fmeth, m->name) ||
        !set_str(vm, e, ffile, cls_source_file(m->cls)))
      return exc_oom(vm, t), NAT_THROW;
    heap_obj(vm, e)->data[fline->slot].i =
        (m->flags & ACC_NATIVE) ? -2 : (m->code ? cf_line_for_pc(m->code, (uint32_t)pc) : -1);
  }
  RET_R(arr);
  return NAT_OK;
}

const NativeEntry nat_throw[] = {
    {"java/lang/Throwable", "fillInStackTrace0", "()Ljava/lang/Object;", Throwable_fillInStackTrace0},
    {"java/lang/Throwable", "backtraceElements", NULL, Throwable_backtraceElements},
    {NULL, NULL, NULL, NULL}};
