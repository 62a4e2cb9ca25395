/* classfile.h -- the parsed, validated form of one .class file (JVMS chapter 4).
 *
 * cf_parse() checks everything the VM later relies on: every constant-pool
 * cross reference is in range and of the right kind, every attribute fits in
 * its container, every string is valid modified UTF-8.  After a successful
 * parse the VM may index cp[] without further checks.  Code bodies are checked
 * separately by cf_check_code() (bytecheck.c), at link time. */
#ifndef JPOR_CLASSFILE_H
#define JPOR_CLASSFILE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

enum {
  CF_Utf8 = 1, CF_Integer = 3, CF_Float = 4, CF_Long = 5, CF_Double = 6,
  CF_Class = 7, CF_String = 8, CF_Fieldref = 9, CF_Methodref = 10,
  CF_InterfaceMethodref = 11, CF_NameAndType = 12, CF_MethodHandle = 15,
  CF_MethodType = 16, CF_Dynamic = 17, CF_InvokeDynamic = 18, CF_Module = 19,
  CF_Package = 20
};

/* method handle kinds (JVMS 5.4.3.5) */
enum {
  REF_getField = 1, REF_getStatic, REF_putField, REF_putStatic,
  REF_invokeVirtual, REF_invokeStatic, REF_invokeSpecial,
  REF_newInvokeSpecial, REF_invokeInterface
};

enum {
  ACC_PUBLIC = 0x0001, ACC_PRIVATE = 0x0002, ACC_PROTECTED = 0x0004,
  ACC_STATIC = 0x0008, ACC_FINAL = 0x0010, ACC_SYNCHRONIZED = 0x0020,
  ACC_SUPER = 0x0020, ACC_VOLATILE = 0x0040, ACC_BRIDGE = 0x0040,
  ACC_TRANSIENT = 0x0080, ACC_VARARGS = 0x0080, ACC_NATIVE = 0x0100,
  ACC_INTERFACE = 0x0200, ACC_ABSTRACT = 0x0400, ACC_STRICT = 0x0800,
  ACC_SYNTHETIC = 0x1000, ACC_ANNOTATION = 0x2000, ACC_ENUM = 0x4000,
  ACC_MODULE = 0x8000
};

typedef struct CfConst {
  uint8_t tag; /* 0 for the unusable slot after a Long/Double, and slot 0 */
  union {
    struct { const char *s; uint32_t len; } utf8; /* NUL-terminated, raw modified UTF-8 */
    int32_t i;
    float f;
    int64_t j;
    double d;
    uint16_t idx;                          /* Class, String, MethodType, Module, Package: a Utf8 index */
    struct { uint16_t cls, nat; } ref;     /* Fieldref, Methodref, InterfaceMethodref */
    struct { uint16_t name, desc; } nat;   /* NameAndType: Utf8 indexes */
    struct { uint8_t kind; uint16_t ref; } mh;
    struct { uint16_t bsm, nat; } dyn;     /* Dynamic, InvokeDynamic: bootstrap index, NameAndType */
  } u;
} CfConst;

typedef struct CfHandler { uint16_t start_pc, end_pc, handler_pc, catch_type; } CfHandler;
typedef struct CfLine { uint16_t start_pc, line; } CfLine;
typedef struct CfLocalVar { uint16_t start_pc, length; const char *name, *desc; uint16_t index; } CfLocalVar;

typedef struct CfCode {
  uint16_t max_stack, max_locals;
  uint32_t code_len;
  const uint8_t *code;
  uint16_t nhandlers;
  CfHandler *handlers;
  uint32_t nlines;        /* all LineNumberTable attributes concatenated */
  CfLine *lines;
  uint32_t nlocalvars;    /* LocalVariableTable, if javac -g emitted it */
  CfLocalVar *localvars;
  const uint8_t *stackmap; /* body of the StackMapTable attribute, undecoded (vm/verify.c) */
  uint32_t stackmap_len;
  uint16_t nstackmaps;     /* how many StackMapTable attributes (more than one is an error) */
} CfCode;

/* The body of an attribute kept undecoded: the RuntimeVisible*Annotations and
 * AnnotationDefault attributes, which only reflection reads (jlib decodes them,
 * jpor.internal.Annotations).  len 0 and b NULL when absent. */
typedef struct CfBytes {
  const uint8_t *b;
  uint32_t len;
} CfBytes;

typedef struct CfMember {
  uint16_t flags;
  const char *name, *desc;
  uint16_t const_value;   /* fields: ConstantValue cp index, or 0 */
  CfCode *code;           /* methods: NULL when abstract or native */
  const char *signature;  /* Signature attribute or NULL */
  /* methods: the Exceptions attribute (class names, internal form), for reflection */
  uint16_t nexceptions;
  const char **exceptions;
  /* methods: the MethodParameters attribute (-1 when absent); a name is NULL
   * when the entry has none */
  int32_t nparams;
  const char **param_names;
  uint16_t *param_flags;
  CfBytes annotations;        /* RuntimeVisibleAnnotations */
  CfBytes param_annotations;  /* methods: RuntimeVisibleParameterAnnotations */
  CfBytes annotation_default; /* methods of annotation interfaces: AnnotationDefault */
} CfMember;

typedef struct CfBootstrap {
  uint16_t method_handle; /* cp index of a MethodHandle */
  uint16_t nargs;
  uint16_t *args;         /* loadable cp indexes */
} CfBootstrap;

