/* state.c -- whole-state snapshots for the checker's backtracking.
 *
 * A snapshot copies every live object and every thread's used stack.  Simple
 * and proportional to the live state; the checker keeps one per branching
 * state on its DFS stack.  The objects of a snapshot sit in one block (one
 * malloc, not one per object), and a restore copies each saved object back
 * into the live one at its slot when their sizes agree, so that a search
 * that restores often does not spend its time in the allocator.
 *
 * An object deep-frozen in the state saved (frozen.h: unchanged since the
 * root) is not copied: the snapshot points at its root copy.  A restore
 * leaves alone an object that is such a copy in the snapshot and deep-frozen
 * in the state it leaves, since the two are the same bytes.
 *
 * Write stamps (heap.h, heap_touch) spare a restore the objects nothing
 * changed: a snapshot records the epoch it was taken in (and a restore to it
 * the epoch after the restore), and an object whose stamp is older still
 * holds the snapshot's bytes.  Under JPOR_SLOW_CHECKS the objects so spared
 * are compared with their copies (at one restore in four). */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "vm/class.h"
#include "vm/frozen.h"
#include "vm/heap.h"
#include "vm/interp.h"
#include "vm/state.h"
#include "util/util.h"

typedef struct SavedFrame {
  Method *m;
  uint32_t pc;
  uint32_t locals, sp; /* offsets into the thread's stack */
  Class *clinit_of;
} SavedFrame;

typedef struct SavedThread {
  JThread t; /* scalar fields; the pointers inside are not used */
  SavedFrame *frames;
  Value *stack;
  size_t nslots;
} SavedThread;

struct VMState {
  uint32_t count;
  /* The slots' copies (in arena; NULL for free slots), SLOT_CHUNK slots a
   * chunk: a chunk none of whose slots changed since the base snapshot is
   * the base's own (the state saved shares it, as it shares the copies) */
  Object ***chunks;
  uint64_t *root8; /* a bit per eight slots: saved as their root copies (or NULL) */
  char *arena;     /* every copy, one after another (the end of the block) */
  uint32_t *free_list;
  uint32_t nfree;
  size_t heap_bytes;
  size_t next_gc;
  uint32_t vm_alloc_seq;
  uint32_t nthreads;
  SavedThread *threads;
  int64_t now_ns;
  uint64_t wait_seq;
  int exit_status;
  bool exiting;
  int32_t atomic_tid;
  size_t bytes;      /* memory this snapshot takes */
  size_t block_size; /* its block's (a spare one may be larger than it needs) */
  /* Not state, bookkeeping: every object whose write stamp is below
   * valid_epoch (in heap era `era`) equals its copy here. */
  uint32_t valid_epoch, era;
  /* A snapshot taken with state_save(vm, true) shares the copies of the
   * objects unchanged since `base` (the last snapshot taken or restored)
   * with it, and holds a reference to it: base lives while refs > 0, even
   * after its owner freed it (released). */
  struct VMState *base;
  uint32_t refs;
  bool released;
  Heap *heap; /* whose `last` may name this snapshot */
};

/* Slots a chunk of a snapshot's slot table: the heap's groups of write
 * stamps (heap.h gstamp), so that one stamp says the chunk is unchanged. */
enum { SLOT_CHUNK = 64 };
_Static_assert(SLOT_CHUNK == 64, "a chunk of slots is a group of write stamps (heap.h)");

static inline Object *saved_obj(const VMState *s, uint32_t r) {
  return s->chunks[r / SLOT_CHUNK][r % SLOT_CHUNK];
}

static inline Object **saved_slot(VMState *s, uint32_t r) {
  return &s->chunks[r / SLOT_CHUNK][r % SLOT_CHUNK];
}

/* Objects in a snapshot's arena start at multiples of 16 bytes. */
#define ARENA_ALIGN(n) (((size_t)(n) + 15) & ~(size_t)15)

static void *xmalloc(VM *vm, size_t n) {
  void *p = malloc(n ? n : 1);
  if (!p) vm_fatal(vm, "out of memory (state snapshot)");
  return p;
}

/* Spare blocks: a stack of the blocks freed, up to SPARE_BYTES in all (small
 * beside any budget --memory sets, which does not count them).  A search
 * frees snapshots in runs as it backtracks and takes them in runs as it
 * goes down again, of nearly the same size: the top few are looked at, and
 * one is used for a snapshot of at least half its size.  A new block is
 * made a little larger, to a size class, for the snapshots that reuse it. */
