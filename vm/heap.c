/* heap.c -- the object table, allocation and a mark-sweep collector.
 *
 * Objects never move: a Ref is an index into heap.objs, so C code may hold an
 * Object* across allocations as long as the object stays reachable.  Thread
 * stacks are scanned conservatively (slots carry no type tags); object fields
 * and statics are scanned precisely from per-class reference-slot lists. */
#include <stdlib.h>
#include <string.h>

#include "vm/class.h"
#include "vm/heap.h"
#include "vm/state.h"
#include "util/util.h"

#define GC_MIN_THRESHOLD (16u << 20)

void heap_init(VM *vm, size_t limit) {
  Heap *h = &vm->heap;
  memset(h, 0, sizeof *h);
  h->cap = 1 << 16;
  h->objs = calloc(h->cap, sizeof *h->objs);
  h->wstamp = calloc(h->cap, sizeof *h->wstamp);
  h->gstamp = calloc(h->cap / 64 + 1, sizeof *h->gstamp);
  if (!h->objs || !h->wstamp || !h->gstamp) vm_fatal(vm, "out of memory (heap table)");
  h->epoch = 1;
  h->count = 1; /* Ref 0 is null */
  h->limit = limit;
  h->next_gc = limit < GC_MIN_THRESHOLD ? limit : GC_MIN_THRESHOLD;
  h->next_hash = 0x2545F491u;
}

void heap_free_all(VM *vm) {
  Heap *h = &vm->heap;
  for (uint32_t i = 1; i < h->count; i++)
    heap_release(h, h->objs[i]);
  free(h->block);
  free(h->home);
  free(h->wstamp);
  free(h->gstamp);
  h->wstamp = h->gstamp = NULL;
  h->block = h->block_end = NULL;
  h->home = NULL;
  h->nhome = 0;
  free(h->objs);
  free(h->free_list);
  free(h->temp_roots);
  state_free_spares(h); /* the snapshot blocks kept for reuse */
  memset(h, 0, sizeof *h);
}

void heap_release(Heap *h, Object *o) {
  if ((char *)o >= h->block && (char *)o < h->block_end) return;
  free(o);
}

bool heap_into_block(VM *vm, size_t *bytes) {
  Heap *h = &vm->heap;
  size_t total = 0;
  for (Ref r = 1; r < h->count; r++)
    if (h->objs[r]) total += HEAP_ALIGN(h->objs[r]->size);
  char *block = h->block ? NULL : calloc(1, total ? total : 1); /* the gaps compare equal */
  Object **home = block ? calloc(h->count ? h->count : 1, sizeof(Object *)) : NULL;
  if (!home) {
    free(block);
    return false;
  }
  char *at = block;
  for (Ref r = 1; r < h->count; r++) {
    Object *o = h->objs[r];
    if (!o) continue;
    memcpy(at, o, o->size);
    free(o);
    h->objs[r] = home[r] = (Object *)at;
    at += HEAP_ALIGN(((Object *)at)->size);
  }
  h->block = block;
  h->block_end = block + total;
  h->home = home;
  h->nhome = h->count;
  *bytes = total;
  return true;
}

Object *heap_place(Heap *h, Ref r, size_t size) {
  /* the home is free unless the slot's object is there (it holds no other) */
  if (r < h->nhome && h->home[r] && h->home[r]->size == size && h->objs[r] != h->home[r]) {
    memset(h->home[r], 0, size);
    return h->home[r];
  }
  return calloc(1, size);
}

void heap_pin(VM *vm, Ref r) {
  Heap *h = &vm->heap;
  if (!GROW(h->temp_roots, h->ntemp + 1, h->temp_cap, 64)) vm_fatal(vm, "out of memory (pins)");
  h->temp_roots[h->ntemp++] = r;
}

/* The slot table holds at least need slots; new slots are empty, unstamped. */
static bool grow_slots(Heap *h, uint32_t need) {
  uint32_t old_cap = h->cap;
  if (!GROW(h->objs, need, h->cap, 1024)) return false;
  if (h->cap == old_cap) return true;
  memset(h->objs + old_cap, 0, (size_t)(h->cap - old_cap) * sizeof *h->objs);
  uint32_t *w = realloc(h->wstamp, (size_t)h->cap * sizeof *w);
  if (w) h->wstamp = w;
  uint32_t *g = w ? realloc(h->gstamp, ((size_t)h->cap / 64 + 1) * sizeof *g) : NULL;
  if (!g) {
    h->cap = old_cap; /* the table is larger, but only old_cap slots are stamped */
    return false;
  }
  memset(w + old_cap, 0, (size_t)(h->cap - old_cap) * sizeof *w);
  memset(g + old_cap / 64 + 1, 0, (size_t)(h->cap / 64 - old_cap / 64) * sizeof *g);
  h->gstamp = g;
  return true;
}

