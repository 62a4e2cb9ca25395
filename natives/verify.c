/* verify.c -- jpor.Verify and gov.nasa.jpf.vm.Verify: data choices and search
 * control for model checking (the API of Java PathFinder's Verify, so its test
 * programs run unchanged).  Under `jpor check` a choice is a branching point of
 * the search; under `jpor run` getInt/getBoolean return their smallest value. */
#include <stdlib.h>
#include <string.h>

#include "natives/natives.h"
#include "vm/actemit.h"
#include "vm/exception.h"
#include "vm/exrun.h"
#include "vm/heap.h"
#include "vm/state.h"

static int Verify_getInt(VM *vm, JThread *t, Value *args, Value *ret) {
  int32_t lo = args[0].i, hi = args[1].i;
  if (lo > hi)
    return exc_throw_new(vm, t, "java/lang/IllegalArgumentException", "min > max"), NAT_THROW;
  RET_I(lo + ex_take_choice(vm));
  Value v = *ret;
  act_emit(vm, t, ACT_CHOICE, 0, NULL, -1, &v, TY_INT);
  return NAT_OK;
}

/* jpor.Verify.randomIsChoice(): under check --enumerate-random, jlib's
 * java.util.Random draws by data choices instead of its sequence. */
static int Verify_randomIsChoice(VM *vm, JThread *t, Value *args, Value *ret) {
  RET_I(vm->opt.enumerate_random);
  return NAT_OK;
}

static int Verify_getBoolean(VM *vm, JThread *t, Value *args, Value *ret) {
  RET_I(ex_take_choice(vm) != 0);
  Value v = *ret;
  act_emit(vm, t, ACT_CHOICE, 0, NULL, -1, &v, TY_BOOLEAN);
  return NAT_OK;
}

/* assume(false) (ignoreIf(true)) drops the path.  Under check that is a
 * scheduling point whose action conflicts with every other thread's, as
 * beginAtomic's: as a thread-local step it ran inside the step before, and
 * the path ended there before any other thread ran after it -- a racy read
 * it depends on never met the write that makes it pass (the lockset of
 * --visibility=sync never saw the race, no reduced strategy ran the writer
 * first: VerifyIgnoreIfHidesRace). */
static int Verify_assume(VM *vm, JThread *t, Value *args, Value *ret) {
  if (!args[0].i) {
    act_emit(vm, t, ACT_SLEEP, 0, NULL, ACT_INDEX_ANY, NULL, 0);
    ex_note_assume_failed(vm); /* the checker drops this path; a run just ends */
    vm->exiting = true;        /* stop the thread here (a state restore clears it) */
  }
  return NAT_OK;
}

/* beginAtomic: no other thread runs until endAtomic.  Under check it is a
 * scheduling point whose action conflicts with every other thread's
 * (ACT_INDEX_ANY): as a thread-local step it ran inside the step before,
 * which was taken to commute with everything, and no other thread could
 * then run before the block. */
static int Verify_beginAtomic(VM *vm, JThread *t, Value *args, Value *ret) {
  act_emit(vm, t, ACT_SLEEP, 0, NULL, ACT_INDEX_ANY, NULL, 0);
  vm->atomic_tid = (int32_t)t->id;
  return NAT_OK;
}

static int Verify_endAtomic(VM *vm, JThread *t, Value *args, Value *ret) {
  vm->atomic_tid = -1;
  return NAT_OK;
}

/* Verify.terminateSearch: under check the search ends here (the thread stops
 * at once, as after a failed assume); under run it is nothing, as on a JVM
 * without JPF. */
static int Verify_terminateSearch(VM *vm, JThread *t, Value *args, Value *ret) {
  if (ex_note_terminate(vm)) vm->exiting = true;
  return NAT_OK;
}

/* Verify.storeTrace(file, comment): under check the path to here is written
 * to file as a trace for jpor replay (no file: the report shows the path). */
static int Verify_storeTrace(VM *vm, JThread *t, Value *args, Value *ret) {
  if (!vm->ex) return NAT_OK;
  char *file = args[0].r ? str_to_utf8(vm, args[0].r) : strdup("");
  if (!file) return exc_oom(vm, t), NAT_THROW;
  free(vm->ex->store_trace);
  vm->ex->store_trace = file;
  return NAT_OK;
}

/* Verify.printPathOutput: JPF prints the output of the path so far.  jpor
 * keeps no output per path (check mutes the program; --show-output shows it
 * as it comes, and jpor replay shows a trace's): nothing to do. */
static int Verify_printPathOutput(VM *vm, JThread *t, Value *args, Value *ret) { return NAT_OK; }

/* JPF's counters live outside the program's state: a search does not restore them when it
 * backtracks, so they count over every path explored (how often a point was reached). */
