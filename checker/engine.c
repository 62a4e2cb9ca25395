/* engine.c -- stateful depth-first search over thread interleavings.
 *
 * States are where threads stop: the VM runs in preempt mode, so every thread
 * stops before each candidate visible action (field and array accesses,
 * synchronisation, atomics).  At each state a strategy picks the transitions
 * to explore (papers/stateful-por-source-sets.md, section 2 and Algorithm 1):
 *   none  every enabled thread, at every state;
 *   jpf   the running thread goes on through accesses to unshared objects, and
 *         all enabled threads branch at shared ones (JPF's default);
 *   spor  safe sets: if some enabled thread's next step is invisible it runs
 *         alone, else all enabled threads branch (S-POR, Algorithm 1).
 * Irreducible states are fingerprinted and matched (line 3, notVisited). */
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "checker/engine.h"
#include "vm/class.h"
#include "vm/heap.h"
#include "vm/interp.h"
#include "vm/sched.h"
#include "vm/vm_api.h"

enum { NEXT_INVISIBLE, NEXT_VISIBLE, NEXT_CHOICE };

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* ---- visibility ---- */

static bool named_shared(Engine *e, Class *c) {
  char jn[512];
  cls_java_name(c->name, jn, sizeof jn);
  const char *simple = strrchr(jn, '.');
  simple = simple ? simple + 1 : jn;
  for (int i = 0; i < e->nshared_names; i++)
    if (!strcmp(e->shared_names[i], jn) || !strcmp(e->shared_names[i], simple)) return true;
  return false;
}

bool eng_is_shared(Engine *e, Ref obj) {
  VM *vm = e->vm;
  if (!obj) return false; /* the access throws NullPointerException: thread-local */
  if (e->nshared_names) {
    Object *o = heap_obj(vm, obj);
    Class *c = o->cls == vm->c_class ? cls_of_mirror(vm, obj) : o->cls;
    while (c->kind == CK_ARRAY)
      c = c->component;
    return named_shared(e, c);
  }
  if (!e->shared_valid) {
    if (e->shared_cap < vm->heap.count) {
      free(e->shared);
      e->shared_cap = vm->heap.cap;
      e->shared = malloc(e->shared_cap);
      if (!e->shared) vm_fatal("out of memory (shared objects)");
    }
    state_shared_objects(vm, e->shared);
    /* handles above today's heap are objects made after this analysis: local */
    if (e->shared_cap > vm->heap.count)
      memset(e->shared + vm->heap.count, 0, e->shared_cap - vm->heap.count);
    e->shared_valid = true;
  }
  /* objects made since the analysis are local to the thread that made them */
  return obj < e->shared_cap && e->shared[obj];
}

/* Only t is alive (the rest have ended or not started): nothing it does can
 * be observed by another thread until it starts one. */
static bool alone(VM *vm, JThread *t) {
  for (uint32_t i = 0; i < vm->nthreads; i++) {
    JThread *w = vm->threads[i];
    if (w != t && w->state != TS_TERMINATED && w->state != TS_NEW) return false;
  }
  return true;
}

/* Is some thread still running a constructor of obj?  Until none is, its
 * final fields may still be written. */
static bool under_construction(VM *vm, Ref obj) {
  const char *init = sym_intern(vm, "<init>");
  for (uint32_t i = 0; i < vm->nthreads; i++) {
    JThread *w = vm->threads[i];
    for (uint32_t k = 0; k < w->nframes; k++)
      if (w->frames[k].m->name == init && w->frames[k].locals[0].r == obj) return true;
  }
  return false;
}

/* A read of a final field after the constructor (of a static final, after
 * class initialisation) reads a value nobody can change any more: it commutes
 * with every other action (JPF's skip_finals).  A constructor that leaks this
 * to another thread still has its reads scheduled. */
static bool settled_final(Engine *e, const Action *a) {
  const Field *f = a->field;
  if (a->kind != ACT_READ || !f || !(f->flags & ACC_FINAL)) return false;
  if (f->flags & ACC_STATIC) return cls_init_state(e->vm, f->cls) == INIT_DONE;
  return !under_construction(e->vm, a->obj);
}

