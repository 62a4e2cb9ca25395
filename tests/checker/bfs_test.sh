#!/usr/bin/env bash
# bfs_test.sh JPOR CLASSES -- --search=bfs: the first error has a shortest
# path where depth first never ends, a state space searched level by level
# within --memory, and the options it refuses.  (Its verdicts on every
# program of progs/ run in the checker.NAME.rest tests.)
set -u
jpor=$1 classes=$2
pass=0 fail=0
check() { # check DESCRIPTION COMMAND...
  local what=$1
  shift
  if "$@" > /dev/null 2>&1; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $what"; fi
}

for por in spor jpf none; do
  out=$("$jpor" check --search=bfs --por=$por -cp "$classes" BfsPuzzle 2>&1)
  status=$?
  check "BfsPuzzle --por=$por: the assertion is found (exit $status)" [ "$status" = 1 ]
  check "BfsPuzzle --por=$por: it says so" grep -q "reached -3" <<<"$out"
  # main runs to its first choice, then x = 0 -> -1 -> -2 -> -3: three
  # choices, each a transition
  # choices, each a transition (none cuts the start-up at every access too)
  check "BfsPuzzle --por=$por: three choices, all down" [ "$(grep -c 'choice := true' <<<"$out")" = 3 ]
  if [ $por != none ]; then
    check "BfsPuzzle --por=$por: the shortest path (4 transitions)" grep -q "^Trace (4 transitions" <<<"$out"
    check "BfsPuzzle --por=$por: max depth 4" grep -q "max depth: 4$" <<<"$out"
  fi
done
# depth first climbs: within a bound it does not meet the error
out=$("$jpor" check --depth=200 -cp "$classes" BfsPuzzle 2>&1)
check "BfsPuzzle depth first with --depth=200: incomplete (exit $?)" grep -q "limit: depth bound" <<<"$out"
# the trace replays
trace=$(mktemp)
"$jpor" check --search=bfs --trace="$trace" -cp "$classes" BfsPuzzle > /dev/null 2>&1
out=$("$jpor" replay -cp "$classes" "$trace" 2>&1)
check "BfsPuzzle: the trace replays to the assertion" grep -q "reached -3" <<<"$out"
rm -f "$trace"
# a search whose frontier outgrows the budget ends with exit 3
out=$("$jpor" check --search=bfs --memory=16m -cp "$classes" EndlessChoices 2>&1)
status=$?
check "EndlessChoices --search=bfs --memory=16m: exit 3 (got $status)" [ "$status" = 3 ]
check "EndlessChoices: the budget is named" grep -q "^limit: memory budget (--memory=16 MiB)" <<<"$out"
# correct programs: the same verdict and final states as depth first
for p in BufferNotifyAll Philosophers3Ordered LostUpdateFixedSync; do
  a=$("$jpor" check --final-states -cp "$classes" "$p" 2>&1 | sed -n '/^final states/,/^[^ f]/p' | grep '^ ')
  b=$("$jpor" check --search=bfs --final-states -cp "$classes" "$p" 2>&1 | sed -n '/^final states/,/^[^ f]/p' | grep '^ ')
  check "$p: breadth first reaches depth first's final states" [ -n "$a" -a "$a" = "$b" ]
done
# what it refuses: one line, exit 2
for bad in "--search=bfs --por=dl-spor" "--search=bfs --stateless" "--search=bfs --portfolio" "--search=sideways"; do
  out=$("$jpor" check $bad -cp "$classes" BfsPuzzle 2>&1)
  status=$?
  check "'$bad': exit 2 (got $status)" [ "$status" = 2 ]
  check "'$bad': one line naming it" [ "$(wc -l <<<"$out")" = 1 ]
done
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
