#!/usr/bin/env bash
# StrictMath against the host java, bit for bit, on COUNT pseudo-random arguments per
# function (default 1,000,000), spread over the exponent ranges of the CI test
# tests/java/progs/StrictMathBits.java (its "random" mode: same generator, other seed).
# Prints, per function, the number of arguments whose result bits differ.  Not run by CI.
#   benchmarks/strictmath.sh [BUILD_DIR] [COUNT] [SEED]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build}
count=${2:-1000000}
seed=${3:-20261127}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
javac --release 8 -nowarn -d "$out" "$here"/../tests/java/progs/StrictMathBits.java
fns="sin cos tan asin acos atan exp log log10 sqrt cbrt sinh cosh tanh expm1 log1p atan2 hypot pow IEEEremainder"
total=0
printf '%-14s %10s %10s\n' function arguments mismatches
for f in $fns; do
  java -cp "$out" StrictMathBits random "$f" "$count" "$seed" >"$out/java.txt"
  "$build"/jpor run -cp "$out" StrictMathBits random "$f" "$count" "$seed" >"$out/jpor.txt"
  n=$(wc -l <"$out/java.txt")
  bad=$(paste -d '|' "$out/java.txt" "$out/jpor.txt" | awk -F'|' '$1 != $2' | wc -l)
  [ "$(wc -l <"$out/jpor.txt")" = "$n" ] || bad="$bad (jpor printed $(wc -l <"$out/jpor.txt") lines)"
  printf '%-14s %10d %10s\n' "$f" "$n" "$bad"
  total=$((total + ${bad%% *}))
done
echo "total mismatches: $total"
