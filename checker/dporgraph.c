/* dporgraph.c -- `--por=dpor-graph`: the DPOR engine of
 * papers/dpor-engine-yes-maybe-replay.md.  Before every action a thread is
 * about to run in the middle of a transition the instruction marker
 * (dgmarkers.c) answers Yes, No, Maybe or Replay; the engine keeps the DPOR
 * graph of Yes, Maybe and Replay nodes and runs Flanagan and Godefroid's
 * DPOR over it (Algorithm 1), with vector clocks for happens-before.  When a
 * Maybe node turns out to need a schedule, the nearest Replay node above it
 * is flagged and its part of the search is run again (Algorithm 2).
 *
 * Beyond the paper (its section 6, future work): the engine itself remembers
 * the points that turned out to be scheduling points -- by thread, the
 * thread's count of actions run and the action -- and makes them Yes nodes on
 * every later execution whatever the marker says, so a marker that keeps
 * answering Maybe cannot make the search replay forever; and with
 * --replay=point it comes back only to the choice point whose transition
 * holds the Maybe node, runs that transition again up to it and schedules
 * there the missing threads alone (request_point).
 *
 * FG05 proper: every thread's next action, enabled or not, is looked at at
 * every new node (pending_actions), not only the actions that run -- the
 * paper's engine looks only at the new node's; co-enabledness keeps the
 * schedule from landing where the thread cannot run (dgmarkers.c).
 *
 * Stateless, as in the paper: the search matches no states.  Its levels are
 * the choice points (Yes and Replay nodes, thread switches); Maybe nodes lie
 * inside transitions.
 *
 * With --stateful, the paper's future work (its section 6) after Yang, Chen,
 * Gopalakrishnan and Kirby (SPIN 2008): every choice point is a stored state.
 * Reaching a stored state again, the engine walks the explored graph L_r
 * from it and treats every access found there as if it came next on the
 * current path: each node it depends on and is concurrent with gets its
 * thread (conservatively, every such node, not only the last: the path from
 * the state to the access is not known).  A walk that meets a state on the
 * current path found a cycle; every choice point from that state to the top
 * then explores all its threads (the cycle proviso).  What the threads that
 * cannot run would do next is kept on L_r's edges too (note_disabled): a
 * thread blocked for ever performs nothing a walk could find.  Replays are
 * --replay=point only: a whole part of the search run again would only meet
 * its own stored states. */
#include <stdlib.h>
#include <string.h>

#include "checker/dporgraph.h"
#include "util/util.h"

#define NONE UINT32_MAX
/* A thread spinning on a flag no other thread has touched yet would run on
 * alone through Maybe nodes for ever: a location met this many times as a
 * Maybe node in one transition, or this many Maybe nodes in all, make the
 * next one a Yes node (a Yes node is never wrong, only costly). */
#define DG_SPIN_SAME 8
#define DG_SPIN 1000
#define SPIN_SLOTS 64

typedef struct PointSet { /* promoted points: open addressing over 64-bit keys */
  uint64_t *keys;
  uint32_t n, cap;
} PointSet;

typedef struct EffLink {
  uint32_t node;
  int32_t prev;  /* the access before it to the same place (-1: none) */
  int32_t wprev; /* the write before it to the same place */
  int32_t aprev; /* for an access that conflicts with everything: the one before */
} EffLink;

typedef struct LocTable { /* a place (object, field, index) -> its last access and write, or -1 */
  DgEffect *key;
  int32_t *head, *whead;
  uint32_t n, cap;
} LocTable;

/* A Maybe node found to need a schedule, to be made a choice point by
 * running its level's transition again up to it (--replay=point). */
typedef struct PointReplay {
  uint64_t point;   /* the node's point */
  uint16_t tid;     /* its thread */
  uint32_t count;   /* its thread's actions before it */
  uint64_t threads; /* what to schedule there (its own thread ran on already) */
  Choice choice;    /* the level's choice whose transition it is in */
} PointReplay;

typedef struct Engine {
  Search *s;
  const DgMarker *marker;
  void *mk;
  const DgDependence *dep;
  DgNode *path; /* the nodes of the current execution, in order */
  uint32_t npath, path_cap;
  DgEffect *eff; /* their segments' accesses */
  uint32_t neff, eff_cap;
  EffLink *link; /* each access's node, and the access before it to the same place */
  uint32_t link_cap;
  int32_t any_last; /* the last access that conflicts with everything, or -1 */
  LocTable locs;
  uint32_t clk[DG_MAXT][DG_MAXT]; /* each thread's vector clock */
  uint32_t count[DG_MAXT];        /* each thread's actions run */
  PointSet promoted;
  bool at_stop;     /* the last transition ended at a point the marker chose */
  int stop_kind;    /* and what it said there (MARK_YES or MARK_REPLAY) */
  int32_t prefer;   /* the thread that stopped there: it goes on first (the current thread) */
  int32_t stop_tid; /* the thread that stopped there, local code or not */
  bool in_local;    /* the transition running starts with a thread's local code */
  uint32_t maybes;  /* Maybe nodes made in the transition running */
  bool wrote;       /* the transition running wrote something */
  int32_t run_tid;  /* the thread that ran the last transitions, without writing, */
  uint32_t run;     /* this many times in a row */
  uint64_t spin_loc[SPIN_SLOTS]; /* and how often each location was one */
  uint8_t spin_count[SPIN_SLOTS];
  uint32_t next_id;
  bool point_replay; /* --replay=point */
  bool stateful;     /* --stateful: choice points are stored states */
  DgSummary *below;  /* --stateful: the accesses below stored states */
  /* Daemons: a thread's end after which the execution was cut (dg_cut) was
   * the program's end, and the threads cut were alive past it (by bit) */
  uint64_t exit_tids, daemons;
  bool end_last;    /* the last action performed was a thread's end */
  uint16_t end_tid; /* and whose */
  bool has_target;  /* a transition runs again to make target a choice point */
  PointReplay target;
  DgDraw *draw;
  uint64_t graphs, nodes[4], replays, actions, skipped_replays, point_replays;
  uint64_t revisits, revisit_effects, cycles, lost_targets;
} Engine;

