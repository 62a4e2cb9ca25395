#!/bin/bash
# Build-time half of the differential suite (called from tests/java/tests.cmake):
# compiles all programs of one release with ONE javac call, then records what
# the host java prints for each of them (in parallel).
#
#   build-expected.sh JAVAC JAVA RELEASE PROGS_DIR OUT_DIR NAME...
#
# Writes OUT_DIR/classes/*.class, OUT_DIR/expected/NAME.{out,err,status} and
# OUT_DIR/expected.stamp.
set -eu
JAVAC=$1 JAVA=$2 REL=$3 PROGS=$4 OUT=$5
shift 5
rm -rf "$OUT/classes" "$OUT/expected" "$OUT/expected.stamp"
mkdir -p "$OUT/classes" "$OUT/expected"
files=()
for n in "$@"; do files+=("$PROGS/$n.java"); done
"$JAVAC" --release "$REL" -encoding UTF-8 -nowarn -Xlint:none -d "$OUT/classes" "${files[@]}"

run_one() {
  local n=$1 opts=() in=/dev/null status
  if [ -f "$PROGS/$n.opts" ]; then read -r -a opts < "$PROGS/$n.opts" || true; fi
  [ -f "$PROGS/$n.in" ] && in=$PROGS/$n.in
  # Fixed locale and UTF-8 streams: jpor always behaves like this.
  set +e
  timeout -k 5 60 "$JAVA" -Duser.language=en -Duser.country=US -Dfile.encoding=UTF-8 \
      -Dsun.stdout.encoding=UTF-8 -Dsun.stderr.encoding=UTF-8 \
      -cp "$OUT/classes" "${opts[@]}" "$n" alpha beta gamma \
      <"$in" >"$OUT/expected/$n.out" 2>"$OUT/expected/$n.err"
  status=$?
  set -e
  echo "$status" > "$OUT/expected/$n.status"
  if [ "$status" = 124 ] || [ "$status" = 137 ]; then
    echo "build-expected: $n timed out under host java" >&2
    return 1
  fi
}
export -f run_one
export JAVA PROGS OUT
jobs=$(nproc 2>/dev/null || echo 2)
printf '%s\n' "$@" | xargs -P "$jobs" -I{} bash -c 'run_one "$1"' _ {}
touch "$OUT/expected.stamp"
