#!/usr/bin/env bash
# make demo: run a bundled program under jpor run, next to the host java.
# (Once `jpor check` exists this checks a bundled data-structure client.)
set -euo pipefail
build=${1:-build}
here=$(cd "$(dirname "$0")/.." && pwd)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
javac --release 17 -d "$out" "$here"/tests/java/progs/ExprInterpreter.java 2>/dev/null ||
  javac --release 17 -d "$out" "$here"/benchmarks/progs/BenchSort.java
main=$(ls "$out" | grep -m1 -E '^(ExprInterpreter|BenchSort)\.class$' | sed 's/\.class$//')
echo "== jpor run $main"
"$here/$build/jpor" run -cp "$out" "$main" alpha beta gamma
