#!/usr/bin/env bash
# timeouts_test.sh JPOR CLASSDIR -- timed waits in the class library and in
# programs' own loops: every one may time out under check, and the clock
# shows that its time has passed (vm/sched.c, jpor.internal.Unsafe.timeLeft).
# Each program in timeouts/ is checked with the default strategy, with spor
# and stateless, and must give the verdict at the top of its source
# ("// verdict: ok|error"); a correct one must be proved (exit 0) stateful:
# a loop of timed waits must reach states it has seen.
set -u
jpor=$1 classes=$2
dir=$(dirname "$0")/timeouts
pass=0 fail=0
for src in "$dir"/*.java; do
  name=$(basename "$src" .java)
  want=$(sed -n 's|^// verdict: *||p' "$src" | head -1)
  skip_stateless=$(grep -c '^// stateless: skip' "$src")
  for mode in default spor stateless; do
    case $mode in
      default) args=() ;;
      spor) args=(--por=spor) ;;
      stateless)
        [ "$skip_stateless" -gt 0 ] && continue
        args=(--stateless --depth=3000 --max-executions=3000) ;;
    esac
    out=$("$jpor" check "${args[@]}" -cp "$classes" "$name" 2>&1)
    status=$?
    case "$want:$status:$mode" in
      ok:0:* | error:1:* | ok:3:stateless)
        echo "PASS $name $mode ($want, exit $status)"
        pass=$((pass + 1)) ;;
      *)
        echo "FAIL $name $mode: expected $want, exit status $status"
        echo "$out" | head -30
        fail=$((fail + 1)) ;;
    esac
  done
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
