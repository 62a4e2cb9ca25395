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
 * (a bound cut the path). */
#include <stdlib.h>
#include <string.h>

#include "checker/strategy.h"

typedef uint64_t TSet; /* threads as bits: at most 64 here, more fall back to S-POR */
#define BIT(t) ((TSet)1 << (t))

typedef struct DlLevel {
  bool active;       /* an irreducible state under Algorithm 3 */
  uint8_t norder;
  uint8_t order[64]; /* safeSet(s) in the search's order: which thread to try next */
  TSet safe, done, backtrack;
  TSet *current;     /* current[t], for t in done (malloc'd while the state is open) */
  uint32_t handled;  /* choices of the level already added to done */
} DlLevel;

typedef struct Dl {
  bool jpf;          /* safeSet = enabled everywhere */
  uint32_t *stamp;   /* traversal marks by state id */
  uint32_t cap, epoch;
  uint32_t *stack;
  uint32_t nstack, stack_cap;
  uint64_t retraversed; /* edges looked at by re-traversals (statistics) */
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
  free(d->stamp);
  free(d->stack);
  free(d);
}

static bool dl_expand(Search *s, void *data, void *level, const uint32_t *en, uint32_t n,
                      ChoiceList *out) {
  Dl *d = data;
  DlLevel *l = level;
  Action a;
  if (!d->jpf)
    for (uint32_t i = 0; i < n; i++) { /* safeSet(s) = {t} for an invisible next(s, t) */
      int k = srch_classify(s, en[i], &a);
      if (k != NEXT_VISIBLE) {
        srch_add_thread(out, en[i], k, &a);
        return false;
      }
    }
  ChoiceList all = {0};
  bool data_choice = false;
  for (uint32_t i = 0; i < n; i++) {
    int k = srch_classify(s, en[i], &a);
    data_choice |= k == NEXT_CHOICE;
    srch_add_thread(&all, en[i], k, &a);
  }
  /* More than 64 threads, or a data choice among them (dl-jpf): explore all. */
  if (data_choice || en[n - 1] >= 64 || !d || !l) {
    *out = all;
    return true;
  }
  srch_order(s, &all);
  l->active = true;
  for (uint32_t i = 0; i < all.n; i++) {
    l->order[l->norder++] = (uint8_t)all.v[i].tid;
    l->safe |= BIT(all.v[i].tid);
  }
  chl_add(out, all.v[0]); /* line 8: the first thread of safeSet(s) */
  free(all.v);
  return true;
}

/* ---- re-traversal of L_r (Algorithm 3, lines 27-28) ---- */

/* Mark state id as seen by this traversal and push it: 1; seen already: 0;
 * out of memory: -1. */
static int mark(Dl *d, uint32_t id) {
  if (id >= d->cap) {
    uint32_t cap = d->cap ? d->cap : 1024;
    while (cap <= id)
      cap *= 2;
    uint32_t *st = realloc(d->stamp, cap * sizeof(uint32_t));
    if (!st) return -1;
    memset(st + d->cap, 0, (cap - d->cap) * sizeof(uint32_t));
    d->stamp = st;
    d->cap = cap;
  }
  if (d->stamp[id] == d->epoch) return 0;
  d->stamp[id] = d->epoch;
  if (d->nstack == d->stack_cap) {
    uint32_t cap = d->stack_cap ? d->stack_cap * 2 : 256;
    uint32_t *st = realloc(d->stack, cap * sizeof(uint32_t));
    if (!st) return -1;
    d->stack = st;
    d->stack_cap = cap;
  }
  d->stack[d->nstack++] = id;
  return 1;
}

/* The threads (other than t) of the effects in e[0..n) that conflict with
 * one of a[0..na), the effects of next(s, t). */
static TSet conflicts(const Effect *a, uint32_t na, const Effect *e, uint32_t n, uint32_t t) {
  TSet found = 0;
  for (uint32_t i = 0; i < n; i++) {
    if (e[i].tid == t) continue;
    for (uint32_t k = 0; k < na; k++)
      if (eff_dependent(&a[k], &e[i])) {
        found |= e[i].tid < 64 ? BIT(e[i].tid) : ~(TSet)0;
        break;
      }
  }
  return found;
}

/* The threads that perform, in the executions of L_r from state start, an
 * action dependent on next(s, t) (its effects a[0..na)), each transition
 * looked at once.  Stops early once the answer cannot matter any more
 * (Appendix A): when it holds every thread of safe, or one outside it.
 * ~0 when it cannot be known. */
static TSet dependent_after(Search *s, Dl *d, const Effect *a, uint32_t na, uint32_t t,
                            uint32_t start, TSet safe) {
  TSet found = 0;
  if (++d->epoch == 0) { /* wrapped: clear the marks */
    memset(d->stamp, 0, d->cap * sizeof(uint32_t));
    d->epoch = 1;
  }
  d->nstack = 0;
  if (start && mark(d, start) < 0) return ~(TSet)0;
  while (d->nstack) {
    uint32_t id = d->stack[--d->nstack];
    if (srch_on_path(s, id)) return ~(TSet)0; /* its future is not all explored yet */
    for (int64_t e = srch_first_edge(s, id); e >= 0; e = srch_next_edge(s, e)) {
      const GraphEdge *g = srch_edge(s, e);
      d->retraversed++;
      found |= conflicts(a, na, g->eff, g->neff, t);
      if ((found & safe) == safe || (found & ~safe)) return found;
      if (g->dst && mark(d, g->dst) < 0) return ~(TSet)0;
    }
  }
  return found;
}

