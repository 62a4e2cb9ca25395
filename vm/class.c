/* class.c -- loading, linking and symbolic resolution (JVMS chapter 5).
 *
 * A class is loaded, its superclass and interfaces loaded, its fields laid
 * out and its vtable built in one step (cls_load); initialisation is separate
 * and driven by the interpreter (init.c).  Class metadata is immutable after
 * loading: all mutable class state (statics, init state) lives in the mirror. */
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "vm/class.h"
#include "vm/exception.h"
#include "vm/heap.h"
#include "util/util.h"

/* ---- class table ---- */

static uint32_t ptr_hash(const void *p) {
  uintptr_t x = (uintptr_t)p;
  x ^= x >> 17;
  x *= 0xed5ad4bbu;
  x ^= x >> 11;
  return (uint32_t)x;
}

static Class *table_get(VM *vm, const char *iname) {
  if (!vm->class_table_cap) return NULL;
  for (Class *c = vm->class_table[ptr_hash(iname) & (vm->class_table_cap - 1)]; c; c = c->hash_next)
    if (c->name == iname) return c;
  return NULL;
}

static void table_put(VM *vm, Class *c) {
  if (vm->nclasses * 2 >= vm->class_table_cap) {
    uint32_t ncap = vm->class_table_cap ? vm->class_table_cap * 2 : 1024;
    Class **nt = vm_calloc(vm, "class metadata", ncap, sizeof *nt);
    for (uint32_t i = 0; i < vm->nclasses; i++) {
      Class *k = vm->classes[i];
      uint32_t j = ptr_hash(k->name) & (ncap - 1);
      k->hash_next = nt[j];
      nt[j] = k;
    }
    free(vm->class_table);
    vm->class_table = nt;
    vm->class_table_cap = ncap;
  }
  if (!GROW(vm->classes, vm->nclasses + 1, vm->classes_cap, 1024))
    vm_fatal(vm, "out of memory (class table)");
  c->id = vm->nclasses;
  c->name_hash = XXH3_64bits(c->name, strlen(c->name));
  vm->sorted_classes = realloc(vm->sorted_classes, vm->classes_cap * sizeof *vm->sorted_classes);
  if (!vm->sorted_classes) vm_fatal(vm, "out of memory (class table)");
  uint32_t at = vm->nclasses; /* insertion into the by-name order */
  while (at > 0 && strcmp(vm->sorted_classes[at - 1]->name, c->name) > 0) {
    vm->sorted_classes[at] = vm->sorted_classes[at - 1];
    at--;
  }
  vm->sorted_classes[at] = c;
  vm->classes[vm->nclasses++] = c;
  uint32_t j = ptr_hash(c->name) & (vm->class_table_cap - 1);
  c->hash_next = vm->class_table[j];
  vm->class_table[j] = c;
}

/* ---- mirrors ---- */

void cls_make_mirror(VM *vm, Class *c) {
  if (c->mirror || !vm->c_class) return;
  bool was = vm->heap.alloc_perm;
  vm->heap.alloc_perm = true;
  Ref m = heap_new_sized(vm, vm->c_class, MIRROR_STATICS + c->nstatic_slots);
  vm->heap.alloc_perm = was;
  if (!m) vm_fatal(vm, "heap limit too small to load class %s", c->name);
  Object *o = heap_obj(vm, m);
  o->data[MIRROR_CLASS_ID].i = (int32_t)c->id;
  /* arrays and primitives need no initialisation */
  o->data[MIRROR_INIT_STATE].i = c->kind == CK_INSTANCE ? INIT_NONE : INIT_DONE;
  c->mirror = m;
}

Class *cls_of_mirror(VM *vm, Ref mirror) {
  return vm->classes[heap_obj(vm, mirror)->data[MIRROR_CLASS_ID].i];
}

int cls_init_state(VM *vm, Class *c) { return heap_obj(vm, c->mirror)->data[MIRROR_INIT_STATE].i; }

void cls_set_init_state(VM *vm, Class *c, int state, uint32_t thread_id) {
  Object *o = heap_obj(vm, c->mirror);
  heap_touch(vm, c->mirror);
  vm->init_changes++;
  o->data[MIRROR_INIT_STATE].i = state;
  o->data[MIRROR_INIT_THREAD].i = (int32_t)thread_id;
}

