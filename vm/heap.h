/* heap.h -- the object table, allocation, arrays, strings and the collector. */
#ifndef JPOR_HEAP_H
#define JPOR_HEAP_H

#include "vm/vm.h"

static inline Object *heap_obj(VM *vm, Ref r) { return vm->heap.objs[r]; }

/* Raw element storage of an array object. */
static inline void *arr_data(Object *o) { return (void *)o->data; }
#define ARR(o, T) ((T *)arr_data(o))

void heap_init(VM *vm, size_t limit);
void heap_free_all(VM *vm);

/* Allocate an instance of cls (fields zeroed) or an array.  Return 0 when the
 * heap limit is reached even after a collection; the caller then throws
 * OutOfMemoryError (exc_oom).  Allocation may collect: any Ref held only in C
 * variables must be pinned with heap_pin first. */
Ref heap_new_object(VM *vm, Class *cls);
/* an instance of cls with nslots Value slots (class mirrors carry their statics) */
Ref heap_new_sized(VM *vm, Class *cls, uint32_t nslots);
Ref heap_new_array(VM *vm, Class *array_cls, int32_t length);
/* Array of a primitive element type (TY_INT …) or of class elem (elem_type TY_REF). */
Ref heap_new_prim_array(VM *vm, char elem_type, int32_t length);
Ref heap_new_ref_array(VM *vm, Class *elem_cls, int32_t length);
/* shallow copy for Object.clone */
Ref heap_clone(VM *vm, Ref src);

void heap_pin(VM *vm, Ref r);
static inline void heap_unpin_all(VM *vm) { vm->heap.ntemp = 0; }

uint32_t heap_identity_hash(VM *vm, Ref r);

/* Run a full collection now.  Roots: thread stacks (conservatively), the class
 * mirrors, interned strings, pinned refs. */
void heap_collect(VM *vm);

/* ---- strings (string.c) ---- */
/* A new java.lang.String from modified UTF-8 / UTF-16; 0 on OOM. */
Ref str_new_utf8(VM *vm, const char *s);
Ref str_new_utf16(VM *vm, const uint16_t *chars, uint32_t len);
/* The interned string for modified-UTF-8 text (constant pool literals). */
Ref str_intern_utf8(VM *vm, const char *s);
Ref str_intern(VM *vm, Ref s);
/* Contents as a malloc'd UTF-8 C string (caller frees). */
char *str_to_utf8(VM *vm, Ref s);
/* Direct access to a String's chars. */
const uint16_t *str_chars(VM *vm, Ref s, uint32_t *len);
#endif
