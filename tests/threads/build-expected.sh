#!/bin/bash
# Build-time half of the concurrency suite (called from tests/threads/tests.cmake):
# compiles every program of tests/threads/{det,sched,deadlock,actions} with ONE
# javac call (--release 17) into OUT/classes, then records what the host java
# prints for each det program (in parallel), like tests/java/build-expected.sh.
#
#   build-expected.sh JAVAC JAVA SRC_DIR OUT_DIR
#
# Writes OUT_DIR/classes/*.class, OUT_DIR/expected/NAME.{out,err,status} for
# every det/NAME.java, and OUT_DIR/expected.stamp.
set -eu
JAVAC=$1 JAVA=$2 SRC=$3 OUT=$4
rm -rf "$OUT/classes" "$OUT/expected" "$OUT/expected.stamp"
mkdir -p "$OUT/classes" "$OUT/expected"
"$JAVAC" --release 17 -encoding UTF-8 -nowarn -Xlint:none -d "$OUT/classes" \
  "$SRC"/det/*.java "$SRC"/sched/*.java "$SRC"/deadlock/*.java "$SRC"/actions/*.java

# Some programs order their threads by sleeps (100 ms apart): on a loaded
# machine the host java itself may print them out of order once.  Each
# program runs until two runs agree (at most 5), and that output is kept.
run_java() { # NAME SUFFIX
  # Fixed locale and UTF-8 streams: jpor always behaves like this.
  timeout -k 5 120 "$JAVA" -Duser.language=en -Duser.country=US -Dfile.encoding=UTF-8 \
      -Dsun.stdout.encoding=UTF-8 -Dsun.stderr.encoding=UTF-8 \
      -cp "$OUT/classes" "$1" \
      </dev/null >"$OUT/expected/$1.out$2" 2>"$OUT/expected/$1.err$2"
  echo $? >"$OUT/expected/$1.status$2"
}
run_one() {
  local n=$1 status i k
  set +e
  for i in 1 2 3 4 5; do
    run_java "$n" ".$i"
    for ((k = 1; k < i; k++)); do
      if cmp -s "$OUT/expected/$n.out.$k" "$OUT/expected/$n.out.$i"; then break 2; fi
    done
  done
  for x in out err status; do mv "$OUT/expected/$n.$x.$i" "$OUT/expected/$n.$x"; done
  rm -f "$OUT/expected/$n".*.[0-9]
  status=$(cat "$OUT/expected/$n.status")
  set -e
  if [ "$status" = 124 ] || [ "$status" = 137 ]; then
    echo "build-expected: $n timed out under host java" >&2
    return 1
  fi
}
export -f run_java run_one
export JAVA OUT
jobs=$(nproc 2>/dev/null || echo 2)
for f in "$SRC"/det/*.java; do basename "$f" .java; done | xargs -P "$jobs" -I{} bash -c 'run_one "$1"' _ {}
touch "$OUT/expected.stamp"