bool eng_visible(Engine *e, JThread *t, const Action *a) {
  switch (a->kind) {
  case ACT_CHOICE:
  case ACT_LOCAL: return false;
  case ACT_READ:
  case ACT_WRITE:
    if (alone(e->vm, t)) return false;
    if (a->unresolved) return true;
    if (settled_final(e, a)) return false;
    if (a->vtype == TY_REF && a->value.r && eng_is_shared(e, a->value.r))
      return true; /* arraycopy src */
    return eng_is_shared(e, a->obj);
  default: return !alone(e->vm, t);
  }
}

static int classify(Engine *e, JThread *t, Action *a) {
  if (!act_peek(e->vm, t, a)) return NEXT_INVISIBLE; /* not at an action: local code first */
  if (a->kind == ACT_CHOICE) return NEXT_CHOICE;
  return eng_visible(e, t, a) ? NEXT_VISIBLE : NEXT_INVISIBLE;
}

/* ---- choices ---- */

/* As JPF does, a thread stopped before taking a lock it cannot have now is
 * not enabled: running it would only block it. */
static bool can_step(Engine *e, JThread *t) {
  if (!sched_enabled(e->vm, t)) return false;
  Action a;
  return !(t->state == TS_RUNNABLE && t->pass_point && act_peek(e->vm, t, &a) &&
           act_would_block(e->vm, t, &a));
}

static uint32_t enabled_threads(Engine *e, JThread **out) {
  VM *vm = e->vm;
  uint32_t n = 0;
  for (uint32_t i = 0; i < vm->nthreads; i++)
    if (can_step(e, vm->threads[i])) out[n++] = vm->threads[i];
  if (vm->atomic_tid >= 0)
    for (uint32_t i = 0; i < n; i++)
      if ((int32_t)out[i]->id == vm->atomic_tid) {
        out[0] = out[i];
        return 1;
      }
  return n;
}

typedef struct ChoiceSet {
  Choice *v;
  uint32_t n, cap;
} ChoiceSet;

static void add_choice(ChoiceSet *cs, uint16_t tid, int32_t value) {
  if (cs->n == cs->cap) {
    cs->cap = cs->cap ? cs->cap * 2 : 8;
    cs->v = realloc(cs->v, cs->cap * sizeof(Choice));
    if (!cs->v) vm_fatal("out of memory (choices)");
  }
  cs->v[cs->n++] = (Choice){tid, value};
}

static void add_thread(ChoiceSet *cs, JThread *t, int kind, const Action *a) {
  if (kind == NEXT_CHOICE)
    for (int64_t v = 0; v <= (int64_t)a->hi - a->lo; v++)
      add_choice(cs, (uint16_t)t->id, (int32_t)v);
  else
    add_choice(cs, (uint16_t)t->id, 0);
}

/* --order=seq:PERM: thread ids in the order the permutation lists them
 * ("2,0,1": T2 first); threads it does not name come after, by id. */
static int perm_rank(const char *perm, unsigned tid) {
  int rank = 0;
  for (const char *p = perm; *p; rank++) {
    char *end;
    unsigned long v = strtoul(p, &end, 10);
    if (end == p) break;
    if (v == tid) return rank;
    p = *end == ',' ? end + 1 : end;
  }
  return 1000 + (int)tid;
}

static void sort_by_perm(const char *perm, ChoiceSet *cs) {
  for (uint32_t i = 1; i < cs->n; i++) { /* insertion sort: stable, sets are small */
    Choice c = cs->v[i];
    int r = perm_rank(perm, c.tid);
    uint32_t j = i;
    while (j > 0 && perm_rank(perm, cs->v[j - 1].tid) > r) {
      cs->v[j] = cs->v[j - 1];
      j--;
    }
    cs->v[j] = c;
  }
}

/* The strategy.  Returns true when the state is irreducible (to be stored). */
static bool choose(Engine *e, JThread **en, uint32_t n, ChoiceSet *cs) {
  int por = e->o->por;
  Action a;
  if (por == POR_JPF) {
    for (uint32_t i = 0; i < n; i++) {
      if ((int)en[i]->id != e->last_tid) continue;
      int k = classify(e, en[i], &a);
      if (k != NEXT_VISIBLE) {
        add_thread(cs, en[i], k, &a);
        return false;
      }
    }
  } else if (por == POR_SPOR) {
    for (uint32_t i = 0; i < n; i++) { /* safeSet(s) = {t} for an invisible next(s, t) */
      int k = classify(e, en[i], &a);
      if (k != NEXT_VISIBLE) {
        add_thread(cs, en[i], k, &a);
        return false;
      }
    }
  }
  for (uint32_t i = 0; i < n; i++) {
    int k = classify(e, en[i], &a);
    add_thread(cs, en[i], k, &a);
  }
  return true;
}

