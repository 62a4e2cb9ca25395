/* dgsummary.c -- what can happen below a stored state: the accesses on the
 * edges of L_r reachable from it, for `--por=dpor-graph --stateful` (after
 * Yang, Chen, Gopalakrishnan and Kirby, SPIN 2008, who keep such summaries
 * instead of walking the explored graph again and again).
 *
 * Every access met is interned once -- thread, place, read or write -- and
 * a walk collects the numbers of those it meets as a bitset.  A state whose
 * walk met no state on the current path keeps its bitset: every state below
 * it is finished, a finished state never gets an edge more, so the bitset is
 * final, and later walks take it whole instead of going down again. */
#include <stdlib.h>
#include <string.h>

#include "checker/dporgraph.h"
#include "util/util.h"

/* Summaries kept at most (words of 64 bits): past this, walks go down. */
#define DGS_POOL_WORDS (8u << 20) /* 64 MiB */
/* A summary wider than this (interned accesses / 64) is not kept. */
#define DGS_MAX_WORDS 1024

struct DgSummary {
  Search *s;
  Effect *acc; /* the interned accesses, by number */
  uint32_t nacc, acc_cap;
  uint32_t *slot; /* open addressing: number + 1, or 0 */
  uint32_t slot_cap;
  uint64_t *bits; /* the walk's accesses */
  uint32_t bits_cap;
  uint32_t *stamp; /* state -> the walk that met it last */
  uint32_t stamp_cap, walk;
  uint32_t *todo;
  uint32_t ntodo, todo_cap;
  uint64_t *kept_at; /* state -> 1 + offset of its summary in pool, or 0 */
  uint16_t *kept_words;
  uint32_t kept_cap;
  uint64_t *pool;
  size_t npool, pool_cap;
  Effect *out; /* the accesses of the last walk */
  uint32_t out_cap;
  uint64_t walks, states_walked, summaries_used;
};

static _Noreturn void no_memory(DgSummary *d) {
  ex_fail(srch_vm(d->s), "out of memory (dpor-graph --stateful)");
}

DgSummary *dgs_new(Search *s) {
  DgSummary *d = calloc(1, sizeof *d);
  if (!d) ex_fail(srch_vm(s), "out of memory (dpor-graph --stateful)");
  d->s = s;
  return d;
}

void dgs_free(DgSummary *d) {
  if (!d) return;
  free(d->acc), free(d->slot), free(d->bits), free(d->stamp), free(d->todo);
  free(d->kept_at), free(d->kept_words), free(d->pool), free(d->out);
  free(d);
}

static bool same_access(const Effect *a, const Effect *b) {
  return a->oid == b->oid && a->field == b->field && a->index == b->index && a->tid == b->tid &&
         a->write == b->write;
}

static uint32_t find_slot(const DgSummary *d, const Effect *x) {
  uint64_t h = x->oid * 0x9e3779b97f4a7c15ull ^ (uint64_t)x->field * 0xc2b2ae3d27d4eb4full ^
               (uint32_t)x->index ^ (uint64_t)x->tid << 40 ^ (uint64_t)x->write << 60;
  uint32_t i = (uint32_t)(h >> 32 ^ h) & (d->slot_cap - 1);
  while (d->slot[i] && !same_access(&d->acc[d->slot[i] - 1], x))
    i = (i + 1) & (d->slot_cap - 1);
  return i;
}

static void grow_slots(DgSummary *d) {
  uint32_t cap = d->slot_cap ? 2 * d->slot_cap : 1024;
  uint32_t *old = d->slot, old_cap = d->slot_cap;
  if (!(d->slot = calloc(cap, sizeof *d->slot))) no_memory(d);
  d->slot_cap = cap;
  for (uint32_t i = 0; i < old_cap; i++)
    if (old[i]) d->slot[find_slot(d, &d->acc[old[i] - 1])] = old[i];
  free(old);
}

/* The number of access x (its first flag aside), given one when it is new. */
static uint32_t intern(DgSummary *d, const Effect *x) {
  if (2 * (d->nacc + 1) > d->slot_cap) grow_slots(d);
  uint32_t i = find_slot(d, x);
  if (d->slot[i]) return d->slot[i] - 1;
  if (!GROW(d->acc, d->nacc + 1, d->acc_cap, 256)) no_memory(d);
  d->acc[d->nacc] = *x;
  d->acc[d->nacc].first = 0;
  d->slot[i] = ++d->nacc;
  uint32_t words = (d->nacc + 63) / 64;
  if (words > d->bits_cap) { /* the walk's bitset widens, its new words clear */
    uint32_t cap = d->bits_cap;
    if (!GROW(d->bits, words, cap, 16)) no_memory(d);
    memset(d->bits + d->bits_cap, 0, (cap - d->bits_cap) * sizeof *d->bits);
    d->bits_cap = cap;
  }
  return d->nacc - 1;
}

