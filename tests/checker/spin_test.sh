#!/bin/bash
# spin_test.sh JPOR CLASSES -- the source-set strategies find the errors of
# programs where a thread spins for ever unless another runs first (each a
# verdict program too; SpinHoldLock and SpinHoldLock2 stay pending there
# while dpor-graph --stateful misses them):
# - the default dl-spor counts a thread whose next step at a state depends
#   on the explored one's as dependent (direct conflicts, sourceset.c),
#   though L_r never shows that thread's step after it (SpinHoldLock: it
#   stays blocked on the lock the spinner holds);
# - dl-jpf expands whole a state whose step of local actions only (a yield)
#   leads into a cycle not all explored (the stack proviso, dlspor.c);
# - the acquire a blocked thread waits to perform counts as an effect of
#   the states it waits in (graph.c): SpinHoldLock2, whose W1 writes y
#   before it wants the lock.
JPOR=$1 CLASSES=$2
pass=0 fail=0
for por in dl-spor dl-jpf de-spor; do
  for prog in SpinHoldLock SpinHoldLock2 SpinUnderClassLock SpinWaitPlain; do
    out=$("$JPOR" check --por="$por" -cp "$CLASSES" "$prog" 2>&1)
    status=$?
    if [ "$status" = 1 ] && grep -q '^Error 1: uncaught exception' <<<"$out"; then
      pass=$((pass + 1))
    else
      fail=$((fail + 1))
      echo "FAIL $prog --por=$por: exit $status, $(grep -m1 -E '^(No errors|Error 1)' <<<"$out")"
    fi
  done
done
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
