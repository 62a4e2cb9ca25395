/* verify.c -- jpor.Verify and gov.nasa.jpf.vm.Verify: data choices and search
 * control for model checking (the API of Java PathFinder's Verify, so its test
 * programs run unchanged).  Under `jpor check` a choice is a branching point of
 * the search; under `jpor run` getInt/getBoolean return their smallest value. */
#include "natives/natives.h"
#include "vm/actemit.h"
#include "vm/exception.h"
#include "vm/exrun.h"

static int Verify_getInt(VM *vm, JThread *t, Value *args, Value *ret) {
  int32_t lo = args[0].i, hi = args[1].i;
  if (lo > hi) return exc_throw_new(vm, t, "java/lang/IllegalArgumentException", "min > max"), NAT_THROW;
  RET_I(lo + ex_take_choice(vm));
  Value v = *ret;
  act_emit(vm, t, ACT_CHOICE, 0, NULL, -1, &v, TY_INT);
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

#define VERIFY_ENTRIES(c)                                                                          \
  {c, "getInt", "(II)I", Verify_getInt, NAT_ACT(ACT_CHOICE)}, {c, "getBoolean", "()Z", Verify_getBoolean, NAT_ACT(ACT_CHOICE)},  \
      {c, "assume", "(Z)V", Verify_assume, NAT_ACT(ACT_LOCAL)}, {c, "beginAtomic", "()V", Verify_beginAtomic, NAT_ACT(ACT_LOCAL)}, \
      {c, "endAtomic", "()V", Verify_endAtomic, NAT_ACT(ACT_LOCAL)}

const NativeEntry nat_verify[] = {VERIFY_ENTRIES("jpor/Verify"), VERIFY_ENTRIES("gov/nasa/jpf/vm/Verify"),
                                  {NULL, NULL, NULL, NULL, NAT_PLAIN}};
