/* reflect.c -- natives of jpor.internal.Reflection: the members of a class for
 * java.lang.reflect, and the calls behind Field.get/set, Method.invoke and
 * Constructor.newInstance.
 *
 * No Java call recurses on the C stack, so a reflective call is not made from
 * C.  For each reflected member the VM synthesizes (vm/synth.c), on first use,
 * a small hidden class whose static methods do the access in ordinary
 * bytecode: unbox the arguments from an Object[], invokevirtual (or static,
 * special, interface) the target, box the result; getfield/putfield for a
 * field.  invoke0, get0 and set0 pop their own arguments and push a frame of
 * that method in their place, as invokedynamic's helpers do (vm/indy.c): the
 * interpreter runs it like any call and its return value becomes the
 * native's result.  Virtual dispatch, synchronized methods, class
 * initialisation, native targets, exceptions and the checker's actions and
 * scheduling points are thus the interpreter's own.
 *
 * The Java side (jpor.internal.Reflection, java.lang.reflect) checks access,
 * receivers and argument types first and converts each argument to the box of
 * its parameter's type, so the casts in the synthesized code never fail. */
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

enum { K_FIELDS = 0, K_METHODS = 1, K_CONSTRUCTORS = 2 };

static Class *arg_class(VM *vm, Value *args, int i) { return cls_of_mirror(vm, args[i].r); }

/* One past the end of the field descriptor starting at d. */
static const char *desc_end(const char *d) {
  while (*d == '[')
    d++;
  if (*d == 'L') return strchr(d, ';') + 1;
  return d + 1;
}

static bool in_kind(const Class *c, int kind, uint16_t i) {
  if (kind == K_FIELDS) return true;
  const char *n = c->methods[i].name;
  return kind == K_METHODS ? n[0] != '<' : strcmp(n, "<init>") == 0;
}

/* members0(c, kind): the indexes in c's fields or methods of its declared
 * fields, methods (no <init>/<clinit>) or constructors, in class-file order. */
static int Reflection_members0(VM *vm, JThread *t, Value *args, Value *ret) {
  Class *c = arg_class(vm, args, 0);
  int kind = args[1].i;
  uint16_t total = c->kind != CK_INSTANCE ? 0 : kind == K_FIELDS ? c->nfields : c->nmethods;
  int32_t n = 0;
  for (uint16_t i = 0; i < total; i++)
    n += in_kind(c, kind, i);
  Ref a = heap_new_prim_array(vm, TY_INT, n);
  if (!a) return exc_oom(vm, t), NAT_THROW;
  int32_t *v = ARR(heap_obj(vm, a), int32_t);
  for (uint16_t i = 0; i < total; i++)
    if (in_kind(c, kind, i)) *v++ = i;
  RET_R(a);
  return NAT_OK;
}

static int Reflection_name0(VM *vm, JThread *t, Value *args, Value *ret) {
  Class *c = arg_class(vm, args, 0);
  Ref s = str_intern_utf8(vm, args[1].i ? c->methods[args[2].i].name : c->fields[args[2].i].name);
  if (!s) return exc_oom(vm, t), NAT_THROW;
  RET_R(s);
  return NAT_OK;
}

static int Reflection_flags0(VM *vm, JThread *t, Value *args, Value *ret) {
  Class *c = arg_class(vm, args, 0);
  RET_I(args[1].i ? c->methods[args[2].i].flags : c->fields[args[2].i].flags);
  return NAT_OK;
}

/* The class a descriptor names, loaded (not initialised); 0 with
 * NoClassDefFoundError thrown when it is missing. */
static Ref desc_mirror(VM *vm, JThread *t, const char *d, size_t len) {
  Class *k = cls_from_desc(vm, d, len);
  if (k) return k->mirror;
  const char *name = d;
  while (*name == '[')
    name++;
  if (*name == 'L') name++, len -= (size_t)(name - d) + 1;
  exc_throw_new(vm, t, "java/lang/NoClassDefFoundError", "%.*s", (int)len, name);
  return 0;
}