typedef struct CfInner { const char *inner, *outer, *simple_name; uint16_t flags; } CfInner;
typedef struct CfRecordComponent {
  const char *name, *desc;
  const char *signature; /* Signature attribute or NULL */
  CfBytes annotations;   /* RuntimeVisibleAnnotations */
} CfRecordComponent;

typedef struct ClassFile {
  const char *origin;     /* file name used in messages, e.g. "Foo.class" or "a.jar!Foo.class" */
  uint16_t minor, major;
  uint16_t cp_count;
  CfConst *cp;            /* cp[0 .. cp_count-1], cp[0].tag == 0 */
  uint16_t flags;
  const char *this_name;  /* internal form, "java/lang/String" */
  const char *super_name; /* NULL only for java/lang/Object */
  uint16_t ninterfaces;
  const char **interfaces;
  uint16_t nfields, nmethods;
  CfMember *fields, *methods;
  const char *source_file;/* SourceFile attribute or NULL */
  uint16_t nbootstrap;
  CfBootstrap *bootstrap;
  uint16_t ninner;
  CfInner *inner;
  const char *nest_host;  /* NestHost or NULL */
  uint16_t nnest_members;
  const char **nest_members;
  int is_record;          /* a Record attribute was present */
  uint16_t nrecord;
  CfRecordComponent *record;
  uint16_t npermitted;
  const char **permitted;
  const char *signature;  /* Signature attribute (generic class) or NULL */
  CfBytes annotations;    /* RuntimeVisibleAnnotations */
  void *arena_;           /* private: all of the above lives here */
} ClassFile;

/* Parse len bytes.  On success returns 0 and sets *out.  On failure returns -1
 * and writes one line (no "jpor: error:" prefix, no newline) into err, naming
 * origin and what is wrong, e.g.
 *   "Foo.class: constant pool index 77 out of range (count 40)". */
int cf_parse(const uint8_t *data, size_t len, const char *origin, ClassFile **out,
             char *err, size_t errlen);
void cf_free(ClassFile *cf);

/* Accessors for validated constant-pool entries. */
static inline const char *cf_utf8(const ClassFile *cf, uint16_t i) { return cf->cp[i].u.utf8.s; }
static inline const char *cf_class_name(const ClassFile *cf, uint16_t i) {
  return cf->cp[cf->cp[i].u.idx].u.utf8.s;
}
static inline const char *cf_nat_name(const ClassFile *cf, uint16_t nat) {
  return cf->cp[cf->cp[nat].u.nat.name].u.utf8.s;
}
static inline const char *cf_nat_desc(const ClassFile *cf, uint16_t nat) {
  return cf->cp[cf->cp[nat].u.nat.desc].u.utf8.s;
}

/* Check one method's code against the class file: instruction boundaries,
 * branch and handler targets, local indexes < max_locals, cp operand kinds per
 * opcode, and operand-stack depth within [0, max_stack] on every path.
 * Returns 0 or -1 with one line in err ("Foo.class: method bar()V: ..."). */
int cf_check_code(const ClassFile *cf, const CfMember *m, char *err, size_t errlen);
/* The same without the data-flow pass and the return-type check (what the
 * verifier checks itself, with types): decoding, operands and targets only. */
int cf_check_code_structure(const ClassFile *cf, const CfMember *m, char *err, size_t errlen);
/* Operand-stack slots popped and pushed by the instruction at c (code that
 * passed cf_check_code_structure): the opcode table's stack-effect columns,
 * and the constant pool's descriptors for field instructions and invokes. */
void cf_insn_effect(const ClassFile *cf, const uint8_t *c, int *pop, int *push);

/* Line number for a pc, or -1. */
int cf_line_for_pc(const CfCode *code, uint32_t pc);

/* Descriptor helpers (descriptor.c) */
int cf_valid_field_desc(const char *d);
int cf_valid_method_desc(const char *d);
/* number of argument slots (long/double count 2), not counting 'this' */
int cf_arg_slots(const char *method_desc);

/* ---- additions (classfile/) ---- */
/* What a successful cf_check_code() does NOT promise: operand types (it counts
 * slots, so e.g. iadd on two references passes), and anything about code no
 * path reaches (it is decoded and its operands checked, but its stack is not).
 * jsr/ret are always refused ("not supported" before version 51).  Exception
 * handlers start with depth 1 whether or not their range is reachable. */
/* 2 for a J or D field descriptor, else 1 */
int cf_field_slots(const char *field_desc);
/* slots of a valid method descriptor's return value: 0 for V, 1 or 2 */
int cf_ret_slots(const char *method_desc);
/* a Class entry's name: internal binary name ("java/lang/String") or array descriptor */
int cf_valid_class_name(const char *name);
/* JVMS 4.2.2; for methods also rejects '<' '>' except in <init> and <clinit> */
int cf_valid_unqualified_name(const char *name, int is_method);
/* "Utf8", "Methodref", ... for a constant-pool tag; "?" when unknown */
const char *cf_tag_name(unsigned tag);

/* javap -c-like listing of one method's code (disasm.c), for traces.  Safe on
 * code that cf_check_code() has not accepted: it stops at the first
 * instruction that does not fit. */
void cf_disasm_method(FILE *out, const ClassFile *cf, const CfMember *m);
/* One instruction at pc, without newline; returns its length, or 0 if it does
 * not fit in the code (then nothing sensible was printed). */
int cf_disasm_insn(FILE *out, const ClassFile *cf, const CfCode *code, uint32_t pc);

#endif
