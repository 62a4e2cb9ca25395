/* classfile.c -- reading and validating a class file (JVMS 4.1 to 4.6).
 *
 * The parser reads the file front to back with a bounds-checked cursor.  The
 * constant pool is read in one pass and cross-checked in a second (entries may
 * refer forward).  Attributes live in cfattr.c.  Everything the ClassFile
 * points to is allocated from one arena, released by cf_free(). */
#include "classfile/cfparse.h"
#include "util/util.h"

#include <assert.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- arena ---------------------------------------------------------------- */

typedef struct Chunk {
  struct Chunk *next;
  size_t cap, used;
} Chunk;

struct Arena {
  Chunk *head;
};

#define CHUNK_HDR ((sizeof(Chunk) + 15) & ~(size_t)15)
#define CHUNK_MIN 16384

static void *arena_alloc(Arena *a, size_t n) {
  n = (n + 15) & ~(size_t)15;
  Chunk *c = a->head;
  if (!c || c->cap - c->used < n) {
    size_t cap = n > CHUNK_MIN ? n : CHUNK_MIN;
    c = malloc(CHUNK_HDR + cap);
    if (!c) return NULL;
    c->cap = cap;
    c->used = 0;
    /* A big block gets its own chunk behind the head, so the head's free
     * space stays usable for the many small strings that follow. */
    if (a->head && n > CHUNK_MIN) {
      c->next = a->head->next;
      a->head->next = c;
    } else {
      c->next = a->head;
      a->head = c;
    }
  }
  void *r = (char *)c + CHUNK_HDR + c->used;
  c->used += n;
  memset(r, 0, n);
  return r;
}

static void arena_free(Arena *a) {
  if (!a) return;
  for (Chunk *c = a->head, *next; c; c = next) {
    next = c->next;
    free(c);
  }
  free(a);
}

void *cf_alloc(Parser *p, size_t n) {
  void *r = arena_alloc(p->arena, n ? n : 1);
  if (!r) cf_fail(p, "out of memory");
  return r;
}

/* ---- errors and reading ----------------------------------------------------- */

void cf_fail(Parser *p, const char *fmt, ...) {
  if (p->errlen) {
    const char *origin = p->cf && p->cf->origin ? p->cf->origin : "<class file>";
    int n = snprintf(p->err, p->errlen, "%s: ", origin);
    if (n >= 0 && (size_t)n < p->errlen) {
      va_list ap;
      va_start(ap, fmt);
      vsnprintf(p->err + n, p->errlen - (size_t)n, fmt, ap);
      va_end(ap);
    }
    /* Names from the file may hold control characters; the message must
     * stay one printable line. */
    for (char *s = p->err; *s; s++)
      if ((unsigned char)*s < 0x20 || *s == 0x7f) *s = '?';
  }
  longjmp(p->jb, 1);
}

void cf_need(Parser *p, size_t n, const char *what) {
  if (p->end - p->pos >= n) return;
  if (p->attr)
    cf_fail(p, "attribute %.100s of %s is too short (reading %s)", p->attr, p->where, what);
  cf_fail(p, "truncated at byte %zu (reading %s)", p->len, what);
}

uint8_t cf_u1(Parser *p, const char *what) {
  cf_need(p, 1, what);
  return p->d[p->pos++];
}

uint16_t cf_u2(Parser *p, const char *what) {
  cf_need(p, 2, what);
  uint16_t v = (uint16_t)be_u2(p->d + p->pos);
  p->pos += 2;
  return v;
}

uint32_t cf_u4(Parser *p, const char *what) {
  cf_need(p, 4, what);
  uint32_t v = be_u4(p->d + p->pos);
  p->pos += 4;
  return v;
}

static char *dup_str(Parser *p, const char *s, size_t n) {
  char *r = cf_alloc(p, n + 1);
  memcpy(r, s, n);
  return r;
}

/* ---- constant pool ------------------------------------------------------------ */