static int Reflection_fieldType0(VM *vm, JThread *t, Value *args, Value *ret) {
  Field *f = &arg_class(vm, args, 0)->fields[args[1].i];
  Ref r = desc_mirror(vm, t, f->desc, strlen(f->desc));
  if (!r) return NAT_THROW;
  RET_R(r);
  return NAT_OK;
}

/* methodTypes0(c, slot): {return type, parameter types...} */
static int Reflection_methodTypes0(VM *vm, JThread *t, Value *args, Value *ret) {
  Method *m = &arg_class(vm, args, 0)->methods[args[1].i];
  int32_t n = 1;
  for (const char *p = m->desc + 1; *p != ')'; p = desc_end(p))
    n++;
  Ref a = heap_new_ref_array(vm, vm->c_class, n);
  if (!a) return exc_oom(vm, t), NAT_THROW;
  heap_pin(vm, a); /* loading a class makes its mirror */
  const char *r = strchr(m->desc, ')') + 1;
  Ref k = desc_mirror(vm, t, r, strlen(r));
  if (!k) return NAT_THROW;
  ARR(heap_obj(vm, a), Ref)[0] = k;
  int32_t i = 1;
  for (const char *p = m->desc + 1; *p != ')'; p = desc_end(p)) {
    if (!(k = desc_mirror(vm, t, p, (size_t)(desc_end(p) - p)))) return NAT_THROW;
    ARR(heap_obj(vm, a), Ref)[i++] = k;
  }
  RET_R(a);
  return NAT_OK;
}

static const CfMember *cf_method(Class *c, int32_t slot) {
  return c->cf ? &c->cf->methods[slot] : NULL;
}

/* The classes of the method's Exceptions attribute. */
static int Reflection_exceptionTypes0(VM *vm, JThread *t, Value *args, Value *ret) {
  const CfMember *cm = cf_method(arg_class(vm, args, 0), args[1].i);
  int32_t n = cm ? cm->nexceptions : 0;
  Ref a = heap_new_ref_array(vm, vm->c_class, n);
  if (!a) return exc_oom(vm, t), NAT_THROW;
  heap_pin(vm, a);
  for (int32_t i = 0; i < n; i++) {
    Class *k = cls_load(vm, cm->exceptions[i]);
    if (!k)
      return exc_throw_new(vm, t, "java/lang/NoClassDefFoundError", "%s", cm->exceptions[i]),
             NAT_THROW;
    ARR(heap_obj(vm, a), Ref)[i] = k->mirror;
  }
  RET_R(a);
  return NAT_OK;
}

/* paramNames0(c, slot): the names of the MethodParameters attribute (an
 * element is null when the entry has none), or null without the attribute. */
static int Reflection_paramNames0(VM *vm, JThread *t, Value *args, Value *ret) {
  const CfMember *cm = cf_method(arg_class(vm, args, 0), args[1].i);
  if (!cm || cm->nparams < 0) {
    RET_R(0);
    return NAT_OK;
  }
  Ref a = heap_new_ref_array(vm, vm->c_string, cm->nparams);
  if (!a) return exc_oom(vm, t), NAT_THROW;
  heap_pin(vm, a);
  for (int32_t i = 0; i < cm->nparams; i++) {
    if (!cm->param_names[i]) continue;
    Ref s = str_intern_utf8(vm, cm->param_names[i]);
    if (!s) return exc_oom(vm, t), NAT_THROW;
    ARR(heap_obj(vm, a), Ref)[i] = s;
  }
  RET_R(a);
  return NAT_OK;
}

/* paramFlags0(c, slot): the access flags of the MethodParameters entries (empty without it). */
static int Reflection_paramFlags0(VM *vm, JThread *t, Value *args, Value *ret) {
  const CfMember *cm = cf_method(arg_class(vm, args, 0), args[1].i);
  int32_t n = cm && cm->nparams > 0 ? cm->nparams : 0;
  Ref a = heap_new_prim_array(vm, TY_INT, n);
  if (!a) return exc_oom(vm, t), NAT_THROW;
  for (int32_t i = 0; i < n; i++)
    ARR(heap_obj(vm, a), int32_t)[i] = cm->param_flags[i];
  RET_R(a);
  return NAT_OK;
}

