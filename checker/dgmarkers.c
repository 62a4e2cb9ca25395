/* dgmarkers.c -- the DPOR engine's instruction markers and its dependence
 * relation (papers/dpor-engine-yes-maybe-replay.md, sections 3.2 and 4):
 *   drb  DataRaceBehavior: discovers sharing while it runs -- Maybe for an
 *        access to an object no second thread has touched yet, Yes once one
 *        has; every synchronisation is Yes;
 *   ea   EveryAccess: every field, array, lock and atomic access is Yes;
 *   jpf  JPF's sharedness: Yes for accesses to objects reachable from two
 *        threads and for synchronisation (the visibility of --por=jpf), No
 *        for the rest;
 *   maybe  Maybe for everything, always: tests that the engine's own memory
 *        of scheduling points makes a search with such a marker end.
 * Thread start and end are No in all three: they belong to the segment of the
 * node before them, which stands for them in the dependence relation (the
 * engine makes a thread's end Yes while another thread has not ended: it may
 * end the program and disable the daemons; and a start() too: a thread that
 * runs meanwhile may see the started thread not started yet, dporgraph.c
 * dg_mark). */
#include <stdlib.h>
#include <string.h>

#include "checker/dporgraph.h"

/* ---- the dependence relation ---- */

static bool conflict(const DgEffect *a, const DgEffect *b) {
  if (a->tid == b->tid) return false;
  if (a->oid == EFF_ANY || b->oid == EFF_ANY) return true;
  if (a->kind == DG_JOIN_START || b->kind == DG_JOIN_START) /* the start alone */
    return a->oid == b->oid && (a->kind == ACT_START || b->kind == ACT_START);
  return a->oid == b->oid && a->field == b->field && a->index == b->index && (a->write || b->write);
}

/* FG05 takes the most recent dependent transition that may be co-enabled
 * with the new one; stopping at one that is not would schedule a thread
 * where it cannot run.  Two operations on one lock are never enabled
 * together when one of them needs the lock held exclusively (an unlock, a
 * wait, a notify, an acquire of a lock the thread holds already: the other
 * thread would have to hold it too, or wait for it), nor a read unlock and a
 * write lock (the writer waits for it).  So the race partner of an acquire
 * is the holder's outer acquire, never its inner one.  A tryLock (timed or
 * not: DG_TRY_LOCK) is no such operation: it runs while the lock is held,
 * and fails or waits (and may time out), so the holder's release is its
 * partner too. */
static bool lock_op(uint8_t k) {
  return k == ACT_LOCK || k == ACT_RLOCK || k == ACT_UNLOCK || k == ACT_RUNLOCK || k == ACT_WAIT ||
         k == ACT_NOTIFY || k == ACT_NOTIFY_ALL || k == DG_REENTRANT;
}
static bool holds_exclusively(uint8_t k) {
  return k == ACT_UNLOCK || k == ACT_WAIT || k == ACT_NOTIFY || k == ACT_NOTIFY_ALL ||
         k == DG_REENTRANT;
}
static bool co_enabled(const DgEffect *a, const DgEffect *b) {
  if (!lock_op(a->kind) || !lock_op(b->kind)) return true;
  if (holds_exclusively(a->kind) || holds_exclusively(b->kind)) return false;
  return !((a->kind == ACT_RUNLOCK && b->kind == ACT_LOCK) ||
           (a->kind == ACT_LOCK && b->kind == ACT_RUNLOCK));
}

static bool access_ordered(const DgNode *p, const DgEffect *peff, const DgEffect *x) {
  for (uint32_t i = 0; i < p->neff; i++)
    if (conflict(&peff[i], x)) return true;
  return false;
}

static bool access_dependent(const DgNode *p, const DgEffect *peff, const DgNode *n,
                             const DgEffect *x) {
  if (p->tid == n->tid || dg_before(p, n->clock)) return false; /* not concurrent */
  for (uint32_t i = 0; i < p->neff; i++)
    if (conflict(&peff[i], x) && co_enabled(&peff[i], x)) return true;
  return false;
}