static const char *const tag_names[21] = {
    [CF_Utf8] = "Utf8",
    [CF_Integer] = "Integer",
    [CF_Float] = "Float",
    [CF_Long] = "Long",
    [CF_Double] = "Double",
    [CF_Class] = "Class",
    [CF_String] = "String",
    [CF_Fieldref] = "Fieldref",
    [CF_Methodref] = "Methodref",
    [CF_InterfaceMethodref] = "InterfaceMethodref",
    [CF_NameAndType] = "NameAndType",
    [CF_MethodHandle] = "MethodHandle",
    [CF_MethodType] = "MethodType",
    [CF_Dynamic] = "Dynamic",
    [CF_InvokeDynamic] = "InvokeDynamic",
    [CF_Module] = "Module",
    [CF_Package] = "Package",
};

const char *cf_tag_name(unsigned tag) { return tag < 21 && tag_names[tag] ? tag_names[tag] : "?"; }

/* "Utf8 or Class" for a kind mask */
static void mask_names(unsigned mask, char *buf, size_t n) {
  buf[0] = '\0';
  for (unsigned t = 1; t < 21; t++) {
    if (!(mask & CF_BIT(t))) continue;
    if (buf[0]) strncat(buf, " or ", n - strlen(buf) - 1);
    strncat(buf, tag_names[t], n - strlen(buf) - 1);
  }
}

void cf_want(Parser *p, unsigned i, unsigned mask, const char *for_what) {
  const ClassFile *cf = p->cf;
  if (i >= cf->cp_count)
    cf_fail(p, "constant pool index %u out of range (count %u) for %s", i, cf->cp_count, for_what);
  unsigned tag = cf->cp[i].tag;
  if (tag != 0 && (mask & CF_BIT(tag))) return;
  char kinds[200]; /* only built on the way to an error: this runs for every reference */
  mask_names(mask, kinds, sizeof kinds);
  if (tag == 0 && i == 0)
    cf_fail(p, "constant pool index 0 is invalid, expected %s for %s", kinds, for_what);
  if (tag == 0)
    cf_fail(p, "constant pool entry %u is the second slot of a Long or Double, expected %s for %s",
            i, kinds, for_what);
  cf_fail(p, "constant pool entry %u is %s, expected %s for %s", i, tag_names[tag], kinds,
          for_what);
}

const char *cf_want_utf8(Parser *p, unsigned i, const char *for_what) {
  cf_want(p, i, CF_BIT(CF_Utf8), for_what);
  return p->cf->cp[i].u.utf8.s;
}

const char *cf_want_class(Parser *p, unsigned i, const char *for_what) {
  cf_want(p, i, CF_BIT(CF_Class), for_what);
  return cf_class_name(p->cf, (uint16_t)i);
}

/* Offset of the first byte that breaks modified UTF-8 (JVMS 4.4.7), or -1.
 * NUL and the bytes 0xf0..0xff never occur; multi-byte forms need their
 * continuation bytes. */
static long bad_mutf8(const uint8_t *s, size_t n) {
  size_t i = 0;
  while (i < n) {
    uint8_t c = s[i];
    size_t k;
    if (c == 0) return (long)i;
    if (c < 0x80)
      k = 1;
    else if ((c & 0xe0) == 0xc0)
      k = 2;
    else if ((c & 0xf0) == 0xe0)
      k = 3;
    else
      return (long)i;
    if (n - i < k) return (long)i;
    for (size_t j = 1; j < k; j++)
      if ((s[i + j] & 0xc0) != 0x80) return (long)(i + j);
    i += k;
  }
  return -1;
}

static void read_utf8(Parser *p, CfConst *c, unsigned i) {
  uint16_t n = cf_u2(p, "Utf8 length");
  cf_need(p, n, "Utf8 bytes");
  long bad = bad_mutf8(p->d + p->pos, n);
  if (bad >= 0)
    cf_fail(p, "constant pool entry %u is not valid modified UTF-8 (byte %ld of %u)", i, bad, n);
  c->u.utf8.s = dup_str(p, (const char *)p->d + p->pos, n);
  c->u.utf8.len = n;
  p->pos += n;
}

/* The class file version that introduced each newer tag (JVMS table 4.4-B). */
static unsigned tag_since(unsigned tag) {
  switch (tag) {
  case CF_MethodHandle:
  case CF_MethodType:
  case CF_InvokeDynamic: return 51;
  case CF_Module:
  case CF_Package: return 53;
  case CF_Dynamic: return 55;
  default: return 45;
  }
}

