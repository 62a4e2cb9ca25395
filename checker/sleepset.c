/* sleepset.c -- the sleep sets of sleepset.h. */
#include <stdlib.h>
#include <string.h>

#include "checker/sleepset.h"

void slp_clear(Sleep *sl) {
  for (uint32_t i = 0; i < sl->n; i++)
    free(sl->v[i].eff);
  free(sl->v);
  memset(sl, 0, sizeof *sl);
}

bool slp_add(Sleep *sl, Choice c, const Effect *eff, uint32_t neff) {
  Asleep *v = realloc(sl->v, (sl->n + 1) * sizeof(Asleep));
  Effect *copy = malloc((neff ? neff : 1) * sizeof(Effect));
  if (v) sl->v = v;
  if (!v || !copy) {
    free(copy);
    return false;
  }
  memcpy(copy, eff, neff * sizeof(Effect));
  sl->v[sl->n++] = (Asleep){c, copy, neff};
  return true;
}

bool slp_asleep(const Sleep *sl, Choice c) {
  for (uint32_t i = 0; i < sl->n; i++)
    if (sl->v[i].c.tid == c.tid && sl->v[i].c.value == c.value) return true;
  return false;
}

bool slp_conflict(const Effect *a, uint32_t na, const Effect *b, uint32_t nb) {
  for (uint32_t i = 0; i < na; i++)
    for (uint32_t j = 0; j < nb; j++)
      if (eff_dependent(&a[i], &b[j])) return true;
  return false;
}

void slp_ends_all(Asleep *x) {
  if (!x->eff) return;
  Effect *eff = realloc(x->eff, (x->neff + 1) * sizeof(Effect));
  if (!eff) {
    free(x->eff);
    x->eff = NULL;
    return;
  }
  eff[x->neff++] = (Effect){.oid = EFF_ANY, .tid = x->c.tid, .write = 1};
  x->eff = eff;
}

uint32_t slp_effects_of(const ExStep *st, Effect *out) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < st->nlog; i++)
    if (eff_counts(&st->log[i])) out[n++] = eff_of(&st->log[i], false);
  return n;
}

void slp_child(Sleep *child, const Sleep *const *from, int nfrom, uint16_t tid, const Effect *eff,
               uint32_t neff) {
  slp_clear(child);
  for (int f = 0; f < nfrom; f++)
    for (uint32_t i = 0; i < from[f]->n; i++) {
      const Asleep *x = &from[f]->v[i];
      if (x->c.tid != tid && !slp_conflict(x->eff, x->neff, eff, neff))
        slp_add(child, x->c, x->eff, x->neff);
    }
}
