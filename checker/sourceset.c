/* sourceset.c -- the machinery of sourceset.h. */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checker/sourceset.h"
#include "util/util.h"

/* The sets of l (current, then direct), allocated once, for the threads up
 * to the highest of safeSet(s): they are indexed by threads of safeSet(s)
 * only (done and the choices taken are in it). */
static bool alloc_sets(SrcLevel *l) {
  assert(l->safe);
  uint32_t n = 64 - (uint32_t)__builtin_clzll(l->safe);
  if (!l->current && (l->current = calloc(2 * n, sizeof(TSet)))) l->direct = l->current + n;
  return l->current != NULL;
}

/* The union of current[x] over the threads x of set (a subset of safeSet). */
static TSet current_union(const SrcLevel *l, TSet set) {
  TSet u = 0;
  for (; set; set &= set - 1)
    u |= l->current[__builtin_ctzll(set)];
  return u;
}

/* direct[t] for the threads of safeSet(s): their next actions at s (next[i]
 * of en[i] where has[i], peeked by srcset_expand), each against every
 * other's.  Without memory for it, direct stays unmade and srcset_ready
 * explores every thread. */
static void direct_conflicts(SrcLevel *l, const uint32_t *en, uint32_t n, const Effect *next,
                             const bool *has) {
  if (!alloc_sets(l)) return;
  for (uint32_t i = 0; i < n; i++)
    for (uint32_t k = 0; k < n; k++)
      if (has[i] && has[k] && (l->safe & BIT(en[i])) && (l->safe & BIT(en[k])) &&
          eff_dependent(&next[i], &next[k]))
        l->direct[en[i]] |= BIT(en[k]);
}

bool srcset_expand(Search *s, bool jpf, SrcLevel *l, const uint32_t *en, uint32_t n,
                   ChoiceList *out) {
  Action a;
  if (!jpf && srch_safe_single(s, en, n, out)) return false; /* safeSet(s) = {t} */
  ChoiceList all = {0};
  bool values = false;
  Effect next[n]; /* the visible next actions, for direct_conflicts */
  bool has[n];
  for (uint32_t i = 0; i < n; i++) {
    int k = srch_classify(s, en[i], &a);
    values |= k == NEXT_CHOICE || a.hi > a.lo; /* a data choice, or which waiter to wake */
    has[i] = k == NEXT_VISIBLE && eff_counts(&a);
    if (has[i]) next[i] = eff_of(&a, true);
    srch_add_thread(&all, en[i], k, &a);
  }
  if (values || en[n - 1] >= 64 || !l) {
    *out = all;
    return true;
  }
  srch_order(s, &all);
  l->active = true;
  for (uint32_t i = 0; i < all.n; i++) {
    l->order[l->norder++] = (uint8_t)all.v[i].tid;
    l->safe |= BIT(all.v[i].tid);
  }
  direct_conflicts(l, en, n, next, has);
  chl_add(out, all.v[0]);
  out->lost |= all.lost;
  free(all.v);
  return true;
}

bool srcset_ready(Search *s, SrcLevel *l, uint32_t depth) {
  if (alloc_sets(l)) return true;
  for (uint32_t i = 0; i < l->norder; i++) /* no memory for the sets: explore every thread */
    srch_add_choice(s, depth, (Choice){l->order[i], 0});
  l->active = false;
  return false;
}

/* Is there T, a nonempty subset of done, with T = the union of current[t]
 * over t in T (Figure 2, UpdateBack's second case)? */
static bool closed_subset(const SrcLevel *l) {
  for (uint32_t i = 0; i < l->norder; i++) {
    uint32_t t = l->order[i];
    if (!(l->done & BIT(t))) continue;
    TSet c = BIT(t), prev = 0;
    while (c != prev && !(c & ~l->done)) {
      prev = c;
      c |= current_union(l, prev);
    }
    if (!(c & ~l->done)) return true;
  }
  return false;
}

bool srcset_update_back(SrcLevel *l, uint32_t t) {
  if (l->current[t] & ~l->safe) { /* a dependent thread not enabled in s: conservative */
    l->backtrack = l->safe;
  } else if (closed_subset(l)) {
    l->backtrack = l->done; /* done is a source set */
  } else {
    l->backtrack = (l->backtrack | current_union(l, l->done)) & l->safe;
  }
  return (l->backtrack & ~l->done) == 0;
}