/* signature0(c, slot): the method's Signature attribute, or null. */
static int Reflection_signature0(VM *vm, JThread *t, Value *args, Value *ret) {
  const CfMember *cm = cf_method(arg_class(vm, args, 0), args[1].i);
  Ref s = 0;
  if (cm && cm->signature && !(s = str_intern_utf8(vm, cm->signature))) return exc_oom(vm, t), NAT_THROW;
  RET_R(s);
  return NAT_OK;
}

/* recordComponents0(c): the names of the Record attribute's components, or null. */
static int Reflection_recordComponents0(VM *vm, JThread *t, Value *args, Value *ret) {
  Class *c = arg_class(vm, args, 0);
  if (!c->cf || !c->cf->is_record) {
    RET_R(0);
    return NAT_OK;
  }
  Ref a = heap_new_ref_array(vm, vm->c_string, c->cf->nrecord);
  if (!a) return exc_oom(vm, t), NAT_THROW;
  heap_pin(vm, a);
  for (uint16_t i = 0; i < c->cf->nrecord; i++) {
    Ref s = str_intern_utf8(vm, c->cf->record[i].name);
    if (!s) return exc_oom(vm, t), NAT_THROW;
    ARR(heap_obj(vm, a), Ref)[i] = s;
  }
  RET_R(a);
  return NAT_OK;
}

/* ---- annotations and generic signatures (jpor.internal.Annotations, Generics) ---- */

enum { A_CLASS, A_FIELD, A_METHOD, A_PARAMS, A_DEFAULT, A_COMPONENT };

/* The attribute body kind names for member slot of c (kept undecoded by cfattr.c). */
static const CfBytes *annotation_body(const Class *c, int kind, int32_t slot) {
  const ClassFile *cf = c->cf;
  if (!cf || c->kind != CK_INSTANCE) return NULL;
  switch (kind) {
  case A_CLASS: return &cf->annotations;
  case A_FIELD: return slot >= 0 && slot < cf->nfields ? &cf->fields[slot].annotations : NULL;
  case A_COMPONENT: return slot >= 0 && slot < cf->nrecord ? &cf->record[slot].annotations : NULL;
  }
  if (slot < 0 || slot >= cf->nmethods) return NULL;
  const CfMember *m = &cf->methods[slot];
  return kind == A_METHOD    ? &m->annotations
         : kind == A_PARAMS  ? &m->param_annotations
         : kind == A_DEFAULT ? &m->annotation_default
                             : NULL;
}

/* annotations0(c, kind, slot): the body of the RuntimeVisibleAnnotations,
 * RuntimeVisibleParameterAnnotations or AnnotationDefault attribute, or null. */
static int Reflection_annotations0(VM *vm, JThread *t, Value *args, Value *ret) {
  const CfBytes *body = annotation_body(arg_class(vm, args, 0), args[1].i, args[2].i);
  if (!body || !body->b) {
    RET_R(0);
    return NAT_OK;
  }
  Ref a = heap_new_prim_array(vm, TY_BYTE, (int32_t)body->len);
  if (!a) return exc_oom(vm, t), NAT_THROW;
  memcpy(ARR(heap_obj(vm, a), int8_t), body->b, body->len);
  RET_R(a);
  return NAT_OK;
}

/* The constant at idx of c's pool, NULL when out of range (the annotation
 * attributes were not checked when the class was parsed). */
static const CfConst *constant(VM *vm, Value *args) {
  const Class *c = arg_class(vm, args, 0);
  int32_t idx = args[1].i;
  return c->cf && idx > 0 && idx < c->cf->cp_count ? &c->cf->cp[idx] : NULL;
}

/* constTag0(c, idx): the tag of a constant, 0 for none. */
static int Reflection_constTag0(VM *vm, JThread *t, Value *args, Value *ret) {
  const CfConst *k = constant(vm, args);
  RET_I(k ? k->tag : 0);
  return NAT_OK;
}

/* constUtf80(c, idx): a Utf8 constant's text. */
static int Reflection_constUtf80(VM *vm, JThread *t, Value *args, Value *ret) {
  const CfConst *k = constant(vm, args);
  Ref s = 0;
  if (k && k->tag == CF_Utf8 && !(s = str_intern_utf8(vm, k->u.utf8.s)))
    return exc_oom(vm, t), NAT_THROW;
  RET_R(s);
  return NAT_OK;
}

