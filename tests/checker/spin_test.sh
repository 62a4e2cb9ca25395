#!/bin/bash
# spin_test.sh JPOR CLASSES -- the source-set strategies and dpor-graph
# --stateful find the errors of programs where a thread spins for ever
# unless another runs first (each a verdict program too):
# - the default dl-spor counts a thread whose next step at a state depends
#   on the explored one's as dependent (direct conflicts, sourceset.c),
#   though L_r never shows that thread's step after it (SpinHoldLock: it
#   stays blocked on the lock the spinner holds);
# - dl-jpf expands whole a state whose step of local actions only (a yield)
#   leads into a cycle not all explored (the stack proviso, dlspor.c);
# - the acquire a blocked thread waits to perform counts as an effect of
#   the states it waits in (graph.c): SpinHoldLock2, whose W1 writes y
#   before it wants the lock;
# - dpor-graph --stateful sets the acquire a blocked thread waits to perform
#   against the path at every new node, and keeps it in L_r for the walks
#   from stored states reached again (dporgraph.c, pending_actions and
#   note_disabled): it found neither SpinHoldLock nor SpinHoldLock2, whose
#   spin loop it closed on a stored state before W1's acquire ever ran;
# - a class's initialiser that never ends (spin/ClinitWaitsForGood): the
#   thread that could have initialised it first is tried first too.
JPOR=$1 CLASSES=$2
pass=0 fail=0
for por in dl-spor dl-jpf de-spor "dpor-graph --stateful"; do
  for prog in SpinHoldLock SpinHoldLock2 SpinUnderClassLock SpinWaitPlain; do
    # shellcheck disable=SC2086 # "dpor-graph --stateful" is two options
    out=$("$JPOR" check --por=$por -cp "$CLASSES" "$prog" 2>&1)
    status=$?
    if [ "$status" = 1 ] && grep -q '^Error 1: uncaught exception' <<<"$out"; then
      pass=$((pass + 1))
    else
      fail=$((fail + 1))
      echo "FAIL $prog --por=$por: exit $status, $(grep -m1 -E '^(No errors|Error 1)' <<<"$out")"
    fi
  done
done
# a thread alone spinning for ever (spin/AloneSpinEnds): the stateful searches
# end (a state after 64 reducible levels in a row is stored: search.c
# forced_store); the depth bound only stops a build without it
for por in spor jpf dl-spor dl-jpf de-spor odpor; do
  out=$("$JPOR" check --por="$por" --depth=5000 -cp "$CLASSES" AloneSpinEnds 2>&1)
  status=$?
  if [ "$status" = 0 ] && grep -q '^No errors found' <<<"$out"; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    echo "FAIL AloneSpinEnds --por=$por: exit $status, $(grep -m1 -E '^(No errors|Error 1|limit)' <<<"$out")"
  fi
done
# which thread runs a static initialiser (vm/init.c): W0's waits for good,
# and only if W1 gets to the class first does the program end (done=1)
for por in spor dl-spor dl-jpf de-spor odpor "dpor-graph --stateful"; do
  # shellcheck disable=SC2086 # "dpor-graph --stateful" is two options
  out=$("$JPOR" check --por=$por --final-states --all-errors -cp "$CLASSES" ClinitWaitsForGood 2>&1)
  if grep -q '^  .*ClinitWaitsForGood.done=1' <<<"$out"; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    echo "FAIL ClinitWaitsForGood --por=$por: no final state with done=1"
  fi
done
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
