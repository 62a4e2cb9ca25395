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

#include "checker/strategy.h"

typedef struct Asleep {
  Choice c;
  Effect *eff; /* what c did when it ran */
  uint32_t neff;
} Asleep;

typedef struct Sleep {
  Asleep *v;
  uint32_t n;
} Sleep;

typedef struct SleepLevel {
  Sleep sleep;    /* asleep at this state */
  Sleep done;     /* its choices explored so far, with what they did */
  Asleep running; /* the choice being explored (what it did) */
} SleepLevel;

typedef struct SleepData {
  Sleep child; /* the sleep set of the state the last transition reached */
} SleepData;

static void sleep_clear(Sleep *sl) {
  for (uint32_t i = 0; i < sl->n; i++)
    free(sl->v[i].eff);
  free(sl->v);
  memset(sl, 0, sizeof *sl);
}

static bool sleep_add(Sleep *sl, Choice c, const Effect *eff, uint32_t neff) {
  Asleep *v = realloc(sl->v, (sl->n + 1) * sizeof(Asleep));
  Effect *copy = malloc((neff ? neff : 1) * sizeof(Effect));
  if (!v || !copy) { /* no room to remember it: it stays awake (explored again) */
    if (v) sl->v = v;
    free(copy);
    return false;
  }
  sl->v = v;
  memcpy(copy, eff, neff * sizeof(Effect));
  sl->v[sl->n++] = (Asleep){c, copy, neff};
  return true;
}

static bool independent(const Asleep *a, const Effect *eff, uint32_t neff, uint16_t tid) {
  if (a->c.tid == tid) return false;
  for (uint32_t i = 0; i < a->neff; i++)
    for (uint32_t j = 0; j < neff; j++)
      if (eff_dependent(&a->eff[i], &eff[j])) return false;
  return true;
}

static bool asleep(const Sleep *sl, Choice c) {
  for (uint32_t i = 0; i < sl->n; i++)
    if (sl->v[i].c.tid == c.tid && sl->v[i].c.value == c.value) return true;
  return false;
}

static void *sleep_init(Search *s) {
  (void)s;
  return calloc(1, sizeof(SleepData));
}

static void sleep_fini(void *data) {
  SleepData *d = data;
  if (!d) return;
  sleep_clear(&d->child);
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
    if (!asleep(&l->sleep, all.v[i])) chl_add(out, all.v[i]);
  free(all.v);
  return true; /* every choice asleep: out is empty and the path ends here */
}

/* The effects of a transition's log. */
static uint32_t effects_of(const ExStep *st, Effect *out) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < st->nlog; i++)
    if (eff_counts(&st->log[i])) out[n++] = eff_of(&st->log[i], false);
  return n;
}

static void sleep_ran(Search *s, void *data, Choice c, const ExStep *st) {
  if (!srch_stateless(s)) return;
  SleepData *d = data;
  SleepLevel *l = srch_level_data(s, srch_depth(s) - 1);
  Effect *eff = malloc((st->nlog ? st->nlog : 1) * sizeof(Effect));
  uint32_t neff = eff ? effects_of(st, eff) : 0;
  free(l->running.eff);
  l->running = (Asleep){c, eff, neff};
  if (!eff) return; /* unknown effects: nothing stays asleep */
  sleep_clear(&d->child);
  const Sleep *from[2] = {&l->sleep, &l->done};
  for (int k = 0; k < 2; k++)
    for (uint32_t i = 0; i < from[k]->n; i++)
      if (independent(&from[k]->v[i], eff, neff, c.tid))
        sleep_add(&d->child, from[k]->v[i].c, from[k]->v[i].eff, from[k]->v[i].neff);
}

/* The subtree of the level's last choice is explored: the choice sleeps in
 * the states its later siblings lead to. */
static void sleep_resume(Search *s, void *data, void *level) {
  (void)data;
  SleepLevel *l = level;
  if (!srch_stateless(s) || !l->running.eff) return;
  sleep_add(&l->done, l->running.c, l->running.eff, l->running.neff);
  free(l->running.eff);
  l->running.eff = NULL;
}

static void sleep_backtrack(Search *s, void *data, void *level) {
  (void)s, (void)data;
  SleepLevel *l = level;
  sleep_clear(&l->sleep);
  sleep_clear(&l->done);
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
    .backtrack = sleep_backtrack,
};
