#!/usr/bin/env bash
# races_test.sh JPOR CLASSES TMPDIR -- --visibility=sync (the lockset
# analysis, checker/lockset.h) and the race report (checker/race.h):
# verdicts equal to --visibility=shared, fewer states where locks protect
# the data, unprotected locations and races named with both access sites,
# --races=error as a verdict, and replay of a trace written under sync.
set -u
jpor=$1 classes=$2 tmp=$3
mkdir -p "$tmp"
passed=0 failed=0
ok() { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "FAIL $*"; }
run() { # NAME ARGS... -> $out, $status
  local name=$1
  shift
  out=$("$jpor" check "$@" -cp "$classes" "$name" 2>&1)
  status=$?
}
stored() { echo "$out" | sed -n 's/^states: \([0-9]*\) stored.*/\1/p'; }

for prog in RacyContainsList GuardedSizeRace SpinOnPlainFlag LostUpdateFixedSync LostUpdate \
            BrokenDoubleChecked UnsafePublication RWLockCorrect; do
  run "$prog" --visibility=shared
  want=$status
  run "$prog" --visibility=sync
  [ "$status" = "$want" ] && ok || bad "$prog: --visibility=sync exits $status, shared $want"
  echo "$out" | grep -q "ran too long" && bad "$prog: a transition ran too long under sync"
done

# a lock protects everything: no run but the first, fewer states than shared
run LostUpdateFixedSync --visibility=shared
shared_states=$(stored)
run LostUpdateFixedSync --visibility=sync
sync_states=$(stored)
[ "$sync_states" -lt "$shared_states" ] && ok ||
  bad "LostUpdateFixedSync: sync stores $sync_states states, shared $shared_states"
echo "$out" | grep -q "unprotected\|Data races" && bad "LostUpdateFixedSync: reports a race" || ok

# the racy contains: the race with both sites, and what made next a point
run RacyContainsList
echo "$out" | grep -q "RacyContainsList\$Node.next .*: T[0-9] write at RacyContainsList.java:21 add .* and T[0-9] read at RacyContainsList.java:37 contains" &&
  ok || bad "RacyContainsList: race not reported with both sites: $out"
echo "$out" | grep -q "^visibility sync: 2 runs; scheduling points added at 1 unprotected" &&
  ok || bad "RacyContainsList: unprotected location not listed: $out"
run RacyContainsList --races=error
[ "$status" = 1 ] && echo "$out" | grep -q "^Error 1: data race" && ok ||
  bad "RacyContainsList --races=error: exit $status"
run RacyContainsList --races=ignore
echo "$out" | grep -q "Data races" && bad "RacyContainsList --races=ignore still reports" || ok

# the lost update outside the lock: found, and its trace replays
run GuardedSizeRace --visibility=sync --trace="$tmp/size.trace"
echo "$out" | grep -q "GuardedSizeRace.size: .* hold no lock in common" && ok ||
  bad "GuardedSizeRace: size not found unprotected"
grep -q "^visibility sync" "$tmp/size.trace" && grep -q "^schedule " "$tmp/size.trace" && ok ||
  bad "GuardedSizeRace: the trace file lacks the visibility"
rout=$("$jpor" replay -cp "$classes" "$tmp/size.trace" 2>&1)
[ $? = 1 ] && echo "$rout" | grep -q "lost update: size 1" && ok ||
  bad "GuardedSizeRace: replay of the sync trace: $rout"

run GuardedSizeRace --json
echo "$out" | grep -q '"runs":2,"unprotected":\["GuardedSizeRace.size: ' && ok ||
  bad "GuardedSizeRace --json: runs and unprotected locations missing: $out"

# the spinning reader: cut, scheduled, no step-limit error
run SpinOnPlainFlag --visibility=sync
echo "$out" | grep -q "SpinOnPlainFlag.ready: .* in a loop without a scheduling point" && ok ||
  bad "SpinOnPlainFlag: the spin was not found: $out"

for bad_opt in --visibility=all --races=maybe; do
  run LostUpdate "$bad_opt"
  [ "$status" = 2 ] && ok || bad "$bad_opt: exit $status, want 2"
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