uint32_t heap_new_epoch(Heap *h) {
  if (h->epoch >= UINT32_MAX - 2) { /* wrap: every stamp restarts at 1 */
    for (uint32_t r = 0; r < h->cap; r++)
      h->wstamp[r] = 1;
    for (uint32_t g = 0; g <= h->cap / 64; g++)
      h->gstamp[g] = 1;
    h->epoch = 1;
    h->era++;
  }
  return ++h->epoch;
}

/* Slots count .. saved_top-1 become free: a saved state that is not an ancestor of this one
 * (a breadth-first search's queue) may hold objects up to saved_top, and a permanent object
 * there would be overwritten when it is restored. */
static bool skip_saved_slots(Heap *h) {
  if (h->count >= h->saved_top) return true;
  uint32_t n = h->saved_top - h->count;
  if (!grow_slots(h, h->saved_top + 1)) return false;
  if (!GROW(h->free_list, h->nfree + n, h->free_cap, 1024)) return false;
  for (uint32_t r = h->saved_top; r-- > h->count;)
    h->free_list[h->nfree++] = r;
  h->count = h->saved_top;
  return true;
}

static Ref take_slot(Heap *h) {
  /* permanent objects take fresh slots, above every slot a saved state uses */
  if (h->nfree && !h->alloc_perm) return h->free_list[--h->nfree];
  if (h->alloc_perm && !skip_saved_slots(h)) return 0;
  if (!grow_slots(h, h->count + 1)) return 0;
  return h->count++;
}

/* Allocate size bytes of object (header included), zeroed. */
static Ref alloc_raw(VM *vm, Class *cls, size_t size) {
  Heap *h = &vm->heap;
  if (h->bytes + size > h->next_gc) {
    heap_collect(vm);
    size_t target = h->bytes * 2 + GC_MIN_THRESHOLD;
    h->next_gc = target > h->limit ? h->limit : target;
  }
  if (h->bytes + size > h->limit) return 0;
  Ref r = take_slot(h);
  if (!r) return 0;
  Object *o = heap_place(h, r, size);
  if (!o) { /* the slot goes back to the free list */
    if (!GROW(h->free_list, h->nfree + 1, h->free_cap, 1024)) return 0;
    h->free_list[h->nfree++] = r;
    return 0;
  }
  o->cls = cls;
  o->size = (uint32_t)size;
  o->perm = h->alloc_perm;
  heap_stamp(h, r, h->epoch);
  if (h->alloc_perm) {
    /* Permanent objects (mirrors, interned strings) are made once, on the
     * first path that needs them; counting them in a thread's sequence would
     * name the thread's later objects differently on later paths. */
    o->name_tid = NAME_PERM;
    o->name_seq = ++h->perm_seq;
  } else if (vm->cur) { /* canonical name: same object, same name, in every interleaving */
    o->name_tid = (uint16_t)(vm->cur->id + 1);
    o->name_seq = ++vm->cur->alloc_seq;
  } else {
    o->name_seq = ++vm->vm_alloc_seq;
  }
  h->objs[r] = o;
  h->bytes += size;
  return r;
}

Ref heap_new_object(VM *vm, Class *cls) {
  return alloc_raw(vm, cls, sizeof(Object) + (size_t)cls->ninst_slots * sizeof(Value));
}

Ref heap_new_sized(VM *vm, Class *cls, uint32_t nslots) {
  return alloc_raw(vm, cls, sizeof(Object) + (size_t)nslots * sizeof(Value));
}

Ref heap_new_array(VM *vm, Class *acls, int32_t length) {
  size_t bytes = (size_t)acls->elem_size * (uint32_t)length;
  if (bytes > ((size_t)1 << 40)) return 0;
  Ref r = alloc_raw(vm, acls, sizeof(Object) + ((bytes + 7) & ~(size_t)7));
  if (r) vm->heap.objs[r]->length = (uint32_t)length;
  return r;
}

Ref heap_new_prim_array(VM *vm, char ty, int32_t length) {
  return heap_new_array(vm, cls_array_of(vm, cls_prim(vm, ty)), length);
}

Ref heap_new_ref_array(VM *vm, Class *elem, int32_t length) {
  return heap_new_array(vm, cls_array_of(vm, elem), length);
}

Ref heap_clone(VM *vm, Ref src) {
  heap_pin(vm, src);
  Object *s = heap_obj(vm, src);
  Ref r = alloc_raw(vm, s->cls, s->size);
  if (!r) return 0;
  s = heap_obj(vm, src);
  Object *d = heap_obj(vm, r);
  memcpy(d->data, s->data, s->size - sizeof(Object));
  d->length = s->length;
  return r;
}

