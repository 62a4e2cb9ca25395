/* sourceset.h -- what the source-set algorithms of
 * papers/stateful-por-source-sets.md share (dlspor.c: Algorithm 3, lazy;
 * despor.c: Algorithm 2, eager): the per-state sets of Figure 2 (current,
 * backtrack, done over safeSet), UpdateBack, the choice of the next thread,
 * and the traversal of the explored graph L_r from a state. */
#ifndef JPOR_SOURCESET_H
#define JPOR_SOURCESET_H

#include "checker/strategy.h"

typedef uint64_t TSet; /* threads as bits: at most 64 here, more fall back to S-POR */
#define BIT(t) ((TSet)1 << (t))

typedef struct SrcLevel {
  bool active; /* an irreducible state under the algorithm */
  uint8_t norder;
  uint8_t order[64]; /* safeSet(s) in the search's order: which thread to try next */
  TSet safe, done, backtrack;
  TSet *current;    /* current[t] (malloc'd while the state is open) */
  /* direct[t]: the threads whose next step at s depends on t's (made with
   * current, 64 sets after it): a thread whose step never comes in L_r
   * after t's -- blocked for ever on the lock t took, t spinning holding it
   * -- is dependent all the same */
  TSet *direct;
  uint32_t handled; /* choices of the level already added to done */
  Effect *eff;      /* despor.c: the effects of the transition taken here on the path */
  uint32_t neff, eff_cap;
} SrcLevel;

/* Marks and a stack for traversals of L_r. */
typedef struct SrcWalk {
  uint32_t *stamp;
  uint32_t cap, epoch;
  uint32_t *stack;
  uint32_t nstack, stack_cap;
  /* statistics: walks, edges looked at, walks that met the path, walks
   * their visitor stopped (it had its answer) */
  uint64_t walks, edges, met_path, stopped;
  /* below_meets' answer per summary (srch_below_number) in this walk, for
   * the threads looked for then: states share summaries */
  struct SumMemo *memo;
  uint32_t memo_cap;
} SrcWalk;

/* A state not seen before: S-POR's safe set when some enabled thread's next
 * step is invisible (unless jpf: safeSet = enabled), else l becomes active,
 * with the first thread of safeSet(s) in out (Algorithm 3 line 8, Algorithm
 * 2 line 5).  More than 64 threads or a choice of values: every thread. */
bool srcset_expand(Search *s, bool jpf, SrcLevel *l, const uint32_t *en, uint32_t n,
                   ChoiceList *out);
/* The sets of l exist (false: no memory; l then explores every thread). */
bool srcset_ready(Search *s, SrcLevel *l, uint32_t depth);
/* UpdateBack(s, a) for a = next(s, t) (Figure 2); true when s is complete. */
bool srcset_update_back(SrcLevel *l, uint32_t t);
/* The next thread of l to explore: backtrack \ done first, else any of
 * safeSet \ done (Algorithm 3 lines 5-8); added to the level's choices. */
void srcset_next_choice(Search *s, SrcLevel *l, uint32_t depth);
void srcset_free_level(SrcLevel *l);
/* --por-log: "por: state ID (depth D) done {..} backtrack {..} current 1:{..} ..." */
void srcset_log(Search *s, const SrcLevel *l, uint32_t depth);

/* One access a walk looks for conflicts with: the words and bits of its
 * place in a PlaceSet (eff_place_bits), whether it writes, and whether it
 * conflicts with every access (EFF_ANY). */
typedef struct PlaceProbe {
  uint64_t mask[2];
  uint8_t word[2];
  bool write, any;
} PlaceProbe;
static inline PlaceProbe place_probe(const Effect *e) {
  PlaceProbe p = {.write = e->write != 0, .any = e->oid == EFF_ANY};
  if (!p.any) {
    uint32_t bits[2];
    eff_place_bits(e, bits);
    for (uint32_t i = 0; i < 2; i++) {
      p.word[i] = (uint8_t)(bits[i] / 64);
      p.mask[i] = (uint64_t)1 << (bits[i] % 64);
    }
  }
  return p;
}
/* May set hold p's place?  (place_in of its eff_place_wide, two words.) */
static inline bool probe_in(const PlaceProbe *p, const PlaceSet *set) {
  return (set->w[p->word[0]] & p->mask[0]) && (set->w[p->word[1]] & p->mask[1]);
}
/* Can an access of some thread of `threads` below (slots of srch_below)
 * conflict with one of probes[0..n)? */
static inline bool below_meets(const PlaceSet *slots, const PlaceProbe *probes, uint32_t n,
                               TSet threads) {
  _Static_assert(BELOW_SLOTS == 4, "the slots of threads below, as bits");
  uint32_t looked_at = (uint32_t)(threads & 7) | (threads >> 3 ? 8u : 0u);
  for (; looked_at; looked_at &= looked_at - 1) {
    uint32_t k = (uint32_t)__builtin_ctz(looked_at);
    const PlaceSet *touched = &slots[2 * k], *written = &slots[2 * k + 1];
    for (uint32_t i = 0; i < n; i++) {
      const PlaceProbe *p = &probes[i];
      if (p->any ? !places_empty(touched)
                 : probe_in(p, written) || (p->write && probe_in(p, touched)))
        return true;
    }
  }
  return false;
}
/* The threads (other than t) of effects e[0..n) that conflict with a[0..na). */
TSet srcset_conflicts(const Effect *a, uint32_t na, const Effect *e, uint32_t n, uint32_t t);
/* Walk L_r from state start, each edge once, calling visit on each edge;
 * visit returns false to stop.  Returns false when the walk met a state
 * whose exploration is not finished (on the path) or ran out of memory. */
bool srcset_walk(Search *s, SrcWalk *w, uint32_t start,
                 bool (*visit)(void *ctx, const GraphEdge *g), void *ctx);
/* The same, passing over what is below a state whose summary (srch_below)
 * says no access of a thread of *threads (NULL: any) there conflicts with
 * one of probes[0..nprobes) (probes NULL: no summary is looked at): nothing
 * there that the walk still looks for.  visit may shrink *threads as it
 * goes. */
bool srcset_walk_for(Search *s, SrcWalk *w, uint32_t start, const PlaceProbe *probes,
                     uint32_t nprobes, const TSet *threads,
                     bool (*visit)(void *ctx, const GraphEdge *g), void *ctx);
void srcset_walk_free(SrcWalk *w);
/* The walks' statistics, one line (Strategy.report). */
void srcset_walk_report(const SrcWalk *w, FILE *out);
#endif
