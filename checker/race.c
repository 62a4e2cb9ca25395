/* race.c -- the data races of race.h. */
#include <stdlib.h>
#include <string.h>

#include "checker/race.h"

static bool conflict(VM *vm, const Action *a, const Action *b) {
  if (a->kind != ACT_WRITE && b->kind != ACT_WRITE) return false;
  if (a->obj != b->obj || a->field != b->field || a->index != b->index) return false;
  return ex_plain_access(vm, a) && ex_plain_access(vm, b);
}

/* Two races are the same when they are of the same field (or array) between
 * the same two places in the code, whichever objects they touch. */
static bool same_race(const Race *r, const Action *a, const Action *b) {
  return r->a.field == a->field && r->a.m == a->m && r->a.pc == a->pc && r->b.m == b->m &&
         r->b.pc == b->pc && r->a.kind == a->kind && r->b.kind == b->kind;
}

static char *describe(VM *vm, const Action *a, const Action *b) {
  char target[300], wa[400], wb[400];
  act_target(vm, a, target, sizeof target);
  act_where(a, wa, sizeof wa);
  act_where(b, wb, sizeof wb);
  char *text = NULL;
  size_t len = 0;
  FILE *w = open_memstream(&text, &len);
  if (!w) return NULL;
  fprintf(w, "%s: T%u %s at %s and T%u %s at %s", target, a->tid, act_kind_name(a->kind), wa,
          b->tid, act_kind_name(b->kind), wb);
  fclose(w);
  return text;
}

static const Race *note(Races *r, VM *vm, const Action *a, const Action *b) {
  for (uint32_t i = 0; i < r->n; i++)
    if (same_race(&r->v[i], a, b)) return &r->v[i];
  Race *v = realloc(r->v, (r->n + 1) * sizeof(Race));
  if (!v) return NULL;
  r->v = v;
  Race *nr = &r->v[r->n++];
  nr->a = *a;
  nr->b = *b;
  nr->text = describe(vm, a, b);
  return nr;
}

const Race *race_check(Races *r, VM *vm, const uint32_t *en, uint32_t n) {
  if (n < 2) return NULL;
  Action next[n];
  bool access[n];
  for (uint32_t i = 0; i < n; i++)
    access[i] = ex_next_action(vm, en[i], &next[i]) &&
                (next[i].kind == ACT_READ || next[i].kind == ACT_WRITE);
  for (uint32_t i = 0; i < n; i++)
    for (uint32_t j = i + 1; access[i] && j < n; j++)
      if (access[j] && conflict(vm, &next[i], &next[j])) return note(r, vm, &next[i], &next[j]);
  return NULL;
}

void race_free(Races *r) {
  for (uint32_t i = 0; i < r->n; i++)
    free(r->v[i].text);
  free(r->v);
  memset(r, 0, sizeof *r);
}

void race_print(const Races *r, FILE *out) {
  if (!r->n) return;
  fprintf(out, "Data races (%u; two threads can next access the same location, one writing):\n",
          r->n);
  for (uint32_t i = 0; i < r->n; i++)
    fprintf(out, "  %s\n", r->v[i].text ? r->v[i].text : "(out of memory)");
}
