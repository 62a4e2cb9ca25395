/* test_foundations.c -- property tests of what every search stands on:
 *
 *  store        the visited-state set: add, find, numbering, the budget;
 *  fingerprint  on random walks through real programs, at every state:
 *               fingerprint(restore(save(s))) == fingerprint(s); a transition
 *               is deterministic; garbage does not count; the handles new
 *               objects get (the order slots are taken in) do not count;
 *               naming deep-frozen objects by their slot (vm/frozen.h) never
 *               makes two states equal that hashing every object tells
 *               apart, and the shared-object analysis that passes over them
 *               marks what the whole walk marks;
 *  snapshots    on random walks with a stack of snapshots, going back to
 *               random levels: a restore that copies only what the write
 *               stamps say changed (vm/heap.h), from a snapshot that shares
 *               its unchanged objects with the one before, leaves the heap
 *               exactly as a snapshot that copied everything holds it;
 *  dead locals  the locals the type map calls dead (vm/typemap.c) are: the
 *               same steps from a state whose dead locals were overwritten
 *               with garbage lead to the same states;
 *  strategies   each strategy's expand on states of small programs: how many
 *               choices and whether the state is irreducible;
 *  alone        a thread alone for good passing its accesses without
 *               stopping (ExHost.alone_accesses_invisible) takes the same
 *               transitions, logs and states as one stopping at each, the
 *               step limit's cuts included;
 *  carried      under spor, jpf and dl-spor, the shared-object analysis
 *               stands over the stretches of a transition that linked
 *               nothing to what other threads reach (ex_shared_generation):
 *               at every point where it was carried, a walk made there says
 *               the same of the object the thread accesses next (and would
 *               add no sticky mark).
 *
 * usage: test_foundations CLASSES PROGRAM...   (jlib.jar beside the binary's
 * build directory is found through JPOR_JLIB).  Ends with 'N passed, N failed'. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checker/search.h"
#include "checker/store.h"
#include "vm/explore.h"
#include "vm/class.h"
#include "vm/heap.h"
#include "vm/state.h"
#include "vm/typemap.h"
#include "vm/vm.h"

static int passed, failed;

static void check(bool ok, const char *fmt, ...) {
  if (ok) {
    passed++;
    return;
  }
  failed++;
  va_list ap;
  va_start(ap, fmt);
  fputs("FAIL ", stdout);
  vprintf(fmt, ap);
  fputc('\n', stdout);
  va_end(ap);
}

static bool fp_eq(Fingerprint a, Fingerprint b) { return a.lo == b.lo && a.hi == b.hi; }

/* ---- the store ---- */

static void test_store(void) {
  FpStore s;
  store_init(&s, (size_t)1 << 22, true);
  uint32_t id = 0;
  bool ok = true;
  for (uint64_t i = 1; i <= 50000 && ok; i++) {
    Fingerprint fp = {i * 0x9e3779b97f4a7c15ull, ~i};
    ok = store_add(&s, fp, &id) == 1 && id == i;
  }
  check(ok, "store: 50000 new fingerprints are added and numbered 1, 2, ...");
  ok = true;
  for (uint64_t i = 1; i <= 50000 && ok; i++) {
    Fingerprint fp = {i * 0x9e3779b97f4a7c15ull, ~i};
    ok = store_contains(&s, fp) && store_add(&s, fp, &id) == 0 && id == i;
  }
  check(ok, "store: each is found again, with its number");
  check(!store_contains(&s, (Fingerprint){12345, 678}), "store: an absent fingerprint is absent");
  check(store_add(&s, (Fingerprint){0, 0}, &id) == 1 && store_contains(&s, (Fingerprint){0, 0}),
        "store: the all-zero fingerprint is a state like any other");
  store_free(&s);
  /* an index that outgrows the tags' room drops them (store.c): numbers
   * and keys are found on either side of the change */
  store_init(&s, (size_t)1 << 22, true);
  s.tag_below = 1 << 10;
  ok = true;
  bool tagged = false;
  for (uint64_t i = 1; i <= 5000 && ok; i++) {
    ok = store_add(&s, (Fingerprint){i << 40, i}, &id) == 1 && id == i;
    tagged |= s.shift < 32;
    for (uint64_t k = i; k >= 1 && k + 64 > i && ok; k--)
      ok = store_add(&s, (Fingerprint){k << 40, k}, &id) == 0 && id == k;
    ok = ok && !store_contains(&s, (Fingerprint){(i + 1) << 40, i + 1});
  }
  check(ok && tagged && s.shift == 32,
        "store: lookups hold with tags in the index and after it outgrows them");
  store_free(&s);
  /* at most 16 bytes a state (keys 8-9.6, index 4 at most 4/5 ... 16/25
   * full: 5-6.25), past the first few dozen, at every count */
  store_init(&s, (size_t)1 << 26, true);
  ok = true;
  size_t worst = 0;
  double most = 0;
  for (uint64_t i = 1; i <= 1500000 && ok; i++) {
    ok = store_add(&s, (Fingerprint){i * 0xc2b2ae3d27d4eb4full, i}, NULL) == 1;
    double per = (double)store_bytes(&s) / (double)i;
    if (i >= 64 && per > most) most = per;
    if (i >= 64 && per > 16.0) worst = i;
    if (store_load(&s) > 0.8) ok = false;
  }
  check(ok && !worst,
        "store: at most 16 bytes a state (%.2f) and 4/5 full up to 1.5 M states (over at %zu)",
        most, worst);
  check(store_collision_bound(&s) > 6.0e-8 && store_collision_bound(&s) < 6.2e-8,
        "store: the collision bound is n^2/2^65 (%.3g)", store_collision_bound(&s));
  store_free(&s);
  store_init(&s, 1 << 16, false); /* room for a few thousand */
  int r = 1;
  uint64_t n = 0;
  while (r == 1 && n < 1000000) {
    n++;
    r = store_add(&s, (Fingerprint){n, n * 31}, NULL);
  }
  check(r == -1 && store_bytes(&s) <= (1 << 16), "store: the budget ends it (-1), %zu bytes",
        store_bytes(&s));
  store_free(&s);
}

