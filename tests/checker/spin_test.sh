#!/bin/bash
# spin_test.sh JPOR CLASSES -- the default strategy (dl-spor) finds the errors
# of programs where a thread spins for ever unless another runs first: it
# counts a thread whose next step at a state depends on the explored one's
# as dependent (direct conflicts, sourceset.c), though L_r never shows that
# thread's step after it (SpinHoldLock: it stays blocked on the lock the
# spinner holds).  dl-jpf still misses them (pending tests of the programs).
JPOR=$1 CLASSES=$2
pass=0 fail=0
for prog in SpinHoldLock SpinUnderClassLock SpinWaitPlain; do
  out=$("$JPOR" check -cp "$CLASSES" "$prog" 2>&1)
  status=$?
  if [ "$status" = 1 ] && grep -q '^Error 1: uncaught exception' <<<"$out"; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    echo "FAIL $prog: exit $status, $(grep -m1 -E '^(No errors|Error 1)' <<<"$out")"
  fi
done
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
