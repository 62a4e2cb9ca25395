/* visibility.h -- which actions are scheduling points (DESIGN.md, "Which
 * actions are visible is a policy"): accesses to objects shared between
 * threads -- reachable from two threads or a static field, or of the classes
 * named with --shared-classes -- and every synchronisation, except reads of
 * settled final fields and anything a thread does while it is alone. */
#ifndef JPOR_VISIBILITY_H
#define JPOR_VISIBILITY_H

#include "checker/checker.h"
#include "checker/lockset.h"
#include "vm/explore.h"

typedef struct VisClass { /* whether --shared-classes names a class, by ex_object_class_id */
  const void *id;
  bool named;
} VisClass;

typedef struct Visibility {
  VM *vm;
  uint8_t *shared; /* shared-object marks, valid for generation gen */
  size_t cap;
  uint64_t gen;
  uint64_t walk_gen; /* the ex_generation they were computed in */
  bool valid;
  /* the marks (made anew or sticky) may stand over the stretches of a
   * transition that linked nothing new (ex_shared_generation): when only
   * the explorer's points ask during a transition, not a strategy's
   * callbacks */
  bool carry;
  bool check_carry; /* walk again wherever marks were carried (--check-probes) */
  char **names; /* --shared-classes */
  int nnames;
  VisClass *named_cache;
  uint32_t named_cap, named_n; /* open addressing, a power of two */
  bool no_alone;  /* STRAT_NO_ALONE: a thread alone is exempt only before any other
                   * started, and an object once shared on the path stays shared */
  int policy;     /* VIS_* */
  LockSet locks;  /* VIS_SYNC: the lockset analysis */
  uint32_t quiet; /* VIS_SYNC: plain accesses the transition running made invisibly */
} Visibility;

/* A transition starts (ex_step): what vis_visible says during it must
 * depend on the state alone, so that a replay cuts it the same way. */
static inline void vis_transition(Visibility *v) { v->quiet = 0; }

void vis_init(Visibility *v, VM *vm, const char *shared_classes);
void vis_free(Visibility *v);
/* Is obj shared in the current state? */
bool vis_is_shared(Visibility *v, Ref obj);
/* Is obj unshared by marks made in this ex_shared_generation (carry)?  False
 * when there are none (ExHost.unshared). */
bool vis_unshared_now(const Visibility *v, Ref obj);
/* Is a, the next action of its thread, a scheduling point in the current state? */
bool vis_visible(Visibility *v, const Action *a);
#endif
