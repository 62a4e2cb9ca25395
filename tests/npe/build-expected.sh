#!/bin/bash
# Build-time half of the NPE message tests (tests/npe/tests.cmake): compiles
# the programs with one javac call, then records the host java's stdout and
# exit status for each.
#
#   build-expected.sh JAVAC JAVA VARIANT PROGS_DIR OUT_DIR NAME...
#
# VARIANT is "plain" (no debug information) or "g" (javac -g).  Writes
# OUT_DIR/classes/*.class, OUT_DIR/expected/NAME.{out,status} and
# OUT_DIR/expected.stamp.
set -eu
JAVAC=$1 JAVA=$2 VARIANT=$3 PROGS=$4 OUT=$5
shift 5
rm -rf "$OUT/classes" "$OUT/expected" "$OUT/expected.stamp"
mkdir -p "$OUT/classes" "$OUT/expected"
flags=(--release 17 -encoding UTF-8 -nowarn -Xlint:none)
[ "$VARIANT" = g ] && flags+=(-g)
files=()
for n in "$@"; do files+=("$PROGS/$n.java"); done
"$JAVAC" "${flags[@]}" -d "$OUT/classes" "${files[@]}"

for n in "$@"; do
  set +e
  timeout -k 5 60 "$JAVA" -Duser.language=en -Duser.country=US -Dfile.encoding=UTF-8 \
      -cp "$OUT/classes" "$n" <"/dev/null" >"$OUT/expected/$n.out" 2>"$OUT/expected/$n.err"
  status=$?
  set -e
  echo "$status" > "$OUT/expected/$n.status"
done
touch "$OUT/expected.stamp"
