/* odpor.c -- `--por=odpor`: optimal-DPOR (Abdulla, Aronis, Jonsson and
 * Sagonas, "Source Sets: A Foundation for Optimal Dynamic Partial Order
 * Reduction", JACM 2017 / POPL 2014, Algorithm 2: source sets, sleep sets
 * and wakeup trees) on top of S-POR.  Until wakeup trees it was their
 * Algorithm 1 (source-DPOR), the "O-DPOR" of papers/stateful-por-source-sets.md
 * section 5.  Unlike the paper's implementation it handles locks, and it runs
 * stateful (the default) or stateless (--stateless, with sleep sets).  Line
 * numbers below are Algorithm 2's.
 *
 * Reducible states are explored as S-POR does (one thread whose next step is
 * invisible): they are no events of the algorithm, and a pending wakeup
 * subtree passes through them to the next irreducible ("active") state.
 * Every transition that runs is an event of the path, with a vector clock of
 * happens-before: program order, the events it depends on (same place, one
 * writes), the start of its thread and the end of a thread it joins.
 *
 * Races (lines 3-7), found as each event runs rather than at the end of the
 * execution (the events before it do not change): for each earlier event e
 * of another thread that the new event of p depends on and that does not
 * happen before p's previous event, with v = notdep(e, E).p -- the events
 * after e that do not happen after it, then p's -- unless a thread asleep at
 * the state E' before e, or explored there, is a weak initial of v (line 6),
 * v is inserted into wut(E') (line 7, wakeup.c: below the first branch whose
 * thread is a weak initial of what is left of v, down to a node where the
 * rest becomes a new last branch; nothing when nothing is left).  Unlike
 * the paper, a leaf does not absorb a longer sequence: with that rule the
 * search missed traces (CasCounter3 2: 65,088 executions of its 76,338
 * traces, counted by a separate enumeration), and with the rest put below
 * the leaf it explores one execution per trace there, none blocked.  Events are
 * kept as (thread, accesses, start, join, the thread's end), so that the
 * tree's dependence tests need not the path; p's event counts a
 * compare-and-set as a write (it runs earlier in E'.v, where it may
 * succeed).  A thread's end is in the invisible tail of its last transition
 * and no race partner, but it wakes a thread waiting in join: notdep leaves
 * out what touches the object of a thread whose end comes after e (notdep()).
 *
 * Exploring (lines 9-21): a state starts with the subtree its parent's
 * branch left (line 18; pending_subtree), or with one thread not asleep (lines
 * 12-13); it explores the first branch (line 16) and, each time it resumes,
 * removes the explored branch (line 21) and takes the next one.  Soundness
 * comes first wherever the lock semantics or the approximations could break
 * what a sequence assumes: a branch whose thread cannot run where it is due
 * (a lock held, a join still waiting) makes the state explore every thread;
 * a thread that did something other than its node said drops the node's
 * subtree and makes the state explore every thread; a branch whose thread is
 * asleep is skipped (sleep sets are sound on their own).
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
 * Sleep sets (line 17, stateless only: a matched state may have been
 * explored under another sleep set): a thread explored at a state, or asleep
 * there, sleeps in the state a later sibling leads to while the sibling's
 * whole transition is independent of what it did (line 20).  An expand that
 * finds every thread asleep ends an execution blocked by sleep sets (counted).
 *
 * Stateful: a state reached again stands for everything explored below it
 * (L_r).  As in despor.c, every access found in L_r after it races with each
 * transition of the path it depends on; L_r does not keep the order of its
 * events, so v (lines 4-5) is not known: its thread and every thread that
 * may be an initial of v (lr_initials) are explored there (one-event
 * branches of the wakeup tree), or every thread when none of them can run
 * there; a walk that meets a state still on the path (a loop) makes every
 * open state explore every thread.  The threads explored at a state count
 * as asleep for line 6.
 *
 * Data choices (Verify.getBoolean...) are reducible levels with several
 * values: not events, but what a thread does after one depends on the value.
 * A wakeup subtree passing one goes to every value (pending_subtree), and an
 * event carries the values its thread chose since its last event
 * (WutEvent.vals): a sequence for one value is no branch of another's. */
#include <stdlib.h>
#include <string.h>

