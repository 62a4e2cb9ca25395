/* odpor.c -- `--por=odpor`: source-DPOR (Abdulla, Aronis, Jonsson and
 * Sagonas, "Optimal Dynamic Partial Order Reduction", POPL 2014 / JACM 2017,
 * Algorithm 1), the comparison point of papers/stateful-por-source-sets.md
 * section 5 ("O-DPOR": source sets without wakeup trees, on top of S-POR).
 * Unlike the paper's implementation it handles locks, and it runs stateful
 * (the default) or stateless (--stateless, with sleep sets).
 *
 * Reducible states are explored as S-POR does (one thread whose next step is
 * invisible).  At an irreducible state the search starts with one thread that
 * is not asleep (line 2).  Every transition that runs is an event of the
 * path, with a vector clock of happens-before: program order, the events it
 * depends on (same place, one writes), the start of its thread and the end of
 * a thread it joins.  For each earlier event e of another thread that the new
 * event of p depends on and that does not happen before p's previous event
 * (lines 4-8), with v = notdep(e, E).p -- the events after e that do not
 * happen after it, then p's -- the state before e explores one of the
 * initials I(v) of v, unless one of them is explored there already.
 *
 * Locks.  The paper's races are between adjacent events that can be
 * reversed; a lock acquired after another thread's release is not such a
 * pair (the acquirer could not run before the release), and the race that
 * matters, with the other thread's acquire, is hidden behind the release.
 * So a release does not hide an earlier acquire from a new one (races), and
 * when no initial of v can run at the state before e, every thread that can
 * is explored there (Flanagan and Godefroid's fallback).  This explores more
 * than the optimal algorithm, never less.
 *
 * Sleep sets (lines 9-11, stateless only: a matched state may have been
 * explored under another sleep set): a thread explored at a state, or asleep
 * there, sleeps in the state a later sibling leads to while the sibling's
 * whole transition is independent of what it did.
 *
 * Stateful: a state reached again stands for everything explored below it
 * (L_r).  As in despor.c, every access found in L_r after it is treated as
 * if it came next on the path: each transition of the path it depends on
 * explores its thread there (or every thread, when it cannot run there); a
 * walk that meets a state still on the path (a loop) makes every open state
 * explore every thread. */
#include <stdlib.h>
#include <string.h>

#include "checker/sleepset.h"
#include "checker/sourceset.h"
#include "util/util.h"

#define NT 64 /* threads with clocks; more and every state explores all */
/* The kind recorded for an acquire of a lock its thread holds already: no
 * other thread can take the lock between the two, so it is not a race
 * partner of another thread's acquire, and it hides nothing (the race is
 * with the outer acquire). */
#define KIND_REENTRANT 250

typedef struct OdLevel {
  bool active;  /* an irreducible state: source-DPOR chooses its threads */
  bool all;     /* every thread is explored here (data choices, or given up) */
  TSet enabled; /* threads that can run here */
  TSet explore; /* backtrack(E): threads explored or to explore */
  /* the event of the transition taken here on the path */
  bool has_event;
  uint16_t tid;
  int32_t started; /* the thread its visible part started, or -1 */
  int32_t joined;  /* the thread whose end it joined, or -1 */
  uint32_t seq;    /* its number among its thread's events on the path */
  uint32_t vc[NT]; /* happens-before: vc[u] = how many of u's events precede it or are it */
  Effect *eff;     /* its visible part's accesses */
  uint8_t *kind;   /* the ActionKind of each */
  uint32_t neff, eff_cap, kind_cap;
  /* sleep sets (stateless) */
  Sleep sleep, done;
  Asleep running;
} OdLevel;

typedef struct Od {
  Sleep child; /* the sleep set of the state the last transition reached */
  bool overflow;
  SrcWalk walk;
  Effect *seen; /* accesses of L_r after a matched state */
  uint32_t nseen, seen_cap;
  uint32_t nt; /* threads seen so far: clocks past it are 0 */
  uint64_t races, added, fallbacks, walks, loops;
} Od;

/* ---- the strategy's data ---- */

static void *od_init(Search *s) {
  (void)s;
  return calloc(1, sizeof(Od));
}

static void od_fini(void *data) {
  Od *d = data;
  if (!d) return;
  slp_clear(&d->child);
  srcset_walk_free(&d->walk);
  free(d->seen);
  free(d);
}

