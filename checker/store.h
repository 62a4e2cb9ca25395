/* store.h -- the set of visited states: 128-bit fingerprints in an
 * open-addressing table that grows within a memory budget. */
#ifndef JPOR_STORE_H
#define JPOR_STORE_H

#include "vm/value.h"

typedef struct FpStore {
  Fingerprint *slots; /* {0,0} marks an empty slot */
  uint32_t *ids;      /* state numbers, parallel to slots (only with_ids) */
  uint64_t cap, count;
  size_t budget;
  bool has_zero; /* the all-zero fingerprint itself was added */
  bool with_ids; /* number the states (1, 2, ...) for the explored graph */
  uint32_t zero_id;
} FpStore;

void store_init(FpStore *s, size_t budget, bool with_ids);
void store_free(FpStore *s);
/* 1: added (new state), 0: already there, -1: the budget does not allow
 * growing.  *id (if not NULL, and with_ids) gets the state's number. */
int store_add(FpStore *s, Fingerprint fp, uint32_t *id);
/* Is fp in the store? (no change) */
bool store_contains(const FpStore *s, Fingerprint fp);
size_t store_bytes(const FpStore *s);
#endif