typedef struct DgLevel {
  uint8_t kind;           /* its node's kind: MARK_YES or MARK_REPLAY */
  bool eager;             /* made at a point the marker chose: its node exists for every choice */
  bool local;             /* a thread that has not reached its first action runs first */
  bool replay_flag;       /* Algorithm 2: run its part of the search again */
  uint32_t node;          /* its node on the path for the current choice, or NONE */
  uint32_t npath0, neff0; /* the path and effects before it */
  uint32_t id;            /* its number in the graph, or NONE before its node is made */
  uint64_t runnable;
  ChoiceList all; /* every choice of every thread enabled there */
  uint32_t nt;    /* threads when it was made: rows of the saved clocks */
  uint32_t (*clk)[DG_MAXT];
  uint32_t count[DG_MAXT];
  void *mk_saved;
  PointReplay *req; /* points in its transitions to replay to */
  uint32_t nreq, req_cap;
} DgLevel;

/* ---- the set of promoted points ---- */

static uint64_t point_key(uint32_t tid, uint32_t count, const Action *a) {
  uint64_t h = 0x9e3779b97f4a7c15ull ^ ((uint64_t)tid << 32 | count);
  uint64_t parts[4] = {a->kind, a->oid, (uint64_t)act_field_key(a->field),
                       (uint64_t)(uint32_t)a->index};
  for (int i = 0; i < 4; i++) {
    h ^= parts[i];
    h = splitmix64(&h);
  }
  return h ? h : 1;
}

static bool ps_has(const PointSet *p, uint64_t k) {
  if (!p->cap) return false;
  for (uint32_t i = (uint32_t)k & (p->cap - 1);; i = (i + 1) & (p->cap - 1)) {
    if (p->keys[i] == k) return true;
    if (!p->keys[i]) return false;
  }
}

static bool ps_add(PointSet *p, uint64_t k) {
  if (ps_has(p, k)) return true;
  if (2 * (p->n + 1) > p->cap) {
    uint32_t cap = p->cap ? 2 * p->cap : 64;
    uint64_t *keys = calloc(cap, sizeof *keys);
    if (!keys) return false;
    for (uint32_t i = 0; i < p->cap; i++)
      if (p->keys[i]) {
        uint32_t j = (uint32_t)p->keys[i] & (cap - 1);
        while (keys[j])
          j = (j + 1) & (cap - 1);
        keys[j] = p->keys[i];
      }
    free(p->keys);
    p->keys = keys;
    p->cap = cap;
  }
  uint32_t i = (uint32_t)k & (p->cap - 1);
  while (p->keys[i])
    i = (i + 1) & (p->cap - 1);
  p->keys[i] = k;
  p->n++;
  return true;
}

static _Noreturn void no_memory(Engine *e) { ex_fail(srch_vm(e->s), "out of memory (dpor-graph)"); }

/* ---- accesses, chained by place ---- */

static bool same_place(const DgEffect *a, const DgEffect *b) {
  return a->oid == b->oid && a->field == b->field && a->index == b->index;
}

static uint32_t place_hash(const DgEffect *x) {
  uint64_t h = x->oid * 0x9e3779b97f4a7c15ull ^ (uint64_t)x->field * 0xc2b2ae3d27d4eb4full ^
               (uint32_t)x->index;
  return (uint32_t)(h >> 32 ^ h);
}

static uint32_t loc_find(const LocTable *t, const DgEffect *x) {
  uint32_t i = place_hash(x) & (t->cap - 1);
  while (t->head[i] != INT32_MIN && !same_place(&t->key[i], x))
    i = (i + 1) & (t->cap - 1);
  return i;
}

static bool loc_grow(LocTable *t) {
  LocTable g = {.cap = t->cap ? 2 * t->cap : 256};
  g.key = malloc(g.cap * sizeof *g.key);
  g.head = malloc(g.cap * sizeof *g.head);
  g.whead = malloc(g.cap * sizeof *g.whead);
  if (!g.key || !g.head || !g.whead) {
    free(g.key), free(g.head), free(g.whead);
    return false;
  }
  for (uint32_t i = 0; i < g.cap; i++)
    g.head[i] = INT32_MIN; /* an empty slot */
  for (uint32_t i = 0; i < t->cap; i++)
    if (t->head[i] != INT32_MIN) {
      uint32_t j = loc_find(&g, &t->key[i]);
      g.key[j] = t->key[i], g.head[j] = t->head[i], g.whead[j] = t->whead[i];
    }
  g.n = t->n;
  free(t->key), free(t->head), free(t->whead);
  *t = g;
  return true;
}

/* The slot of x's place, made when it has none. */
static uint32_t loc_slot(Engine *e, const DgEffect *x) {
  LocTable *t = &e->locs;
  if (2 * (t->n + 1) > t->cap && !loc_grow(t)) no_memory(e);
  uint32_t i = loc_find(t, x);
  if (t->head[i] == INT32_MIN) {
    t->key[i] = *x;
    t->head[i] = t->whead[i] = -1;
    t->n++;
  }
  return i;
}

/* The last access to x's place that x may conflict with: the last write
 * for a read (reads commute), the last access for a write. */
static int32_t loc_last(const Engine *e, const DgEffect *x) {
  if (!e->locs.cap) return -1;
  uint32_t i = loc_find(&e->locs, x);
  if (e->locs.head[i] == INT32_MIN) return -1;
  return x->write ? e->locs.head[i] : e->locs.whead[i];
}

static void eff_push(Engine *e, const DgEffect *x, uint32_t node) {
  if (!GROW(e->eff, e->neff + 1, e->eff_cap, 256) || !GROW(e->link, e->neff + 1, e->link_cap, 256))
    no_memory(e);
  uint32_t slot = loc_slot(e, x);
  bool any = x->oid == EFF_ANY;
  e->link[e->neff] =
      (EffLink){node, e->locs.head[slot], e->locs.whead[slot], any ? e->any_last : -1};
  if (any) e->any_last = (int32_t)e->neff;
  e->locs.head[slot] = (int32_t)e->neff;
  if (x->write) e->locs.whead[slot] = (int32_t)e->neff;
  e->eff[e->neff++] = *x;
}