/* The identity hash is a function of the object's canonical name, so that the
 * same object has the same hash in every interleaving and states that differ
 * only in the order hashes were asked for still match. */
uint32_t heap_identity_hash(VM *vm, Ref r) {
  Object *o = heap_obj(vm, r);
  if (!o->hash) {
    uint64_t x = ((uint64_t)o->name_tid << 32 | o->name_seq) * 0x9e3779b97f4a7c15ull;
    x ^= x >> 29;
    x *= 0xbf58476d1ce4e5b9ull;
    x ^= x >> 32;
    o->hash = (uint32_t)(x & 0x7fffffff) ? (uint32_t)(x & 0x7fffffff) : 1;
    heap_touch(vm, r);
  }
  return o->hash;
}

/* ---- collector ---- */

typedef struct MarkStack {
  Ref *v;
  size_t n, cap;
} MarkStack;

static void mark_push(VM *vm, MarkStack *ms, Ref r) {
  Heap *h = &vm->heap;
  if (r == 0 || r >= h->count) return;
  Object *o = h->objs[r];
  if (!o || o->mark) return;
  o->mark = 1;
  if (!GROW(ms->v, ms->n + 1, ms->cap, 1024)) vm_fatal(vm, "out of memory (collector)");
  ms->v[ms->n++] = r;
}

void heap_each_ref(VM *vm, Object *o, void (*visit)(void *ctx, Ref child), void *ctx) {
  Class *c = o->cls;
  if (c->kind == CK_ARRAY) {
    if (c->elem_type == TY_REF)
      for (uint32_t i = 0; i < o->length; i++)
        if (ARR(o, Ref)[i]) visit(ctx, ARR(o, Ref)[i]);
    return;
  }
  for (uint32_t i = 0; i < c->nref_slots; i++)
    if (o->data[c->ref_slots[i]].r) visit(ctx, o->data[c->ref_slots[i]].r);
  if (c == vm->c_class) { /* a mirror: its statics, and a failed initialisation's error */
    if (o->data[MIRROR_INIT_ERROR].r) visit(ctx, o->data[MIRROR_INIT_ERROR].r);
    Class *mc = vm->classes[o->data[MIRROR_CLASS_ID].i];
    for (uint32_t i = 0; i < mc->nstatic_ref_slots; i++)
      if (o->data[MIRROR_STATICS + mc->static_ref_slots[i]].r)
        visit(ctx, o->data[MIRROR_STATICS + mc->static_ref_slots[i]].r);
  }
}

typedef struct MarkCtx {
  VM *vm;
  MarkStack *ms;
} MarkCtx;

static void mark_child(void *ctx, Ref r) {
  mark_push(((MarkCtx *)ctx)->vm, ((MarkCtx *)ctx)->ms, r);
}

static void mark_roots(VM *vm, MarkStack *ms) {
  for (uint32_t i = 0; i < vm->nclasses; i++)
    mark_push(vm, ms, vm->classes[i]->mirror);
  for (uint32_t i = 0; i < vm->strings.cap; i++)
    mark_push(vm, ms, vm->strings.slots[i]);
  mark_push(vm, ms, vm->oome);
  for (uint32_t i = 0; i < vm->heap.ntemp; i++)
    mark_push(vm, ms, vm->heap.temp_roots[i]);
  for (uint32_t i = 0; i < vm->nthreads; i++) {
    JThread *t = vm->threads[i];
    mark_push(vm, ms, t->obj);
    mark_push(vm, ms, t->exception);
    mark_push(vm, ms, t->blocked_on);
    mark_push(vm, ms, t->wait_obj);
    mark_push(vm, ms, t->wait_lock);
    if (!t->nframes) continue;
    Value *top = t->frames[t->nframes - 1].sp;
    for (Value *v = t->stack; v < top; v++)
      mark_push(vm, ms, v->r);
  }
}

void heap_collect(VM *vm) {
  Heap *h = &vm->heap;
  MarkStack ms = {0};
  mark_roots(vm, &ms);
  MarkCtx mc = {vm, &ms};
  while (ms.n)
    heap_each_ref(vm, h->objs[ms.v[--ms.n]], mark_child, &mc);
  free(ms.v);
  for (uint32_t r = 1; r < h->count; r++) {
    Object *o = h->objs[r];
    if (!o) continue;
    if (o->mark) {
      o->mark = 0;
      continue;
    }
    h->bytes -= o->size;
    heap_release(h, o);
    h->objs[r] = NULL;
    heap_stamp(h, r, h->epoch); /* the slot changed: a restore looks at it */
    if (!GROW(h->free_list, h->nfree + 1, h->free_cap, 1024))
      vm_fatal(vm, "out of memory (collector)");
    h->free_list[h->nfree++] = r;
  }
  h->live_bytes = h->bytes;
}