#include "checker/sleepset.h"
#include "checker/sourceset.h"
#include "checker/wakeup.h"
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
  int32_t started;  /* the thread its visible part started, or -1 */
  int32_t joined;   /* the thread whose end it joined, or -1 */
  bool has_end;     /* its thread ended in the transition's invisible tail */
  bool try_acq;     /* it tried a lock (tryLock, timed or not: Action.try_acquire) */
  bool failed_acq;  /* an attempt that did not take the lock (it failed or waits): no hold */
  uint32_t vals;    /* the data choices its thread made since its last event (WutEvent.vals) */
  bool data_choice; /* a reducible level with several values (Verify.getBoolean...) */
  Effect end;       /* that end: it wakes who waits on the thread (join) */
  Effect *weff;     /* eff and the end, as an event of a wakeup sequence */
  uint32_t nweff, weff_cap;
  uint32_t seq;    /* its number among its thread's events on the path */
  uint32_t vc[NT]; /* happens-before: vc[u] = how many of u's events precede it or are it */
  Effect *eff;     /* its visible part's accesses */
  uint8_t *kind;   /* the ActionKind of each */
  uint32_t neff, eff_cap, kind_cap;
  /* sleep sets: sleep (stateless) is what sleeps when the state is
   * reached; done the threads explored here (both modes), running the one
   * being explored, each with what its whole transition did */
  Sleep sleep, done;
  Asleep running;
  WutNode *wut; /* wut(E): the sequences still to explore here, in order */
} OdLevel;

typedef struct Od {
  Sleep child; /* the sleep set of the state the last transition reached */
  bool overflow;
  SrcWalk walk;
  Effect *seen; /* accesses of L_r after a matched state */
  uint32_t nseen, seen_cap;
  TSet lr_threads; /* the threads of L_r's transitions after it */
  bool lr_lost;    /* no memory to collect them all */
  uint32_t nt;     /* threads seen so far: clocks past it are 0 */
  uint64_t races, added, fallbacks, walks, loops, blocked, inserted, redundant, differed;
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
  free(l->weff);
  l->eff = NULL;
  l->kind = NULL;
  l->weff = NULL;
  l->nweff = l->weff_cap = 0;
  l->neff = l->eff_cap = l->kind_cap = 0;
  slp_clear(&l->sleep);
  slp_clear(&l->done);
  free(l->running.eff);
  l->running.eff = NULL;
  wut_free(l->wut);
  l->wut = NULL;
}

/* Explore thread q at level k: at a level that explores every thread, as
 * one more choice; else as a leaf of wut(E) (a sequence of one event, not
 * known yet), unless it sleeps, was explored or is in the tree already. */
static void explore_all_at(Search *s, Od *d, uint32_t k);
static void explore_at(Search *s, Od *d, uint32_t k, uint32_t q) {
  OdLevel *l = srch_level_data(s, k);
  l->explore |= BIT(q);
  Choice c = {(uint16_t)q, 0};
  if (slp_asleep(&l->sleep, c)) return;
  if (l->all) {
    if (srch_add_choice(s, k, c)) d->added++;
    return;
  }
  if (slp_asleep(&l->done, c) || wut_find(l->wut, c.tid)) return;
  if (l->running.eff && l->running.c.tid == q) return;
  if (wut_add_leaf(&l->wut, c.tid))
    d->added++;
  else
    explore_all_at(s, d, k);
}

/* Every thread that can run at level k is explored there (what its wakeup
 * tree holds too: the tree only chooses among them). */
static void explore_all_at(Search *s, Od *d, uint32_t k) {
  OdLevel *l = srch_level_data(s, k);
  if (!l || !l->active || l->all) return;
  l->all = true;
  d->fallbacks++;
  for (uint32_t q = 0; q < NT; q++)
    if (l->enabled & BIT(q)) explore_at(s, d, k, q);
}

/* Line 18: the wakeup subtree that the choice taken at the active level
 * below leaves for the state being made at level D (NULL: none), found on
 * the path: the nearest active level below D, with only reducible levels in
 * between.  It is copied, not taken out of the parent's tree: a reducible
 * level in between may have several choices (the values of a data choice,
 * Verify.getBoolean), each of which leads to a state the subtree is for --
 * had the first taken it, the others would start with no tree, and the
 * sequences the races put there would be lost for them.  The parent's node
 * and its subtree go when the parent resumes (line 21).  *ok is false when
 * a copy ran out of memory. */
/* For each thread u, the values of the data choices it made on the path below
 * level D since its last event (hashed into vals[u], 0: none): a reducible
 * level of u with several choices is a data choice, the value taken there
 * decides what u does next. */
static void choice_vals(Search *s, uint32_t D, uint32_t *vals) {
  memset(vals, 0, NT * sizeof *vals);
  for (uint32_t j = 0; j < D; j++) {
    OdLevel *lj = srch_level_data(s, j);
    Choice c = srch_taken(s, j);
    if (!lj || c.tid >= NT) continue;
    if (lj->active && lj->has_event) vals[c.tid] = 0;
    if (lj->active || !lj->data_choice) continue;
    uint32_t h = vals[c.tid] * 1000003u + (uint32_t)c.value + 1u;
    vals[c.tid] = h == 0 || h == WUT_VALS_ANY ? 1 : h;
  }
}