static void read_entry(Parser *p, unsigned *ip) {
  ClassFile *cf = p->cf;
  unsigned i = *ip;
  CfConst *c = &cf->cp[i];
  uint8_t tag = cf_u1(p, "constant pool tag");
  if (tag >= 21 || !tag_names[tag]) cf_fail(p, "bad constant pool tag %u at entry %u", tag, i);
  if (cf->major < tag_since(tag))
    cf_fail(p, "constant pool entry %u is %s, which needs class file version %u", i, tag_names[tag],
            tag_since(tag));
  switch (tag) {
  case CF_Utf8: read_utf8(p, c, i); break;
  case CF_Integer: c->u.i = (int32_t)cf_u4(p, "Integer"); break;
  case CF_Float: {
    uint32_t bits = cf_u4(p, "Float");
    memcpy(&c->u.f, &bits, 4);
    break;
  }
  case CF_Long:
  case CF_Double: {
    if (i + 1 >= cf->cp_count)
      cf_fail(p, "%s at constant pool entry %u needs two slots, but the count is %u",
              tag_names[tag], i, cf->cp_count);
    uint64_t hi = cf_u4(p, tag_names[tag]);
    uint64_t bits = hi << 32 | cf_u4(p, tag_names[tag]);
    if (tag == CF_Long)
      c->u.j = (int64_t)bits;
    else
      memcpy(&c->u.d, &bits, 8);
    *ip = i + 1; /* the next slot stays tag 0: unusable */
    break;
  }
  case CF_Class:
  case CF_String:
  case CF_MethodType:
  case CF_Module:
  case CF_Package: c->u.idx = cf_u2(p, tag_names[tag]); break;
  case CF_Fieldref:
  case CF_Methodref:
  case CF_InterfaceMethodref:
    c->u.ref.cls = cf_u2(p, tag_names[tag]);
    c->u.ref.nat = cf_u2(p, tag_names[tag]);
    break;
  case CF_NameAndType:
    c->u.nat.name = cf_u2(p, "NameAndType");
    c->u.nat.desc = cf_u2(p, "NameAndType");
    break;
  case CF_MethodHandle:
    c->u.mh.kind = cf_u1(p, "MethodHandle");
    c->u.mh.ref = cf_u2(p, "MethodHandle");
    break;
  case CF_Dynamic:
  case CF_InvokeDynamic:
    c->u.dyn.bsm = cf_u2(p, tag_names[tag]);
    c->u.dyn.nat = cf_u2(p, tag_names[tag]);
    break;
  }
  c->tag = tag;
}

void cf_context(char *buf, size_t cap, size_t max, const char *a, const char *b, long n,
                const char *c) {
  assert(cap > 0);
  size_t len = 0;
  const char *parts[3] = {a, b, c};
  for (int i = 0; i < 3; i++) {
    if (i == 2 && n >= 0) { /* the number goes between b and c */
      char digits[24];
      int k = 0;
      unsigned long v = (unsigned long)n;
      do {
        digits[k++] = (char)('0' + v % 10);
      } while ((v /= 10) && k < 24);
      while (k && len + 1 < cap)
        buf[len++] = digits[--k];
    }
    if (!parts[i]) continue;
    size_t l = strnlen(parts[i], max);
    if (l > cap - 1 - len) l = cap - 1 - len;
    memcpy(buf + len, parts[i], l);
    len += l;
  }
  buf[len] = 0;
}

static const char *utf8_or_null(const ClassFile *cf, unsigned i) {
  return i < cf->cp_count && cf->cp[i].tag == CF_Utf8 ? cf->cp[i].u.utf8.s : NULL;
}

/* Whether leaf entry c is well formed: checked without naming it, since
 * nearly every entry is; the error path below names it. */
