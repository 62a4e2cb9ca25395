/* store.c -- visited-state set. */
#include <stdlib.h>
#include <string.h>

#include "checker/store.h"

void store_init(FpStore *s, size_t budget, bool with_ids) {
  memset(s, 0, sizeof *s);
  s->budget = budget;
  s->with_ids = with_ids;
}

void store_free(FpStore *s) {
  free(s->slots);
  free(s->ids);
  memset(s, 0, sizeof *s);
}

static size_t slot_bytes(const FpStore *s) {
  return sizeof(Fingerprint) + (s->with_ids ? sizeof(uint32_t) : 0);
}

size_t store_bytes(const FpStore *s) { return s->cap * slot_bytes(s); }

static uint64_t slot_of(Fingerprint fp, uint64_t cap) { return (fp.lo ^ (fp.hi >> 7)) & (cap - 1); }

static bool grow(FpStore *s) {
  uint64_t ncap = s->cap ? s->cap * 2 : 1 << 14;
  if (ncap * slot_bytes(s) > s->budget) return false;
  Fingerprint *n = calloc(ncap, sizeof *n);
  uint32_t *nids = s->with_ids ? calloc(ncap, sizeof *nids) : NULL;
  if (!n || (s->with_ids && !nids)) {
    free(n);
    free(nids);
    return false;
  }
  for (uint64_t i = 0; i < s->cap; i++) {
    Fingerprint f = s->slots[i];
    if (!f.lo && !f.hi) continue;
    uint64_t j = slot_of(f, ncap);
    while (n[j].lo || n[j].hi)
      j = (j + 1) & (ncap - 1);
    n[j] = f;
    if (nids) nids[j] = s->ids[i];
  }
  free(s->slots);
  free(s->ids);
  s->slots = n;
  s->ids = nids;
  s->cap = ncap;
  return true;
}

int store_add(FpStore *s, Fingerprint fp, uint32_t *id) {
  if (!fp.lo && !fp.hi) { /* the empty marker: kept aside */
    int added = !s->has_zero;
    if (added) {
      s->has_zero = true;
      s->zero_id = (uint32_t)++s->count;
    }
    if (id) *id = s->zero_id;
    return added;
  }
  if ((s->count + 1) * 4 > s->cap * 3 && !grow(s)) {
    if (!s->cap || (s->count + 1) * 20 > s->cap * 19) return -1; /* truly full */
  }
  uint64_t j = slot_of(fp, s->cap);
  for (; s->slots[j].lo || s->slots[j].hi; j = (j + 1) & (s->cap - 1))
    if (s->slots[j].lo == fp.lo && s->slots[j].hi == fp.hi) {
      if (id) *id = s->ids ? s->ids[j] : 0;
      return 0;
    }
  s->slots[j] = fp;
  s->count++;
  if (s->ids) s->ids[j] = (uint32_t)s->count;
  if (id) *id = s->ids ? (uint32_t)s->count : 0;
  return 1;
}

bool store_contains(const FpStore *s, Fingerprint fp) {
  if (!fp.lo && !fp.hi) return s->has_zero;
  if (!s->cap) return false;
  for (uint64_t j = slot_of(fp, s->cap); s->slots[j].lo || s->slots[j].hi;
       j = (j + 1) & (s->cap - 1))
    if (s->slots[j].lo == fp.lo && s->slots[j].hi == fp.hi) return true;
  return false;
}
