#!/usr/bin/env bash
# Cost of the bytecode verifier (vm/verify.c) at start-up: Hello under
# `jpor run` with verification off (JPOR_VERIFY=none, java's -Xverify:none),
# on (the default: the program's classes; jlib is trusted) and on for every
# class that is initialised (JPOR_VERIFY=all, jlib included), best of N runs,
# for Hello and for V (tests/verify/src: one class of 45 methods, 5 classes),
# and for the checker's demo (jpor check SetClient of synchrobench-clients,
# as make demo runs it), as ratios to the run without verification.  The last row verifies all of
# jlib.jar at once (tests/verify_classes), the worst case of JPOR_VERIFY=all.
#   benchmarks/verify.sh [BUILD_DIR] [RUNS]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build}
runs=${2:-20}
jpor=$build/jpor
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
javac --release 17 -d "$out" "$here"/progs/Hello.java
# V: the verifier tests' class, 45 small methods of every kind (tests/verify/src)
javac --release 8 -nowarn -d "$out" $(find "$here"/../tests/verify/src -name '*.java')
javac --release 17 -g -d "$out" "$here"/../synchrobench-clients/src/IntSet.java \
  "$here"/../synchrobench-clients/src/RWLockCoarseGrainedListIntSet*.java "$here"/../synchrobench-clients/src/SetClient.java

best() { # best wall time in seconds of "$@" over $runs runs
  local best=999999 t0 t1
  for _ in $(seq "$runs"); do
    t0=$(date +%s.%N); "$@" >/dev/null; t1=$(date +%s.%N)
    best=$(awk -v a="$t0" -v b="$t1" -v m="$best" 'BEGIN { t = b - a; print (t < m ? t : m) }')
  done
  printf '%.4f' "$best"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

printf '| program | JPOR_VERIFY | time (s), best of %s | ratio to none |\n|---|---|---|---|\n' "$runs"
for p in Hello V; do
  none=$(JPOR_VERIFY=none best "$jpor" run -cp "$out" "$p")
  def=$(best "$jpor" run -cp "$out" "$p")
  all=$(JPOR_VERIFY=all best "$jpor" run -cp "$out" "$p")
  printf '| %s | none | %s | 1.00 |\n' "$p" "$none"
  printf '| %s | (default: user classes) | %s | %s |\n' "$p" "$def" "$(ratio "$def" "$none")"
  printf '| %s | all (jlib too) | %s | %s |\n' "$p" "$all" "$(ratio "$all" "$none")"
done
none=$(JPOR_VERIFY=none best "$jpor" check -cp "$out" SetClient)
def=$(best "$jpor" check -cp "$out" SetClient)
printf '| check SetClient (make demo) | none | %s | 1.00 |\n' "$none"
printf '| check SetClient (make demo) | (default: user classes) | %s | %s |\n' "$def" "$(ratio "$def" "$none")"
vc=$build/tests/verify_classes
if [ -x "$vc" ]; then
  python3 -c 'import sys, zipfile
for n in sorted(zipfile.ZipFile(sys.argv[1]).namelist()):
    if n.endswith(".class"): print(n[:-6])' "$build/jlib.jar" > "$out/names"
  n=$(wc -l < "$out/names")
  load=$(JPOR_VERIFY=none best sh -c "\"$vc\" \"$build/jlib.jar\" < \"$out/names\"")
  ver=$(JPOR_VERIFY=all best sh -c "\"$vc\" \"$build/jlib.jar\" < \"$out/names\"")
  printf '| all %s jlib classes loaded | none / all | %s / %s | %s |\n' "$n" "$load" "$ver" "$(ratio "$ver" "$load")"
fi