/* ---- fingerprints on random walks ---- */

static uint64_t rng_state = 42;
static uint32_t rnd(uint32_t n) {
  rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
  return (uint32_t)(rng_state >> 33) % n;
}

/* Unreachable objects in free slots: the next allocations take other handles. */
static void make_garbage(VM *vm, uint32_t k) {
  JThread *cur = vm->cur;
  vm->cur = NULL;
  for (uint32_t i = 0; i < k; i++)
    heap_new_object(vm, vm->c_object);
  vm->cur = cur;
}

typedef struct FpPair {
  Fingerprint fp, whole;
} FpPair;

static int cmp_pair(const void *pa, const void *pb) {
  const FpPair *a = pa, *b = pb;
  if (a->fp.hi != b->fp.hi) return a->fp.hi < b->fp.hi ? -1 : 1;
  if (a->fp.lo != b->fp.lo) return a->fp.lo < b->fp.lo ? -1 : 1;
  return 0;
}

/* The sticky shared-object analysis, with and without passing over
 * deep-frozen objects, from the same state: the same marks, the same state;
 * and the non-sticky one, with and without the template of the statics. */
static bool same_shared_marks(VM *vm) {
  uint32_t n = ex_heap_slots(vm);
  uint8_t *a = calloc(n + 1, 1), *b = calloc(n + 1, 1);
  VMState *s = ex_save(vm, true);
  state_shared_objects_whole(vm, a, true);
  Fingerprint fa = state_fingerprint_whole(vm);
  ex_restore(vm, s);
  state_shared_objects(vm, b, true);
  bool ok = !memcmp(a, b, n) && fp_eq(fa, state_fingerprint_whole(vm));
  /* non-sticky: walked whole, and from the template of the frozen classes' statics */
  memset(a, 0, n);
  memset(b, 0, n);
  state_shared_objects_whole(vm, a, false);
  state_shared_objects(vm, b, false);
  ok &= !memcmp(a, b, n);
  ex_state_free(s);
  free(a);
  free(b);
  return ok;
}

/* Equal fingerprints of one walk (one VM, one root) are equal hashed whole. */
static bool frozen_sound(FpPair *pairs, uint32_t n) {
  qsort(pairs, n, sizeof *pairs, cmp_pair);
  bool ok = true;
  for (uint32_t i = 1; i < n; i++)
    if (!cmp_pair(&pairs[i - 1], &pairs[i])) ok &= fp_eq(pairs[i - 1].whole, pairs[i].whole);
  return ok;
}

/* Each walk probes its first `steps` states, runs on alone until two threads
 * can run (main's set-up is long: the class library starts), and probes
 * `steps` states from there. */
