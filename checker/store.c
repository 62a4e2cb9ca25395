/* store.c -- visited-state set: dense keys, a hash index of state numbers. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "checker/store.h"

#define CHUNK ((uint64_t)1 << STORE_CHUNK_BITS)
#define FIRST_KEYS 32u        /* chunk 0 starts this small, for small searches */
#define NEXT_KEYS (CHUNK / 8) /* a later chunk starts at an eighth */
#define FIRST_INDEX 48u       /* index slots to begin with */

void store_init(FpStore *s, size_t budget, bool with_ids) {
  memset(s, 0, sizeof *s);
  s->budget = budget;
  s->with_ids = with_ids;
  s->tag_below = STORE_TAG_BELOW;
}

void store_free(FpStore *s) {
  for (uint32_t i = 0; i < s->nchunks; i++)
    free(s->chunks[i]);
  free(s->chunks);
  free(s->index);
  memset(s, 0, sizeof *s);
}

static uint64_t keys_room(const FpStore *s) {
  if (!s->nchunks) return 0;
  return (uint64_t)(s->nchunks - 1) * CHUNK + s->last_cap;
}

size_t store_bytes(const FpStore *s) {
  return keys_room(s) * sizeof(uint64_t) + s->cap * sizeof(uint32_t) +
         s->chunks_cap * sizeof(uint64_t *);
}

double store_load(const FpStore *s) { return s->cap ? (double)s->count / (double)s->cap : 0; }

double store_collision_bound(const FpStore *s) {
  double n = (double)s->count;
  return n * n / 36893488147419103232.0; /* 2^65 */
}

/* The 64-bit key of a fingerprint: both halves count, through a mixer (a
 * bijection), so that halves that follow one another do not cancel out. */
static uint64_t key_of(Fingerprint fp) {
  uint64_t h = fp.hi;
  h = (h ^ h >> 33) * 0xff51afd7ed558ccdull;
  h = (h ^ h >> 33) * 0xc4ceb9fe1a85ec53ull;
  return fp.lo + (h ^ h >> 33);
}

static uint64_t *key_at(const FpStore *s, uint32_t id) {
  uint64_t i = (uint64_t)id - 1;
  return &s->chunks[i >> STORE_CHUNK_BITS][i & (CHUNK - 1)];
}

/* The key's first slot in an index of cap slots (any cap: a multiply, not a mask). */
static uint64_t home(uint64_t key, uint64_t cap) {
  return (uint64_t)(((unsigned __int128)key * cap) >> 64);
}

/* An index of at most tag_below slots holds numbers below tag_below (a
 * number is at most the count, which is below the index's size): the high
 * bits of a slot are free, and hold the low bits of the key (the home is
 * taken from its high bits).  A probe then loads the key of a slot only
 * when these bits match: one cache miss a lookup instead of one a slot. */
static uint32_t tag_shift(uint64_t cap, uint32_t tag_below) {
  if (cap > tag_below) return 32; /* no tags */
  uint32_t bits = 0;
  while (((uint64_t)1 << bits) < tag_below)
    bits++;
  return bits;
}

static uint32_t slot_of(uint64_t key, uint32_t id, uint32_t shift) {
  return shift < 32 ? id | (uint32_t)(key << shift) : id;
}

static void index_put(uint32_t *index, uint64_t cap, uint32_t shift, uint64_t key, uint32_t id) {
  uint64_t j = home(key, cap);
  while (index[j])
    j = j + 1 == cap ? 0 : j + 1;
  index[j] = slot_of(key, id, shift);
}

/* Room in the index for one more state, within the budget: false when there
 * is none (the index may still take states up to 95% full). */
