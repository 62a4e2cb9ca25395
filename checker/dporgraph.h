/* dporgraph.h -- the DPOR engine's pluggable parts
 * (papers/dpor-engine-yes-maybe-replay.md, section 3.2): instruction markers
 * and the dependence relation over the nodes of the DPOR graph.  The engine
 * itself is the strategy `dpor-graph` (dporgraph.c); the markers and the
 * relation are in dgmarkers.c, the pictures in dgdraw.c.
 *
 * A node is a point of the current execution where a thread was about to run
 * an action the marker did not answer No for -- or the choice point a thread
 * switch makes.  Its segment is what its thread ran from there to the next
 * node: the node stands for that whole stretch, as a transition does in
 * Flanagan and Godefroid's DPOR, so that an action the marker let run on
 * (No) still counts for dependence. */
#ifndef JPOR_DPORGRAPH_H
#define JPOR_DPORGRAPH_H

#include "checker/strategy.h"

/* Vector clocks and runnable sets have a slot per thread: a program that
 * starts more threads ends the search with a host error. */
#define DG_MAXT 64

typedef struct DgNode {
  uint32_t id;             /* its number in the graph (creation order, 0 the root) */
  uint8_t kind;            /* MARK_YES, MARK_MAYBE or MARK_REPLAY */
  uint16_t tid;            /* the thread that runs its segment (the paper's current thread) */
  int32_t level;           /* the search level of a choice point; -1 for a Maybe node */
  int32_t step;            /* a Maybe node: the level whose transition it is in */
  uint64_t runnable;       /* threads that could run there, by bit */
  uint64_t choices;        /* threads scheduled from there, by bit */
  uint32_t count;          /* actions its thread had run before it */
  uint64_t point;          /* a Maybe node's point -- thread, count and action -- named
                            * alike in every execution */
  uint32_t eff, neff;      /* its segment's accesses: the engine's effects[eff..eff+neff) */
  uint32_t clock[DG_MAXT]; /* vector clock at its start, in nodes of each thread */
} DgNode;

/* One access of a segment: Effect (strategy.h) with the action's kind. */
typedef struct DgEffect {
  uint64_t oid;   /* EFF_ANY: conflicts with everything */
  uint32_t field; /* act_field_key */
  int32_t index;
  uint16_t tid;
  uint8_t write, kind;
} DgEffect;

/* The kind of an acquire of a lock its thread holds already (Action.reentrant). */
#define DG_REENTRANT 0xff
/* The kind of a tryLock, timed or not (Action.try_acquire): it can run while
 * another thread holds the lock (it fails, or waits and may time out). */
#define DG_TRY_LOCK 0xfe

/* The kind of what a join() that returns after the joined thread's end saw
 * of its start: called before another thread's start() of it, join() returns
 * at once, so it races with that start (and only with the start: it cannot
 * come before the end once the thread runs).  A read of the place start()
 * writes (the Thread object, index -1), made by dg_join_start. */
#define DG_JOIN_START 0xfd

static inline DgEffect dg_effect(const Action *a) {
  uint8_t kind = a->reentrant ? DG_REENTRANT : a->try_acquire ? DG_TRY_LOCK : (uint8_t)a->kind;
  bool any = a->index == ACT_INDEX_ANY; /* Verify.beginAtomic, getState */
  return (DgEffect){any ? EFF_ANY : a->oid, act_field_key(a->field),   a->index,
                    (uint16_t)a->tid,       !act_reads_only(a) || any, kind};
}

/* Is a the return of a join() after the joined thread's end (its place is
 * ACT_INDEX_JOINED, apart from the end's)?  Then *x is what it saw of the
 * thread's start (DG_JOIN_START). */
static inline bool dg_join_start(const Action *a, DgEffect *x) {
  if (a->kind != ACT_JOIN || a->index != ACT_INDEX_JOINED || !a->oid) return false;
  *x = (DgEffect){a->oid, act_field_key(NULL), -1, (uint16_t)a->tid, 0, DG_JOIN_START};
  return true;
}

/* Does the node's segment happen before a point whose clock is vc? */
static inline bool dg_before(const DgNode *p, const uint32_t *vc) {
  return p->clock[p->tid] <= vc[p->tid];
}

/* ---- the dependence relation ---- */
typedef struct DgDependence {
  const char *name;
  /* Must the order of p's segment and x (an access of thread n->tid, whose
   * clock n->clock is) be explored both ways: dependent, co-enabled and
   * concurrent (Algorithm 1 line 19)? */
  bool (*dependent)(const DgNode *p, const DgEffect *peff, const DgNode *n, const DgEffect *x);
  /* Does x depend on p's segment in this execution at all (the happens-before
   * edges the vector clocks follow)? */
  bool (*ordered)(const DgNode *p, const DgEffect *peff, const DgEffect *x);
} DgDependence;

extern const DgDependence dg_access_dependence;

/* ---- instruction markers ---- */
typedef struct DgMarker {
  const char *name;
  const char *help;
  /* It may answer Maybe: a stateful search must be able to come back to
   * any choice point, to replay its transition up to a Maybe node. */
  bool maybe;
  void *(*init)(Search *s);
  void (*fini)(void *m);
  /* Is a, about to run, a scheduling point (MARK_*)?  Must not change m. */
  int (*mark)(void *m, Search *s, const Action *a);
  /* a ran (the marker learns, e.g. which objects two threads touched). */
  void (*performed)(void *m, const Action *a);
  /* Resettable analysis state (DporResettable): an immutable copy taken at
   * each choice point, restored when the search comes back to it. */
  void *(*save)(void *m);
  void (*reset)(void *m, const void *saved);
  void (*drop)(void *saved);
} DgMarker;

extern const DgMarker *const dg_markers[]; /* NULL-terminated; the first is the default */
const DgMarker *dg_marker(const char *name);

/* ---- --stateful: what can happen below a stored state (dgsummary.c) ---- */
typedef struct DgSummary DgSummary;
DgSummary *dgs_new(Search *s);
void dgs_free(DgSummary *d);
/* The accesses on the edges of L_r reachable from stored state id, each
 * once (valid until the next walk); true when the walk met a state on the
 * current path (the program can come back to it: a cycle). */
bool dgs_walk(DgSummary *d, uint32_t id, const Effect **out, uint32_t *n);
/* Did the last walk meet state id? */
bool dgs_met(const DgSummary *d, uint32_t id);
void dgs_stats(const DgSummary *d, uint64_t *walks, uint64_t *states, uint64_t *used,
               size_t *bytes);

/* ---- pictures (--dpor-graph=DIR) ---- */
typedef struct DgDraw DgDraw;
DgDraw *dgd_open(const char *dir);
/* A node made: label says its action and source line. */
void dgd_node(DgDraw *d, uint32_t id, int32_t parent, int kind, uint16_t tid, const char *label,
              uint64_t runnable, uint64_t choices);
void dgd_choices(DgDraw *d, uint32_t id, uint64_t choices);
void dgd_replay_flag(DgDraw *d, uint32_t id);
/* A complete execution: its picture, the graph so far. */
void dgd_execution(DgDraw *d, uint64_t n);
/* The graph at the end (and an SVG of it when Graphviz's dot is installed). */
void dgd_close(DgDraw *d);
#endif