static void walk(const VMOptions *vo, const char *name, int walks, int steps) {
  int status;
  bool ok_restore = true, ok_det = true, ok_garbage = true, ok_order = true, ok_marks = true;
  bool ok_deep = true, ok_frozen = true;
  int states = 0;
  FpPair *pairs = malloc(2 * (size_t)steps * sizeof *pairs);
  uint32_t frozen = 0;
  for (int w = 0; w < walks; w++) {
    VM *vm = ex_open(vo, name, 0, NULL, &status);
    if (status) {
      check(false, "%s: cannot start (status %d)", name, status);
      ex_close(vm);
      free(pairs);
      return;
    }
    ExHost host = {.sticky_shared = true}; /* the root waits for the first sticky marks */
    ex_set_host(vm, &host);
    uint32_t npairs = 0;
    int since = -1; /* the step from which two threads could run */
    for (int k = 0; k < 50000 && ex_status(vm) == EX_RUNNING; k++) {
      uint32_t en[ex_nthreads(vm)];
      uint32_t n = ex_enabled(vm, en);
      uint32_t tid = en[rnd(n)];
      if (n >= 2 && since < 0) since = k;
      if (since >= 0 && k >= since + steps) break;
      ExStep st;
      if (k >= steps && since < 0) { /* not probed */
        ex_step(vm, tid, 0, 1000000, false, &st);
        if (st.end != EX_STEP_OK) break;
        continue;
      }
      if (since >= 0) ok_marks &= same_shared_marks(vm); /* the root comes after the first */
      Fingerprint fp0 = ex_fingerprint(vm);
      ok_deep &= state_frozen_consistent(vm);
      pairs[npairs++] = (FpPair){fp0, state_fingerprint_whole(vm)};
      if (state_frozen_objects(vm) > frozen) frozen = state_frozen_objects(vm);
      VMState *s = ex_save(vm, true);
      ex_step(vm, tid, 0, 1000000, false, &st);
      if (st.end != EX_STEP_OK) {
        ex_state_free(s);
        break;
      }
      Fingerprint fp1 = ex_fingerprint(vm);
      ex_restore(vm, s);
      ok_restore &= fp_eq(ex_fingerprint(vm), fp0);
      make_garbage(vm, 1 + rnd(40));
      ok_garbage &= fp_eq(ex_fingerprint(vm), fp0);
      ex_step(vm, tid, 0, 1000000, false, &st);
      ok_order &= fp_eq(ex_fingerprint(vm), fp1);
      ex_restore(vm, s);
      ex_step(vm, tid, 0, 1000000, false, &st);
      ok_det &= fp_eq(ex_fingerprint(vm), fp1);
      ex_state_free(s);
      states++;
    }
    ok_frozen &= frozen_sound(pairs, npairs);
    ex_close(vm);
  }
  free(pairs);
  check(ok_restore, "%s: fingerprint(restore(save(s))) == fingerprint(s) (%d states)", name,
        states);
  check(ok_det, "%s: the same transition from the same state gives the same fingerprint", name);
  check(ok_garbage, "%s: unreachable objects do not change the fingerprint", name);
  check(ok_order, "%s: which handles new objects get does not change the fingerprint", name);
  check(ok_deep, "%s: the deep-frozen objects are their root copies, and all they reach", name);
  check(ok_frozen && frozen > 0,
        "%s: states equal with deep-frozen objects named by slot are equal hashed whole "
        "(up to %u objects deep-frozen)",
        name, frozen);
  check(ok_marks, "%s: the shared-object analysis marks the same passing over deep-frozen objects",
        name);
}

/* ---- strategies on the initial branching state of a program ---- */

/* Run the program's first transitions alone until two threads are enabled;
 * then ask every strategy for its choices there. */