static int32_t *counter(VM *vm, JThread *t, int32_t id) {
  ex_note_outside(vm); /* counters are not part of the state (JPF) */
  if (id < 0)
    return exc_throw_new(vm, t, "java/lang/IllegalArgumentException", "counter id < 0"), NULL;
  if ((uint32_t)id >= vm->ncounters) {
    uint32_t n = (uint32_t)id + 16;
    int32_t *c = realloc(vm->counters, n * sizeof *c);
    if (!c) return exc_oom(vm, t), NULL;
    memset(c + vm->ncounters, 0, (n - vm->ncounters) * sizeof *c);
    vm->counters = c;
    vm->ncounters = n;
  }
  return &vm->counters[id];
}

static int Verify_getCounter(VM *vm, JThread *t, Value *args, Value *ret) {
  int32_t *c = counter(vm, t, args[0].i);
  if (!c) return NAT_THROW;
  RET_I(*c);
  return NAT_OK;
}

static int Verify_setCounter(VM *vm, JThread *t, Value *args, Value *ret) {
  int32_t *c = counter(vm, t, args[0].i);
  if (!c) return NAT_THROW;
  *c = args[1].i;
  return NAT_OK;
}

static int Verify_incrementCounter(VM *vm, JThread *t, Value *args, Value *ret) {
  int32_t *c = counter(vm, t, args[0].i);
  if (!c) return NAT_THROW;
  RET_I(++*c);
  return NAT_OK;
}

/* Verify.putValue/getValue and the bit sets: outside the program's state as
 * the counters, so what one path put there another path reads (JPF). */
typedef struct VerifyStore {
  char **keys;
  int32_t *values;
  uint32_t nvalues, values_cap;
  uint64_t **bits; /* bits[id]: the bit set id, words[id] words of it */
  uint32_t *words;
  uint32_t nbitsets;
} VerifyStore;

void nat_verify_free(VM *vm) {
  VerifyStore *s = vm->verify_store;
  if (!s) return;
  for (uint32_t i = 0; i < s->nvalues; i++)
    free(s->keys[i]);
  for (uint32_t i = 0; i < s->nbitsets; i++)
    free(s->bits[i]);
  free(s->keys);
  free(s->values);
  free(s->bits);
  free(s->words);
  free(s);
  vm->verify_store = NULL;
}

static VerifyStore *verify_store(VM *vm, JThread *t) {
  ex_note_outside(vm);
  if (!vm->verify_store && !(vm->verify_store = calloc(1, sizeof(VerifyStore)))) exc_oom(vm, t);
  return vm->verify_store;
}

/* The index of key in the store's values, or -1. */
static int64_t value_index(const VerifyStore *s, const char *key) {
  for (uint32_t i = 0; i < s->nvalues; i++)
    if (!strcmp(s->keys[i], key)) return i;
  return -1;
}

/* Verify's key str as UTF-8 (the caller frees it), its store and its index
 * there (-1: absent); NULL with an exception thrown. */
static char *value_key(VM *vm, JThread *t, Ref str, VerifyStore **s, int64_t *i) {
  if (!str) return exc_throw_new(vm, t, "java/lang/NullPointerException", NULL), NULL;
  if (!(*s = verify_store(vm, t))) return NULL;
  char *key = str_to_utf8(vm, str);
  if (!key) return exc_oom(vm, t), NULL;
  *i = value_index(*s, key);
  return key;
}

static int Verify_getValue(VM *vm, JThread *t, Value *args, Value *ret) {
  VerifyStore *s;
  int64_t i;
  char *key = value_key(vm, t, args[0].r, &s, &i);
  if (!key) return NAT_THROW;
  free(key);
  RET_I(i < 0 ? -1 : s->values[i]); /* Verify.NO_VALUE */
  return NAT_OK;
}

static int Verify_putValue(VM *vm, JThread *t, Value *args, Value *ret) {
  VerifyStore *s;
  int64_t i;
  char *key = value_key(vm, t, args[0].r, &s, &i);
  if (!key) return NAT_THROW;
  if (i >= 0) {
    free(key);
    s->values[i] = args[1].i;
    return NAT_OK;
  }
  if (s->nvalues == s->values_cap) {
    uint32_t n = s->values_cap ? s->values_cap * 2 : 8;
    char **k = realloc(s->keys, n * sizeof *k);
    if (k) s->keys = k;
    int32_t *v = k ? realloc(s->values, n * sizeof *v) : NULL;
    if (!v) return free(key), exc_oom(vm, t), NAT_THROW;
    s->values = v;
    s->values_cap = n;
  }
  s->keys[s->nvalues] = key;
  s->values[s->nvalues++] = args[1].i;
  return NAT_OK;
}

