/* frozen.h -- the part of the heap that has not changed since a root state.
 *
 * Most of what a state's heap holds is what the program built before its
 * threads ran and never writes again: class mirrors, interned strings,
 * Integer's cache, the class library's tables.  The fingerprint hashed all of
 * it again at every state.  Instead, the heap is copied once at a root state;
 * at each fingerprint, an object whose slot still holds exactly its root copy
 * (header and contents), and from which only such objects are reachable, is
 * deep-frozen: the fingerprint names it by its slot, without numbering or
 * hashing it or what it reaches.
 *
 * Whether an object is deep-frozen is a function of the state and the root
 * copy alone (never of a write barrier that could miss a write), and a
 * deep-frozen slot stands for exactly the root's content, so equal
 * fingerprints still mean isomorphic states.  What is lost is only matching
 * across a root object that was replaced by an equal one elsewhere. */
#ifndef JPOR_FROZEN_H
#define JPOR_FROZEN_H

#include "vm/vm.h"

typedef struct Frozen {
  uint32_t count;                  /* root heap slots; deep[] has one byte per slot */
  uint8_t *deep;                   /* deep-frozen in the state of the last frozen_update */
  uint8_t *all_shared;             /* at the root, it and all it reaches were marked shared */
  uint64_t generation;             /* the explorer's state generation deep[] was computed in */
  bool valid;                      /* deep[] holds for that generation */
  uint64_t deep_version;           /* changes whenever deep[] may have changed */
  const Object **root_copy;        /* per slot: its object as it was at the root, or NULL */
  const char *copies, *copies_end; /* where those copies are */
  struct FrozenRoot *root;
} Frozen;

/* Copy the live heap as the root (NULL when out of memory: no object is then
 * ever frozen). */
Frozen *frozen_take(VM *vm);
void frozen_free(Frozen *f);
/* Compute deep[] for the current heap, unless the state has not changed
 * since the last time (the same generation of the explorer). */
void frozen_update(Frozen *f, VM *vm);
/* For tests: deep[] as the last update left it holds in the current heap:
 * a deep-frozen slot holds its root object as it was, every object it refers
 * to is deep-frozen, and a root object that is not has a reason. */
bool frozen_consistent(const Frozen *f, VM *vm);
/* Object r changed without a new generation (the shared-object analysis
 * marked it): it and what reaches it are no longer deep-frozen. */
void frozen_changed(Frozen *f, Ref r);

static inline bool frozen_deep(const Frozen *f, Ref r) { return r < f->count && f->deep[r]; }
/* Are slots r .. r+7 all deep-frozen?  One load for eight: most slots of a
 * heap are the root's, and a snapshot or a restore passes over every slot. */
static inline bool frozen_deep8(const Frozen *f, Ref r) {
  uint64_t w;
  if ((uint64_t)r + 8 > f->count) return false;
  memcpy(&w, f->deep + r, sizeof w); /* deep[] holds 0 or 1 */
  return w == 0x0101010101010101ull;
}
/* The root copy of slot r's object (for a deep-frozen r: what the heap holds
 * there now, byte for byte), which lives as long as f. */
static inline const Object *frozen_root_copy(const Frozen *f, Ref r) { return f->root_copy[r]; }
/* Is p one of those copies? */
static inline bool frozen_is_root_copy(const Frozen *f, const void *p) {
  return (const char *)p >= f->copies && (const char *)p < f->copies_end;
}
/* Deep-frozen, and everything r reaches is marked shared (Object.was_shared). */
static inline bool frozen_all_shared(const Frozen *f, Ref r) {
  return r < f->count && f->deep[r] && f->all_shared[r];
}

#endif
