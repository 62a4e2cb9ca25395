/* lockset.c -- the lockset analysis of lockset.h. */
#include <stdlib.h>
#include <string.h>

#include "checker/lockset.h"

void ls_init(LockSet *ls) { memset(ls, 0, sizeof *ls); }

void ls_free(LockSet *ls) {
  for (uint32_t i = 0; i < ls->nflagged; i++)
    free(ls->flagged[i]);
  free(ls->flagged);
  free(ls->flagged_locs);
  free(ls->v);
  memset(ls, 0, sizeof *ls);
}

static bool same_loc(ExLocation a, ExLocation b) {
  return a.field == b.field && a.oid == b.oid && a.index == b.index;
}

static uint32_t loc_hash(ExLocation l) {
  uint64_t h = l.field * 0x9e3779b97f4a7c15ull ^ l.oid * 0xbf58476d1ce4e5b9ull ^
               (uint64_t)(uint32_t)l.index * 0x94d049bb133111ebull;
  return (uint32_t)(h ^ h >> 29);
}

static LsEntry *slot_of(LsEntry *v, uint32_t cap, ExLocation loc) {
  for (uint32_t i = loc_hash(loc) & (cap - 1);; i = (i + 1) & (cap - 1))
    if (!v[i].used || same_loc(v[i].loc, loc)) return &v[i];
}

static bool grow(LockSet *ls) {
  uint32_t cap = ls->cap ? ls->cap * 2 : 256;
  LsEntry *v = calloc(cap, sizeof *v);
  if (!v) return false;
  for (uint32_t i = 0; i < ls->cap; i++)
    if (ls->v[i].used) *slot_of(v, cap, ls->v[i].loc) = ls->v[i];
  free(ls->v);
  ls->v = v;
  ls->cap = cap;
  return true;
}

static LsEntry *find(const LockSet *ls, ExLocation loc) {
  if (!ls->cap) return NULL;
  LsEntry *e = slot_of(ls->v, ls->cap, loc);
  return e->used ? e : NULL;
}

static LsEntry *find_or_add(LockSet *ls, ExLocation loc) {
  LsEntry *e = find(ls, loc);
  if (e) return e;
  if (2 * (ls->n + 1) > ls->cap && !grow(ls)) {
    ls->out_of_memory = true;
    return NULL;
  }
  e = slot_of(ls->v, ls->cap, loc);
  memset(e, 0, sizeof *e);
  e->used = true;
  e->loc = loc;
  ls->n++;
  return e;
}

/* What becomes a scheduling point when a location is found unprotected: the
 * field in every object (other nodes of a list race the way the first one
 * did; one run finds them all), or the whole array.  Index -2 keeps these
 * keys apart from the locations themselves. */
static ExLocation widen(ExLocation l) {
  return l.field ? (ExLocation){l.field, 0, -2} : (ExLocation){0, l.oid, -2};
}

void ls_schedule(LockSet *ls, ExLocation loc) {
  LsEntry *e = find_or_add(ls, widen(loc));
  if (e) e->scheduled = true;
}

bool ls_scheduled(const LockSet *ls, ExLocation loc) {
  const LsEntry *e = find(ls, widen(loc));
  return e && e->scheduled;
}

/* The locks a->tid holds that count for a: all of them for a read, those
 * held exclusively for a write (a read hold does not keep other readers out). */
typedef struct Held {
  uint64_t oids[8];
  bool excl[8];
  uint32_t n;
} Held;

static void held_by(VM *vm, const Action *a, Held *h) {
  bool excl[8];
  uint64_t oids[8];
  uint32_t n = ex_held_locks(vm, a->tid, oids, excl, 8);
  h->n = 0;
  if (n == EX_HELD_UNKNOWN) return; /* as if it held none: the location may become a point */
  for (uint32_t i = 0; i < n; i++)
    if (excl[i] || a->kind == ACT_READ) {
      h->oids[h->n] = oids[i];
      h->excl[h->n++] = excl[i];
    }
}

/* e's lockset := its intersection with h */
static void intersect(LsEntry *e, const Held *h) {
  uint8_t k = 0;
  for (uint8_t i = 0; i < e->nlocks; i++)
    for (uint32_t j = 0; j < h->n; j++)
      if (h->oids[j] == e->locks[i]) {
        e->locks[k] = e->locks[i];
        e->excl[k++] = e->excl[i] && h->excl[j];
        break;
      }
  e->nlocks = k;
}

static void note(LsEntry *e, const Action *a) {
  if (a->tid != e->first_tid) e->multi = true;
  if (a->kind == ACT_WRITE) e->written = true;
  if (e->seen_last && e->last.tid != a->tid) {
    e->other = e->last;
    e->seen_other = true;
  }
  e->last = *a;
  e->seen_last = true;
}