/* ---- the path ---- */

static Level *push_level(Engine *e) {
  if (e->depth == e->cap) {
    e->cap = e->cap ? e->cap * 2 : 256;
    e->path = realloc(e->path, e->cap * sizeof(Level));
    if (!e->path) vm_fatal("out of memory (search path)");
  }
  Level *l = &e->path[e->depth++];
  memset(l, 0, sizeof *l);
  if (e->depth > e->st.max_depth) e->st.max_depth = e->depth;
  return l;
}

static void pop_level(Engine *e) {
  Level *l = &e->path[--e->depth];
  if (l->snap) {
    e->st.snapshot_bytes -= state_bytes(l->snap);
    state_free(l->snap);
  }
  free(l->choices);
}

/* ---- transitions ---- */

enum { STEP_OK, STEP_END, STEP_ERROR, STEP_PRUNED };

/* One transition (the paper's section 2): thread t's next action, then its
 * invisible steps up to its next visible action or data choice.  Under
 * --por=none every candidate action ends a transition (the unreduced search).
 * Shared by the search and by replays, so both cut paths the same way. */
static int run_transition(Engine *e, JThread *t, int32_t value) {
  VM *vm = e->vm;
  Action a;
  e->showing = classify(e, t, &a) == NEXT_VISIBLE; /* traces show this action */
  vm->cur = t;
  if (t->state == TS_BLOCKED) {
    t->state = TS_RUNNABLE;
    t->blocked_on = 0;
  }
  vm->choice_value = value;
  int r;
  for (uint64_t points = 0;; points++) {
    r = interp_run(vm, t, (int64_t)e->o->step_limit);
    e->showing = false;
    /* Sharedness is recomputed after every step (lazily, when next asked),
     * so that it is a function of the state alone and a replay draws the same
     * transition boundaries as the search did.  Computing it only after the
     * visible first step measured no faster on the set client. */
    e->shared_valid = false;
    if (r != RUN_POINT || e->o->por == POR_NONE || vm->assume_failed) break;
    if (classify(e, t, &a) != NEXT_INVISIBLE) break;
    if (points >= e->o->step_limit) {
      r = RUN_YIELD;
      break;
    }
  }
  e->shared_valid = false;
  vm->cur = NULL;
  return r;
}

static int step(Engine *e, Choice c) {
  VM *vm = e->vm;
  JThread *t = vm->threads[c.tid];
  e->last_tid = c.tid;
  int r = run_transition(e, t, c.value);
  e->st.transitions++;
  if (vm->assume_failed) { /* Verify.assume(false): the path is cut */
    e->st.pruned++;
    return STEP_PRUNED;
  }
  switch (r) {
  case RUN_YIELD: rep_error(e, ERR_LIMIT_STEPS, t); return STEP_ERROR;
  case RUN_ENDED:
    if (t->exception) {
      rep_error(e, ERR_EXCEPTION, t);
      return STEP_ERROR;
    }
    sched_thread_terminated(vm, t);
    e->shared_valid = false;
    break;
  case RUN_EXIT: return STEP_END;
  default: break;
  }
  return STEP_OK;
}

/* Before a deadlock is reported, let the threads stopped at a lock they
 * cannot take block on it, so the report shows what each one waits for. */
static void settle_would_block(Engine *e) {
  VM *vm = e->vm;
  for (uint32_t i = 0; i < vm->nthreads; i++) {
    JThread *t = vm->threads[i];
    if (sched_enabled(vm, t) && !can_step(e, t)) run_transition(e, t, 0);
  }
}

static bool has_live_thread(VM *vm) {
  for (uint32_t i = 0; i < vm->nthreads; i++)
    if (vm->threads[i]->state != TS_TERMINATED && vm->threads[i]->state != TS_NEW) return true;
  return false;
}

