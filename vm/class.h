/* class.h -- loading, linking and lookups (JVMS chapter 5). */
#ifndef JPOR_CLASS_H
#define JPOR_CLASS_H

#include "vm/vm.h"

/* Load and link a class by internal name ("java/util/ArrayList", "[I",
 * "[Ljava/lang/String;").  Returns NULL when it is not on the class path.
 * A malformed class file is a host error (vm_fatal: cli/ prints it, exit 2). */
Class *cls_load(VM *vm, const char *name);
/* Is ex an uncaught NoClassDefFoundError for a class found missing on
 * resolution?  Then msg gets the host error's line ("class X not found on
 * the class path (needed by Y)"): a program that does not catch it ends as
 * with a bad class path, exit 2. */
bool cls_missing_error(VM *vm, Ref ex, char *msg, size_t n);
/* Like cls_load, but a missing class is a host error naming who needed it. */
Class *cls_require(VM *vm, const char *name, const char *needed_by);
/* Define a class built in memory (vm/synth.c) under cf->this_name, which must
 * not be taken yet.  cf must live as long as the VM. */
Class *cls_define_synthetic(VM *vm, ClassFile *cf);
Class *cls_array_of(VM *vm, Class *elem);
Class *cls_prim(VM *vm, char ty);

/* Mirror access */
static inline Value *cls_statics(VM *vm, Class *c);
int cls_init_state(VM *vm, Class *c);
void cls_set_init_state(VM *vm, Class *c, int state, uint32_t thread_id);
/* The Class a mirror object stands for. */
Class *cls_of_mirror(VM *vm, Ref mirror);

/* is sub a subtype of super (JVMS checkcast rules, arrays included)? */
bool cls_is_subclass(Class *sub, Class *super);
/* Are classes named a and b in the same runtime package (one loader: the same
 * package name)? */
bool cls_same_package(const char *a, const char *b);
bool cls_assignable(VM *vm, Class *from, Class *to);

Field *cls_find_field(Class *c, const char *name, const char *desc); /* JVMS 5.4.3.2 */
Method *cls_find_method(Class *c, const char *name, const char *desc); /* class then supers, then ifaces */
Method *cls_find_declared(Class *c, const char *name, const char *desc);
/* The method invokevirtual/invokeinterface selects for receiver class rc. */
Method *cls_select(VM *vm, Class *rc, Method *resolved); /* NULL: abstract */

/* Resolve constant-pool entries of c (cached in c->cpcache).  NULL/0 means a
 * Java exception was set in t (NoSuchFieldError, …) or the class is missing. */
Class *cls_resolve_class(VM *vm, JThread *t, Class *c, uint16_t idx);
Field *cls_resolve_field(VM *vm, JThread *t, Class *c, uint16_t idx);
Method *cls_resolve_method(VM *vm, JThread *t, Class *c, uint16_t idx);
/* Class named by a descriptor ("I", "Ljava/lang/String;", "[J") */
Class *cls_from_desc(VM *vm, const char *desc, size_t len);
/* create the mirror of c (once java/lang/Class is loaded) */
void cls_make_mirror(VM *vm, Class *c);

/* java name with dots for messages: "java.lang.String", "int[]"-free ("[I") */
/* A method as java's messages name it: "java.lang.String pkg.Lib.s(int, long[])". */
void cls_method_signature(const char *cls, const char *name, const char *desc, char *buf, size_t n);
void cls_java_name(const char *internal, char *buf, size_t n);
const char *cls_source_file(Class *c);

static inline Value *cls_statics(VM *vm, Class *c) {
  return vm->heap.objs[c->mirror]->data + MIRROR_STATICS;
}
#endif