static uint64_t tid_bit(uint32_t tid) { return 1ull << (tid < 63 ? tid : 63); }

/* why: NULL for two accesses holding no lock in common, or what a alone did */
static void flag(LockSet *ls, VM *vm, const LsEntry *entry, const Action *a, const char *why) {
  LsEntry copy = *entry, *e = &copy; /* adding the wide key may move the entries */
  LsEntry *wide = find_or_add(ls, widen(e->loc));
  if (!wide || wide->flagged) return; /* known unprotected in this run */
  wide->flagged = true;
  char target[300], here[400], there[400];
  act_target(vm, a, target, sizeof target);
  act_where(a, here, sizeof here);
  const Action *o = e->last.tid != a->tid                     ? &e->last
                    : e->seen_other && e->other.tid != a->tid ? &e->other
                                                              : NULL;
  if (!o && (e->atomic_tids & ~tid_bit(a->tid)) && e->atomic_last.tid != a->tid)
    o = &e->atomic_last; /* a plain access racing an atomic one */
  if (why) o = NULL;
  if (o) act_where(o, there, sizeof there);
  char *text = NULL;
  size_t len = 0;
  FILE *w = open_memstream(&text, &len);
  if (!w) {
    ls->out_of_memory = true;
    return;
  }
  fprintf(w, "%s: T%u %s at %s", target, a->tid, act_kind_name(a->kind), here);
  if (o) fprintf(w, " and T%u %s at %s", o->tid, act_kind_name(o->kind), there);
  fprintf(w, "%s", why ? why : " hold no lock in common");
  fclose(w);
  char **texts = realloc(ls->flagged, (ls->nflagged + 1) * sizeof(char *));
  if (texts) ls->flagged = texts;
  ExLocation *locs = realloc(ls->flagged_locs, (ls->nflagged + 1) * sizeof(ExLocation));
  if (locs) ls->flagged_locs = locs;
  if (!texts || !locs || !text) {
    free(text);
    ls->out_of_memory = true;
    return;
  }
  ls->flagged[ls->nflagged] = text;
  ls->flagged_locs[ls->nflagged++] = wide->loc;
}

/* Does a plain access a of e race with an atomic one of another thread? */
static bool races_atomic(const LsEntry *e, const Action *a) {
  return (e->atomic_tids & ~tid_bit(a->tid)) && (e->atomic_written || a->kind == ACT_WRITE);
}

void ls_atomic(LockSet *ls, VM *vm, const Action *a, ExLocation loc) {
  LsEntry *e = find_or_add(ls, loc);
  if (!e) return;
  bool writes = !act_reads_only(a);
  e->atomic_tids |= tid_bit(a->tid);
  e->atomic_written |= writes;
  e->atomic_last = *a;
  /* a plain access before, by another thread */
  if (e->seen && (e->multi || e->first_tid != a->tid) && (e->written || writes))
    flag(ls, vm, e, a, NULL);
}

bool ls_access(LockSet *ls, VM *vm, const Action *a, ExLocation loc, bool shared) {
  Held h;
  held_by(vm, a, &h);
  LsEntry *e = shared ? find_or_add(ls, loc) : find(ls, loc);
  if (!e) return false;
  if (!e->seen) { /* its first access */
    e->seen = true;
    for (uint32_t j = 0; j < h.n && e->nlocks < LS_MAX_LOCKS; j++) {
      e->locks[e->nlocks] = h.oids[j];
      e->excl[e->nlocks++] = h.excl[j];
    }
    e->first_tid = a->tid;
    note(e, a);
    if (!races_atomic(e, a)) return true;
    flag(ls, vm, e, a, NULL);
    return true;
  }
  LsEntry keep = *e;
  intersect(e, &h);
  if (!e->nlocks && !shared) { /* perhaps an access before its object is shared */
    *e = keep;
    return false;
  }
  note(e, a);
  if ((!e->nlocks && e->multi && e->written) || races_atomic(e, a)) flag(ls, vm, e, a, NULL);
  return true;
}

void ls_whole(LockSet *ls, VM *vm, const Action *a, ExLocation loc) {
  LsEntry *e = find_or_add(ls, loc);
  if (e) flag(ls, vm, e, a, " copied or cloned whole");
}

void ls_spin(LockSet *ls, VM *vm, const Action *a, ExLocation loc) {
  LsEntry *e = find_or_add(ls, loc);
  if (e) flag(ls, vm, e, a, " in a loop without a scheduling point");
}

void ls_final_written(LockSet *ls, VM *vm, const Action *a, ExLocation loc, bool escaped) {
  LsEntry *e = find_or_add(ls, loc);
  if (e)
    flag(ls, vm, e, a,
         escaped ? " writes a final field of an object other threads can see, in its constructor"
                 : " writes a final field after its constructor");
}
