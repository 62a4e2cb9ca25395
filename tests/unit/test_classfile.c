/* test_classfile.c -- unit tests of classfile/: descriptors, opcodes, the
 * parser's rules on hand-assembled classes, the code checker on hand-written
 * code, the disassembler and the class path.
 *
 *   test_classfile SCRATCH_DIR
 * Prints every failed check with its line and exits 1 if any failed. */
#include "classfile/classfile.h"
#include "classfile/classpath.h"
#include "classfile/opcodes.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zip.h>

static int checks, failures;

#define CHECK(cond)                                                                                \
  do {                                                                                             \
    checks++;                                                                                      \
    if (!(cond)) {                                                                                 \
      failures++;                                                                                  \
      fprintf(stderr, "%s:%d: FAILED: %s\n", __FILE__, __LINE__, #cond);                           \
    }                                                                                              \
  } while (0)

/* ---- a tiny class assembler ------------------------------------------------------- */

typedef struct Buf {
  uint8_t b[1 << 20];
  size_t n;
} Buf;

static void b1(Buf *b, unsigned v) { b->b[b->n++] = (uint8_t)v; }
static void b2(Buf *b, unsigned v) { b1(b, v >> 8), b1(b, v); }
static void b4(Buf *b, uint32_t v) { b2(b, v >> 16), b2(b, v & 0xffff); }
static void bytes(Buf *b, const void *p, size_t n) {
  if (n) memcpy(b->b + b->n, p, n); /* p may be NULL when n is 0 */
  b->n += n;
}
static void utf8(Buf *b, const char *s) {
  b1(b, CF_Utf8), b2(b, (unsigned)strlen(s)), bytes(b, s, strlen(s));
}

/* The constant pool every assembled class starts with. */
enum {
  C_THIS = 2,
  C_OBJECT = 4,
  U_NAME = 5,
  U_DESC = 6,
  U_CODE = 7,
  K_INT = 8,
  K_LONG = 9,
  F_FIELD = 14,
  M_STATIC = 18,
  I_RUN = 24,
  S_STR = 25,
  C_ARRAY = 27,
  M_INIT = 30,
  U_CV = 31,
  U_I = 32,
  POOL_END = 33
};

static void std_pool(Buf *b, const char *desc) {
  utf8(b, "T");                                       /* 1 */
  b1(b, CF_Class), b2(b, 1);                          /* 2 */
  utf8(b, "java/lang/Object");                        /* 3 */
  b1(b, CF_Class), b2(b, 3);                          /* 4 */
  utf8(b, "m");                                       /* 5 */
  utf8(b, desc);                                      /* 6 */
  utf8(b, "Code");                                    /* 7 */
  b1(b, CF_Integer), b4(b, 7);                        /* 8 */
  b1(b, CF_Long), b4(b, 0), b4(b, 5);                 /* 9, 10 */
  utf8(b, "f");                                       /* 11 */
  utf8(b, "J");                                       /* 12 */
  b1(b, CF_NameAndType), b2(b, 11), b2(b, 12);        /* 13 */
  b1(b, CF_Fieldref), b2(b, 2), b2(b, 13);            /* 14: T.f:J */
  utf8(b, "g");                                       /* 15 */
  utf8(b, "(IJ)D");                                   /* 16 */
  b1(b, CF_NameAndType), b2(b, 15), b2(b, 16);        /* 17 */
  b1(b, CF_Methodref), b2(b, 2), b2(b, 17);           /* 18: T.g:(IJ)D */
  utf8(b, "java/lang/Runnable");                      /* 19 */
  b1(b, CF_Class), b2(b, 19);                         /* 20 */
  utf8(b, "run");                                     /* 21 */
  utf8(b, "()V");                                     /* 22 */
  b1(b, CF_NameAndType), b2(b, 21), b2(b, 22);        /* 23 */
  b1(b, CF_InterfaceMethodref), b2(b, 20), b2(b, 23); /* 24: Runnable.run */
  b1(b, CF_String), b2(b, 1);                         /* 25 */
  utf8(b, "[[I");                                     /* 26 */
  b1(b, CF_Class), b2(b, 26);                         /* 27 */
  utf8(b, "<init>");                                  /* 28 */
  b1(b, CF_NameAndType), b2(b, 28), b2(b, 22);        /* 29 */
  b1(b, CF_Methodref), b2(b, 4), b2(b, 29);           /* 30: Object.<init> */
  utf8(b, "ConstantValue");                           /* 31 */
  utf8(b, "I");                                       /* 32 */
}

typedef struct Spec {
  unsigned major;
  const char *desc; /* method descriptor, default "()V" */
  unsigned mflags;  /* method flags, default ACC_STATIC */
  unsigned max_stack, max_locals;
  const uint8_t *code;
  size_t code_len;
  const CfHandler *handlers;
  unsigned nhandlers;
  const uint8_t *extra_pool; /* raw entries appended from index POOL_END on */
  size_t extra_len;
  unsigned extra_count;
  int no_code;           /* omit the Code attribute */
  const uint8_t *fields; /* raw field_info table (count included) */
  size_t fields_len;
} Spec;

static void assemble(Buf *b, const Spec *s) {
  static const uint8_t ret[] = {OP_RETURN};
  b->n = 0;
  b4(b, 0xCAFEBABE), b2(b, 0), b2(b, s->major ? s->major : 52);
  b2(b, POOL_END + s->extra_count);
  std_pool(b, s->desc ? s->desc : "()V");
  bytes(b, s->extra_pool, s->extra_len);
  b2(b, ACC_PUBLIC | ACC_SUPER), b2(b, C_THIS), b2(b, C_OBJECT), b2(b, 0);
  if (s->fields)
    bytes(b, s->fields, s->fields_len);
  else
    b2(b, 0);
  b2(b, 1); /* one method */
  b2(b, s->mflags ? s->mflags : ACC_STATIC), b2(b, U_NAME), b2(b, U_DESC);
  if (s->no_code) {
    b2(b, 0);
  } else {
    const uint8_t *code = s->code ? s->code : ret;
    size_t n = s->code ? s->code_len : 1;
    b2(b, 1), b2(b, U_CODE), b4(b, (uint32_t)(12 + n + 8 * s->nhandlers));
    b2(b, s->max_stack), b2(b, s->max_locals), b4(b, (uint32_t)n), bytes(b, code, n);
    b2(b, s->nhandlers);
    for (unsigned i = 0; i < s->nhandlers; i++) {
      const CfHandler *h = &s->handlers[i];
      b2(b, h->start_pc), b2(b, h->end_pc), b2(b, h->handler_pc), b2(b, h->catch_type);
    }
    b2(b, 0);
  }
  b2(b, 0); /* class attributes */
}

static Buf buf;
static char err[512];

/* Parses the class of s; returns it or NULL with err set. */
static ClassFile *parse_spec(const Spec *s) {
  ClassFile *cf;
  assemble(&buf, s);
  return cf_parse(buf.b, buf.n, "T.class", &cf, err, sizeof err) == 0 ? cf : NULL;
}

/* 1 when parse and check succeed, or when the one that fails reports a message
 * containing want (want == NULL: success expected). */
static int outcome(const Spec *s, const char *want) {
  ClassFile *cf = parse_spec(s);
  int ok = cf != NULL;
  if (cf) {
    ok = cf_check_code(cf, &cf->methods[0], err, sizeof err) == 0;
    FILE *devnull = fopen("/dev/null", "w"); /* the disassembler must cope with anything */
    cf_disasm_method(devnull, cf, &cf->methods[0]);
    fclose(devnull);
    cf_free(cf);
  }
  if (want == NULL && !ok) fprintf(stderr, "  unexpected error: %s\n", err);
  if (want != NULL && ok) fprintf(stderr, "  expected an error containing \"%s\"\n", want);
  if (want != NULL && !ok && !strstr(err, want))
    fprintf(stderr, "  expected \"%s\" in: %s\n", want, err);
  if (want == NULL) return ok;
  return !ok && strstr(err, want) && strncmp(err, "T.class: ", 9) == 0 && !strchr(err, '\n');
}

#define CODE(...)                                                                                  \
  .code = (const uint8_t[]){__VA_ARGS__}, .code_len = sizeof((uint8_t[]){__VA_ARGS__})

/* ---- descriptors and opcodes ------------------------------------------------------ */

static void test_descriptors(void) {
  CHECK(cf_valid_field_desc("I"));
  CHECK(cf_valid_field_desc("[[J"));
  CHECK(cf_valid_field_desc("Ljava/lang/String;"));
  CHECK(cf_valid_field_desc("[Lx;"));
  CHECK(!cf_valid_field_desc(""));
  CHECK(!cf_valid_field_desc("V"));
  CHECK(!cf_valid_field_desc("II"));
  CHECK(!cf_valid_field_desc("L;"));
  CHECK(!cf_valid_field_desc("Ljava/lang/String"));
  CHECK(!cf_valid_field_desc("Ljava//String;"));
  CHECK(!cf_valid_field_desc("L/a;"));
  CHECK(!cf_valid_field_desc("La/;"));
  CHECK(!cf_valid_field_desc("La.b;"));
  CHECK(!cf_valid_field_desc("La[b;"));
  CHECK(!cf_valid_field_desc("["));
  char deep[300];
  memset(deep, '[', 255), strcpy(deep + 255, "I");
  CHECK(cf_valid_field_desc(deep));
  memset(deep, '[', 256), strcpy(deep + 256, "I");
  CHECK(!cf_valid_field_desc(deep));

  CHECK(cf_valid_method_desc("()V"));
  CHECK(cf_valid_method_desc("(IJ[Ljava/lang/Object;D)Ljava/lang/String;"));
  CHECK(!cf_valid_method_desc("()"));
  CHECK(!cf_valid_method_desc("(V)V"));
  CHECK(!cf_valid_method_desc("()VV"));
  CHECK(!cf_valid_method_desc("(I"));
  CHECK(!cf_valid_method_desc("I)V"));
  CHECK(!cf_valid_method_desc("(Q)V"));
  CHECK(cf_arg_slots("()V") == 0);
  CHECK(cf_arg_slots("(IJ[JD[[D)V") == 7);
  CHECK(cf_arg_slots("(Ljava/lang/Object;J)I") == 3);
  CHECK(cf_arg_slots("bad") == -1);
  CHECK(cf_ret_slots("()V") == 0 && cf_ret_slots("()J") == 2 && cf_ret_slots("(J)[J") == 1);
  CHECK(cf_field_slots("D") == 2 && cf_field_slots("I") == 1 && cf_field_slots("[D") == 1);

  CHECK(cf_valid_class_name("java/lang/String"));
  CHECK(cf_valid_class_name("[Ljava/lang/String;"));
  CHECK(cf_valid_class_name("A$1"));
  CHECK(!cf_valid_class_name(""));
  CHECK(!cf_valid_class_name("java.lang.String"));
  CHECK(!cf_valid_class_name("a//b"));
  CHECK(!cf_valid_class_name("[V"));
  CHECK(cf_valid_unqualified_name("<init>", 1) && cf_valid_unqualified_name("<clinit>", 1));
  CHECK(!cf_valid_unqualified_name("<x>", 1) && cf_valid_unqualified_name("<x>", 0));
  CHECK(!cf_valid_unqualified_name("a/b", 0) && !cf_valid_unqualified_name("", 0));
  CHECK(!cf_valid_unqualified_name("a;b", 0) && !cf_valid_unqualified_name("a[", 1));
}

static void test_opcodes(void) {
  static const struct {
    const char *upper;
    unsigned op;
    int len;
  } all[] = {
#define X(name, code, len, ...) {#name, code, len},
      JPOR_OPCODES(X)
#undef X
  };
  int assigned = 0;
  for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) {
    char lower[32];
    size_t j = 0;
    for (; all[i].upper[j]; j++)
      lower[j] = (char)tolower((unsigned char)all[i].upper[j]);
    lower[j] = '\0';
    CHECK(cf_opcode_name(all[i].op) && strcmp(cf_opcode_name(all[i].op), lower) == 0);
    CHECK(cf_opcode_len(all[i].op) == all[i].len);
  }
  for (unsigned op = 0; op < 300; op++)
    assigned += cf_opcode_name(op) != NULL;
  CHECK(assigned == 202); /* 0x00..0xc9 */
  CHECK(strcmp(cf_opcode_name(0x60), "iadd") == 0);
  CHECK(strcmp(cf_opcode_name(OP_INVOKEDYNAMIC), "invokedynamic") == 0);
  CHECK(cf_opcode_name(0xca) == NULL && cf_opcode_name(0xff) == NULL);
  CHECK(cf_opcode_len(0xca) == -1 && cf_opcode_len(OP_TABLESWITCH) == 0);
  CHECK(cf_opcode_len(OP_INVOKEINTERFACE) == 5 && cf_opcode_len(OP_GOTO_W) == 5);
}

