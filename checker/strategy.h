/* strategy.h -- a search strategy: which transitions the search explores at
 * each state.  One file per strategy, one line per strategy in the registry
 * (strategies.c); the search loop (search.c) never names a strategy.
 *
 * The search is a depth-first walk over a path of levels, one per state it
 * branches at or passes through.  At a new state it asks the strategy for the
 * choices to explore (expand); a strategy may add choices to any level of the
 * path later (srch_add_choice: DPOR's backtrack sets), keep data per level
 * (level_size bytes, zeroed, freed with the level) and per search (init), and
 * is told what every transition did (ran), when a state was matched in the
 * store (matched) and when a level is left for good (backtrack). */
#ifndef JPOR_STRATEGY_H
#define JPOR_STRATEGY_H

#include "checker/checker.h"
#include "vm/action.h"
#include "vm/explore.h"

typedef struct Search Search;

/* A choice at a state: a thread and, before a data choice, the value index. */
typedef struct Choice {
  uint16_t tid;
  int32_t value;
} Choice;

typedef struct ChoiceList {
  Choice *v;
  uint32_t n, cap;
  bool lost; /* chl_add found no memory: the search ends with a host error */
} ChoiceList;

/* How a thread's next step looks to the visibility policy. */
enum {
  NEXT_INVISIBLE, /* local code, or an action that is not a scheduling point */
  NEXT_VISIBLE,   /* an action that is a scheduling point */
  NEXT_CHOICE     /* a data choice (Verify.getInt): one choice per value */
};

enum {
  STRAT_CUT_ALL = 1,         /* every candidate action ends a transition; every state is stored */
  STRAT_WANTS_GRAPH = 2,     /* keep the explored graph L_r */
  STRAT_SNAPSHOT_ALL = 4,    /* keep a snapshot at every irreducible level with two or more
                              * enabled threads (choices come later) */
  STRAT_NO_ALONE = 8,        /* dependence tracking: a thread alone still stops at shared
                              * accesses, and an object once shared stays shared, so that
                              * conflicts with what ended threads did are transitions */
  STRAT_STATELESS = 16,      /* the strategy is stateless: --stateless is implied, unless
                              * --stateful is given */
  STRAT_GRAPH_STATEFUL = 32, /* keep L_r when the search is stateful, with every access of
                              * every transition (a strategy with mark) */
};

/* What a strategy's instruction marker says of an action (mark): the DPOR
 * engine's four answers (papers/dpor-engine-yes-maybe-replay.md, section 3.2). */
enum {
  MARK_NO,    /* not a scheduling point: run on */
  MARK_YES,   /* a scheduling point: the transition ends before it */
  MARK_MAYBE, /* perhaps one: run on, but the strategy remembers the place */
  MARK_REPLAY /* not a scheduling point, but a place to replay from: ends the transition */
};

