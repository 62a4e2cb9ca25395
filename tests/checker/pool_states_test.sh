#!/bin/bash
# pool_states_test.sh JPOR CLASSES -- the class library's executor does not
# multiply the states of the programs that use it: jlib's ThreadPoolExecutor
# and FutureTask keep their state under a monitor (one acquire where the
# JDK's lock-free code makes a dozen volatile accesses, each a scheduling
# point).  PoolFuturesOk (two tasks, two workers, futures, shutdown) is
# proved by the default strategy in about 35,000 stored states (670,000
# with the lock-free versions); the bound below leaves room for small
# changes, not for that.
JPOR=$1 CLASSES=$2
. "$(dirname "$0")/testlib.sh"
out=$("$JPOR" check -cp "$CLASSES" PoolFuturesOk 2>&1)
check "PoolFuturesOk: no errors" grep -q "^No errors found" <<<"$out"
stored=$(sed -n 's/^states: \([0-9]*\) stored.*/\1/p' <<<"$out")
echo "PoolFuturesOk: ${stored:-?} states stored"
check "PoolFuturesOk: at most 100000 states stored" test "${stored:-999999999}" -le 100000
summary