/* True when state id is met for the first time in this walk. */
static bool first_meeting(DgSummary *d, uint32_t id) {
  if (id >= d->stamp_cap) {
    uint32_t cap = d->stamp_cap;
    if (!GROW(d->stamp, (size_t)id + 1, cap, 1024)) no_memory(d);
    memset(d->stamp + d->stamp_cap, 0, (cap - d->stamp_cap) * sizeof *d->stamp);
    d->stamp_cap = cap;
  }
  if (d->stamp[id] == d->walk) return false;
  d->stamp[id] = d->walk;
  return true;
}

/* The summary kept for state id, if any: its words in *n. */
static const uint64_t *kept(const DgSummary *d, uint32_t id, uint32_t *n) {
  if (id >= d->kept_cap || !d->kept_at[id]) return NULL;
  *n = d->kept_words[id];
  return d->pool + d->kept_at[id] - 1;
}

static void keep(DgSummary *d, uint32_t id) {
  uint32_t words = (d->nacc + 63) / 64;
  if (words > DGS_MAX_WORDS || d->npool + words > DGS_POOL_WORDS) return;
  if (id >= d->kept_cap) {
    uint32_t cap = d->kept_cap, cap2 = d->kept_cap;
    if (!GROW(d->kept_at, (size_t)id + 1, cap, 1024) ||
        !GROW(d->kept_words, (size_t)id + 1, cap2, 1024))
      no_memory(d);
    memset(d->kept_at + d->kept_cap, 0, (cap - d->kept_cap) * sizeof *d->kept_at);
    memset(d->kept_words + d->kept_cap, 0, (cap - d->kept_cap) * sizeof *d->kept_words);
    d->kept_cap = cap;
  }
  if (!GROW(d->pool, d->npool + words + 1, d->pool_cap, 4096)) no_memory(d);
  if (words) memcpy(d->pool + d->npool, d->bits, words * sizeof *d->bits);
  d->kept_at[id] = d->npool + 1;
  d->kept_words[id] = (uint16_t)words;
  d->npool += words;
}

static void push(DgSummary *d, uint32_t id) {
  if (!GROW(d->todo, d->ntodo + 1, d->todo_cap, 64)) no_memory(d);
  d->todo[d->ntodo++] = id;
}

/* Follow the edges of L_r from state v: their accesses into the bitset,
 * their targets onto the walk.  True when v is on the current path. */
static bool walk_state(DgSummary *d, uint32_t v) {
  uint32_t n;
  const uint64_t *sum = kept(d, v, &n);
  if (sum) { /* everything below v, known already */
    for (uint32_t w = 0; w < n; w++)
      d->bits[w] |= sum[w];
    d->summaries_used++;
    return false;
  }
  d->states_walked++;
  for (int64_t g = srch_first_edge(d->s, v); g >= 0; g = srch_next_edge(d->s, g)) {
    const GraphEdge *ed = srch_edge(d->s, g);
    for (uint32_t k = 0; k < ed->neff; k++) {
      uint32_t a = intern(d, &ed->eff[k]);
      d->bits[a / 64] |= 1ull << (a % 64);
    }
    if (ed->dst && first_meeting(d, ed->dst)) push(d, ed->dst);
  }
  return srch_on_path(d->s, v);
}

bool dgs_walk(DgSummary *d, uint32_t id, const Effect **out, uint32_t *n) {
  if (++d->walk == 0) { /* the stamps wrapped round: start them again */
    memset(d->stamp, 0, d->stamp_cap * sizeof *d->stamp);
    d->walk = 1;
  }
  d->walks++;
  if (d->bits_cap) memset(d->bits, 0, d->bits_cap * sizeof *d->bits);
  bool cycle = false;
  d->ntodo = 0;
  first_meeting(d, id);
  push(d, id);
  while (d->ntodo)
    cycle |= walk_state(d, d->todo[--d->ntodo]);
  if (!cycle && !kept(d, id, &(uint32_t){0})) keep(d, id);
  uint32_t count = 0;
  for (uint32_t w = 0; w < (d->nacc + 63) / 64; w++)
    count += (uint32_t)__builtin_popcountll(d->bits[w]);
  if (!GROW(d->out, count ? count : 1, d->out_cap, 64)) no_memory(d);
  *n = 0;
  for (uint32_t w = 0; w < (d->nacc + 63) / 64; w++)
    for (uint64_t b = d->bits[w]; b; b &= b - 1)
      d->out[(*n)++] = d->acc[w * 64 + (uint32_t)__builtin_ctzll(b)];
  *out = d->out;
  return cycle;
}

bool dgs_met(const DgSummary *d, uint32_t id) {
  return id < d->stamp_cap && d->stamp[id] == d->walk;
}

void dgs_stats(const DgSummary *d, uint64_t *walks, uint64_t *states, uint64_t *used,
               size_t *bytes) {
  *walks = d->walks;
  *states = d->states_walked;
  *used = d->summaries_used;
  *bytes = d->npool * sizeof *d->pool;
}
