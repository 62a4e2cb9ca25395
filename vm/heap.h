/* heap.h -- the object table, allocation, arrays, strings and the collector. */
#ifndef JPOR_HEAP_H
#define JPOR_HEAP_H

#include "vm/vm.h"

static inline Object *heap_obj(VM *vm, Ref r) { return vm->heap.objs[r]; }

/* Raw element storage of an array object. */
static inline void *arr_data(Object *o) { return (void *)o->data; }
#define ARR(o, T) ((T *)arr_data(o))

/* Object r is about to be written (or was): stamp it with the current epoch.
 * Every write to an object that existed before the current transition must
 * be stamped -- the interpreter's stores, monitors, the natives' writes --
 * or a restore would leave the write in place.  Natives get their reference
 * arguments stamped by the call (natives.c); a native table that writes
 * elsewhere is untracked and makes the next restore copy every object. */
static inline void heap_stamp(Heap *h, Ref r, uint32_t epoch) {
  h->wstamp[r] = epoch;
  h->gstamp[r >> 6] = epoch;
}
static inline void heap_touch(VM *vm, Ref r) { heap_stamp(&vm->heap, r, vm->heap.epoch); }
/* The first slot r in [from, end) stamped at or after epoch `since`, or end.
 * Only the groups of 64 slots whose group stamp is that recent are looked
 * into: most are not. */
static inline uint32_t heap_next_stamped(const Heap *h, uint32_t from, uint32_t end,
                                         uint32_t since) {
  uint32_t r = from;
  while (r < end) {
    uint32_t next = (r | 63) + 1, stop = next < end ? next : end;
    if (h->gstamp[r >> 6] >= since)
      for (; r < stop; r++)
        if (h->wstamp[r] >= since) return r;
    r = stop;
  }
  return end;
}
/* A new epoch: writes from now on are told from those before.  The stamps
 * restart (and heap.era moves on) before the counter wraps. */
uint32_t heap_new_epoch(Heap *h);

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

/* Release an object's memory (nothing, for one inside the heap's block). */
void heap_release(Heap *h, Object *o);
/* Move every live object into one new block, in slot order, each at a
 * multiple of 16 bytes; false (nothing moved) without memory, or when a block
 * exists already.  *bytes is the block's size.  From then on, an object of
 * the same size in the same slot always lives at that place (its home), so
 * that where an object lives is a function of the state. */
bool heap_into_block(VM *vm, size_t *bytes);
/* Memory for an object of size bytes in slot r: its home, or malloc'd. */
Object *heap_place(Heap *h, Ref r, size_t size);
#define HEAP_ALIGN(n) (((size_t)(n) + 15) & ~(size_t)15)

void heap_pin(VM *vm, Ref r);
static inline void heap_unpin_all(VM *vm) { vm->heap.ntemp = 0; }

uint32_t heap_identity_hash(VM *vm, Ref r);

/* visit(ctx, child) for every non-null reference o holds: its reference fields
 * or elements, and for a class mirror its static reference fields too. */
void heap_each_ref(VM *vm, Object *o, void (*visit)(void *ctx, Ref child), void *ctx);

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