static void record_final(Engine *e) {
  e->st.final_states++;
  if (!e->o->final_states) return;
  char *s = rep_final_state(e);
  for (uint32_t i = 0; i < e->nfinals; i++)
    if (!strcmp(e->finals[i], s)) {
      free(s);
      return;
    }
  if (e->nfinals == e->finals_cap) {
    e->finals_cap = e->finals_cap ? e->finals_cap * 2 : 16;
    e->finals = realloc(e->finals, e->finals_cap * sizeof(char *));
  }
  e->finals[e->nfinals++] = s;
}

/* ---- the explored graph L_r ---- */

/* A stored state (new or matched) is reached: it ends the edge being walked. */
static void graph_arrive(Engine *e, uint32_t id) {
  if (!e->o->keep_graph) return;
  if (!e->init_id) e->init_id = id;
  if (!e->pending.src) return;
  if (e->nedges == e->edges_cap) {
    e->edges_cap = e->edges_cap ? e->edges_cap * 2 : 256;
    e->edges = realloc(e->edges, e->edges_cap * sizeof(Edge));
    if (!e->edges) vm_fatal("out of memory (explored graph)");
  }
  e->pending.dst = id;
  e->edges[e->nedges++] = e->pending;
  memset(&e->pending, 0, sizeof e->pending);
}

/* Leaving stored state l by choice c: the start of an edge. */
static void graph_leave(Engine *e, const Level *l, Choice c) {
  if (!e->o->keep_graph || !l->id) return;
  free(e->pending.text);
  memset(&e->pending, 0, sizeof e->pending);
  e->pending.src = l->id;
  e->pending.choice = c;
  JThread *t = e->vm->threads[c.tid];
  if (act_peek(e->vm, t, &e->pending.label) && e->o->graph_file) {
    char buf[1200];
    act_format(e->vm, &e->pending.label, buf, sizeof buf);
    e->pending.text = strdup(buf);
  } else if (e->o->graph_file) {
    char buf[64];
    snprintf(buf, sizeof buf, "T%u (local steps)", c.tid);
    e->pending.text = strdup(buf);
  }
}

/* ---- enumeration order: transitions to visited states first (section 5) ---- */

/* Run choice c from the current state and tell whether it ends in a stored
 * state (its number in *id, with keep_graph). */
static bool leads_to_visited(Engine *e, Choice c, uint32_t *id) {
  VM *vm = e->vm;
  JThread *t = vm->threads[c.tid];
  int r = run_transition(e, t, c.value);
  if (vm->assume_failed || r == RUN_YIELD || r == RUN_EXIT) return false;
  if (r == RUN_ENDED) {
    if (t->exception) return false;
    sched_thread_terminated(vm, t);
  }
  Fingerprint fp = state_fingerprint(vm);
  if (!store_contains(&e->store, fp)) return false;
  store_add(&e->store, fp, id); /* present: only looks up its number */
  return true;
}

/* A new branching level: run each choice once; those that lead to an already
 * visited state are taken first -- and, being matched, are done -- as the
 * paper's sequential and random orders both do (section 5).  The others keep
 * their order.  Leaves the VM in l's state. */
static void visited_first(Engine *e, Level *l) {
  bool *seen = calloc(l->n, sizeof(bool));
  uint32_t nseen = 0;
  for (uint32_t i = 0; i < l->n; i++) {
    state_restore(e->vm, l->snap);
    uint32_t id = 0;
    seen[i] = leads_to_visited(e, l->choices[i], &id);
    if (!seen[i]) continue;
    nseen++;
    e->st.transitions++;
    e->st.matched++;
    graph_leave(e, l, l->choices[i]);
    graph_arrive(e, id);
  }
  state_restore(e->vm, l->snap);
  e->shared_valid = false;
  if (nseen) {
    Choice *sorted = malloc(l->n * sizeof(Choice));
    uint32_t k = 0;
    for (uint32_t pass = 0; pass < 2; pass++)
      for (uint32_t i = 0; i < l->n; i++)
        if (seen[i] == (pass == 0)) sorted[k++] = l->choices[i];
    memcpy(l->choices, sorted, l->n * sizeof(Choice));
    free(sorted);
    l->next = nseen; /* taken: each ended in a matched state */
  }
  free(seen);
}

/* The state just reached: decide its choices and push it, unless it ends the
 * path (final, deadlock, seen before, depth bound).  False: nothing pushed. */
