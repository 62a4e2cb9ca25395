/* dlspor.c -- `--por=dl-spor` and `--por=dl-jpf`: lazy source-set POR,
 * papers/stateful-por-source-sets.md, Algorithm 3 (DL-S-POR), with the
 * re-traversal optimisations of its Appendix A.
 *
 * Reducible states are explored as S-POR does (Algorithm 1: one thread whose
 * next step is invisible).  At an irreducible state s the search starts with
 * one thread; each time it comes back to s (IsComplete, lines 17-32) it adds
 * the thread t it just explored to s.done, computes s.current[t] -- t and
 * every thread that performs, somewhere in the explored graph L_r after
 * next(s, t), an action dependent on next(s, t) -- by traversing L_r from
 * succ(s, t) once per transition (Appendix A), and updates s.backtrack with
 * UpdateBack (Figure 2).  When s.backtrack = s.done, s.done is a source set
 * and s is complete.  dl-jpf is the same with safeSet(s) = enabled(s) at
 * every state (the paper's DL-JPF).
 *
 * Beyond the paper, whose programs are acyclic: when the traversal meets a
 * state whose exploration is not finished (it is on the current path: the
 * program loops), what follows it is not all in L_r yet, and s.backtrack
 * becomes safeSet(s), conservatively.  Likewise when an edge of s is missing
 * (a bound cut the path).  And s.current[t] holds the threads whose next
 * step at s depends on next(s, t) (SrcLevel.direct): where t takes a lock
 * and spins holding it for ever, the thread that wants the lock stays
 * blocked and its step never comes in L_r, yet running it first is another
 * execution (session 23: SpinHoldLock). */
#include <assert.h>
#include <stdlib.h>

#include "checker/sourceset.h"

typedef struct Dl {
  bool jpf; /* safeSet = enabled everywhere */
  SrcWalk walk;
} Dl;

static void *dl_init_common(bool jpf) {
  Dl *d = calloc(1, sizeof(Dl));
  if (d) d->jpf = jpf;
  return d;
}
static void *dl_init_spor(Search *s) { return dl_init_common(false); }
static void *dl_init_jpf(Search *s) { return dl_init_common(true); }

static void dl_fini(void *data) {
  Dl *d = data;
  if (!d) return;
  srcset_walk_free(&d->walk);
  free(d);
}

static void dl_report(Search *s, void *data, FILE *out) {
  Dl *d = data;
  if (d) srcset_walk_report(&d->walk, out);
}

static bool dl_expand(Search *s, void *data, void *level, const uint32_t *en, uint32_t n,
                      ChoiceList *out) {
  Dl *d = data;
  return srcset_expand(s, d ? d->jpf : false, d ? level : NULL, en, n, out);
}

/* ---- re-traversal of L_r (Algorithm 3, lines 27-28) ---- */

typedef struct After {
  const Effect *a; /* next(s, t)'s effects */
  uint32_t na, t;
  TSet safe, found;
  TSet looked_for;                     /* the threads whose accesses can still change found */
  TSet in_graph;                       /* the threads with accesses in L_r (srch_effect_threads) */
  uint64_t touched, written;           /* a's summary (eff_place_bit) */
} After;

/* One edge of the walk: its threads dependent on next(s, t).  Stops early
 * once the answer cannot matter any more (Appendix A): when s.current[t] --
 * t and the threads found -- holds every thread of safeSet(s), or once it
 * holds one outside it.  Either way UpdateBack then leaves s.backtrack
 * covering safeSet(s) unless s.done already holds a source set without t. */
static bool after_edge(void *ctx, const GraphEdge *g) {
  After *x = ctx;
  if (eff_summaries_meet(x->touched, x->written, g->touched, g->written)) {
    x->found |= srcset_conflicts(x->a, x->na, g->eff, g->neff, x->t);
    x->looked_for = x->in_graph & ~(x->found | BIT(x->t));
  }
  TSet cur = x->found | BIT(x->t);
  return (cur & x->safe) != x->safe && !(cur & ~x->safe);
}

/* s.current[t]: t, and the threads dependent on next(s, t) after it -- in
 * the rest of each edge of s by t, and in L_r from where the edge ends. */