/* ---- primitive and array classes ---- */

static const struct {
  char ty;
  const char *name;
  uint8_t size;
} prims[] = {
    {TY_BOOLEAN, "boolean", 1}, {TY_BYTE, "byte", 1},     {TY_CHAR, "char", 2},
    {TY_SHORT, "short", 2},     {TY_INT, "int", 4},       {TY_LONG, "long", 8},
    {TY_FLOAT, "float", 4},     {TY_DOUBLE, "double", 8}, {TY_VOID, "void", 0},
};

static uint8_t elem_size(char ty) {
  for (size_t i = 0; i < sizeof prims / sizeof prims[0]; i++)
    if (prims[i].ty == ty) return prims[i].size;
  return sizeof(Ref);
}

Class *cls_prim(VM *vm, char ty) {
  Class *c = vm->c_prim[(unsigned char)ty];
  if (c) return c;
  for (size_t i = 0; i < sizeof prims / sizeof prims[0]; i++) {
    if (prims[i].ty != ty) continue;
    c = vm_calloc(vm, "class metadata", 1, sizeof *c);
    c->name = sym_intern(vm, prims[i].name);
    c->kind = CK_PRIMITIVE;
    c->elem_type = ty;
    c->flags = ACC_PUBLIC | ACC_FINAL | ACC_ABSTRACT;
    c->linked = true;
    table_put(vm, c);
    cls_make_mirror(vm, c);
    vm->c_prim[(unsigned char)ty] = c;
    return c;
  }
  vm_panic("no primitive type '%c'", ty);
}

Class *cls_array_of(VM *vm, Class *elem) {
  if (elem->array_class) return elem->array_class;
  char buf[1024];
  if (elem->kind == CK_PRIMITIVE)
    snprintf(buf, sizeof buf, "[%c", elem->elem_type);
  else if (elem->kind == CK_ARRAY)
    snprintf(buf, sizeof buf, "[%s", elem->name);
  else
    snprintf(buf, sizeof buf, "[L%s;", elem->name);
  const char *name = sym_intern(vm, buf);
  Class *c = table_get(vm, name);
  if (!c) {
    c = vm_calloc(vm, "class metadata", 1, sizeof *c);
    c->name = name;
    c->kind = CK_ARRAY;
    c->component = elem;
    c->elem_type = elem->kind == CK_PRIMITIVE ? elem->elem_type : TY_REF;
    c->elem_size = elem_size(c->elem_type);
    c->super = vm->c_object;
    c->flags =
        (elem->flags & (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED)) | ACC_FINAL | ACC_ABSTRACT;
    c->nifaces = 2;
    c->ifaces = vm_calloc(vm, "class metadata", 2, sizeof(Class *));
    c->ifaces[0] = vm->c_cloneable;
    c->ifaces[1] = vm->c_serializable;
    c->vtable = vm->c_object->vtable;
    c->vtable_len = vm->c_object->vtable_len;
    c->linked = true;
    table_put(vm, c);
    cls_make_mirror(vm, c);
  }
  elem->array_class = c;
  return c;
}

Class *cls_from_desc(VM *vm, const char *d, size_t len) {
  switch (d[0]) {
  case 'L': {
    char buf[1024];
    if (len < 3 || len - 2 >= sizeof buf) return NULL;
    memcpy(buf, d + 1, len - 2);
    buf[len - 2] = 0;
    return cls_load(vm, buf);
  }
  case '[': {
    Class *e = cls_from_desc(vm, d + 1, len - 1);
    return e ? cls_array_of(vm, e) : NULL;
  }
  default: return cls_prim(vm, d[0]);
  }
}

/* ---- loading instance classes ---- */

static char desc_type(const char *d) { return (d[0] == 'L' || d[0] == '[') ? TY_REF : d[0]; }