static void test_strategies(const VMOptions *vo, const char *name) {
  CheckOptions o = {.vm = *vo, .main_class = name, .memory = 1 << 24, .step_limit = 1000000};
  for (const Strategy *const *p = chk_strategies; *p; p++) {
    o.por = *p;
    Search s;
    int status;
    if (!srch_open(&s, &o, &status)) {
      check(false, "%s: cannot start", name);
      free(s.host_error);
      return;
    }
    VM *vm = srch_vm(&s);
    uint32_t en[64], n = 0;
    for (int k = 0; k < 10000 && ex_status(vm) == EX_RUNNING; k++) {
      n = ex_enabled(vm, en);
      if (n >= 2) break;
      ExStep st;
      ex_step(vm, en[0], 0, 1000000, false, &st);
    }
    if (n < 2) {
      check(false, "%s: never two threads enabled", name);
      srch_close(&s);
      return;
    }
    ChoiceList cl = {0};
    void *level = (*p)->level_size ? calloc(1, (*p)->level_size) : NULL;
    bool irreducible = (*p)->expand(&s, s.strat_data, level, en, n, &cl);
    uint32_t invisible = 0;
    for (uint32_t i = 0; i < n; i++) {
      Action a;
      invisible += srch_classify(&s, en[i], &a) == NEXT_INVISIBLE;
    }
    if (!strcmp((*p)->name, "none"))
      check(irreducible && cl.n == n, "%s: none explores all %u enabled threads", name, n);
    else if (!strcmp((*p)->name, "spor"))
      check(invisible ? (!irreducible && cl.n == 1) : (irreducible && cl.n == n),
            "%s: spor's safe set is one invisible thread, or every thread (%u invisible, got %u)",
            name, invisible, cl.n);
    else
      check(cl.n >= 1 && cl.n <= n, "%s: %s explores between 1 and %u threads (%u)", name,
            (*p)->name, n, cl.n);
    free(cl.v);
    /* a stateless strategy's level stands alone (no graph, no path of its
     * own to look at): it can free what expand gave it */
    if ((*p)->flags & STRAT_STATELESS && (*p)->backtrack) (*p)->backtrack(&s, s.strat_data, level);
    free(level);
    srch_close(&s);
  }
}

/* The program's VM, booted for exploration; NULL (a failed check) when it
 * cannot start. */
static VM *open_program(const VMOptions *vo, const char *name) {
  int status;
  VM *vm = ex_open(vo, name, 0, NULL, &status);
  if (!status) return vm;
  check(false, "%s: cannot start (status %d)", name, status);
  ex_close(vm);
  return NULL;
}

/* A random walk keeping, at each level, a snapshot that shares what did not
 * change with the one before (ex_save(vm, true)) and one that copies
 * everything; now and then it goes back to a random level through the
 * shared one (a restore by write stamps), or steps again from where it came
 * back, and compares the heap with the whole copy. */
static void stamped_walk(const VMOptions *vo, const char *name, int steps) {
  VM *vm = open_program(vo, name);
  if (!vm) return;
  enum { MAX_LEVELS = 48 };
  VMState *shared[MAX_LEVELS], *whole[MAX_LEVELS];
  uint32_t depth = 0;
  int restores = 0;
  bool ok = true;
  for (int k = 0; k < steps && ok; k++) {
    if (ex_status(vm) != EX_RUNNING && !depth) break;
    bool back = !depth ? false : ex_status(vm) != EX_RUNNING || depth == MAX_LEVELS || !rnd(5);
    if (back) {
      uint32_t to = rnd(depth);
      while (depth > to + 1) {
        depth--;
        ex_state_free(shared[depth]);
        ex_state_free(whole[depth]);
      }
      ex_restore(vm, shared[to]);
      ok &= state_matches(vm, whole[to]);
      restores++;
      continue;
    }
    whole[depth] = ex_save(vm, false);
    shared[depth] = ex_save(vm, true);
    depth++;
    uint32_t en[ex_nthreads(vm)];
    uint32_t n = ex_enabled(vm, en);
    if (!n) continue;
    ExStep st;
    ex_step(vm, en[rnd(n)], 0, 1000000, false, &st);
    if (rnd(3) == 0) ex_collect_garbage(vm);
  }
  while (depth--) {
    ex_state_free(shared[depth]);
    ex_state_free(whole[depth]);
  }
  ex_close(vm);
  check(ok && restores >= steps / 10,
        "%s: restores by write stamps from shared snapshots give the whole copies' heaps (%d "
        "restores)",
        name, restores);
}

/* Overwrite every dead local of every frame (TM_TOP in the type map at the
 * frame's pc) with garbage; how many were overwritten. */
