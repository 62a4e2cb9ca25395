/* search.c -- the search loop: a depth-first walk over the program's states,
 * stateful by default (fingerprints of irreducible states are matched,
 * papers/stateful-por-source-sets.md, Algorithm 1 line 3), stateless with
 * --stateless.  Which transitions it explores at a state is the strategy's
 * business (strategy.h); this file never names one. */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <xxhash.h>

#include "checker/search.h"
#include "util/util.h"

/* The search's own memory ran out: a host error, as the VM's are (the VM
 * dies, the search ends at its ex_protect, cli/ prints the message). */
static _Noreturn void no_memory(Search *s) { ex_fail(s->vm, "out of memory (search)"); }

static void *xrealloc(Search *s, void *p, size_t n) {
  void *q = realloc(p, n);
  if (!q) no_memory(s);
  return q;
}

/* ---- what strategies ask (strategy.h) ---- */

VM *srch_vm(Search *s) { return s->vm; }
uint32_t srch_depth(const Search *s) { return s->depth; }
bool srch_por_log(const Search *s) { return s->o->por_log; }
const CheckOptions *srch_options(const Search *s) { return s->o; }
bool srch_stateless(const Search *s) { return s->o->stateless; }
void *srch_level_data(Search *s, uint32_t level) { return s->path[level].data; }

Choice srch_taken(const Search *s, uint32_t level) {
  const Level *l = &s->path[level];
  return l->next ? l->choices.v[l->next - 1] : (Choice){0, 0};
}

const Choice *srch_choices(const Search *s, uint32_t level, uint32_t *n, uint32_t *taken) {
  const Level *l = &s->path[level];
  *n = l->choices.n;
  *taken = l->next;
  return l->choices.v;
}

void chl_add(ChoiceList *cl, Choice c) {
  if (!GROW(cl->v, cl->n + 1, cl->cap, 8)) {
    cl->lost = true; /* no Search here to fail with: expand() does */
    return;
  }
  cl->v[cl->n++] = c;
}

bool srch_add_choice(Search *s, uint32_t level, Choice c) {
  Level *l = &s->path[level];
  for (uint32_t i = 0; i < l->choices.n; i++)
    if (l->choices.v[i].tid == c.tid && l->choices.v[i].value == c.value) return false;
  chl_add(&l->choices, c);
  if (l->choices.lost) no_memory(s);
  return true;
}

void srch_again(Search *s, uint32_t level, Choice c) {
  Level *l = &s->path[level];
  assert(l->snap);
  chl_add(&l->choices, c);
  if (l->choices.lost) no_memory(s);
}

void srch_keep_snapshot(Search *s) { s->want_snap = true; }
bool srch_has_snapshot(const Search *s, uint32_t level) { return s->path[level].snap != NULL; }
bool srch_visible_shared(Search *s, const Action *a) { return vis_visible(&s->vis, a); }
int32_t srch_current_thread(const Search *s) { return s->last_tid; }

/* Is a, the next action of its thread, a scheduling point? */
static bool is_visible(Search *s, const Action *a) {
  if (!s->strat->mark) return vis_visible(&s->vis, a);
  int m = s->strat->mark(s, s->strat_data, a, false);
  return m == MARK_YES || m == MARK_REPLAY;
}

int srch_classify(Search *s, uint32_t tid, Action *a) {
  if (!ex_next_action(s->vm, tid, a)) return NEXT_INVISIBLE; /* not at an action: local code */
  if (a->kind == ACT_CHOICE) return NEXT_CHOICE;
  return is_visible(s, a) ? NEXT_VISIBLE : NEXT_INVISIBLE;
}

void srch_add_thread(ChoiceList *out, uint32_t tid, int kind, const Action *a) {
  if (kind == NEXT_CHOICE || a->hi > a->lo) /* a data choice, or which waiter a notify wakes */
    for (int64_t v = 0; v <= (int64_t)a->hi - a->lo; v++)
      chl_add(out, (Choice){(uint16_t)tid, (int32_t)v});
  else
    chl_add(out, (Choice){(uint16_t)tid, 0});
}

bool srch_can_run(VM *vm, uint32_t tid) {
  uint32_t en[ex_nthreads(vm) + 1];
  uint32_t n = ex_enabled(vm, en);
  for (uint32_t i = 0; i < n; i++)
    if (en[i] == tid) return true;
  return false;
}

/* Every enabled thread goes in, so only a data choice (a choice a value)
 * needs telling apart.  Visibility is asked anyway where asking shapes later
 * transitions (the lockset analysis of VIS_SYNC, a strategy's marker);
 * elsewhere the answer would go unused, after a heap walk. */
void srch_add_all(Search *s, const uint32_t *en, uint32_t n, ChoiceList *out) {
  bool ask = s->strat->mark || s->vis.policy == VIS_SYNC;
  for (uint32_t i = 0; i < n; i++) {
    Action a;
    int k = ask                                 ? srch_classify(s, en[i], &a)
            : !ex_next_action(s->vm, en[i], &a) ? NEXT_INVISIBLE
            : a.kind == ACT_CHOICE              ? NEXT_CHOICE
                                                : NEXT_VISIBLE;
    srch_add_thread(out, en[i], k, &a);
  }
}

/* A thread at a data choice is no safe single thread when states are
 * matched: the state is then stored and matched like an irreducible one (JPF
 * stores a state at every choice generator), or a loop of choices in one
 * thread (JPF's Crossing, a Verify.getBoolean() loop) would go round without
 * ever meeting a stored state, deeper until the memory ran out.  Stateless,
 * nothing is stored, and the sleep sets of odpor and spor-sleep know a
 * thread's values only where it runs alone. */
bool srch_alone_at(const Search *s, int kind) {
  return kind == NEXT_INVISIBLE || (kind == NEXT_CHOICE && s->o->stateless);
}

/* Is another enabled thread than en[skip] about to perform an action that
 * conflicts with everything -- invisible steps included, whose progress
 * such an action sees: getState() of a thread that has not yet reached the
 * monitor it will block on, the program's end before a daemon's steps? */