/* ---- the parser ----------------------------------------------------------------- */

static void test_parse_values(void) {
  Spec s = {.max_stack = 1};
  ClassFile *cf = parse_spec(&s);
  CHECK(cf != NULL);
  if (!cf) return;
  CHECK(strcmp(cf->origin, "T.class") == 0);
  CHECK(cf->major == 52 && cf->cp_count == POOL_END);
  CHECK(strcmp(cf->this_name, "T") == 0 && strcmp(cf->super_name, "java/lang/Object") == 0);
  CHECK(cf->cp[K_INT].tag == CF_Integer && cf->cp[K_INT].u.i == 7);
  CHECK(cf->cp[K_LONG].tag == CF_Long && cf->cp[K_LONG].u.j == 5);
  CHECK(cf->cp[K_LONG + 1].tag == 0 && cf->cp[0].tag == 0);
  CHECK(strcmp(cf_class_name(cf, C_ARRAY), "[[I") == 0);
  CHECK(strcmp(cf_nat_name(cf, 17), "g") == 0 && strcmp(cf_nat_desc(cf, 17), "(IJ)D") == 0);
  CHECK(cf->cp[1].u.utf8.len == 1 && cf->cp[1].u.utf8.s[1] == '\0');
  CHECK(cf->nmethods == 1 && cf->methods[0].code && cf->methods[0].code->code_len == 1);
  CHECK(strcmp(cf_tag_name(CF_InterfaceMethodref), "InterfaceMethodref") == 0);
  cf_free(cf);
  cf_free(NULL);
}

