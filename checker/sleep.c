/* sleep.c -- `--por=spor-sleep`: S-POR's safe sets with sleep sets
 * (Godefroid, "Partial-Order Methods for the Verification of Concurrent
 * Systems", 1996, chapter 5) for the stateless search, the "sleep
 * sets for the stateless variants".  A transition explored from a state, or
 * asleep there, stays asleep in the state a later sibling leads to as long
 * as the sibling is independent of it: exploring it there would only reorder
 * two independent transitions of an interleaving already explored.
 *
 * Independence is judged on what the transitions did -- every access of the
 * log ExStep returns, invisible steps included -- so it holds for whole
 * transitions, not only for their first actions.  With state matching (the
 * default, stateful search) sleep sets would cut states that a matched state
 * was explored from with a different sleep set; there this strategy is S-POR
 * unchanged. */
#include <stdlib.h>
#include <string.h>

#include "checker/sleepset.h"

typedef struct SleepLevel {
  Sleep sleep;    /* asleep at this state */
  Sleep done;     /* its choices explored so far, with what they did */
  Asleep running; /* the choice being explored (what it did) */
} SleepLevel;

typedef struct SleepData {
  Sleep child; /* the sleep set of the state the last transition reached */
} SleepData;

static void *sleep_init(Search *s) {
  (void)s;
  return calloc(1, sizeof(SleepData));
}

static void sleep_fini(void *data) {
  SleepData *d = data;
  if (!d) return;
  slp_clear(&d->child);
  free(d);
}

static bool sleep_expand(Search *s, void *data, void *level, const uint32_t *en, uint32_t n,
                         ChoiceList *out) {
  SleepData *d = data;
  SleepLevel *l = level;
  if (srch_stateless(s)) { /* the state inherits the sleep set its transition left */
    l->sleep = d->child;
    memset(&d->child, 0, sizeof d->child);
  }
  if (srch_safe_single(s, en, n, out)) return false;
  ChoiceList all = {0};
  srch_add_all(s, en, n, &all);
  for (uint32_t i = 0; i < all.n; i++)
    if (!slp_asleep(&l->sleep, all.v[i])) chl_add(out, all.v[i]);
  free(all.v);
  return true; /* every choice asleep: out is empty and the path ends here */
}

static void sleep_ran(Search *s, void *data, Choice c, const ExStep *st) {
  if (!srch_stateless(s)) return;
  SleepData *d = data;
  SleepLevel *l = srch_level_data(s, srch_depth(s) - 1);
  Effect *eff = malloc((st->nlog ? st->nlog : 1) * sizeof(Effect));
  uint32_t neff = eff ? slp_effects_of(st, eff) : 0;
  free(l->running.eff);
  l->running = (Asleep){c, eff, neff};
  if (!eff) { /* unknown effects: nothing stays asleep */
    slp_clear(&d->child);
    return;
  }
  const Sleep *from[2] = {&l->sleep, &l->done};
  slp_child(&d->child, from, 2, c.tid, eff, neff);
}

/* The subtree of the level's last choice is explored: the choice sleeps in
 * the states its later siblings lead to. */
static void sleep_resume(Search *s, void *data, void *level) {
  (void)data;
  SleepLevel *l = level;
  if (!srch_stateless(s) || !l->running.eff) return;
  slp_add(&l->done, l->running.c, l->running.eff, l->running.neff);
  free(l->running.eff);
  l->running.eff = NULL;
}

/* The execution ended with threads that could still run: the transition
 * that ended it (the last one run, on the top level) disabled them.  Asleep
 * with only what its log shows -- main's end, the Thread object -- it
 * stayed asleep while a daemon ran on, and the program never ended after a
 * daemon's step there (a daemon in a synchronized loop: none ends main
 * after its first, second, third round). */
static void sleep_cut(Search *s, void *data, const uint32_t *en, uint32_t n) {
  (void)data, (void)en, (void)n;
  if (!srch_stateless(s)) return;
  SleepLevel *l = srch_level_data(s, srch_depth(s) - 1);
  slp_ends_all(&l->running);
}

static void sleep_backtrack(Search *s, void *data, void *level) {
  (void)s, (void)data;
  SleepLevel *l = level;
  slp_clear(&l->sleep);
  slp_clear(&l->done);
  free(l->running.eff);
  l->running.eff = NULL;
}

const Strategy por_spor_sleep = {
    .name = "spor-sleep",
    .help = "spor with sleep sets in the stateless search (stateful: spor)",
    .level_size = sizeof(SleepLevel),
    .init = sleep_init,
    .fini = sleep_fini,
    .expand = sleep_expand,
    .ran = sleep_ran,
    .resume = sleep_resume,
    .cut = sleep_cut,
    .backtrack = sleep_backtrack,
};