static WutNode *pending_subtree(Search *s, uint32_t D, bool *ok) {
  for (uint32_t j = D; j-- > 0;) {
    OdLevel *lj = srch_level_data(s, j);
    if (!lj) return NULL;
    if (!lj->active) continue; /* reducible: the subtree passes */
    WutNode *n = wut_find(lj->wut, srch_taken(s, j).tid);
    if (!n) return NULL;
    n->taken = true;
    WutNode *sub = wut_copy(n->child, ok);
    uint32_t vals[NT];
    choice_vals(s, D, vals);
    wut_prune_vals(&sub, vals, 0); /* what is for the other values of a choice */
    return sub;
  }
  return NULL;
}

/* Lines 9-13: the first branch of the wakeup tree the state starts with, or
 * else one thread not asleep.  A branch whose thread sleeps here is explored
 * already (sleep sets are sound on their own); one whose thread cannot run
 * here (locks) makes the state explore every thread. */
static void first_choice(Od *d, OdLevel *l, const ChoiceList *all, ChoiceList *out) {
  while (l->wut) {
    Choice c = {l->wut->ev.tid, 0};
    if (slp_asleep(&l->sleep, c)) {
      wut_remove(&l->wut, l->wut);
      continue;
    }
    if (c.tid >= NT || !(l->enabled & BIT(c.tid))) {
      l->all = true;
      d->fallbacks++;
      return;
    }
    chl_add(out, c);
    l->explore |= BIT(c.tid);
    return;
  }
  for (uint32_t i = 0; i < all->n; i++) {
    if (slp_asleep(&l->sleep, all->v[i])) continue;
    chl_add(out, all->v[i]);
    l->explore |= BIT(all->v[i].tid & (NT - 1));
    if (!wut_add_leaf(&l->wut, all->v[i].tid)) l->all = true; /* no tree: every thread */
    return;
  }
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
  /* safeSet(s) = {t}: not an event of the algorithm, a pending subtree passes */
  if (srch_safe_single(s, en, n, out)) {
    l->data_choice = out->n > 1;
    return false;
  }
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
  bool copied = true;
  l->wut = pending_subtree(s, srch_depth(s), &copied);
  if (!copied) l->all = true; /* part of the subtree is missing: every thread */
  if (!l->all) first_choice(d, l, &all, out);
  if (l->all) {
    out->n = 0;
    for (uint32_t i = 0; i < all.n; i++)
      if (!slp_asleep(&l->sleep, all.v[i])) chl_add(out, all.v[i]);
    l->explore = l->enabled;
  }
  if (!out->n) d->blocked++; /* every choice asleep: the path ends here */
  out->lost |= all.lost;
  free(all.v);
  return true;
}

/* Lines 15-16, when the level resumes: the next branch of wut(E) becomes its
 * next choice. */