static int scramble_dead_locals(VM *vm) {
  int n = 0;
  for (uint32_t i = 0; i < vm->nthreads; i++) {
    JThread *t = vm->threads[i];
    for (uint32_t k = 0; k < t->nframes; k++) {
      Frame *f = &t->frames[k];
      if (!f->m->code) continue;
      const TypeMap *tm = tmap_get(vm, f->m);
      if (tm->depth[f->pc] < 0) continue;
      const uint8_t *lt = tmap_locals(tm, f->pc);
      for (uint32_t j = 0; j < f->m->max_locals; j++)
        if (lt[j] == TM_TOP) {
          f->locals[j].raw = 0x5a5a5a5a00000000ull | rnd(1u << 30); /* no valid reference */
          n++;
        }
    }
  }
  return n;
}

/* From states of a random walk: k random steps, then the same steps again
 * from the state with its dead locals overwritten; the fingerprints after
 * each step must agree.  A local called dead that is read would differ (or
 * crash the VM). */
static void dead_locals_walk(const VMOptions *vo, const char *name, int probes) {
  VM *vm = open_program(vo, name);
  if (!vm) return;
  bool ok = true;
  int scrambled = 0, compared = 0;
  for (int p = 0; p < probes && ok && ex_status(vm) == EX_RUNNING; p++) {
    VMState *s = ex_save(vm, true);
    uint32_t seq[8], k = 0;
    Fingerprint fp[8];
    for (; k < 8 && ex_status(vm) == EX_RUNNING; k++) {
      uint32_t en[ex_nthreads(vm)];
      uint32_t n = ex_enabled(vm, en);
      if (!n) break;
      ExStep st;
      seq[k] = en[rnd(n)];
      ex_step(vm, seq[k], 0, 1000000, false, &st);
      fp[k] = ex_fingerprint(vm);
    }
    ex_restore(vm, s);
    scrambled += scramble_dead_locals(vm);
    for (uint32_t i = 0; i < k && ok; i++) {
      ExStep st;
      ex_step(vm, seq[i], 0, 1000000, false, &st);
      ok &= fp_eq(fp[i], ex_fingerprint(vm));
      compared++;
    }
    /* go on from one step past the probe, unscrambled */
    ex_restore(vm, s);
    ex_state_free(s);
    uint32_t en[ex_nthreads(vm)];
    uint32_t n = ex_enabled(vm, en);
    if (!n) break;
    ExStep st;
    ex_step(vm, en[rnd(n)], 0, 1000000, false, &st);
  }
  ex_close(vm);
  check(ok && scrambled > 0,
        "%s: overwriting dead locals changes no state that follows (%d overwritten, %d steps "
        "compared)",
        name, scrambled, compared);
}

/* Shorter walks under the sanitizers, whose build checks every restore too. */
#if defined(__SANITIZE_ADDRESS__)
enum { WALK_STEPS = 1600 };
#else
enum { WALK_STEPS = 3200 };
#endif

/* ---- a thread alone for good passes its accesses ---- */

typedef struct AskCount {
  uint64_t asked;
} AskCount;

/* vis_visible's rule for a thread alone for good: nothing it does is
 * visible, starting a thread included (which ends its being alone) */
static bool alone_rule(void *data, VM *vm, const Action *a) {
  ((AskCount *)data)->asked++;
  return !(ex_first_alone(vm, a->tid) || ex_joined_all(vm, a->tid));
}

static bool same_step(const ExStep *x, const ExStep *y) {
  if (x->end != y->end || x->nlog != y->nlog || x->nfirst != y->nfirst || x->nruns != y->nruns)
    return false;
  for (uint32_t i = 0; i < x->nlog; i++) {
    const Action *a = &x->log[i], *b = &y->log[i];
    /* two VMs: methods and fields compare by name and slot, not address */
    if (a->kind != b->kind || a->tid != b->tid || a->oid != b->oid ||
        act_field_key(a->field) != act_field_key(b->field) || a->index != b->index ||
        !a->m != !b->m || a->pc != b->pc ||
        (a->m && (strcmp(a->m->name, b->m->name) || strcmp(a->m->cls->name, b->m->cls->name))))
      return false;
  }
  return true;
}

/* Two VMs of the program, one stopping at every access and one passing the
 * accesses of a thread alone, take the same random schedule, with the usual
 * step limit or (cut) a small one, which cuts stretches at the same point
 * in both. */