typedef struct Strategy {
  const char *name;
  const char *help; /* one line for --help and --list-por */
  unsigned flags;   /* STRAT_* */
  size_t level_size;
  /* Per-search data (NULL: none).  fini frees it. */
  void *(*init)(Search *s);
  void (*fini)(void *data);
  /* A state not seen before, with enabled threads en[0..n) (n > 0): add the
   * choices to explore to out.  True when the state is irreducible: it is
   * stored and matched (the paper's safe-set rule decides; see spor.c). */
  bool (*expand)(Search *s, void *data, void *level, const uint32_t *en, uint32_t n,
                 ChoiceList *out);
  /* The transition c just ran from the top level (depth - 1): a step of the
   * search, or a probe of the visited-first order (then matched follows when
   * it reached a stored state; otherwise it is run again as a step). */
  void (*ran)(Search *s, void *data, Choice c, const ExStep *step);
  /* The state it reached was already in the store (state number id). */
  void (*matched)(Search *s, void *data, uint32_t id);
  /* The search is back at the top level: the subtree of its last choice is
   * explored (or was matched).  The strategy may add choices to it here
   * (srch_add_choice); when it has none left, the level is left. */
  void (*resume)(Search *s, void *data, void *level);
  /* An execution ended while threads en[0..n) could still run (daemons when
   * the program ends, or any at System.exit or a depth bound) or waited for
   * a lock (after the enabled ones): what they would have done is unknown,
   * and may conflict with anything before. */
  void (*cut)(Search *s, void *data, const uint32_t *en, uint32_t n);
  /* The top level is left: every choice it has was explored. */
  void (*backtrack)(Search *s, void *data, void *level);
  /* expand filled level, but the state was matched (or the store is full):
   * no level is made of it.  Free what expand put in it (NULL: nothing). */
  void (*discard)(Search *s, void *data, void *level);

  /* ---- for strategies that decide the scheduling points themselves ---- */
  /* When set, mark replaces the visibility policy: is a, thread a->tid's next
   * action, a scheduling point (MARK_*)?  running: the thread is about to
   * perform a in the middle of a transition (called once per such action,
   * in the order they run); otherwise the search only asks (a state's
   * choices, a transition's first action) and the answer must not change the
   * strategy's data.  Traces of such a strategy are written one action a
   * step, so that a replay cuts them the same way whatever mark would say. */
  int (*mark)(Search *s, void *data, const Action *a, bool running);
  /* The search is about to run choice c from the top level. */
  void (*before)(Search *s, void *data, Choice c);
  /* An action a transition of the search performed, as it happened. */
  void (*performed)(Search *s, void *data, const Action *a);
  /* An execution ended (final state, deadlock, error, pruned path); the
   * threads that have not ended stand where they stopped. */
  void (*ended)(Search *s, void *data);
  /* Lines of its own for the statistics at the end (NULL: none). */
  void (*report)(Search *s, void *data, FILE *out);
} Strategy;

/* ---- the registry (strategies.c) ---- */
extern const Strategy *const chk_strategies[]; /* NULL-terminated */
const Strategy *chk_strategy(const char *name);

/* ---- what a strategy may ask of the search (search.c) ---- */
VM *srch_vm(Search *s);
/* How thread tid's next step looks; *a gets its next action when there is one. */
int srch_classify(Search *s, uint32_t tid, Action *a);
/* Sort choices as the search's order says (--order). */
void srch_order(Search *s, ChoiceList *cl);
/* Add the choices of thread tid: one per value before a data choice or a
 * notify with several waiters (a->lo..a->hi), else one. */
void srch_add_thread(ChoiceList *out, uint32_t tid, int kind, const Action *a);
void chl_add(ChoiceList *out, Choice c);
/* Is thread tid enabled now (ex_enabled)? */
bool srch_can_run(VM *vm, uint32_t tid);
/* Every enabled thread's choices (an irreducible state's whole safe set). */
void srch_add_all(Search *s, const uint32_t *en, uint32_t n, ChoiceList *out);
/* S-POR's rule (Algorithm 1): if some enabled thread's next step is
 * invisible, add its choices -- safeSet(s) = {t} -- and return true. */
bool srch_safe_single(Search *s, const uint32_t *en, uint32_t n, ChoiceList *out);
/* May a thread whose next step is of this kind (NEXT_*) run alone?  Local
 * code, and a data choice when states are not matched (search.c). */
bool srch_alone_at(const Search *s, int kind);
/* Is the search stateless (--stateless: no state is matched)? */
bool srch_stateless(const Search *s);
/* The options of the check (--marker, --dpor-graph, ...). */
const CheckOptions *srch_options(const Search *s);
/* --por-log: strategies describe their decisions on stdout. */
bool srch_por_log(const Search *s);
/* Levels of the path: 0 is the initial state, srch_depth() - 1 the top. */
uint32_t srch_depth(const Search *s);
void *srch_level_data(Search *s, uint32_t level);
/* The choice being explored at a level (for the top level: the last taken). */
Choice srch_taken(const Search *s, uint32_t level);
/* Explore c at level too, unless it is there already (then false). */
bool srch_add_choice(Search *s, uint32_t level, Choice c);
/* Explore c at level once more, though it was explored (a replay); the level
 * must keep a snapshot (srch_keep_snapshot). */
void srch_again(Search *s, uint32_t level, Choice c);
/* Does the level keep a snapshot of its state (so srch_again may return)? */
bool srch_has_snapshot(const Search *s, uint32_t level);
/* Called from expand: the level being made keeps a snapshot of its state
 * even with one choice, so that srch_again can come back to it. */