static bool other_sees_all(Search *s, const uint32_t *en, uint32_t n, uint32_t skip) {
  Action b;
  for (uint32_t j = 0; j < n; j++)
    if (j != skip && ex_next_action(s->vm, en[j], &b) && b.index == ACT_INDEX_ANY) return true;
  return false;
}

bool srch_safe_single(Search *s, const uint32_t *en, uint32_t n, ChoiceList *out) {
  Action a;
  for (uint32_t i = 0; i < n; i++) {
    int k = srch_classify(s, en[i], &a);
    if (srch_alone_at(s, k)) {
      if (n > 1 && other_sees_all(s, en, n, i)) return false;
      srch_add_thread(out, en[i], k, &a);
      return true;
    }
  }
  return false;
}

/* ---- enumeration order ---- */

/* --order=seq:PERM: thread ids in the order the permutation lists them
 * ("2,0,1": T2 first); threads it does not name come after, by id. */
static int perm_rank(const char *perm, unsigned tid) {
  int rank = 0;
  for (const char *p = perm; *p; rank++) {
    char *end;
    unsigned long v = strtoul(p, &end, 10);
    if (end == p) break;
    if (v == tid) return rank;
    p = *end == ',' ? end + 1 : end;
  }
  return 1000 + (int)tid;
}

static void sort_by_perm(const char *perm, ChoiceList *cl) {
  for (uint32_t i = 1; i < cl->n; i++) { /* insertion sort: stable, sets are small */
    Choice c = cl->v[i];
    int r = perm_rank(perm, c.tid);
    uint32_t j = i;
    while (j > 0 && perm_rank(perm, cl->v[j - 1].tid) > r) {
      cl->v[j] = cl->v[j - 1];
      j--;
    }
    cl->v[j] = c;
  }
}

void srch_order(Search *s, ChoiceList *cl) {
  if (cl->n < 2) return;
  if (s->o->order_perm) sort_by_perm(s->o->order_perm, cl);
  if (s->o->order == ORDER_RANDOM) /* Fisher-Yates */
    for (uint32_t i = cl->n - 1; i > 0; i--) {
      uint32_t j = (uint32_t)(splitmix64(&s->rng) % (i + 1));
      Choice tmp = cl->v[i];
      cl->v[i] = cl->v[j];
      cl->v[j] = tmp;
    }
}

/* ---- the path ---- */

/* A level's choices and its probes' fingerprints are made for SMALL_LEVEL
 * entries first (chl_add's first size); buffers of that size are kept when
 * their level is popped, up to SPARES_MAX of each, for the next levels. */
enum { SMALL_LEVEL = 8, SPARES_MAX = 4096 };

static void *spare_take(struct SpareBufs *b) { return b->n ? b->v[--b->n] : NULL; }

static void spare_put(struct SpareBufs *b, void *buf, bool small) {
  if (buf && small && b->n < SPARES_MAX && GROW(b->v, b->n + 1, b->cap, 64))
    b->v[b->n++] = buf;
  else
    free(buf);
}

static void spares_free(struct SpareBufs *b) {
  for (uint32_t i = 0; i < b->n; i++)
    free(b->v[i]);
  free(b->v);
  *b = (struct SpareBufs){0};
}

static void free_choices(Search *s, ChoiceList *cl) {
  spare_put(&s->spare_choices, cl->v, cl->cap == SMALL_LEVEL);
  cl->v = NULL;
  cl->n = cl->cap = 0;
}

/* An empty choice list, with a kept buffer when there is one. */
static ChoiceList new_choices(Search *s) {
  ChoiceList cl = {0};
  if ((cl.v = spare_take(&s->spare_choices))) cl.cap = SMALL_LEVEL;
  return cl;
}

static void free_probed(Search *s, Level *l) {
  spare_put(&s->spare_probed, l->probed_fp, l->nprobed_fp == SMALL_LEVEL);
  l->probed_fp = NULL;
  l->nprobed_fp = 0;
}

/* Room for n probes' fingerprints in l. */
static ProbedFp *new_probed(Search *s, Level *l, uint32_t n) {
  free_probed(s, l);
  void *kept = n <= SMALL_LEVEL ? spare_take(&s->spare_probed) : NULL;
  l->nprobed_fp = n <= SMALL_LEVEL ? SMALL_LEVEL : n;
  return l->probed_fp = kept ? kept : xrealloc(s, NULL, l->nprobed_fp * sizeof(ProbedFp));
}

static Level *push_level(Search *s) {
  if (!GROW(s->path, s->depth + 1, s->cap, 256)) no_memory(s);
  Level *l = &s->path[s->depth++];
  memset(l, 0, sizeof *l);
  if (s->strat->level_size) l->data = xrealloc(s, NULL, s->strat->level_size);
  if (l->data) memset(l->data, 0, s->strat->level_size);
  if (s->depth > s->st.max_depth) s->st.max_depth = s->depth;
  return l;
}

static void drop_snapshot(Search *s, Level *l) {
  if (!l->snap) return;
  s->st.snapshot_bytes -= ex_state_bytes(l->snap);
  ex_state_free(l->snap);
  l->snap = NULL;
}

static void take_snapshot(Search *s, Level *l) {
  ex_collect_garbage(s->vm); /* or the garbage of the path is copied at every level */
  l->snap = ex_save(s->vm, true);
  s->st.snapshot_bytes += ex_state_bytes(l->snap);
  if (s->st.snapshot_bytes > s->st.peak_snapshot_bytes)
    s->st.peak_snapshot_bytes = s->st.snapshot_bytes;
}

static void pop_level(Search *s) {
  Level *l = &s->path[s->depth - 1];
  if (s->strat->backtrack) s->strat->backtrack(s, s->strat_data, l->data);
  drop_snapshot(s, l);
  graph_on_path(s, l->id, false);
  free_choices(s, &l->choices);
  free(l->data);
  free(l->start_text);
  free_probed(s, l);
  s->depth--;
}

/* ---- transitions ---- */

static void run(Search *s, Choice c, ExStep *out) {
  vis_transition(&s->vis);
  ex_step(s->vm, c.tid, c.value, s->o->step_limit, s->strat->flags & STRAT_CUT_ALL, out);
}