static void eff_truncate(Engine *e, uint32_t n) {
  while (e->neff > n) {
    e->neff--;
    uint32_t slot = loc_find(&e->locs, &e->eff[e->neff]);
    e->locs.head[slot] = e->link[e->neff].prev;
    if (e->eff[e->neff].write) e->locs.whead[slot] = e->link[e->neff].wprev;
    if (e->eff[e->neff].oid == EFF_ANY) e->any_last = e->link[e->neff].aprev;
  }
}

/* ---- nodes ---- */

static void check_thread(Engine *e, uint32_t tid) {
  if (tid >= DG_MAXT)
    ex_fail(srch_vm(e->s), "dpor-graph: the program starts more than 64 threads "
                           "(the engine's vector clocks hold 64)");
}

static uint64_t enabled_mask(VM *vm) {
  uint32_t en[ex_nthreads(vm) + 1];
  uint32_t n = ex_enabled(vm, en);
  uint64_t m = 0;
  for (uint32_t i = 0; i < n; i++)
    if (en[i] < DG_MAXT) m |= 1ull << en[i];
  return m;
}

static void label_of(VM *vm, const Action *a, char *buf, size_t n) {
  if (!a) {
    snprintf(buf, n, "(local code: no action yet)");
    return;
  }
  char where[400], what[400];
  act_where(a, where, sizeof where);
  act_what(vm, a, what, sizeof what);
  snprintf(buf, n, "%s  %s", where, what);
}

static void pending_actions(Engine *e);
static void note_pending(Engine *e);
static void note_disabled(Engine *e, uint64_t en);

/* A new node at the end of the path; a (may be NULL) is its first action. */
static DgNode *push_node(Engine *e, int kind, uint32_t tid, int32_t level, uint64_t runnable,
                         uint32_t id, const Action *a) {
  check_thread(e, tid);
  pending_actions(e); /* a new state: FG05 looks at every thread's next action */
  if (!GROW(e->path, e->npath + 1, e->path_cap, 64)) no_memory(e);
  DgNode *n = &e->path[e->npath++];
  e->clk[tid][tid]++;
  *n = (DgNode){.id = id == NONE ? e->next_id++ : id,
                .kind = (uint8_t)kind,
                .tid = (uint16_t)tid,
                .level = level,
                .runnable = runnable,
                .choices = 1ull << tid,
                .count = e->count[tid],
                .eff = e->neff};
  memcpy(n->clock, e->clk[tid], sizeof n->clock);
  if (id == NONE) e->nodes[kind]++;
  if (e->draw) {
    int32_t parent = e->npath > 1 ? (int32_t)e->path[e->npath - 2].id : -1;
    char label[900];
    label_of(srch_vm(e->s), a, label, sizeof label);
    dgd_node(e->draw, n->id, parent, kind, n->tid, label, runnable, n->choices);
  }
  return n;
}

/* The node of the top level's choice, made now if it was not yet. */
static DgNode *current_node(Engine *e, uint32_t tid, const Action *a) {
  uint32_t top = srch_depth(e->s) - 1;
  DgLevel *l = srch_level_data(e->s, top);
  if (l->node == NONE && e->npath == l->npath0) {
    bool first = l->id == NONE;
    l->node = e->npath;
    push_node(e, l->kind, tid, (int32_t)top, l->runnable, l->id, a);
    if (first) l->id = e->path[l->node].id;
  }
  return &e->path[e->npath - 1];
}

/* ---- Algorithm 2: replays ---- */

/* Flag the nearest Replay node above path[i]. */
static void arrange_replay(Engine *e, uint32_t i) {
  while (i-- > 0)
    if (e->path[i].kind == MARK_REPLAY) {
      DgLevel *l = srch_level_data(e->s, (uint32_t)e->path[i].level);
      l->replay_flag = true;
      if (e->draw) dgd_replay_flag(e->draw, e->path[i].id);
      return;
    }
}

/* Must the search run the Replay level's part again: flagged, and no Replay
 * node above it flagged (that one's replay covers this one). */
static bool must_replay(Engine *e, DgLevel *l) {
  if (!l->replay_flag) return false;
  for (uint32_t i = l->npath0; i-- > 0;)
    if (e->path[i].kind == MARK_REPLAY &&
        ((DgLevel *)srch_level_data(e->s, (uint32_t)e->path[i].level))->replay_flag)
      return false;
  return true;
}

/* ---- Algorithm 1: DPOR over the graph ---- */

static void add_choices_of(Engine *e, uint32_t level, const DgLevel *l, uint64_t threads) {
  for (uint32_t k = 0; k < l->all.n; k++)
    if (threads >> l->all.v[k].tid & 1) srch_add_choice(e->s, level, l->all.v[k]);
}

/* --replay=point (the paper's future work, section 6): rather than run the
 * whole part of the search below the Replay node again, come back to the
 * level whose transition holds the Maybe node p, run that transition again
 * only up to p -- now a Yes node -- and schedule there the threads that were
 * missing, not p's own thread: what it did from p on was explored already.
 * False when the level keeps no snapshot to come back to. */
static bool request_point(Engine *e, const DgNode *p, uint64_t threads) {
  DgLevel *l = srch_level_data(e->s, (uint32_t)p->step);
  if (!srch_has_snapshot(e->s, (uint32_t)p->step)) return false;
  for (uint32_t k = 0; k < l->nreq; k++)
    if (l->req[k].point == p->point) {
      l->req[k].threads |= threads;
      return true;
    }
  if (!GROW(l->req, l->nreq + 1, l->req_cap, 4)) no_memory(e);
  l->req[l->nreq++] = (PointReplay){p->point, p->tid, p->count, threads & ~(1ull << p->tid),
                                    srch_taken(e->s, (uint32_t)p->step)};
  return true;
}

