/* graph.c -- the explored graph L_r (papers/stateful-por-source-sets.md,
 * section 3): stored states and the transitions between them, each labelled
 * with the action it started with.  Kept when a strategy asks for it (the
 * lazy and eager source-set algorithms re-traverse it) or --graph writes it
 * as Graphviz dot.  State 0 stands for every end of an execution. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "checker/search.h"
#include "util/util.h"

static void graph_lost(Search *s);

/* on_path[id]: on the path; left, in a strongly connected component of L_r
 * still open (it reaches a state on the path); left, with what lies below it
 * summed up; or 0: left, summary not known (edges are missing) */
enum { ON_PATH = 1, IN_SCC = 3, SUMMED = 2 };

enum { SUM_SETS = 2 * BELOW_SLOTS }; /* PlaceSets a summary */

static bool grow_ids(Search *s, uint32_t id) {
  if (id < s->ids_cap) return true;
  uint32_t cap = s->ids_cap, cap2 = s->ids_cap, cap3 = s->ids_cap, cap4 = s->ids_cap;
  if (!GROW(s->first_out, (size_t)id + 1, cap, 1024) ||
      !GROW(s->on_path, (size_t)id + 1, cap2, 1024) || !GROW(s->below, (size_t)cap, cap3, 1024) ||
      !GROW(s->low, (size_t)cap, cap4, 1024))
    return false;
  for (uint32_t i = s->ids_cap; i < cap; i++) {
    s->first_out[i] = -1;
    s->on_path[i] = 0;
  }
  s->ids_cap = cap;
  return true;
}

/* The graph outgrew memory: the search goes on, but without it a strategy
 * that needs it cannot reduce any more. */
static void graph_lost(Search *s) {
  s->limit_hit = true;
  s->limit_what = "memory for the explored graph";
  s->graph_incomplete = true;
}

/* What lies below a state -- the places each thread touches and writes
 * anywhere in L_r after it (two PlaceSets a thread, one bit a place:
 * eff_place_wide) -- is known once every state it reaches has been left for
 * good.  A walk that looks for the threads whose accesses conflict with some
 * effects can then pass over all of it when none of those it still looks
 * for can.
 *
 * States are entered and left in depth-first order, so Tarjan's algorithm
 * finds the strongly connected components of L_r as the search leaves them:
 * ids are given in the order states are entered (they serve as Tarjan's
 * index), low[id] is the lowlink.  A component is complete when its first
 * state is left; every state in it then gets the same summary, the union of
 * the component's edges and of what lies below the components they lead to.
 * Without this a program that loops (a timed wait that times out again and
 * again, a spin) would leave its states unsummed for good, and walks would
 * cover the whole graph below them. */

/* Summaries are kept once however many states have them: states near the
 * ends of executions share a few small ones, and a walk's question about a
 * place has one answer for all states of a summary.  (BST client, dl-spor:
 * one distinct summary in nine states; 128 bytes a state before.) */
static uint64_t sum_hash(const PlaceSet *sum) { return XXH3_64bits(sum, SUM_SETS * sizeof *sum); }

static const PlaceSet *sum_at(const Search *s, uint32_t n) {
  return s->sums + SUM_SETS * (size_t)n;
}

static uint64_t sum_entry(uint64_t hash, uint32_t n) { return (hash & ~0xffffffffull) | n; }

static bool grow_sum_index(Search *s) {
  uint32_t cap = s->sum_index_cap ? 2 * s->sum_index_cap : 1024;
  uint64_t *index = calloc(cap, sizeof *index);
  if (!index) return false;
  for (uint32_t i = 0; i < s->sum_index_cap; i++) {
    uint32_t n = (uint32_t)s->sum_index[i];
    if (!n) continue;
    uint64_t h = sum_hash(sum_at(s, n));
    uint32_t at = (uint32_t)h & (cap - 1);
    while (index[at])
      at = (at + 1) & (cap - 1);
    index[at] = sum_entry(h, n);
  }
  free(s->sum_index);
  s->sum_index = index;
  s->sum_index_cap = cap;
  return true;
}

