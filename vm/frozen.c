/* frozen.c -- deep-frozen objects (frozen.h).
 *
 * An unchanged object still holds its root references, so the root's
 * reference graph is the current graph wherever objects are unchanged.  An
 * object is therefore deep-frozen unless it changed or, in the root graph, it
 * reaches one that did.  An update compares with their root copies only the
 * root objects stamped (heap.h, heap_touch) since the last update -- the
 * others differ from the root, or not, as they did then -- and walks the
 * root graph backwards from those that differ.  After an untracked native,
 * every root object is compared. */
#include <stdlib.h>
#include <string.h>

#include "vm/frozen.h"
#include "vm/exrun.h"
#include "vm/heap.h"
#include "util/util.h"

typedef struct FrozenRoot {
  Object **at;  /* per slot: where the root object lives in the heap's block, or NULL */
  char *block;  /* the heap's block (heap_into_block): every root object, in slot order */
  char *copy;   /* the block as it was at the root */
  size_t bytes; /* of each */
  /* the root graph backwards: the objects that refer to slot r are
   * parent[parent_first[r] .. parent_first[r + 1]) */
  uint32_t *parent_first;
  Ref *parent;
  uint8_t *live; /* per slot: a root object is there (deep[] before an update) */
  Ref *stack;    /* of the backward walk */
  /* bit per slot: not deep-frozen for itself, when last compared: it does
   * not hold its root object as it was (that changed, or the slot holds
   * another object or none).  deep[] is live[] less these and their
   * ancestors, so the same bits as at the last update give the same deep[]
   * (unless frozen_changed cleared more since: dirty) */
  uint64_t *differs;
  bool have_last, dirty;
  uint32_t checked;  /* the heap epoch of the last update: older stamps, same answer */
  uint32_t era;      /* the heap's era then */
  bool compared;     /* differs holds (an update compared every root object) */
} FrozenRoot;

typedef struct EdgeCount {
  uint32_t *count;
  uint32_t limit;
  bool bad;
} EdgeCount;

static void count_edge(void *ctx, Ref child) {
  EdgeCount *ec = ctx;
  if (child >= ec->limit)
    ec->bad = true;
  else
    ec->count[child]++;
}

typedef struct EdgeFill {
  Ref *parent;
  uint32_t *end; /* where the next parent of each slot goes, from its list's end down */
  Ref from;
} EdgeFill;

static void fill_edge(void *ctx, Ref child) {
  EdgeFill *ef = ctx;
  ef->parent[--ef->end[child]] = ef->from;
}

static void root_free(FrozenRoot *fr) {
  if (!fr) return;
  free(fr->at);
  free(fr->copy);
  free(fr->parent_first);
  free(fr->parent);
  free(fr->live);
  free(fr->stack);
  free(fr->differs);
  free(fr);
}

/* The root objects move into one block, copied in one piece: an object's
 * root copy sits at the same offset in the copy as the object in the block. */
static bool copy_heap(FrozenRoot *fr, VM *vm) {
  Heap *h = &vm->heap;
  fr->at = calloc(h->count, sizeof(Object *));
  fr->live = calloc(h->count, 1);
  fr->differs = calloc(h->count / 64 + 1, sizeof(uint64_t));
  fr->stack = malloc(h->count * sizeof(Ref));
  if (!fr->at || !fr->live || !fr->differs || !fr->stack || !heap_into_block(vm, &fr->bytes))
    return false;
  fr->block = h->block;
  fr->copy = malloc(fr->bytes ? fr->bytes : 1);
  if (!fr->copy) return false;
  memcpy(fr->copy, fr->block, fr->bytes);
  for (Ref r = 1; r < h->count; r++) {
    Object *o = h->objs[r];
    fr->at[r] = o;
    fr->live[r] = o != NULL;
  }
  return true;
}

/* parent_first[r + 1] counts r's parents, then becomes the running sum: the
 * end of r's list, from which the fill counts down to its start. */
static bool reverse_edges(FrozenRoot *fr, VM *vm) {
  uint32_t count = vm->heap.count;
  fr->parent_first = calloc((size_t)count + 1, sizeof(uint32_t));
  if (!fr->parent_first) return false;
  EdgeCount ec = {fr->parent_first + 1, count, false};
  for (Ref r = 1; r < count; r++)
    if (fr->at[r]) heap_each_ref(vm, vm->heap.objs[r], count_edge, &ec);
  if (ec.bad) return false;
  uint64_t total = 0;
  for (uint32_t r = 0; r < count; r++) {
    total += fr->parent_first[r + 1];
    if (total > UINT32_MAX) return false;
    fr->parent_first[r + 1] = (uint32_t)total;
  }
  fr->parent = malloc(total ? total * sizeof(Ref) : 1);
  uint32_t *end = malloc(count * sizeof(uint32_t));
  if (!fr->parent || !end) {
    free(end);
    return false;
  }
  memcpy(end, fr->parent_first + 1, count * sizeof(uint32_t));
  for (Ref r = 1; r < count; r++) {
    EdgeFill ef = {fr->parent, end, r};
    if (fr->at[r]) heap_each_ref(vm, vm->heap.objs[r], fill_edge, &ef);
  }
  free(end);
  return true;
}

/* flag[r] = 0 and the same for every object that reaches r in the root graph
 * (those flagged already are, with theirs). */
static void clear_ancestors(Frozen *f, uint8_t *flag, Ref r) {
  FrozenRoot *fr = f->root;
  uint32_t sp = 0;
  flag[r] = 0;
  fr->stack[sp++] = r;
  while (sp) {
    Ref x = fr->stack[--sp];
    for (uint32_t e = fr->parent_first[x]; e < fr->parent_first[x + 1]; e++) {
      Ref p = fr->parent[e];
      if (!flag[p]) continue;
      flag[p] = 0;
      fr->stack[sp++] = p;
    }
  }
}