const DgDependence dg_access_dependence = {
    .name = "access",
    .dependent = access_dependent,
    .ordered = access_ordered,
};

/* ---- what every marker says alike ---- */

/* NO or YES for the actions that are not plain memory accesses; -1 for those. */
static int mark_common(const Action *a) {
  switch (a->kind) {
  case ACT_START:
  case ACT_END:
  case ACT_LOCAL:
  case ACT_CHOICE: return MARK_NO;
  case ACT_READ:
  case ACT_WRITE: return -1;
  default: return MARK_YES;
  }
}

/* ---- ea ---- */

static int ea_mark(void *m, Search *s, const Action *a) {
  int c = mark_common(a);
  if (c == MARK_NO || ex_first_alone(srch_vm(s), a->tid))
    return MARK_NO; /* nothing to order with */
  return MARK_YES;
}

/* ---- jpf ---- */

static int jpf_mark(void *m, Search *s, const Action *a) {
  int c = mark_common(a);
  if (c == MARK_NO) return MARK_NO;
  return srch_visible_shared(s, a) ? MARK_YES : MARK_NO;
}

/* ---- maybe: a test of the engine ---- */

/* Maybe for everything, in every execution: the engine alone must find the
 * scheduling points (the promoted points of dporgraph.c), and still end. */
static int maybe_mark(void *m, Search *s, const Action *a) {
  return mark_common(a) == MARK_NO ? MARK_NO : MARK_MAYBE;
}

/* ---- drb ---- */

/* Objects by canonical name: the first thread that touched each in this
 * execution (reset with the search), and whether a second one ever did
 * (kept: an object once found shared is shared in every execution). */
typedef struct Drb {
  uint64_t *oid; /* 0: free slot */
  uint16_t *first;
  uint8_t *shared;
  uint32_t n, cap;
  bool lost; /* no memory for the table: every access is Yes from then on */
} Drb;

typedef struct DrbSaved {
  uint64_t *oid;
  uint16_t *first;
  uint32_t cap;
} DrbSaved;

#define NOBODY UINT16_MAX

static uint32_t drb_slot(const uint64_t *keys, uint32_t cap, uint64_t oid) {
  uint32_t i = (uint32_t)(oid * 0x9e3779b97f4a7c15ull >> 32) & (cap - 1);
  while (keys[i] && keys[i] != oid)
    i = (i + 1) & (cap - 1);
  return i;
}

static bool drb_grow(Drb *d) {
  uint32_t cap = d->cap ? 2 * d->cap : 256;
  uint64_t *oid = calloc(cap, sizeof *oid);
  uint16_t *first = malloc(cap * sizeof *first);
  uint8_t *shared = calloc(cap, 1);
  if (!oid || !first || !shared) {
    free(oid), free(first), free(shared);
    return false;
  }
  for (uint32_t i = 0; i < d->cap; i++)
    if (d->oid[i]) {
      uint32_t j = drb_slot(oid, cap, d->oid[i]);
      oid[j] = d->oid[i], first[j] = d->first[i], shared[j] = d->shared[i];
    }
  free(d->oid), free(d->first), free(d->shared);
  d->oid = oid, d->first = first, d->shared = shared, d->cap = cap;
  return true;
}

static void *drb_init(Search *s) { return calloc(1, sizeof(Drb)); }

static void drb_fini(void *m) {
  Drb *d = m;
  if (!d) return;
  free(d->oid), free(d->first), free(d->shared);
  free(d);
}

/* Every action on an object is alike to it: a lock of an object no other
 * thread has touched is as independent as a read of one. */
