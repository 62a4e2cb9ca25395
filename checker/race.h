/* race.h -- data races: two threads that can next perform conflicting plain
 * accesses (the same field of the same object, or the same array element;
 * at least one a write) in a state the search reached.  Nothing orders such
 * a pair: in the interleavings either may come first (the definition of a
 * race in an interleaving semantics, as JPF's precise race detector uses it).
 * Under --visibility=sync only locations found unprotected are scheduling
 * points, which is where races can be. */
#ifndef JPOR_RACE_H
#define JPOR_RACE_H

#include "vm/explore.h"

typedef struct Race {
  Action a, b; /* a by the lower thread id */
  char *text;  /* "Counter.count #1.5: T1 write at Counter.java:8 inc and T2 read at ..." */
} Race;

typedef struct Races {
  Race *v;
  uint32_t n;
} Races;

/* Look for a race among the next actions of the enabled threads en[0..n);
 * record a new one in r.  Returns the race found (new or known), or NULL. */
const Race *race_check(Races *r, VM *vm, const uint32_t *en, uint32_t n);
void race_free(Races *r);
/* "Data races (N):" and a line each, when there are any. */
void race_print(const Races *r, FILE *out);
#endif