static bool leaf_ok(const ClassFile *cf, const CfConst *c) {
  const char *s;
  switch (c->tag) {
  case CF_Class: return (s = utf8_or_null(cf, c->u.idx)) && cf_valid_class_name(s);
  case CF_MethodType: return (s = utf8_or_null(cf, c->u.idx)) && cf_valid_method_desc(s);
  case CF_String:
  case CF_Module:
  case CF_Package: return utf8_or_null(cf, c->u.idx) != NULL;
  case CF_NameAndType: return utf8_or_null(cf, c->u.nat.name) && utf8_or_null(cf, c->u.nat.desc);
  default: return true;
  }
}

/* Entries that refer only to Utf8 entries. */
static void check_leaf(Parser *p, unsigned i) {
  ClassFile *cf = p->cf;
  CfConst *c = &cf->cp[i];
  if (leaf_ok(cf, c)) return;
  char what[48];
  cf_context(what, sizeof what, 40, tag_names[c->tag], " entry ", (long)i, NULL);
  switch (c->tag) {
  case CF_Class: {
    const char *n = cf_want_utf8(p, c->u.idx, what);
    if (!cf_valid_class_name(n)) cf_fail(p, "bad class name \"%.200s\" in %s", n, what);
    break;
  }
  case CF_MethodType: {
    const char *d = cf_want_utf8(p, c->u.idx, what);
    if (!cf_valid_method_desc(d)) cf_fail(p, "bad method descriptor \"%.200s\" in %s", d, what);
    break;
  }
  case CF_String:
  case CF_Module:
  case CF_Package: cf_want_utf8(p, c->u.idx, what); break;
  case CF_NameAndType:
    cf_want_utf8(p, c->u.nat.name, what);
    cf_want_utf8(p, c->u.nat.desc, what);
    break;
  }
}

/* Checks the NameAndType nat as used by a member reference or a dynamic entry:
 * kind is the tag of the user, which decides the name and descriptor rules. */
static void check_nat_use(Parser *p, unsigned nat, unsigned kind, const char *what) {
  cf_want(p, nat, CF_BIT(CF_NameAndType), what);
  const char *name = cf_nat_name(p->cf, (uint16_t)nat);
  const char *desc = cf_nat_desc(p->cf, (uint16_t)nat);
  int field_like = kind == CF_Fieldref || kind == CF_Dynamic;
  int bad_name = !cf_valid_unqualified_name(name, !field_like);
  /* JVMS 4.4.2: of the special names only <init>, in a Methodref, may be referenced */
  if (!field_like && name[0] == '<')
    bad_name |= kind != CF_Methodref || strcmp(name, "<init>") != 0;
  if (bad_name)
    cf_fail(p, "bad %s name \"%.200s\" in %s", field_like ? "field" : "method", name, what);
  if (field_like ? !cf_valid_field_desc(desc) : !cf_valid_method_desc(desc))
    cf_fail(p, "bad %s descriptor \"%.200s\" in %s", field_like ? "field" : "method", desc, what);
  if (!field_like && name[0] == '<' && cf_ret_slots(desc) != 0)
    cf_fail(p, "<init> must return void in %s", what);
}

/* Fieldref, Methodref, InterfaceMethodref, Dynamic, InvokeDynamic */
static void check_ref(Parser *p, unsigned i) {
  CfConst *c = &p->cf->cp[i];
  char what[48];
  cf_context(what, sizeof what, 40, tag_names[c->tag], " entry ", (long)i, NULL);
  if (c->tag == CF_Dynamic || c->tag == CF_InvokeDynamic) {
    check_nat_use(p, c->u.dyn.nat, c->tag, what);
    return; /* the bootstrap index is checked once BootstrapMethods is read */
  }
  cf_want(p, c->u.ref.cls, CF_BIT(CF_Class), what);
  check_nat_use(p, c->u.ref.nat, c->tag, what);
}