void srch_replay_step(Search *s, Choice c, ExStep *out) {
  ExHost replaying = s->host; /* a trace shows the first actions that were points */
  replaying.first_visible_unread = false;
  replaying.alone_accesses_unread = false; /* and every action they performed */
  ex_set_host(s->vm, &replaying);
  if (s->strat->mark) /* its traces are one action a step (strategy.h) */
    ex_step(s->vm, c.tid, c.value, s->o->step_limit, true, out);
  else
    run(s, c, out);
  ex_set_host(s->vm, &s->host);
  if (out->end == EX_STEP_HOST_ERROR) ex_fail(s->vm, ex_error(s->vm)); /* to the ex_protect */
}

static void execution_ended(Search *s) {
  if (s->strat->ended) s->strat->ended(s, s->strat_data);
}

/* The path to the top state, one choice a transition -- or, for a strategy
 * that marks its own scheduling points, one a stretch (strategy.h). */
static Choice *bfs_path(Search *s, uint32_t *n);

static Choice *path_choices(Search *s, uint32_t *n) {
  if (s->o->bfs) return bfs_path(s, n);
  bool fine = s->strat->mark != NULL;
  uint64_t total = 0;
  for (uint32_t i = 0; i < s->depth; i++)
    total += fine && s->path[i].nruns ? s->path[i].nruns : 1;
  Choice *path = xrealloc(s, NULL, (total + 1) * sizeof(Choice));
  uint32_t k = 0;
  for (uint32_t i = 0; i < s->depth; i++) {
    Choice c = srch_taken(s, i);
    path[k++] = c;
    for (uint32_t r = 1; fine && r < s->path[i].nruns; r++)
      path[k++] = (Choice){c.tid, 0};
  }
  *n = k;
  return path;
}

/* Verify.storeTrace (file "" when the program named none: the report shows
 * the first SHOWN_MAX) or Verify.terminateSearch: the path to here. */
static void show_path(Search *s, int kind, const char *file, uint32_t tid) {
  uint32_t npath;
  if (*file) {
    Choice *path = path_choices(s, &npath);
    rep_write_trace(s, file, path, npath);
    free(path);
    return;
  }
  if (kind == SHOWN_STORED && s->nshown >= SHOWN_MAX) return;
  Choice *path = path_choices(s, &npath);
  s->shown = xrealloc(s, s->shown, (s->nshown + 1) * sizeof(Found));
  s->shown[s->nshown++] = (Found){.kind = kind, .tid = tid, .path = path, .npath = npath};
}

static void cut_threads(Search *s);

/* What tells an uncaught exception from another: its text, stack trace
 * included (0 for the other kinds of error). */
static uint64_t error_key(Search *s, int kind, uint32_t tid) {
  if (kind != ERR_EXCEPTION) return 0;
  char *text = NULL;
  size_t len = 0;
  FILE *w = open_memstream(&text, &len);
  if (!w) no_memory(s);
  ex_print_exception(s->vm, tid, w, "");
  fclose(w);
  uint64_t key = XXH3_64bits(text, len) | 1;
  free(text);
  return key;
}

/* Keep the error with its path?  The first ERRORS_KEPT; after them an
 * uncaught exception no kept one shows (--all-errors on a program that
 * fails on every path finds the same errors again and again). */
static bool keep_error(Search *s, uint64_t key) {
  if (s->nkept < ERRORS_KEPT) return true;
  if (!key || s->nkept >= ERRORS_KEPT_DISTINCT) return false;
  for (uint32_t i = 0; i < s->nkept; i++)
    if (s->kept_keys[i] == key) return false;
  return true;
}

static Found *record_error(Search *s, int kind, uint32_t tid) {
  Found *f = &s->spare;
  *f = (Found){.kind = kind, .tid = tid};
  uint64_t key = error_key(s, kind, tid);
  if (keep_error(s, key)) {
    s->found = xrealloc(s, s->found, (s->nkept + 1) * sizeof(Found));
    s->kept_keys = xrealloc(s, s->kept_keys, (s->nkept + 1) * sizeof(uint64_t));
    s->kept_keys[s->nkept] = key;
    f = &s->found[s->nkept++];
    *f = (Found){.kind = kind, .tid = tid};
    f->path = path_choices(s, &f->npath);
  }
  s->nfound++;
  s->st.executions++;
  /* An error ends the path, but the search goes on (--all-errors): what
   * the threads that could still run would have done is unknown, as at a
   * depth bound, and to a strategy that tracks dependences it may conflict
   * with anything before.  Else no race with their next actions is seen,
   * and an error behind this one, reached by running them earlier, is
   * missed.  Stateless too (unlike a depth bound, where every path cut in a
   * long loop would make every thread run at every level above it): errors
   * end few paths, and without the cut odpor --stateless missed the path
   * behind a deadlock where one thread runs both initialisers of a cycle
   * (ClinitMutualTwoThreads), and odpor and dpor-graph the assertions behind
   * AllErrorsBehind's first (allerrors_test.py --stateless). */
  if (s->o->all_errors) cut_threads(s);
  execution_ended(s); /* first: it may add to the edge (srch_note_effect) */
  graph_arrive(s, 0);
  return f;
}

/* A data race among the threads' next actions (race.h): a verdict with
 * --races=error.  True: the path ends here. */
static bool race_ends_path(Search *s, const uint32_t *en, uint32_t n) {
  if (s->o->races == RACES_IGNORE) return false;
  const Race *r = race_check(&s->races, s->vm, en, n);
  if (!r || s->o->races != RACES_ERROR) return false;
  Found *f = record_error(s, ERR_RACE, r->a.tid);
  f->race[0] = r->a;
  f->race[1] = r->b;
  return true;
}

/* The execution ends here: threads that could still run are cut off. */
static void cut_threads(Search *s) {
  uint32_t en[ex_nthreads(s->vm) + 1];
  uint32_t n = ex_enabled(s->vm, en);
  /* and those blocked on a lock: they may do anything once they have it
   * (a deadlock too ends a path with such threads) */
  uint32_t enabled = n;
  for (uint32_t p = 0, k = 0; p < ex_nthreads(s->vm); p++) {
    Action a;
    if (k < enabled && en[k] == p)
      k++;
    else if (ex_blocked_acquire(s->vm, p, &a))
      en[n++] = p;
  }
  if (!n) return;
  graph_cut(s, en, n);
  if (s->strat->cut) s->strat->cut(s, s->strat_data, en, n);
}

