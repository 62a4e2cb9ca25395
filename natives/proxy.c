/* proxy.c -- the classes of java.lang.reflect.Proxy, made at run time.
 *
 * jlib (java.lang.reflect.Proxy) checks the interfaces and works out the
 * proxy's methods: Object's hashCode, equals and toString, then every
 * instance method of the interfaces, one per name and parameter types.  The
 * class is synthesized here (vm/synth.c, as invokedynamic's lambda classes
 * and reflection's accessors are):
 *
 *   final class $ProxyN extends java.lang.reflect.Proxy implements I1, ... {
 *     public $ProxyN(InvocationHandler h) { super(h); }
 *     public final R m(A a, B b) { return (R) Proxy.dispatch(this, i, new Object[] {a, b}); }
 *   }
 *
 * with the arguments boxed, null for a method without parameters, and the
 * result unboxed or cast.  Proxy.dispatch (Java) calls the handler with the
 * i-th Method and wraps undeclared checked exceptions; the class needs no
 * exception table.
 *
 * A proxy class is never made twice for the same package and interfaces,
 * also not after the checker restored a state older than the class: the
 * loaded classes are searched first (classes are not part of the state). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classfile/opcodes.h"
#include "natives/natives.h"
#include "vm/class.h"
#include "vm/exception.h"
#include "vm/heap.h"
#include "vm/synth.h"

#define PROXY "java/lang/reflect/Proxy"
#define DISPATCH_DESC "(Ljava/lang/reflect/Proxy;I[Ljava/lang/Object;)Ljava/lang/Object;"

static bool is_proxy(const Class *c) {
  return c->cf && c->super && strcmp(c->super->name, PROXY) == 0 && synth_is_hidden(c);
}

/* The package part of an internal class name: "a/b/" of "a/b/$Proxy0". */
static size_t package_len(const char *name) {
  const char *slash = strrchr(name, '/');
  return slash ? (size_t)(slash - name) + 1 : 0;
}

/* Is c the proxy class of package pkg for these n interfaces, in this order? */
static bool same_proxy(VM *vm, const Class *c, const char *pkg, Ref *ifaces, int32_t n) {
  if (!is_proxy(c) || c->cf->ninterfaces != n) return false;
  if (package_len(c->name) != strlen(pkg) || strncmp(c->name, pkg, strlen(pkg)) != 0) return false;
  for (int32_t i = 0; i < n; i++)
    if (strcmp(cls_of_mirror(vm, ifaces[i])->name, c->cf->interfaces[i]) != 0) return false;
  return true;
}

/* `public $ProxyN(InvocationHandler h) { super(h); }` */
static void add_constructor(VM *vm, SynthClass *s) {
  SynthCode c;
  synth_code_init(&c, vm, 2);
  synth_op(&c, OP_ALOAD_0, 1);
  synth_op(&c, OP_ALOAD_1, 1);
  synth_invoke(s, &c, OP_INVOKESPECIAL, false, PROXY, "<init>",
               "(Ljava/lang/reflect/InvocationHandler;)V");
  synth_return(&c, 'V');
  synth_add_method(s, ACC_PUBLIC, "<init>", "(Ljava/lang/reflect/InvocationHandler;)V", &c);
}

static const char *type_end(const char *d) {
  while (*d == '[')
    d++;
  return *d == 'L' ? strchr(d, ';') + 1 : d + 1;
}

/* The arguments of the method with descriptor desc in a new Object[], boxed
 * (null when it has none). */
static void emit_args(VM *vm, SynthClass *s, SynthCode *c, const char *desc) {
  int32_t n = 0;
  for (const char *p = desc + 1; *p != ')'; p = type_end(p))
    n++;
  if (n == 0) {
    synth_op(c, OP_ACONST_NULL, 1);
    return;
  }
  synth_push_int(c, n);
  synth_op_u2(c, OP_ANEWARRAY, synth_cp_class(s, "java/lang/Object"), 0);
  uint16_t slot = 1;
  int32_t i = 0;
  for (const char *p = desc + 1; *p != ')'; p = type_end(p), i++) {
    synth_op(c, OP_DUP, 1);
    synth_push_int(c, i);
    synth_load(c, *p, slot);
    slot += (*p == 'J' || *p == 'D') ? 2 : 1;
    synth_box(s, c, *p);
    synth_op(c, OP_AASTORE, -3);
  }
}