enum { SPARE_BYTES = 2 << 20, SPARE_LOOK = 4 };

struct Spare {
  void *block;
  size_t size;
};

void state_free_spares(Heap *h) {
  for (uint32_t i = 0; i < h->nspare; i++)
    free(h->spare[i].block);
  free(h->spare);
  h->spare = NULL;
  h->nspare = h->spare_cap = 0;
  h->spare_bytes = 0;
}

/* A block of at least n bytes for a snapshot: a spare one if one fits
 * (*size: its size), else a new one of n. */
static void *block_for(VM *vm, size_t n, size_t *size) {
  Heap *h = &vm->heap;
  for (uint32_t i = h->nspare, looked = 0; i-- > 0 && looked < SPARE_LOOK; looked++)
    if (h->spare[i].size >= n && h->spare[i].size / 2 <= n) {
      void *b = h->spare[i].block;
      *size = h->spare[i].size;
      h->spare_bytes -= *size;
      h->spare[i] = h->spare[--h->nspare];
      return b;
    }
  /* made to a size class (an eighth of a power of two): a spare fits the
   * snapshots of a few bytes more that follow it */
  size_t step = 256;
  while (step * 8 < n)
    step *= 2;
  *size = (n + step - 1) / step * step;
  return xmalloc(vm, *size);
}

/* A snapshot's block freed: kept as a spare while there is room, or freed. */
static void block_free(Heap *h, void *b, size_t size) {
  if (h && h->spare_bytes + size <= SPARE_BYTES &&
      GROW(h->spare, h->nspare + 1, h->spare_cap, 64)) {
    h->spare[h->nspare++] = (struct Spare){b, size};
    h->spare_bytes += size;
    return;
  }
  free(b);
}

static size_t used_slots(const JThread *t) {
  Value *top = t->nframes ? t->frames[t->nframes - 1].sp : t->stack;
  return (size_t)(top - t->stack);
}

/* The bytes of t's frames and used stack in a snapshot's block. */
static size_t thread_bytes(const JThread *t) {
  return ARENA_ALIGN(t->nframes * sizeof(SavedFrame)) + ARENA_ALIGN(used_slots(t) * sizeof(Value));
}

/* t's frames and stack into the block at *at (thread_bytes of it). */
static void save_thread(JThread *t, SavedThread *st, char **at) {
  st->t = *t;
  st->frames = (SavedFrame *)*at;
  *at += ARENA_ALIGN(t->nframes * sizeof(SavedFrame));
  st->nslots = used_slots(t);
  st->stack = (Value *)*at;
  *at += ARENA_ALIGN(st->nslots * sizeof(Value));
  if (st->nslots) memcpy(st->stack, t->stack, st->nslots * sizeof(Value));
  for (uint32_t i = 0; i < t->nframes; i++) {
    Frame *f = &t->frames[i];
    st->frames[i] = (SavedFrame){f->m, f->pc, (uint32_t)(f->locals - t->stack),
                                 (uint32_t)(f->sp - t->stack), f->clinit_of};
  }
}

/* Slot r into snapshot s: its object copied to the arena at offset `at`,
 * or its root copy when deep-frozen, or NULL; returns the arena bytes it
 * took.  With s NULL only the bytes. */
static size_t save_slot(VM *vm, VMState *s, const Frozen *f, Ref r, size_t at) {
  Object *o = vm->heap.objs[r];
  bool own = o && !(f && frozen_deep(f, r));
  if (!s) return own ? ARENA_ALIGN(o->size) : 0;
  *saved_slot(s, r) = !o    ? NULL
                      : own ? (Object *)(s->arena + at)
                            : (Object *)frozen_root_copy(f, r);
  if (!own) return 0;
  memcpy(s->arena + at, o, o->size);
  return ARENA_ALIGN(o->size);
}

/* After slot r: the next slot stamped at or after `since` below `below`,
 * and every slot from `below` on (a snapshot that kept `below` slots knows
 * nothing of those above).  From r = 0: the first. */
static uint32_t next_changed(const Heap *h, uint32_t r, uint32_t below, uint32_t since) {
  return r + 1 < below ? heap_next_stamped(h, r + 1, below, since) : r + 1;
}