/* constBits0(c, idx): an Integer, Float, Long or Double constant's bits
 * (floatToRawIntBits, doubleToRawLongBits for the floating kinds). */
static int Reflection_constBits0(VM *vm, JThread *t, Value *args, Value *ret) {
  const CfConst *k = constant(vm, args);
  int64_t v = 0;
  if (k && (k->tag == CF_Integer || k->tag == CF_Float)) {
    int32_t i;
    memcpy(&i, k->tag == CF_Integer ? (const void *)&k->u.i : (const void *)&k->u.f, 4);
    v = i;
  } else if (k && (k->tag == CF_Long || k->tag == CF_Double)) {
    memcpy(&v, k->tag == CF_Long ? (const void *)&k->u.j : (const void *)&k->u.d, 8);
  }
  RET_J(v);
  return NAT_OK;
}

/* The Signature attribute of the class (A_CLASS), a field, a method or a record component. */
static const char *signature_of(const Class *c, int kind, int32_t slot) {
  const ClassFile *cf = c->kind == CK_INSTANCE ? c->cf : NULL;
  if (!cf) return NULL;
  switch (kind) {
  case A_CLASS: return cf->signature;
  case A_FIELD: return slot >= 0 && slot < cf->nfields ? cf->fields[slot].signature : NULL;
  case A_METHOD: return slot >= 0 && slot < cf->nmethods ? cf->methods[slot].signature : NULL;
  case A_COMPONENT: return slot >= 0 && slot < cf->nrecord ? cf->record[slot].signature : NULL;
  default: return NULL;
  }
}

/* genericSignature0(c, kind, slot): a Signature attribute, or null. */
static int Reflection_genericSignature0(VM *vm, JThread *t, Value *args, Value *ret) {
  const char *sig = signature_of(arg_class(vm, args, 0), args[1].i, args[2].i);
  Ref s = 0;
  if (sig && !(s = str_intern_utf8(vm, sig))) return exc_oom(vm, t), NAT_THROW;
  RET_R(s);
  return NAT_OK;
}

/* classFor0(desc): the class a field descriptor (or "V") names, loaded but not
 * initialised, as annotations and signatures resolve their types; null when it
 * is missing or desc is malformed. */
static int Reflection_classFor0(VM *vm, JThread *t, Value *args, Value *ret) {
  if (!args[0].r) return exc_throw_new(vm, t, "java/lang/NullPointerException", NULL), NAT_THROW;
  char *d = str_to_utf8(vm, args[0].r);
  Class *k = NULL;
  if (d && (strcmp(d, "V") == 0 || cf_valid_field_desc(d))) k = cls_from_desc(vm, d, strlen(d));
  free(d);
  RET_R(k ? k->mirror : 0);
  return NAT_OK;
}

/* Frames that belong to the reflection machinery, not to its caller. */
static bool reflection_frame(const Class *k) {
  return synth_is_hidden(k) || strncmp(k->name, "java/lang/reflect/", 18) == 0 ||
         strcmp(k->name, "java/lang/Class") == 0 ||
         strcmp(k->name, "java/lang/invoke/MethodHandles") == 0 || /* lookup() */
         strcmp(k->name, "jpor/internal/Reflection") == 0;
}

/* callerClass0(): the class of the innermost frame outside reflection (the
 * caller whose access rights a reflective operation checks). */
static int Reflection_callerClass0(VM *vm, JThread *t, Value *args, Value *ret) {
  Ref r = 0;
  for (uint32_t i = t->nframes; i-- > 0;)
    if (!reflection_frame(t->frames[i].m->cls)) {
      r = t->frames[i].m->cls->mirror;
      break;
    }
  RET_R(r);
  return NAT_OK;
}

/* The access flags of the class file (not those of InnerClasses): what decides
 * whether a class is accessible from another package. */
static int Reflection_classFlags0(VM *vm, JThread *t, Value *args, Value *ret) {
  RET_I(arg_class(vm, args, 0)->flags);
  return NAT_OK;
}

/* ensureInit0(c): initialise c (its <clinit> runs as ordinary frames, then this
 * native runs again and finds c ready). */