/* The threads in add (runnable there) must also run at path[i]. */
static void schedule_threads(Engine *e, uint32_t i, uint64_t add) {
  DgNode *p = &e->path[i];
  if ((p->choices | add) == p->choices && p->kind != MARK_MAYBE) return;
  p->choices |= add;
  if (e->draw) dgd_choices(e->draw, p->id, p->choices);
  if (p->level >= 0)
    add_choices_of(e, (uint32_t)p->level, srch_level_data(e->s, (uint32_t)p->level), add);
  if (p->kind == MARK_MAYBE) {
    /* it was a scheduling point: from now on it is one in every execution */
    if (!ps_add(&e->promoted, p->point)) no_memory(e);
    if (!(e->point_replay && request_point(e, p, add))) arrange_replay(e, i);
  }
}

/* AddScheduleFor(P, N) (lines 26-36): thread t must also run at path[i]. */
static void add_schedule(Engine *e, uint32_t i, uint32_t t) {
  const DgNode *p = &e->path[i];
  schedule_threads(e, i, (p->runnable >> t & 1) ? 1ull << t : p->runnable);
}

/* The nodes whose segments touched x's place or made an access that
 * conflicts with everything (getState(), Verify.beginAtomic), most recent
 * first, each once: for a read the writes only (reads commute); every node
 * for an access that conflicts with everything. */
typedef struct NodeWalk {
  int32_t k;  /* the next access in the place's chain */
  int32_t ka; /* the next access that conflicts with everything */
  uint32_t i, last;
  bool any, write;
} NodeWalk;

static NodeWalk walk_start(const Engine *e, const DgEffect *x) {
  bool any = x->oid == EFF_ANY;
  return (NodeWalk){
      any ? -1 : loc_last(e, x), any ? -1 : e->any_last, any ? e->npath : 0, NONE, any, x->write};
}

static bool walk_next(const Engine *e, NodeWalk *w, uint32_t *node) {
  if (w->any) {
    if (w->i == 0) return false;
    *node = --w->i;
    return true;
  }
  while (w->k >= 0 || w->ka >= 0) { /* the later of the two chains' accesses */
    uint32_t i;
    if (w->k > w->ka) {
      i = e->link[w->k].node;
      w->k = w->write ? e->link[w->k].prev : e->link[w->k].wprev;
    } else {
      i = e->link[w->ka].node;
      w->ka = e->link[w->ka].aprev;
    }
    if (i == w->last) continue; /* another access of the same node */
    *node = w->last = i;
    return true;
  }
  return false;
}

/* ExecuteDpor (lines 15-25) for x, an access of thread t about to be part of
 * the current node's segment: find the most recent node it must be ordered
 * both ways with, and schedule t there; then follow x's happens-before
 * edges.  backtrack_only: x will not run (a thread's pending action when the
 * execution ends). */
static void analyse(Engine *e, uint32_t t, const DgEffect *x, bool backtrack_only) {
  check_thread(e, t);
  DgNode probe = {.tid = (uint16_t)t, .level = -1};
  memcpy(probe.clock, e->clk[t], sizeof probe.clock);
  uint32_t acc[DG_MAXT];
  memcpy(acc, e->clk[t], sizeof acc);
  bool found = false;
  /* threads whose earlier nodes need no look: they happen before x, or are
   * in acc already once the schedule is found */
  uint32_t nt = ex_nthreads(srch_vm(e->s));
  if (nt > DG_MAXT) nt = DG_MAXT;
  uint64_t all = nt == 64 ? ~0ull : (1ull << nt) - 1, done = 1ull << t;
  NodeWalk w = walk_start(e, x);
  uint32_t i;
  while (walk_next(e, &w, &i)) {
    const DgNode *p = &e->path[i];
    uint64_t bit = 1ull << p->tid;
    if (done & bit) continue;
    if (dg_before(p, probe.clock)) { /* and so are the thread's nodes before it */
      if ((done |= bit) == all) break;
      continue;
    }
    const DgEffect *pe = &e->eff[p->eff];
    if (!e->dep->ordered(p, pe, x)) continue;
    for (uint32_t c = 0; c < nt; c++)
      if (p->clock[c] > acc[c]) acc[c] = p->clock[c];
    if (found) { /* only the clock is wanted now: its earlier nodes are in it */
      if ((done |= bit) == all) break;
      continue;
    }
    if (p->kind == MARK_REPLAY || !e->dep->dependent(p, pe, &probe, x)) continue;
    add_schedule(e, i, t);
    found = true;
    if (backtrack_only) return;
    if ((done |= bit) == all) break;
  }
  if (!backtrack_only) memcpy(e->clk[t], acc, sizeof acc);
}

/* Has the running thread met a's location as a Maybe node too often in this
 * transition (DG_SPIN_SAME)? */
static bool spinning(Engine *e, const Action *a) {
  if (++e->maybes > DG_SPIN) return true;
  uint64_t h =
      a->oid * 0x9e3779b97f4a7c15ull ^ (uint64_t)act_field_key(a->field) << 32 ^ (uint32_t)a->index;
  if (!h) h = 1;
  uint32_t i = (uint32_t)(h >> 40) % SPIN_SLOTS;
  if (e->spin_loc[i] != h) {
    e->spin_loc[i] = h;
    e->spin_count[i] = 0;
  }
  return ++e->spin_count[i] >= DG_SPIN_SAME;
}

/* ---- the strategy's callbacks ---- */

/* Is thread t's end a node of its own: does another thread still run?  The
 * end may end the program and stop the daemons, and another thread may see
 * it between the thread's last action and its end (isAlive(), getState(),
 * a count of live threads: after a start() by the ending thread, before its
 * end -- ActiveCountBeforeStart). */
static bool end_is_node(VM *vm) { return ex_unended_threads(vm) >= 2; }

