/* visibility.c -- the visibility policy of visibility.h. */
#include <stdlib.h>
#include <string.h>

#include "checker/visibility.h"
#include "util/util.h"

enum { VIS_SPIN = 10000 };

void vis_init(Visibility *v, VM *vm, const char *shared_classes) {
  memset(v, 0, sizeof *v);
  v->vm = vm;
  if (!shared_classes) return;
  char *copy = strdup(shared_classes), *save = NULL;
  for (char *p = strtok_r(copy, ",", &save); p; p = strtok_r(NULL, ",", &save)) {
    v->names = realloc(v->names, (v->nnames + 1) * sizeof(char *));
    v->names[v->nnames++] = strdup(p);
  }
  free(copy);
}

void vis_free(Visibility *v) {
  for (int i = 0; i < v->nnames; i++)
    free(v->names[i]);
  free(v->names);
  free(v->shared);
  free(v->named_cache);
  ls_free(&v->locks);
  memset(v, 0, sizeof *v);
}

/* --shared-classes names a class by its full or its simple name. */
static bool names_class(Visibility *v, Ref obj) {
  char jn[512];
  ex_object_class(v->vm, obj, jn, sizeof jn);
  const char *simple = strrchr(jn, '.');
  simple = simple ? simple + 1 : jn;
  for (int i = 0; i < v->nnames; i++)
    if (!strcmp(v->names[i], jn) || !strcmp(v->names[i], simple)) return true;
  return false;
}

static uint32_t class_slot(const Visibility *v, const void *id) {
  uint32_t i = (uint32_t)(((uintptr_t)id >> 4) * 0x9e3779b1u) & (v->named_cap - 1);
  while (v->named_cache[i].id && v->named_cache[i].id != id)
    i = (i + 1) & (v->named_cap - 1);
  return i;
}

/* Grow the cache to twice its size; false without memory (then unused). */
static bool grow_named(Visibility *v) {
  VisClass *old = v->named_cache;
  uint32_t ocap = v->named_cap, cap = ocap ? 2 * ocap : 64;
  VisClass *n = calloc(cap, sizeof *n);
  if (!n) return false;
  v->named_cache = n;
  v->named_cap = cap;
  for (uint32_t i = 0; i < ocap; i++)
    if (old[i].id) v->named_cache[class_slot(v, old[i].id)] = old[i];
  free(old);
  return true;
}

/* names_class, remembered per class: the question comes at every access. */
static bool named_shared(Visibility *v, Ref obj) {
  const void *id = ex_object_class_id(v->vm, obj);
  if (v->named_cap) {
    VisClass *e = &v->named_cache[class_slot(v, id)];
    if (e->id) return e->named;
  }
  bool named = names_class(v, obj);
  if ((v->named_n + 1) * 2 <= v->named_cap || grow_named(v)) {
    v->named_cache[class_slot(v, id)] = (VisClass){id, named};
    v->named_n++;
  }
  return named;
}

/* --check-probes (and the sanitizer build): marks carried over a
 * transition's stretches say of obj what a walk now says; sticky marks, that
 * a walk now would mark nothing they lack (the state stays the same). */
static void check_carried(Visibility *v, Ref obj, bool carried) {
  uint32_t count = ex_heap_slots(v->vm);
  uint8_t *now = malloc(count + 1);
  if (!now) return;
  ex_shared_objects(v->vm, now, false);
  bool same = v->no_alone || (obj < count && now[obj]) == carried;
  for (Ref x = 0; v->no_alone && x < count; x++)
    same &= !now[x] || ex_marked_shared(v->vm, x);
  free(now);
  if (!same)
    ex_fail(v->vm,
            "internal error: shared-object marks carried over a stretch disagree with a walk");
}

