/* wakeup.h -- wakeup trees of Optimal-DPOR (Abdulla, Aronis, Jonsson and
 * Sagonas, "Source Sets: A Foundation for Optimal Dynamic Partial Order
 * Reduction", JACM 2017, section 6) for odpor.c.
 *
 * A wakeup tree of a state E is an ordered tree of sequences of events to
 * explore from E.  An event is kept as its thread and what it did (its
 * accesses, whom it started or joined), so that dependence can be judged
 * without the path it was found on.  Two events are dependent when they are
 * by the same thread, access the same place and one writes, or one started
 * or joined the other's thread. */
#ifndef JPOR_WAKEUP_H
#define JPOR_WAKEUP_H

#include "checker/sourceset.h"

/* WutEvent.vals of an event whose data choices are not known: it stands for
 * its thread's next event whatever they were (a leaf, a sleeping thread). */
#define WUT_VALS_ANY UINT32_MAX

typedef struct WutEvent {
  uint16_t tid;
  bool known;      /* what it does is known (a thread added without it: unknown) */
  int32_t started; /* the thread it started, or -1 */
  int32_t joined;  /* the thread whose end it joined, or -1 */
  const Effect *eff;
  uint32_t neff;
  /* The values of the data choices (Verify.getBoolean...) its thread made
   * since its previous event, hashed (0: none): the event a thread does
   * next depends on them, so two events of one thread with other values
   * are other events, each for the state its values lead to. */
  uint32_t vals;
} WutEvent;

/* A node: the event that leads to it from its parent, its children in the
 * order they are to be explored (first child, next sibling). */
typedef struct WutNode {
  WutEvent ev;
  Effect *own; /* the node's copy of ev.eff */
  struct WutNode *child, *next;
  bool taken; /* explored now: its subtree went to the state it leads to */
} WutNode;

enum {
  WUT_REDUNDANT, /* a leaf (or a node) of the tree already stands for the sequence */
  WUT_BELOW,     /* added below an existing child of the root */
  WUT_ROOT,      /* added as a new last child of the root */
  WUT_STUCK      /* a new child of the root was needed, but no initial can run */
};

void wut_free(WutNode *list); /* a list of siblings and everything below */
bool wut_dependent(const WutEvent *a, const WutEvent *b);
/* Are a and b, of one thread, made after the same data choices? */
bool wut_same_vals(const WutEvent *a, const WutEvent *b);
/* Is thread x.tid, whose next event is x, a weak initial of v[0..n)
 * (WI[E](v))?  Its event in v must have x's values (else it is another
 * event of the thread, for another state: no).  Its first event in v happens after no other event
 * of v, or it is not in v and x is independent of every event of v.  Returns the index of its first
 * event in v, n when it is not in v, -1 when it is no weak initial.  An unknown x is a weak initial
 * only by its event in v. */
int64_t wut_weak_initial(const WutEvent *x, const WutEvent *v, uint32_t n);
/* A copy of list (siblings and everything below, none taken); *ok becomes
 * false when memory ran out (the copy then lacks nodes). */
WutNode *wut_copy(const WutNode *list, bool *ok);
/* Remove from list every branch that meets, as the first event of a
 * thread u in the branch, an event whose values are not vals[u] (u < 64):
 * sequences for the state another value of a data choice leads to. */
void wut_prune_vals(WutNode **list, const uint32_t *vals, uint64_t seen);
/* The root child of list for thread tid, or NULL. */
WutNode *wut_find(WutNode *list, uint16_t tid);
/* Unlink the root child n from *list and free it with its subtree. */
void wut_remove(WutNode **list, WutNode *n);
/* A leaf for thread tid (event unknown) as the last child of the root; false
 * without memory. */
bool wut_add_leaf(WutNode **list, uint16_t tid);
/* insert[E](v, wut): v[0..n) (reordered in place) goes below the first
 * child whose thread is a weak initial of what is left of it, down to a
 * node none of whose children is, where the rest becomes a new last child;
 * nothing is added when nothing is left (a branch holds v already).  A
 * leaf counts as a node: it stands for itself, not for what its
 * exploration may find (what is left of v goes below it).  A new child of
 * the root starts with an initial of v in runnable (*root gets its thread).
 * Without memory, or at a node being explored, the tree is left as it is
 * and WUT_STUCK is returned: the caller explores more. */
int wut_insert(WutNode **list, WutEvent *v, uint32_t n, TSet runnable, uint16_t *root);
/* Does event a, as assumed, stand for b, as it happened: same thread, start
 * and join, and every access of b is one of a's (a may write where b only
 * read)?  More accesses only make a dependent on more: that is safe. */
bool wut_covers(const WutEvent *a, const WutEvent *b);
#endif