/* The number of summary sum, kept now if it is new (0: no memory). */
static uint32_t intern_sum(Search *s, const PlaceSet *sum) {
  if ((s->nsums + 1) * 2 > s->sum_index_cap && !grow_sum_index(s)) return 0;
  uint64_t h = sum_hash(sum);
  uint32_t at = (uint32_t)h & (s->sum_index_cap - 1);
  for (uint64_t e; (e = s->sum_index[at]); at = (at + 1) & (s->sum_index_cap - 1))
    if ((e ^ h) >> 32 == 0 && !memcmp(sum_at(s, (uint32_t)e), sum, SUM_SETS * sizeof *sum))
      return (uint32_t)e;
  uint32_t n = s->nsums ? s->nsums : 1; /* number 0 stands for none */
  size_t cap = SUM_SETS * (size_t)s->sums_cap;
  if (!GROW(s->sums, SUM_SETS * ((size_t)n + 1), cap, SUM_SETS * 256)) return 0;
  s->sums_cap = (uint32_t)(cap / SUM_SETS);
  memcpy(s->sums + SUM_SETS * (size_t)n, sum, SUM_SETS * sizeof *sum);
  s->nsums = n + 1;
  s->sum_index[at] = sum_entry(h, n);
  return n;
}

/* Add id's edges, and what is below their targets outside the component,
 * to sum; false if a target's summary is not known. */
static bool sum_edges(const Search *s, uint32_t id, PlaceSet *sum) {
  for (int64_t k = s->first_out[id]; k >= 0; k = s->edges[k].next) {
    const GraphEdge *g = &s->edges[k].g;
    for (uint32_t i = 0; i < g->neff; i++) {
      uint32_t slot = below_slot(g->eff[i].tid);
      eff_place_wide(&g->eff[i], &sum[2 * slot]);
      if (g->eff[i].write) eff_place_wide(&g->eff[i], &sum[2 * slot + 1]);
    }
    if (!g->dst) continue;
    if (g->dst >= s->ids_cap) return false;
    if (s->on_path[g->dst] == IN_SCC) continue; /* the same component */
    if (s->on_path[g->dst] != SUMMED) return false;
    const PlaceSet *below = sum_at(s, s->below[g->dst]);
    for (uint32_t k2 = 0; k2 < SUM_SETS; k2++)
      for (uint32_t w = 0; w < PLACE_WORDS; w++)
        sum[k2].w[w] |= below[k2].w[w];
  }
  return true;
}

/* The component of scc[from..nscc) is complete: sum it up, pop it. */
static void close_component(Search *s, uint32_t from) {
  PlaceSet sum[SUM_SETS];
  memset(sum, 0, sizeof sum);
  bool known = !s->graph_incomplete;
  for (uint32_t i = from; i < s->nscc && known; i++)
    known = sum_edges(s, s->scc[i], sum);
  uint32_t n = known ? intern_sum(s, sum) : 0;
  if (known && !n) graph_lost(s);
  for (uint32_t i = from; i < s->nscc; i++) {
    uint32_t m = s->scc[i];
    assert(s->on_path[m] == IN_SCC);
    s->below[m] = n;
    s->on_path[m] = n ? SUMMED : 0;
  }
  s->nscc = from;
}

/* id is left: every edge out of it is in the graph. */
static void leave_state(Search *s, uint32_t id) {
  if (s->graph_incomplete) { /* no summary is known any more */
    s->on_path[id] = 0;
    if (s->nscc && s->scc[s->nscc - 1] == id) s->nscc--;
    return;
  }
  uint32_t low = id;
  for (int64_t k = s->first_out[id]; k >= 0; k = s->edges[k].next) {
    uint32_t d = s->edges[k].g.dst;
    if (d && d < s->ids_cap && (s->on_path[d] == ON_PATH || s->on_path[d] == IN_SCC) &&
        s->low[d] < low)
      low = s->low[d];
  }
  s->low[id] = low;
  s->on_path[id] = IN_SCC;
  if (low != id) return; /* it reaches a state entered before it, not yet left */
  uint32_t from = s->nscc;
  while (from > 0 && s->scc[from - 1] != id)
    from--;
  assert(from > 0); /* id was pushed when entered (or memory ran out: above) */
  close_component(s, from - 1);
}

void graph_on_path(Search *s, uint32_t id, bool on) {
  if (!s->o->keep_graph || !id) return;
  if (!grow_ids(s, id)) return graph_lost(s);
  if (on) {
    if (!GROW(s->scc, s->nscc + 1, s->scc_cap, 256)) return graph_lost(s);
    s->scc[s->nscc++] = id;
    s->on_path[id] = ON_PATH;
    s->low[id] = id;
  } else {
    leave_state(s, id);
  }
}

const PlaceSet *srch_below(const Search *s, uint32_t id) {
  uint32_t n = srch_below_number(s, id);
  return n ? sum_at(s, n) : NULL;
}

