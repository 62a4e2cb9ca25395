/* methodhandle.c -- MethodHandle.invokeExact and invoke.  Both are signature
 * polymorphic (JVMS 2.9.3): a call site calls an invoker made for its
 * descriptor (vm/class.c), and this native serves every one of them.
 *
 * No Java call recurses on the C stack, so the native does not call the
 * handle's target itself.  For each invoker it synthesizes (vm/synth.c), on
 * first use, a hidden class in java.lang.invoke whose static method takes the
 * handle, the call site's descriptor, whether the call is exact, and the
 * site's arguments; it boxes the arguments into an Object[], calls
 * MethodHandle.invokeSite (jlib: type check, asType's conversions, then the
 * target through jpor.internal.Reflection's accessors), and unboxes or casts
 * the result to the site's return type.  The native pops its arguments and
 * pushes a frame of that method in their place, as natives/reflect.c does,
 * so the checker's actions and scheduling points are the interpreter's. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classfile/opcodes.h"
#include "natives/natives.h"
#include "vm/class.h"
#include "vm/exception.h"
#include "vm/heap.h"
#include "vm/interp.h"
#include "vm/synth.h"

#define MH "java/lang/invoke/MethodHandle"

static const char *desc_end(const char *d) {
  while (*d == '[')
    d++;
  return *d == 'L' ? strchr(d, ';') + 1 : d + 1;
}

/* `static R call(MethodHandle h, String desc, boolean exact, A1 .. An)` for
 * the invoker m of descriptor (A1 .. An)R. */
static Method *site_adapter(VM *vm, Method *m) {
  if (m->reflect) return m->reflect;
  char name[64], *desc;
  snprintf(name, sizeof name, MH "$$Site$%u", vm->nclasses);
  SynthClass *s =
      synth_class_new(vm, name, "java/lang/Object", ACC_FINAL | ACC_SUPER | ACC_SYNTHETIC);
  size_t n = strlen(m->desc) + 64;
  desc = vm_calloc(vm, "method handle", n, 1);
  snprintf(desc, n, "(L" MH ";Ljava/lang/String;Z%s", m->desc + 1);
  SynthCode c;
  synth_code_init(&c, vm, (uint16_t)(m->arg_slots + 2));
  synth_op(&c, OP_ALOAD_0, 1);
  synth_op(&c, OP_ALOAD_1, 1);
  synth_load(&c, 'Z', 2);
  int32_t count = 0;
  for (const char *p = m->desc + 1; *p != ')'; p = desc_end(p))
    count++;
  synth_push_int(&c, count);
  synth_op_u2(&c, OP_ANEWARRAY, synth_cp_class(s, "java/lang/Object"), 0);
  uint16_t slot = 3;
  int32_t i = 0;
  for (const char *p = m->desc + 1; *p != ')'; p = desc_end(p), i++) {
    synth_op(&c, OP_DUP, 1);
    synth_push_int(&c, i);
    synth_load(&c, *p, slot);
    slot = (uint16_t)(slot + (*p == 'J' || *p == 'D' ? 2 : 1));
    synth_box(s, &c, *p);
    synth_op(&c, OP_AASTORE, -3);
  }
  synth_invoke(s, &c, OP_INVOKEVIRTUAL, false, MH, "invokeSite",
               "(Ljava/lang/String;Z[Ljava/lang/Object;)Ljava/lang/Object;");
  const char *r = strchr(m->desc, ')') + 1;
  if (*r == 'V')
    synth_op(&c, OP_POP, -1);
  else
    synth_unbox(s, &c, r, strlen(r));
  synth_return(&c, *r);
  synth_add_method(s, ACC_PUBLIC | ACC_STATIC, "call", desc, &c);
  free(desc);
  Class *k = cls_define_synthetic(vm, synth_class_finish(s));
  if (!k) vm_fatal(vm, "cannot define the method handle invoker for %s", m->desc);
  return m->reflect = &k->methods[0];
}

static int MethodHandle_invoke(VM *vm, JThread *t, Value *args, Value *ret) {
  (void)ret;
  Method *m = t->nframes ? (Method *)nat_poly_invoker(t) : NULL;
  if (!m)
    return exc_throw_new(vm, t, "java/lang/UnsupportedOperationException",
                         "cannot reflectively invoke MethodHandle"),
           NAT_THROW;
  Method *acc = site_adapter(vm, m);
  Ref desc = str_intern_utf8(vm, m->desc); /* the arguments are still roots */
  if (!desc) return exc_oom(vm, t), NAT_THROW;
  enum { MAX_SLOTS = 260 };
  Value call[MAX_SLOTS];
  call[0] = args[0];
  call[1].raw = 0;
  call[1].r = desc;
  call[2].raw = 0;
  call[2].i = strcmp(m->name, "invokeExact") == 0;
  memcpy(call + 3, args + 1, (size_t)(m->arg_slots - 1) * sizeof *args);
  t->frames[t->nframes - 1].sp = args;
  return interp_invoke(vm, t, acc, call) ? NAT_INVOKE : NAT_THROW;
}

const NativeEntry nat_methodhandle[] = {{MH, "invokeExact", NULL, MethodHandle_invoke},
                                        {MH, "invoke", NULL, MethodHandle_invoke},
                                        {NULL, NULL, NULL, NULL}};