static bool expand(Engine *e) {
  VM *vm = e->vm;
  if (sched_user_threads_done(vm)) { /* daemons alone do not keep the program going */
    record_final(e);
    return false;
  }
  JThread *en[vm->nthreads ? vm->nthreads : 1];
  uint32_t n = enabled_threads(e, en);
  while (n == 0 && !sched_user_threads_done(vm) && sched_advance_time(vm))
    n = enabled_threads(e, en);
  if (n == 0) {
    if (!sched_user_threads_done(vm) && has_live_thread(vm)) {
      settle_would_block(e);
      rep_error(e, ERR_DEADLOCK, NULL);
      return false;
    }
    record_final(e);
    return false;
  }
  if (e->o->max_depth && e->depth >= e->o->max_depth) {
    e->limit_hit = true;
    e->limit_what = "depth bound";
    return false;
  }
  ChoiceSet cs = {0};
  bool irreducible = choose(e, en, n, &cs);
  uint32_t id = 0;
  if (!e->o->stateless && (irreducible || e->o->por == POR_NONE)) {
    int added = store_add(&e->store, state_fingerprint(vm), &id);
    if (added >= 0) graph_arrive(e, id);
    if (added == 0) {
      e->st.matched++;
      free(cs.v);
      return false;
    }
    if (added < 0) {
      e->limit_hit = true;
      e->limit_what = "memory budget of the state store";
      free(cs.v);
      return false;
    }
    e->st.stored++;
  }
  if (e->o->order_perm && cs.n > 1) sort_by_perm(e->o->order_perm, &cs);
  if (e->o->order == ORDER_RANDOM && cs.n > 1) /* shuffle (Fisher-Yates, splitmix) */
    for (uint32_t i = cs.n - 1; i > 0; i--) {
      uint64_t z = (e->rng += 0x9e3779b97f4a7c15ull);
      z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
      z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
      uint32_t j = (uint32_t)((z ^ (z >> 31)) % (i + 1));
      Choice tmp = cs.v[i];
      cs.v[i] = cs.v[j];
      cs.v[j] = tmp;
    }
  Level *l = push_level(e);
  l->choices = cs.v;
  l->n = cs.n;
  l->stored = irreducible;
  l->id = id;
  if (cs.n > 1) {
    l->snap = state_save(vm);
    e->st.snapshot_bytes += state_bytes(l->snap);
    if (e->st.snapshot_bytes > e->st.peak_snapshot_bytes)
      e->st.peak_snapshot_bytes = e->st.snapshot_bytes;
  }
  return true;
}

static void progress(Engine *e, double start, double *last) {
  double t = now_seconds();
  if (t - *last < 1.0) return;
  *last = t;
  fprintf(stderr, "\r[%6.0fs] states %llu (%.0f/s)  depth %u  store %zu MiB   ", t - start,
          (unsigned long long)e->st.stored, e->st.stored / (t - start + 1e-9), e->depth,
          (store_bytes(&e->store) + e->st.snapshot_bytes) >> 20);
  fflush(stderr);
}

static void explore(Engine *e) {
  double start = now_seconds(), last = start;
  bool tty = isatty(2) && !e->o->json;
  expand(e);
  while (e->depth > 0) {
    if (e->errors && !e->o->all_errors) break;
    if (e->limit_hit && (!e->o->max_depth || !strcmp(e->limit_what, "time limit")))
      break; /* the store is full: stop */
    if (e->o->time_limit > 0 && (e->st.transitions & 1023) == 0 &&
        now_seconds() - start > e->o->time_limit) {
      e->limit_hit = true;
      e->limit_what = "time limit";
      break;
    }
    Level *l = &e->path[e->depth - 1];
    if (l->next == l->n) {
      pop_level(e);
      continue;
    }
    if (l->next == 0 && l->n > 1 && l->stored && !e->o->stateless && !e->o->no_visited_first) {
      visited_first(e, l);
      if (l->next == l->n) continue;
    }
    Choice c = l->choices[l->next++];
    if (l->next > 1) {
      state_restore(e->vm, l->snap);
      e->shared_valid = false;
    }
    graph_leave(e, l, c);
    int r = step(e, c);
    if (r == STEP_ERROR || r == STEP_PRUNED) continue;
    if (r == STEP_END) {
      record_final(e);
      continue;
    }
    expand(e);
    if (tty) progress(e, start, &last);
  }
  if (tty) fputs("\r\033[K", stderr);
  e->st.seconds = now_seconds() - start;
}