void srcset_next_choice(Search *s, SrcLevel *l, uint32_t depth) {
  for (int pass = 0; pass < 2; pass++) {
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

void srcset_free_level(SrcLevel *l) {
  free(l->current); /* the paper's section 5: sets only while the state is open */
  free(l->eff);
  l->current = l->direct = NULL;
  l->eff = NULL;
  l->neff = l->eff_cap = 0;
}

TSet srcset_conflicts(const Effect *a, uint32_t na, const Effect *e, uint32_t n, uint32_t t) {
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

typedef struct SumMemo {
  uint32_t epoch;
  bool meets;
  TSet threads;
} SumMemo;

/* below_meets for summary n, asked now (memo_meets) */
static __attribute__((noinline)) int summary_meets(const Search *s, SrcWalk *w, uint32_t n,
                                                   const PlaceProbe *probes, uint32_t nprobes,
                                                   TSet threads) {
  if (n >= w->memo_cap) {
    uint32_t old_cap = w->memo_cap;
    if (!GROW(w->memo, (size_t)n + 1, w->memo_cap, 1024)) return -1;
    memset(w->memo + old_cap, 0, (w->memo_cap - old_cap) * sizeof *w->memo);
  }
  bool meets = below_meets(srch_summary(s, n), probes, nprobes, threads);
  w->memo[n] = (SumMemo){w->epoch, meets, threads};
  return meets;
}

/* below_meets for summary n, asked once a walk: an answer "no" holds for
 * fewer threads too (the threads looked for only shrink), "yes" only for
 * the same threads. */
static inline __attribute__((always_inline)) int memo_meets(const Search *s, SrcWalk *w, uint32_t n,
                                                            const PlaceProbe *probes,
                                                            uint32_t nprobes, TSet threads) {
  if (n < w->memo_cap) {
    const SumMemo *m = &w->memo[n];
    if (m->epoch == w->epoch && (!m->meets || m->threads == threads)) return m->meets;
  }
  return summary_meets(s, w, n, probes, nprobes, threads);
}

/* Mark state id as seen by this walk and, unless nothing below it that a
 * thread of *threads does can conflict with a probe, push it: 1; seen
 * already, or not pushed: 0; out of memory: -1.  A state's summary is looked
 * at once per walk, however many edges lead to it (*threads only shrinks). */
static inline __attribute__((always_inline)) int mark(const Search *s, SrcWalk *w, uint32_t id,
                                                      const PlaceProbe *probes, uint32_t nprobes,
                                                      const TSet *threads) {
  if (id >= w->cap) {
    uint32_t old_cap = w->cap;
    if (!GROW(w->stamp, (size_t)id + 1, w->cap, 1024)) return -1;
    memset(w->stamp + old_cap, 0, (w->cap - old_cap) * sizeof(uint32_t));
  }
  if (w->stamp[id] == w->epoch) return 0;
  w->stamp[id] = w->epoch;
  uint32_t sum = probes ? srch_below_number(s, id) : 0;
  if (sum) {
    int meets = memo_meets(s, w, sum, probes, nprobes, threads ? *threads : ~(TSet)0);
    if (meets <= 0) return meets;
  }
  if (!GROW(w->stack, w->nstack + 1, w->stack_cap, 256)) return -1;
  w->stack[w->nstack++] = id;
  return 1;
}

bool srcset_walk_for(Search *s, SrcWalk *w, uint32_t start, const PlaceProbe *probes,
                     uint32_t nprobes, const TSet *threads,
                     bool (*visit)(void *ctx, const GraphEdge *g), void *ctx) {
  if (++w->epoch == 0) { /* wrapped: clear the marks */
    memset(w->stamp, 0, w->cap * sizeof(uint32_t));
    memset(w->memo, 0, w->memo_cap * sizeof *w->memo);
    w->epoch = 1;
  }
  w->nstack = 0;
  w->walks++;
  if (start && mark(s, w, start, probes, nprobes, threads) < 0) return false;
  while (w->nstack) {
    uint32_t id = w->stack[--w->nstack];
    if (srch_on_path(s, id)) { /* its future is not all explored yet */
      w->met_path++;
      return false;
    }
    for (int64_t e = srch_first_edge(s, id); e >= 0; e = srch_next_edge(s, e)) {
      const GraphEdge *g = srch_edge(s, e);
      w->edges++;
      if (!visit(ctx, g)) {
        w->stopped++;
        return true;
      }
      if (g->dst && mark(s, w, g->dst, probes, nprobes, threads) < 0) return false;
    }
  }
  return true;
}

bool srcset_walk(Search *s, SrcWalk *w, uint32_t start,
                 bool (*visit)(void *ctx, const GraphEdge *g), void *ctx) {
  return srcset_walk_for(s, w, start, NULL, 0, NULL, visit, ctx);
}

void srcset_walk_report(const SrcWalk *w, FILE *out) {
  fprintf(out,
          "re-traversals of L_r: %llu walks, %llu edges looked at, %llu met the path, %llu stopped "
          "with their answer\n",
          (unsigned long long)w->walks, (unsigned long long)w->edges,
          (unsigned long long)w->met_path, (unsigned long long)w->stopped);
}

void srcset_walk_free(SrcWalk *w) {
  free(w->stamp);
  free(w->stack);
  free(w->memo);
  memset(w, 0, sizeof *w);
}

static void print_set(TSet t) {
  if (t == ~(TSet)0) {
    fputs("{all}", stdout);
    return;
  }
  const char *sep = "";
  putchar('{');
  for (uint32_t x = 0; x < 64; x++)
    if (t & BIT(x)) {
      printf("%s%u", sep, x);
      sep = ",";
    }
  putchar('}');
}

void srcset_log(Search *s, const SrcLevel *l, uint32_t depth) {
  if (!srch_por_log(s) || !l->active || !l->current) return;
  printf("por: state %u (depth %u) safe ", srch_level_id(s, depth), depth);
  print_set(l->safe);
  fputs(" done ", stdout);
  print_set(l->done);
  fputs(" backtrack ", stdout);
  print_set(l->backtrack);
  fputs(" current", stdout);
  for (uint32_t x = 0; x < 64; x++)
    if (l->done & BIT(x)) {
      printf(" %u:", x);
      print_set(l->current[x]);
    }
  putchar('\n');
}
