#!/usr/bin/env bash
# portfolio_test.sh JPOR CLASSES -- --portfolio runs several configurations in
# parallel processes: the verdict is right, the report names the configuration
# that answered and gives every configuration's statistics.
set -u
jpor=$1 classes=$2
passed=0 failed=0
check() { # NAME N WANT_STATUS
  local out status lines
  out=$("$jpor" check --portfolio="$2" -cp "$classes" "$1" 2>&1)
  status=$?
  lines=$(echo "$out" | grep -c '^  --por=')
  if [ "$status" = "$3" ] && echo "$out" | grep -q '^portfolio: .* answered by --por=' &&
     [ "$lines" = "$2" ] && echo "$out" | grep -q '<- answered'; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL $1 --portfolio=$2: exit $status (want $3)"
    echo "$out" | tail -12
  fi
}
check LostUpdate 2 1
check RWLockCorrect 2 0
check BufferNotify 4 1
check BufferNotifyAll 3 0
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