static void layout_fields(VM *vm, Class *c) {
  ClassFile *cf = c->cf;
  c->nfields = cf->nfields;
  c->fields = vm_calloc(vm, "class metadata", cf->nfields, sizeof(Field));
  uint32_t inst = c->super ? c->super->ninst_slots : 0, stat = 0, nref = 0, nsref = 0;
  for (uint16_t i = 0; i < cf->nfields; i++) {
    Field *f = &c->fields[i];
    const CfMember *m = &cf->fields[i];
    f->cls = c;
    f->name = sym_intern(vm, m->name);
    f->desc = sym_intern(vm, m->desc);
    f->flags = m->flags;
    f->type = desc_type(m->desc);
    f->const_value = m->const_value;
    if (f->flags & ACC_STATIC) {
      f->slot = stat++;
      nsref += f->type == TY_REF;
    } else {
      f->slot = inst++;
      nref += f->type == TY_REF;
    }
  }
  c->ninst_slots = inst;
  c->nstatic_slots = stat;
  uint32_t inherited = c->super ? c->super->nref_slots : 0;
  c->nref_slots = inherited + nref;
  c->ref_slots = vm_calloc(vm, "class metadata", c->nref_slots, sizeof(uint32_t));
  if (inherited) memcpy(c->ref_slots, c->super->ref_slots, inherited * sizeof(uint32_t));
  c->nstatic_ref_slots = nsref;
  c->static_ref_slots = vm_calloc(vm, "class metadata", nsref, sizeof(uint32_t));
  nref = inherited;
  nsref = 0;
  for (uint16_t i = 0; i < c->nfields; i++) {
    Field *f = &c->fields[i];
    if (f->type != TY_REF) continue;
    if (f->flags & ACC_STATIC)
      c->static_ref_slots[nsref++] = f->slot;
    else
      c->ref_slots[nref++] = f->slot;
  }
}

static void register_method(VM *vm, Method *m) {
  if (!GROW(vm->methods, vm->nmethods + 1, vm->methods_cap, 4096))
    vm_fatal(vm, "out of memory (method table)");
  m->id = vm->nmethods;
  vm->methods[vm->nmethods++] = m;
}

static void make_methods(VM *vm, Class *c) {
  ClassFile *cf = c->cf;
  c->nmethods = cf->nmethods;
  c->methods = vm_calloc(vm, "class metadata", cf->nmethods, sizeof(Method));
  const char *clinit = sym_intern(vm, "<clinit>");
  for (uint16_t i = 0; i < cf->nmethods; i++) {
    Method *m = &c->methods[i];
    const CfMember *cm = &cf->methods[i];
    m->cls = c;
    m->name = sym_intern(vm, cm->name);
    m->desc = sym_intern(vm, cm->desc);
    m->flags = cm->flags;
    m->vtable_index = -1;
    m->code = cm->code;
    if (cm->code) {
      m->max_stack = cm->code->max_stack;
      m->max_locals = cm->code->max_locals;
      m->bytecode = cm->code->code;
    }
    m->arg_slots = (uint16_t)(cf_arg_slots(m->desc) + !(m->flags & ACC_STATIC));
    const char *r = strchr(m->desc, ')') + 1;
    m->ret_type = r[0] == 'V' ? TY_VOID : desc_type(r);
    if (m->name == clinit && (m->flags & ACC_STATIC)) c->clinit = m;
    register_method(vm, m);
  }
}

static bool is_virtual(VM *vm, Method *m) {
  return !(m->flags & (ACC_STATIC | ACC_PRIVATE)) && m->name[0] != '<';
}

static int vt_find(Method **vt, uint32_t n, Method *m) {
  for (uint32_t i = 0; i < n; i++)
    if (vt[i]->name == m->name && vt[i]->desc == m->desc) return (int)i;
  return -1;
}

typedef struct VtBuild {
  Method **v;
  uint32_t n, cap;
} VtBuild;

static void vt_append(VM *vm, VtBuild *b, Method *m) {
  if (!GROW(b->v, b->n + 1, b->cap, 16)) vm_fatal(vm, "out of memory (vtable)");
  b->v[b->n++] = m;
}

/* Merge the methods of interface i (and its superinterfaces) into the vtable:
 * default methods fill gaps and replace less specific defaults (JVMS 5.4.3.3). */