uint32_t srch_below_number(const Search *s, uint32_t id) {
  /* (a walk asks at every state it meets: no assert here; close_component
   * gives SUMMED states a summary's number) */
  if (!id || id >= s->ids_cap || s->on_path[id] != SUMMED) return 0;
  return s->below[id];
}

const PlaceSet *srch_summary(const Search *s, uint32_t n) {
  assert(n && n < s->nsums);
  return sum_at(s, n);
}

static int cmp_effect(const void *pa, const void *pb) {
  const Effect *a = pa, *b = pb;
  if (a->tid != b->tid) return a->tid < b->tid ? -1 : 1;
  if (a->oid != b->oid) return a->oid < b->oid ? -1 : 1;
  if (a->field != b->field) return a->field < b->field ? -1 : 1;
  if (a->index != b->index) return a->index < b->index ? -1 : 1;
  if (a->write != b->write) return a->write < b->write ? -1 : 1;
  return (int)a->first - (int)b->first;
}

/* Add e to the effects of the edge being walked. */
static void push_effect(Search *s, Effect e) {
  if (!GROW(s->peff, s->npeff + 1, s->peff_cap, 64)) return graph_lost(s);
  s->peff[s->npeff++] = e;
  s->eff_threads |= (uint64_t)1 << (e.tid < 63 ? e.tid : 63);
}

static bool keeps_effects(const Search *s) {
  return s->o->keep_graph && (s->strat->flags & (STRAT_WANTS_GRAPH | STRAT_GRAPH_STATEFUL)) &&
         s->pending.src;
}

/* A transition's accesses after its first stop are invisible -- except for a
 * strategy that marks its own points: it runs on through accesses it may
 * later find to be dependent, and keeps them all. */
void graph_effects(Search *s, const ExStep *st, bool first) {
  if (!keeps_effects(s)) return;
  bool all = s->strat->mark != NULL;
  if (!all && !st->first_visible) return; /* invisible: commutes with all */
  uint32_t n = all ? st->nlog : st->nfirst;
  for (uint32_t i = 0; i < n; i++)
    if (eff_counts(&st->log[i])) push_effect(s, eff_of(&st->log[i], first && i < st->nfirst));
}

void srch_note_effect(Search *s, Effect e) {
  if (keeps_effects(s)) push_effect(s, e);
}

void graph_cut(Search *s, const uint32_t *en, uint32_t n) {
  if (!keeps_effects(s)) return;
  for (uint32_t i = 0; i < n; i++)
    push_effect(s, (Effect){EFF_ANY, 0, -1, (uint16_t)en[i], 1, 0});
}

/* Room for n effects of an edge, for as long as the graph lives: effects
 * are kept in large chunks, filled in turn, not one allocation an edge (a
 * few effects each, where malloc's overhead doubled their cost). */
static Effect *keep_effects(Search *s, uint32_t n) {
  enum { CHUNK_EFFECTS = 4096 };
  if (!s->neff_chunks || s->eff_chunk_used + n > CHUNK_EFFECTS) {
    uint32_t size = n > CHUNK_EFFECTS ? n : CHUNK_EFFECTS;
    if (!GROW(s->eff_chunks, s->neff_chunks + 1, s->eff_chunks_cap, 64)) return NULL;
    Effect *chunk = malloc(size * sizeof(Effect));
    if (!chunk) return NULL;
    s->eff_chunks[s->neff_chunks++] = chunk;
    s->eff_chunk_used = 0;
    s->st.graph_effect_bytes += size * sizeof(Effect);
    if (n > CHUNK_EFFECTS) { /* a chunk of its own; the next edge starts another */
      s->eff_chunk_used = CHUNK_EFFECTS;
      return chunk;
    }
  }
  Effect *at = s->eff_chunks[s->neff_chunks - 1] + s->eff_chunk_used;
  s->eff_chunk_used += n;
  return at;
}

/* The description of edge i (--graph), kept beside the edges: a search
 * without --graph keeps none, and its edges are the smaller. */
static bool keep_text(Search *s, uint64_t i, const char *text) {
  uint64_t old = s->edge_text_cap;
  if (!GROW(s->edge_text, i + 1, s->edge_text_cap, 256)) return false;
  memset(s->edge_text + old, 0, (s->edge_text_cap - old) * sizeof *s->edge_text);
  if (!(s->edge_text[i] = strdup(text))) return false;
  s->st.graph_effect_bytes += strlen(text) + 1;
  return true;
}