/* JVMS 4.4.8: the kind decides what the handle may refer to. */
static void check_method_handle(Parser *p, unsigned i) {
  ClassFile *cf = p->cf;
  CfConst *c = &cf->cp[i];
  char what[48];
  cf_context(what, sizeof what, 40, "MethodHandle entry ", NULL, (long)i, NULL);
  unsigned mask, kind = c->u.mh.kind;
  if (kind < REF_getField || kind > REF_invokeInterface)
    cf_fail(p, "bad method handle kind %u in %s", kind, what);
  if (kind <= REF_putStatic)
    mask = CF_BIT(CF_Fieldref);
  else if (kind == REF_invokeVirtual || kind == REF_newInvokeSpecial)
    mask = CF_BIT(CF_Methodref);
  else if (kind == REF_invokeInterface)
    mask = CF_BIT(CF_InterfaceMethodref);
  else if (cf->major >= 52)
    mask = CF_BIT(CF_Methodref) | CF_BIT(CF_InterfaceMethodref);
  else
    mask = CF_BIT(CF_Methodref);
  cf_want(p, c->u.mh.ref, mask, what);
  if (kind <= REF_putStatic) return;
  const char *name = cf_nat_name(cf, cf->cp[c->u.mh.ref].u.ref.nat);
  if ((kind == REF_newInvokeSpecial) != (strcmp(name, "<init>") == 0))
    cf_fail(p, "method handle kind %u cannot refer to method \"%.200s\" in %s", kind, name, what);
}

static void read_constant_pool(Parser *p) {
  ClassFile *cf = p->cf;
  cf->cp_count = cf_u2(p, "constant pool count");
  if (cf->cp_count == 0) cf_fail(p, "constant pool count 0 is invalid");
  cf->cp = cf_alloc(p, cf->cp_count * sizeof(CfConst));
  for (unsigned i = 1; i < cf->cp_count; i++)
    read_entry(p, &i);
  /* Three passes so that each entry is checked after those it relies on. */
  for (unsigned i = 1; i < cf->cp_count; i++)
    check_leaf(p, i);
  for (unsigned i = 1; i < cf->cp_count; i++) {
    unsigned t = cf->cp[i].tag;
    if (t == CF_Fieldref || t == CF_Methodref || t == CF_InterfaceMethodref || t == CF_Dynamic ||
        t == CF_InvokeDynamic)
      check_ref(p, i);
  }
  for (unsigned i = 1; i < cf->cp_count; i++)
    if (cf->cp[i].tag == CF_MethodHandle) check_method_handle(p, i);
}

/* ---- class header, fields, methods ------------------------------------------------ */

/* JVMS 4.1 (as HotSpot applies it): the legal combinations of class flags. */
static void check_class_flags(Parser *p) {
  ClassFile *cf = p->cf;
  unsigned f = cf->flags;
  if ((f & ACC_INTERFACE) && cf->major < 50) f |= ACC_ABSTRACT; /* old compilers omitted it */
  int bad = ((f & ACC_ABSTRACT) && (f & ACC_FINAL)) ||
            ((f & ACC_INTERFACE) && !(f & ACC_ABSTRACT)) ||
            (cf->major >= 49 && (f & ACC_INTERFACE) && (f & (ACC_SUPER | ACC_ENUM))) ||
            (cf->major >= 49 && !(f & ACC_INTERFACE) && (f & ACC_ANNOTATION));
  if (bad && !(f & ACC_MODULE)) cf_fail(p, "illegal class modifiers 0x%04x", cf->flags);
  cf->flags = (uint16_t)f;
}

static void read_class_header(Parser *p) {
  ClassFile *cf = p->cf;
  cf->flags = cf_u2(p, "access flags");
  check_class_flags(p);
  cf->this_name = cf_want_class(p, cf_u2(p, "this_class"), "this_class");
  if (cf->this_name[0] == '[') cf_fail(p, "this_class is an array type");
  uint16_t super = cf_u2(p, "super_class");
  if (super == 0) {
    if (strcmp(cf->this_name, "java/lang/Object") != 0 && !(cf->flags & ACC_MODULE))
      cf_fail(p, "class %.200s has no superclass", cf->this_name);
  } else {
    cf->super_name = cf_want_class(p, super, "super_class");
    if (cf->super_name[0] == '[') cf_fail(p, "super_class is an array type");
    if ((cf->flags & ACC_INTERFACE) && strcmp(cf->super_name, "java/lang/Object") != 0)
      cf_fail(p, "interface %.200s must have java/lang/Object as superclass", cf->this_name);
  }
  cf->ninterfaces = cf_u2(p, "interface count");
  cf_need(p, 2u * cf->ninterfaces, "interfaces");
  cf->interfaces = cf_alloc(p, cf->ninterfaces * sizeof(char *));
  for (unsigned i = 0; i < cf->ninterfaces; i++) {
    cf->interfaces[i] = cf_want_class(p, cf_u2(p, "interface"), "an interface");
    if (cf->interfaces[i][0] == '[') cf_fail(p, "interface %u is an array type", i);
  }
}