static int drb_mark(void *m, Search *s, const Action *a) {
  Drb *d = m;
  if (mark_common(a) == MARK_NO) return MARK_NO;
  VM *vm = srch_vm(s);
  if (ex_settled_final(vm, a) || ex_first_alone(vm, a->tid)) return MARK_NO;
  if (!d || d->lost || a->unresolved || !a->oid) return MARK_YES;
  if (!d->cap) return MARK_MAYBE;
  uint32_t i = drb_slot(d->oid, d->cap, a->oid);
  if (!d->oid[i] || d->first[i] == NOBODY || d->first[i] == a->tid)
    return d->oid[i] && d->shared[i] ? MARK_YES : MARK_MAYBE;
  return MARK_YES; /* a second thread: the object is shared from now on */
}

static void drb_performed(void *m, const Action *a) {
  Drb *d = m;
  if (!d || d->lost || !a->oid || !eff_counts(a)) return;
  if (2 * (d->n + 1) > d->cap && !drb_grow(d)) {
    d->lost = true;
    return;
  }
  uint32_t i = drb_slot(d->oid, d->cap, a->oid);
  if (!d->oid[i]) {
    d->oid[i] = a->oid;
    d->first[i] = (uint16_t)a->tid;
    d->n++;
  } else if (d->first[i] == NOBODY) {
    d->first[i] = (uint16_t)a->tid;
  } else if (d->first[i] != a->tid) {
    d->shared[i] = 1;
  }
}

static void *drb_save(void *m) {
  Drb *d = m;
  DrbSaved *v = calloc(1, sizeof *v);
  if (!d || !v || !d->cap) return v;
  v->oid = malloc(d->cap * sizeof *v->oid);
  v->first = malloc(d->cap * sizeof *v->first);
  if (!v->oid || !v->first) {
    free(v->oid), free(v->first);
    v->oid = NULL, v->first = NULL;
    d->lost = true; /* cannot reset it: be safe */
    return v;
  }
  memcpy(v->oid, d->oid, d->cap * sizeof *v->oid);
  memcpy(v->first, d->first, d->cap * sizeof *v->first);
  v->cap = d->cap;
  return v;
}

static void drb_reset(void *m, const void *saved) {
  Drb *d = m;
  const DrbSaved *v = saved;
  if (!d || !v) return;
  for (uint32_t i = 0; i < d->cap; i++) {
    if (!d->oid[i]) continue;
    uint32_t j = v->cap ? drb_slot(v->oid, v->cap, d->oid[i]) : 0;
    d->first[i] = v->cap && v->oid[j] ? v->first[j] : NOBODY;
  }
}

static void drb_drop(void *saved) {
  DrbSaved *v = saved;
  if (!v) return;
  free(v->oid), free(v->first);
  free(v);
}

/* ---- the registry ---- */

static const DgMarker marker_drb = {
    .name = "drb",
    .help = "DataRaceBehavior: Maybe until a second thread touches the object, then Yes",
    .maybe = true,
    .init = drb_init,
    .fini = drb_fini,
    .mark = drb_mark,
    .performed = drb_performed,
    .save = drb_save,
    .reset = drb_reset,
    .drop = drb_drop,
};
static const DgMarker marker_ea = {
    .name = "ea",
    .help = "EveryAccess: every field, array, lock and atomic access is Yes",
    .mark = ea_mark,
};
static const DgMarker marker_jpf = {
    .name = "jpf",
    .help = "JPF's sharedness: Yes for objects reachable from two threads, else No",
    .mark = jpf_mark,
};

static const DgMarker marker_maybe = {
    .name = "maybe",
    .help = "Maybe for every access, always: a test that the engine alone finds the points",
    .maybe = true,
    .mark = maybe_mark,
};

const DgMarker *const dg_markers[] = {&marker_drb, &marker_ea, &marker_jpf, &marker_maybe, NULL};

const DgMarker *dg_marker(const char *name) {
  for (const DgMarker *const *p = dg_markers; *p; p++)
    if (!strcmp((*p)->name, name)) return *p;
  return NULL;
}

bool chk_marker_exists(const char *name) { return dg_marker(name) != NULL; }

void chk_list_markers(FILE *out, const char *indent) {
  for (const DgMarker *const *p = dg_markers; *p; p++)
    fprintf(out, "%s%-5s %s\n", indent, (*p)->name, (*p)->help);
}