bool vis_is_shared(Visibility *v, Ref obj) {
  if (!obj) return false; /* the access throws NullPointerException: thread-local */
  if (v->nnames) return named_shared(v, obj);
  uint64_t gen = v->carry ? ex_shared_generation(v->vm) : ex_generation(v->vm);
  if (v->no_alone) { /* sticky: the marks of a walk in this state say it */
    if (!v->valid || v->gen != gen) {
      ex_mark_shared_objects(v->vm);
      v->walk_gen = ex_generation(v->vm);
    }
    v->valid = true;
    v->gen = gen;
    bool marked = ex_marked_shared(v->vm, obj);
    if (v->check_carry && v->walk_gen != ex_generation(v->vm)) check_carried(v, obj, marked);
    return marked;
  }
  if (!v->valid || v->gen != gen) {
    /* Sharedness is a function of the state alone, recomputed whenever the
     * state changed (or, carried, whenever the answer may have), so that a
     * replay draws the same transition boundaries as the search did. */
    uint32_t count = ex_heap_slots(v->vm);
    if (v->cap < count) {
      free(v->shared);
      v->cap = count + count / 2 + 64;
      v->shared = malloc(v->cap);
      if (!v->shared) { /* no memory for the analysis: everything is shared (sound) */
        v->cap = 0;
        v->valid = false;
        return true;
      }
    }
    ex_shared_objects(v->vm, v->shared, v->no_alone);
    /* handles above today's heap are objects made after this analysis: local */
    memset(v->shared + count, 0, v->cap - count);
    v->valid = true;
    v->gen = gen;
    v->walk_gen = ex_generation(v->vm);
  }
  bool shared = obj < v->cap && v->shared[obj];
  if (v->check_carry && v->walk_gen != ex_generation(v->vm)) check_carried(v, obj, shared);
  return shared;
}

bool vis_unshared_now(const Visibility *v, Ref obj) {
  if (!v->carry || v->nnames || !v->valid) return false;
  if (v->gen != ex_shared_generation(v->vm)) return false;
  /* sticky marks hold at least what a walk now finds shared */
  if (v->no_alone) return !ex_marked_shared(v->vm, obj);
  return !(obj < v->cap && v->shared[obj]);
}

/* VIS_SYNC: a plain access is a scheduling point when an earlier run found
 * its location unprotected; otherwise the lockset analysis sees it.  The
 * analysis asks whether the object is shared only when the locks held do not
 * settle it, since that question costs a walk of the heap. */
static bool sync_visible(Visibility *v, const Action *a, bool alone) {
  ExLocation loc = ex_location(a);
  if (ls_scheduled(&v->locks, loc)) return !alone && vis_is_shared(v, a->obj);
  bool shared = false;
  if (!ls_access(&v->locks, v->vm, a, loc, false) && (shared = vis_is_shared(v, a->obj)))
    ls_access(&v->locks, v->vm, a, loc, true);
  /* A loop that spins on a location no other thread has written yet in this
   * run would run to the step limit: past VIS_SPIN plain accesses in one
   * transition, a shared location becomes a point (now, and from the start
   * of the next run). */
  if (!alone && ++v->quiet > VIS_SPIN && (shared || vis_is_shared(v, a->obj))) {
    ls_spin(&v->locks, v->vm, a, loc);
    return true;
  }
  return false;
}

/* Is thread tid's next action no scheduling point for being alone?  Under
 * no_alone (dependence tracking), alone means that no other thread started
 * yet, or that every one that did has ended and tid has joined it: then all
 * they did happens before what tid does, so no order of the same steps puts
 * tid's action before theirs and the conflict is no race to reverse. */
static bool alone_now(Visibility *v, uint32_t tid) {
  if (!v->no_alone) return ex_alone(v->vm, tid);
  return ex_first_alone(v->vm, tid) || ex_joined_all(v->vm, tid);
}

/* An atomic access of a field or element (a compare-and-set, an atomic
 * update, an Unsafe or VarHandle read or write): the lockset analysis must
 * see it, or a plain access of the same location by another thread -- a
 * data race whatever the locks -- never became a scheduling point (a plain
 * write against a VarHandle getAndAdd, session 25). */