/* Every live object a copy of its own in s's arena, but deep-frozen ones
 * (and blocks of eight of them): their root copies.  Returns the arena's
 * bytes; with s NULL it only counts them (the block is made to measure). */
static size_t save_whole(VM *vm, VMState *s, const Frozen *f) {
  Heap *h = &vm->heap;
  if (s && f) {
    size_t words = h->count / 512 + 1;
    if (!(s->root8 = calloc(words, sizeof(uint64_t))))
      vm_fatal(vm, "out of memory (state snapshot)");
    s->bytes += words * sizeof(uint64_t);
  }
  size_t total = 0;
  for (uint32_t r = 0; r < h->count; r++) {
    if (f && !(r & 7) && frozen_deep8(f, r)) { /* a deep-frozen slot holds its root object */
      if (s) {
        memcpy(saved_slot(s, r), f->root_copy + r, 8 * sizeof(Object *)); /* (one chunk) */
        s->root8[r >> 9] |= 1ull << (r >> 3 & 63);
      }
      r += 7;
      continue;
    }
    total += save_slot(vm, s, f, r, total);
  }
  return total;
}

/* Slots below both counts: what a snapshot from base may share with it. */
static uint32_t shared_slots(const Heap *h, const VMState *base) {
  return !base ? 0 : base->count < h->count ? base->count : h->count;
}

/* Is chunk c of a snapshot from base (NULL: none) base's chunk?  When all
 * its slots are below both counts and none was stamped since base. */
static bool chunk_of_base(const Heap *h, const VMState *base, uint32_t c) {
  return base && (c + 1) * SLOT_CHUNK <= shared_slots(h, base) && h->gstamp[c] < base->valid_epoch;
}

/* s's slot table: base's chunks where they are unchanged, and its own (from
 * own, SLOT_CHUNK slots each) elsewhere, holding base's pointers below the
 * shared count for save_from_base to overwrite the slots changed. */
static void make_chunks(Heap *h, VMState *s, const VMState *base, Object **own) {
  uint32_t shared = shared_slots(h, base);
  for (uint32_t c = 0; c * SLOT_CHUNK < h->count; c++) {
    if (chunk_of_base(h, base, c)) {
      s->chunks[c] = base->chunks[c];
      continue;
    }
    s->chunks[c] = own;
    own += SLOT_CHUNK;
    if (c * SLOT_CHUNK < shared) {
      uint32_t n = shared - c * SLOT_CHUNK < SLOT_CHUNK ? shared - c * SLOT_CHUNK : SLOT_CHUNK;
      memcpy(s->chunks[c], base->chunks[c], n * sizeof(Object *));
    }
  }
}

/* The objects of slots stamped since base's epoch (and above its count) get
 * copies of their own, or their root copies when deep-frozen; the others
 * are base's copies.  Returns the arena's bytes; with s NULL it only counts
 * them. */
static size_t save_from_base(VM *vm, VMState *s, VMState *base, const Frozen *f) {
  Heap *h = &vm->heap;
  uint32_t shared = shared_slots(h, base), since = base->valid_epoch;
  size_t total = 0;
  for (uint32_t r = next_changed(h, 0, shared, since); r < h->count;
       r = next_changed(h, r, shared, since))
    total += save_slot(vm, s, f, r, total);
  if (s) {
    s->base = base;
    base->refs++;
  }
  return total;
}

/* A base for the next snapshot: the last one taken or restored, while the
 * stamps hold for it. */
static VMState *usable_base(Heap *h) {
  VMState *b = h->last;
  return b && !h->untracked && b->era == h->era ? b : NULL;
}

/* A snapshot is one block (but root8): the VMState, the slots' pointers,
 * the free list, the threads with their frames and stacks, the arena of
 * copies -- one malloc and one free a snapshot, as the search takes and
 * drops one at every branching state. */