static TSet current_of(Search *s, Dl *d, uint32_t id, uint32_t t, TSet safe) {
  TSet cur = BIT(t);
  bool seen = false;
  for (int64_t e = srch_first_edge(s, id); e >= 0; e = srch_next_edge(s, e)) {
    const GraphEdge *g = srch_edge(s, e);
    if (g->choice.tid != t) continue;
    seen = true;
    /* next(s, t): the effects of the first transition, by t */
    Effect a[g->neff ? g->neff : 1];
    uint32_t na = 0;
    for (uint32_t i = 0; i < g->neff; i++)
      if (g->eff[i].first && g->eff[i].tid == t) a[na++] = g->eff[i];
    /* local steps only: they commute with every other thread's -- but a
     * cycle of them would put the other threads off for ever (the
     * ignoring problem): a step into a state whose future is not all
     * explored (on the path, or in a component with a state on it) leaves
     * s to be expanded whole, the stack proviso (Valmari's condition C3) */
    if (!na) {
      if (g->dst && !srch_below(s, g->dst)) return ~(TSet)0;
      continue;
    }
    After x = {a, na, t, safe, srcset_conflicts(a, na, g->eff, g->neff, t)};
    /* the threads of the summaries' shared last slot (BELOW_SLOTS) that have
     * no access anywhere in L_r must not keep it looked at */
    x.in_graph = srch_effect_threads(s);
    x.looked_for = x.in_graph & ~(x.found | BIT(t));
    PlaceProbe probes[na]; /* for what is below states */
    for (uint32_t i = 0; i < na; i++) {
      x.touched |= eff_place_bit(&a[i]);
      if (a[i].write) x.written |= eff_place_bit(&a[i]);
      probes[i] = place_probe(&a[i]);
    }
    if (!srcset_walk_for(s, &d->walk, g->dst, probes, na, &x.looked_for, after_edge, &x))
      return ~(TSet)0;
    cur |= x.found;
    if ((cur & safe) == safe || (cur & ~safe)) break;
  }
  return seen ? cur : ~(TSet)0;
}

/* IsComplete(s), Algorithm 3 lines 17-32, for the choices taken since the
 * last time; then lines 5-8: the next thread to explore, if any. */
static void dl_resume(Search *s, void *data, void *level) {
  Dl *d = data;
  SrcLevel *l = level;
  if (!l || !l->active) return;
  uint32_t depth = srch_depth(s) - 1, n, taken;
  const Choice *ch = srch_choices(s, depth, &n, &taken);
  uint32_t id = srch_level_id(s, depth);
  if (!srcset_ready(s, l, depth)) return;
  bool complete = false;
  for (; l->handled < taken && !complete; l->handled++) {
    uint32_t t = ch[l->handled].tid;
    if (l->done & BIT(t)) continue;
    assert(l->safe & BIT(t)); /* the sets are made for safeSet(s)'s threads */
    l->done |= BIT(t);        /* line 19 */
    if (l->done == l->safe) { /* line 21, first disjunct: no re-traversal from the last one */
      complete = true;
      break;
    }
    /* lines 26-28; and the threads whose next step at s depends on t's
     * (direct): L_r may never show theirs after t's (a livelock) */
    l->current[t] = (id ? current_of(s, d, id, t, l->safe) : ~(TSet)0) | l->direct[t];
    complete = srcset_update_back(l, t);                              /* lines 29-31 */
  }
  l->handled = taken;
  if (!complete) srcset_next_choice(s, l, depth);
}

/* A state reached again: its level goes, with the sets srcset_expand made
 * for it (direct conflicts: they leaked, 1 KiB a matched state). */
static void dl_discard(Search *s, void *data, void *level) {
  if (level) srcset_free_level(level);
}

static void dl_backtrack(Search *s, void *data, void *level) {
  if (!level) return;
  srcset_log(s, level, srch_depth(s) - 1);
  srcset_free_level(level);
}

/* The -spor and -jpf variants differ in their safe sets only. */
#define DL_STRATEGY(variant, help_text)                                                            \
  const Strategy por_dl_##variant = {                                                              \
      .name = "dl-" #variant,                                                                      \
      .help = help_text,                                                                           \
      .flags = STRAT_WANTS_GRAPH | STRAT_SNAPSHOT_ALL | STRAT_NO_ALONE,                            \
      .level_size = sizeof(SrcLevel),                                                              \
      .init = dl_init_##variant,                                                                   \
      .fini = dl_fini,                                                                             \
      .expand = dl_expand,                                                                         \
      .resume = dl_resume,                                                                         \
      .backtrack = dl_backtrack,                                                                   \
      .discard = dl_discard,                                                                       \
      .report = dl_report,                                                                         \
  }

DL_STRATEGY(spor, "lazy source-set POR (Algorithm 3) on top of S-POR's safe sets");
DL_STRATEGY(jpf, "lazy source-set POR with safeSet = enabled (the paper's DL-JPF)");