static void vt_add_iface(VM *vm, VtBuild *b, Class *i) {
  for (uint16_t k = 0; k < i->nmethods; k++) {
    Method *m = &i->methods[k];
    if (!is_virtual(vm, m)) continue;
    int at = vt_find(b->v, b->n, m);
    if (at < 0) {
      vt_append(vm, b, m);
      continue;
    }
    Method *old = b->v[at];
    bool old_from_iface = (old->cls->flags & ACC_INTERFACE) != 0;
    if (!old_from_iface) continue; /* a class's method always wins */
    bool m_default = !(m->flags & ACC_ABSTRACT);
    if (m_default && ((old->flags & ACC_ABSTRACT) || cls_is_subclass(m->cls, old->cls)))
      b->v[at] = m;
  }
  for (uint16_t k = 0; k < i->nifaces; k++)
    vt_add_iface(vm, b, i->ifaces[k]);
}

bool cls_same_package(const char *a, const char *b) {
  const char *sa = strrchr(a, '/'), *sb = strrchr(b, '/');
  size_t la = sa ? (size_t)(sa - a) : 0, lb = sb ? (size_t)(sb - b) : 0;
  return la == lb && strncmp(a, b, la) == 0;
}

/* JVMS 5.4.5: m overrides what a vtable slot holds when that is public or
 * protected, or package-private in m's own package.  A package-private
 * method of another package is not overridden: m takes a slot of its own,
 * and a call resolved to the other method still selects it. */
static bool overrides(const Method *m, const Method *old) {
  if (old->name != m->name || old->desc != m->desc) return false;
  return (old->flags & (ACC_PUBLIC | ACC_PROTECTED)) ||
         cls_same_package(m->cls->name, old->cls->name);
}

static void build_vtable(VM *vm, Class *c) {
  if (c->flags & ACC_INTERFACE) return;
  VtBuild b = {0};
  if (c->super)
    for (uint32_t i = 0; i < c->super->vtable_len; i++)
      vt_append(vm, &b, c->super->vtable[i]);
  uint32_t inherited = b.n;
  for (uint16_t k = 0; k < c->nmethods; k++) {
    Method *m = &c->methods[k];
    if (!is_virtual(vm, m)) continue;
    m->vtable_index = -1;
    for (uint32_t i = 0; i < inherited; i++) /* every slot it overrides: a chain may have two */
      if (overrides(m, b.v[i])) {
        b.v[i] = m;
        if (m->vtable_index < 0) m->vtable_index = (int32_t)i;
      }
    if (m->vtable_index < 0) {
      m->vtable_index = (int32_t)b.n;
      vt_append(vm, &b, m);
    }
  }
  for (Class *k = c; k; k = k->super)
    for (uint16_t j = 0; j < k->nifaces; j++)
      vt_add_iface(vm, &b, k->ifaces[j]);
  c->vtable = b.v;
  c->vtable_len = b.n;
}

static Class *define_class(VM *vm, const char *name, ClassFile *cf) {
  Class *c = vm_calloc(vm, "class metadata", 1, sizeof *c);
  c->name = name;
  c->cf = cf;
  c->kind = CK_INSTANCE;
  c->flags = cf->flags;
  c->cpcache = vm_calloc(vm, "class metadata", cf->cp_count, sizeof(void *));
  table_put(vm, c); /* before the supers, so a circular hierarchy is caught below */
  char who[600];
  snprintf(who, sizeof who, "%s (superclass of %s)", cf->super_name ? cf->super_name : "", name);
  if (cf->super_name) {
    c->super = cls_require(vm, cf->super_name, name);
    if (!c->super->linked)
      vm_fatal(vm, "%s: class circularity involving %s", cf->origin, c->super->name);
    if (c->super->flags & ACC_INTERFACE)
      vm_fatal(vm, "%s: class %s has interface %s as superclass", cf->origin, name, c->super->name);
  } else if (strcmp(name, "java/lang/Object") != 0) {
    vm_fatal(vm, "%s: class %s has no superclass", cf->origin, name);
  }
  c->nifaces = cf->ninterfaces;
  c->ifaces = vm_calloc(vm, "class metadata", cf->ninterfaces, sizeof(Class *));
  for (uint16_t i = 0; i < cf->ninterfaces; i++) {
    c->ifaces[i] = cls_require(vm, cf->interfaces[i], name);
    if (!(c->ifaces[i]->flags & ACC_INTERFACE))
      vm_fatal(vm, "%s: %s implements class %s as an interface", cf->origin, name,
               c->ifaces[i]->name);
  }
  c->is_throwable =
      c->super && (c->super->is_throwable || strcmp(name, "java/lang/Throwable") == 0);
  if (strcmp(name, "java/lang/Throwable") == 0) c->is_throwable = true;
  layout_fields(vm, c);
  make_methods(vm, c);
  build_vtable(vm, c);
  c->linked = true;
  cls_make_mirror(vm, c);
  return c;
}