/* A stored state (new or matched), or the end of an execution (id 0), is
 * reached: it ends the edge being walked. */
void graph_arrive(Search *s, uint32_t id) {
  if (!s->o->keep_graph) return;
  if (id && !s->init_id) s->init_id = id;
  if (!s->pending.src) return;
  if (!GROW(s->edges, s->nedges + 1, s->edges_cap, 256)) return graph_lost(s);
  if (!grow_ids(s, s->pending.src)) return graph_lost(s);
  Edge *e = &s->edges[s->nedges];
  e->g = s->pending;
  e->g.dst = id;
  if (s->pending_text && !keep_text(s, s->nedges, s->pending_text)) return graph_lost(s);
  e->g.eff = NULL;
  e->g.neff = 0;
  e->g.touched = e->g.written = 0;
  if (s->npeff) { /* sorted and without repeats: a long run alone touches few places */
    if (!GROW(s->eff_sort, s->npeff, s->eff_sort_cap, 64)) return graph_lost(s);
    Effect *eff = s->eff_sort;
    memcpy(eff, s->peff, s->npeff * sizeof(Effect));
    qsort(eff, s->npeff, sizeof(Effect), cmp_effect);
    uint32_t k = 0;
    for (uint32_t i = 0; i < s->npeff; i++)
      if (!k || cmp_effect(&eff[k - 1], &eff[i])) eff[k++] = eff[i];
    Effect *kept = keep_effects(s, k);
    if (!kept) return graph_lost(s);
    memcpy(kept, eff, k * sizeof(Effect));
    e->g.eff = kept;
    e->g.neff = k;
    for (uint32_t i = 0; i < k; i++) {
      uint64_t bit = eff_place_bit(&e->g.eff[i]);
      e->g.touched |= bit;
      if (e->g.eff[i].write) e->g.written |= bit;
    }
  }
  e->next = s->first_out[e->g.src];
  s->first_out[e->g.src] = (int64_t)s->nedges++;
  s->pending.src = 0;
  s->npeff = 0;
}

/* The acquires that threads blocked on a lock at the state being left would
 * perform, as effects of the edge taken, for the source-set strategies:
 * Flanagan and Godefroid's rule for disabled threads (POPL 2005, the
 * backtracking of Figure 4 takes next(s, p) for every thread p, enabled or
 * not).  Where a thread takes a lock and never lets it go (it spins holding
 * it), the acquire of a thread that waits for it is never performed, so no
 * walk of L_r finds it after the first thread's and the order in which the
 * waiter goes first is never tried (SpinHoldLock2).  Only adds dependences. */
static void push_blocked_acquires(Search *s, uint32_t tid) {
  if (!(s->strat->flags & STRAT_WANTS_GRAPH) || !keeps_effects(s)) return;
  for (uint32_t p = 0; p < ex_nthreads(s->vm); p++) {
    Action a;
    if (p != tid && ex_blocked_acquire(s->vm, p, &a)) push_effect(s, eff_of(&a, false));
  }
}

/* Leaving the state of a level by choice c: the start of an edge.  From a
 * level that is not stored (a safe set ran through it), the edge is the one
 * its nearest stored ancestor started, taking another branch. */
void graph_leave(Search *s, uint32_t level, Choice c) {
  if (!s->o->keep_graph) return;
  Level *l = &s->path[level];
  if (l->id) {
    memset(&l->start, 0, sizeof l->start);
    l->start.src = l->id;
    l->start.choice = c;
    /* the action it starts with: the visibility policy sees it here (the
     * lockset analysis records the peek), and --graph names it */
    Action label;
    bool has_label = ex_next_action(s->vm, c.tid, &label);
    srch_classify(s, c.tid, &label);
    if (s->o->graph_file) { /* now, while the objects it names exist */
      char buf[1200];
      if (has_label)
        act_format(s->vm, &label, buf, sizeof buf);
      else
        snprintf(buf, sizeof buf, "T%u (local steps)", c.tid);
      free(l->start_text);
      l->start_text = strdup(buf);
    }
    s->pending = l->start;
    s->pending_text = l->start_text;
    s->npeff = 0;
    push_blocked_acquires(s, c.tid);
    return;
  }
  s->pending.src = 0;
  for (uint32_t k = level; k-- > 0;)
    if (s->path[k].id) {
      s->pending = s->path[k].start;
      s->pending_text = s->path[k].start_text;
      s->npeff = l->eff_mark; /* what the edge did up to this level */
      push_blocked_acquires(s, c.tid);
      return;
    }
}