static void record_final(Search *s) {
  s->st.final_states++;
  s->st.executions++;
  cut_threads(s);
  execution_ended(s);
  graph_arrive(s, 0);
  if (!s->o->final_states) return;
  char *text = ex_final_state(s->vm);
  for (uint32_t i = 0; i < s->nfinals; i++)
    if (!strcmp(s->finals[i], text)) {
      free(text);
      return;
    }
  if (!GROW(s->finals, s->nfinals + 1, s->finals_cap, 16)) no_memory(s);
  s->finals[s->nfinals++] = text;
}

/* Reducible states are not stored (S-POR runs the one thread through them),
 * so a thread that loops through them for ever -- alone, spinning on a yield
 * -- made a path that never ended, and spor, jpf and the source-set
 * strategies ran out of memory where none ends at once.  Where one thread alone can run, a state
 * reached after FORCED_STORE_RUN reducible levels in a row is stored too: reached again, its path
 * ends, as under none (no other thread can run there, so no order is lost). */
enum { FORCED_STORE_RUN = 64 };
static bool forced_store(const Search *s, uint32_t enabled) {
  if (enabled != 1 || s->depth < FORCED_STORE_RUN) return false;
  for (uint32_t k = s->depth - FORCED_STORE_RUN; k < s->depth; k++)
    if (s->path[k].stored) return false;
  return true;
}

enum { STEP_OK, STEP_END, STEP_ERROR, STEP_PRUNED, STEP_HOST_ERROR };

static int step(Search *s, Choice c) {
  ExStep r;
  if (s->strat->before) s->strat->before(s, s->strat_data, c);
  s->stepping = true;
  run(s, c, &r);
  s->stepping = false;
  s->last_tid = c.tid;
  s->path[s->depth - 1].nruns = r.nruns;
  if (r.end == EX_STEP_HOST_ERROR) return STEP_HOST_ERROR; /* the VM is dead: stop */
  graph_effects(s, &r, s->path[s->depth - 1].id != 0);
  s->st.transitions++;
  if (s->strat->ran) s->strat->ran(s, s->strat_data, c, &r);
  /* a path stored and shown as the search ends is shown once */
  if (r.store_trace && (*r.store_trace || r.end != EX_STEP_TERMINATE))
    show_path(s, SHOWN_STORED, r.store_trace, c.tid);
  switch (r.end) {
  case EX_STEP_TERMINATE: /* Verify.terminateSearch: the search ends here */
    show_path(s, SHOWN_TERMINATED, "", c.tid);
    s->terminated = true;
    s->st.executions++;
    execution_ended(s);
    graph_arrive(s, 0);
    return STEP_PRUNED;
  case EX_STEP_PRUNED: /* Verify.assume(false): the path is cut */
    s->st.pruned++;
    s->st.executions++;
    cut_threads(s); /* as at an end: what the others would do next conflicts with anything */
    execution_ended(s);
    graph_arrive(s, 0);
    return STEP_PRUNED;
  case EX_STEP_LIMIT: record_error(s, ERR_LIMIT_STEPS, c.tid); return STEP_ERROR;
  case EX_STEP_EXCEPTION: record_error(s, ERR_EXCEPTION, c.tid); return STEP_ERROR;
  case EX_STEP_EXIT: return STEP_END;
  default: return STEP_OK;
  }
}

/* ---- enumeration order: transitions to visited states first (section 5) ---- */

/* Run choice c from the current state; true when the transition ended
 * normally, with the fingerprint of the state it reached in *probed. */
static bool probe(Search *s, Choice c, ProbedFp *probed, ExStep *out) {
  ExStep r;
  run(s, c, &r);
  *out = r;
  if (r.end == EX_STEP_HOST_ERROR) return false; /* visited_first stops */
  graph_effects(s, &r, true);
  if (s->strat->ran) s->strat->ran(s, s->strat_data, c, &r); /* strategies see every transition */
  if (r.end != EX_STEP_OK) return false;
  /* known: unless it ran outside, when a run again may reach another state */
  *probed = (ProbedFp){ex_fingerprint(s->vm), !r.outside};
  return true;
}

/* Did a probe (ok: one that ended normally) reach a stored state?  Then
 * its transition is taken as matched: counted, its edge ends there, the
 * strategy hears of it. */
static bool probe_matched(Search *s, const ProbedFp *p, bool ok) {
  uint32_t id = 0; /* its number, with keep_graph */
  if (!ok || !store_contains(&s->store, p->fp)) return false;
  store_add(&s->store, p->fp, &id); /* present: only looks up its number */
  s->st.transitions++;
  s->st.matched++;
  graph_arrive(s, id);
  if (s->strat->matched) s->strat->matched(s, s->strat_data, id);
  return true;
}

/* May the search take a probe's fingerprint for the state the same choice
 * reaches again?  Not when shared objects are marked sticky: the strategy's
 * expansion of the state (after the probe's hash) may mark some. */
static bool probes_kept(const Search *s) { return !(s->vis.no_alone && !s->vis.nnames); }

/* May visited_first take the transition its last probe ran as the choice's
 * own, when that choice is the first left to take?  Only for a strategy
 * that hears of nothing but states (no callback on transitions, resumes or
 * matches: it would hear of them in another order) and without the explored
 * graph (graph_leave, once a transition). */
static bool probe_taken_over(const Search *s) {
  const Strategy *g = s->strat;
  return !s->o->keep_graph && !g->before && !g->ran && !g->resume && !g->matched && !g->performed &&
         !g->mark && probes_kept(s);
}

/* A new branching level: run each choice once; those that lead to an already
 * visited state are taken first -- and, being matched, are done -- as the
 * paper's sequential and random orders both do (section 5).  The others keep
 * their order.  Called in l's state, as expand left it; leaves the VM there,
 * or (true) when the last choice is the only one left and its probe may
 * stand for it (probe_taken_over), in the state that choice reaches, the
 * choice taken: what step would have done, but run. */