static void test_parse_rules(void) {
  /* extra pool entries from index 33 on */
  uint8_t mh_bad[] = {CF_MethodHandle, REF_invokeStatic, 0, F_FIELD};
  CHECK(outcome(&(Spec){.extra_pool = mh_bad, .extra_len = 4, .extra_count = 1},
                "constant pool entry 14 is Fieldref, expected Methodref or InterfaceMethodref"));
  uint8_t mh_ok[] = {CF_MethodHandle, REF_invokeInterface, 0, I_RUN};
  CHECK(outcome(&(Spec){.extra_pool = mh_ok, .extra_len = 4, .extra_count = 1}, NULL));
  CHECK(outcome(&(Spec){.major = 50, .extra_pool = mh_ok, .extra_len = 4, .extra_count = 1},
                "MethodHandle, which needs class file version 51"));
  uint8_t mh_init[] = {CF_MethodHandle, REF_invokeVirtual, 0, M_INIT};
  CHECK(outcome(&(Spec){.extra_pool = mh_init, .extra_len = 4, .extra_count = 1},
                "method handle kind 5 cannot refer to method \"<init>\""));
  uint8_t mh_new[] = {CF_MethodHandle, REF_newInvokeSpecial, 0, M_INIT};
  CHECK(outcome(&(Spec){.extra_pool = mh_new, .extra_len = 4, .extra_count = 1}, NULL));
  uint8_t dyn[] = {CF_Dynamic, 0, 0, 0, 13};
  CHECK(outcome(&(Spec){.major = 54, .extra_pool = dyn, .extra_len = 5, .extra_count = 1},
                "Dynamic, which needs class file version 55"));
  CHECK(outcome(&(Spec){.major = 55, .extra_pool = dyn, .extra_len = 5, .extra_count = 1},
                "Dynamic entry 33 uses bootstrap method 0, but the class has 0"));
  uint8_t module[] = {CF_Module, 0, 1};
  CHECK(outcome(&(Spec){.extra_pool = module, .extra_len = 3, .extra_count = 1},
                "Module, which needs class file version 53"));
  uint8_t clinit_ref[] = {CF_Utf8,        0, 8,  '<', 'c', 'l',          'i', 'n', 'i', 't', '>',
                          CF_NameAndType, 0, 33, 0,   22,  CF_Methodref, 0,   2,   0,   34};
  CHECK(outcome(&(Spec){.extra_pool = clinit_ref, .extra_len = sizeof clinit_ref, .extra_count = 3},
                "bad method name \"<clinit>\" in Methodref entry 35"));
  uint8_t init_int[] = {CF_Utf8,      0, 3, '(', ')', 'I', CF_NameAndType, 0, 28, 0, 33,
                        CF_Methodref, 0, 2, 0,   34};
  CHECK(outcome(&(Spec){.extra_pool = init_int, .extra_len = sizeof init_int, .extra_count = 3},
                "<init> must return void in Methodref entry 35"));
  uint8_t iface_init[] = {CF_InterfaceMethodref, 0, 20, 0, 29};
  CHECK(outcome(&(Spec){.extra_pool = iface_init, .extra_len = 5, .extra_count = 1},
                "bad method name \"<init>\" in InterfaceMethodref entry 33"));
  uint8_t overlong_ok[] = {CF_Utf8, 0, 2, 0xC0, 0x80}; /* modified UTF-8's NUL */
  CHECK(outcome(&(Spec){.extra_pool = overlong_ok, .extra_len = 5, .extra_count = 1}, NULL));
  uint8_t four_byte[] = {CF_Utf8, 0, 4, 0xF0, 0x9F, 0x98, 0x80}; /* standard UTF-8 only */
  CHECK(outcome(&(Spec){.extra_pool = four_byte, .extra_len = 7, .extra_count = 1},
                "constant pool entry 33 is not valid modified UTF-8 (byte 0 of 4)"));
  uint8_t double_last[] = {CF_Double, 0, 0, 0, 0, 0, 0, 0, 0};
  CHECK(outcome(&(Spec){.extra_pool = double_last, .extra_len = 9, .extra_count = 1},
                "Double at constant pool entry 33 needs two slots, but the count is 34"));

  /* members */
  CHECK(outcome(&(Spec){.no_code = 1}, "method m()V has no Code attribute"));
  CHECK(outcome(&(Spec){.no_code = 1, .mflags = ACC_NATIVE | ACC_STATIC}, NULL));
  CHECK(outcome(&(Spec){.mflags = ACC_ABSTRACT, .max_locals = 1},
                "method m()V is abstract or native but has a Code attribute"));
  CHECK(outcome(&(Spec){.desc = "(I)"}, "bad method descriptor \"(I)\" for method m"));
  char many[600] = "(";
  for (int i = 0; i < 128; i++)
    strcat(many, "J");
  strcat(many, ")V");
  CHECK(outcome(&(Spec){.desc = many, .max_locals = 256}, "has more than 255 parameter slots"));
  many[1] = 'I'; /* 1 + 127 * 2 = 255 slots: still legal for a static method */
  CHECK(outcome(&(Spec){.desc = many, .max_locals = 255}, NULL));
  CHECK(outcome(&(Spec){.desc = many, .max_locals = 256, .mflags = ACC_PUBLIC},
                "has more than 255 parameter slots"));

  /* fields: ConstantValue is checked on static fields and ignored on others */
  uint8_t fields[] = {0, 1, 0,    ACC_STATIC | ACC_FINAL, 0, 11, 0, 12, 0, 1, 0, U_CV, 0, 0, 0,
                      2, 0, K_INT};
  CHECK(outcome(&(Spec){.fields = fields, .fields_len = sizeof fields},
                "ConstantValue of field f is Integer, which does not match its type J"));
  fields[6] = 0, fields[7] = U_I;
  ClassFile *cf = parse_spec(&(Spec){.fields = fields, .fields_len = sizeof fields});
  CHECK(cf && cf->nfields == 1 && cf->fields[0].const_value == K_INT);
  cf_free(cf);
  fields[3] = ACC_FINAL;
  cf = parse_spec(&(Spec){.fields = fields, .fields_len = sizeof fields});
  CHECK(cf && cf->fields[0].const_value == 0);
  cf_free(cf);
  fields[17] = 99; /* out of range, but on an instance field nobody looks */
  cf = parse_spec(&(Spec){.fields = fields, .fields_len = sizeof fields});
  CHECK(cf != NULL);
  cf_free(cf);

  /* every prefix of a good class fails cleanly */
  assemble(&buf, &(Spec){.max_stack = 1});
  size_t full = buf.n;
  int clean = 1;
  for (size_t n = 0; n < full; n++) {
    ClassFile *c;
    if (cf_parse(buf.b, n, "T.class", &c, err, sizeof err) == 0 || strncmp(err, "T.class: ", 9))
      clean = 0;
  }
  CHECK(clean);
  /* a tiny error buffer truncates the message but never overflows */
  char tiny[8];
  ClassFile *c;
  CHECK(cf_parse(buf.b, 3, "T.class", &c, tiny, sizeof tiny) < 0 && strlen(tiny) == 7 && !c);
  CHECK(cf_parse(buf.b, 3, "T.class", &c, NULL, 0) < 0);
}

