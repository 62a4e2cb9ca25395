/* sleepset.h -- sleep sets (Godefroid 1996, chapter 5) for the stateless
 * strategies (sleep.c, odpor.c): choices asleep at a state, each with what
 * its whole transition did when it ran, so that a later transition can be
 * judged independent of it. */
#ifndef JPOR_SLEEPSET_H
#define JPOR_SLEEPSET_H

#include "checker/strategy.h"

typedef struct Asleep {
  Choice c;
  Effect *eff; /* what c did when it ran (every access of its log) */
  uint32_t neff;
} Asleep;

typedef struct Sleep {
  Asleep *v;
  uint32_t n;
} Sleep;

void slp_clear(Sleep *sl);
/* Add c with a copy of its effects; without memory it stays awake (false):
 * it is explored again, which costs time, not soundness. */
bool slp_add(Sleep *sl, Choice c, const Effect *eff, uint32_t neff);
bool slp_asleep(const Sleep *sl, Choice c);
/* Do effects a[0..na) and b[0..nb) conflict anywhere? */
bool slp_conflict(const Effect *a, uint32_t na, const Effect *b, uint32_t nb);
/* The transition x stands for ended the execution while threads could
 * still run (Strategy.cut: daemons when the program ends, every thread at
 * System.exit): it disabled them, so it depends on whatever they would do
 * -- though its log shows only what it touched (a thread's end: the Thread
 * object).  It conflicts with everything from now on: asleep, it wakes at
 * any other transition.  Without memory it stays awake (x->eff NULL). */
void slp_ends_all(Asleep *x);
/* The effects of a transition's whole log into out (room for st->nlog). */
uint32_t slp_effects_of(const ExStep *st, Effect *out);
/* The sleep set of the state a transition leads to: each choice asleep at
 * its state or explored there before it (from[0..nfrom)) that is not by
 * tid and is independent of eff[0..neff), what the transition did. */
void slp_child(Sleep *child, const Sleep *const *from, int nfrom, uint16_t tid, const Effect *eff,
               uint32_t neff);
#endif