/* ---- setting up ---- */

static void split_shared(Engine *e, const char *list) {
  if (!list) return;
  char *copy = strdup(list), *save = NULL;
  for (char *p = strtok_r(copy, ",", &save); p; p = strtok_r(NULL, ",", &save)) {
    e->shared_names = realloc(e->shared_names, (e->nshared_names + 1) * sizeof(char *));
    e->shared_names[e->nshared_names++] = strdup(p);
  }
  free(copy);
}

/* Boot the VM and bring main to its first stop; NULL when main cannot start. */
static VM *boot(const CheckOptions *o, int *status) {
  VMOptions vo = o->vm;
  vo.assertions = true; /* assertions are properties */
  VM *vm = vm_new(&vo);
  vm->checking = true;
  vm->mute = !o->show_output;
  if (!vm_prepare_main(vm, o->main_class, o->argc, o->argv, status)) {
    vm_free(vm);
    return NULL;
  }
  vm->preempt = true;
  vm->observe = true;
  return vm;
}

static void engine_free(Engine *e) {
  while (e->depth)
    pop_level(e);
  free(e->path);
  store_free(&e->store);
  free(e->shared);
  state_free(e->init);
  for (int i = 0; i < e->nshared_names; i++)
    free(e->shared_names[i]);
  free(e->shared_names);
  for (uint32_t i = 0; i < e->nfinals; i++)
    free(e->finals[i]);
  free(e->finals);
  free(e->json_error);
  for (uint32_t i = 0; i < e->nedges; i++)
    free(e->edges[i].text);
  free(e->edges);
  free(e->pending.text);
  for (uint32_t i = 0; i < e->json_ntrace; i++)
    free(e->json_trace[i]);
  free(e->json_trace);
  vm_free(e->vm);
}

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

int chk_check(const CheckOptions *o) {
  Engine e = {0};
  e.o = o;
  int status = 0;
  e.vm = boot(o, &status);
  if (!e.vm) return status;
  e.init = state_save(e.vm);
  e.last_tid = 0;
  e.rng = o->order_seed;
  store_init(&e.store, o->memory, o->keep_graph);
  split_shared(&e, o->shared_classes);
  explore(&e);
  if (o->graph_file) rep_write_graph(&e, o->graph_file);
  int verdict = e.errors ? CHK_ERROR : e.limit_hit ? CHK_LIMIT : CHK_OK;
  if (o->final_states && !o->json) {
    qsort(e.finals, e.nfinals, sizeof(char *), cmp_str);
    printf("final states (%u distinct):\n", e.nfinals);
    for (uint32_t i = 0; i < e.nfinals; i++)
      printf("  %s\n", e.finals[i]);
  }
  if (o->json) {
    rep_json(&e, stdout, verdict);
  } else {
    if (!e.errors)
      printf("%s\n", e.limit_hit
                         ? "Search incomplete: limit reached before every state was explored"
                         : "No errors found.");
    if (e.limit_hit) printf("limit: %s\n", e.limit_what);
    rep_stats(&e, stdout);
  }
  engine_free(&e);
  return verdict;
}

/* ---- replay ---- */

/* One transition of a replay (the same as step(), without the search's bookkeeping). */
static int eng_replay_path_step(Engine *e, Choice c, void (*hook)(VM *, JThread *, const Action *),
                                void *data) {
  VM *vm = e->vm;
  void (*old)(VM *, JThread *, const Action *) = vm->action_hook;
  void *old_data = vm->hook_data;
  vm->action_hook = hook;
  vm->hook_data = data;
  JThread *t = vm->threads[c.tid];
  e->shared_valid = false;
  int r = run_transition(e, t, c.value);
  if (r == RUN_ENDED && !t->exception) sched_thread_terminated(vm, t);
  vm->action_hook = old;
  vm->hook_data = old_data;
  return r;
}

int eng_replay_path(Engine *e, const Choice *path, uint32_t n,
                    void (*hook)(VM *, JThread *, const Action *), void *data) {
  state_restore(e->vm, e->init);
  int last = RUN_POINT;
  for (uint32_t i = 0; i < n; i++)
    last = eng_replay_path_step(e, path[i], hook, data);
  return last;
}