/* <clinit>: static required from version 51, flags forced before */
static void test_clinit(void) {
  uint8_t clinit[] = {CF_Utf8, 0, 8, '<', 'c', 'l', 'i', 'n', 'i', 't', '>'};
  Spec s = {.extra_pool = clinit,
            .extra_len = sizeof clinit,
            .extra_count = 1,
            .mflags = ACC_PUBLIC,
            .max_locals = 1};
  assemble(&buf, &s);
  /* point the method's name at entry 33: find its method_info by flags, name, descriptor */
  static const uint8_t head[] = {0, ACC_PUBLIC, 0, U_NAME, 0, U_DESC};
  size_t at = buf.n - sizeof head;
  while (at > 0 && memcmp(buf.b + at, head, sizeof head) != 0)
    at--;
  CHECK(at > 0);
  buf.b[at + 3] = 33;
  ClassFile *cf;
  CHECK(cf_parse(buf.b, buf.n, "T.class", &cf, err, sizeof err) < 0 &&
        strstr(err, "method <clinit> is not static"));
  buf.b[7] = 50; /* major version 50 */
  CHECK(cf_parse(buf.b, buf.n, "T.class", &cf, err, sizeof err) == 0);
  if (cf) CHECK(cf->methods[0].flags == ACC_STATIC);
  cf_free(cf);
}

/* ---- the code checker ------------------------------------------------------------- */