static void test_pass_alone(const VMOptions *vo, const char *name, bool cut) {
  VM *vm[2] = {open_program(vo, name), open_program(vo, name)};
  AskCount asks[2] = {{0}, {0}};
  bool same = vm[0] && vm[1], was_cut = false;
  for (int i = 0; i < 2 && same; i++) {
    ExHost h = {.data = &asks[i], .visible = alone_rule, .alone_accesses_invisible = i == 1};
    ex_set_host(vm[i], &h);
  }
  for (int k = 0; same && k < 3000 && ex_status(vm[0]) == EX_RUNNING; k++) {
    uint32_t en[ex_nthreads(vm[0])];
    uint32_t n = ex_enabled(vm[0], en);
    uint32_t tid = en[rnd(n)];
    uint64_t limit = cut ? 1 + rnd(200) : 1000000;
    ExStep st[2];
    for (int i = 0; i < 2; i++)
      ex_step(vm[i], tid, 0, limit, false, &st[i]);
    same = same_step(&st[0], &st[1]) && fp_eq(ex_fingerprint(vm[0]), ex_fingerprint(vm[1])) &&
           ex_status(vm[0]) == ex_status(vm[1]);
    was_cut |= st[0].end == EX_STEP_LIMIT && st[0].nlog > 0;
  }
  check(same, "%s: passing a lone thread's accesses takes the same steps as stopping at each%s",
        name, cut ? " (small step limits)" : "");
  if (cut)
    check(was_cut, "%s: the small step limits cut some stretch in the middle", name);
  else
    check(asks[1].asked < asks[0].asked, "%s: it passed accesses unasked (asked %llu, not %llu)",
          name, (unsigned long long)asks[1].asked, (unsigned long long)asks[0].asked);
  for (int i = 0; i < 2; i++)
    ex_close(vm[i]);
}

/* ---- shared-object marks carried over a transition's stretches ---- */

/* Random transitions of a strategy (spor, jpf: marks made anew; dl-spor:
 * sticky marks) with --check-probes, which walks again wherever marks were carried
 * and fails the step if a walk says otherwise; the analysis must have been
 * carried some of the time, not all. */
static void test_carried(const VMOptions *vo, const char *name, const char *por) {
  CheckOptions o = {.vm = *vo,
                    .main_class = name,
                    .memory = 1 << 24,
                    .step_limit = 1000000,
                    .check_probes = true,
                    .visibility = VIS_SYNC};
  for (const Strategy *const *p = chk_strategies; *p; p++)
    if (!strcmp((*p)->name, por)) o.por = *p;
  Search s;
  int status;
  if (!srch_open(&s, &o, &status)) {
    check(false, "%s: cannot start %s", name, por);
    free(s.host_error);
    return;
  }
  VM *vm = srch_vm(&s);
  uint64_t stretches = 0, carried = 0;
  bool agree = true;
  for (int k = 0; k < 400 && agree && ex_status(vm) == EX_RUNNING; k++) {
    uint32_t en[ex_nthreads(vm)];
    uint32_t n = ex_enabled(vm, en), tid = en[rnd(n)];
    uint64_t g0 = ex_generation(vm), s0 = ex_shared_generation(vm);
    ExStep st;
    ex_step(vm, tid, 0, 1000000, false, &st);
    agree = st.end != EX_STEP_HOST_ERROR;
    stretches += ex_generation(vm) - g0;
    carried += (ex_generation(vm) - g0) - (ex_shared_generation(vm) - s0);
  }
  check(agree, "%s: %s's carried shared-object marks agree with a walk", name, por);
  check(carried > 0 && carried < stretches,
        "%s: %s's marks stood over some stretches, not all (%llu of %llu)", name, por,
        (unsigned long long)carried, (unsigned long long)stretches);
  srch_close(&s);
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: test_foundations CLASSES PROGRAM...\n");
    return 2;
  }
  const char *jlib = getenv("JPOR_JLIB");
  VMOptions vo = {.classpath = argv[1],
                  .jlib = jlib ? jlib : "jlib.jar",
                  .max_heap = (size_t)1 << 28,
                  .stack_bytes = 1 << 20,
                  .mute = true};
  test_store();
  for (int i = 2; i < argc; i++) {
    walk(&vo, argv[i], 8, 300);
    stamped_walk(&vo, argv[i], WALK_STEPS);
    dead_locals_walk(&vo, argv[i], WALK_STEPS / 8);
    test_strategies(&vo, argv[i]);
    test_pass_alone(&vo, argv[i], false);
    test_pass_alone(&vo, argv[i], true);
    test_carried(&vo, argv[i], "spor");
    test_carried(&vo, argv[i], "jpf");
    test_carried(&vo, argv[i], "dl-spor");
  }
  printf("%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
