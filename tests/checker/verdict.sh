#!/usr/bin/env bash
# verdict.sh JPOR CLASSDIR NAME POR MODE [VISIBILITY] -- check one program and
# compare the verdict with the "// verdict: ok|error" line at the top of its
# source.  MODE is stateful, stateless or bfs (--search=bfs); VISIBILITY (sync, the default, or
# shared) is given to --visibility.
#
# Stateless search explores every interleaving without matching states: on a
# correct program it may not finish, so it is bounded by a number of complete
# executions (never by time: the verdict must not depend on the machine's
# speed).  "No error within the bound" (exit 3) is accepted for a correct
# program; on a buggy one the error must be found within the bound, which is
# 5000 executions unless the source says "// stateless executions: N".
# "// depth: N" bounds the depth of every search (an error must be found
# within it).
# POR may be dpor-graph:MARKER (its --marker).
set -u
jpor=$1 classes=$2 name=$3 por=$4 mode=$5 vis=${6:-sync}
marker=()
case $por in *:*) marker=(--marker="${por#*:}"); por=${por%%:*} ;; esac
src=$(dirname "$0")/progs/$name.java
want=$(sed -n 's|^// verdict: *||p' "$src" | head -1)
bound=$(sed -n 's|^// stateless executions: *||p' "$src" | head -1)
depth=$(sed -n 's|^// depth: *||p' "$src" | head -1)
args=()
[ "$mode" = stateless ] && args=(--stateless --depth="${depth:-5000}" --max-executions="${bound:-5000}")
# a strategy that is stateless by default (dpor-graph) runs stateful on request
[ "$mode" = stateful ] && args=(--stateful ${depth:+--depth=$depth})
# breadth first (spor, jpf, none): the same verdicts
[ "$mode" = bfs ] && args=(--search=bfs ${depth:+--depth=$depth})
out=$("$jpor" check --por="$por" "${marker[@]}" --visibility="$vis" "${args[@]}" -cp "$classes" "$name" 2>&1)
status=$?
case "$want:$status:$mode" in
  ok:0:* | error:1:* | ok:3:stateless) echo "PASS $name --por=$por $mode $vis ($want, exit $status)"; exit 0 ;;
esac
echo "FAIL $name --por=$por $mode $vis: expected $want, exit status $status"
echo "$out" | head -40
exit 1