static void test_code_ok(void) {
  CHECK(outcome(&(Spec){.desc = "()I", .max_stack = 1, CODE(OP_ICONST_1, OP_IRETURN)}, NULL));
  CHECK(outcome(
      &(Spec){.desc = "()J", .max_stack = 4, CODE(OP_LCONST_1, OP_LCONST_1, OP_LADD, OP_LRETURN)},
      NULL));
  /* dup2_x2 on four ints: depth 6 */
  CHECK(outcome(&(Spec){.max_stack = 6,
                        CODE(OP_ICONST_0, OP_ICONST_1, OP_ICONST_2, OP_ICONST_3, OP_DUP2_X2,
                             OP_POP2, OP_POP2, OP_POP2, OP_RETURN)},
                NULL));
  CHECK(outcome(&(Spec){.max_stack = 5,
                        CODE(OP_ICONST_0, OP_ICONST_1, OP_ICONST_2, OP_ICONST_3, OP_DUP2_X2,
                             OP_POP2, OP_POP2, OP_POP2, OP_RETURN)},
                "stack overflow at pc 4: dup2_x2 leaves depth 6, max_stack is 5"));
  /* field and method operands count their slots */
  CHECK(outcome(&(Spec){.desc = "()J",
                        .mflags = ACC_PUBLIC,
                        .max_stack = 2,
                        .max_locals = 1,
                        CODE(OP_ALOAD_0, OP_GETFIELD, 0, F_FIELD, OP_LRETURN)},
                NULL));
  CHECK(outcome(&(Spec){.desc = "()D",
                        .max_stack = 3,
                        CODE(OP_ICONST_0, OP_LCONST_0, OP_INVOKESTATIC, 0, M_STATIC, OP_DRETURN)},
                NULL));
  CHECK(outcome(&(Spec){.desc = "()D",
                        .max_stack = 2,
                        CODE(OP_ICONST_0, OP_LCONST_0, OP_INVOKESTATIC, 0, M_STATIC, OP_DRETURN)},
                "stack overflow at pc 1"));
  CHECK(outcome(&(Spec){.desc = "()D",
                        .max_stack = 3,
                        CODE(OP_LCONST_0, OP_INVOKESTATIC, 0, M_STATIC, OP_DRETURN)},
                "stack underflow at pc 1: invokestatic needs 3 slots, the depth is 2"));
  CHECK(outcome(&(Spec){.desc = "(Ljava/lang/Runnable;)V",
                        .max_stack = 1,
                        .max_locals = 1,
                        CODE(OP_ALOAD_0, OP_INVOKEINTERFACE, 0, I_RUN, 1, 0, OP_RETURN)},
                NULL));
  /* invokestatic of an InterfaceMethodref: only from version 52 */
  uint8_t istatic[] = {OP_INVOKESTATIC, 0, I_RUN, OP_RETURN};
  CHECK(outcome(&(Spec){.major = 51, .code = istatic, .code_len = 4},
                "constant pool entry 24 of invokestatic at pc 0 is InterfaceMethodref"));
  CHECK(outcome(&(Spec){.code = istatic, .code_len = 4}, NULL));
  /* constants */
  CHECK(outcome(&(Spec){.max_stack = 2, CODE(OP_LDC2_W, 0, K_LONG, OP_POP2, OP_RETURN)}, NULL));
  CHECK(outcome(&(Spec){.max_stack = 2, CODE(OP_LDC, K_LONG, OP_POP2, OP_RETURN)},
                "constant pool entry 9 of ldc at pc 0 is Long"));
  CHECK(outcome(&(Spec){.max_stack = 2, CODE(OP_LDC2_W, 0, K_INT, OP_POP2, OP_RETURN)},
                "constant pool entry 8 of ldc2_w at pc 0 is Integer"));
  CHECK(outcome(
      &(Spec){.max_stack = 1, CODE(OP_LDC_W, 0, S_STR, OP_POP, OP_LDC, C_THIS, OP_POP, OP_RETURN)},
      NULL));
  CHECK(outcome(&(Spec){.major = 48, .max_stack = 1, CODE(OP_LDC, C_THIS, OP_POP, OP_RETURN)},
                "ldc of a class at pc 0 needs class file version 49"));
  CHECK(outcome(&(Spec){.max_stack = 1, CODE(OP_LDC, K_LONG + 1, OP_POP, OP_RETURN)},
                "constant pool entry 10 of ldc at pc 0 is unusable"));
  /* arrays */
  CHECK(
      outcome(&(Spec){.desc = "()[[I",
                      .max_stack = 2,
                      CODE(OP_ICONST_1, OP_ICONST_1, OP_MULTIANEWARRAY, 0, C_ARRAY, 2, OP_ARETURN)},
              NULL));
  CHECK(outcome(&(Spec){.desc = "()[[I",
                        .max_stack = 3,
                        CODE(OP_ICONST_1, OP_ICONST_1, OP_ICONST_1, OP_MULTIANEWARRAY, 0, C_ARRAY,
                             3, OP_ARETURN)},
                "multianewarray at pc 3 has 3 dimensions but [[I fewer"));
  CHECK(outcome(&(Spec){.desc = "()[[I", CODE(OP_MULTIANEWARRAY, 0, C_ARRAY, 0, OP_ARETURN)},
                "multianewarray at pc 0 has 0 dimensions"));
  CHECK(outcome(&(Spec){.max_stack = 1, CODE(OP_NEW, 0, C_ARRAY, OP_POP, OP_RETURN)},
                "new at pc 0 names array class [[I"));
  CHECK(outcome(&(Spec){.max_stack = 1, CODE(OP_ICONST_1, OP_NEWARRAY, 11, OP_POP, OP_RETURN)},
                NULL));
  CHECK(outcome(&(Spec){.max_stack = 1, CODE(OP_ICONST_1, OP_NEWARRAY, 12, OP_POP, OP_RETURN)},
                "newarray at pc 1 has bad element type 12"));
  CHECK(outcome(
      &(Spec){.max_stack = 1, CODE(OP_ICONST_1, OP_ANEWARRAY, 0, C_THIS, OP_POP, OP_RETURN)},
      NULL));
  /* code after an unconditional jump is never reached: its stack is not checked */
  CHECK(outcome(&(Spec){CODE(OP_RETURN, OP_POP)}, NULL));
  CHECK(outcome(&(Spec){CODE(OP_RETURN, 0xfe)}, "unknown opcode 0xfe at pc 1"));
}

