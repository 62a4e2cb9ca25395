/* wakeup.c -- the wakeup trees of wakeup.h. */
#include <stdlib.h>
#include <string.h>

#include "checker/sleepset.h"
#include "checker/wakeup.h"

void wut_free(WutNode *list) {
  while (list) {
    WutNode *next = list->next;
    wut_free(list->child);
    free(list->own);
    free(list);
    list = next;
  }
}

bool wut_dependent(const WutEvent *a, const WutEvent *b) {
  if (a->tid == b->tid) return true; /* program order */
  if (a->started == b->tid || b->started == a->tid) return true;
  if (a->joined == b->tid || b->joined == a->tid) return true;
  if (!a->known || !b->known) return true;
  return slp_conflict(a->eff, a->neff, b->eff, b->neff);
}

bool wut_same_vals(const WutEvent *a, const WutEvent *b) {
  return a->vals == WUT_VALS_ANY || b->vals == WUT_VALS_ANY || a->vals == b->vals;
}

int64_t wut_weak_initial(const WutEvent *x, const WutEvent *v, uint32_t n) {
  uint32_t j = 0;
  while (j < n && v[j].tid != x->tid)
    j++;
  if (j < n && !wut_same_vals(x, &v[j])) return -1; /* another event of the thread */
  if (j == n) {                                     /* not in v: independent of all of it */
    if (!x->known) return -1;
    for (uint32_t i = 0; i < n; i++)
      if (wut_dependent(x, &v[i])) return -1;
    return n;
  }
  /* happens after no event of v: no chain of dependent events from one to it */
  bool before[n ? n : 1];
  for (uint32_t i = j; i-- > 0;) {
    before[i] = wut_dependent(&v[i], &v[j]);
    for (uint32_t m = i + 1; m < j && !before[i]; m++)
      before[i] = before[m] && wut_dependent(&v[i], &v[m]);
    if (before[i]) return -1;
  }
  return j;
}

WutNode *wut_find(WutNode *list, uint16_t tid) {
  for (; list; list = list->next)
    if (list->ev.tid == tid) return list;
  return NULL;
}

void wut_remove(WutNode **list, WutNode *n) {
  for (WutNode **p = list; *p; p = &(*p)->next)
    if (*p == n) {
      *p = n->next;
      n->next = NULL;
      wut_free(n);
      return;
    }
}

static WutNode *node_new(const WutEvent *ev) {
  WutNode *n = calloc(1, sizeof *n);
  if (!n) return NULL;
  n->ev = *ev;
  n->ev.eff = NULL;
  if (ev->known && ev->neff) {
    n->own = malloc(ev->neff * sizeof(Effect));
    if (!n->own) {
      free(n);
      return NULL;
    }
    memcpy(n->own, ev->eff, ev->neff * sizeof(Effect));
    n->ev.eff = n->own;
  }
  return n;
}

WutNode *wut_copy(const WutNode *list, bool *ok) {
  WutNode *head = NULL, **at = &head;
  for (; list; list = list->next) {
    WutNode *n = node_new(&list->ev);
    if (!n) {
      *ok = false;
      break;
    }
    n->child = wut_copy(list->child, ok);
    *at = n;
    at = &n->next;
  }
  return head;
}

void wut_prune_vals(WutNode **list, const uint32_t *vals, uint64_t seen) {
  while (*list) {
    WutNode *n = *list;
    uint16_t u = n->ev.tid;
    bool first = u < 64 && !(seen & BIT(u));
    if (first && n->ev.vals != WUT_VALS_ANY && n->ev.vals != vals[u]) {
      *list = n->next;
      n->next = NULL;
      wut_free(n);
      continue;
    }
    wut_prune_vals(&n->child, vals, u < 64 ? seen | BIT(u) : seen);
    list = &n->next;
  }
}

static void append(WutNode **list, WutNode *n) {
  while (*list)
    list = &(*list)->next;
  *list = n;
}

bool wut_add_leaf(WutNode **list, uint16_t tid) {
  WutEvent ev = {.tid = tid, .known = false, .started = -1, .joined = -1, .vals = WUT_VALS_ANY};
  WutNode *n = node_new(&ev);
  if (n) append(list, n);
  return n != NULL;
}

/* v[0..n) as a chain of new nodes (NULL without memory). */
static WutNode *chain(const WutEvent *v, uint32_t n) {
  WutNode *head = NULL, **at = &head;
  for (uint32_t i = 0; i < n; i++) {
    if (!(*at = node_new(&v[i]))) {
      wut_free(head);
      return NULL;
    }
    at = &(*at)->child;
  }
  return head;
}

/* Move v[j] to the front (it happens after no event before it in v, so the
 * order is another linearisation of the same trace). */
static void to_front(WutEvent *v, uint32_t j) {
  WutEvent e = v[j];
  memmove(v + 1, v, j * sizeof *v);
  v[0] = e;
}

/* An initial of v whose thread is in runnable: v[0] first, or -1. */
static int64_t runnable_initial(const WutEvent *v, uint32_t n, TSet runnable) {
  for (uint32_t j = 0; j < n; j++) {
    if (v[j].tid >= 64 || !(runnable & BIT(v[j].tid))) continue;
    if (wut_weak_initial(&v[j], v, n) == (int64_t)j) return j;
  }
  return -1;
}

int wut_insert(WutNode **list, WutEvent *v, uint32_t n, TSet runnable, uint16_t *root) {
  bool at_root = true;
  for (;;) {
    if (!n) return WUT_REDUNDANT; /* the node's sequence contains v */
    WutNode *c = *list;
    int64_t j = -1;
    for (; c; c = c->next)
      if ((j = wut_weak_initial(&c->ev, v, n)) >= 0) break;
    if (!c) break;
    if (c->taken) return WUT_STUCK; /* its subtree is being explored: cannot grow */
    if (j < (int64_t)n) {           /* drop c's event from what is left */
      memmove(v + j, v + j + 1, (n - j - 1) * sizeof *v);
      n--;
    }
    list = &c->child;
    at_root = false;
  }
  if (at_root) {
    int64_t j = runnable_initial(v, n, runnable);
    if (j < 0) return WUT_STUCK;
    to_front(v, (uint32_t)j);
    *root = v[0].tid;
  }
  WutNode *c = chain(v, n);
  if (!c) return WUT_STUCK;
  append(list, c);
  return at_root ? WUT_ROOT : WUT_BELOW;
}

bool wut_covers(const WutEvent *a, const WutEvent *b) {
  if (!a->known) return true; /* nothing was assumed */
  if (!b->known || a->tid != b->tid || a->started != b->started || a->joined != b->joined ||
      !wut_same_vals(a, b))
    return false;
  for (uint32_t j = 0; j < b->neff; j++) {
    const Effect *y = &b->eff[j];
    bool found = false;
    for (uint32_t i = 0; i < a->neff && !found; i++) {
      const Effect *x = &a->eff[i];
      found =
          x->oid == y->oid && x->field == y->field && x->index == y->index && x->write >= y->write;
    }
    if (!found) return false;
  }
  return true;
}
