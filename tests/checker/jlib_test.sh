#!/bin/bash
# jlib_test.sh JPOR CLASSES -- jlib's concurrent classes under the unreduced
# search: what the JDK's never reach, no final state of jlib's reaches.
# - jlib/ChmInitRace: two threads putting into a new ConcurrentHashMap
#   leave it with its first table (threshold 12), as the JDK's; jlib's
#   doubled it when a thread saw the new table before its threshold.
JPOR=$1 CLASSES=$2
pass=0 fail=0
out=$("$JPOR" check --por=none --final-states -cp "$CLASSES" ChmInitRace 2>&1)
status=$?
finals=$(grep -c '^  ChmInitRace\.' <<<"$out")
first=$(grep -c '^  ChmInitRace\..*sizeCtl=12[,}]' <<<"$out")
if [ "$status" = 0 ] && [ "$finals" -gt 0 ] && [ "$finals" = "$first" ]; then
  pass=$((pass + 1))
else
  fail=$((fail + 1))
  echo "FAIL: ChmInitRace (exit $status): $((finals - first)) of $finals final states grew the table"
  grep '^  ChmInitRace\.' <<<"$out" | grep -v 'sizeCtl=12[,}]' | head -3
fi
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