static void test_code_flow(void) {
  /* two paths reach pc 7 with depths 0 and 1 */
  CHECK(outcome(&(Spec){.max_stack = 1,
                        CODE(OP_ICONST_0, OP_IFEQ, 0, 6, OP_ICONST_1, OP_NOP, OP_NOP, OP_RETURN)},
                "stack depth at pc 7 is 1 from pc 6 but 0 on another path"));
  /* a loop that grows the stack */
  CHECK(outcome(&(Spec){.max_stack = 3, CODE(OP_ICONST_0, OP_GOTO, 0xff, 0xff)},
                "stack depth at pc 0 is 1 from pc 1 but 0 on another path"));
  CHECK(outcome(&(Spec){.max_stack = 1, CODE(OP_ICONST_0)},
                "execution falls off the end of the code at pc 0"));
  CHECK(outcome(&(Spec){.max_stack = 1, CODE(OP_ICONST_0, OP_IFEQ, 0xff, 0xff)},
                "execution falls off the end of the code at pc 1"));
  CHECK(outcome(&(Spec){.max_stack = 1, CODE(OP_ICONST_0, OP_IFEQ, 0, 3)},
                "branch target 4 at pc 1 is outside the code (length 4)"));
  /* handlers start with the exception on the stack */
  CfHandler h = {0, 2, 3, 0};
  CHECK(outcome(&(Spec){.max_stack = 1,
                        .handlers = &h,
                        .nhandlers = 1,
                        CODE(OP_ICONST_0, OP_POP, OP_RETURN, OP_ATHROW)},
                NULL));
  CHECK(outcome(&(Spec){.max_stack = 1,
                        .handlers = &h,
                        .nhandlers = 1,
                        CODE(OP_ICONST_0, OP_POP, OP_RETURN, OP_POP, OP_POP, OP_RETURN)},
                "stack underflow at pc 4: pop needs 1 slots, the depth is 0"));
  CHECK(outcome(&(Spec){.max_stack = 0,
                        .handlers = &h,
                        .nhandlers = 1,
                        CODE(OP_NOP, OP_NOP, OP_RETURN, OP_ATHROW)},
                "stack depth 1 at pc 3 exceeds max_stack 0"));
  CfHandler to_end = {0, 4, 3, C_THIS}; /* end_pc may equal the code length */
  CHECK(outcome(&(Spec){.max_stack = 1,
                        .handlers = &to_end,
                        .nhandlers = 1,
                        CODE(OP_NOP, OP_NOP, OP_RETURN, OP_ATHROW)},
                NULL));
  CfHandler mid = {0, 2, 3, 0};
  CHECK(outcome(
      &(Spec){.max_stack = 1, .handlers = &mid, .nhandlers = 1, CODE(OP_SIPUSH, 0, 1, OP_ATHROW)},
      "exception handler 0 range 0..2 does not start and end at instructions"));
  CfHandler bad_type = {0, 1, 1, U_NAME};
  CHECK(outcome(
      &(Spec){.max_stack = 1, .handlers = &bad_type, .nhandlers = 1, CODE(OP_RETURN, OP_ATHROW)},
      "constant pool entry 5 is Utf8, expected Class for a catch type"));
  /* the checker re-checks catch types of hand-made code */
  ClassFile *cf = parse_spec(&(Spec){.max_stack = 1,
                                     .handlers = &h,
                                     .nhandlers = 1,
                                     CODE(OP_ICONST_0, OP_POP, OP_RETURN, OP_ATHROW)});
  CHECK(cf != NULL);
  if (cf) {
    cf->methods[0].code->handlers[0].catch_type = U_NAME;
    CHECK(cf_check_code(cf, &cf->methods[0], err, sizeof err) < 0 && strstr(err, "not a Class"));
    cf->methods[0].code->code_len = 0;
    CHECK(cf_check_code(cf, &cf->methods[0], err, sizeof err) < 0 && strstr(err, "code length 0"));
    cf_free(cf);
  }
}

