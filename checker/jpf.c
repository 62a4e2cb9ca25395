/* jpf.c -- `--por=jpf`: Java PathFinder's default.  Transitions end at
 * visible actions only; the thread that made the last step goes on through
 * invisible ones, and at a visible action every enabled thread branches. */
#include "checker/strategy.h"

static bool jpf_expand(Search *s, void *data, void *level, const uint32_t *en, uint32_t n,
                       ChoiceList *out) {
  uint32_t depth = srch_depth(s);
  uint32_t last = depth ? srch_taken(s, depth - 1).tid : 0;
  Action a;
  for (uint32_t i = 0; i < n; i++) {
    if (en[i] != last) continue;
    int k = srch_classify(s, en[i], &a);
    if (srch_alone_at(s, k)) { /* a data choice is a stored state, as in JPF */
      srch_add_thread(out, en[i], k, &a);
      return false;
    }
  }
  srch_add_all(s, en, n, out);
  return true;
}

const Strategy por_jpf = {
    .name = "jpf",
    .help = "Java PathFinder's default: all enabled threads branch at every visible action",
    .expand = jpf_expand,
};