static int dg_mark(Search *s, void *data, const Action *a, bool running) {
  Engine *e = data;
  uint32_t t = a->tid;
  check_thread(e, t);
  int m;
  uint64_t point = point_key(t, e->count[t], a);
  if (ps_has(&e->promoted, point))
    m = MARK_YES; /* found to be a scheduling point before: the engine knows */
  else
    m = e->marker->mark(e->mk, s, a);
  /* A thread's end while another thread has not ended: when those are
   * daemons the program ends with it, and it disables every one of them --
   * dependent on whatever they would do next (FG05 counts disabling).  The
   * markers answer No for it (it belongs to the segment before it), so a
   * daemon cut there (dg_cut) was scheduled before that whole segment, never
   * between its last access and the end (main's x = 5, the daemon's x = 1,
   * main's end).  Yes, not Maybe: whether a thread's end stops its
   * transition is decided on the state alone when a trace is replayed (the
   * replay cuts every other point anyway), and a promoted Maybe there would
   * cut the path otherwise than the search did.  Any thread's end, not only
   * one that may end the program: another thread may see the end come
   * after what the thread did before it (end_is_node).
   * So is a start() while another thread has not ended, for the same
   * reason: a thread started earlier in the same segment happened after the
   * whole segment, this start included, so what it sees of the thread not
   * started yet -- getState() NEW, isAlive() false, a join() that returns
   * at once -- was never put before the start (session 28's
   * GetStateBeforeOtherStarts and the other *BeforeOtherStarts). */
  if (m == MARK_NO && (a->kind == ACT_END || a->kind == ACT_START) && end_is_node(srch_vm(s)))
    m = MARK_YES;
  /* A notify that chooses among waiters (several values: a waiter an
   * interrupt woke may be taken or not) is a choice point, as a data choice
   * is: run on through a Maybe node, it took its first value alone, and
   * nothing made the node a scheduling point when no other thread's action
   * raced it (the maybe marker missed a notifyAll's other values). */
  if (m == MARK_MAYBE && a->hi > a->lo) m = MARK_YES;
  if (!running) return m;
  if (m == MARK_MAYBE && spinning(e, a)) m = MARK_YES;
  if (m == MARK_YES || m == MARK_REPLAY) {
    e->at_stop = true;
    e->stop_kind = m;
    e->stop_tid = (int32_t)t;
    if (!e->in_local) e->prefer = (int32_t)t;
  } else if (m == MARK_MAYBE) {
    DgNode *mn = push_node(e, MARK_MAYBE, t, -1, enabled_mask(srch_vm(s)), NONE, a);
    mn->point = point;
    mn->step = (int32_t)srch_depth(s) - 1;
  }
  return m;
}

/* A thread whose last DG_SPIN_SAME transitions in a row wrote nothing spins
 * (on a flag another thread is to set, as likely as not): the next enabled
 * thread after it goes first instead, so that the first execution does not
 * spin down to the depth bound.  Which thread goes first is only an order:
 * DPOR adds the others where they matter. */
static int32_t unless_spinning(Engine *e, int32_t cur, uint64_t runnable) {
  int32_t ran = srch_current_thread(e->s);
  if (ran >= 0 && ran == e->run_tid && !e->wrote)
    e->run++;
  else
    e->run = 0;
  e->run_tid = ran;
  if (cur < 0 || e->run < DG_SPIN_SAME || cur != ran) return cur;
  uint64_t others = runnable & ~(1ull << cur);
  if (!others) return cur;
  uint64_t after = others & ~((2ull << cur) - 1); /* ids above cur, else from 0 */
  e->run = 0;
  return __builtin_ctzll(after ? after : others);
}

/* --replay=point: the transition runs again toward its target point.  At
 * the point, the missing threads are the first choices; before it, the
 * point's thread goes on, as it did in the run that made the point (no
 * thread that has not reached its first action goes first).  True while the
 * target is still ahead: then the state is not stored, lest it be matched --
 * an earlier run through it went on past the point with one thread only. */
static bool toward_target(Engine *e, const DgLevel *l, uint64_t *firsts) {
  const PointReplay *r = &e->target;
  Action a;
  int32_t stopped = e->at_stop ? e->stop_tid : -1;
  if (stopped != r->tid || e->count[r->tid] > r->count) {
    e->has_target = false; /* not on the way to it (cannot happen: the run is the same) */
    e->lost_targets++;
    return false;
  }
  if (e->count[r->tid] < r->count) {
    *firsts = 1ull << r->tid;
    return true;
  }
  e->has_target = false;
  if (!ex_next_action(srch_vm(e->s), r->tid, &a) || point_key(r->tid, r->count, &a) != r->point) {
    e->lost_targets++;
    return false;
  }
  /* the replayed point: its thread ran on already -- but a stored state
   * stands for everything below it when it is reached again, so there its
   * thread runs too (to states stored already, as a rule) */
  *firsts = (r->threads | (e->stateful ? 1ull << r->tid : 0)) & l->runnable;
  e->point_replays++;
  return false;
}

static bool dg_expand(Search *s, void *data, void *level, const uint32_t *en, uint32_t n,
                      ChoiceList *out) {
  Engine *e = data;
  DgLevel *l = level;
  bool root = srch_depth(s) == 0;
  /* a thread that has not reached its first action (one just started) runs
   * to it first: local code commutes with everything */
  int32_t local = -1;
  for (uint32_t i = 0; i < n && !root && !e->has_target; i++) {
    Action a;
    if (!ex_next_action(srch_vm(s), en[i], &a)) {
      local = (int32_t)en[i];
      break;
    }
  }
  l->local = local >= 0;
  l->kind = root ? MARK_REPLAY : e->at_stop && !l->local ? (uint8_t)e->stop_kind : MARK_YES;
  l->eager = root || (e->at_stop && !l->local);
  l->node = NONE;
  l->id = NONE;
  l->npath0 = e->npath;
  l->neff0 = e->neff;
  for (uint32_t i = 0; i < n; i++) {
    check_thread(e, en[i]);
    l->runnable |= 1ull << en[i];
  }
  srch_add_all(s, en, n, &l->all);
  if (l->all.lost) no_memory(e);
  /* the first choice: the thread that ran on, if it can (the paper's
   * current thread); the only one at a Replay node */
  int32_t cur = srch_current_thread(s);
  if (e->prefer >= 0 && (l->runnable >> e->prefer & 1)) cur = e->prefer;
  cur = unless_spinning(e, cur, l->runnable);
  uint32_t first = local >= 0                               ? (uint32_t)local
                   : (cur >= 0 && (l->runnable >> cur & 1)) ? (uint32_t)cur
                                                            : en[0];
  uint64_t firsts = 1ull << first;
  bool on_the_way = e->has_target && toward_target(e, l, &firsts);
  for (uint32_t k = 0; k < l->all.n; k++)
    if (firsts >> l->all.v[k].tid & 1) chl_add(out, l->all.v[k]);
  /* stateful: any level may be asked to run its transition again up to a
   * Maybe node in it (a level with two threads or more keeps one anyway) */
  if (l->kind == MARK_REPLAY || (e->stateful && e->marker->maybe)) srch_keep_snapshot(s);
  /* resettable analysis state: the clocks, counts and the marker's own */
  l->nt = ex_nthreads(srch_vm(s));
  if (l->nt > DG_MAXT) l->nt = DG_MAXT;
  l->clk = malloc((l->nt ? l->nt : 1) * sizeof *l->clk);
  if (!l->clk) no_memory(e);
  memcpy(l->clk, e->clk, l->nt * sizeof *l->clk);
  memcpy(l->count, e->count, sizeof l->count);
  l->mk_saved = e->marker->save ? e->marker->save(e->mk) : NULL;
  if (!l->local) e->at_stop = false;
  return !(e->stateful && on_the_way);
}