static void test_code_layout(void) {
  /* tableswitch at pc 1: two padding bytes, default, low 0, high 1, two offsets;
   * offsets count from the switch's pc, so 23 is pc 24 */
  CHECK(outcome(&(Spec){.max_stack = 1,
                        CODE(OP_ICONST_0, OP_TABLESWITCH, 0, 0, 0, 0, 0, 23, 0, 0, 0, 0, 0, 0, 0, 1,
                             0, 0, 0, 24, 0, 0, 0, 26, OP_RETURN, OP_RETURN, OP_RETURN, OP_RETURN)},
                NULL));
  CHECK(outcome(&(Spec){.max_stack = 1,
                        CODE(OP_ICONST_0, OP_TABLESWITCH, 0, 0, 0, 0, 0, 23, 0, 0, 0, 0, 0, 0, 0, 1,
                             0, 0, 0, 24, 0, 0, 0, 26, OP_RETURN, OP_SIPUSH, 0, 0, OP_RETURN)},
                "branch target 27 at pc 1 is not an instruction"));
  CHECK(outcome(&(Spec){.max_stack = 1,
                        CODE(OP_ICONST_0, OP_TABLESWITCH, 0, 0, 0, 0, 0, 23, 0, 0, 0, 0, 0, 0, 0, 1,
                             0, 0, 0, 24)},
                "tableswitch at pc 1 runs past the end of the code"));
  CHECK(outcome(&(Spec){.max_stack = 1,
                        CODE(OP_ICONST_0, OP_TABLESWITCH, 0, 0, 0, 0, 0, 23, 0, 0, 0, 2, 0, 0, 0, 1,
                             OP_RETURN)},
                "tableswitch at pc 1 has low 2 > high 1"));
  CHECK(outcome(&(Spec){.max_stack = 1,
                        CODE(OP_ICONST_0, OP_TABLESWITCH, 0, 0, 0x7f, 0xff, 0xff, 0xff, 0x80, 0, 0,
                             0, 0x7f, 0xff, 0xff, 0xff, OP_RETURN)},
                "tableswitch at pc 1 runs past the end of the code"));
  /* lookupswitch at pc 1: two padding bytes, default, no pairs */
  CHECK(
      outcome(&(Spec){.max_stack = 1,
                      CODE(OP_ICONST_0, OP_LOOKUPSWITCH, 0, 0, 0, 0, 0, 11, 0, 0, 0, 0, OP_RETURN)},
              NULL));
  CHECK(outcome(&(Spec){.max_stack = 1,
                        CODE(OP_ICONST_0, OP_LOOKUPSWITCH, 0, 0, 0, 0, 0, 11, 0xff, 0xff, 0xff,
                             0xff, OP_RETURN)},
                "lookupswitch at pc 1 has -1 pairs"));
  CHECK(outcome(&(Spec){.max_stack = 1,
                        CODE(OP_ICONST_0, OP_LOOKUPSWITCH, 0, 0, 0, 0, 0, 27, 0, 0, 0, 2, 0, 0, 0,
                             5, 0, 0, 0, 27, 0, 0, 0, 6, 0, 0, 0, 27, OP_RETURN)},
                NULL));
  CHECK(outcome(&(Spec){.max_stack = 1,
                        CODE(OP_ICONST_0, OP_LOOKUPSWITCH, 0, 0, 0, 0, 0, 27, 0, 0, 0, 2, 0, 0, 0,
                             5, 0, 0, 0, 27, 0, 0, 0, 5, 0, 0, 0, 27, OP_RETURN)},
                "lookupswitch keys at pc 1 are not sorted"));
  CHECK(
      outcome(&(Spec){.max_stack = 1,
                      CODE(OP_ICONST_0, OP_LOOKUPSWITCH, 0, 7, 0, 0, 0, 11, 0, 0, 0, 0, OP_RETURN)},
              "nonzero padding byte in lookupswitch at pc 1"));
  CHECK(
      outcome(&(Spec){.major = 50,
                      .max_stack = 1,
                      CODE(OP_ICONST_0, OP_LOOKUPSWITCH, 0, 7, 0, 0, 0, 11, 0, 0, 0, 0, OP_RETURN)},
              NULL));
  /* wide forms */
  CHECK(outcome(&(Spec){.max_stack = 2,
                        .max_locals = 300,
                        CODE(OP_WIDE, OP_ILOAD, 1, 43, OP_WIDE, OP_IINC, 1, 43, 0x10, 0, OP_WIDE,
                             OP_LSTORE, 1, 42, OP_RETURN)},
                "stack underflow at pc 10: wide needs 2 slots, the depth is 1"));
  CHECK(outcome(&(Spec){.max_stack = 2,
                        .max_locals = 300,
                        CODE(OP_LCONST_0, OP_WIDE, OP_LSTORE, 1, 42, OP_WIDE, OP_IINC, 1, 43, 0x10,
                             0, OP_RETURN)},
                NULL));
  CHECK(outcome(&(Spec){.max_stack = 2,
                        .max_locals = 299,
                        CODE(OP_LCONST_0, OP_WIDE, OP_LSTORE, 1, 42, OP_RETURN)},
                "local variable 299 at pc 1 is not below max_locals 299"));
  CHECK(outcome(&(Spec){.max_stack = 2, CODE(OP_WIDE, OP_IADD, 0, 0, OP_RETURN)},
                "wide at pc 0 cannot modify iadd"));
  CHECK(outcome(&(Spec){CODE(OP_NOP, OP_WIDE)}, "wide at pc 1 runs past the end of the code"));
  CHECK(outcome(&(Spec){.max_locals = 2, CODE(OP_IINC, 2, 1, OP_RETURN)},
                "local variable 2 at pc 0 is not below max_locals 2"));
  CHECK(outcome(&(Spec){.max_stack = 1, CODE(OP_SIPUSH, 1)}, "sipush at pc 0 runs past the end"));
  /* long jumps, and no subroutines */
  CHECK(outcome(&(Spec){CODE(OP_GOTO_W, 0, 0, 0, 6, OP_NOP, OP_RETURN)}, NULL));
  CHECK(outcome(&(Spec){CODE(OP_GOTO_W, 0x7f, 0xff, 0xff, 0xff, OP_RETURN)},
                "branch target 2147483647 at pc 0 is outside the code (length 6)"));
  CHECK(outcome(&(Spec){CODE(OP_JSR_W, 0, 0, 0, 5, OP_RETURN)},
                "jsr_w at pc 0 is not allowed in class file version 52"));
  CHECK(outcome(&(Spec){.major = 49, .max_locals = 1, CODE(OP_RET, 0)},
                "ret at pc 0: subroutines are not supported"));
  /* arguments must fit the locals: (IJ)V takes 3 slots */
  CHECK(
      outcome(&(Spec){.desc = "(IJ)V", .max_locals = 2}, "max_locals 2 is less than the 3 slots"));
  CHECK(outcome(&(Spec){.desc = "(IJ)V", .max_locals = 3}, NULL));
  CHECK(outcome(
      &(Spec){.desc = "(I)I", .max_stack = 1, .max_locals = 1, CODE(OP_ILOAD_0, OP_LRETURN)},
      "lreturn at pc 1 does not match the return type of the method"));
  CHECK(outcome(&(Spec){.max_stack = 1, CODE(OP_ACONST_NULL, OP_ARETURN)},
                "areturn at pc 1 does not match the return type"));
  CHECK(outcome(&(Spec){.max_stack = 1, CODE(OP_INVOKEDYNAMIC, 0, 1, 0, 0, OP_RETURN)},
                "constant pool entry 1 of invokedynamic at pc 0 is Utf8"));
}

