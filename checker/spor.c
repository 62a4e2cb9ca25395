/* spor.c -- `--por=spor`: safe-set POR, papers/stateful-por-source-sets.md,
 * Algorithm 1.  If some enabled thread's next step is invisible, the safe set
 * is that thread alone (it commutes with everything the others can do) and
 * the state is not stored; otherwise every enabled thread branches and the
 * state is irreducible (stored and matched, line 3). */
#include "checker/strategy.h"

static bool spor_expand(Search *s, void *data, void *level, const uint32_t *en, uint32_t n,
                        ChoiceList *out) {
  if (srch_safe_single(s, en, n, out)) return false; /* safeSet(s) = {t}: reducible */
  srch_add_all(s, en, n, out);                       /* irreducible: enabled(s) */
  return true;
}

const Strategy por_spor = {
    .name = "spor",
    .help = "safe-set POR (Algorithm 1): a thread whose next step is invisible runs alone",
    .expand = spor_expand,
};