static void dg_before_step(Search *s, void *data, Choice c) {
  Engine *e = data;
  uint32_t top = srch_depth(s) - 1;
  DgLevel *l = srch_level_data(s, top);
  e->npath = l->npath0;
  eff_truncate(e, l->neff0);
  /* threads started below this level have no clock yet: zero their rows */
  uint32_t nt = ex_nthreads(srch_vm(s));
  if (nt > DG_MAXT) nt = DG_MAXT;
  memcpy(e->clk, l->clk, l->nt * sizeof *l->clk);
  if (nt > l->nt) memset(e->clk[l->nt], 0, (nt - l->nt) * sizeof *e->clk);
  memcpy(e->count, l->count, sizeof e->count);
  if (e->marker->reset) e->marker->reset(e->mk, l->mk_saved);
  e->at_stop = false;
  e->in_local = l->local;
  e->maybes = 0;
  e->wrote = false;
  memset(e->spin_loc, 0, sizeof e->spin_loc);
  l->node = NONE;
  /* a level whose node is made at its first action: its disabled threads
   * go into L_r now, as they are in the state left (pending_actions) */
  if (e->stateful && !l->eager) note_disabled(e, l->runnable);
  if (l->eager) {
    Action a;
    bool has = ex_next_action(srch_vm(s), c.tid, &a);
    bool first = l->id == NONE;
    l->node = e->npath;
    push_node(e, l->kind, c.tid, (int32_t)top, l->runnable, l->id, has ? &a : NULL);
    if (first) l->id = e->path[l->node].id;
  }
}

static void dg_performed(Search *s, void *data, const Action *a) {
  Engine *e = data;
  e->actions++;
  uint32_t t = a->tid;
  DgNode *cur = current_node(e, t, a);
  if (eff_counts(a)) {
    DgEffect x = dg_effect(a);
    e->wrote |= x.write;
    uint32_t ci = (uint32_t)(cur - e->path);
    analyse(e, t, &x, false);
    DgEffect js; /* a join() after the end: it could have come before the start */
    if (dg_join_start(a, &js)) analyse(e, t, &js, false);
    cur = &e->path[ci];
    /* its segment's accesses, without repeats of the last few */
    bool seen = false;
    for (uint32_t k = e->neff; k > cur->eff && k + 8 > e->neff; k--)
      if (!memcmp(&e->eff[k - 1], &x, sizeof x)) seen = true;
    if (!seen) {
      eff_push(e, &x, ci);
      cur = &e->path[ci];
      cur->neff++;
    }
    if (a->kind == ACT_START &&
        a->other >= 0) { /* a new thread: it starts after what its parent did */
      check_thread(e, (uint32_t)a->other);
      memcpy(e->clk[a->other], e->clk[t], sizeof e->clk[t]);
    }
  }
  e->count[t]++;
  e->end_last = a->kind == ACT_END;
  e->end_tid = (uint16_t)t;
  if (e->marker->performed) e->marker->performed(e->mk, a);
}

/* Thread t's next(s, p) in FG05's sense, into a[]: the action it performs
 * next and, for a thread not enabled (not in en) that waits for a lock, the
 * acquire it waits to perform, when that action does not show it already
 * (one taking its lock back after a wait shows the wait). */
static uint32_t next_actions(VM *vm, uint32_t t, uint64_t en, Action a[2]) {
  uint32_t n = ex_next_action(vm, t, &a[0]) && eff_counts(&a[0]);
  if (!(en >> t & 1) && ex_blocked_acquire(vm, t, &a[n]) && eff_counts(&a[n]) &&
      !(n && a[0].kind == a[1].kind && a[0].oid == a[1].oid))
    n++;
  return n;
}

/* FG05 (its Figure 4, line 4) looks at every thread's next action at every
 * state, enabled or not, against the whole path: a thread's action is
 * looked at before it runs -- with the path as it is then -- and also when
 * it never runs (a deadlock, an error).  So are the disabled threads' at
 * every new node, not only at the end: FG05's "for all processes p" takes
 * next(s, p) of a thread blocked on a lock, and where p cannot run at the
 * racing node, AddScheduleFor (Algorithm 1, lines 28-32, as in FG05)
 * schedules every thread runnable there (add_schedule).  A thread that
 * takes a lock and spins holding it for ever leaves the thread that wants
 * the lock blocked in every state after: that acquire never runs and no
 * execution ends (the stateful search closes the spin loop on a stored
 * state), so only here is it set against the holder's acquire, which it
 * races with (SpinHoldLock: the enabled threads alone were looked at here,
 * and W1 was never tried first).  --stateful: the disabled threads' next
 * actions also go into L_r, on the edge being walked (note_disabled). */
