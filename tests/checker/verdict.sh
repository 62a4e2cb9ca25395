#!/usr/bin/env bash
# verdict.sh JPOR CLASSDIR NAME POR MODE -- check one program and compare the
# verdict with the "// verdict: ok|error" line at the top of its source.
# MODE is stateful or stateless.
set -u
jpor=$1 classes=$2 name=$3 por=$4 mode=$5
src=$(dirname "$0")/progs/$name.java
want=$(sed -n 's|^// verdict: *||p' "$src" | head -1)
args=()
[ "$mode" = stateless ] && args=(--stateless --depth=5000)
out=$(timeout 120 "$jpor" check --por="$por" "${args[@]}" -cp "$classes" "$name" 2>&1)
status=$?
case "$want:$status" in
  ok:0 | error:1) echo "PASS $name --por=$por $mode ($want)"; exit 0 ;;
esac
echo "FAIL $name --por=$por $mode: expected $want, exit status $status"
echo "$out" | head -40
exit 1
