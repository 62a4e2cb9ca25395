/* synth.c -- building classes in memory (see synth.h).
 *
 * The builder produces exactly what cf_parse would: a ClassFile whose strings
 * are NUL-terminated modified UTF-8 and whose constant pool entries refer to
 * each other by index.  Its memory is plain malloc and is never released,
 * like the metadata of every loaded class. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classfile/opcodes.h"
#include "vm/synth.h"
#include "util/util.h"

struct SynthClass {
  VM *vm; /* whose host error an allocation failure is */
  const char *name, *super_name;
  uint16_t flags;
  CfConst *cp;
  uint16_t ncp, cp_cap;
  const char **ifaces;
  uint16_t nifaces;
  CfMember *fields, *methods;
  uint16_t nfields, nmethods;
};

/* Ends the origin of every class file made here (synth_is_hidden). */
#define SYNTH_ORIGIN " (synthesized by jpor)"

static void *xrealloc(VM *vm, void *p, size_t n) {
  p = realloc(p, n ? n : 1);
  if (!p) vm_fatal(vm, "out of memory (synthesized class)");
  return p;
}

static char *xstrdup(VM *vm, const char *s) {
  size_t n = strlen(s) + 1;
  return memcpy(xrealloc(vm, NULL, n), s, n);
}

SynthClass *synth_class_new(VM *vm, const char *name, const char *super_name, uint16_t flags) {
  SynthClass *s = xrealloc(vm, NULL, sizeof *s);
  memset(s, 0, sizeof *s);
  s->vm = vm;
  s->name = xstrdup(vm, name);
  s->super_name = super_name ? xstrdup(vm, super_name) : NULL;
  s->flags = flags;
  s->ncp = 1; /* entry 0 is unusable */
  s->cp_cap = 64;
  s->cp = xrealloc(vm, NULL, s->cp_cap * sizeof *s->cp);
  memset(s->cp, 0, sizeof *s->cp);
  return s;
}

void synth_add_interface(SynthClass *s, const char *name) {
  for (uint16_t i = 0; i < s->nifaces; i++)
    if (strcmp(s->ifaces[i], name) == 0) return;
  s->ifaces = xrealloc(s->vm, s->ifaces, (s->nifaces + 1u) * sizeof *s->ifaces);
  s->ifaces[s->nifaces++] = xstrdup(s->vm, name);
}

static CfMember *add_member(VM *vm, CfMember **v, uint16_t *n, uint16_t flags, const char *name,
                            const char *desc) {
  *v = xrealloc(vm, *v, (*n + 1u) * sizeof **v);
  CfMember *m = &(*v)[(*n)++];
  memset(m, 0, sizeof *m);
  m->flags = flags;
  m->name = xstrdup(vm, name);
  m->desc = xstrdup(vm, desc);
  m->nparams = -1; /* no MethodParameters */
  return m;
}

void synth_add_field(SynthClass *s, uint16_t flags, const char *name, const char *desc) {
  add_member(s->vm, &s->fields, &s->nfields, flags, name, desc);
}

bool synth_has_method(const SynthClass *s, const char *name, const char *desc) {
  for (uint16_t i = 0; i < s->nmethods; i++)
    if (strcmp(s->methods[i].name, name) == 0 && strcmp(s->methods[i].desc, desc) == 0) return true;
  return false;
}

void synth_add_method(SynthClass *s, uint16_t flags, const char *name, const char *desc, SynthCode *c) {
  CfMember *m = add_member(s->vm, &s->methods, &s->nmethods, flags, name, desc);
  if (!c) return;
  CfCode *code = xrealloc(s->vm, NULL, sizeof *code);
  memset(code, 0, sizeof *code);
  code->max_stack = (uint16_t)c->max_depth;
  code->max_locals = c->max_locals;
  code->code_len = c->len;
  code->code = c->b;
  m->code = code;
  c->b = NULL;
}

ClassFile *synth_class_finish(SynthClass *s) {
  ClassFile *cf = xrealloc(s->vm, NULL, sizeof *cf);
  memset(cf, 0, sizeof *cf);
  size_t n = strlen(s->name) + sizeof SYNTH_ORIGIN;
  char *origin = xrealloc(s->vm, NULL, n);
  snprintf(origin, n, "%s" SYNTH_ORIGIN, s->name);
  cf->origin = origin;
  cf->major = 52; /* Java 8: invokestatic/invokespecial may name interface methods */
  cf->cp_count = s->ncp;
  cf->cp = s->cp;
  cf->flags = s->flags;
  cf->this_name = s->name;
  cf->super_name = s->super_name;
  cf->ninterfaces = s->nifaces;
  cf->interfaces = s->ifaces;
  cf->nfields = s->nfields;
  cf->fields = s->fields;
  cf->nmethods = s->nmethods;
  cf->methods = s->methods;
  free(s);
  return cf;
}