static void print_action(VM *vm, JThread *t, const Action *a) {
  int *last = vm->hook_data;
  if (*last >= 0 && *last != (int)a->tid) printf("  ------ switch to T%u\n", a->tid);
  *last = (int)a->tid;
  char buf[1200];
  act_format(vm, a, buf, sizeof buf);
  printf("  %s\n", buf);
}

/* A trace file: "jpor-trace 1", "main M", "arg A"..., "classpath P", "step T V"... */
int chk_replay(const CheckOptions *given, const char *file) {
  FILE *f = fopen(file, "r");
  if (!f) {
    fprintf(stderr, "jpor: error: cannot open trace file %s\n", file);
    return CHK_USAGE;
  }
  CheckOptions o = *given;
  char line[4096];
  Choice *steps = NULL;
  uint32_t n = 0, cap = 0;
  char **args = NULL;
  int nargs = 0, lineno = 0;
  char *main_class = NULL, *cp = NULL;
  while (fgets(line, sizeof line, f)) {
    lineno++;
    line[strcspn(line, "\n")] = 0;
    unsigned tid;
    int value;
    if (lineno == 1 && strcmp(line, "jpor-trace 1") != 0) {
      fprintf(stderr, "jpor: error: %s:1: not a jpor trace file\n", file);
      fclose(f);
      return CHK_USAGE;
    }
    if (lineno == 1) continue;
    if (!strncmp(line, "main ", 5))
      main_class = strdup(line + 5);
    else if (!strncmp(line, "arg ", 4)) {
      args = realloc(args, (nargs + 1) * sizeof(char *));
      args[nargs++] = strdup(line + 4);
    } else if (!strncmp(line, "classpath ", 10))
      cp = strdup(line + 10);
    else if (sscanf(line, "step %u %d", &tid, &value) == 2) {
      if (n == cap) {
        cap = cap ? cap * 2 : 256;
        steps = realloc(steps, cap * sizeof(Choice));
      }
      steps[n++] = (Choice){(uint16_t)tid, value};
    } else if (line[0]) {
      fprintf(stderr, "jpor: error: %s:%d: cannot read '%s'\n", file, lineno, line);
      fclose(f);
      return CHK_USAGE;
    }
  }
  fclose(f);
  if (!main_class) {
    fprintf(stderr, "jpor: error: %s: no main class in the trace\n", file);
    return CHK_USAGE;
  }
  o.main_class = main_class;
  o.argc = nargs;
  o.argv = args;
  if (cp && !given->vm.classpath) o.vm.classpath = cp;
  Engine e = {0};
  e.o = &o;
  int status = 0;
  e.vm = boot(&o, &status);
  if (!e.vm) return status;
  e.init = state_save(e.vm);
  int last_tid = -1;
  printf("Replaying %s (%u transitions):\n", file, n);
  VM *vm = e.vm;
  for (uint32_t i = 0; i < n; i++) {
    if (steps[i].tid >= vm->nthreads || !can_step(&e, vm->threads[steps[i].tid])) {
      fprintf(stderr,
              "jpor: error: %s: step %u: thread T%u cannot run here (the program or class path "
              "differs)\n",
              file, i + 1, steps[i].tid);
      engine_free(&e);
      return CHK_USAGE;
    }
    int r = eng_replay_path_step(&e, steps[i], print_action, &last_tid);
    JThread *t = vm->threads[steps[i].tid];
    if (r == RUN_ENDED && t->exception) {
      char *name = sched_thread_name(vm, t);
      printf("Error: uncaught exception in thread \"%s\" (T%u):\n", name, t->id);
      free(name);
      rep_uncaught_text(vm, t->exception, stdout, "  ");
      engine_free(&e);
      return CHK_ERROR;
    }
  }
  JThread *en[vm->nthreads ? vm->nthreads : 1];
  uint32_t k = enabled_threads(&e, en);
  while (k == 0 && !sched_user_threads_done(vm) && sched_advance_time(vm))
    k = enabled_threads(&e, en);
  if (k == 0 && !sched_user_threads_done(vm) && has_live_thread(vm)) {
    settle_would_block(&e);
    printf("Error: deadlock\n");
    sched_report_deadlock(vm, stdout);
    engine_free(&e);
    return CHK_ERROR;
  }
  printf("The trace ends without an error.\n");
  engine_free(&e);
  return CHK_OK;
}