Frozen *frozen_take(VM *vm) {
  Frozen *f = calloc(1, sizeof *f);
  FrozenRoot *fr = calloc(1, sizeof *fr);
  if (!f || !fr) {
    free(f);
    root_free(fr);
    return NULL;
  }
  f->root = fr;
  f->count = vm->heap.count;
  f->deep = calloc(f->count, 1);
  f->all_shared = calloc(f->count, 1);
  if (!f->deep || !f->all_shared || !copy_heap(fr, vm) || !reverse_edges(fr, vm)) {
    frozen_free(f);
    return NULL;
  }
  f->root_copy = calloc(f->count, sizeof(Object *));
  if (!f->root_copy) {
    frozen_free(f);
    return NULL;
  }
  for (Ref r = 1; r < f->count; r++)
    if (fr->at[r]) f->root_copy[r] = (const Object *)(fr->copy + ((char *)fr->at[r] - fr->block));
  f->copies = fr->copy;
  f->copies_end = fr->copy + fr->bytes;
  memcpy(f->all_shared, fr->live, f->count);
  for (Ref r = 1; r < f->count; r++)
    if (f->all_shared[r] && !fr->at[r]->was_shared) clear_ancestors(f, f->all_shared, r);
  return f;
}

void frozen_free(Frozen *f) {
  if (!f) return;
  root_free(f->root);
  free(f->deep);
  free(f->all_shared);
  free(f->root_copy);
  free(f);
}

/* Bit r of bits set to v; true if it was not. */
static bool set_bit(uint64_t *bits, Ref r, bool v) {
  uint64_t bit = 1ull << (r & 63), old = bits[r >> 6];
  bits[r >> 6] = v ? old | bit : old & ~bit;
  return (old & bit) != (v ? bit : 0);
}

/* differs[] brought up to date, and whether a bit changed.  Compared again:
 * every slot (all), or those stamped since the last time -- every change of
 * a slot's object or contents is stamped (heap.h), a restore's and a
 * collection's included.  Objects are allocated zeroed, so their padding
 * compares equal too; the collector's mark bit is clear outside a
 * collection. */
static bool compare_root(Frozen *f, VM *vm, bool all) {
  FrozenRoot *fr = f->root;
  Heap *h = &vm->heap;
  uint32_t n = f->count < h->count ? f->count : h->count, checked = all ? 0 : fr->checked;
  bool changed = false;
  for (Ref r = heap_next_stamped(h, 1, n, checked); r < n;
       r = heap_next_stamped(h, r + 1, n, checked)) {
    Object *o = fr->at[r];
    bool differs = !o || h->objs[r] != o || memcmp(o, fr->copy + ((char *)o - fr->block), o->size);
    changed |= set_bit(fr->differs, r, differs);
  }
  /* above the heap's count: no object; when the count grows past a slot
   * again, whatever puts something there stamps it */
  for (Ref r = n > 1 ? n : 1; r < f->count; r++)
    changed |= set_bit(fr->differs, r, true);
  fr->checked = h->epoch; /* writes from now on are stamped with it or later */
  fr->era = h->era;
  fr->compared = true;
  return changed;
}

void frozen_update(Frozen *f, VM *vm) {
  if (f->valid && vm->ex && f->generation == vm->ex->generation) return;
  FrozenRoot *fr = f->root;
  uint32_t words = f->count / 64 + 1;
  bool changed =
      compare_root(f, vm, !fr->compared || vm->heap.untracked || fr->era != vm->heap.era);
  /* consecutive states mostly differ from the root in the same objects */
  if (changed || !fr->have_last || fr->dirty) {
    memcpy(f->deep, fr->live, f->count);
    for (uint32_t w = 0; w < words; w++)
      for (uint64_t b = fr->differs[w]; b; b &= b - 1) {
        Ref r = w * 64 + (uint32_t)__builtin_ctzll(b);
        if (r < f->count && f->deep[r]) clear_ancestors(f, f->deep, r);
      }
    fr->have_last = true;
    fr->dirty = false;
    f->deep_version++;
  }
#ifdef JPOR_SLOW_CHECKS
  /* one update in eight: a missed stamp shows again and again */
  if (!(vm->heap.epoch & 7) && !frozen_consistent(f, vm))
    vm_panic("frozen: a root object changed without a write stamp");
#endif
  f->valid = vm->ex != NULL;
  f->generation = vm->ex ? vm->ex->generation : 0;
}

void frozen_changed(Frozen *f, Ref r) {
  f->root->dirty = true;
  if (f->valid && frozen_deep(f, r)) {
    clear_ancestors(f, f->deep, r);
    f->deep_version++;
  }
}

typedef struct DeepRefs {
  const Frozen *f;
  bool all;
} DeepRefs;

static void deep_ref(void *ctx, Ref child) {
  DeepRefs *d = ctx;
  d->all &= frozen_deep(d->f, child);
}

bool frozen_consistent(const Frozen *f, VM *vm) {
  const FrozenRoot *fr = f->root;
  Heap *h = &vm->heap;
  for (Ref r = 1; r < f->count; r++) {
    Object *o = fr->at[r];
    bool same = o && r < h->count && h->objs[r] == o &&
                !memcmp(o, fr->copy + ((char *)o - fr->block), o->size);
    DeepRefs d = {f, true};
    if (same) heap_each_ref(vm, o, deep_ref, &d);
    if (f->deep[r] != (same && d.all)) return false;
  }
  return true;
}
