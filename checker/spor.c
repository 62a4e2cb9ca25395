/* spor.c -- `--por=spor`: safe-set POR, papers/stateful-por-source-sets.md,
 * Algorithm 1.  If some enabled thread's next step is invisible, the safe set
 * is that thread alone (it commutes with everything the others can do) and
 * the state is not stored; otherwise every enabled thread branches and the
 * state is irreducible (stored and matched, line 3). */
#include "checker/strategy.h"

static bool spor_expand(Search *s, void *data, void *level, const uint32_t *en, uint32_t n,
                        ChoiceList *out) {
  Action a;
  for (uint32_t i = 0; i < n; i++) { /* safeSet(s) = {t} for an invisible next(s, t) */
    int k = srch_classify(s, en[i], &a);
    if (k != NEXT_VISIBLE) {
      srch_add_thread(out, en[i], k, &a);
      return false;
    }
  }
  for (uint32_t i = 0; i < n; i++)
    srch_add_thread(out, en[i], srch_classify(s, en[i], &a), &a);
  return true;
}

const Strategy por_spor = {
    .name = "spor",
    .help = "safe-set POR (Algorithm 1): a thread whose next step is invisible runs alone",
    .expand = spor_expand,
};