/* s.current[t]: t, and the threads dependent on next(s, t) after it -- in
 * the rest of each edge of s by t (threads a safe set ran alone), and in
 * L_r from where the edge ends. */
static TSet current_of(Search *s, Dl *d, uint32_t id, uint32_t t, TSet safe) {
  TSet cur = BIT(t);
  bool seen = false;
  for (int64_t e = srch_first_edge(s, id); e >= 0; e = srch_next_edge(s, e)) {
    const GraphEdge *g = srch_edge(s, e);
    if (g->choice.tid != t) continue;
    seen = true;
    /* next(s, t): the effects of the first transition, by t (sorted by thread) */
    uint32_t na = 0, first = 0;
    while (first < g->neff && g->eff[first].tid < t)
      first++;
    Effect a[g->neff ? g->neff : 1];
    for (uint32_t i = first; i < g->neff && g->eff[i].tid == t; i++)
      if (g->eff[i].first) a[na++] = g->eff[i];
    if (!na) continue; /* local steps only: they commute with every other thread's */
    cur |= conflicts(a, na, g->eff, g->neff, t);
    cur |= dependent_after(s, d, a, na, t, g->dst, safe);
    if ((cur & safe) == safe || (cur & ~safe)) break;
  }
  return seen ? cur : ~(TSet)0;
}

/* Is there T, a nonempty subset of done, with T = the union of current[t]
 * over t in T (Figure 2, UpdateBack's second case)? */
static bool closed_subset(const DlLevel *l) {
  for (uint32_t i = 0; i < l->norder; i++) {
    uint32_t t = l->order[i];
    if (!(l->done & BIT(t))) continue;
    TSet c = BIT(t), prev = 0;
    while (c != prev && !(c & ~l->done)) {
      prev = c;
      for (uint32_t x = 0; x < 64; x++)
        if (prev & BIT(x)) c |= l->current[x];
    }
    if (!(c & ~l->done)) return true;
  }
  return false;
}

/* UpdateBack(s, a) for a = next(s, t); true when s is complete. */
static bool update_back(DlLevel *l, uint32_t t) {
  if (l->current[t] & ~l->safe) { /* a dependent thread not enabled in s: conservative */
    l->backtrack = l->safe;
  } else if (closed_subset(l)) {
    l->backtrack = l->done; /* done is a source set */
  } else {
    TSet u = 0;
    for (uint32_t x = 0; x < 64; x++)
      if (l->done & BIT(x)) u |= l->current[x];
    l->backtrack = (l->backtrack | u) & l->safe;
  }
  return (l->backtrack & ~l->done) == 0;
}

/* IsComplete(s), Algorithm 3 lines 17-32, for the choices taken since the
 * last time; then line 5-8: the next thread to explore, if any. */
static void dl_resume(Search *s, void *data, void *level) {
  Dl *d = data;
  DlLevel *l = level;
  if (!l || !l->active) return;
  uint32_t depth = srch_depth(s) - 1, n, taken;
  const Choice *ch = srch_choices(s, depth, &n, &taken);
  uint32_t id = srch_level_id(s, depth);
  if (!l->current && !(l->current = calloc(64, sizeof(TSet)))) { /* no memory: explore all */
    for (uint32_t i = 0; i < l->norder; i++)
      srch_add_choice(s, depth, (Choice){l->order[i], 0});
    l->active = false;
    return;
  }
  bool complete = false;
  for (; l->handled < taken && !complete; l->handled++) {
    uint32_t t = ch[l->handled].tid;
    if (l->done & BIT(t)) continue;
    l->done |= BIT(t); /* line 19 */
    if (l->done == l->safe) { /* line 21, first disjunct: no re-traversal from the last one */
      complete = true;
      break;
    }
    l->current[t] = id ? current_of(s, d, id, t, l->safe) : ~(TSet)0;
    complete = update_back(l, t); /* lines 29-31 */
  }
  l->handled = taken;
  if (complete) return;
  for (int pass = 0; pass < 2; pass++) { /* lines 5-8: backtrack \ done first */
    TSet from = pass == 0 ? l->backtrack : l->safe;
    for (uint32_t i = 0; i < l->norder; i++) {
      uint32_t t = l->order[i];
      if ((from & BIT(t)) && !(l->done & BIT(t))) {
        srch_add_choice(s, depth, (Choice){(uint16_t)t, 0});
        return;
      }
    }
  }
}

static void dl_backtrack(Search *s, void *data, void *level) {
  DlLevel *l = level;
  if (!l) return;
  free(l->current); /* the paper's section 5: sets only while the state is open */
  l->current = NULL;
}

const Strategy por_dl_spor = {
    .name = "dl-spor",
    .help = "lazy source-set POR (Algorithm 3) on top of S-POR's safe sets",
    .flags = STRAT_WANTS_GRAPH | STRAT_SNAPSHOT_ALL | STRAT_NO_ALONE,
    .level_size = sizeof(DlLevel),
    .init = dl_init_spor,
    .fini = dl_fini,
    .expand = dl_expand,
    .resume = dl_resume,
    .backtrack = dl_backtrack,
};

const Strategy por_dl_jpf = {
    .name = "dl-jpf",
    .help = "lazy source-set POR with safeSet = enabled (the paper's DL-JPF)",
    .flags = STRAT_WANTS_GRAPH | STRAT_SNAPSHOT_ALL | STRAT_NO_ALONE,
    .level_size = sizeof(DlLevel),
    .init = dl_init_jpf,
    .fini = dl_fini,
    .expand = dl_expand,
    .resume = dl_resume,
    .backtrack = dl_backtrack,
};
