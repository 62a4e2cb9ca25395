/* cfparse.h -- private to classfile.c and cfattr.c: the parser state, the
 * bounds-checked reader and the error exit shared by both files.
 *
 * Errors leave by longjmp() to cf_parse(), which frees the arena; since every
 * allocation lives in the arena, nothing can leak on any error path. */
#ifndef JPOR_CFPARSE_H
#define JPOR_CFPARSE_H

#include "classfile/classfile.h"

#include <setjmp.h>

typedef struct Arena Arena;

typedef struct Parser {
  const uint8_t *d;
  size_t len;        /* size of the whole file */
  size_t pos;        /* next byte to read */
  size_t end;        /* limit of the current container (file or attribute body) */
  const char *attr;  /* name of the attribute whose body is being read, or NULL */
  const char *where; /* container of the attributes being read: "method foo()V" */
  char *err;
  size_t errlen;
  jmp_buf jb;
  Arena *arena;
  ClassFile *cf;
} Parser;

/* bit for a constant pool tag, for the kind masks of cf_want() */
#define CF_BIT(tag) (1u << (tag))
#define CF_LOADABLE                                                                                \
  (CF_BIT(CF_Integer) | CF_BIT(CF_Float) | CF_BIT(CF_Long) | CF_BIT(CF_Double) |                   \
   CF_BIT(CF_Class) | CF_BIT(CF_String) | CF_BIT(CF_MethodHandle) | CF_BIT(CF_MethodType) |        \
   CF_BIT(CF_Dynamic))

_Noreturn void cf_fail(Parser *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void *cf_alloc(Parser *p, size_t n); /* zeroed arena memory */
void cf_need(Parser *p, size_t n, const char *what);
uint8_t cf_u1(Parser *p, const char *what);
uint16_t cf_u2(Parser *p, const char *what);
uint32_t cf_u4(Parser *p, const char *what);
/* Checks that cp index i is in range and its tag is in mask; "for" names the user. */
void cf_want(Parser *p, unsigned i, unsigned mask, const char *for_what);
const char *cf_want_utf8(Parser *p, unsigned i, const char *for_what);
const char *cf_want_class(Parser *p, unsigned i, const char *for_what);

/* Writes a, b (each when not NULL), the decimal n (when n >= 0) and c (when not NULL)
 * into buf, each string cut at max bytes and the whole at cap - 1: the context of a
 * message, made for every member and entry parsed, so it costs a copy, not a printf. */
void cf_context(char *buf, size_t cap, size_t max, const char *a, const char *b, long n,
                const char *c);

/* cfattr.c: the attributes of a field, a method and the class */
void cf_field_attributes(Parser *p, CfMember *m);
void cf_method_attributes(Parser *p, CfMember *m);
void cf_class_attributes(Parser *p);

#endif