void srch_keep_snapshot(Search *s);
/* Is a a scheduling point under the visibility of --por=jpf (accesses to
 * objects reachable from two threads, and synchronisation)? */
bool srch_visible_shared(Search *s, const Action *a);
/* The thread whose transition ran last (the search's current thread), or -1
 * at the initial state. */
int32_t srch_current_thread(const Search *s);
/* The choices of a level so far, and how many were taken. */
const Choice *srch_choices(const Search *s, uint32_t level, uint32_t *n, uint32_t *taken);

/* ---- the explored graph L_r (with STRAT_WANTS_GRAPH) ---- */
/* States are numbered 1, 2, ... as they are stored; 0 stands for every
 * state that ends an execution (final, deadlock, error, pruned). */
/* What a transition did that another thread's transition may depend on:
 * one access of an object (field, array element or lock) by a thread. */
typedef struct Effect {
  uint64_t oid;   /* the object's canonical name (Action.oid) */
  uint32_t field; /* act_field_key(Action.field) */
  int32_t index;  /* Action.index */
  uint16_t tid;
  uint8_t write; /* not only a read (act_reads_only) */
  uint8_t first; /* done by the edge's first transition (the choice at src) */
} Effect;
/* The oid of an effect that conflicts with everything: what a thread that
 * could still run would have done had the execution not ended (a daemon when
 * the program ends, every thread at System.exit). */
#define EFF_ANY UINT64_MAX
/* Do two effects of different threads conflict (same place, one writes)? */
static inline bool eff_dependent(const Effect *a, const Effect *b) {
  if (a->tid == b->tid) return false;
  if (a->oid == EFF_ANY || b->oid == EFF_ANY) return true;
  return a->oid == b->oid && a->field == b->field && a->index == b->index && (a->write || b->write);
}

/* Does the action touch something another thread can touch (not a Verify
 * choice, a thread-local step or a yield)?  Then its effect is: (a sleep, or
 * a timed block that times out, reads its thread's interrupt flag and what
 * it waited for: vm/sched.c) */
static inline bool eff_counts(const Action *a) {
  return a->kind != ACT_LOCAL && a->kind != ACT_CHOICE &&
         (a->kind != ACT_SLEEP || a->obj || a->index == ACT_INDEX_ANY);
}
static inline Effect eff_of(const Action *a, bool first) {
  return (Effect){a->index == ACT_INDEX_ANY ? EFF_ANY : a->oid,
                  act_field_key(a->field),
                  a->index,
                  (uint16_t)a->tid,
                  !act_reads_only(a) || a->index == ACT_INDEX_ANY,
                  first};
}

/* A bit for e's place in one-word summaries of sets of effects: two effects
 * of one place have the same bit; every bit for EFF_ANY. */
static inline uint64_t eff_place_hash(const Effect *e) {
  uint64_t h = e->oid ^ (uint64_t)e->field * 0x9e3779b97f4a7c15ull ^
               (uint64_t)(uint32_t)e->index * 0xc2b2ae3d27d4eb4full;
  /* a full 64-bit finaliser: the summaries use the top bits, and objects'
   * names differ in their low bits (a single multiply gave neighbouring
   * names neighbouring bits, most summaries then met) */
  h = (h ^ h >> 33) * 0xff51afd7ed558ccdull;
  h = (h ^ h >> 33) * 0xc4ceb9fe1a85ec53ull;
  return h ^ h >> 33;
}
static inline uint64_t eff_place_bit(const Effect *e) {
  if (e->oid == EFF_ANY) return ~(uint64_t)0;
  return (uint64_t)1 << (eff_place_hash(e) >> 58);
}
/* May some effect of a (summarised by a_touched, a_written) conflict with
 * one of b's?  False only when none can. */
static inline bool eff_summaries_meet(uint64_t a_touched, uint64_t a_written, uint64_t b_touched,
                                      uint64_t b_written) {
  return (a_touched & b_written) || (a_written & b_touched);
}