Class *cls_load(VM *vm, const char *name) {
  const char *iname = sym_intern(vm, name);
  Class *c = table_get(vm, iname);
  if (c) return c;
  if (iname[0] == '[') {
    size_t n = strlen(iname);
    if (!cf_valid_field_desc(iname)) return NULL;
    return cls_from_desc(vm, iname, n);
  }
  uint8_t *data;
  size_t len;
  char origin[1024], err[1200];
  int found = cp_find(vm->cp, iname, &data, &len, origin, sizeof origin, err, sizeof err);
  if (found < 0) vm_fatal(vm, "%s", err);
  if (found == 0) return NULL;
  ClassFile *cf;
  int rc = cf_parse(data, len, origin, &cf, err, sizeof err);
  free(data);
  if (rc != 0) vm_fatal(vm, "%s", err);
  if (strcmp(cf->this_name, iname) != 0)
    vm_fatal(vm, "%s: wrong name: contains class %s, expected %s", origin, cf->this_name, iname);
  c = define_class(vm, iname, cf);
  size_t jl = vm->opt.jlib ? strlen(vm->opt.jlib) : 0;
  if (c && jl && !strncmp(origin, vm->opt.jlib, jl) && origin[jl] == '!') c->library = true;
  return c;
}

/* A class built in memory (vm/synth.c), defined like a loaded one. */
Class *cls_define_synthetic(VM *vm, ClassFile *cf) {
  const char *iname = sym_intern(vm, cf->this_name);
  if (table_get(vm, iname)) vm_panic("synthesized class %s is already defined", iname);
  Class *c = define_class(vm, iname, cf);
  if (c) c->library = true; /* lambda and record glue: traces look through it */
  return c;
}

Class *cls_require(VM *vm, const char *name, const char *needed_by) {
  Class *c = cls_load(vm, name);
  if (!c) {
    char jn[512];
    cls_java_name(name, jn, sizeof jn);
    vm_fatal(vm, "class %s not found on the class path (needed by %s)", jn, needed_by);
  }
  return c;
}

/* ---- subtyping ---- */

bool cls_is_subclass(Class *sub, Class *sup) {
  if (sub == sup) return true;
  if (sup->flags & ACC_INTERFACE) {
    for (Class *k = sub; k; k = k->super)
      for (uint16_t i = 0; i < k->nifaces; i++)
        if (cls_is_subclass(k->ifaces[i], sup)) return true;
    return false;
  }
  for (Class *k = sub->super; k; k = k->super)
    if (k == sup) return true;
  return false;
}

/* JVMS checkcast/instanceof/aastore rules */
bool cls_assignable(VM *vm, Class *from, Class *to) {
  if (from == to) return true;
  if (from->kind == CK_ARRAY) {
    if (to->kind == CK_ARRAY) {
      Class *fe = from->component, *te = to->component;
      if (fe->kind == CK_PRIMITIVE || te->kind == CK_PRIMITIVE) return fe == te;
      return cls_assignable(vm, fe, te);
    }
    return to == vm->c_object || to == vm->c_cloneable || to == vm->c_serializable;
  }
  if (to->kind != CK_INSTANCE) return false;
  return cls_is_subclass(from, to);
}

/* ---- member lookup ---- */

Field *cls_find_field(Class *c, const char *name, const char *desc) {
  for (Class *k = c; k; k = k->super) {
    for (uint16_t i = 0; i < k->nfields; i++)
      if (k->fields[i].name == name && k->fields[i].desc == desc) return &k->fields[i];
    for (uint16_t i = 0; i < k->nifaces; i++) {
      Field *f = cls_find_field(k->ifaces[i], name, desc);
      if (f) return f;
    }
  }
  return NULL;
}

Method *cls_find_declared(Class *c, const char *name, const char *desc) {
  for (uint16_t i = 0; i < c->nmethods; i++)
    if (c->methods[i].name == name && c->methods[i].desc == desc) return &c->methods[i];
  return NULL;
}

