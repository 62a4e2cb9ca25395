#!/usr/bin/env bash
# walks_test.sh JPOR CLASSES -- the re-traversals of L_r of the lazy
# source-set strategies (checker/dlspor.c, Appendix A of
# papers/stateful-por-source-sets.md) stop once s.current[t] -- t and the
# threads found -- holds all of safeSet(s): on programs whose irreducible
# states have two or three threads enabled some walks must stop so, and the
# statistics line says how many.  (The states explored do not change with
# it; checker.crosscheck compares those against the unreduced search.)
set -u
jpor=$1 classes=$2
. "$(dirname "$0")/testlib.sh"
stopped_of() { # PROGRAM POR -> the walks stopped with their answer
  "$jpor" check --por="$2" -cp "$classes" "$1" 2>&1 |
    sed -n 's/^re-traversals of L_r: .* \([0-9][0-9]*\) stopped with their answer$/\1/p'
}
for prog in Philosophers3Ordered BufferNotifyAll LostUpdate; do
  for por in dl-spor dl-jpf; do
    n=$(stopped_of "$prog" "$por")
    check "$prog --por=$por: walks stopped with their answer: '${n}', want some" \
      test -n "$n" -a "${n:-0}" -gt 0
  done
done
summary