static void level_free(OdLevel *l) {
  free(l->eff);
  free(l->kind);
  l->eff = NULL;
  l->kind = NULL;
  l->neff = l->eff_cap = l->kind_cap = 0;
  slp_clear(&l->sleep);
  slp_clear(&l->done);
  free(l->running.eff);
  l->running.eff = NULL;
}

static bool od_expand(Search *s, void *data, void *level, const uint32_t *en, uint32_t n,
                      ChoiceList *out) {
  Od *d = data;
  OdLevel *l = level;
  if (!d || !l) { /* no memory for the strategy: every thread */
    srch_add_all(s, en, n, out);
    return true;
  }
  if (srch_stateless(s)) { /* the state inherits the sleep set its transition left */
    l->sleep = d->child;
    memset(&d->child, 0, sizeof d->child);
  }
  for (uint32_t i = 0; i < n; i++)
    l->enabled |= en[i] < NT ? BIT(en[i]) : 0;
  if (srch_safe_single(s, en, n, out)) return false; /* safeSet(s) = {t} */
  ChoiceList all = {0};
  Action a;
  bool values = false;
  for (uint32_t i = 0; i < n; i++) {
    int k = srch_classify(s, en[i], &a);
    values |= k == NEXT_CHOICE || a.hi > a.lo; /* a data choice, or which waiter to wake */
    srch_add_thread(&all, en[i], k, &a);
  }
  srch_order(s, &all);
  l->active = true;
  l->all = values || en[n - 1] >= NT || d->overflow;
  for (uint32_t i = 0; i < all.n; i++) {
    if (slp_asleep(&l->sleep, all.v[i])) continue;
    chl_add(out, all.v[i]);
    l->explore |= BIT(all.v[i].tid & (NT - 1));
    if (!l->all) break; /* line 2: one thread to start with */
  }
  if (l->all) l->explore = l->enabled;
  out->lost |= all.lost;
  free(all.v);
  return true; /* every choice asleep: out is empty and the path ends here */
}

/* Explore thread q at level k (line 8): unless asleep there, it becomes one
 * of the level's choices. */
static void explore_at(Search *s, Od *d, uint32_t k, uint32_t q) {
  OdLevel *l = srch_level_data(s, k);
  l->explore |= BIT(q);
  Choice c = {(uint16_t)q, 0};
  if (!slp_asleep(&l->sleep, c) && srch_add_choice(s, k, c)) d->added++;
}

/* Every thread that can run at level k is explored there. */
static void explore_all_at(Search *s, Od *d, uint32_t k) {
  OdLevel *l = srch_level_data(s, k);
  if (!l || !l->active || l->all) return;
  l->all = true;
  d->fallbacks++;
  for (uint32_t q = 0; q < NT; q++)
    if ((l->enabled & BIT(q)) && !(l->explore & BIT(q))) explore_at(s, d, k, q);
}

/* Thread q is to run before the event of level k: there if it can, else
 * every thread there. */
static void explore_before(Search *s, Od *d, uint32_t k, uint32_t q) {
  OdLevel *l = srch_level_data(s, k);
  if (!l || !l->active || l->all || (l->explore & BIT(q))) return;
  if (q < NT && (l->enabled & BIT(q)))
    explore_at(s, d, k, q);
  else
    explore_all_at(s, d, k);
}

/* What is known is too little (more than NT threads, no memory, a loop
 * through the path): every open state explores every thread. */
static void give_up(Search *s, Od *d) {
  d->overflow = true;
  for (uint32_t k = 0; k < srch_depth(s); k++)
    explore_all_at(s, d, k);
}

/* ---- happens-before and races (lines 4-8) ---- */

/* The last event of thread u on the path below level k, or -1. */
static int64_t last_event(Search *s, uint32_t k, uint32_t u) {
  for (uint32_t j = k; j-- > 0;) {
    OdLevel *l = srch_level_data(s, j);
    if (l && l->has_event && l->tid == u) return j;
  }
  return -1;
}

/* The event that started thread u (below level k), or -1. */
static int64_t start_event(Search *s, uint32_t k, uint32_t u) {
  for (uint32_t j = k; j-- > 0;) {
    OdLevel *l = srch_level_data(s, j);
    if (l && l->has_event && l->started == (int32_t)u) return j;
  }
  return -1;
}

static void vc_join(uint32_t nt, uint32_t *vc, const uint32_t *other) {
  for (uint32_t u = 0; u < nt; u++)
    if (other[u] > vc[u]) vc[u] = other[u];
}

/* Does the event of level i happen before (or is it) an event with clock vc? */
static bool hb(const OdLevel *i, const uint32_t *vc) { return vc[i->tid] >= i->seq; }