static void dot_escaped(FILE *f, const char *s) {
  for (; *s; s++) {
    if (*s == '"' || *s == '\\') fputc('\\', f);
    fputc(*s, f);
  }
}

void graph_write(Search *s, const char *file) {
  FILE *f = fopen(file, "w");
  if (!f) {
    fprintf(stderr, "jpor: error: cannot write graph file %s\n", file);
    return;
  }
  uint64_t n = 0;
  for (uint64_t i = 0; i < s->nedges; i++)
    n += s->edges[i].g.dst != 0;
  fprintf(f,
          "// jpor check: the explored graph L_r (%u states, %llu edges)\ndigraph L_r {\n  node "
          "[shape=circle];\n",
          (unsigned)s->store.count, (unsigned long long)n);
  if (s->init_id) fprintf(f, "  %u [shape=doublecircle];\n", s->init_id);
  for (uint64_t i = 0; i < s->nedges; i++) {
    const Edge *g = &s->edges[i];
    if (!g->g.dst) continue; /* into an end of an execution: not a state of L_r */
    fprintf(f, "  %u -> %u [label=\"", g->g.src, g->g.dst);
    dot_escaped(f, i < s->edge_text_cap && s->edge_text[i] ? s->edge_text[i] : "");
    fprintf(f, "\"];\n");
  }
  fprintf(f, "}\n");
  fclose(f);
}

/* What the graph holds: arrays count as far as they are used or set (the
 * pages of their spare capacity are not touched, so not resident). */
size_t graph_bytes(const Search *s) {
  size_t ids = (size_t)srch_nstates(s) + 1;
  if (ids > s->ids_cap) ids = s->ids_cap;
  return s->nedges * sizeof(Edge) + s->edge_text_cap * sizeof *s->edge_text +
         s->peff_cap * sizeof(Effect) +
         s->ids_cap * (sizeof *s->first_out + sizeof *s->on_path) + /* set by grow_ids */
         ids * (sizeof *s->low + sizeof *s->below) + s->nsums * SUM_SETS * sizeof *s->sums +
         s->sum_index_cap * sizeof *s->sum_index + s->nscc * sizeof *s->scc +
         s->st.graph_effect_bytes;
}

void graph_free(Search *s) {
  for (uint64_t i = 0; i < s->edge_text_cap; i++)
    free(s->edge_text[i]);
  free(s->edge_text);
  s->edge_text = NULL;
  s->edge_text_cap = 0;
  for (uint32_t i = 0; i < s->neff_chunks; i++)
    free(s->eff_chunks[i]);
  free(s->eff_chunks);
  free(s->eff_sort);
  s->eff_chunks = NULL;
  s->eff_sort = NULL;
  s->neff_chunks = s->eff_chunks_cap = s->eff_sort_cap = 0;
  free(s->edges);
  free(s->peff);
  s->peff = NULL;
  free(s->first_out);
  free(s->on_path);
  free(s->below);
  free(s->sums);
  free(s->sum_index);
  free(s->low);
  free(s->scc);
  s->below = NULL;
  s->sums = NULL;
  s->sum_index = NULL;
  s->nsums = s->sums_cap = s->sum_index_cap = 0;
  s->low = s->scc = NULL;
  s->nscc = s->scc_cap = 0;
  s->edges = NULL;
  s->first_out = NULL;
  s->on_path = NULL;
  s->nedges = s->ids_cap = 0;
}

/* ---- what strategies ask (strategy.h) ---- */

uint32_t srch_level_id(const Search *s, uint32_t level) { return s->path[level].id; }

int64_t srch_first_edge(const Search *s, uint32_t id) {
  return id < s->ids_cap ? s->first_out[id] : -1;
}

int64_t srch_next_edge(const Search *s, int64_t e) { return s->edges[e].next; }
const GraphEdge *srch_edge(const Search *s, int64_t e) { return &s->edges[e].g; }
uint32_t srch_nstates(const Search *s) {
  return s->o->stateless ? s->tree_ids : (uint32_t)s->store.count;
}
uint64_t srch_effect_threads(const Search *s) {
  /* bit 63 stands for every thread from 63 on */
  return s->eff_threads >> 63 ? s->eff_threads | ~(uint64_t)0 << 63 : s->eff_threads;
}
bool srch_on_path(const Search *s, uint32_t id) {
  return id < s->ids_cap && s->on_path[id] == ON_PATH;
}