static bool exit_end(const Engine *e, const Action *a, uint64_t en);
static void pending_actions(Engine *e) {
  VM *vm = srch_vm(e->s);
  uint64_t en = enabled_mask(vm);
  for (uint32_t t = 0; t < ex_nthreads(vm) && t < DG_MAXT; t++) {
    Action a[2];
    uint32_t n = next_actions(vm, t, en, a);
    for (uint32_t k = 0; k < n; k++) {
      DgEffect x = dg_effect(&a[k]);
      if (exit_end(e, &a[k], en)) x.oid = EFF_ANY;
      analyse(e, t, &x, true);
      if (dg_join_start(&a[k], &x)) analyse(e, t, &x, true);
      if (e->stateful && !(en >> t & 1)) srch_note_effect(e->s, eff_of(&a[k], false));
    }
  }
}

/* The execution ended with a thread's end, and daemons ran: the program's
 * end, which stops every daemon still running -- or would have stopped
 * them, had it come before their last steps.  As an access that conflicts
 * with everything it is tried before each step of a thread concurrent with
 * it: a daemon that ran to its end before main's end hid every order where
 * main ended first (dg_cut sees only threads that could still run;
 * DaemonMainEndsAtOnce). */
static void program_end(Engine *e) {
  if (!e->end_last || e->end_tid >= DG_MAXT || !ex_daemon_started(srch_vm(e->s))) return;
  DgEffect x = {.oid = EFF_ANY, .tid = e->end_tid, .write = 1, .kind = ACT_END};
  analyse(e, e->end_tid, &x, true);
}

static void dg_ended(Search *s, void *data) {
  Engine *e = data;
  e->graphs++;
  program_end(e);
  pending_actions(e);
  if (e->stateful) note_pending(e);
  if (e->draw) dgd_execution(e->draw, e->graphs);
}

/* Is a, a thread's next action, an end that ended the program before (a
 * thread whose end was followed by a cut, dg_cut) while a thread cut then
 * can run now?  Then it disables that daemon if it ends the program again,
 * and is dependent on every node of another thread concurrent with it: as
 * a pending action (pending_actions) it conflicts with everything, so that
 * the end is tried after each of a daemon's steps, as none tries it (the
 * daemon's loop stopped after one, two, three rounds).  By thread, not by
 * point: whether the end is the program's depends on what the other
 * threads did, and one taken for it that is not only adds orders. */
static bool exit_end(const Engine *e, const Action *a, uint64_t en) {
  return a->kind == ACT_END && a->tid < DG_MAXT && (e->exit_tids >> a->tid & 1) &&
         (e->daemons & en & ~(1ull << a->tid));
}

/* Threads that could still run when the execution ended: what they would
 * have done is unknown, so it conflicts with everything. */
static void dg_cut(Search *s, void *data, const uint32_t *en, uint32_t n) {
  Engine *e = data;
  if (e->end_last && e->end_tid < DG_MAXT) { /* a thread's end ended the program */
    e->exit_tids |= 1ull << e->end_tid;
    for (uint32_t i = 0; i < n; i++)
      if (en[i] < DG_MAXT) e->daemons |= 1ull << en[i];
  }
  for (uint32_t i = 0; i < n; i++) {
    DgEffect x = {.oid = EFF_ANY, .tid = (uint16_t)en[i], .write = 1, .kind = ACT_WRITE};
    analyse(e, en[i], &x, true);
  }
}

static void dg_resume(Search *s, void *data, void *level) {
  Engine *e = data;
  DgLevel *l = level;
  uint32_t n, taken;
  srch_choices(s, srch_depth(s) - 1, &n, &taken);
  e->has_target = false;
  if (taken < n) return;
  if (l->nreq) { /* --replay=point: run a transition again up to a point in it */
    e->target = l->req[--l->nreq];
    e->has_target = true;
    srch_again(s, srch_depth(s) - 1, e->target.choice);
    return;
  }
  if (!l->replay_flag) return;
  if (must_replay(e, l)) {
    e->replays++;
    srch_again(s, srch_depth(s) - 1, srch_taken(s, srch_depth(s) - 1));
  } else {
    e->skipped_replays++;
  }
  l->replay_flag = false;
}

/* ---- --stateful: a stored state reached again (Yang et al. 2008) ---- */

/* The access x, found below the state reached again, as if it came next:
 * every node on the path it depends on and is concurrent with gets its
 * thread.  Its thread's clock is the one it has now; what it meets on the
 * way from the state to x only orders more, so a node ordered before x now
 * is ordered before it then. */
static void revisit_access(Engine *e, const Effect *x) {
  uint32_t t = x->tid;
  check_thread(e, t);
  DgNode probe = {.tid = (uint16_t)t, .level = -1};
  if (t < ex_nthreads(srch_vm(e->s))) memcpy(probe.clock, e->clk[t], sizeof probe.clock);
  /* its kind is not kept in L_r: an access, co-enabled with everything */
  DgEffect dx = {x->oid, x->field, x->index,
                 x->tid, x->write, (uint8_t)(x->write ? ACT_WRITE : ACT_READ)};
  e->revisit_effects++;
  for (int pass = 0; pass < 2; pass++) {
    NodeWalk w = walk_start(e, &dx);
    uint32_t i;
    while (walk_next(e, &w, &i)) {
      const DgNode *p = &e->path[i];
      if (p->kind != MARK_REPLAY && e->dep->dependent(p, &e->eff[p->eff], &probe, &dx))
        add_schedule(e, i, t);
    }
    /* a join() after the end: what it saw of the start, as dg_performed */
    if (x->index != ACT_INDEX_JOINED || x->oid == EFF_ANY) break;
    dx = (DgEffect){x->oid, act_field_key(NULL), -1, x->tid, 0, DG_JOIN_START};
  }
}

/* The walk met a state on the path: the program can come back to it, and
 * what it does after that is not known yet.  Every node from that state's
 * level to the top schedules every thread that could run there. */
static void cycle_found(Engine *e) {
  Search *s = e->s;
  uint32_t depth = srch_depth(s), from = depth;
  for (uint32_t k = 0; k < depth && from == depth; k++) {
    uint32_t id = srch_level_id(s, k);
    if (id && dgs_met(e->below, id)) from = k;
  }
  if (from == depth) return;
  e->cycles++;
  const DgLevel *l = srch_level_data(s, from);
  for (uint32_t i = l->npath0; i < e->npath; i++)
    schedule_threads(e, i, e->path[i].runnable);
}

