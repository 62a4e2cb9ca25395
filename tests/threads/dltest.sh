#!/bin/bash
# Deadlock test of one program (tests/threads/deadlock/NAME.java).
#
#   dltest.sh JPOR_BINARY CLASSES NAME EXPECT_FILE [SCHEDULE]
#
# Runs  JPOR_BINARY run -cp CLASSES [--schedule=SCHEDULE] NAME  and requires
# exit status 4 (deadlock) and a report on stderr containing every line of
# EXPECT_FILE as a fixed substring (lines starting with '#' are comments; a
# line starting with '!' is a substring that must NOT appear).
# Timeout: $JPOR_TEST_TIMEOUT s (60).
set -u
if [ $# -lt 4 ] || [ $# -gt 5 ]; then
  echo "usage: $0 JPOR_BINARY CLASSES NAME EXPECT_FILE [SCHEDULE]" >&2
  exit 2
fi
JPOR=$1 CLASSES=$2 NAME=$3 EXPECT=$4 SCHED=${5:-}
TIMEOUT=${JPOR_TEST_TIMEOUT:-60}
LABEL="$NAME${SCHED:+ (--schedule=$SCHED)}"
OPTS=()
[ -n "$SCHED" ] && OPTS=("--schedule=$SCHED")

TMP=$(mktemp -d "${TMPDIR:-/tmp}/dltest.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

timeout -k 5 "$TIMEOUT" "$JPOR" run -cp "$CLASSES" "${OPTS[@]}" "$NAME" \
  </dev/null >"$TMP/out" 2>"$TMP/err"
status=$?

fail=0
if [ "$status" != 4 ]; then
  if [ "$status" = 124 ] || [ "$status" = 137 ]; then
    echo "TIMEOUT after ${TIMEOUT}s (status $status): no deadlock reported"
  fi
  echo "exit status: expected 4 (deadlock), got $status"
  fail=1
fi
while IFS= read -r line || [ -n "$line" ]; do
  case "$line" in
    ''|'#'*) continue ;;
    '!'*)
      if grep -qF -- "${line#!}" "$TMP/err"; then
        echo "stderr contains unexpected: ${line#!}"
        fail=1
      fi ;;
    *)
      if ! grep -qF -- "$line" "$TMP/err"; then
        echo "stderr lacks: $line"
        fail=1
      fi ;;
  esac
done < "$EXPECT"

if [ $fail = 0 ]; then
  echo "PASS $LABEL"
  exit 0
fi
echo "--- stdout:"
head -n 20 "$TMP/out"
echo "--- stderr:"
head -n 80 "$TMP/err"
echo "FAIL $LABEL"
exit 1
