#!/bin/bash
# Differential test of one schedule-independent concurrent program
# (tests/threads/det/NAME.java): jpor's behaviour against the host java's,
# recorded at build time (tests/threads/build-expected.sh).
#
#   difftest.sh JPOR_BINARY BUILD_DIR NAME [SCHEDULE]
#
# Runs  JPOR_BINARY run -cp BUILD_DIR/threads/classes [--schedule=SCHEDULE] NAME
# with stdin from /dev/null and compares with BUILD_DIR/threads/expected/NAME.{out,err,status}:
# stdout exactly, exit status exactly, stderr after dropping stack-frame lines
# of the class library (filter_stderr below).  Timeout: $JPOR_TEST_TIMEOUT s (60).
set -u
if [ $# -lt 3 ] || [ $# -gt 4 ]; then
  echo "usage: $0 JPOR_BINARY BUILD_DIR NAME [SCHEDULE]" >&2
  exit 2
fi
JPOR=$1 BUILD=$2 NAME=$3 SCHED=${4:-}
DIR=$BUILD/threads
CLASSES=$DIR/classes
EXP=$DIR/expected
TIMEOUT=${JPOR_TEST_TIMEOUT:-60}
LABEL="$NAME${SCHED:+ (--schedule=$SCHED)}"

if [ ! -f "$EXP/$NAME.status" ] || [ ! -f "$CLASSES/$NAME.class" ]; then
  echo "FAIL $LABEL: no classes/expected output in $DIR (build target threads-tests first)"
  exit 1
fi

OPTS=()
[ -n "$SCHED" ] && OPTS=("--schedule=$SCHED")

# Drop frames of the class library: they differ between the JDK and jlib.
filter_stderr() {
  grep -Ev '^[[:space:]]*at (java\.base/)?(java|jdk|sun)\.' "$1"
}

TMP=$(mktemp -d "${TMPDIR:-/tmp}/threadtest.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

timeout -k 5 "$TIMEOUT" "$JPOR" run -cp "$CLASSES" "${OPTS[@]}" "$NAME" \
  </dev/null >"$TMP/out" 2>"$TMP/err"
status=$?

fail=0
exp_status=$(cat "$EXP/$NAME.status")
if [ "$status" != "$exp_status" ]; then
  if [ "$status" = 124 ] || [ "$status" = 137 ]; then
    echo "TIMEOUT after ${TIMEOUT}s (status $status)"
  fi
  echo "exit status: expected $exp_status, got $status"
  fail=1
fi
if ! cmp -s "$EXP/$NAME.out" "$TMP/out"; then
  echo "stdout differs (--- expected, +++ jpor):"
  diff -u --label expected.out --label jpor.out "$EXP/$NAME.out" "$TMP/out" | head -n 40
  fail=1
fi
filter_stderr "$EXP/$NAME.err" > "$TMP/err.exp"
filter_stderr "$TMP/err" > "$TMP/err.got"
if ! cmp -s "$TMP/err.exp" "$TMP/err.got"; then
  echo "stderr differs after filtering library frames (--- expected, +++ jpor):"
  diff -u --label expected.err --label jpor.err "$TMP/err.exp" "$TMP/err.got" | head -n 40
  fail=1
fi

if [ $fail = 0 ]; then
  echo "PASS $LABEL"
  exit 0
fi
echo "FAIL $LABEL"
exit 1