/* The state just reached is stored already (state id): every access below
 * it updates the path (dgsummary.c walks L_r, each state once). */
static void dg_matched(Search *s, void *data, uint32_t id) {
  Engine *e = data;
  if (!e->stateful) return;
  e->revisits++;
  const Effect *acc;
  uint32_t n;
  if (dgs_walk(e->below, id, &acc, &n)) cycle_found(e);
  for (uint32_t i = 0; i < n; i++)
    revisit_access(e, &acc[i]);
}

/* What every thread was about to do when the execution ended goes into L_r
 * with it: a walk from a state above must see it as a pending_actions of
 * its own would have. */
static void note_pending(Engine *e) {
  VM *vm = srch_vm(e->s);
  for (uint32_t t = 0; t < ex_nthreads(vm); t++) {
    Action a;
    if (ex_next_action(vm, t, &a) && eff_counts(&a)) srch_note_effect(e->s, eff_of(&a, false));
  }
}

/* The next actions of the threads not enabled (not in en) go into L_r, on
 * the edge being walked: a walk from a stored state reached again
 * (dg_matched) must see what pending_actions saw on the path that explored
 * the states below it first (Yang et al. 2008: the accesses below a stored
 * state stand for its future).  A thread blocked for ever on a lock never
 * performs its acquire, so no edge would show it, and the walk set only the
 * spinner's accesses against the current path.  Only adds dependences. */
static void note_disabled(Engine *e, uint64_t en) {
  VM *vm = srch_vm(e->s);
  for (uint32_t t = 0; t < ex_nthreads(vm) && t < DG_MAXT; t++) {
    Action a[2];
    uint32_t n = en >> t & 1 ? 0 : next_actions(vm, t, en, a);
    for (uint32_t k = 0; k < n; k++)
      srch_note_effect(e->s, eff_of(&a[k], false));
  }
}

static void free_level(Engine *e, DgLevel *l) {
  free(l->all.v);
  free(l->clk);
  free(l->req);
  if (e->marker->drop) e->marker->drop(l->mk_saved);
}

/* expand made the level, but the state was stored already: no level. */
static void dg_discard(Search *s, void *data, void *level) { free_level(data, level); }

static void dg_backtrack(Search *s, void *data, void *level) {
  Engine *e = data;
  DgLevel *l = level;
  free_level(e, l);
  e->npath = l->npath0;
  eff_truncate(e, l->neff0);
}

static void *dg_init(Search *s) {
  Engine *e = calloc(1, sizeof *e);
  if (!e) ex_fail(srch_vm(s), "out of memory (dpor-graph)");
  const CheckOptions *o = srch_options(s);
  e->s = s;
  e->any_last = -1;
  e->marker = dg_marker(o->marker ? o->marker : dg_markers[0]->name);
  if (!e->marker) e->marker = dg_markers[0];
  e->mk = e->marker->init ? e->marker->init(s) : NULL;
  e->dep = &dg_access_dependence;
  e->stateful = !srch_stateless(s);
  if (e->stateful) e->below = dgs_new(s);
  e->point_replay = o->replay_point || e->stateful;
  e->prefer = e->stop_tid = -1;
  e->run_tid = -1;
  if (o->dpor_graph_dir) e->draw = dgd_open(o->dpor_graph_dir);
  return e;
}

static void dg_fini(void *data) {
  Engine *e = data;
  if (e->draw) dgd_close(e->draw);
  if (e->marker->fini) e->marker->fini(e->mk);
  free(e->path);
  free(e->eff);
  free(e->link);
  free(e->locs.key);
  free(e->locs.head);
  free(e->locs.whead);
  free(e->promoted.keys);
  dgs_free(e->below);
  free(e);
}

static void dg_report(Search *s, void *data, FILE *out) {
  Engine *e = data;
  fprintf(out,
          "dpor graph (marker %s): %llu graphs; nodes: %llu yes, %llu maybe, %llu replay; "
          "%llu replays (%llu covered by an earlier one), %llu of a transition up to a point; "
          "%u points found to be scheduling points; %llu actions executed\n",
          e->marker->name, (unsigned long long)e->graphs, (unsigned long long)e->nodes[MARK_YES],
          (unsigned long long)e->nodes[MARK_MAYBE], (unsigned long long)e->nodes[MARK_REPLAY],
          (unsigned long long)e->replays, (unsigned long long)e->skipped_replays,
          (unsigned long long)e->point_replays, e->promoted.n, (unsigned long long)e->actions);
  if (e->lost_targets) /* a replay that did not meet its point: never seen; a bug if it is */
    fprintf(out, "dpor graph: %llu replays up to a point did not meet it\n",
            (unsigned long long)e->lost_targets);
  if (e->stateful) {
    uint64_t walks, walked, used;
    size_t bytes;
    dgs_stats(e->below, &walks, &walked, &used, &bytes);
    fprintf(out,
            "dpor graph, stateful: %llu stored states reached again, %llu accesses below them "
            "analysed, %llu cycles; the walks went through %llu states and took %llu summaries "
            "(%.1f MiB)\n",
            (unsigned long long)e->revisits, (unsigned long long)e->revisit_effects,
            (unsigned long long)e->cycles, (unsigned long long)walked, (unsigned long long)used,
            bytes / 1048576.0);
  }
}

const Strategy por_dpor_graph = {
    .name = "dpor-graph",
    .help = "the DPOR engine: a DPOR graph of Yes, Maybe and Replay nodes (stateless, "
            "or --stateful; --marker=drb|ea|jpf)",
    .flags = STRAT_SNAPSHOT_ALL | STRAT_STATELESS | STRAT_GRAPH_STATEFUL,
    .level_size = sizeof(DgLevel),
    .init = dg_init,
    .fini = dg_fini,
    .expand = dg_expand,
    .resume = dg_resume,
    .cut = dg_cut,
    .backtrack = dg_backtrack,
    .discard = dg_discard,
    .matched = dg_matched,
    .mark = dg_mark,
    .before = dg_before_step,
    .performed = dg_performed,
    .ended = dg_ended,
    .report = dg_report,
};