bool synth_is_hidden(const Class *c) {
  if (!c->cf) return false;
  size_t n = strlen(c->cf->origin), k = sizeof SYNTH_ORIGIN - 1;
  return n >= k && strcmp(c->cf->origin + n - k, SYNTH_ORIGIN) == 0;
}

/* ---- constant pool ---- */

static uint16_t cp_add(SynthClass *s, CfConst e) {
  if (s->ncp == UINT16_MAX) vm_fatal(s->vm, "%s: synthesized constant pool too large", s->name);
  if (s->ncp == s->cp_cap) {
    s->cp_cap = s->cp_cap > UINT16_MAX / 2 ? UINT16_MAX : s->cp_cap * 2;
    s->cp = xrealloc(s->vm, s->cp, s->cp_cap * sizeof *s->cp);
  }
  s->cp[s->ncp] = e;
  return s->ncp++;
}

uint16_t synth_cp_utf8(SynthClass *s, const char *str) {
  for (uint16_t i = 1; i < s->ncp; i++)
    if (s->cp[i].tag == CF_Utf8 && strcmp(s->cp[i].u.utf8.s, str) == 0) return i;
  CfConst e = {.tag = CF_Utf8};
  e.u.utf8.s = xstrdup(s->vm, str);
  e.u.utf8.len = (uint32_t)strlen(str);
  return cp_add(s, e);
}

uint16_t synth_cp_class(SynthClass *s, const char *name) {
  uint16_t u = synth_cp_utf8(s, name);
  for (uint16_t i = 1; i < s->ncp; i++)
    if (s->cp[i].tag == CF_Class && s->cp[i].u.idx == u) return i;
  CfConst e = {.tag = CF_Class};
  e.u.idx = u;
  return cp_add(s, e);
}

static uint16_t cp_nat(SynthClass *s, const char *name, const char *desc) {
  uint16_t n = synth_cp_utf8(s, name), d = synth_cp_utf8(s, desc);
  for (uint16_t i = 1; i < s->ncp; i++)
    if (s->cp[i].tag == CF_NameAndType && s->cp[i].u.nat.name == n && s->cp[i].u.nat.desc == d) return i;
  CfConst e = {.tag = CF_NameAndType};
  e.u.nat.name = n;
  e.u.nat.desc = d;
  return cp_add(s, e);
}

uint16_t synth_cp_member(SynthClass *s, uint8_t tag, const char *cls, const char *name, const char *desc) {
  uint16_t c = synth_cp_class(s, cls), nat = cp_nat(s, name, desc);
  for (uint16_t i = 1; i < s->ncp; i++)
    if (s->cp[i].tag == tag && s->cp[i].u.ref.cls == c && s->cp[i].u.ref.nat == nat) return i;
  CfConst e = {.tag = tag};
  e.u.ref.cls = c;
  e.u.ref.nat = nat;
  return cp_add(s, e);
}

/* ---- code ---- */

void synth_code_init(SynthCode *c, VM *vm, uint16_t max_locals) {
  memset(c, 0, sizeof *c);
  c->vm = vm;
  c->max_locals = max_locals;
}

static void put(SynthCode *c, uint8_t byte) {
  if (!GROW(c->b, c->len + 1, c->cap, 64)) vm_fatal(c->vm, "out of memory (synthesized class)");
  c->b[c->len++] = byte;
}

static void adjust(SynthCode *c, int delta) {
  c->depth += delta;
  if (c->depth < 0) vm_panic("synthesized code pops an empty stack");
  if (c->depth > c->max_depth) c->max_depth = c->depth;
}

void synth_op(SynthCode *c, uint8_t op, int delta) {
  put(c, op);
  adjust(c, delta);
}

void synth_op_u2(SynthCode *c, uint8_t op, uint16_t operand, int delta) {
  put(c, op);
  put(c, (uint8_t)(operand >> 8));
  put(c, (uint8_t)operand);
  adjust(c, delta);
}

void synth_push_int(SynthCode *c, int32_t v) {
  if (v >= -1 && v <= 5) {
    synth_op(c, (uint8_t)(OP_ICONST_0 + v), 1);
  } else if (v >= -128 && v <= 127) {
    put(c, OP_BIPUSH);
    put(c, (uint8_t)v);
    adjust(c, 1);
  } else {
    if (v < -32768 || v > 32767) vm_panic("synth_push_int: %d does not fit sipush", v);
    synth_op_u2(c, OP_SIPUSH, (uint16_t)v, 1);
  }
}