static bool visited_first(Search *s, uint32_t level) {
  Level *l = &s->path[level];
  uint32_t n = l->choices.n;
  if (n > s->vf_cap) {
    s->vf_cap = n;
    s->vf_seen = xrealloc(s, s->vf_seen, n * sizeof(bool));
    s->vf_ok = xrealloc(s, s->vf_ok, n * sizeof(bool));
    s->vf_choices = xrealloc(s, s->vf_choices, n * sizeof(Choice));
    s->vf_probed = xrealloc(s, s->vf_probed, n * sizeof(ProbedFp));
  }
  bool *seen = s->vf_seen, *probed_ok = s->vf_ok;
  ProbedFp *probed = s->vf_probed;
  memset(probed, 0, n * sizeof(ProbedFp));
  memset(seen, 0, n * sizeof(bool));
  memset(probed_ok, 0, n * sizeof(bool));
  /* Where nothing hears of a match as it happens (no explored graph, whose
   * edges go in the order transitions run, no callback), the lookups wait
   * until every choice has run: each probe's slot of the store's index is
   * loaded meanwhile, where a large store costs a miss to memory each. */
  bool later = !s->o->keep_graph && !s->strat->matched;
  ExStep last = {0};
  for (uint32_t i = 0; i < n; i++) {
    /* the first probe starts where expand left the VM: in l's state, its
     * snapshot just taken */
    if (i > 0) ex_restore(s->vm, l->snap);
    graph_leave(s, level, l->choices.v[i]);
    probed_ok[i] = probe(s, l->choices.v[i], &probed[i], &last);
    if (!later)
      seen[i] = probe_matched(s, &probed[i], probed_ok[i]);
    else if (probed_ok[i])
      store_prefetch(&s->store, probed[i].fp);
    if (ex_error(s->vm)) break; /* the VM is dead: srch_run stops */
  }
  uint32_t nseen = 0;
  for (uint32_t i = 0; i < n; i++) {
    if (later) seen[i] = probe_matched(s, &probed[i], probed_ok[i]);
    nseen += seen[i];
  }
  bool take = nseen == n - 1 && !ex_error(s->vm) && !seen[n - 1] && probed[n - 1].known &&
              !last.store_trace && probe_taken_over(s);
  if (!ex_error(s->vm) && !take) ex_restore(s->vm, l->snap);
  free_probed(s, l);
  ProbedFp *kept = NULL; /* the probes in the order of the choices, when the level keeps them */
  if (nseen < n && probes_kept(s) && !ex_error(s->vm)) kept = new_probed(s, l, n);
  if (nseen) { /* the matched choices first: taken, each ended in a matched state */
    Choice *sorted = s->vf_choices;
    uint32_t k = 0;
    for (uint32_t pass = 0; pass < 2; pass++)
      for (uint32_t i = 0; i < n; i++)
        if (seen[i] == (pass == 0)) {
          if (kept) kept[k] = probed[i];
          sorted[k++] = l->choices.v[i];
        }
    memcpy(l->choices.v, sorted, n * sizeof(Choice));
    l->next = nseen;
    l->resume = true;
  } else if (kept) {
    memcpy(kept, probed, n * sizeof(ProbedFp));
  }
  if (!take) return false;
  l->next = n; /* the last choice is taken, its transition run */
  l->resume = true;
  s->last_tid = l->choices.v[n - 1].tid;
  l->nruns = last.nruns;
  s->st.transitions++;
  return true;
}

enum { STORE_BOUND = -2 }; /* store_bounded_add: a new state past --max-states */

/* store_add under --max-states: a state seen before still matches at the
 * bound, a new one past it ends the search (a search of exactly N states is
 * proved with --max-states=N). */
static int store_bounded_add(Search *s, Fingerprint fp, uint32_t *id) {
  if (s->o->max_states && s->st.stored >= s->o->max_states && !store_contains(&s->store, fp))
    return STORE_BOUND;
  return store_add(&s->store, fp, id);
}

/* The fingerprint of the state just reached: its probe's, if it had one. */
static Fingerprint reached_fingerprint(Search *s) {
  const Fingerprint *known = s->known_fp;
  s->known_fp = NULL;
  if (!known) return ex_fingerprint(s->vm);
  if (!s->self_check) return *known;
  Fingerprint now = ex_fingerprint(s->vm);
  if (now.lo != known->lo || now.hi != known->hi)
    ex_fail(s->vm, "internal error: a choice reached a state other than its probe's");
  return *known;
}

/* The state just reached: ask the strategy for its choices and push it,
 * unless it ends the path (final, deadlock, seen before, depth bound).
 * False: nothing pushed. */
