/* cfattr.c -- the attributes of fields, methods, Code and the class (JVMS 4.7).
 *
 * read_attributes() bounds every attribute body: while a body is read,
 * Parser.end is its end, so a parser for one attribute cannot read past it,
 * and a body that is longer than its contents is an error.  Attributes the
 * VM does not use are skipped, after the same length check. */
#include "classfile/cfparse.h"

#include <stdio.h>
#include <string.h>

/* Returns 1 when it parsed the attribute named name, 0 to have it skipped. */
typedef int (*AttrFn)(Parser *p, const char *name, void *ctx);

static void read_attributes(Parser *p, AttrFn fn, void *ctx) {
  uint16_t n = cf_u2(p, "attribute count");
  for (unsigned i = 0; i < n; i++) {
    const char *name = cf_want_utf8(p, cf_u2(p, "attribute name"), "an attribute name");
    uint32_t len = cf_u4(p, "attribute length");
    size_t left = p->end - p->pos;
    if (len > left)
      cf_fail(p, "attribute %.100s length %u exceeds the %zu bytes left in %s", name, len, left,
              p->where);
    size_t end = p->end;
    const char *attr = p->attr;
    p->end = p->pos + len;
    p->attr = name;
    if (fn(p, name, ctx) && p->pos != p->end)
      cf_fail(p, "attribute %.100s of %s is %zu bytes longer than its contents", name, p->where,
              p->end - p->pos);
    p->pos = p->end;
    p->end = end;
    p->attr = attr;
  }
}

/* Marks attribute kind bit as seen; most attributes may occur only once. */
static void once(Parser *p, unsigned *seen, unsigned bit, const char *name) {
  if (*seen & bit) cf_fail(p, "duplicate attribute %s in %s", name, p->where);
  *seen |= bit;
}

/* A counted table of entries of size each: refuse counts the body cannot hold
 * before allocating for them. */
static uint16_t table_count(Parser *p, size_t each, const char *what) {
  uint16_t n = cf_u2(p, what);
  cf_need(p, each * n, what);
  return n;
}

static const char **class_list(Parser *p, uint16_t *count, const char *what) {
  *count = table_count(p, 2, what);
  const char **v = cf_alloc(p, *count * sizeof(char *));
  for (unsigned i = 0; i < *count; i++)
    v[i] = cf_want_class(p, cf_u2(p, what), what);
  return v;
}

/* Keeps the rest of the attribute body undecoded (an annotation attribute, or
 * a StackMapTable for the verifier). */
static CfBytes keep_body(Parser *p) {
  size_t n = p->end - p->pos;
  uint8_t *b = cf_alloc(p, n ? n : 1);
  memcpy(b, p->d + p->pos, n);
  p->pos = p->end;
  return (CfBytes){b, (uint32_t)n};
}

/* ---- fields ------------------------------------------------------------------------ */

typedef struct MemberCtx {
  CfMember *m;
  unsigned seen;
} MemberCtx;

/* JVMS 4.7.2: the constant's kind must match the field's type. */
static void check_constant_value(Parser *p, CfMember *m, uint16_t idx) {
  cf_want(p, idx,
          CF_BIT(CF_Integer) | CF_BIT(CF_Float) | CF_BIT(CF_Long) | CF_BIT(CF_Double) |
              CF_BIT(CF_String),
          "ConstantValue");
  unsigned tag = p->cf->cp[idx].tag, want;
  switch (m->desc[0]) {
  case 'J': want = CF_Long; break;
  case 'F': want = CF_Float; break;
  case 'D': want = CF_Double; break;
  case 'B':
  case 'C':
  case 'I':
  case 'S':
  case 'Z': want = CF_Integer; break;
  default: want = strcmp(m->desc, "Ljava/lang/String;") == 0 ? CF_String : 0; break;
  }
  if (tag != want)
    cf_fail(p, "ConstantValue of %s is %s, which does not match its type %.200s", p->where,
            cf_tag_name(tag), m->desc);
}

static int field_attr(Parser *p, const char *name, void *vctx) {
  MemberCtx *x = vctx;
  if (strcmp(name, "ConstantValue") == 0) {
    /* JVMS 4.7.2: ignored silently on instance fields */
    if (!(x->m->flags & ACC_STATIC)) return 0;
    once(p, &x->seen, 1, name);
    uint16_t idx = cf_u2(p, "ConstantValue");
    check_constant_value(p, x->m, idx);
    x->m->const_value = idx;
    return 1;
  }
  if (strcmp(name, "Signature") == 0) {
    once(p, &x->seen, 2, name);
    x->m->signature = cf_want_utf8(p, cf_u2(p, "Signature"), "a Signature attribute");
    return 1;
  }
  if (strcmp(name, "RuntimeVisibleAnnotations") == 0) {
    once(p, &x->seen, 4, name);
    x->m->annotations = keep_body(p);
    return 1;
  }
  return 0;
}

