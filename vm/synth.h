/* synth.h -- building classes in memory: a constant pool, fields, and methods
 * whose bytecode is assembled here.  invokedynamic uses it for the classes that
 * implement lambdas (indy.c).  The result is an ordinary ClassFile that the VM
 * defines with cls_define_synthetic and checks with cf_check_code like any
 * other class, so the interpreter needs nothing special to run it. */
#ifndef JPOR_SYNTH_H
#define JPOR_SYNTH_H

#include <stdbool.h>
#include <stdint.h>

#include "vm/vm.h"

typedef struct SynthClass SynthClass;

/* Method body being assembled.  The operand-stack depth is tracked as
 * instructions are added, which gives max_stack. */
typedef struct SynthCode {
  VM *vm; /* whose host error an allocation failure is */
  uint8_t *b;
  uint32_t len, cap;
  int depth, max_depth;
  uint16_t max_locals;
} SynthCode;

/* ---- classes ---- */
SynthClass *synth_class_new(VM *vm, const char *name, const char *super_name, uint16_t flags);
void synth_add_interface(SynthClass *s, const char *name); /* ignores duplicates */
void synth_add_field(SynthClass *s, uint16_t flags, const char *name, const char *desc);
bool synth_has_method(const SynthClass *s, const char *name, const char *desc);
/* Adds a method with the code in c (taken over; NULL for an abstract method). */
void synth_add_method(SynthClass *s, uint16_t flags, const char *name, const char *desc, SynthCode *c);
/* The finished class file (it lives as long as the VM); frees the builder. */
ClassFile *synth_class_finish(SynthClass *s);
/* Was class c built here?  Such classes are hidden from stack traces, as the
 * JDK hides its lambda classes. */
bool synth_is_hidden(const Class *c);

/* ---- constant pool (entries are shared when equal) ---- */
uint16_t synth_cp_utf8(SynthClass *s, const char *str);
uint16_t synth_cp_class(SynthClass *s, const char *name);
/* tag: CF_Fieldref, CF_Methodref or CF_InterfaceMethodref */
uint16_t synth_cp_member(SynthClass *s, uint8_t tag, const char *cls, const char *name, const char *desc);

/* ---- code ---- */
void synth_code_init(SynthCode *c, VM *vm, uint16_t max_locals);
/* A one-byte instruction that changes the stack depth by delta slots. */
void synth_op(SynthCode *c, uint8_t op, int delta);
/* An instruction with a two-byte constant-pool operand (new, checkcast, getfield, ...). */
void synth_op_u2(SynthCode *c, uint8_t op, uint16_t operand, int delta);
/* Push the int constant v (iconst_*, bipush or sipush; |v| < 32768). */
void synth_push_int(SynthCode *c, int32_t v);
/* xload of local `slot` holding a value of type ty (a descriptor's first letter). */
void synth_load(SynthCode *c, char ty, uint16_t slot);
/* xreturn for a value of type ty, or return for 'V'. */
void synth_return(SynthCode *c, char ty);
/* invokevirtual/special/static/interface of cls.name desc; the constant's tag
 * is CF_InterfaceMethodref when iface is true. */
void synth_invoke(SynthClass *s, SynthCode *c, uint8_t op, bool iface, const char *cls, const char *name,
                  const char *desc);
/* getfield/putfield/getstatic/putstatic of cls.name desc */
void synth_field_op(SynthClass *s, SynthCode *c, uint8_t op, const char *cls, const char *name,
                    const char *desc);
/* The Object on top of the stack as a value of the field type d (len chars):
 * checkcast to the box and its xxxValue() for a primitive, else checkcast
 * (none to Object). */
void synth_unbox(SynthClass *s, SynthCode *c, const char *d, size_t len);
/* The value of type ty on top of the stack as an Object: the box's
 * valueOf(prim) for a primitive, null for 'V', a reference as it is. */
void synth_box(SynthClass *s, SynthCode *c, char ty);
#endif
