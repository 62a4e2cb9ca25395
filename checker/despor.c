/* despor.c -- `--por=de-spor` and `--por=de-jpf`: eager source-set POR,
 * papers/stateful-por-source-sets.md, Algorithm 2 (DE-S-POR).
 *
 * Reducible states are explored as S-POR does.  At an irreducible state s the
 * search starts with one thread (line 5).  Every visible transition a taken
 * anywhere below s updates, at once, the current sets of the transitions on
 * the path that it depends on (UpdateCurr, lines 18-22; every one, not only
 * the last: see update_curr); a transition that
 * reaches a visited state does the same for every action of L_r after that
 * state (lines 16-17), re-traversing each transition once and updating every
 * dependent transition on the path, not only the last (Appendix A: the
 * conservative update that re-traversing each transition once requires).
 * Back at s, UpdateBack (Figure 2) decides the threads still to explore.
 * de-jpf is the same with safeSet(s) = enabled(s) everywhere (DE-JPF).
 *
 * As in dlspor.c, a re-traversal that meets a state whose exploration is not
 * finished (a loop in the program) makes every open state explore all of its
 * safe set. */
#include <assert.h>
#include <stdlib.h>

#include "checker/sourceset.h"
#include "util/util.h"

typedef struct De {
  bool jpf; /* safeSet = enabled everywhere */
  SrcWalk walk;
  Effect *seen; /* effects collected by a re-traversal */
  uint32_t nseen, seen_cap;
  bool overflow; /* no memory for them */
} De;

static void *de_init_common(bool jpf) {
  De *d = calloc(1, sizeof(De));
  if (d) d->jpf = jpf;
  return d;
}
static void *de_init_spor(Search *s) { return de_init_common(false); }
static void *de_init_jpf(Search *s) { return de_init_common(true); }

static void de_fini(void *data) {
  De *d = data;
  if (!d) return;
  srcset_walk_free(&d->walk);
  free(d->seen);
  free(d);
}

static bool de_expand(Search *s, void *data, void *level, const uint32_t *en, uint32_t n,
                      ChoiceList *out) {
  De *d = data;
  return srcset_expand(s, d ? d->jpf : false, d ? level : NULL, en, n, out);
}

/* current[t] of level k gains the threads in add (all, past 64). */
static void add_current(Search *s, uint32_t k, TSet add) {
  SrcLevel *l = srch_level_data(s, k);
  if (!l || !l->active || !l->current) return;
  uint32_t t = srch_taken(s, k).tid;
  assert(l->safe & BIT(t)); /* the sets are made for safeSet(s)'s threads */
  l->current[t] |= add;
}

/* Every open state explores all of its safe set: what follows is not known. */
static void give_up(Search *s) {
  for (uint32_t k = 0; k < srch_depth(s); k++)
    add_current(s, k, ~(TSet)0);
}

/* The transition taken at level k (its effects are kept in the level). */
static const Effect *level_effects(Search *s, uint32_t k, uint32_t *n) {
  SrcLevel *l = srch_level_data(s, k);
  *n = l ? l->neff : 0;
  return l ? l->eff : NULL;
}

/* UpdateCurr (lines 18-22), for every transition of the path before level
 * `below` that an effect in e[0..n) (thread t) depends on: each gains t.
 * The paper updates the last one only; but its UpdateBack ends a state when
 * a subset of done is closed under current, which is sound only when
 * current[t] holds every thread dependent on next(s, t) later, as the lazy
 * algorithm's re-traversals give it.  With the last one only, a state could
 * end too early (found by the cross-check: a stateless run missed a final
 * state).  Updating every dependent transition gives the lazy algorithm's
 * sets, eagerly (the same conservative update Appendix A prescribes for
 * re-traversals). */
static void update_curr(Search *s, const Effect *e, uint32_t n, uint32_t t, uint32_t below) {
  for (uint32_t k = below; k-- > 0;) {
    uint32_t nk;
    const Effect *ek = level_effects(s, k, &nk);
    if (nk && srcset_conflicts(ek, nk, e, n, srch_taken(s, k).tid))
      add_current(s, k, t < 64 ? BIT(t) : ~(TSet)0);
  }
}