void cf_field_attributes(Parser *p, CfMember *m) {
  MemberCtx x = {m, 0};
  read_attributes(p, field_attr, &x);
}

/* ---- Code ------------------------------------------------------------------------- */

/* Appends n zeroed elements of size each to *v (count *count); returns the first. */
static void *grow(Parser *p, void *v, uint32_t count, uint32_t n, size_t each) {
  char *r = cf_alloc(p, ((size_t)count + n) * each);
  if (count) memcpy(r, v, count * each);
  return r + count * each;
}

static void read_line_numbers(Parser *p, CfCode *c) {
  uint16_t n = table_count(p, 4, "LineNumberTable");
  CfLine *l = grow(p, c->lines, c->nlines, n, sizeof(CfLine));
  c->lines = l - c->nlines;
  c->nlines += n;
  for (unsigned i = 0; i < n; i++) {
    l[i].start_pc = cf_u2(p, "LineNumberTable");
    l[i].line = cf_u2(p, "LineNumberTable");
    if (l[i].start_pc >= c->code_len)
      cf_fail(p, "LineNumberTable start_pc %u is outside the code (length %u) in %s", l[i].start_pc,
              c->code_len, p->where);
  }
}

static void read_local_vars(Parser *p, CfCode *c) {
  uint16_t n = table_count(p, 10, "LocalVariableTable");
  CfLocalVar *v = grow(p, c->localvars, c->nlocalvars, n, sizeof(CfLocalVar));
  c->localvars = v - c->nlocalvars;
  c->nlocalvars += n;
  for (unsigned i = 0; i < n; i++) {
    v[i].start_pc = cf_u2(p, "LocalVariableTable");
    v[i].length = cf_u2(p, "LocalVariableTable");
    v[i].name = cf_want_utf8(p, cf_u2(p, "LocalVariableTable"), "a local variable name");
    v[i].desc = cf_want_utf8(p, cf_u2(p, "LocalVariableTable"), "a local variable descriptor");
    v[i].index = cf_u2(p, "LocalVariableTable");
    if (v[i].start_pc >= c->code_len || (uint32_t)v[i].start_pc + v[i].length > c->code_len)
      cf_fail(p, "LocalVariableTable range %u+%u is outside the code (length %u) in %s",
              v[i].start_pc, v[i].length, c->code_len, p->where);
    if (!cf_valid_unqualified_name(v[i].name, 0))
      cf_fail(p, "bad local variable name \"%.200s\" in %s", v[i].name, p->where);
    if (!cf_valid_field_desc(v[i].desc))
      cf_fail(p, "bad local variable descriptor \"%.200s\" in %s", v[i].desc, p->where);
    if ((uint32_t)v[i].index + cf_field_slots(v[i].desc) > c->max_locals)
      cf_fail(p, "LocalVariableTable index %u is not below max_locals %u in %s", v[i].index,
              c->max_locals, p->where);
  }
}

static int code_attr(Parser *p, const char *name, void *vctx) {
  if (strcmp(name, "LineNumberTable") == 0)
    read_line_numbers(p, vctx);
  else if (strcmp(name, "LocalVariableTable") == 0)
    read_local_vars(p, vctx);
  else if (strcmp(name, "StackMapTable") == 0) {
    /* kept raw: the verifier (vm/verify.c) decodes and checks it */
    CfCode *c = vctx;
    CfBytes body = keep_body(p);
    c->stackmap = body.b;
    c->stackmap_len = body.len;
    c->nstackmaps++;
  } else
    return 0;
  return 1;
}

static void read_handlers(Parser *p, CfCode *c) {
  c->nhandlers = table_count(p, 8, "exception table");
  c->handlers = cf_alloc(p, c->nhandlers * sizeof(CfHandler));
  for (unsigned i = 0; i < c->nhandlers; i++) {
    CfHandler *h = &c->handlers[i];
    h->start_pc = cf_u2(p, "exception table");
    h->end_pc = cf_u2(p, "exception table");
    h->handler_pc = cf_u2(p, "exception table");
    h->catch_type = cf_u2(p, "exception table");
    if (h->catch_type) cf_want(p, h->catch_type, CF_BIT(CF_Class), "a catch type");
  }
}

