#!/bin/bash
# Differential tests of invokedynamic (vm/indy.c) against the host java.
#
#   indytest.sh expect JAVAC JAVA RELEASE PROGS_DIR OUT_DIR NAME...
#       build time: compile the programs with javac --release RELEASE into
#       OUT_DIR/classes and record the host java's stdout, stderr and exit
#       status in OUT_DIR/expected/NAME.{out,err,status}; touch OUT_DIR/expected.stamp.
#   indytest.sh run JPOR OUT_DIR NAME
#       test time: run jpor on NAME and compare stdout and exit status exactly,
#       stderr after dropping stack-frame lines of the class libraries (the
#       JDK's java.*, jdk.*, sun.* and jlib's jpor.*), which differ.
set -u
mode=${1:-}
case "$mode" in
expect)
  [ $# -ge 6 ] || { echo "usage: $0 expect JAVAC JAVA RELEASE PROGS_DIR OUT_DIR NAME..." >&2; exit 2; }
  JAVAC=$2 JAVA=$3 REL=$4 PROGS=$5 OUT=$6
  shift 6
  set -e
  rm -rf "$OUT/classes" "$OUT/expected" "$OUT/expected.stamp"
  mkdir -p "$OUT/classes" "$OUT/expected"
  files=()
  for n in "$@"; do files+=("$PROGS/$n.java"); done
  "$JAVAC" --release "$REL" -encoding UTF-8 -nowarn -Xlint:none -d "$OUT/classes" "${files[@]}"
  set +e
  for n in "$@"; do
    timeout -k 5 60 "$JAVA" -Duser.language=en -Duser.country=US -Dfile.encoding=UTF-8 \
        -Dsun.stdout.encoding=UTF-8 -Dsun.stderr.encoding=UTF-8 -cp "$OUT/classes" "$n" \
        </dev/null >"$OUT/expected/$n.out" 2>"$OUT/expected/$n.err"
    echo $? >"$OUT/expected/$n.status"
  done
  touch "$OUT/expected.stamp"
  ;;
run)
  [ $# -eq 4 ] || { echo "usage: $0 run JPOR OUT_DIR NAME" >&2; exit 2; }
  JPOR=$2 OUT=$3 NAME=$4
  EXP=$OUT/expected
  if [ ! -f "$EXP/$NAME.status" ]; then
    echo "FAIL $NAME: no expected output in $OUT (build target indy-tests first)"
    exit 1
  fi
  TMP=$(mktemp -d "${TMPDIR:-/tmp}/indytest.XXXXXX")
  trap 'rm -rf "$TMP"' EXIT
  timeout -k 5 "${JPOR_TEST_TIMEOUT:-60}" "$JPOR" run -cp "$OUT/classes" "$NAME" \
    </dev/null >"$TMP/out" 2>"$TMP/err"
  status=$?
  filter() { grep -Ev '^[[:space:]]*at (java\.base/)?(java|jdk|sun|jpor)\.' "$1"; }
  fail=0
  if [ "$status" != "$(cat "$EXP/$NAME.status")" ]; then
    echo "exit status: expected $(cat "$EXP/$NAME.status"), got $status"
    fail=1
  fi
  if ! cmp -s "$EXP/$NAME.out" "$TMP/out"; then
    echo "stdout differs (--- expected, +++ jpor):"
    diff -u --label expected.out --label jpor.out "$EXP/$NAME.out" "$TMP/out" | head -n 40
    fail=1
  fi
  filter "$EXP/$NAME.err" >"$TMP/err.exp"
  filter "$TMP/err" >"$TMP/err.got"
  if ! cmp -s "$TMP/err.exp" "$TMP/err.got"; then
    echo "stderr differs after filtering library frames (--- expected, +++ jpor):"
    diff -u --label expected.err --label jpor.err "$TMP/err.exp" "$TMP/err.got" | head -n 40
    fail=1
  fi
  [ $fail = 0 ] && echo "PASS $NAME" || echo "FAIL $NAME"
  exit $fail
  ;;
*)
  echo "usage: $0 expect|run ..." >&2
  exit 2
  ;;
esac
