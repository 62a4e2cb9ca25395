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

static int Verify_assume(VM *vm, JThread *t, Value *args, Value *ret) {
  if (!args[0].i) {
    ex_note_assume_failed(vm); /* the checker drops this path; a run just ends */
    vm->exiting = true;        /* stop the thread here (a state restore clears it) */
  }
  return NAT_OK;
}

static int Verify_beginAtomic(VM *vm, JThread *t, Value *args, Value *ret) {
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

/* Verify.isRunningInJPF: true under the checker, false under `jpor run` (as on a plain JVM). */
static int Verify_isRunningInJPF(VM *vm, JThread *t, Value *args, Value *ret) {
  RET_I(vm->ex != NULL);
  return NAT_OK;
}

#define VERIFY_ENTRIES(c)                                                                          \
  {c, "getInt", "(II)I", Verify_getInt, NAT_ACT(ACT_CHOICE)},                                      \
      {c, "getBoolean", "()Z", Verify_getBoolean, NAT_ACT(ACT_CHOICE)},                            \
      {c, "assume", "(Z)V", Verify_assume, NAT_ACT(ACT_LOCAL)},                                    \
      {c, "beginAtomic", "()V", Verify_beginAtomic, NAT_ACT(ACT_LOCAL)},                           \
      {c, "endAtomic", "()V", Verify_endAtomic, NAT_ACT(ACT_LOCAL)},                               \
      {c, "getCounter", "(I)I", Verify_getCounter}, {c, "setCounter", "(II)V", Verify_setCounter}, \
      {c, "incrementCounter", "(I)I", Verify_incrementCounter},                                    \
      {c, "isRunningInJPF", "()Z", Verify_isRunningInJPF},                                         \
      {c, "terminateSearch", "()V", Verify_terminateSearch, NAT_ACT(ACT_LOCAL)},                   \
      {c, "storeTrace", "(Ljava/lang/String;Ljava/lang/String;)V", Verify_storeTrace},             \
      {c, "printPathOutput", "(Ljava/lang/String;)V", Verify_printPathOutput}, {                   \
    c, "printPathOutput", "(ZLjava/lang/String;)V", Verify_printPathOutput                         \
  }

const NativeEntry nat_verify[] = {VERIFY_ENTRIES("jpor/Verify"),
                                  {"jpor/Verify", "randomIsChoice", "()Z", Verify_randomIsChoice},
                                  VERIFY_ENTRIES("gov/nasa/jpf/vm/Verify"),
                                  {NULL, NULL, NULL, NULL, NAT_PLAIN}};