static CfCode *read_code(Parser *p) {
  CfCode *c = cf_alloc(p, sizeof(CfCode));
  c->max_stack = cf_u2(p, "max_stack");
  c->max_locals = cf_u2(p, "max_locals");
  c->code_len = cf_u4(p, "code length");
  if (c->code_len == 0 || c->code_len > 65535)
    cf_fail(p, "code length %u of %s is not in 1..65535", c->code_len, p->where);
  cf_need(p, c->code_len, "code");
  uint8_t *code = cf_alloc(p, c->code_len);
  memcpy(code, p->d + p->pos, c->code_len);
  c->code = code;
  p->pos += c->code_len;
  read_handlers(p, c);
  char w[340];
  const char *outer = p->where;
  cf_context(w, sizeof w, sizeof w, "Code of ", outer, -1, NULL);
  p->where = w;
  read_attributes(p, code_attr, c);
  p->where = outer;
  return c;
}

/* ---- methods ---------------------------------------------------------------------- */

static int method_attr(Parser *p, const char *name, void *vctx) {
  MemberCtx *x = vctx;
  if (strcmp(name, "Code") == 0) {
    once(p, &x->seen, 1, name);
    if (x->m->flags & (ACC_ABSTRACT | ACC_NATIVE))
      cf_fail(p, "%s is abstract or native but has a Code attribute", p->where);
    x->m->code = read_code(p);
    return 1;
  }
  if (strcmp(name, "Signature") == 0) {
    once(p, &x->seen, 2, name);
    x->m->signature = cf_want_utf8(p, cf_u2(p, "Signature"), "a Signature attribute");
    return 1;
  }
  if (strcmp(name, "Exceptions") == 0) { /* JVMS 4.7.5: only reflection reads it */
    once(p, &x->seen, 4, name);
    x->m->exceptions = class_list(p, &x->m->nexceptions, "Exceptions");
    return 1;
  }
  if (strcmp(name, "MethodParameters") == 0) { /* JVMS 4.7.24: Parameter.getName */
    once(p, &x->seen, 8, name);
    unsigned n = cf_u1(p, "MethodParameters");
    cf_need(p, 4 * (size_t)n, "MethodParameters");
    x->m->nparams = (int32_t)n;
    x->m->param_names = cf_alloc(p, n * sizeof(char *));
    x->m->param_flags = cf_alloc(p, n * sizeof(uint16_t));
    for (unsigned i = 0; i < n; i++) {
      uint16_t nm = cf_u2(p, "MethodParameters");
      x->m->param_names[i] = nm ? cf_want_utf8(p, nm, "a parameter name") : NULL;
      x->m->param_flags[i] = cf_u2(p, "MethodParameters");
    }
    return 1;
  }
  /* JVMS 4.7.16, 4.7.18, 4.7.22: only reflection reads them (kept undecoded) */
  if (strcmp(name, "RuntimeVisibleAnnotations") == 0) {
    once(p, &x->seen, 16, name);
    x->m->annotations = keep_body(p);
    return 1;
  }
  if (strcmp(name, "RuntimeVisibleParameterAnnotations") == 0) {
    once(p, &x->seen, 32, name);
    x->m->param_annotations = keep_body(p);
    return 1;
  }
  if (strcmp(name, "AnnotationDefault") == 0) {
    once(p, &x->seen, 64, name);
    x->m->annotation_default = keep_body(p);
    return 1;
  }
  return 0;
}

void cf_method_attributes(Parser *p, CfMember *m) {
  MemberCtx x = {m, 0};
  m->nparams = -1;
  read_attributes(p, method_attr, &x);
  if (!m->code && !(m->flags & (ACC_ABSTRACT | ACC_NATIVE)))
    cf_fail(p, "%s has no Code attribute", p->where);
}

/* ---- class ------------------------------------------------------------------------ */

static void read_bootstrap(Parser *p) {
  ClassFile *cf = p->cf;
  cf->nbootstrap = table_count(p, 4, "BootstrapMethods");
  cf->bootstrap = cf_alloc(p, cf->nbootstrap * sizeof(CfBootstrap));
  for (unsigned i = 0; i < cf->nbootstrap; i++) {
    CfBootstrap *b = &cf->bootstrap[i];
    b->method_handle = cf_u2(p, "BootstrapMethods");
    cf_want(p, b->method_handle, CF_BIT(CF_MethodHandle), "a bootstrap method");
    b->nargs = table_count(p, 2, "BootstrapMethods");
    b->args = cf_alloc(p, b->nargs * sizeof(uint16_t));
    for (unsigned j = 0; j < b->nargs; j++) {
      b->args[j] = cf_u2(p, "BootstrapMethods");
      cf_want(p, b->args[j], CF_LOADABLE, "a bootstrap argument");
    }
  }
}