static int type_slots(char ty) { return (ty == 'J' || ty == 'D') ? 2 : ty == 'V' ? 0 : 1; }

/* Offset of ty's instruction from the int one in the i/l/f/d/a opcode groups. */
static int type_group(char ty) {
  switch (ty) {
  case 'J': return 1;
  case 'F': return 2;
  case 'D': return 3;
  case 'L': case '[': return 4;
  default: return 0; /* Z B C S I */
  }
}

void synth_load(SynthCode *c, char ty, uint16_t slot) {
  int g = type_group(ty), n = type_slots(ty);
  if (slot <= 3) {
    synth_op(c, (uint8_t)(OP_ILOAD_0 + 4 * g + slot), n);
  } else if (slot <= 255) {
    put(c, (uint8_t)(OP_ILOAD + g));
    put(c, (uint8_t)slot);
    adjust(c, n);
  } else {
    put(c, OP_WIDE);
    synth_op_u2(c, (uint8_t)(OP_ILOAD + g), slot, n);
  }
}

void synth_return(SynthCode *c, char ty) {
  if (ty == 'V') synth_op(c, OP_RETURN, 0);
  else synth_op(c, (uint8_t)(OP_IRETURN + type_group(ty)), -type_slots(ty));
}

void synth_invoke(SynthClass *s, SynthCode *c, uint8_t op, bool iface, const char *cls, const char *name,
                  const char *desc) {
  uint16_t idx = synth_cp_member(s, iface ? CF_InterfaceMethodref : CF_Methodref, cls, name, desc);
  int args = cf_arg_slots(desc) + (op != OP_INVOKESTATIC);
  int delta = cf_ret_slots(desc) - args;
  synth_op_u2(c, op, idx, delta);
  if (op == OP_INVOKEINTERFACE) {
    put(c, (uint8_t)args);
    put(c, 0);
  }
}

void synth_field_op(SynthClass *s, SynthCode *c, uint8_t op, const char *cls, const char *name,
                    const char *desc) {
  uint16_t idx = synth_cp_member(s, CF_Fieldref, cls, name, desc);
  int n = type_slots(desc[0]);
  int delta = op == OP_GETFIELD ? n - 1 : op == OP_PUTFIELD ? -n - 1 : op == OP_GETSTATIC ? n : -n;
  synth_op_u2(c, op, idx, delta);
}

/* ---- boxes ---- */

static const struct Box {
  char ty;
  const char *cls, *unbox;
} boxes[] = {{'Z', "java/lang/Boolean", "booleanValue"}, {'B', "java/lang/Byte", "byteValue"},
             {'C', "java/lang/Character", "charValue"},  {'S', "java/lang/Short", "shortValue"},
             {'I', "java/lang/Integer", "intValue"},     {'J', "java/lang/Long", "longValue"},
             {'F', "java/lang/Float", "floatValue"},     {'D', "java/lang/Double", "doubleValue"}};

static const struct Box *box_of(char ty) {
  for (size_t i = 0; i < sizeof boxes / sizeof boxes[0]; i++)
    if (boxes[i].ty == ty) return &boxes[i];
  return NULL;
}

void synth_unbox(SynthClass *s, SynthCode *c, const char *d, size_t len) {
  const struct Box *b = box_of(d[0]);
  if (b) {
    char desc[8];
    snprintf(desc, sizeof desc, "()%c", b->ty);
    synth_op_u2(c, OP_CHECKCAST, synth_cp_class(s, b->cls), 0);
    synth_invoke(s, c, OP_INVOKEVIRTUAL, false, b->cls, b->unbox, desc);
    return;
  }
  char name[1024];
  if (d[0] == 'L')
    snprintf(name, sizeof name, "%.*s", (int)len - 2, d + 1);
  else
    snprintf(name, sizeof name, "%.*s", (int)len, d);
  if (strcmp(name, "java/lang/Object") != 0)
    synth_op_u2(c, OP_CHECKCAST, synth_cp_class(s, name), 0);
}

void synth_box(SynthClass *s, SynthCode *c, char ty) {
  const struct Box *b = box_of(ty);
  if (ty == 'V') {
    synth_op(c, OP_ACONST_NULL, 1);
  } else if (b) {
    char desc[64];
    snprintf(desc, sizeof desc, "(%c)L%s;", ty, b->cls);
    synth_invoke(s, c, OP_INVOKESTATIC, false, b->cls, "valueOf", desc);
  }
}