/* I[E'](v) for v = notdep(e_i, E).p, where p's event is level k's: the
 * threads whose first event in v happens after no other event of v. */
static TSet initials(Search *s, uint32_t nt, uint32_t i, uint32_t k) {
  OdLevel *ei = srch_level_data(s, i);
  uint32_t first[NT]; /* seq of each thread's first event in v (0: none yet) */
  memset(first, 0, sizeof first);
  TSet in_v = 0, init = 0;
  for (uint32_t m = i + 1; m <= k; m++) {
    OdLevel *em = srch_level_data(s, m);
    if (!em || !em->has_event) continue;
    if (m < k && hb(ei, em->vc)) continue; /* happens after e: not in v */
    uint32_t t = em->tid;
    if (in_v & BIT(t)) continue; /* not its thread's first event in v */
    bool pred = false;
    for (uint32_t u = 0; u < nt && !pred; u++)
      pred = (in_v & BIT(u)) && em->vc[u] >= first[u];
    in_v |= BIT(t);
    first[t] = em->seq;
    if (!pred) init |= BIT(t);
  }
  return init;
}

/* Is an access of kind ka, then one of kind kb by another thread, a pair
 * that can be reversed?  Not a release and an acquire of the same lock:
 * while the first thread can release, it holds the lock and the second
 * cannot take it (the race is with the first thread's acquire). */
static bool reversible(uint8_t ka, uint8_t kb) {
  if (ka == KIND_REENTRANT || kb == KIND_REENTRANT) return false;
  bool release = ka == ACT_UNLOCK || ka == ACT_RUNLOCK;
  bool acquire = kb == ACT_LOCK || kb == ACT_RLOCK;
  return !(release && acquire);
}

/* Does an access of kind ka, then a dependent one of kind kb, order what
 * came before the first before the second in a way that a reversal of an
 * earlier pair must respect?  Only for plain data (reads, writes, CAS,
 * atomics) and for two acquires: such pairs can be reversed, so the earlier
 * race is not immediate.  A release, a wait, a notify, a start or a join
 * may be what let the second one run at all: it hides nothing. */
static bool data_kind(uint8_t k) {
  return k == ACT_READ || k == ACT_WRITE || k == ACT_CAS || k == ACT_RMW;
}
static bool hides(uint8_t ka, uint8_t kb) {
  if (ka == KIND_REENTRANT || kb == KIND_REENTRANT) return false;
  bool acq_a = ka == ACT_LOCK || ka == ACT_RLOCK, acq_b = kb == ACT_LOCK || kb == ACT_RLOCK;
  return (data_kind(ka) && data_kind(kb)) || (acq_a && acq_b);
}

/* Are events i and k dependent in a pair of accesses for which pred says
 * yes? */
static bool pair_where(const OdLevel *i, const OdLevel *k, bool (*pred)(uint8_t, uint8_t)) {
  for (uint32_t a = 0; a < i->neff; a++)
    for (uint32_t b = 0; b < k->neff; b++)
      if (eff_dependent(&i->eff[a], &k->eff[b]) && pred(i->kind[a], k->kind[b])) return true;
  return false;
}

/* The new event of level k (thread p) and each earlier event it races with:
 * dependent in a pair that can be reversed, not ordered before p's previous
 * event, and not before another such dependent event between them (then the
 * race is with that one: Source-DPOR's races are the immediate ones; with
 * all of them a thread that spins on a location would race with every read
 * of its loop).  A release between an acquire and the new acquire does not
 * hide the first acquire (reversible above). */
static void races(Search *s, Od *d, uint32_t k, const uint32_t *before) {
  OdLevel *ek = srch_level_data(s, k);
  uint32_t later[NT]; /* the clocks of the dependent events met so far, joined */
  memset(later, 0, sizeof later);
  for (uint32_t i = k; i-- > 0;) {
    OdLevel *ei = srch_level_data(s, i);
    if (!ei || !ei->has_event || ei->tid == ek->tid || !ei->neff) continue;
    bool candidate = pair_where(ei, ek, reversible);
    bool hidden = hb(ei, before) || hb(ei, later);
    if (pair_where(ei, ek, hides)) vc_join(d->nt, later, ei->vc);
    if (!candidate || hidden) continue;
    d->races++;
    if (!ei->active || ei->all) continue;
    TSet init = initials(s, d->nt, i, k);
    if (init & ei->explore) continue; /* line 7: one of them is explored there */
    uint32_t q = ek->tid;             /* p itself if it is an initial, else the first */
    if (!(init & BIT(q)))
      for (q = 0; q < NT && !(init & BIT(q)); q++) {
      }
    /* an initial that can run there; none: every thread (see the top) */
    TSet runnable = init & ei->enabled;
    if (!(runnable & BIT(q)) && runnable)
      for (q = 0; !(runnable & BIT(q)); q++) {
      }
    explore_before(s, d, i, q);
  }
}

