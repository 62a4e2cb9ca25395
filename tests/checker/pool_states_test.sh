#!/bin/bash
# pool_states_test.sh JPOR CLASSES -- the class library's synchronizers do
# not multiply the states of the programs that use them: jlib's
# ThreadPoolExecutor, FutureTask, Semaphore and CountDownLatch keep their
# state under a monitor (one acquire where the JDK's lock-free code makes a
# dozen volatile accesses, each a scheduling point).  The default strategy
# proves PoolFuturesOk (two tasks, two workers, futures, shutdown) in about
# 35,000 stored states (670,000 with the lock-free versions) and
# LatchSemaphoreOk in about 1,100 (5,700); the bounds leave room for small
# changes, not for those.
JPOR=$1 CLASSES=$2
. "$(dirname "$0")/testlib.sh"
bounded() { # PROGRAM MAX_STATES
  local out stored
  out=$("$JPOR" check -cp "$CLASSES" "$1" 2>&1)
  check "$1: no errors" grep -q "^No errors found" <<<"$out"
  stored=$(sed -n 's/^states: \([0-9]*\) stored.*/\1/p' <<<"$out")
  echo "$1: ${stored:-?} states stored"
  check "$1: at most $2 states stored" test "${stored:-999999999}" -le "$2"
}
bounded PoolFuturesOk 100000
bounded LatchSemaphoreOk 2500
summary