/* Lines 9-11: a transition c was taken from the top level. */
static void de_ran(Search *s, void *data, Choice c, const ExStep *st) {
  uint32_t top = srch_depth(s) - 1;
  SrcLevel *l = srch_level_data(s, top);
  if (!l) return;
  l->neff = 0; /* the effects of this transition, kept for the transitions below it */
  if (st->first_visible)
    for (uint32_t i = 0; i < st->nfirst; i++) {
      const Action *a = &st->log[i];
      if (!eff_counts(a)) continue;
      if (!GROW(l->eff, l->neff + 1, l->eff_cap, 4)) {
        give_up(s);
        break;
      }
      l->eff[l->neff++] = eff_of(a, true);
    }
  if (l->active && srcset_ready(s, l, top) && !(l->done & BIT(c.tid))) {
    assert(l->safe & BIT(c.tid));
    l->done |= BIT(c.tid);          /* line 9 */
    l->current[c.tid] = BIT(c.tid); /* line 10 */
  }
  if (l->neff) update_curr(s, l->eff, l->neff, c.tid, top); /* line 11 */
}

/* ---- a visited state: lines 16-17 ---- */

static bool collect(void *ctx, const GraphEdge *g) {
  De *d = ctx;
  if (!GROW(d->seen, d->nseen + g->neff, d->seen_cap, 256)) {
    d->overflow = true;
    return false;
  }
  for (uint32_t i = 0; i < g->neff; i++)
    d->seen[d->nseen++] = g->eff[i];
  return true;
}

static void de_matched(Search *s, void *data, uint32_t id) {
  De *d = data;
  if (!d) return;
  d->nseen = 0;
  d->overflow = false;
  if (!srcset_walk(s, &d->walk, id, collect, d) || d->overflow) {
    give_up(s);
    return;
  }
  /* every transition of the path dependent on an action after the visited
   * state gains that action's thread (the conservative UpdateCurr) */
  for (uint32_t k = 0; k < srch_depth(s); k++) {
    uint32_t nk;
    const Effect *ek = level_effects(s, k, &nk);
    if (nk) add_current(s, k, srcset_conflicts(ek, nk, d->seen, d->nseen, srch_taken(s, k).tid));
  }
}

/* Threads that could still run when the execution ended conflict with every
 * transition of the path: each open state explores them where enabled. */
static void de_cut(Search *s, void *data, const uint32_t *en, uint32_t n) {
  TSet add = 0;
  for (uint32_t i = 0; i < n; i++)
    add |= en[i] < 64 ? BIT(en[i]) : ~(TSet)0;
  for (uint32_t k = 0; k < srch_depth(s); k++) {
    uint32_t nk;
    level_effects(s, k, &nk);
    if (nk) add_current(s, k, add & ~BIT(srch_taken(s, k).tid));
  }
}

/* Lines 13 and 6: back at s, UpdateBack, then the next thread, if any. */
static void de_resume(Search *s, void *data, void *level) {
  SrcLevel *l = level;
  if (!l || !l->active) return;
  uint32_t depth = srch_depth(s) - 1, n, taken;
  const Choice *ch = srch_choices(s, depth, &n, &taken);
  if (!srcset_ready(s, l, depth)) return;
  bool complete = false;
  for (; l->handled < taken; l->handled++) {
    uint32_t t = ch[l->handled].tid;
    l->done |= BIT(t);
    complete = srcset_update_back(l, t);
  }
  if (!complete) srcset_next_choice(s, l, depth);
}

static void de_report(Search *s, void *data, FILE *out) {
  De *d = data;
  if (d) srcset_walk_report(&d->walk, out);
}

/* A state reached again: its level goes, with the sets srcset_expand made. */
static void de_discard(Search *s, void *data, void *level) {
  if (level) srcset_free_level(level);
}

static void de_backtrack(Search *s, void *data, void *level) {
  if (!level) return;
  srcset_log(s, level, srch_depth(s) - 1);
  srcset_free_level(level);
}

/* The -spor and -jpf variants differ in their safe sets only. */
#define DE_STRATEGY(variant, help_text)                                                            \
  const Strategy por_de_##variant = {                                                              \
      .name = "de-" #variant,                                                                      \
      .help = help_text,                                                                           \
      .flags = STRAT_WANTS_GRAPH | STRAT_SNAPSHOT_ALL | STRAT_NO_ALONE,                            \
      .level_size = sizeof(SrcLevel),                                                              \
      .init = de_init_##variant,                                                                   \
      .fini = de_fini,                                                                             \
      .expand = de_expand,                                                                         \
      .ran = de_ran,                                                                               \
      .matched = de_matched,                                                                       \
      .cut = de_cut,                                                                               \
      .resume = de_resume,                                                                         \
      .backtrack = de_backtrack,                                                                   \
      .discard = de_discard,                                                                       \
      .report = de_report,                                                                         \
  }

DE_STRATEGY(spor, "eager source-set POR (Algorithm 2) on top of S-POR's safe sets");
DE_STRATEGY(jpf, "eager source-set POR with safeSet = enabled (the paper's DE-JPF)");