/* JVMS 2.9.2: in version 51+ <clinit> must be static; before, its other flags
 * are ignored.  Either way only ACC_STATIC (and old ACC_STRICT) is kept. */
static void fix_clinit_flags(Parser *p, CfMember *m) {
  if (p->cf->major < 51) {
    m->flags = ACC_STATIC;
  } else if (!(m->flags & ACC_STATIC)) {
    cf_fail(p, "method <clinit> is not static");
  } else {
    m->flags &= ACC_STATIC | (p->cf->major <= 60 ? ACC_STRICT : 0);
  }
}

static void check_method_sig(Parser *p, CfMember *m, const char *w) {
  if (!cf_valid_unqualified_name(m->name, 1)) cf_fail(p, "bad method name \"%.200s\"", m->name);
  if (!cf_valid_method_desc(m->desc))
    cf_fail(p, "bad method descriptor \"%.200s\" for method %.200s", m->desc, m->name);
  int special = m->name[0] == '<';
  if (special && cf_ret_slots(m->desc) != 0) cf_fail(p, "%s must return void", w);
  if (strcmp(m->name, "<clinit>") == 0) {
    if (strcmp(m->desc, "()V") != 0 && p->cf->major >= 51)
      cf_fail(p, "%s must take no arguments", w);
    fix_clinit_flags(p, m);
  }
  /* JVMS 4.3.3: at most 255 slots of parameters, counting 'this' */
  if (cf_arg_slots(m->desc) + !(m->flags & ACC_STATIC) > 255)
    cf_fail(p, "%s has more than 255 parameter slots", w);
}

static void read_member(Parser *p, CfMember *m, int is_method, unsigned i) {
  char what[48], w[300];
  cf_context(what, sizeof what, 40, is_method ? "the name of method " : "the name of field ", NULL,
             (long)i, NULL);
  m->flags = cf_u2(p, "access flags");
  m->name = cf_want_utf8(p, cf_u2(p, "member name"), what);
  cf_context(what, sizeof what, 40,
             is_method ? "the descriptor of method " : "the descriptor of field ", NULL, (long)i,
             NULL);
  m->desc = cf_want_utf8(p, cf_u2(p, "member descriptor"), what);
  if (is_method) {
    cf_context(w, sizeof w, 120, "method ", m->name, -1, m->desc);
    check_method_sig(p, m, w);
  } else {
    cf_context(w, sizeof w, 200, "field ", m->name, -1, NULL);
    if (!cf_valid_unqualified_name(m->name, 0)) cf_fail(p, "bad field name \"%.200s\"", m->name);
    if (!cf_valid_field_desc(m->desc))
      cf_fail(p, "bad field descriptor \"%.200s\" for %s", m->desc, w);
  }
  p->where = w;
  if (is_method)
    cf_method_attributes(p, m);
  else
    cf_field_attributes(p, m);
  p->where = NULL;
}

static int member_cmp(const void *a, const void *b) {
  const CfMember *x = *(const CfMember *const *)a, *y = *(const CfMember *const *)b;
  int c = strcmp(x->name, y->name);
  return c ? c : strcmp(x->desc, y->desc);
}

/* JVMS 4.5, 4.6: no two fields (methods) share name and descriptor. */
static void check_duplicates(Parser *p, CfMember *ms, unsigned n, const char *kind) {
  if (n < 2) return;
  const CfMember **v = cf_alloc(p, n * sizeof *v);
  for (unsigned i = 0; i < n; i++)
    v[i] = &ms[i];
  qsort(v, n, sizeof *v, member_cmp);
  for (unsigned i = 1; i < n; i++)
    if (member_cmp(&v[i - 1], &v[i]) == 0)
      cf_fail(p, "duplicate %s %.200s %.200s", kind, v[i]->name, v[i]->desc);
}

