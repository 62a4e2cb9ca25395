#!/usr/bin/env bash
# bounds_test.sh JPOR CLASSES -- the bounds a search can be given that do not
# depend on the machine: --max-states=N stops a stateful search (exit 3, the
# reason, the statistics so far) when it has stored N states, and a search
# smaller than its bound is proved; a stateless search stores no state, so
# the bound is refused there (exit 2, the option named) rather than never
# coming; bad numbers are usage errors (exit 2).
set -u
jpor=$1 classes=$2
. "$(dirname "$0")/testlib.sh"

for por in dl-spor spor none odpor "dpor-graph --stateful" "spor --search=bfs"; do
  full=$("$jpor" check --json --por=$por -cp "$classes" Philosophers3Ordered 2>/dev/null)
  check "$por: Philosophers3Ordered is proved (exit $(field "$full" exit_status))" [ "$(field "$full" exit_status)" = 0 ]
  n=$(field "$full" stats states_stored)
  half=$((n / 2))
  j=$("$jpor" check --json --por=$por --max-states=$half -cp "$classes" Philosophers3Ordered 2>/dev/null)
  status=$?
  check "$por --max-states=$half of $n: exit 3 (got $status)" [ "$status" = 3 ]
  check "$por --max-states=$half: the limit named" [ "$(field "$j" limit)" = "bound on states" ]
  check "$por --max-states=$half: $half stored (got $(field "$j" stats states_stored))" \
    [ "$(field "$j" stats states_stored)" = "$half" ]
  j=$("$jpor" check --json --por=$por --max-states=$n -cp "$classes" Philosophers3Ordered 2>/dev/null)
  status=$?
  check "$por --max-states=$n (every state): proved (exit $status)" [ "$status" = 0 ]
done

# the text report names the bound too
out=$("$jpor" check --max-states=10 -cp "$classes" Philosophers3Ordered 2>&1)
status=$?
check "text: exit 3 (got $status)" [ "$status" = 3 ]
check "text: limit: bound on states" grep -q "^limit: bound on states" <<<"$out"
check "text: 10 stored" grep -q "^states: 10 stored" <<<"$out"

# refused: no state is stored by a stateless search
for args in "--stateless" "--por=dpor-graph"; do
  out=$("$jpor" check $args --max-states=10 -cp "$classes" Philosophers3Ordered 2>&1)
  status=$?
  check "$args --max-states: exit 2 (got $status)" [ "$status" = 2 ]
  check "$args --max-states: one line naming the option" \
    [ "$(grep -c . <<<"$out")" = 1 -a -n "$(grep -- "--max-states" <<<"$out")" ]
done
for bad in 0 -5 x 12x ""; do
  "$jpor" check --max-states="$bad" -cp "$classes" Philosophers3Ordered >/dev/null 2>&1
  status=$?
  check "--max-states='$bad': exit 2 (got $status)" [ "$status" = 2 ]
done
summary