static Method *find_in_ifaces(Class *c, const char *name, const char *desc) {
  Method *abstract_hit = NULL;
  for (uint16_t i = 0; i < c->nifaces; i++) {
    Method *m = cls_find_declared(c->ifaces[i], name, desc);
    if (!m) m = find_in_ifaces(c->ifaces[i], name, desc);
    if (m && !(m->flags & (ACC_STATIC | ACC_PRIVATE))) {
      if (!(m->flags & ACC_ABSTRACT)) return m;
      if (!abstract_hit) abstract_hit = m;
    }
  }
  return abstract_hit;
}

Method *cls_find_method(Class *c, const char *name, const char *desc) {
  for (Class *k = c; k; k = k->super) {
    Method *m = cls_find_declared(k, name, desc);
    if (m) return m;
  }
  for (Class *k = c; k; k = k->super) {
    Method *m = find_in_ifaces(k, name, desc);
    if (m) return m;
  }
  return NULL;
}

/* ---- virtual selection, with a cache for interface and miranda calls ---- */

typedef struct ItableEntry {
  Class *rc;
  Method *resolved, *target;
} ItableEntry;

static Method *select_slow(Class *rc, Method *m) {
  for (uint32_t i = 0; i < rc->vtable_len; i++)
    if (rc->vtable[i]->name == m->name && rc->vtable[i]->desc == m->desc) return rc->vtable[i];
  return NULL;
}

Method *cls_select(VM *vm, Class *rc, Method *m) {
  if (m->vtable_index >= 0 && !(m->cls->flags & ACC_INTERFACE)) {
    Method *t = rc->vtable[m->vtable_index];
    return (t->flags & ACC_ABSTRACT) ? NULL : t;
  }
  if (vm->itable_count * 2 >= vm->itable_cap) {
    uint32_t ncap = vm->itable_cap ? vm->itable_cap * 2 : 1024;
    ItableEntry *nt = vm_calloc(vm, "class metadata", ncap, sizeof *nt);
    for (uint32_t i = 0; i < vm->itable_cap; i++) {
      ItableEntry *e = &vm->itable[i];
      if (!e->rc) continue;
      uint32_t j = (ptr_hash(e->rc) ^ ptr_hash(e->resolved) * 31) & (ncap - 1);
      while (nt[j].rc)
        j = (j + 1) & (ncap - 1);
      nt[j] = *e;
    }
    free(vm->itable);
    vm->itable = nt;
    vm->itable_cap = ncap;
  }
  if (m->poly_of) return m; /* a signature polymorphic call: no override can exist */
  uint32_t j = (ptr_hash(rc) ^ ptr_hash(m) * 31) & (vm->itable_cap - 1);
  for (; vm->itable[j].rc; j = (j + 1) & (vm->itable_cap - 1))
    if (vm->itable[j].rc == rc && vm->itable[j].resolved == m) return vm->itable[j].target;
  Method *t = select_slow(rc, m);
  if (t && (t->flags & ACC_ABSTRACT)) t = NULL;
  vm->itable[j] = (ItableEntry){rc, m, t};
  vm->itable_count++;
  return t;
}

/* ---- constant-pool resolution, cached in cpcache ---- */

/* Remember that class name, needed by `by`, is missing: an uncaught
 * NoClassDefFoundError for it ends the VM with a host error (cls_missing_error). */
static void note_missing(VM *vm, const char *name, const char *by) {
  for (uint32_t i = 0; i < vm->nmissing; i++)
    if (!strncmp(vm->missing[i], name, strlen(name)) && vm->missing[i][strlen(name)] == '\t')
      return;
  char **v = realloc(vm->missing, (vm->nmissing + 1) * sizeof(char *));
  if (!v) return;
  vm->missing = v;
  size_t n = strlen(name) + strlen(by) + 2;
  if ((v[vm->nmissing] = malloc(n))) snprintf(v[vm->nmissing++], n, "%s\t%s", name, by);
}

Class *cls_resolve_class(VM *vm, JThread *t, Class *c, uint16_t idx) {
  Class *k = c->cpcache[idx];
  if (k) return k;
  const char *name = cf_class_name(c->cf, idx);
  k = cls_load(vm, name);
  if (!k && t) { /* as java: NoClassDefFoundError, which the program may catch */
    note_missing(vm, name, c->name);
    exc_throw_new(vm, t, "java/lang/NoClassDefFoundError", "%s", name);
    return NULL;
  }
  if (!k) cls_require(vm, name, c->name);
  c->cpcache[idx] = k;
  return k;
}

