#!/usr/bin/env bash
# figures_test.sh JPOR CLASSES -- the paper's Figure 3 and Figure 4 examples
# (tests/checker/figures/) explore, at the state where every thread stands
# before its first action, the sets the figures show: with --por-log the
# source-set strategies print each irreducible state's sets when it is left,
# and the first state with the figure's threads all enabled is the figure's s.
# The figures assume every shared access visible: --visibility=shared.
set -u
jpor=$1 classes=$2
passed=0 failed=0
expect() { # NAME POR SAFE WANT
  local got
  got=$("$jpor" check --por="$2" --por-log --visibility=shared -cp "$classes" "$1" | grep "^por: .* safe $3 " | tail -1 |
        sed 's/^por: state [0-9]* (depth [0-9]*) //')
  if [ "$got" = "$4" ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL $1 --por=$2: got '$got', want '$4'"
  fi
}
for por in dl-spor de-spor; do  # (the -jpf variants branch before the first actions too)
  expect Figure3 "$por" '{1,2,3}' 'safe {1,2,3} done {1,2} backtrack {1,2} current 1:{1,2,3} 2:{2}'
  expect Figure4 "$por" '{1,2,3,4,5}' \
    'safe {1,2,3,4,5} done {1,2,3,4} backtrack {1,2,3,4} current 1:{1,2,3,4,5} 2:{2,3} 3:{3,4} 4:{2,3,4}'
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