/* The word of bit set id that holds bit, grown to hold it; NULL with an exception. */
static uint64_t *bit_word(VM *vm, JThread *t, int32_t id, int32_t bit) {
  if (id < 0 || bit < 0) {
    exc_throw_new(vm, t, "java/lang/IndexOutOfBoundsException",
                  id < 0 ? "bit set id < 0" : "bit < 0");
    return NULL;
  }
  VerifyStore *s = verify_store(vm, t);
  if (!s) return NULL;
  if ((uint32_t)id >= s->nbitsets) {
    uint32_t n = (uint32_t)id + 8;
    uint64_t **b = realloc(s->bits, n * sizeof *b);
    if (b) s->bits = b;
    uint32_t *w = b ? realloc(s->words, n * sizeof *w) : NULL;
    if (!w) return exc_oom(vm, t), NULL;
    s->words = w;
    for (uint32_t i = s->nbitsets; i < n; i++)
      s->bits[i] = NULL, s->words[i] = 0;
    s->nbitsets = n;
  }
  uint32_t need = (uint32_t)bit / 64 + 1;
  if (need > s->words[id]) {
    uint64_t *w = realloc(s->bits[id], need * sizeof *w);
    if (!w) return exc_oom(vm, t), NULL;
    memset(w + s->words[id], 0, (need - s->words[id]) * sizeof *w);
    s->bits[id] = w;
    s->words[id] = need;
  }
  return &s->bits[id][bit / 64];
}

static int Verify_setBitInBitSet(VM *vm, JThread *t, Value *args, Value *ret) {
  uint64_t *w = bit_word(vm, t, args[0].i, args[1].i);
  if (!w) return NAT_THROW;
  uint64_t m = (uint64_t)1 << (args[1].i % 64);
  *w = args[2].i ? *w | m : *w & ~m;
  return NAT_OK;
}

static int Verify_getBitInBitSet(VM *vm, JThread *t, Value *args, Value *ret) {
  uint64_t *w = bit_word(vm, t, args[0].i, args[1].i);
  if (!w) return NAT_THROW;
  RET_I((*w >> (args[1].i % 64)) & 1);
  return NAT_OK;
}

/* Verify.isShared(o): can another thread than the caller reach o (the
 * shared-object analysis the checker's scheduling points come from)?  false
 * for null, and under `jpor run`, where no analysis runs. */
static int Verify_isShared(VM *vm, JThread *t, Value *args, Value *ret) {
  Ref o = args[0].r;
  if (!vm->ex || !o) {
    RET_I(0);
    return NAT_OK;
  }
  uint8_t *marks = calloc(vm->heap.count, 1);
  if (!marks) return exc_oom(vm, t), NAT_THROW;
  state_shared_objects_whole(vm, marks, false);
  RET_I(o < vm->heap.count && marks[o]);
  free(marks);
  return NAT_OK;
}

/* Verify.isRunningInJPF: true under the checker, false under `jpor run` (as on a plain JVM). */
static int Verify_isRunningInJPF(VM *vm, JThread *t, Value *args, Value *ret) {
  RET_I(vm->ex != NULL);
  return NAT_OK;
}

#define VERIFY_ENTRIES(c)                                                                          \
  {c, "getInt", "(II)I", Verify_getInt, NAT_ACT(ACT_CHOICE)},                                      \
      {c, "getBoolean", "()Z", Verify_getBoolean, NAT_ACT(ACT_CHOICE)},                            \
      {c, "assume", "(Z)V", Verify_assume, NAT_ACT(ACT_LOCAL)},                                    \
      {c, "beginAtomic", "()V", Verify_beginAtomic, NAT_ACT(ACT_SLEEP)},                           \
      {c, "endAtomic", "()V", Verify_endAtomic, NAT_ACT(ACT_LOCAL)},                               \
      {c, "getCounter", "(I)I", Verify_getCounter}, {c, "setCounter", "(II)V", Verify_setCounter}, \
      {c, "incrementCounter", "(I)I", Verify_incrementCounter},                                    \
      {c, "isRunningInJPF", "()Z", Verify_isRunningInJPF},                                         \
      {c, "getValue", "(Ljava/lang/String;)I", Verify_getValue},                                   \
      {c, "putValue", "(Ljava/lang/String;I)V", Verify_putValue},                                  \
      {c, "setBitInBitSet", "(IIZ)V", Verify_setBitInBitSet},                                      \
      {c, "getBitInBitSet", "(II)Z", Verify_getBitInBitSet},                                       \
      {c, "isShared", "(Ljava/lang/Object;)Z", Verify_isShared},                                   \
      {c, "terminateSearch", "()V", Verify_terminateSearch, NAT_ACT(ACT_LOCAL)},                   \
      {c, "storeTrace", "(Ljava/lang/String;Ljava/lang/String;)V", Verify_storeTrace},             \
      {c, "printPathOutput", "(Ljava/lang/String;)V", Verify_printPathOutput}, {                   \
    c, "printPathOutput", "(ZLjava/lang/String;)V", Verify_printPathOutput                         \
  }

const NativeEntry nat_verify[] = {VERIFY_ENTRIES("jpor/Verify"),
                                  {"jpor/Verify", "randomIsChoice", "()Z", Verify_randomIsChoice},
                                  VERIFY_ENTRIES("gov/nasa/jpf/vm/Verify"),
                                  {NULL, NULL, NULL, NULL, NAT_PLAIN}};
