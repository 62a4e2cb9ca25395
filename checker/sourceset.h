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
  uint64_t walks, edges, met_path; /* statistics: walks, edges looked at, walks that met the path */
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

/* Can an access of some thread of `threads` below (slots of srch_below) meet
 * touched/written? */
static inline bool below_meets(const PlaceSet *slots, const PlaceSet *touched,
                               const PlaceSet *written, TSet threads) {
  for (uint32_t k = 0; k < BELOW_SLOTS; k++) {
    TSet of_slot = k < BELOW_SLOTS - 1 ? BIT(k) : ~(BIT(k) - 1);
    if ((threads & of_slot) &&
        (places_meet(touched, &slots[2 * k + 1]) || places_meet(written, &slots[2 * k])))
      return true;
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
 * cannot meet touched/written (NULL: anything) in the accesses of a thread
 * of *threads (NULL: any): nothing there conflicts with the effects they
 * summarise that the walk still looks for.  visit may shrink *threads as it
 * goes. */
bool srcset_walk_for(Search *s, SrcWalk *w, uint32_t start, const PlaceSet *touched,
                     const PlaceSet *written, const TSet *threads,
                     bool (*visit)(void *ctx, const GraphEdge *g), void *ctx);
void srcset_walk_free(SrcWalk *w);
/* The walks' statistics, one line (Strategy.report). */
void srcset_walk_report(const SrcWalk *w, FILE *out);
#endif
