#!/usr/bin/env bash
# trace_test.sh JPOR CLASSES -- a trace shows the path's scheduling points,
# not what a thread does to objects only it holds (checker/report.c): under
# every kind of strategy -- those that track dependences between transitions
# and those that do not, whose searches leave ExStep.first_visible unasked
# (ExHost.first_visible_unread) and whose trace comes from a replay that
# asks it -- LocalStepsHidden's trace is main's start, its write, its join
# (waiting, it reads its interrupt flag) and the worker's write, with none
# of the worker's stores into its own array.
# With --trace-all, JoinedTail's trace shows what main does alone after its
# joins (ExHost.alone_accesses_unread is for the search, not its replay).
set -u
jpor=$1 classes=$2
. "$(dirname "$0")/testlib.sh"
for por in none spor jpf dl-spor odpor; do
  trace=$("$jpor" check -ea --por="$por" -cp "$classes" LocalStepsHidden 2>&1 | sed -n '/^Trace/,/^$/p')
  check "--por=$por: a trace" grep -q "^Trace (" <<<"$trace"
  check "--por=$por: five actions shown" grep -q "; 5 actions shown" <<<"$trace"
  check "--por=$por: main's join shown" grep -q "T0 .*Thread.join()  read T0's interrupt flag" <<<"$trace"
  check "--por=$por: the worker's write shown" grep -q "T1 .*putstatic  LocalStepsHidden.shared := 3" <<<"$trace"
  check "--por=$por: the worker's own array hidden" bash -c '! grep -q iastore' <<<"$trace"
  # main's reads after joining both workers: the search leaves them out of
  # its logs (nothing races with them), the replay that prints them does not
  trace=$("$jpor" check -ea --trace-all --por="$por" -cp "$classes" JoinedTail 2>&1)
  check "--por=$por: main's reads after the joins shown" grep -q "T0 .*main  getstatic  JoinedTail.b = 2" <<<"$trace"
done
# every line names what the action does: the interrupt flag's read or
# write (clearing it) says so; a class's
# initialisation is a compare-and-set of its state, its end at the return
trace=$("$jpor" check -ea -cp "$classes" InterruptedFlagRace 2>&1 | sed -n '/^Trace/,/^$/p')
check "InterruptedFlagRace: interrupted() shown as clearing the flag" grep -q "Thread.interrupted()  clear T[0-9]*'s interrupt flag" <<<"$trace"
trace=$("$jpor" check -ea -cp "$classes" ClinitWho 2>&1 | sed -n '/^Trace/,/^$/p')
check "ClinitWho: the start shown" grep -q 'getstatic  cas ClinitWho$Config.class initialisation := started' <<<"$trace"
check "ClinitWho: the end shown at the return" grep -q '<clinit>  return  cas ClinitWho$Config.class initialisation := done' <<<"$trace"
check "ClinitWho: the other's first use shown" grep -q 'cas ClinitWho$Config.class initialisation = done (first use)' <<<"$trace"
# jpor replay shows the trace as check does, from any directory: the trace
# file keeps the class path absolute
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
abs_classes=$(cd "$classes" && pwd)
rel_classes=$(realpath --relative-to=. "$abs_classes")
out=$("$jpor" check -ea -cp "$rel_classes" --trace="$tmp/t.trace" JoinedTail 2>&1)
check "JoinedTail: the trace file keeps the class path absolute" grep -qx "classpath $abs_classes" "$tmp/t.trace"
jpor_abs=$(realpath "$jpor")
rout=$(cd / && "$jpor_abs" replay "$tmp/t.trace" 2>&1)
check "JoinedTail: the trace replays from / to the assertion" grep -q "AssertionError: sum 3" <<<"$rout"
check "JoinedTail: the replay's lines are the check's" \
  diff <(sed -n '/^Trace (/,/^$/p' <<<"$out" | sed '1d;/^$/d') <(sed -n '/^Replaying /,/^Error/p' <<<"$rout" | sed '1d;$d')
summary