VMState *state_save(VM *vm, bool share) {
  Heap *h = &vm->heap;
  VMState *base = share ? usable_base(h) : NULL;
  const Frozen *f = state_frozen_now(vm);
  size_t arena = base ? save_from_base(vm, NULL, base, f) : save_whole(vm, NULL, f);
  uint32_t nchunks = (h->count + SLOT_CHUNK - 1) / SLOT_CHUNK, nown = 0;
  for (uint32_t c = 0; c < nchunks; c++)
    nown += !chunk_of_base(h, base, c);
  size_t head = ARENA_ALIGN(sizeof(VMState)), objs = ARENA_ALIGN(nchunks * sizeof(Object **)) +
                                                     (size_t)nown * SLOT_CHUNK * sizeof(Object *);
  size_t frees = ARENA_ALIGN(h->nfree * sizeof(uint32_t));
  size_t threads = ARENA_ALIGN(vm->nthreads * sizeof(SavedThread));
  for (uint32_t i = 0; i < vm->nthreads; i++)
    threads += thread_bytes(vm->threads[i]);
  size_t block_size;
  char *block = block_for(vm, head + objs + frees + threads + arena, &block_size);
  VMState *s = (VMState *)block;
  memset(s, 0, sizeof *s);
  s->block_size = block_size;
  s->heap = h;
  s->count = h->count;
  if (h->count > h->saved_top) h->saved_top = h->count;
  s->chunks = (Object ***)(block + head);
  make_chunks(h, s, base, (Object **)(block + head + ARENA_ALIGN(nchunks * sizeof(Object **))));
  s->free_list = (uint32_t *)(block + head + objs);
  s->threads = (SavedThread *)(block + head + objs + frees);
  s->arena = block + head + objs + frees + threads;
  s->bytes = block_size;
  size_t filled = base ? save_from_base(vm, s, base, f) : save_whole(vm, s, f);
  assert(filled == arena);
  (void)filled;
  s->nfree = h->nfree;
  if (h->nfree) memcpy(s->free_list, h->free_list, h->nfree * sizeof(uint32_t));
  s->heap_bytes = h->bytes;
  s->next_gc = h->next_gc; /* collections at the same points on every path */
  s->vm_alloc_seq = vm->vm_alloc_seq;
  s->nthreads = vm->nthreads;
  char *at = (char *)(s->threads + vm->nthreads);
  at = (char *)ARENA_ALIGN((uintptr_t)at);
  for (uint32_t i = 0; i < vm->nthreads; i++)
    save_thread(vm->threads[i], &s->threads[i], &at);
  assert(at <= s->arena);
  s->now_ns = vm->now_ns;
  s->wait_seq = vm->wait_seq;
  s->exit_status = vm->exit_status;
  s->exiting = vm->exiting;
  s->atomic_tid = vm->atomic_tid;
  s->valid_epoch = heap_new_epoch(h); /* later writes are stamped with it or later */
  s->era = h->era;
  h->last = s;
  return s;
}

/* A permanent object that did not exist in the state being restored goes back
 * to what it is when first made: a mirror to "not initialised" with default
 * statics, an interned string to its hash not yet computed (String.hash is a
 * cache the program writes), so that every path sees the same object. */
static void reset_new_perm(VM *vm, Object *o) {
  /* its slot's stamp is set by the caller */
  o->hash = 0;
  o->was_shared = 0;
  if (o->cls == vm->c_string) {
    o->data[vm->f_string_hash->slot].i = 0;
    return;
  }
  if (o->cls != vm->c_class) return;
  vm->init_changes++;
  Class *c = vm->classes[o->data[MIRROR_CLASS_ID].i];
  size_t n = (o->size - sizeof(Object)) / sizeof(Value);
  memset(o->data, 0, n * sizeof(Value));
  o->data[MIRROR_CLASS_ID].i = (int32_t)c->id;
  o->data[MIRROR_INIT_STATE].i = c->kind == CK_INSTANCE ? INIT_NONE : INIT_DONE;
  o->lock_owner = o->lock_count = 0;
  o->hash = 0;
}

/* Eight slots from r (a multiple of 8) that the snapshot saved as their root
 * copies, as state_save marked them: no compare of the pointers needed. */
static bool saved_root8(const VMState *s, uint32_t r) {
  return s->root8 && r + 8 <= s->count && (s->root8[r >> 9] >> (r >> 3 & 63) & 1);
}

/* Slot r goes back to what the snapshot holds: an object of the same size
 * takes the saved contents in place, another is released, and a saved object
 * whose slot is empty is placed.  A permanent object made after the snapshot
 * stays (reset), and raises *top and *bytes.  The slot is stamped `now`. */
