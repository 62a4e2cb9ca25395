/* exrun.h -- the VM's side of an exploration (vm/explore.c): what the
 * explorer keeps per VM, and what the natives ask of it.  Not for the checker. */
#ifndef JPOR_EXRUN_H
#define JPOR_EXRUN_H

#include "vm/explore.h"
#include "vm/vm.h"

typedef struct ExRun {
  ExHost host;
  int32_t choice;      /* Verify.getInt returns lo + choice in this transition */
  bool assume_failed;  /* Verify.assume(false) in this transition */
  bool terminate;      /* Verify.terminateSearch in this transition */
  char *store_trace;   /* Verify.storeTrace's file in this transition ("": none given) */
  uint64_t generation; /* bumped whenever the state may change */
  /* Bumped with generation, but not after a stretch of a transition that
   * changed no reference in the heap (ex_shared_generation). */
  uint64_t shared_generation;
  /* this transition used what a restore does not bring back (Verify's
   * counters, values and bit sets; the natives of untracked tables, which
   * reach files): run again from the same state, it may reach another */
  bool outside;
  Action *log;         /* the actions of the current transition */
  uint32_t nlog, cap;
  /* ex_next_action's answers in the state they were asked in: a strategy
   * and the race check ask for each thread's next action several times a
   * state.  peek_serial moves on whenever the state may have changed (with
   * generation, and as a transition ends); peek[tid].at is the serial an
   * answer is for, plus one (0: none). */
  uint64_t peek_serial;
  struct PeekAnswer {
    Action a;
    uint64_t at;
    bool ok;
  } * peek;
  uint32_t peek_cap;
} ExRun;

/* The value index of the choice the running transition makes (0 under run):
 * a Verify data choice, or which waiter a notify wakes.  Only the
 * transition's first action chooses; whatever asks later gets 0. */
static inline int32_t ex_take_choice(VM *vm) {
  if (!vm->ex) return 0;
  int32_t v = vm->ex->choice;
  vm->ex->choice = 0;
  return v;
}
/* The running transition uses what restores leave alone (ExRun.outside). */
static inline void ex_note_outside(VM *vm) {
  if (vm->ex) vm->ex->outside = true;
}
/* Verify.assume(false): the explorer cuts the path; a run ends. */
static inline void ex_note_assume_failed(VM *vm) {
  if (vm->ex) vm->ex->assume_failed = true;
}
/* Verify.terminateSearch: the checker ends its search; a run goes on. */
static inline bool ex_note_terminate(VM *vm) {
  if (vm->ex) vm->ex->terminate = true;
  return vm->ex != NULL;
}
#endif