static int Reflection_ensureInit0(VM *vm, JThread *t, Value *args, Value *ret) {
  int ir = init_class(vm, t, arg_class(vm, args, 0));
  if (ir < 0) return NAT_THROW;
  if (ir == INIT_WAIT) return NAT_BLOCK;
  return ir == 0 ? NAT_INVOKE : NAT_OK;
}

/* ---- serialization (java.io.ObjectStreamClass, ObjectInputStream) ---- */

/* hasClinit0(c): does c declare a static initializer (the default
 * serialVersionUID hashes it)? */
static int Reflection_hasClinit0(VM *vm, JThread *t, Value *args, Value *ret) {
  Class *c = arg_class(vm, args, 0);
  bool has = false;
  if (c->kind == CK_INSTANCE)
    for (uint16_t i = 0; i < c->nmethods && !has; i++)
      has = strcmp(c->methods[i].name, "<clinit>") == 0;
  RET_I(has);
  return NAT_OK;
}

/* desc0(c, method, slot): the descriptor of a field or method, as in the class file. */
static int Reflection_desc0(VM *vm, JThread *t, Value *args, Value *ret) {
  Class *c = arg_class(vm, args, 0);
  Ref s = str_intern_utf8(vm, args[1].i ? c->methods[args[2].i].desc : c->fields[args[2].i].desc);
  if (!s) return exc_oom(vm, t), NAT_THROW;
  RET_R(s);
  return NAT_OK;
}

/* allocate0(c): a new instance of c, initialised first, on which no
 * constructor has run (deserialization runs the constructor of the first
 * non-serializable superclass on it with construct0). */
static int Reflection_allocate0(VM *vm, JThread *t, Value *args, Value *ret) {
  Class *c = arg_class(vm, args, 0);
  if (c->kind != CK_INSTANCE || (c->flags & (ACC_ABSTRACT | ACC_INTERFACE))) {
    char jn[512];
    cls_java_name(c->name, jn, sizeof jn);
    return exc_throw_new(vm, t, "java/lang/InstantiationException", "%s", jn), NAT_THROW;
  }
  int ir = init_class(vm, t, c);
  if (ir < 0) return NAT_THROW;
  if (ir == INIT_WAIT) return NAT_BLOCK;
  if (ir == 0) return NAT_INVOKE;
  Ref r = heap_new_object(vm, c);
  if (!r) return exc_oom(vm, t), NAT_THROW;
  RET_R(r);
  return NAT_OK;
}

/* construct0(decl, slot, obj): runs constructor slot of decl, which takes no
 * arguments, on obj (an instance of decl or of a subclass): the constructor's
 * frame replaces this native's, as invoke0's accessor does. */
static int Reflection_construct0(VM *vm, JThread *t, Value *args, Value *ret) {
  Method *m = &arg_class(vm, args, 0)->methods[args[1].i];
  if (strcmp(m->name, "<init>") != 0 || strcmp(m->desc, "()V") != 0)
    vm_panic("construct0: %s.%s%s is not a constructor without parameters", m->cls->name, m->name,
             m->desc);
  Value call[1] = {args[2]};
  if (!call[0].r) return exc_throw_new(vm, t, "java/lang/NullPointerException", NULL), NAT_THROW;
  t->frames[t->nframes - 1].sp = args;
  return interp_invoke(vm, t, m, call) ? NAT_INVOKE : NAT_THROW;
}

/* ---- synthesized accessors ---- */

static SynthClass *accessor_new(VM *vm, const Class *decl) {
  size_t n = strlen(decl->name) + 32;
  char *name = vm_calloc(vm, "reflection", n, 1);
  snprintf(name, n, "%s$$Reflect$%u", decl->name, vm->nclasses);
  SynthClass *s =
      synth_class_new(vm, name, "java/lang/Object", ACC_FINAL | ACC_SUPER | ACC_SYNTHETIC);
  free(name);
  return s;
}

/* The receiver (local 0) cast to decl. */
static void emit_receiver(SynthClass *s, SynthCode *c, const Class *decl) {
  synth_op(c, OP_ALOAD_0, 1);
  synth_op_u2(c, OP_CHECKCAST, synth_cp_class(s, decl->name), 0);
}