typedef struct GraphEdge {
  uint32_t src, dst;
  Choice choice;
  /* The accesses of the edge's visible action (the transitions after it, to
   * the next stored state, are invisible: they commute with everything),
   * sorted, no repeats. */
  const Effect *eff;
  uint32_t neff;
  /* A one-word summary of eff (eff_place_bit): the places it touches and
   * those it writes, so that a walk can pass over an edge that cannot
   * conflict without looking at its accesses. */
  uint64_t touched, written;
} GraphEdge;
/* The number of the state stored at a level (0: not stored). */
uint32_t srch_level_id(const Search *s, uint32_t level);
/* The edges out of stored state id, through next links: first edge index or -1. */
int64_t srch_first_edge(const Search *s, uint32_t id);
int64_t srch_next_edge(const Search *s, int64_t e);
const GraphEdge *srch_edge(const Search *s, int64_t e);
/* States stored so far (ids are below this plus one). */
uint32_t srch_nstates(const Search *s);
/* The threads (bit tid; bit 63: tid 63 and above) of every access in the
 * explored graph so far: no walk of it meets another's. */
uint64_t srch_effect_threads(const Search *s);
/* Is stored state id on the current path (its exploration not finished)? */
bool srch_on_path(const Search *s, uint32_t id);
/* A wider summary of places for what is below a state, where one word
 * would be mostly ones: a Bloom filter of PLACE_WORDS words, two bits a
 * place (eff_place_wide).  A false meeting at a state holds at every state
 * above the place's access, and a walk then goes through all of them: with
 * one bit in 128, the few places a thread touches below a state met one a
 * walk looked for about every twentieth time.  States share their
 * summaries (graph.c), so 256 bits cost a few bytes a state (BST client,
 * dl-spor, one minute: 110 edges a walk with 128 bits, 46 with 256, 22 with
 * 512 at 19% more memory for the graph). */
enum { PLACE_WORDS = 4 };
typedef struct PlaceSet {
  uint64_t w[PLACE_WORDS];
} PlaceSet;
/* The two bits of e's place in a PlaceSet (e not EFF_ANY). */
static inline void eff_place_bits(const Effect *e, uint32_t bits[2]) {
  uint64_t h = eff_place_hash(e);
  bits[0] = (uint32_t)(h >> 32) % (64 * PLACE_WORDS);
  bits[1] = (uint32_t)h % (64 * PLACE_WORDS);
}
static inline void eff_place_wide(const Effect *e, PlaceSet *into) {
  if (e->oid == EFF_ANY) {
    for (uint32_t i = 0; i < PLACE_WORDS; i++)
      into->w[i] = ~(uint64_t)0;
    return;
  }
  uint32_t bits[2];
  eff_place_bits(e, bits);
  for (uint32_t i = 0; i < 2; i++)
    into->w[bits[i] / 64] |= (uint64_t)1 << (bits[i] % 64);
}
/* May set hold place (the bits of one eff_place_wide)? */
static inline bool place_in(const PlaceSet *place, const PlaceSet *set) {
  uint64_t missing = 0;
  for (uint32_t i = 0; i < PLACE_WORDS; i++)
    missing |= place->w[i] & ~set->w[i];
  return missing == 0;
}
static inline bool places_empty(const PlaceSet *set) {
  uint64_t any = 0;
  for (uint32_t i = 0; i < PLACE_WORDS; i++)
    any |= set->w[i];
  return any == 0;
}
/* The places touched and written anywhere below state id (eff_place_wide),
 * thread by thread, once that is known for good: NULL while id or a state
 * below it is on the path (or was when id was left).  Entry 2k (touched) and
 * 2k + 1 (written) are of the accesses of thread k; the last of BELOW_SLOTS
 * holds those of every thread from it on. */
enum { BELOW_SLOTS = 4 };
const PlaceSet *srch_below(const Search *s, uint32_t id);
/* The same as a number: states share their summaries, and a walk asks its
 * question once per summary (0: none); srch_summary(s, n) is summary n. */
uint32_t srch_below_number(const Search *s, uint32_t id);
const PlaceSet *srch_summary(const Search *s, uint32_t n);
static inline uint32_t below_slot(uint32_t tid) {
  return tid < BELOW_SLOTS - 1 ? tid : BELOW_SLOTS - 1;
}
/* An access the edge being walked is to carry besides those its transitions
 * performed: what a thread was about to do when the execution ended (called
 * from ended; with STRAT_GRAPH_STATEFUL). */
void srch_note_effect(Search *s, Effect e);
#endif