static bool expand(Search *s) {
  VM *vm = s->vm;
  uint32_t en[ex_nthreads(vm) ? ex_nthreads(vm) : 1], n;
  int status = ex_status_enabled(vm, en, &n);
  if (status == EX_HOST_ERROR) return false;
  if (status == EX_DONE) {
    record_final(s);
    return false;
  }
  if (status == EX_DEADLOCK) {
    record_error(s, ERR_DEADLOCK, 0);
    return false;
  }
  if (s->o->max_depth && s->depth >= s->o->max_depth) {
    s->limit_hit = true;
    s->limit_what = "depth bound";
    /* a path cut here counts against --max-executions: a stateless search
     * down spin loops would otherwise cut path after path unbounded */
    s->st.executions++;
    /* What the threads would have done next is unknown: to a strategy that
     * tracks dependences it may conflict with anything (as a daemon's at
     * the end of an execution), or a stored state's future in L_r would
     * look independent of them.  Not stateless, where every path cut in a
     * long loop would make every thread run at every point of the loop:
     * there a cut path is only explored less (the search ends incomplete). */
    if (!s->o->stateless) {
      cut_threads(s);
      execution_ended(s);
      graph_arrive(s, 0);
    }
    return false;
  }
  if (race_ends_path(s, en, n)) return false;
  void *data = s->strat->level_size ? xrealloc(s, NULL, s->strat->level_size) : NULL;
  if (data) memset(data, 0, s->strat->level_size);
  ChoiceList cl = new_choices(s);
  s->want_snap = false;
  bool irreducible = s->strat->expand(s, s->strat_data, data, en, n, &cl);
  if (cl.lost) no_memory(s);
  uint32_t id = 0;
  bool forced = !irreducible && forced_store(s, n);
  if (!s->o->stateless && (irreducible || forced || (s->strat->flags & STRAT_CUT_ALL))) {
    int added = store_bounded_add(s, reached_fingerprint(s), &id);
    if (added >= 0) graph_arrive(s, id);
    if (added <= 0) {
      if (s->strat->discard) s->strat->discard(s, s->strat_data, data);
      free_choices(s, &cl);
      free(data);
      if (added == 0) {
        s->st.matched++;
        if (s->strat->matched) s->strat->matched(s, s->strat_data, id);
      } else {
        s->limit_hit = true;
        s->limit_what =
            added == STORE_BOUND ? "bound on states" : "memory budget of the state store";
      }
      return false;
    }
    s->st.stored++;
  }
  if (s->o->stateless && irreducible && s->o->keep_graph) { /* L_r as a tree */
    id = ++s->tree_ids;
    graph_arrive(s, id);
  }
  srch_order(s, &cl);
  Level *l = push_level(s);
  free(l->data);
  l->data = data;
  l->choices = cl;
  l->stored = irreducible || forced;
  l->id = id;
  l->eff_mark = s->npeff;
  graph_on_path(s, id, true);
  /* one enabled thread: no choice can be added later, no snapshot needed */
  if (cl.n > 1 || (irreducible && n > 1 && (s->strat->flags & STRAT_SNAPSHOT_ALL)) || s->want_snap)
    take_snapshot(s, l);
  s->want_snap = false;
  return true;
}

static void progress(Search *s, double start, double *last) {
  double t = util_seconds();
  if (t - *last < 1.0) return;
  *last = t;
  fprintf(stderr, "\r[%6.0fs] states %llu (%.0f/s)  depth %u  store %zu MiB   ", t - start,
          (unsigned long long)s->st.stored, s->st.stored / (t - start + 1e-9), s->depth,
          (store_bytes(&s->store) + s->st.snapshot_bytes) >> 20);
  fflush(stderr);
}

static size_t bfs_bytes(const Search *s);

size_t srch_bytes(const Search *s) {
  return store_bytes(&s->store) + s->st.snapshot_bytes + graph_bytes(s) + bfs_bytes(s);
}

/* --memory bounds all the search keeps, not the store alone: past it the
 * search ends (exit 3) with what it found so far. */
static bool over_budget(Search *s) {
  size_t total = srch_bytes(s);
  if (total > s->st.peak_bytes) s->st.peak_bytes = total;
  if (total <= s->o->memory) return false;
  /* the budget as given: in MiB, or KiB or bytes below (not "0 MiB") */
  size_t m = s->o->memory;
  bool mib = !(m & ((1u << 20) - 1)), kib = !(m & 1023);
  snprintf(s->limit_buf, sizeof s->limit_buf,
           "memory budget (--memory=%zu %s): state store %.1f MiB, snapshots of the path %.1f "
           "MiB, explored graph %.1f MiB",
           mib   ? m >> 20
           : kib ? m >> 10
                 : m,
           mib   ? "MiB"
           : kib ? "KiB"
                 : "bytes",
           store_bytes(&s->store) / 1048576.0, s->st.snapshot_bytes / 1048576.0,
           graph_bytes(s) / 1048576.0);
  s->limit_hit = true;
  s->limit_what = s->limit_buf;
  return true;
}

/* Should the search stop before its next transition? */
static bool must_stop(Search *s, double start) {
  if (ex_error(s->vm)) return true; /* a host error: no report, cli/ prints it */
  if (s->nfound && !s->o->all_errors) return true;
  if (s->terminated) return true;
  /* --visibility=sync found a location unprotected: this run's transitions
   * are too coarse, and chk_check runs the search again from the start */
  if (s->vis.locks.nflagged) return true;
  if (s->vis.locks.out_of_memory) { /* sync: chk_check runs again, every shared access a point */
    if (s->vis.policy == VIS_SHARED && !s->limit_hit) {
      s->limit_hit = true; /* no memory to note a final field written late */
      s->limit_what = "memory (the final-field analysis)";
    }
    return true;
  }
  if (s->limit_hit && (!s->o->max_depth || strcmp(s->limit_what, "depth bound")))
    return true; /* the store is full, or a time or execution bound */
  if (over_budget(s)) return true;
  if (s->o->max_executions && s->st.executions >= s->o->max_executions) {
    s->limit_hit = true;
    s->limit_what = "bound on executions";
    return true;
  }
  if (s->o->stop && *s->o->stop) {
    s->limit_hit = true;
    s->limit_what = "stopped: another configuration of the portfolio answered first";
    return true;
  }
  /* the clock every 1024 transitions: since the last look, not at exact
   * multiples, which a count that moves by several at once can step over */
  if (s->o->time_limit > 0 && s->st.transitions - s->clock_read_at >= 1024 &&
      (s->clock_read_at = s->st.transitions, util_seconds() - start > s->o->time_limit)) {
    s->limit_hit = true;
    s->limit_what = "time limit";
    return true;
  }
  return false;
}

/* After the transition of the top level's last choice taken: expand the
 * state it reached, with its probe's fingerprint if it has one. */
static void reached(Search *s) {
  Level *l = &s->path[s->depth - 1];
  if (l->probed_fp && l->probed_fp[l->next - 1].known) s->known_fp = &l->probed_fp[l->next - 1].fp;
  expand(s);
  s->known_fp = NULL;
}

