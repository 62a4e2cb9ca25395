#!/usr/bin/env bash
# Time CPU-bound programs under jpor and under `java -Xint` in the same run and
# print the ratios (best of N runs each).  Usage: benchmarks/run.sh [BUILD_DIR] [RUNS]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build}
runs=${2:-3}
jpor=$build/jpor
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
javac --release 17 -d "$out" "$here"/progs/*.java

best() { # best wall time in seconds of "$@" over $runs runs
  local best=999999 t0 t1
  for _ in $(seq "$runs"); do
    t0=$(date +%s.%N); "$@" >/dev/null; t1=$(date +%s.%N)
    best=$(awk -v a="$t0" -v b="$t1" -v m="$best" 'BEGIN { t = b - a; print (t < m ? t : m) }')
  done
  printf '%.3f' "$best"
}

printf '| program | jpor run (s) | java -Xint (s) | ratio jpor/java |\n|---|---|---|---|\n'
for p in BenchFib BenchSieve BenchSort; do
  a=$(best "$jpor" run -cp "$out" "$p")
  b=$(best java -Xint -cp "$out" "$p")
  printf '| %s | %s | %s | %.2f |\n' "$p" "$a" "$b" "$(awk -v a="$a" -v b="$b" 'BEGIN { print a / b }')"
done
for m in sync lock atomic; do
  a=$(best "$jpor" run -cp "$out" BenchCounters $m)
  b=$(best java -Xint -cp "$out" BenchCounters $m)
  printf '| BenchCounters %s (4 threads x 1M) | %s | %s | %.2f |\n' "$m" "$a" "$b" "$(awk -v a="$a" -v b="$b" 'BEGIN { print a / b }')"
done
h=$(best "$jpor" run -cp "$out" Hello)
j=$(best java -Xshare:auto -cp "$out" Hello)
printf '| Hello (startup) | %s | %s (java, default flags) | %.2f |\n' "$h" "$j" "$(awk -v a="$h" -v b="$j" 'BEGIN { print a / b }')"
