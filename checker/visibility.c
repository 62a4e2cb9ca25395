/* visibility.c -- the visibility policy of visibility.h. */
#include <stdlib.h>
#include <string.h>

#include "checker/visibility.h"

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
  memset(v, 0, sizeof *v);
}

/* --shared-classes names a class by its full or its simple name. */
static bool named_shared(Visibility *v, Ref obj) {
  char jn[512];
  ex_object_class(v->vm, obj, jn, sizeof jn);
  const char *simple = strrchr(jn, '.');
  simple = simple ? simple + 1 : jn;
  for (int i = 0; i < v->nnames; i++)
    if (!strcmp(v->names[i], jn) || !strcmp(v->names[i], simple)) return true;
  return false;
}

bool vis_is_shared(Visibility *v, Ref obj) {
  if (!obj) return false; /* the access throws NullPointerException: thread-local */
  if (v->nnames) return named_shared(v, obj);
  uint64_t gen = ex_generation(v->vm);
  if (!v->valid || v->gen != gen) {
    /* Sharedness is a function of the state alone, recomputed whenever the
     * state changed, so that a replay draws the same transition boundaries as
     * the search did. */
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
  }
  return obj < v->cap && v->shared[obj];
}

bool vis_visible(Visibility *v, const Action *a) {
  switch (a->kind) {
  case ACT_CHOICE:
  case ACT_LOCAL: return false;
  case ACT_READ:
  case ACT_WRITE:
    if (v->no_alone ? ex_first_alone(v->vm, a->tid) : ex_alone(v->vm, a->tid)) return false;
    if (a->unresolved) return true;
    if (ex_settled_final(v->vm, a)) return false;
    if (a->vtype == TY_REF && a->value.r && vis_is_shared(v, a->value.r))
      return true; /* arraycopy src */
    return vis_is_shared(v, a->obj);
  default: return !(v->no_alone ? ex_first_alone(v->vm, a->tid) : ex_alone(v->vm, a->tid));
  }
}