/* Method i: hand the call to Proxy.dispatch, return its result as type R. */
static void add_method(VM *vm, SynthClass *s, int32_t i, const char *name, const char *desc) {
  SynthCode c;
  synth_code_init(&c, vm, (uint16_t)(1 + cf_arg_slots(desc)));
  synth_op(&c, OP_ALOAD_0, 1);
  synth_push_int(&c, i);
  emit_args(vm, s, &c, desc);
  synth_invoke(s, &c, OP_INVOKESTATIC, false, PROXY, "dispatch", DISPATCH_DESC);
  const char *r = strchr(desc, ')') + 1;
  if (*r == 'V')
    synth_op(&c, OP_POP, -1);
  else
    synth_unbox(s, &c, r, strlen(r));
  synth_return(&c, *r == '[' ? 'L' : *r);
  synth_add_method(s, ACC_PUBLIC | ACC_FINAL, name, desc, &c);
}

/* How many proxy classes exist: the next one's number. */
static uint32_t proxy_count(VM *vm) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < vm->nclasses; i++)
    n += is_proxy(vm->classes[i]);
  return n;
}

static Class *make_proxy(VM *vm, const char *pkg, uint16_t flags, Ref ifaces, Ref names,
                         Ref descs) {
  char name[1024];
  snprintf(name, sizeof name, "%s$Proxy%u", pkg, proxy_count(vm));
  SynthClass *s = synth_class_new(vm, name, PROXY, (uint16_t)(flags | ACC_FINAL | ACC_SUPER));
  Object *ia = heap_obj(vm, ifaces);
  for (int32_t i = 0; i < ia->length; i++)
    synth_add_interface(s, cls_of_mirror(vm, ARR(ia, Ref)[i])->name);
  add_constructor(vm, s);
  int32_t n = heap_obj(vm, names)->length;
  for (int32_t i = 0; i < n; i++) {
    char *mn = str_to_utf8(vm, ARR(heap_obj(vm, names), Ref)[i]);
    char *md = str_to_utf8(vm, ARR(heap_obj(vm, descs), Ref)[i]);
    if (!mn || !md) vm_fatal(vm, "out of memory (proxy class)");
    add_method(vm, s, i, mn, md);
    free(mn);
    free(md);
  }
  Class *k = cls_define_synthetic(vm, synth_class_finish(s));
  if (!k) vm_fatal(vm, "cannot define the proxy class %s", name);
  return k;
}

/* defineProxy0(pkg, flags, interfaces, names, descs): the proxy class in
 * package pkg ("a/b/", "" for the unnamed one) with access flags (ACC_PUBLIC
 * or 0) implementing interfaces, whose method i is names[i] descs[i]. */
static int Reflection_defineProxy0(VM *vm, JThread *t, Value *args, Value *ret) {
  Ref ifaces = args[2].r, names = args[3].r, descs = args[4].r;
  if (!args[0].r || !ifaces || !names || !descs ||
      heap_obj(vm, names)->length != heap_obj(vm, descs)->length)
    return exc_throw_new(vm, t, "java/lang/NullPointerException", NULL), NAT_THROW;
  char *pkg = str_to_utf8(vm, args[0].r);
  if (!pkg) return exc_oom(vm, t), NAT_THROW;
  Object *ia = heap_obj(vm, ifaces);
  Class *k = NULL;
  for (uint32_t i = 0; i < vm->nclasses && !k; i++)
    if (same_proxy(vm, vm->classes[i], pkg, ARR(ia, Ref), ia->length)) k = vm->classes[i];
  if (!k) k = make_proxy(vm, pkg, (uint16_t)(args[1].i & ACC_PUBLIC), ifaces, names, descs);
  free(pkg);
  RET_R(k->mirror);
  return NAT_OK;
}

/* isProxy0(c): was c made by defineProxy0? */
static int Reflection_isProxy0(VM *vm, JThread *t, Value *args, Value *ret) {
  RET_I(args[0].r && is_proxy(cls_of_mirror(vm, args[0].r)));
  return NAT_OK;
}

#define R "jpor/internal/Reflection"
#define STRINGS "[Ljava/lang/String;"
const NativeEntry nat_proxy[] = {{R, "defineProxy0",
                                  "(Ljava/lang/String;I[Ljava/lang/Class;" STRINGS STRINGS
                                  ")Ljava/lang/Class;",
                                  Reflection_defineProxy0},
                                 {R, "isProxy0", "(Ljava/lang/Class;)Z", Reflection_isProxy0},
                                 {NULL, NULL, NULL, NULL}};