/* `static Object call(Object recv, Object[] args)`: calls m with the unboxed
 * arguments (a constructor: on a new object, which it returns), boxes its result. */
static Method *method_accessor(VM *vm, Method *m) {
  if (m->reflect) return m->reflect;
  Class *d = m->cls;
  bool ctor = m->name[0] == '<', stat = (m->flags & ACC_STATIC) != 0;
  bool iface = (d->flags & ACC_INTERFACE) != 0;
  SynthClass *s = accessor_new(vm, d);
  SynthCode c;
  synth_code_init(&c, vm, 2);
  if (ctor) {
    synth_op_u2(&c, OP_NEW, synth_cp_class(s, d->name), 1);
    synth_op(&c, OP_DUP, 1);
  } else if (!stat) {
    emit_receiver(s, &c, d);
  }
  int32_t i = 0;
  for (const char *p = m->desc + 1; *p != ')'; p = desc_end(p), i++) {
    synth_op(&c, OP_ALOAD_1, 1);
    synth_push_int(&c, i);
    synth_op(&c, OP_AALOAD, -1);
    synth_unbox(s, &c, p, (size_t)(desc_end(p) - p));
  }
  uint8_t op = stat                                 ? OP_INVOKESTATIC
               : (ctor || (m->flags & ACC_PRIVATE)) ? OP_INVOKESPECIAL
               : iface                              ? OP_INVOKEINTERFACE
                                                    : OP_INVOKEVIRTUAL;
  synth_invoke(s, &c, op, iface, d->name, m->name, m->desc);
  if (!ctor) synth_box(s, &c, strchr(m->desc, ')')[1]);
  synth_return(&c, 'L');
  synth_add_method(s, ACC_PUBLIC | ACC_STATIC, "call",
                   "(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;", &c);
  Class *k = cls_define_synthetic(vm, synth_class_finish(s));
  if (!k) vm_fatal(vm, "cannot define the reflection accessor of %s.%s", d->name, m->name);
  return m->reflect = &k->methods[0];
}

/* `static Object get(Object recv)` and `static void set(Object recv, Object v)`
 * for field f: methods 0 and 1 of the class. */
static Class *field_accessor(VM *vm, Field *f) {
  if (f->reflect) return f->reflect;
  Class *d = f->cls;
  bool stat = (f->flags & ACC_STATIC) != 0;
  SynthClass *s = accessor_new(vm, d);
  SynthCode c;
  synth_code_init(&c, vm, 1);
  if (!stat) emit_receiver(s, &c, d);
  synth_field_op(s, &c, stat ? OP_GETSTATIC : OP_GETFIELD, d->name, f->name, f->desc);
  synth_box(s, &c, f->desc[0]);
  synth_return(&c, 'L');
  synth_add_method(s, ACC_PUBLIC | ACC_STATIC, "get", "(Ljava/lang/Object;)Ljava/lang/Object;", &c);
  synth_code_init(&c, vm, 2);
  if (!stat) emit_receiver(s, &c, d);
  synth_op(&c, OP_ALOAD_1, 1);
  synth_unbox(s, &c, f->desc, strlen(f->desc));
  synth_field_op(s, &c, stat ? OP_PUTSTATIC : OP_PUTFIELD, d->name, f->name, f->desc);
  synth_return(&c, 'V');
  synth_add_method(s, ACC_PUBLIC | ACC_STATIC, "set", "(Ljava/lang/Object;Ljava/lang/Object;)V",
                   &c);
  Class *k = cls_define_synthetic(vm, synth_class_finish(s));
  if (!k) vm_fatal(vm, "cannot define the reflection accessor of %s.%s", d->name, f->name);
  return f->reflect = k;
}

/* Pop this native's arguments (at args) and call acc with call[] in their
 * place: acc's result becomes the native's, as for invokedynamic's helpers. */
static int call_accessor(VM *vm, JThread *t, Method *acc, Value *args, const Value *call) {
  t->frames[t->nframes - 1].sp = args;
  return interp_invoke(vm, t, acc, call) ? NAT_INVOKE : NAT_THROW;
}