void srch_run(Search *s) {
  double start = util_seconds(), last = start;
  bool tty = isatty(2) && !s->o->json;
  expand(s);
  while (s->depth > 0) {
    if (must_stop(s, start)) break;
    Level *l = &s->path[s->depth - 1];
    if (l->resume) { /* back from the subtree of its last choice */
      l->resume = false;
      if (s->strat->resume) s->strat->resume(s, s->strat_data, l->data);
      l = &s->path[s->depth - 1];
    }
    if (l->next == l->choices.n) {
      pop_level(s);
      continue;
    }
    /* not for a strategy that marks its points: it follows every transition */
    if (!l->probed && l->next == 0 && l->choices.n > 1 && l->stored && !s->o->stateless &&
        !s->o->no_visited_first && !s->strat->mark) {
      l->probed = true;
      if (visited_first(s, s->depth - 1)) reached(s);
      continue;
    }
    Choice c = l->choices.v[l->next++];
    l->resume = true;
    if (l->next > 1) ex_restore(s->vm, l->snap);
    graph_leave(s, s->depth - 1, c);
    int r = step(s, c);
    if (r == STEP_ERROR || r == STEP_PRUNED || r == STEP_HOST_ERROR) continue;
    if (r == STEP_END) {
      record_final(s);
      continue;
    }
    reached(s);
    if (tty) progress(s, start, &last);
  }
  if (tty) fputs("\r\033[K", stderr);
  s->st.seconds = util_seconds() - start;
}

/* ---- breadth first (--search=bfs) ----
 *
 * JPF's BFSHeuristic: states are expanded level by level, so the first error
 * found has a shortest path, and a program whose states never repeat along
 * one path (JPF's Crossing: the elapsed time grows) is still searched across
 * before deep.  Every state waiting to be expanded keeps a snapshot; --memory
 * bounds them with the rest.  The strategies whose choices depend on the
 * state alone run here (none, jpf with the last thread's choice, spor); the
 * source-set ones follow a depth-first stack.  One level of s->path stands
 * for the transition being run (srch_taken gives the jpf strategy its
 * thread), and a state's path comes from the parents of the state table. */

typedef struct BfsEntry {
  uint32_t node;
  VMState *snap;
  ChoiceList choices;
} BfsEntry;

static Choice *bfs_path(Search *s, uint32_t *n) {
  uint32_t k = s->bfs_depth[s->bfs_cur];
  Choice *path = xrealloc(s, NULL, (k + 1) * sizeof(Choice));
  for (uint32_t x = s->bfs_cur, i = k; i > 0; x = s->bfs_parent[x])
    path[--i] = s->bfs_via[x];
  *n = k;
  return path;
}

static uint32_t bfs_node(Search *s, uint32_t parent, Choice via) {
  uint32_t k = s->bfs_nodes;
  if (!GROW(s->bfs_parent, k + 1, s->bfs_nodes_cap, 1024)) no_memory(s);
  s->bfs_via = xrealloc(s, s->bfs_via, s->bfs_nodes_cap * sizeof(Choice));
  s->bfs_depth = xrealloc(s, s->bfs_depth, s->bfs_nodes_cap * sizeof(uint32_t));
  s->bfs_parent[k] = parent;
  s->bfs_via[k] = via;
  s->bfs_depth[k] = parent == UINT32_MAX ? 0 : s->bfs_depth[parent] + 1;
  if (s->bfs_depth[k] > s->st.max_depth) s->st.max_depth = s->bfs_depth[k];
  s->bfs_nodes = k + 1;
  return k;
}

static size_t bfs_bytes(const Search *s) {
  return (size_t)s->bfs_nodes_cap * (2 * sizeof(uint32_t) + sizeof(Choice)) +
         (size_t)s->bfs_cap * sizeof(BfsEntry);
}

/* The state just reached (s->bfs_cur): its verdict, or it is stored (as
 * expand does) and queued with its choices. */
static void bfs_arrive(Search *s) {
  VM *vm = s->vm;
  int status = ex_status(vm);
  if (status == EX_HOST_ERROR) return;
  if (status == EX_DONE) return record_final(s);
  if (status == EX_DEADLOCK) {
    record_error(s, ERR_DEADLOCK, 0);
    return;
  }
  if (s->o->max_depth && s->bfs_depth[s->bfs_cur] >= s->o->max_depth) {
    s->limit_hit = true;
    s->limit_what = "depth bound";
    s->st.executions++;
    return;
  }
  uint32_t en[ex_nthreads(vm)];
  uint32_t n = ex_enabled(vm, en);
  if (race_ends_path(s, en, n)) return;
  ChoiceList cl = {0};
  bool irreducible = s->strat->expand(s, s->strat_data, NULL, en, n, &cl);
  if (cl.lost) no_memory(s);
  if (irreducible || (s->strat->flags & STRAT_CUT_ALL)) {
    int added = store_bounded_add(s, ex_fingerprint(vm), NULL);
    if (added <= 0) {
      free(cl.v);
      if (added == 0) {
        s->st.matched++;
      } else {
        s->limit_hit = true;
        s->limit_what =
            added == STORE_BOUND ? "bound on states" : "memory budget of the state store";
      }
      return;
    }
    s->st.stored++;
  }
  srch_order(s, &cl);
  if (!GROW(s->bfs_queue, s->bfs_n + 1, s->bfs_cap, 256)) no_memory(s);
  ex_collect_garbage(vm); /* the snapshot waits in the queue: no garbage in it */
  BfsEntry *e = &s->bfs_queue[s->bfs_n++];
  *e = (BfsEntry){.node = s->bfs_cur, .snap = ex_save(vm, false), .choices = cl};
  s->st.snapshot_bytes += ex_state_bytes(e->snap);
  if (s->st.snapshot_bytes > s->st.peak_snapshot_bytes)
    s->st.peak_snapshot_bytes = s->st.snapshot_bytes;
}

static void bfs_drop(Search *s, BfsEntry *e) {
  s->st.snapshot_bytes -= ex_state_bytes(e->snap);
  ex_state_free(e->snap);
  free(e->choices.v);
}

/* The next state to expand, its entry moved out of the queue (false: none). */
static bool bfs_pop(Search *s, BfsEntry *out) {
  if (s->bfs_head == s->bfs_n) return false;
  *out = s->bfs_queue[s->bfs_head++];
  if (s->bfs_head >= 1024 && s->bfs_head * 2 >= s->bfs_n) { /* reuse the front */
    memmove(s->bfs_queue, s->bfs_queue + s->bfs_head, (s->bfs_n - s->bfs_head) * sizeof(BfsEntry));
    s->bfs_n -= s->bfs_head;
    s->bfs_head = 0;
  }
  return true;
}