static void test_lines_and_disasm(void) {
  CfLine lines[] = {{0, 10}, {5, 11}, {3, 12}, {5, 13}};
  CfCode code = {.code_len = 9, .nlines = 4, .lines = lines};
  CHECK(cf_line_for_pc(&code, 0) == 10);
  CHECK(cf_line_for_pc(&code, 2) == 10);
  CHECK(cf_line_for_pc(&code, 4) == 12);
  CHECK(cf_line_for_pc(&code, 5) == 11); /* an exact match wins, the first one */
  CHECK(cf_line_for_pc(&code, 8) == 13); /* else the last of the nearest below */
  CfCode none = {.code_len = 1};
  CHECK(cf_line_for_pc(&none, 0) == -1 && cf_line_for_pc(NULL, 0) == -1);

  ClassFile *cf =
      parse_spec(&(Spec){.desc = "()D",
                         .max_stack = 3,
                         CODE(OP_ICONST_0, OP_LCONST_0, OP_INVOKESTATIC, 0, M_STATIC, OP_DRETURN)});
  CHECK(cf != NULL);
  if (!cf) return;
  char *text = NULL;
  size_t len = 0;
  FILE *out = open_memstream(&text, &len);
  cf_disasm_method(out, cf, &cf->methods[0]);
  fclose(out);
  CHECK(strstr(text, "m()D") != NULL);
  CHECK(strstr(text, "    2: invokestatic    #18  // Method T.g:(IJ)D") != NULL);
  CHECK(strstr(text, "    5: dreturn\n") != NULL);
  free(text);
  cf_free(cf);
}

/* ---- the class path ---------------------------------------------------------------- */

static void write_file(const char *path, const void *data, size_t n) {
  FILE *f = fopen(path, "wb");
  CHECK(f != NULL);
  if (!f) return;
  fwrite(data, 1, n, f);
  fclose(f);
}

static void make_jar(const char *path, const char *entry, const void *data, size_t n) {
  int e;
  zip_t *z = zip_open(path, ZIP_CREATE | ZIP_TRUNCATE, &e);
  CHECK(z != NULL);
  if (!z) return;
  zip_source_t *src = zip_source_buffer(z, data, n, 0);
  CHECK(zip_file_add(z, entry, src, ZIP_FL_ENC_UTF_8) >= 0);
  CHECK(zip_close(z) == 0);
}

/* finds name and returns its first byte, or -1 when absent, -2 on error */
static int first_byte(ClassPath *cp, const char *name, char *origin) {
  uint8_t *data;
  size_t len;
  int r = cp_find(cp, name, &data, &len, origin, 256, err, sizeof err);
  if (r <= 0) return r == 0 ? -1 : -2;
  int b = len ? data[0] : -3;
  free(data);
  return b;
}

static void test_classpath(const char *tmp) {
  char d1[512], d2[512], jar[512], bad[512], spec[2048], origin[256];
  snprintf(d1, sizeof d1, "%s/d1", tmp);
  snprintf(d2, sizeof d2, "%s/d2", tmp);
  snprintf(jar, sizeof jar, "%s/lib/a.jar", tmp);
  snprintf(bad, sizeof bad, "%s/bad.jar", tmp);
  char sub[600];
  snprintf(sub, sizeof sub, "%s/p", d1);
  mkdir(tmp, 0777), mkdir(d1, 0777), mkdir(d2, 0777), mkdir(sub, 0777);
  snprintf(sub, sizeof sub, "%s/lib", tmp);
  mkdir(sub, 0777);
  snprintf(sub, sizeof sub, "%s/p/A.class", d1);
  write_file(sub, "\1one", 4);
  snprintf(sub, sizeof sub, "%s/A.class", d2);
  write_file(sub, "\2two", 4);
  make_jar(jar, "p/A.class", "\3jar", 4);
  write_file(bad, "not a zip", 9);

  snprintf(spec, sizeof spec, "%s/missing:%s:%s/missing.jar:%s", tmp, jar, tmp, d1);
  ClassPath *cp = cp_open(spec, err, sizeof err);
  CHECK(cp != NULL);
  if (!cp) return;
  CHECK(first_byte(cp, "p/A", origin) == 3); /* the jar comes before d1 */
  char want[600];
  snprintf(want, sizeof want, "%s!/p/A.class", jar);
  CHECK(strcmp(origin, want) == 0);
  CHECK(first_byte(cp, "A", origin) == -1);
  CHECK(first_byte(cp, "p/../p/A", origin) == -1 && first_byte(cp, "", origin) == -1);
  CHECK(first_byte(cp, "/p/A", origin) == -1 && first_byte(cp, "p//A", origin) == -1);
  CHECK(cp_prepend(cp, d2, err, sizeof err) == 0);
  CHECK(first_byte(cp, "A", origin) == 2);
  snprintf(want, sizeof want, "%s/A.class", d2);
  CHECK(strcmp(origin, want) == 0);
  CHECK(cp_prepend(cp, d1, err, sizeof err) == 0);
  CHECK(first_byte(cp, "p/A", origin) == 1);
  CHECK(cp_prepend(cp, bad, err, sizeof err) < 0 && strstr(err, "bad.jar: not a zip archive"));
  CHECK(first_byte(cp, "p/A", origin) == 1); /* a failed prepend changes nothing */
  cp_close(cp);

  CHECK(cp_open(bad, err, sizeof err) == NULL && strstr(err, "bad.jar: not a zip archive"));
  snprintf(spec, sizeof spec, "%s/lib/*", tmp); /* a wildcard: the jars in lib */
  cp = cp_open(spec, err, sizeof err);
  CHECK(cp && first_byte(cp, "p/A", origin) == 3);
  cp_close(cp);
  cp = cp_open("", err, sizeof err); /* an empty element is the current directory */
  CHECK(cp != NULL);
  cp_close(cp);
  cp_close(NULL);
}

int main(int argc, char **argv) {
  const char *tmp = argc > 1 ? argv[1] : "/tmp/test_classfile";
  test_descriptors();
  test_opcodes();
  test_parse_values();
  test_parse_rules();
  test_clinit();
  test_code_ok();
  test_code_flow();
  test_code_layout();
  test_lines_and_disasm();
  test_classpath(tmp);
  printf("%d checks, %d failed\n", checks, failures);
  return failures ? 1 : 0;
}