/* The effects of a transition's visible part, and whom it started or joined. */
static bool record_effects(OdLevel *l, const ExStep *st) {
  l->neff = 0;
  l->started = l->joined = -1;
  if (!st->first_visible) return true; /* invisible: commutes with every other thread's */
  for (uint32_t i = 0; i < st->nfirst; i++) {
    const Action *a = &st->log[i];
    if (a->kind == ACT_START) l->started = a->other;
    if (a->kind == ACT_JOIN) l->joined = a->other;
    if (!eff_counts(a)) continue;
    if (!GROW(l->eff, l->neff + 1, l->eff_cap, 4) || !GROW(l->kind, l->neff + 1, l->kind_cap, 4))
      return false;
    l->kind[l->neff] = (uint8_t)a->kind;
    l->eff[l->neff++] = eff_of(a, true);
  }
  return true;
}

/* How many holds of the lock whose access is e thread p has below level k
 * (its acquires less its releases; a wait gives them all up). */
static int32_t holds_before(Search *s, uint32_t k, uint32_t p, const Effect *e, bool shared) {
  int32_t holds = 0;
  for (uint32_t j = 0; j < k; j++) {
    OdLevel *lj = srch_level_data(s, j);
    if (!lj || !lj->has_event || lj->tid != p) continue;
    for (uint32_t i = 0; i < lj->neff; i++) {
      const Effect *x = &lj->eff[i];
      if (x->oid != e->oid || x->field != e->field || x->index != e->index) continue;
      uint8_t kd = lj->kind[i];
      if (kd == (shared ? ACT_RLOCK : ACT_LOCK) || (kd == KIND_REENTRANT && !shared)) holds++;
      if (kd == (shared ? ACT_RUNLOCK : ACT_UNLOCK) && holds > 0) holds--;
      if (kd == ACT_WAIT) holds = 0;
    }
  }
  return holds;
}

/* Acquires of level k's event (thread p) of a lock p holds already. */
static void mark_reentrant(Search *s, uint32_t k, OdLevel *l, uint32_t p) {
  for (uint32_t i = 0; i < l->neff; i++) {
    uint8_t kd = l->kind[i];
    if ((kd == ACT_LOCK || kd == ACT_RLOCK) &&
        holds_before(s, k, p, &l->eff[i], kd == ACT_RLOCK) > 0)
      l->kind[i] = KIND_REENTRANT;
  }
}

/* Sleep set of the state c leads to: what sleeps here or was explored here
 * before c, and is independent of all c did (line 9). */
static void sleep_child(Od *d, OdLevel *l, Choice c, const ExStep *st) {
  Effect *eff = malloc((st->nlog ? st->nlog : 1) * sizeof(Effect));
  uint32_t neff = eff ? slp_effects_of(st, eff) : 0;
  free(l->running.eff);
  l->running = (Asleep){c, eff, neff};
  if (!eff) { /* unknown effects: nothing sleeps */
    slp_clear(&d->child);
    return;
  }
  const Sleep *from[2] = {&l->sleep, &l->done};
  slp_child(&d->child, from, 2, c.tid, eff, neff);
}

