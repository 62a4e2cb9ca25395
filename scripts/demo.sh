#!/usr/bin/env bash
# make demo: model-check the bundled data-structure client (synchrobench-clients/:
# a sorted-list set under one ReentrantReadWriteLock, three threads, results
# checked against every sequential order).  The correct set is proved; the
# buggy variant (remove takes the read lock when the set holds 2) is caught,
# with the interleaving that breaks linearizability.
set -uo pipefail
build=${1:-build}
here=$(cd "$(dirname "$0")/.." && pwd)
jpor="$here/$build/jpor"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
javac --release 17 -g -d "$out" "$here"/synchrobench-clients/src/*.java || exit 2
echo "== jpor check SetClient: RWLockCoarseGrainedListIntSet, 3 threads x 2-3 operations"
"$jpor" check -cp "$out" SetClient
ok=$?
echo
echo "== jpor check SetClient buggy: RWLockCoarseGrainedListIntSetBuggy"
"$jpor" check -cp "$out" --trace="$out/buggy.trace" SetClient buggy
bug=$?
echo
echo "(exit statuses: $ok for the correct set, 0 = proved; $bug for the buggy one, 1 = error found)"
echo "== jpor replay of the buggy trace"
"$jpor" replay "$out/buggy.trace" | tail -4
[ $ok -eq 0 ] && [ $bug -eq 1 ]
