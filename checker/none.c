/* none.c -- `--por=none`: no reduction.  Every candidate action (field and
 * array accesses, synchronisation, atomics) ends a transition, every enabled
 * thread is explored at every state, and every state is stored: the plain
 * enumeration the reductions are checked against. */
#include "checker/strategy.h"

static bool none_expand(Search *s, void *data, void *level, const uint32_t *en, uint32_t n,
                        ChoiceList *out) {
  srch_add_all(s, en, n, out);
  return true;
}

const Strategy por_none = {
    .name = "none",
    .help = "no reduction: every enabled thread before every field, array, lock or atomic access",
    .flags = STRAT_CUT_ALL,
    .expand = none_expand,
};