void srch_run_bfs(Search *s) {
  double start = util_seconds(), last = start;
  bool tty = isatty(2) && !s->o->json;
  Level *l = push_level(s); /* the transition being run */
  l->choices.v = xrealloc(s, NULL, sizeof(Choice));
  l->choices.v[0] = (Choice){0, 0};
  l->choices.n = l->next = 1;
  s->bfs_cur = bfs_node(s, UINT32_MAX, (Choice){0, 0});
  bfs_arrive(s);
  BfsEntry e;
  while (!must_stop(s, start) && bfs_pop(s, &e)) {
    for (uint32_t i = 0; i < e.choices.n && !must_stop(s, start); i++) {
      Choice c = e.choices.v[i];
      ex_restore(s->vm, e.snap);
      s->path[0].choices.v[0] = c;
      s->bfs_cur = bfs_node(s, e.node, c);
      int r = step(s, c);
      if (r == STEP_ERROR || r == STEP_PRUNED || r == STEP_HOST_ERROR) continue;
      if (r == STEP_END) {
        record_final(s);
        continue;
      }
      bfs_arrive(s);
      if (tty) progress(s, start, &last);
    }
    bfs_drop(s, &e);
  }
  while (bfs_pop(s, &e))
    bfs_drop(s, &e);
  if (tty) fputs("\r\033[K", stderr);
  s->st.seconds = util_seconds() - start;
}

/* ---- setting up ---- */

static bool visible(void *data, VM *vm, const Action *a) { return is_visible(data, a); }

static bool unshared(void *data, VM *vm, Ref obj) {
  return vis_unshared_now(&((Search *)data)->vis, obj);
}

static bool stops(void *data, VM *vm, const Action *a) {
  Search *s = data;
  int m = s->strat->mark(s, s->strat_data, a, s->stepping);
  return m == MARK_YES || m == MARK_REPLAY;
}

static void performed(void *data, VM *vm, const Action *a) {
  Search *s = data;
  if (s->stepping) s->strat->performed(s, s->strat_data, a);
}

/* Keep the host error's message, if any, for the caller: the VM is going. */
static void close_vm(Search *s) {
  if (ex_error(s->vm)) s->host_error = strdup(ex_error(s->vm));
  ex_close(s->vm);
  s->vm = NULL;
}

static void save_initial(void *data) {
  Search *s = data;
  s->init = ex_save(s->vm, false);
}

bool srch_open(Search *s, const CheckOptions *o, int *status) {
  memset(s, 0, sizeof *s);
  s->o = o;
  s->strat = o->por;
  VMOptions vo = o->vm;
  vo.mute = !o->show_output;
  s->vm = ex_open(&vo, o->main_class, o->argc, o->argv, status);
  if (*status) {
    close_vm(s);
    return false;
  }
  vis_init(&s->vis, s->vm, o->shared_classes);
  s->vis.no_alone = s->strat->flags & STRAT_NO_ALONE;
  s->vis.carry = !s->strat->mark && !s->strat->performed;
  s->self_check = o->check_probes || SLOW_CHECKS;
  s->vis.check_carry = s->self_check;
  /* a strategy that cuts at every access has no use for the lockset analysis */
  s->vis.policy = s->strat->flags & STRAT_CUT_ALL || s->strat->mark ? VIS_SHARED : o->visibility;
  for (uint32_t i = 0; i < o->nsched_locs; i++)
    ls_schedule(&s->vis.locks, o->sched_locs[i]);
  ExHost host = {.data = s,
                 .visible = visible,
                 .stops = s->strat->mark ? stops : NULL,
                 .performed = s->strat->performed ? performed : NULL,
                 .names_in_fingerprint = s->strat->flags & STRAT_NO_ALONE,
                 /* --shared-classes decides by class: no marks, no walks */
                 .sticky_shared = s->vis.no_alone && !s->vis.nnames,
                 /* vis_visible's first answers (a strategy that marks or cuts
                  * at every access decides otherwise) */
                 .alone_accesses_invisible = !s->strat->mark && !(s->strat->flags & STRAT_CUT_ALL),
                 /* no strategy relates them to another thread's actions:
                  * none can race with them (explore.h) */
                 .alone_accesses_unread = !s->strat->mark && !(s->strat->flags & STRAT_CUT_ALL),
                 /* the strategies that track dependences keep the graph's
                  * effects; a trace is shown from a replay (srch_replay_step) */
                 .first_visible_unread =
                     !(s->strat->flags & (STRAT_WANTS_GRAPH | STRAT_GRAPH_STATEFUL)),
                 .unshared = s->vis.carry ? unshared : NULL};
  s->host = host;
  ex_set_host(s->vm, &host);
  s->rng = o->order_seed;
  s->last_tid = -1;
  store_init(&s->store, o->memory, o->keep_graph);
  if (!ex_protect(s->vm, save_initial, s)) { /* no memory for it */
    *status = CHK_USAGE;
    srch_close(s);
    return false;
  }
  if (s->strat->init) s->strat_data = s->strat->init(s);
  return true;
}

void srch_close(Search *s) {
  while (s->depth)
    pop_level(s);
  if (s->strat->fini) s->strat->fini(s->strat_data);
  free(s->path);
  free(s->bfs_parent);
  free(s->bfs_via);
  free(s->bfs_depth);
  free(s->bfs_queue);
  store_free(&s->store);
  if (s->init) ex_state_free(s->init);
  for (uint32_t i = 0; i < s->nfinals; i++)
    free(s->finals[i]);
  free(s->finals);
  for (uint32_t i = 0; i < s->nkept; i++)
    free(s->found[i].path);
  free(s->kept_keys);
  free(s->found);
  free(s->vf_seen);
  free(s->vf_ok);
  free(s->vf_choices);
  free(s->vf_probed);
  spares_free(&s->spare_choices);
  spares_free(&s->spare_probed);
  for (uint32_t i = 0; i < s->nshown; i++)
    free(s->shown[i].path);
  free(s->shown);
  graph_free(s);
  vis_free(&s->vis);
  race_free(&s->races);
  close_vm(s);
}