static bool index_room(FpStore *s) {
  if ((s->count + 1) * 5 <= s->cap * 4) return true;
  uint64_t ncap = s->cap ? s->cap + s->cap / 4 : FIRST_INDEX;
  if (ncap > UINT32_MAX) ncap = UINT32_MAX;
  size_t grown = store_bytes(s) + ncap * sizeof(uint32_t); /* both, while rehashing */
  uint32_t *n = grown <= s->budget && ncap > s->cap ? calloc(ncap, sizeof *n) : NULL;
  if (!n) return s->cap && (s->count + 1) * 20 <= s->cap * 19;
  uint32_t shift = tag_shift(ncap, s->tag_below);
  for (uint64_t id = 1; id <= s->count; id++)
    index_put(n, ncap, shift, *key_at(s, (uint32_t)id), (uint32_t)id);
  free(s->index);
  s->index = n;
  s->cap = ncap;
  s->shift = shift;
  return true;
}

/* Room in the dense array for key number count + 1.  The last chunk grows by
 * a fifth up to a whole chunk, so that at most a sixth of the keys' room is
 * unused: keys cost at most 9.6 bytes a state. */
static bool keys_room_for_one(FpStore *s) {
  if (s->count < keys_room(s)) return true;
  if (s->count >= UINT32_MAX) return false; /* numbers are 32-bit */
  if (s->nchunks && s->last_cap < CHUNK) {
    uint64_t ncap = s->last_cap + s->last_cap / 5;
    if (ncap > CHUNK) ncap = CHUNK;
    if (store_bytes(s) + (size_t)(ncap - s->last_cap) * sizeof(uint64_t) > s->budget) return false;
    uint64_t *c = realloc(s->chunks[s->nchunks - 1], ncap * sizeof(uint64_t));
    if (!c) return false;
    s->chunks[s->nchunks - 1] = c;
    s->last_cap = (uint32_t)ncap;
    return true;
  }
  uint64_t keys = s->nchunks ? NEXT_KEYS : FIRST_KEYS;
  size_t table =
      s->nchunks < s->chunks_cap ? 0 : (s->chunks_cap ? s->chunks_cap : 1) * sizeof(uint64_t *);
  if (store_bytes(s) + keys * sizeof(uint64_t) + table > s->budget) return false;
  if (s->nchunks == s->chunks_cap) {
    uint32_t ncap = s->chunks_cap ? s->chunks_cap * 2 : 1;
    uint64_t **t = realloc(s->chunks, ncap * sizeof *t);
    if (!t) return false;
    s->chunks = t;
    s->chunks_cap = ncap;
  }
  uint64_t *c = malloc(keys * sizeof(uint64_t));
  if (!c) return false;
  s->last_cap = (uint32_t)keys;
  s->chunks[s->nchunks++] = c;
  return true;
}

/* The number of the state with this key, or 0; *slot: where it is or would go. */
static uint32_t find(const FpStore *s, uint64_t key, uint64_t *slot) {
  uint64_t j = home(key, s->cap);
  uint32_t shift = s->shift, want = slot_of(key, 0, shift);
  uint32_t id_mask = shift < 32 ? ((uint32_t)1 << shift) - 1 : UINT32_MAX;
  for (uint32_t v; (v = s->index[j]); j = j + 1 == s->cap ? 0 : j + 1) {
    uint32_t id = v & id_mask;
    if ((v & ~id_mask) == want && *key_at(s, id) == key) {
      *slot = j;
      return id;
    }
  }
  *slot = j;
  return 0;
}

int store_add(FpStore *s, Fingerprint fp, uint32_t *id) {
  uint64_t key = key_of(fp), j;
  uint32_t found = s->cap ? find(s, key, &j) : 0;
  if (found) {
    if (id) *id = s->with_ids ? found : 0;
    return 0;
  }
  if (!index_room(s) || !keys_room_for_one(s)) return -1;
  uint32_t n = (uint32_t)++s->count;
  *key_at(s, n) = key;
  index_put(s->index, s->cap, s->shift, key, n); /* the index may have grown: probe again */
  if (id) *id = s->with_ids ? n : 0;
  assert(s->count < s->cap);
  return 1;
}

void store_prefetch(const FpStore *s, Fingerprint fp) {
  if (s->cap) __builtin_prefetch(&s->index[home(key_of(fp), s->cap)]);
}

bool store_contains(const FpStore *s, Fingerprint fp) {
  uint64_t j;
  return s->cap && find(s, key_of(fp), &j) != 0;
}