static void note_atomic(Visibility *v, const Action *a) {
  if (v->policy != VIS_SYNC || v->nnames || !a->obj || (!a->field && a->index < 0)) return;
  if (a->kind == ACT_READ || a->kind == ACT_WRITE || a->kind == ACT_CAS || a->kind == ACT_RMW)
    ls_atomic(&v->locks, v->vm, a, ex_location(a));
}

/* The element and field accesses of a System.arraycopy or Object.clone
 * (whose own action names the whole object, a scheduling point when the
 * object is shared): the lockset analysis must see each, with the locks
 * held, or another thread's plain access of the same element or field never
 * became a point (dl-jpf, de-jpf, odpor missed the copy on its other side). */
enum { BULK_PARTS = 256 };

static void note_bulk(Visibility *v, const Action *a) {
  if (v->policy != VIS_SYNC || v->nnames || a->field || a->index != -1) return;
  Action parts[BULK_PARTS];
  bool whole;
  uint32_t n = ex_bulk_parts(v->vm, a, parts, BULK_PARTS, &whole);
  if (whole && !n) v->locks.out_of_memory = true; /* an object of too many fields: lost track */
  for (uint32_t i = 0; i < n; i++) {
    const Action *p = &parts[i];
    if (!vis_is_shared(v, p->obj)) continue;
    ExLocation loc = ex_location(p);
    if (ls_scheduled(&v->locks, loc)) continue;
    if (whole)
      ls_whole(&v->locks, v->vm, p, loc);
    else
      ls_access(&v->locks, v->vm, p, loc, true);
  }
}

/* A read of a final field that no longer changes commutes with everything
 * (ex_settled_final) -- unless a run found the field written after its
 * constructor (reflection: Field.setAccessible, setInt), or in it while
 * another thread could see the object ('this' escaped: that thread's read
 * may come before the write); then it is an access like any other, from the
 * next run on -- under either policy: the lockset table keeps these flags
 * under --visibility=shared too (dl-spor missed the escaped write there). */
static bool settled(Visibility *v, const Action *a) {
  /* most accesses are of no final field: no location to name, no lookup */
  bool final_read = ex_settled_final(v->vm, a);
  bool late = !final_read && ex_late_final_write(v->vm, a);
  bool early = !final_read && !late && ex_constructing_final_write(v->vm, a);
  if (!final_read && !late && !early) return false;
  if (v->nnames) return final_read;
  ExLocation loc = ex_location(a);
  if (ls_scheduled(&v->locks, loc)) return false;
  if (late || (early && vis_is_shared(v, a->obj)))
    ls_final_written(&v->locks, v->vm, a, loc, early);
  return final_read;
}

bool vis_visible(Visibility *v, const Action *a) {
  switch (a->kind) {
  case ACT_CHOICE:
  case ACT_LOCAL: return false;
  case ACT_READ:
  case ACT_WRITE: {
    if (v->policy == VIS_SYNC && !v->nnames && !a->unresolved && ex_plain_access(v->vm, a)) {
      /* What a thread does alone is no scheduling point, but the lockset
       * analysis must see it unless it happens after all the others did
       * (no other started yet, or it saw them all end): in another order of
       * the same steps the thread may not be alone. */
      if (ex_first_alone(v->vm, a->tid) || ex_joined_all(v->vm, a->tid) || settled(v, a))
        return false;
      /* alone_now, knowing that under no_alone its two tests just failed */
      return sync_visible(v, a, !v->no_alone && ex_alone(v->vm, a->tid));
    }
    if (v->policy == VIS_SYNC && !ex_first_alone(v->vm, a->tid) && !ex_joined_all(v->vm, a->tid))
      note_bulk(v, a);
    if (alone_now(v, a->tid)) return false;
    if (a->unresolved) return true;
    if (settled(v, a)) return false;
    note_atomic(v, a);
    if (a->vtype == TY_REF && a->value.r && vis_is_shared(v, a->value.r))
      return true; /* arraycopy src */
    return vis_is_shared(v, a->obj);
  }
  default:
    if (alone_now(v, a->tid)) return false;
    note_atomic(v, a);
    return true;
  }
}