static void restore_slot(VM *vm, const VMState *s, const Frozen *f, Ref r, uint32_t now,
                         uint32_t *top, size_t *bytes) {
  Heap *h = &vm->heap;
  Object *o = h->objs[r];
  Object *so = r < s->count ? saved_obj(s, r) : NULL;
  if (o || so) heap_stamp(h, r, now);
  if (o) {
    if (o->perm && !so) { /* made after the snapshot: keep, reset */
      reset_new_perm(vm, o);
      if (r + 1 > *top) *top = r + 1;
      *bytes += o->size;
      return;
    }
    if (so && o->size == so->size) {
      /* a permanent object is the same object: its contents go back in
       * place; any other has no address held across a restore, and its
       * block is reused for the saved object of that slot */
      if (f && frozen_deep(f, r) && frozen_is_root_copy(f, so)) return;
      if (o->cls == vm->c_class && o->data[MIRROR_INIT_STATE].i != so->data[MIRROR_INIT_STATE].i)
        vm->init_changes++;
      memcpy(o, so, o->size);
      return;
    }
    heap_release(h, o);
    h->objs[r] = NULL;
  }
  if (so) {
    if (!(h->objs[r] = heap_place(h, r, so->size))) vm_fatal(vm, "out of memory (state snapshot)");
    memcpy(h->objs[r], so, so->size);
  }
}

#ifdef JPOR_SLOW_CHECKS
/* Every slot below the snapshot's count that the stamps say is unchanged
 * holds the snapshot's bytes. */
static void check_unstamped(VM *vm, const VMState *s, uint32_t valid) {
  Heap *h = &vm->heap;
  for (uint32_t r = 1; r < s->count; r++) {
    if (h->wstamp[r] >= valid) continue;
    Object *o = h->objs[r], *so = saved_obj(s, r);
    if (!o && !so) continue;
    if (!o || !so || o->size != so->size || memcmp(o, so, o->size))
      vm_panic("restore: slot %u (%s) changed without a write stamp", r, (o ? o : so)->cls->name);
  }
}
#endif

/* One pass over the slots of the heap and of the snapshot (restore_slot).
 * With write stamps that hold for the snapshot, only the slots stamped since
 * it was taken or last restored (heap.h) and those above its count; without,
 * every slot but blocks of eight root copies that are deep-frozen in the
 * state left.  What the heap holds afterwards is the snapshot's objects plus
 * the permanent objects made since, so its byte count is the snapshot's plus
 * theirs: no second pass. */
static void restore_heap(VM *vm, const VMState *s) {
  Heap *h = &vm->heap;
  const Frozen *f = state_frozen_now(vm); /* of the state being left */
  uint32_t top = s->count, end = h->count > s->count ? h->count : s->count;
  size_t bytes = s->heap_bytes;
  uint32_t now = heap_new_epoch(h); /* the stamp of what this restore changes */
  if (!h->untracked && s->era == h->era) {
    uint32_t valid = s->valid_epoch; /* an older stamp: the slot is as in the snapshot */
#ifdef JPOR_SLOW_CHECKS
    /* one restore in four: a missed stamp shows again and again */
    if (!(now & 3)) check_unstamped(vm, s, valid);
#endif
    /* above its count: objects made since (the permanent ones among them
     * are kept, and counted; no permanent object takes a slot below a saved
     * count) */
    for (uint32_t r = next_changed(h, 0, s->count, valid); r < end;
         r = next_changed(h, r, s->count, valid))
      restore_slot(vm, s, f, r, now, &top, &bytes);
  } else {
    for (uint32_t r = 1; r < end; r++) {
      if (f && !(r & 7) && saved_root8(s, r) && frozen_deep8(f, r)) {
        r += 7; /* eight root objects, saved as their root copies: as they are */
        continue;
      }
      restore_slot(vm, s, f, r, now, &top, &bytes);
    }
  }
  /* Every object now holds the snapshot's bytes: from here on, only writes
   * stamped after this restore tell the heap from it. */
  VMState *w = (VMState *)s; /* bookkeeping, not the state saved */
  w->valid_epoch = heap_new_epoch(h);
  w->era = h->era;
  h->untracked = false;
  h->last = w->released ? NULL : w;
  /* free slots: the saved ones, plus the unused slots between the saved top
   * and the permanent objects kept above it */
  h->count = top;
  h->nfree = 0;
  size_t need = s->nfree + (top - s->count);
  if (need > h->free_cap) {
    h->free_cap = (uint32_t)need + 64;
    h->free_list = realloc(h->free_list, h->free_cap * sizeof(uint32_t));
    if (!h->free_list) vm_fatal(vm, "out of memory (state restore)");
  }
  if (s->nfree) memcpy(h->free_list, s->free_list, s->nfree * sizeof(uint32_t));
  h->nfree = s->nfree;
  for (uint32_t r = s->count; r < top; r++)
    if (!h->objs[r]) h->free_list[h->nfree++] = r;
  h->bytes = bytes;
#ifdef JPOR_SLOW_CHECKS
  size_t counted = 0;
  for (uint32_t r = 1; r < h->count; r++)
    if (h->objs[r]) counted += h->objs[r]->size;
  assert(counted == bytes);
#endif
  h->next_gc = s->next_gc;
  vm->vm_alloc_seq = s->vm_alloc_seq;
}