bool cls_missing_error(VM *vm, Ref ex, char *msg, size_t n) {
  if (!ex || !vm->nmissing) return false;
  Object *o = heap_obj(vm, ex);
  Field *f = cls_find_field(vm->c_throwable, sym_intern(vm, "detailMessage"),
                            sym_intern(vm, "Ljava/lang/String;"));
  if (!f || strcmp(o->cls->name, "java/lang/NoClassDefFoundError") != 0) return false;
  Ref s = o->data[f->slot].r;
  char *text = s ? str_to_utf8(vm, s) : NULL;
  bool found = false;
  for (uint32_t i = 0; text && i < vm->nmissing && !found; i++) {
    const char *tab = strchr(vm->missing[i], '\t');
    if (strlen(text) != (size_t)(tab - vm->missing[i]) ||
        strncmp(text, vm->missing[i], (size_t)(tab - vm->missing[i])) != 0)
      continue;
    char in[512], jn[512], by[512];
    snprintf(in, sizeof in, "%.*s", (int)(tab - vm->missing[i]), vm->missing[i]);
    cls_java_name(in, jn, sizeof jn);
    cls_java_name(tab + 1, by, sizeof by);
    snprintf(msg, n, "class %s not found on the class path (needed by %s)", jn, by);
    found = true;
  }
  free(text);
  return found;
}

Field *cls_resolve_field(VM *vm, JThread *t, Class *c, uint16_t idx) {
  Field *f = c->cpcache[idx];
  if (f) return f;
  const CfConst *e = &c->cf->cp[idx];
  Class *owner = cls_resolve_class(vm, t, c, e->u.ref.cls);
  if (!owner) return NULL;
  const char *name = sym_intern(vm, cf_nat_name(c->cf, e->u.ref.nat));
  const char *desc = sym_intern(vm, cf_nat_desc(c->cf, e->u.ref.nat));
  f = cls_find_field(owner, name, desc);
  if (!f) {
    char jn[512];
    cls_java_name(owner->name, jn, sizeof jn);
    exc_throw_new(vm, t, "java/lang/NoSuchFieldError", "%s", name);
    return NULL;
  }
  c->cpcache[idx] = f;
  return f;
}

/* JVMS 2.9.3: a method of MethodHandle or VarHandle declared native and
 * varargs with one Object[] parameter is signature polymorphic. */
static bool is_polymorphic(const Method *m) {
  return (m->flags & (ACC_NATIVE | ACC_VARARGS)) == (ACC_NATIVE | ACC_VARARGS) &&
         !strncmp(m->desc, "([Ljava/lang/Object;)", 21) &&
         (!strcmp(m->cls->name, "java/lang/invoke/VarHandle") ||
          !strcmp(m->cls->name, "java/lang/invoke/MethodHandle"));
}

/* The method a call site with descriptor desc invokes for the signature
 * polymorphic method decl (JVMS 5.4.3.3): a native like decl whose argument
 * slots and result follow desc, made once per descriptor.  It is no vtable
 * entry: a virtual call selects it itself (cls_select). */
static Method *polymorphic_invoker(VM *vm, Method *decl, const char *desc) {
  for (uint32_t i = 0; i < vm->ninvokers; i++)
    if (vm->invokers[i]->poly_of == decl && vm->invokers[i]->desc == desc) return vm->invokers[i];
  if (!GROW(vm->invokers, vm->ninvokers + 1, vm->invokers_cap, 16))
    vm_fatal(vm, "out of memory (method table)");
  Method *m = vm_calloc(vm, "class metadata", 1, sizeof *m);
  m->cls = decl->cls;
  m->name = decl->name;
  m->desc = desc;
  m->flags = decl->flags & ~ACC_VARARGS;
  m->vtable_index = -1;
  m->arg_slots = (uint16_t)(cf_arg_slots(desc) + 1);
  const char *r = strchr(desc, ')') + 1;
  m->ret_type = r[0] == 'V' ? TY_VOID : desc_type(r);
  m->poly_of = decl;
  register_method(vm, m);
  vm->invokers[vm->ninvokers++] = m;
  return m;
}

