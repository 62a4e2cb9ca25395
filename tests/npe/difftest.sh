#!/bin/bash
# One NPE message test: runs jpor on a program compiled and recorded by
# build-expected.sh and compares stdout and exit status with the host java's.
#
#   difftest.sh JPOR_BINARY OUT_DIR NAME
set -u
if [ $# -ne 3 ]; then
  echo "usage: $0 JPOR_BINARY OUT_DIR NAME" >&2
  exit 2
fi
JPOR=$1 DIR=$2 NAME=$3
EXP=$DIR/expected
if [ ! -f "$EXP/$NAME.status" ] || [ ! -f "$DIR/classes/$NAME.class" ]; then
  echo "FAIL $NAME: no classes/expected output in $DIR (build target npe-tests first)"
  exit 1
fi
TMP=$(mktemp -d "${TMPDIR:-/tmp}/npetest.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

timeout -k 5 "${JPOR_TEST_TIMEOUT:-60}" "$JPOR" run -cp "$DIR/classes" "$NAME" \
  </dev/null >"$TMP/out" 2>"$TMP/err"
status=$?
fail=0
if [ "$status" != "$(cat "$EXP/$NAME.status")" ]; then
  echo "exit status: expected $(cat "$EXP/$NAME.status"), got $status"
  head -n 20 "$TMP/err"
  fail=1
fi
if ! cmp -s "$EXP/$NAME.out" "$TMP/out"; then
  echo "stdout differs (--- expected, +++ jpor):"
  diff -u --label expected.out --label jpor.out "$EXP/$NAME.out" "$TMP/out" | head -n 60
  fail=1
fi
[ $fail = 0 ] && { echo "PASS $NAME"; exit 0; }
echo "FAIL $NAME"
exit 1
