/* store.c -- visited-state set. */
#include <stdlib.h>
#include <string.h>

#include "checker/store.h"

void store_init(FpStore *s, size_t budget) {
  memset(s, 0, sizeof *s);
  s->budget = budget;
}

void store_free(FpStore *s) {
  free(s->slots);
  memset(s, 0, sizeof *s);
}

size_t store_bytes(const FpStore *s) { return s->cap * sizeof(Fingerprint); }

static uint64_t slot_of(Fingerprint fp, uint64_t cap) { return (fp.lo ^ (fp.hi >> 7)) & (cap - 1); }

static bool grow(FpStore *s) {
  uint64_t ncap = s->cap ? s->cap * 2 : 1 << 14;
  if (ncap * sizeof(Fingerprint) > s->budget) return false;
  Fingerprint *n = calloc(ncap, sizeof *n);
  if (!n) return false;
  for (uint64_t i = 0; i < s->cap; i++) {
    Fingerprint f = s->slots[i];
    if (!f.lo && !f.hi) continue;
    uint64_t j = slot_of(f, ncap);
    while (n[j].lo || n[j].hi) j = (j + 1) & (ncap - 1);
    n[j] = f;
  }
  free(s->slots);
  s->slots = n;
  s->cap = ncap;
  return true;
}

int store_add(FpStore *s, Fingerprint fp) {
  if (!fp.lo && !fp.hi) { /* the empty marker: kept aside */
    if (s->has_zero) return 0;
    s->has_zero = true;
    s->count++;
    return 1;
  }
  if ((s->count + 1) * 4 > s->cap * 3 && !grow(s)) {
    if (!s->cap || (s->count + 1) * 20 > s->cap * 19) return -1; /* truly full */
  }
  uint64_t j = slot_of(fp, s->cap);
  for (; s->slots[j].lo || s->slots[j].hi; j = (j + 1) & (s->cap - 1))
    if (s->slots[j].lo == fp.lo && s->slots[j].hi == fp.hi) return 0;
  s->slots[j] = fp;
  s->count++;
  return 1;
}