/* invoke0(c, slot, recv, args): the accessor is made before anything is
 * popped, while the arguments are still roots on the caller's stack. */
static int Reflection_invoke0(VM *vm, JThread *t, Value *args, Value *ret) {
  Method *acc = method_accessor(vm, &arg_class(vm, args, 0)->methods[args[1].i]);
  Value call[2] = {args[2], args[3]};
  return call_accessor(vm, t, acc, args, call);
}

static int Reflection_get0(VM *vm, JThread *t, Value *args, Value *ret) {
  Class *k = field_accessor(vm, &arg_class(vm, args, 0)->fields[args[1].i]);
  Value call[1] = {args[2]};
  return call_accessor(vm, t, &k->methods[0], args, call);
}

static int Reflection_set0(VM *vm, JThread *t, Value *args, Value *ret) {
  Class *k = field_accessor(vm, &arg_class(vm, args, 0)->fields[args[1].i]);
  Value call[2] = {args[2], args[3]};
  return call_accessor(vm, t, &k->methods[1], args, call);
}

#define R "jpor/internal/Reflection"
const NativeEntry nat_reflect[] = {
    {R, "members0", "(Ljava/lang/Class;I)[I", Reflection_members0},
    {R, "name0", "(Ljava/lang/Class;ZI)Ljava/lang/String;", Reflection_name0},
    {R, "flags0", "(Ljava/lang/Class;ZI)I", Reflection_flags0},
    {R, "fieldType0", "(Ljava/lang/Class;I)Ljava/lang/Class;", Reflection_fieldType0},
    {R, "methodTypes0", "(Ljava/lang/Class;I)[Ljava/lang/Class;", Reflection_methodTypes0},
    {R, "exceptionTypes0", "(Ljava/lang/Class;I)[Ljava/lang/Class;", Reflection_exceptionTypes0},
    {R, "paramNames0", "(Ljava/lang/Class;I)[Ljava/lang/String;", Reflection_paramNames0},
    {R, "paramFlags0", "(Ljava/lang/Class;I)[I", Reflection_paramFlags0},
    {R, "signature0", "(Ljava/lang/Class;I)Ljava/lang/String;", Reflection_signature0},
    {R, "recordComponents0", "(Ljava/lang/Class;)[Ljava/lang/String;",
     Reflection_recordComponents0},
    {R, "annotations0", "(Ljava/lang/Class;II)[B", Reflection_annotations0},
    {R, "constTag0", "(Ljava/lang/Class;I)I", Reflection_constTag0},
    {R, "constUtf80", "(Ljava/lang/Class;I)Ljava/lang/String;", Reflection_constUtf80},
    {R, "constBits0", "(Ljava/lang/Class;I)J", Reflection_constBits0},
    {R, "genericSignature0", "(Ljava/lang/Class;II)Ljava/lang/String;",
     Reflection_genericSignature0},
    {R, "classFor0", "(Ljava/lang/String;)Ljava/lang/Class;", Reflection_classFor0},
    {R, "callerClass0", "()Ljava/lang/Class;", Reflection_callerClass0},
    {R, "classFlags0", "(Ljava/lang/Class;)I", Reflection_classFlags0},
    {R, "ensureInit0", "(Ljava/lang/Class;)V", Reflection_ensureInit0},
    {R, "hasClinit0", "(Ljava/lang/Class;)Z", Reflection_hasClinit0},
    {R, "desc0", "(Ljava/lang/Class;ZI)Ljava/lang/String;", Reflection_desc0},
    {R, "allocate0", "(Ljava/lang/Class;)Ljava/lang/Object;", Reflection_allocate0},
    {R, "construct0", "(Ljava/lang/Class;ILjava/lang/Object;)V", Reflection_construct0},
    {R, "invoke0", "(Ljava/lang/Class;ILjava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;",
     Reflection_invoke0},
    {R, "get0", "(Ljava/lang/Class;ILjava/lang/Object;)Ljava/lang/Object;", Reflection_get0},
    {R, "set0", "(Ljava/lang/Class;ILjava/lang/Object;Ljava/lang/Object;)V", Reflection_set0},
    {NULL, NULL, NULL, NULL}};