static void read_members(Parser *p, int is_method) {
  ClassFile *cf = p->cf;
  uint16_t n = cf_u2(p, is_method ? "method count" : "field count");
  /* each member takes at least 8 bytes: refuse absurd counts before allocating */
  cf_need(p, 8u * n, is_method ? "methods" : "fields");
  CfMember *ms = cf_alloc(p, n * sizeof(CfMember));
  for (unsigned i = 0; i < n; i++)
    read_member(p, &ms[i], is_method, i);
  check_duplicates(p, ms, n, is_method ? "method" : "field");
  if (is_method)
    cf->nmethods = n, cf->methods = ms;
  else
    cf->nfields = n, cf->fields = ms;
}

/* Dynamic and InvokeDynamic entries name a bootstrap method by index. */
static void check_bootstrap_indexes(Parser *p) {
  ClassFile *cf = p->cf;
  for (unsigned i = 1; i < cf->cp_count; i++) {
    const CfConst *c = &cf->cp[i];
    if ((c->tag == CF_Dynamic || c->tag == CF_InvokeDynamic) && c->u.dyn.bsm >= cf->nbootstrap)
      cf_fail(p, "%s entry %u uses bootstrap method %u, but the class has %u", tag_names[c->tag], i,
              c->u.dyn.bsm, cf->nbootstrap);
  }
}

static void parse_class(Parser *p) {
  ClassFile *cf = p->cf;
  uint32_t magic = cf_u4(p, "magic");
  if (magic != 0xCAFEBABE) cf_fail(p, "bad magic 0x%08X", magic);
  cf->minor = cf_u2(p, "minor version");
  cf->major = cf_u2(p, "major version");
  if (cf->major < 45 || cf->major > 61)
    cf_fail(p, "unsupported class file version %u.%u", cf->major, cf->minor);
  read_constant_pool(p);
  read_class_header(p);
  read_members(p, 0);
  read_members(p, 1);
  p->where = "the class";
  cf_class_attributes(p);
  if (p->pos != p->len)
    cf_fail(p, "%zu trailing bytes after the end of the class file (byte %zu)", p->len - p->pos,
            p->pos);
  check_bootstrap_indexes(p);
}

/* The only frame that holds a jmp_buf: its sole local is the pointer p,
 * never modified, so nothing here is clobbered by longjmp. */
static int parse_guarded(Parser *p, const char *origin) {
  if (setjmp(p->jb)) return -1;
  ClassFile *cf = cf_alloc(p, sizeof(ClassFile));
  cf->arena_ = p->arena;
  cf->origin = dup_str(p, origin, strlen(origin));
  p->cf = cf;
  parse_class(p);
  return 0;
}

int cf_parse(const uint8_t *data, size_t len, const char *origin, ClassFile **out, char *err,
             size_t errlen) {
  if (!origin) origin = "<class file>";
  if (err && errlen)
    err[0] = '\0';
  else
    err = NULL, errlen = 0;
  *out = NULL;
  Parser p = {.d = data, .len = len, .end = len, .err = err, .errlen = errlen};
  p.arena = calloc(1, sizeof(Arena));
  if (!p.arena) {
    if (errlen) snprintf(err, errlen, "%s: out of memory", origin);
    return -1;
  }
  if (parse_guarded(&p, origin) < 0) {
    arena_free(p.arena);
    return -1;
  }
  *out = p.cf;
  return 0;
}

void cf_free(ClassFile *cf) {
  if (cf) arena_free(cf->arena_);
}

int cf_line_for_pc(const CfCode *code, uint32_t pc) {
  if (!code) return -1;
  /* Like HotSpot: an exact entry wins, else the nearest start below pc. */
  int best = -1;
  uint32_t best_pc = 0;
  for (uint32_t i = 0; i < code->nlines; i++) {
    const CfLine *l = &code->lines[i];
    if (l->start_pc == pc) return l->line;
    if (l->start_pc < pc && (best < 0 || l->start_pc >= best_pc)) {
      best = l->line;
      best_pc = l->start_pc;
    }
  }
  return best;
}