static void next_choice(Search *s, Od *d, uint32_t k, OdLevel *l) {
  while (l->wut) {
    Choice c = {l->wut->ev.tid, 0};
    if (slp_asleep(&l->sleep, c) || slp_asleep(&l->done, c)) {
      wut_remove(&l->wut, l->wut);
      continue;
    }
    if (c.tid >= NT || !(l->enabled & BIT(c.tid))) {
      explore_all_at(s, d, k);
      return;
    }
    if (srch_add_choice(s, k, c)) {
      d->added++;
      return;
    }
    wut_remove(&l->wut, l->wut); /* explored here already */
  }
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

/* A release, then a tryLock (timed or not) of the same lock: the trying
 * thread can run before the release -- and fail, or wait and time out
 * (vm/sched.c) -- so the pair can be reversed (the reversal's event is then
 * that, not the acquire: check_expected explores every thread there). */
static bool release_acquire(uint8_t ka, uint8_t kb) {
  return (ka == ACT_UNLOCK || ka == ACT_RUNLOCK) && (kb == ACT_LOCK || kb == ACT_RLOCK);
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

/* Does event i, then event k of another thread, order k after i (an edge
 * of happens-before)?  When they are dependent -- except when the pair is
 * only read-hold operations of one lock (the acquire or the release of a
 * read lock): readers do not wait for each other, so a read acquire after
 * another thread's read release is not after what that thread did under
 * its hold (two increments under a read lock were no race: a lost update
 * missed by odpor --stateless in one order) -- or when one is an acquire of
 * a lock its thread holds already: it orders nothing its outer acquire does
 * not (with the edge, another thread's failed tryLock between the two was
 * ordered before the holder's releases, and never put after them). */
static bool read_hold_op(uint8_t kd) { return kd == ACT_RLOCK || kd == ACT_RUNLOCK; }
static bool orders(const OdLevel *i, const OdLevel *k) {
  for (uint32_t a = 0; a < i->neff; a++)
    for (uint32_t b = 0; b < k->neff; b++)
      if (eff_dependent(&i->eff[a], &k->eff[b]) &&
          !(read_hold_op(i->kind[a]) && read_hold_op(k->kind[b])) && i->kind[a] != KIND_REENTRANT &&
          k->kind[b] != KIND_REENTRANT)
        return true;
  return false;
}

/* Are events i and k dependent in a pair of accesses for which pred says
 * yes? */
static bool pair_where(const OdLevel *i, const OdLevel *k, bool (*pred)(uint8_t, uint8_t)) {
  for (uint32_t a = 0; a < i->neff; a++)
    for (uint32_t b = 0; b < k->neff; b++)
      if (eff_dependent(&i->eff[a], &k->eff[b]) && pred(i->kind[a], k->kind[b])) return true;
  return false;
}

/* What the event of level m did, as an event of a wakeup sequence: its
 * accesses and its thread's end, if the transition ended it.  (The end is
 * no race partner -- a join reads it in a loop -- but it is what lets a
 * joining thread wake up: a sequence must not put the wake before it.) */
static WutEvent event_of(OdLevel *m) {
  WutEvent ev = {m->tid, true, m->started, m->joined, m->eff, m->neff, m->vals};
  if (!m->has_end) return ev;
  if (!GROW(m->weff, m->neff + 1, m->weff_cap, 4))
    return (WutEvent){m->tid, false, -1, -1, NULL, 0, WUT_VALS_ANY};
  memcpy(m->weff, m->eff, m->neff * sizeof(Effect));
  m->weff[m->neff] = m->end;
  ev.eff = m->weff;
  ev.neff = m->neff + 1;
  return ev;
}

/* Does the event of level m touch the object of one of the ends e[0..n)
 * (its monitor, its liveness)? */
static bool touches(const Effect *e, uint32_t n, const OdLevel *m) {
  for (uint32_t i = 0; i < n; i++)
    for (uint32_t j = 0; j < m->neff; j++)
      if (m->eff[j].oid == e[i].oid && m->tid != e[i].tid) return true;
  return false;
}

/* Is the event with clock vc after one of the events whose earliest, by
 * thread, first[] holds (0: none)? */
static bool after_any(const uint32_t *first, const uint32_t *vc) {
  for (uint32_t u = 0; u < NT; u++)
    if (first[u] && vc[u] >= first[u]) return true;
  return false;
}

static void note(uint32_t *first, const OdLevel *m) {
  if (!first[m->tid] || m->seq < first[m->tid]) first[m->tid] = m->seq;
}

/* notdep(e_i, E).p into v (returns its length, 0: none): the events of
 * active levels after e_i that do not happen after it, then p's.  With
 * ends, not those either that touch the object of a thread whose end came
 * after e_i (is e_i, or happens after it), nor what happens after them: a
 * wake from a join's wait could not run before that end, an isAlive would
 * answer otherwise.  (Leaving events out keeps v closed under happens-before:
 * it is a shorter execution that still reverses the race.)  When p's own
 * event is such an event, the ends are not used: 0. */
static uint32_t notdep(Search *s, uint32_t i, uint32_t k, bool ends, WutEvent *v) {
  OdLevel *ei = srch_level_data(s, i);
  uint32_t after[NT], woken[NT]; /* the earliest left out by thread, by seq (0: none) */
  memset(after, 0, sizeof after);
  memset(woken, 0, sizeof woken);
  after[ei->tid] = ei->seq;
  Effect endv[16];
  uint32_t nend = 0, n = 0;
  if (ends && ei->has_end) endv[nend++] = ei->end;
  for (uint32_t m = i + 1; m <= k; m++) {
    OdLevel *em = srch_level_data(s, m);
    if (!em || !em->has_event) continue;
    bool by_end = ends && (after_any(woken, em->vc) || touches(endv, nend, em));
    if (m == k && by_end) return 0;
    if (m < k && (by_end || after_any(after, em->vc))) { /* left out */
      note(after, em);
      if (by_end) note(woken, em);
      if (ends && em->has_end && nend == 16) return 0; /* too many: as without ends */
      if (ends && em->has_end) endv[nend++] = em->end;
      continue;
    }
    if (m < k && !em->active) continue;
    v[n++] = event_of(em);
    if (!v[n - 1].known) return 0;
  }
  return n;
}

/* Is a thread asleep at level i, explored there or being explored a weak
 * initial of v (line 6)?  Then what v stands for is explored from there. */
static bool covered(const OdLevel *l, const WutEvent *v, uint32_t n) {
  const Sleep *sets[2] = {&l->sleep, &l->done};
  for (int f = 0; f < 2; f++)
    for (uint32_t j = 0; j < sets[f]->n; j++) {
      const Asleep *x = &sets[f]->v[j];
      WutEvent ev = {x->c.tid, true, -1, -1, x->eff, x->neff, WUT_VALS_ANY};
      if (wut_weak_initial(&ev, v, n) >= 0) return true;
    }
  const Asleep *r = &l->running;
  WutEvent ev = {r->c.tid, true, -1, -1, r->eff, r->neff, WUT_VALS_ANY};
  return r->eff && wut_weak_initial(&ev, v, n) >= 0;
}

/* No initial of the race's sequence can run at level i: every thread is
 * explored there -- and, when i's thread was the only one that could run
 * (a Verify.beginAtomic block: ex_enabled offers the atomic thread alone),
 * p is also explored at the nearest level above where others could, the
 * start of the block (the race is with the block as a whole). */
static void stuck_at(Search *s, Od *d, uint32_t i, uint32_t p) {
  explore_all_at(s, d, i);
  OdLevel *ei = srch_level_data(s, i);
  if (!ei || ei->enabled != BIT(ei->tid)) return;
  for (uint32_t j = i; j-- > 0;) {
    OdLevel *lj = srch_level_data(s, j);
    if (!lj || !lj->active) continue;
    if (lj->enabled == BIT(ei->tid)) continue;
    explore_before(s, d, j, p);
    return;
  }
}

/* Lines 3-7 for the race of the event of level i with the new event of
 * level k: v = notdep(e_i, E).p -- the events of active levels after e_i
 * that do not happen after it, then p's -- goes into wut(E_i) unless it is
 * covered there.  A new branch of the root starts with an initial of v that
 * can run at E_i; when none can (locks), every thread is explored there. */
static void insert_race(Search *s, Od *d, uint32_t i, uint32_t k) {
  OdLevel *ei = srch_level_data(s, i);
  WutEvent *v = malloc((k - i) * sizeof *v);
  uint32_t n = 0;
  if (!v || (!(n = notdep(s, i, k, true, v)) && !(n = notdep(s, i, k, false, v)))) {
    free(v);
    explore_all_at(s, d, i);
    return;
  }
  /* p's event runs before e_i in E_i.v: a compare-and-set may then succeed
   * where it failed, so it counts as a write */
  OdLevel *ek = srch_level_data(s, k);
  Effect *last = malloc((v[n - 1].neff ? v[n - 1].neff : 1) * sizeof(Effect));
  if (last) {
    memcpy(last, v[n - 1].eff, v[n - 1].neff * sizeof(Effect));
    for (uint32_t j = 0; j < ek->neff; j++)
      last[j].write |= ek->kind[j] == ACT_CAS;
    v[n - 1].eff = last;
  }
  uint16_t q = 0;
  int r = covered(ei, v, n) ? WUT_REDUNDANT : wut_insert(&ei->wut, v, n, ei->enabled, &q);
  free(v);
  free(last);
  if (r == WUT_STUCK) stuck_at(s, d, i, ek->tid);
  if (r == WUT_REDUNDANT) d->redundant++;
  if (r == WUT_BELOW || r == WUT_ROOT) d->inserted++;
  if (r == WUT_ROOT) ei->explore |= BIT(q);
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
    bool candidate =
        pair_where(ei, ek, reversible) || (ek->try_acq && pair_where(ei, ek, release_acquire));
    bool hidden = hb(ei, before) || hb(ei, later);
    if (pair_where(ei, ek, hides)) vc_join(d->nt, later, ei->vc);
    if (!candidate || hidden) continue;
    d->races++;
    if (ei->active && !ei->all) insert_race(s, d, i, k);
  }
}

/* The kind of an access as the race analysis sees it.  A class's
 * initialisation (vm/init.c) is a lock, as JLS 12.4.2 has it: its start and
 * a thread's first use after it acquire, its end releases -- what lets a
 * thread waiting for it go on, so that the race of a use is with the start
 * (the end hides nothing) and no reversal puts a use before the end. */
static uint8_t event_kind(const Action *a) {
  if (a->kind != ACT_CAS || a->index != ACT_INDEX_INIT) return (uint8_t)a->kind;
  return act_init_ends(a) ? ACT_UNLOCK : ACT_LOCK;
}

/* The effects of a transition's visible part, and whom it started or joined. */
static bool record_effects(OdLevel *l, const ExStep *st) {
  l->neff = 0;
  l->started = l->joined = -1;
  l->has_end = false;
  l->try_acq = l->failed_acq = false;
  for (uint32_t i = 0; i < st->nlog; i++)
    if (st->log[i].kind == ACT_END) {
      l->has_end = true;
      l->end = eff_of(&st->log[i], false);
    }
  if (!st->first_visible) return true; /* invisible: commutes with every other thread's */
  for (uint32_t i = 0; i < st->nfirst; i++) {
    const Action *a = &st->log[i];
    if (a->kind == ACT_START) l->started = a->other;
    /* a join that returned after the end (join0); not isAlive(), which
     * races with the end (before it, it says true: a join(ms) then waits,
     * and may time out) */
    if (a->kind == ACT_JOIN && a->index == ACT_INDEX_JOINED) l->joined = a->other;
    /* a join of an ended thread by an interrupted joiner: called before the
     * end it would have thrown (natives/thread.c, join0), so it races with
     * the end and is not ordered after it */
    if (a->kind == ACT_JOIN && a->index == -1 && a->other == l->joined) l->joined = -1;
    if (!eff_counts(a)) continue;
    bool acquire = a->kind == ACT_LOCK || a->kind == ACT_RLOCK;
    l->try_acq |= acquire && a->try_acquire;
    l->failed_acq |= acquire && !a->ok;
    if (!GROW(l->eff, l->neff + 1, l->eff_cap, 4) || !GROW(l->kind, l->neff + 1, l->kind_cap, 4))
      return false;
    l->kind[l->neff] = event_kind(a);
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
    if (!lj || !lj->has_event || lj->tid != p || lj->failed_acq) continue;
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

/* Acquires of level k's event (thread p) of a lock p holds already -- a
 * read hold taken under p's write hold too (a downgrade: no other thread
 * can hold the lock in between, so it orders nothing the write acquire did
 * not, and the race of another thread's read acquire is with that one). */
static void mark_reentrant(Search *s, uint32_t k, OdLevel *l, uint32_t p) {
  for (uint32_t i = 0; i < l->neff; i++) {
    uint8_t kd = l->kind[i];
    if ((kd == ACT_LOCK || kd == ACT_RLOCK) &&
        (holds_before(s, k, p, &l->eff[i], kd == ACT_RLOCK) > 0 ||
         (kd == ACT_RLOCK && holds_before(s, k, p, &l->eff[i], false) > 0)))
      l->kind[i] = KIND_REENTRANT;
  }
}

/* What c did (running), and the sleep set of the state it leads to: what
 * sleeps here or was explored here before c, and is independent of all c
 * did (line 17). */
static void sleep_child(Search *s, Od *d, OdLevel *l, Choice c, const ExStep *st) {
  Effect *eff = malloc((st->nlog ? st->nlog : 1) * sizeof(Effect));
  uint32_t neff = eff ? slp_effects_of(st, eff) : 0;
  free(l->running.eff);
  l->running = (Asleep){c, eff, neff};
  if (!srch_stateless(s)) return;
  if (!eff) { /* unknown effects: nothing sleeps */
    slp_clear(&d->child);
    return;
  }
  const Sleep *from[2] = {&l->sleep, &l->done};
  slp_child(&d->child, from, 2, c.tid, eff, neff);
}

/* The event of level k was taken from its wakeup tree as what thread l->tid
 * would do: if it did something else (which the lock approximations may
 * allow), what was put below it rests on a wrong event -- its subtree goes,
 * and every thread is explored at k. */
static void check_expected(Search *s, Od *d, uint32_t k, OdLevel *l) {
  WutNode *n = l->active && !l->all ? wut_find(l->wut, l->tid) : NULL;
  if (!n) return;
  WutEvent ev = {l->tid, true, l->started, l->joined, l->eff, l->neff, l->vals};
  if (wut_covers(&n->ev, &ev)) return;
  d->differed++;
  wut_free(n->child);
  n->child = NULL;
  explore_all_at(s, d, k);
}

static void od_ran(Search *s, void *data, Choice c, const ExStep *st) {
  Od *d = data;
  uint32_t k = srch_depth(s) - 1;
  OdLevel *l = srch_level_data(s, k);
  if (!d || !l) return;
  sleep_child(s, d, l, c, st);
  l->has_event = false;
  if (l->active) { /* the next active level starts with c's wakeup subtree */
    WutNode *n = wut_find(l->wut, c.tid);
    if (n) n->taken = true;
  }
  if (c.tid >= NT || !record_effects(l, st)) {
    give_up(s, d);
    return;
  }
  if (c.tid + 1u > d->nt) d->nt = c.tid + 1u;
  mark_reentrant(s, k, l, c.tid);
  l->tid = c.tid;
  if (l->active) { /* what it does rests on the values its thread chose before it */
    uint32_t vals[NT];
    choice_vals(s, k, vals);
    uint32_t h = c.value ? vals[c.tid] * 1000003u + (uint32_t)c.value : vals[c.tid];
    l->vals = h == WUT_VALS_ANY ? 1 : h;
  }
  check_expected(s, d, k, l);
  /* the clock of p's previous event (or of the event that started p) */
  uint32_t before[NT];
  memset(before, 0, sizeof before);
  int64_t prev = last_event(s, k, c.tid);
  if (prev < 0) prev = start_event(s, k, c.tid);
  if (prev >= 0) memcpy(before, ((OdLevel *)srch_level_data(s, prev))->vc, sizeof before);
  l->seq = before[c.tid] + 1;
  if (l->joined >= 0 && l->joined < NT) { /* the start of the joined thread unknown to p: */
    int64_t st = start_event(s, k, (uint32_t)l->joined);
    const OdLevel *sl = st >= 0 ? srch_level_data(s, (uint32_t)st) : NULL;
    /* the join could have come before it, and returned at once: no order
     * after the end, a race with the start (session 28: missed by odpor) */
    int64_t si = -1; /* the start's access in it */
    for (uint32_t i = 0; sl && i < sl->neff; i++)
      if (sl->kind[i] == ACT_START) si = i;
    if (si >= 0 && sl->tid != c.tid && sl->vc[sl->tid] > before[sl->tid]) {
      /* it read that the thread was started: the place start() writes */
      Effect e = sl->eff[si];
      e.tid = (uint16_t)c.tid;
      e.write = false;
      e.first = true;
      if (!GROW(l->eff, l->neff + 1, l->eff_cap, 4) || !GROW(l->kind, l->neff + 1, l->kind_cap, 4)) {
        give_up(s, d);
        return;
      }
      l->kind[l->neff] = ACT_JOIN;
      l->eff[l->neff++] = e;
      l->joined = -1;
    }
  }
  if (l->joined >= 0 && l->joined < NT) { /* after everything the joined thread did */
    int64_t j = last_event(s, k, (uint32_t)l->joined);
    /* the join could not run before the end: no race with what the thread did */
    if (j >= 0) vc_join(d->nt, before, ((OdLevel *)srch_level_data(s, j))->vc);
  }
  memcpy(l->vc, before, sizeof before);
  for (uint32_t j = 0; j < k; j++) {
    OdLevel *lj = srch_level_data(s, j);
    if (lj && lj->has_event && lj->neff && lj->tid != c.tid && orders(lj, l))
      vc_join(d->nt, l->vc, lj->vc);
  }
  l->vc[c.tid] = l->seq;
  l->has_event = true;
  if (l->neff) races(s, d, k, before);
}

/* ---- a state reached again (stateful) ---- */

static bool collect(void *ctx, const GraphEdge *g) {
  Od *d = ctx;
  d->lr_threads |= g->choice.tid < NT ? BIT(g->choice.tid) : ~(TSet)0;
  if (!GROW(d->seen, d->nseen + g->neff, d->seen_cap, 256)) {
    d->lr_lost = true;
    return false;
  }
  for (uint32_t i = 0; i < g->neff; i++)
    d->seen[d->nseen++] = g->eff[i];
  return true;
}

/* Does every transition of thread r out of stored state id (one at least)
 * depend on the event of level k or on an event after it on the path that
 * does not happen after it (so that r's first event in v, if any, has one
 * before it)? */
static bool lr_next_dependent(Search *s, uint32_t id, uint32_t r, uint32_t k) {
  OdLevel *ek = srch_level_data(s, k);
  bool any = false;
  for (int64_t e = srch_first_edge(s, id); e >= 0; e = srch_next_edge(s, e)) {
    const GraphEdge *g = srch_edge(s, e);
    if (g->choice.tid != r) continue;
    for (uint32_t i = 0; i < g->neff; i++)
      if (g->eff[i].oid == EFF_ANY) return false; /* unknown: it may be an initial */
    bool dep = slp_conflict(g->eff, g->neff, ek->eff, ek->neff);
    for (uint32_t m = k + 1; m < srch_depth(s) && !dep; m++) {
      OdLevel *em = srch_level_data(s, m);
      dep = em && em->active && em->has_event && !hb(ek, em->vc) &&
            slp_conflict(g->eff, g->neff, em->eff, em->neff);
    }
    if (!dep) return false;
    any = true;
  }
  return any;
}

/* The threads that may be initials of v = notdep(e_k, E).u.e' for an access
 * e' of L_r after the matched state `id` that races with the event e_k of
 * level k (lines 4-5 with the part u of v in L_r, where the walk does not
 * follow its order): a thread whose first event after e_k on the path does
 * not happen after e_k, nor after another such event (an initial of the
 * path's part of v); or a thread with no event after e_k on the path that
 * runs in L_r, unless its next transition (its edge out of the matched
 * state, if it was explored there) depends on e_k or on the path's part of
 * v (then it happens after an event of v, or is no part of v). */
static TSet lr_initials(Search *s, Od *d, uint32_t k, uint32_t id) {
  OdLevel *ek = srch_level_data(s, k);
  uint32_t D = srch_depth(s);
  TSet moved = BIT(ek->tid), init = 0;
  for (uint32_t m = k + 1; m < D; m++) {
    OdLevel *em = srch_level_data(s, m);
    if (!em || !em->active || !em->has_event || em->tid >= NT || (moved & BIT(em->tid))) continue;
    moved |= BIT(em->tid); /* em is its thread's first event after e_k */
    if (hb(ek, em->vc)) continue;
    bool first = true; /* no event of the path's part of v before it happens before it */
    for (uint32_t x = k + 1; x < m && first; x++) {
      OdLevel *lx = srch_level_data(s, x);
      first = !lx || !lx->active || !lx->has_event || hb(ek, lx->vc) || !hb(lx, em->vc);
    }
    if (first) init |= BIT(em->tid);
  }
  for (uint32_t r = 0; r < NT; r++)
    if ((d->lr_threads & BIT(r)) && !(moved & BIT(r)) && !lr_next_dependent(s, id, r, k))
      init |= BIT(r);
  return init;
}

/* A state reached again (stateful): the accesses of L_r after it race with
 * the events of the path as if they came next, but in L_r an access may
 * come after other events it depends on.  Exploring the thread q of the
 * access where the race is (as despor.c does, whose UpdateBack closes the
 * set over what runs later) does not reverse the race then: v's initials
 * may be other threads (a read of q's location, after which q wrote), and
 * without them a trace is lost -- and line 6 then finds the reversals of
 * later races covered by what was explored (Gen7482).  So every thread
 * that may be an initial of v is explored there (lr_initials), q too, or
 * every thread when none of them can run there. */
static void od_matched(Search *s, void *data, uint32_t id) {
  Od *d = data;
  if (!d) return;
  d->nseen = 0;
  d->lr_threads = 0;
  d->lr_lost = false;
  d->walks++;
  bool whole = srcset_walk(s, &d->walk, id, collect, d);
  if (!whole || d->lr_lost ||
      d->lr_threads == ~(TSet)0) { /* a loop through the path, or no memory */
    d->loops++;
    give_up(s, d);
    return;
  }
  for (uint32_t k = 0; k < srch_depth(s); k++) {
    OdLevel *l = srch_level_data(s, k);
    if (!l || !l->has_event || !l->neff) continue;
    TSet t = srcset_conflicts(l->eff, l->neff, d->seen, d->nseen, l->tid);
    if (t == ~(TSet)0) explore_all_at(s, d, k);
    if (!t || t == ~(TSet)0 || !l->active || l->all) continue;
    for (uint32_t q = 0; q < NT; q++)
      if (t & BIT(q)) explore_before(s, d, k, q);
    TSet init = lr_initials(s, d, k, id) & l->enabled;
    if (!init) explore_all_at(s, d, k);
    for (uint32_t r = 0; r < NT && init; r++)
      if (init & BIT(r)) explore_before(s, d, k, r);
  }
}

/* Threads that could still run when the execution ended may conflict with
 * every transition of the path: each explores them where they can run. */
static void od_cut(Search *s, void *data, const uint32_t *en, uint32_t n) {
  Od *d = data;
  if (!d) return;
  /* the transition that ended it disabled them (sleep.c's sleep_cut): as a
   * sleeper it must wake at any other transition, or a daemon ran on with
   * main's end asleep and the program never ended after its steps */
  OdLevel *top = srch_stateless(s) ? srch_level_data(s, srch_depth(s) - 1) : NULL;
  if (top) slp_ends_all(&top->running);
  for (uint32_t k = 0; k < srch_depth(s); k++) {
    OdLevel *l = srch_level_data(s, k);
    if (!l || !l->has_event || !l->neff) continue;
    for (uint32_t i = 0; i < n; i++)
      if (en[i] != l->tid) explore_before(s, d, k, en[i]);
  }
}

/* Lines 20-21: the explored thread sleeps at its state from now on (or, in
 * a stateful search, counts as explored there), and its branch leaves the
 * wakeup tree; the next branch is explored next. */
static void od_resume(Search *s, void *data, void *level) {
  OdLevel *l = level;
  if (!l) return;
  uint32_t k = srch_depth(s) - 1;
  Choice c = srch_taken(s, k);
  if (l->running.eff && l->running.c.tid == c.tid && l->running.c.value == c.value)
    slp_add(&l->done, l->running.c, l->running.eff, l->running.neff);
  free(l->running.eff);
  l->running.eff = NULL;
  if (!l->active || !data) return;
  WutNode *n = wut_find(l->wut, c.tid);
  if (n) wut_remove(&l->wut, n);
  if (!l->all) next_choice(s, data, k, l);
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
  fprintf(out,
          "odpor: %llu races, %llu wakeup sequences inserted, %llu redundant, %llu threads "
          "added to explore, %llu states explored whole, %llu executions blocked by sleep sets",
          (unsigned long long)d->races, (unsigned long long)d->inserted,
          (unsigned long long)d->redundant, (unsigned long long)d->added,
          (unsigned long long)d->fallbacks, (unsigned long long)d->blocked);
  if (d->differed) fprintf(out, "; %llu wakeup events differed", (unsigned long long)d->differed);
  if (!srch_stateless(s))
    fprintf(out, "; %llu states reached again walked, %llu through the path",
            (unsigned long long)d->walks, (unsigned long long)d->loops);
  fputc('\n', out);
}

const Strategy por_odpor = {
    .name = "odpor",
    .help = "optimal-DPOR (Abdulla et al.: source sets, wakeup trees), with locks; stateful, or "
            "with sleep sets stateless",
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