static void read_inner_classes(Parser *p) {
  ClassFile *cf = p->cf;
  cf->ninner = table_count(p, 8, "InnerClasses");
  cf->inner = cf_alloc(p, cf->ninner * sizeof(CfInner));
  for (unsigned i = 0; i < cf->ninner; i++) {
    CfInner *in = &cf->inner[i];
    in->inner = cf_want_class(p, cf_u2(p, "InnerClasses"), "an inner class");
    uint16_t outer = cf_u2(p, "InnerClasses"), name = cf_u2(p, "InnerClasses");
    if (outer) in->outer = cf_want_class(p, outer, "an outer class");
    if (name) in->simple_name = cf_want_utf8(p, name, "an inner class name");
    in->flags = cf_u2(p, "InnerClasses");
  }
}

static int component_attr(Parser *p, const char *name, void *ctx) {
  CfRecordComponent *rc = ctx;
  if (strcmp(name, "Signature") == 0) {
    rc->signature = cf_want_utf8(p, cf_u2(p, "Signature"), "a Signature attribute");
    return 1;
  }
  if (strcmp(name, "RuntimeVisibleAnnotations") == 0) {
    rc->annotations = keep_body(p);
    return 1;
  }
  return 0;
}

static void read_record(Parser *p) {
  ClassFile *cf = p->cf;
  cf->is_record = 1;
  cf->nrecord = table_count(p, 6, "Record");
  cf->record = cf_alloc(p, cf->nrecord * sizeof(CfRecordComponent));
  const char *outer = p->where;
  char w[240];
  for (unsigned i = 0; i < cf->nrecord; i++) {
    CfRecordComponent *rc = &cf->record[i];
    rc->name = cf_want_utf8(p, cf_u2(p, "Record"), "a record component name");
    rc->desc = cf_want_utf8(p, cf_u2(p, "Record"), "a record component descriptor");
    if (!cf_valid_unqualified_name(rc->name, 0))
      cf_fail(p, "bad record component name \"%.200s\"", rc->name);
    if (!cf_valid_field_desc(rc->desc))
      cf_fail(p, "bad record component descriptor \"%.200s\"", rc->desc);
    cf_context(w, sizeof w, 200, "record component ", rc->name, -1, NULL);
    p->where = w;
    read_attributes(p, component_attr, rc);
    p->where = outer;
  }
}

enum {
  SEEN_SOURCE = 1,
  SEEN_SIGNATURE = 2,
  SEEN_BOOTSTRAP = 4,
  SEEN_INNER = 8,
  SEEN_NEST_HOST = 16,
  SEEN_NEST_MEMBERS = 32,
  SEEN_RECORD = 64,
  SEEN_PERMITTED = 128,
  SEEN_ANNOTATIONS = 256
};

static int class_attr(Parser *p, const char *name, void *vctx) {
  ClassFile *cf = p->cf;
  unsigned *seen = vctx;
  if (strcmp(name, "SourceFile") == 0) {
    once(p, seen, SEEN_SOURCE, name);
    cf->source_file = cf_want_utf8(p, cf_u2(p, name), "the SourceFile attribute");
  } else if (strcmp(name, "Signature") == 0) {
    once(p, seen, SEEN_SIGNATURE, name);
    cf->signature = cf_want_utf8(p, cf_u2(p, name), "a Signature attribute");
  } else if (strcmp(name, "BootstrapMethods") == 0) {
    once(p, seen, SEEN_BOOTSTRAP, name);
    read_bootstrap(p);
  } else if (strcmp(name, "InnerClasses") == 0) {
    once(p, seen, SEEN_INNER, name);
    read_inner_classes(p);
  } else if (strcmp(name, "NestHost") == 0) {
    once(p, seen, SEEN_NEST_HOST, name);
    cf->nest_host = cf_want_class(p, cf_u2(p, name), "the NestHost attribute");
  } else if (strcmp(name, "NestMembers") == 0) {
    once(p, seen, SEEN_NEST_MEMBERS, name);
    cf->nest_members = class_list(p, &cf->nnest_members, name);
  } else if (strcmp(name, "PermittedSubclasses") == 0) {
    once(p, seen, SEEN_PERMITTED, name);
    cf->permitted = class_list(p, &cf->npermitted, name);
  } else if (strcmp(name, "RuntimeVisibleAnnotations") == 0) {
    once(p, seen, SEEN_ANNOTATIONS, name);
    cf->annotations = keep_body(p);
  } else if (strcmp(name, "Record") == 0) {
    once(p, seen, SEEN_RECORD, name);
    read_record(p);
  } else {
    return 0;
  }
  return 1;
}

void cf_class_attributes(Parser *p) {
  unsigned seen = 0;
  read_attributes(p, class_attr, &seen);
}
