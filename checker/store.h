/* store.h -- the set of visited states, at 12-16 bytes a state.
 *
 * A state is kept as a 64-bit key (its 128-bit fingerprint folded): two
 * different states are taken for one with probability about n^2 / 2^65 over
 * a search of n states (store_collision_bound), as with SPIN's hash
 * compaction.  The keys sit in a dense array in the order they came, so a
 * state's number is its place there (the explored graph's ids); a hash index
 * of those numbers, open addressing with linear probing, finds a key.  The
 * index is at most 4/5 full and grows by a quarter when it would be fuller,
 * so that it costs 4 / load bytes a state (5-6.25); the keys' last chunk
 * grows by a fifth up to 128 KiB (8-9.6 bytes a state): a state costs at
 * most 15.85 bytes, past the first few dozen. */
#ifndef JPOR_STORE_H
#define JPOR_STORE_H

#include "vm/value.h"

#define STORE_CHUNK_BITS 14 /* keys a chunk of the dense array: 2^14 (128 KiB) */
/* An index smaller than this keeps some of each key's bits beside its
 * number (a tag, store.c), so that a probe seldom loads a key in vain. */
#define STORE_TAG_BELOW ((uint32_t)1 << 24)

typedef struct FpStore {
  uint64_t **chunks; /* chunks[i]: keys of states i * 2^CHUNK_BITS + 1 ... */
  uint32_t nchunks, chunks_cap;
  uint32_t last_cap;  /* keys the last chunk has room for (it grows up to a whole chunk) */
  uint32_t *index;    /* state numbers (0: empty slot) by hash of their key */
  uint64_t cap, count;
  uint32_t tag_below; /* an index of at most this many slots holds tags */
  uint32_t shift;     /* the tag's place in a slot, or 32 (no tags) */
  size_t budget;
  bool with_ids; /* tell callers the numbers (1, 2, ...) for the explored graph */
} FpStore;

void store_init(FpStore *s, size_t budget, bool with_ids);
void store_free(FpStore *s);
/* 1: added (new state), 0: already there, -1: the budget does not allow
 * growing.  *id (if not NULL) gets the state's number with with_ids, else 0. */
int store_add(FpStore *s, Fingerprint fp, uint32_t *id);
/* Is fp in the store? (no change) */
bool store_contains(const FpStore *s, Fingerprint fp);
/* A lookup of fp will come: start loading where it looks first (a large
 * store's index is out of the caches). */
void store_prefetch(const FpStore *s, Fingerprint fp);
/* Bytes the store holds (keys, index, chunk table). */
size_t store_bytes(const FpStore *s);
/* The fraction of the index's slots in use. */
double store_load(const FpStore *s);
/* An upper bound on the probability that two of the stored states share a
 * key (a state then taken for one visited before): count^2 / 2^65. */
double store_collision_bound(const FpStore *s);
#endif