/* A thread whose frames have the version they had in the snapshot holds
 * them as saved (JThread.frames_version: renewed whenever its frames or
 * stack may change; 0 for a thread made again, whose stack is empty): its
 * scalars alone go back. */
static void restore_thread(JThread *t, const SavedThread *st) {
  Frame *frames = t->frames;
  Value *stack = t->stack;
  size_t slots = t->stack_slots;
  uint32_t max_frames = t->max_frames;
  bool same_frames = t->frames_version && t->frames_version == st->t.frames_version;
  *t = st->t;
  t->frames = frames;
  t->stack = stack;
  t->stack_slots = slots;
  t->max_frames = max_frames;
#ifdef JPOR_SLOW_CHECKS
  if (same_frames && st->nslots && memcmp(t->stack, st->stack, st->nslots * sizeof(Value)))
    vm_panic("restore: thread T%u's stack changed without thr_touch_frames", t->id);
#endif
  if (same_frames) return;
  if (st->nslots) memcpy(t->stack, st->stack, st->nslots * sizeof(Value));
  for (uint32_t i = 0; i < t->nframes; i++) {
    const SavedFrame *sf = &st->frames[i];
    t->frames[i] = (Frame){.m = sf->m,
                           .pc = sf->pc,
                           .locals = stack + sf->locals,
                           .sp = stack + sf->sp,
                           .clinit_of = sf->clinit_of};
    t->frames[i].user = !sf->m->cls->library ? (int32_t)i : i ? t->frames[i - 1].user : -1;
  }
}

void state_restore(VM *vm, const VMState *s) {
  restore_heap(vm, s);
  for (uint32_t i = s->nthreads; i < vm->nthreads; i++)
    thr_free(vm->threads[i]);
  for (uint32_t i = vm->nthreads; i < s->nthreads; i++) /* threads freed by an earlier restore */
    vm->threads[i] = NULL;
  uint32_t have = vm->nthreads < s->nthreads ? vm->nthreads : s->nthreads;
  vm->nthreads = have;
  while (vm->nthreads < s->nthreads) {
    JThread *t = thr_create(vm, vm->opt.stack_bytes);
    (void)t;
  }
  for (uint32_t i = 0; i < s->nthreads; i++)
    restore_thread(vm->threads[i], &s->threads[i]);
  vm->now_ns = s->now_ns;
  vm->wait_seq = s->wait_seq;
  vm->exit_status = s->exit_status;
  vm->exiting = s->exiting;
  vm->atomic_tid = s->atomic_tid;
  vm->cur = NULL;
}

void state_free(VMState *s) {
  while (s) {
    if (s->heap && s->heap->last == s) s->heap->last = NULL;
    if (s->refs) { /* a later snapshot shares its copies: freed with the last of them */
      s->released = true;
      return;
    }
    VMState *base = s->base;
    free(s->root8);
    block_free(s->heap, s, s->block_size); /* the block of all the rest */
    s = base && --base->refs == 0 && base->released ? base : NULL;
  }
}

size_t state_bytes(const VMState *s) { return s->bytes; }

bool state_matches(VM *vm, const VMState *s) {
  const Heap *h = &vm->heap;
  uint32_t end = h->count > s->count ? h->count : s->count;
  for (uint32_t r = 1; r < end; r++) {
    const Object *o = r < h->count ? h->objs[r] : NULL, *so = r < s->count ? saved_obj(s, r) : NULL;
    if (!o && !so) continue;
    if (o && !so && o->perm && r >= s->count) continue; /* made since: kept */
    if (!o || !so || o->size != so->size || memcmp(o, so, o->size)) return false;
  }
  return h->bytes >= s->heap_bytes && vm->nthreads == s->nthreads;
}