/* The signature polymorphic method named name that owner declares, or NULL. */
static Method *find_polymorphic(Class *owner, const char *name) {
  for (uint16_t i = 0; i < owner->nmethods; i++)
    if (owner->methods[i].name == name && is_polymorphic(&owner->methods[i]))
      return &owner->methods[i];
  return NULL;
}

Method *cls_resolve_method(VM *vm, JThread *t, Class *c, uint16_t idx) {
  Method *m = c->cpcache[idx];
  if (m) return m;
  const CfConst *e = &c->cf->cp[idx];
  Class *owner = cls_resolve_class(vm, t, c, e->u.ref.cls);
  if (!owner) return NULL;
  const char *name = sym_intern(vm, cf_nat_name(c->cf, e->u.ref.nat));
  const char *desc = sym_intern(vm, cf_nat_desc(c->cf, e->u.ref.nat));
  if (owner->kind == CK_ARRAY) owner = vm->c_object; /* clone() and Object's methods on arrays */
  m = cls_find_method(owner, name, desc);
  if (!m && (owner->flags & ACC_INTERFACE)) m = cls_find_method(vm->c_object, name, desc);
  Method *poly = m ? NULL : find_polymorphic(owner, name);
  if (poly) m = polymorphic_invoker(vm, poly, desc);
  if (!m) {
    char sig[1024];
    cls_method_signature(owner->name, name, desc, sig, sizeof sig);
    exc_throw_new(vm, t, "java/lang/NoSuchMethodError", "'%s'", sig);
    return NULL;
  }
  c->cpcache[idx] = m;
  return m;
}

/* ---- names ---- */

/* A bounded text being written: what does not fit is cut off. */
typedef struct StrBuf {
  char *buf;
  size_t cap, len;
} StrBuf;

static void sb_putc(StrBuf *sb, char c) {
  if (sb->len + 1 < sb->cap) sb->buf[sb->len++] = c;
  if (sb->cap) sb->buf[sb->len] = 0;
}

static void sb_puts(StrBuf *sb, const char *s) {
  while (*s)
    sb_putc(sb, *s++);
}

/* One type of a descriptor at d as java writes it ("int", "java.lang.String[]")
 * into buf; the descriptor after it. */
static const char *external_type(const char *d, StrBuf *sb) {
  uint32_t dims = 0;
  while (*d == '[')
    d++, dims++;
  static const char *const prim[] = {"byte", "char",  "double",  "float", "int",
                                     "long", "short", "boolean", "void"};
  const char *codes = "BCDFIJSZV", *at = *d ? strchr(codes, *d) : NULL;
  if (*d == 'L') {
    const char *end = strchr(d, ';');
    if (!end) return d + strlen(d);
    for (const char *p = d + 1; p < end; p++)
      sb_putc(sb, *p == '/' ? '.' : *p);
    d = end + 1;
  } else if (at) {
    sb_puts(sb, prim[at - codes]);
    d++;
  } else {
    return d + strlen(d); /* not a descriptor: what the verifier would have refused */
  }
  while (dims--)
    sb_puts(sb, "[]");
  return d;
}

void cls_method_signature(const char *cls, const char *name, const char *desc, char *buf,
                          size_t n) {
  StrBuf sb = {buf, n, 0};
  if (n) buf[0] = 0;
  const char *ret = strchr(desc, ')');
  if (ret) external_type(ret + 1, &sb);
  sb_putc(&sb, ' ');
  for (const char *p = cls; *p; p++)
    sb_putc(&sb, *p == '/' ? '.' : *p);
  sb_putc(&sb, '.');
  sb_puts(&sb, name);
  sb_putc(&sb, '(');
  for (const char *d = desc + (desc[0] == '('); ret && d < ret;) {
    if (d > desc + 1) sb_puts(&sb, ", ");
    d = external_type(d, &sb);
  }
  sb_putc(&sb, ')');
}

void cls_java_name(const char *internal, char *buf, size_t n) {
  snprintf(buf, n, "%s", internal);
  for (char *p = buf; *p; p++)
    if (*p == '/') *p = '.';
}

const char *cls_source_file(Class *c) { return c->cf ? c->cf->source_file : NULL; }