static void od_ran(Search *s, void *data, Choice c, const ExStep *st) {
  Od *d = data;
  uint32_t k = srch_depth(s) - 1;
  OdLevel *l = srch_level_data(s, k);
  if (!d || !l) return;
  if (srch_stateless(s)) sleep_child(d, l, c, st);
  l->has_event = false;
  if (c.tid >= NT || !record_effects(l, st)) {
    give_up(s, d);
    return;
  }
  if (c.tid + 1u > d->nt) d->nt = c.tid + 1u;
  mark_reentrant(s, k, l, c.tid);
  /* the clock of p's previous event (or of the event that started p) */
  uint32_t before[NT];
  memset(before, 0, sizeof before);
  int64_t prev = last_event(s, k, c.tid);
  if (prev < 0) prev = start_event(s, k, c.tid);
  if (prev >= 0) memcpy(before, ((OdLevel *)srch_level_data(s, prev))->vc, sizeof before);
  l->tid = c.tid;
  l->seq = before[c.tid] + 1;
  if (l->joined >= 0 && l->joined < NT) { /* after everything the joined thread did */
    int64_t j = last_event(s, k, (uint32_t)l->joined);
    /* the join could not run before the end: no race with what the thread did */
    if (j >= 0) vc_join(d->nt, before, ((OdLevel *)srch_level_data(s, j))->vc);
  }
  memcpy(l->vc, before, sizeof before);
  for (uint32_t j = 0; j < k; j++) {
    OdLevel *lj = srch_level_data(s, j);
    if (lj && lj->has_event && lj->neff && lj->tid != c.tid &&
        slp_conflict(lj->eff, lj->neff, l->eff, l->neff))
      vc_join(d->nt, l->vc, lj->vc);
  }
  l->vc[c.tid] = l->seq;
  l->has_event = true;
  if (l->neff) races(s, d, k, before);
}

/* ---- a state reached again (stateful) ---- */

static bool collect(void *ctx, const GraphEdge *g) {
  Od *d = ctx;
  if (!GROW(d->seen, d->nseen + g->neff, d->seen_cap, 256)) return false;
  for (uint32_t i = 0; i < g->neff; i++)
    d->seen[d->nseen++] = g->eff[i];
  return true;
}

static void od_matched(Search *s, void *data, uint32_t id) {
  Od *d = data;
  if (!d) return;
  d->nseen = 0;
  d->walks++;
  bool whole = srcset_walk(s, &d->walk, id, collect, d);
  if (!whole) { /* a loop through the path, or no memory */
    d->loops++;
    give_up(s, d);
    return;
  }
  for (uint32_t k = 0; k < srch_depth(s); k++) {
    OdLevel *l = srch_level_data(s, k);
    if (!l || !l->has_event || !l->neff) continue;
    TSet t = srcset_conflicts(l->eff, l->neff, d->seen, d->nseen, l->tid);
    if (t == ~(TSet)0) explore_all_at(s, d, k);
    for (uint32_t q = 0; q < NT && t != ~(TSet)0; q++)
      if (t & BIT(q)) explore_before(s, d, k, q);
  }
}

/* Threads that could still run when the execution ended may conflict with
 * every transition of the path: each explores them where they can run. */
static void od_cut(Search *s, void *data, const uint32_t *en, uint32_t n) {
  Od *d = data;
  if (!d) return;
  for (uint32_t k = 0; k < srch_depth(s); k++) {
    OdLevel *l = srch_level_data(s, k);
    if (!l || !l->has_event || !l->neff) continue;
    for (uint32_t i = 0; i < n; i++)
      if (en[i] != l->tid) explore_before(s, d, k, en[i]);
  }
}

/* Line 11: the explored thread sleeps at its state from now on. */
static void od_resume(Search *s, void *data, void *level) {
  OdLevel *l = level;
  if (!l || !srch_stateless(s) || !l->running.eff) return;
  slp_add(&l->done, l->running.c, l->running.eff, l->running.neff);
  free(l->running.eff);
  l->running.eff = NULL;
}

static void od_backtrack(Search *s, void *data, void *level) {
  if (level) level_free(level);
}

static void od_discard(Search *s, void *data, void *level) {
  if (level) level_free(level);
}

static void od_report(Search *s, void *data, FILE *out) {
  Od *d = data;
  if (!d) return;
  fprintf(out, "odpor: %llu races, %llu threads added to explore, %llu states explored whole",
          (unsigned long long)d->races, (unsigned long long)d->added,
          (unsigned long long)d->fallbacks);
  if (!srch_stateless(s))
    fprintf(out, "; %llu states reached again walked, %llu through the path",
            (unsigned long long)d->walks, (unsigned long long)d->loops);
  fputc('\n', out);
}

const Strategy por_odpor = {
    .name = "odpor",
    .help = "source-DPOR (Abdulla et al.), with locks; stateful, or with sleep sets stateless",
    .flags = STRAT_GRAPH_STATEFUL | STRAT_SNAPSHOT_ALL | STRAT_NO_ALONE,
    .level_size = sizeof(OdLevel),
    .init = od_init,
    .fini = od_fini,
    .expand = od_expand,
    .ran = od_ran,
    .matched = od_matched,
    .cut = od_cut,
    .resume = od_resume,
    .backtrack = od_backtrack,
    .discard = od_discard,
    .report = od_report,
};
