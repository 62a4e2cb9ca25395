#!/usr/bin/env bash
# make demo: run the bundled data-structure client (a sorted-list set under one
# read-write lock, synchrobench-clients/) and model-check a small racy program,
# printing the verdict and the interleaving that breaks it.
set -uo pipefail
build=${1:-build}
here=$(cd "$(dirname "$0")/.." && pwd)
jpor="$here/$build/jpor"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
javac --release 17 -d "$out" "$here"/synchrobench-clients/src/*.java "$here"/tests/checker/progs/LostUpdate.java || exit 2
echo "== jpor run SetClient: three threads on RWLockCoarseGrainedListIntSet"
"$jpor" run -ea -cp "$out" SetClient
echo
echo "== jpor check LostUpdate: two threads increment a shared counter without a lock"
"$jpor" check -cp "$out" LostUpdate
status=$?
echo
echo "(jpor check exit status $status: 1 means an error was found, as expected here)"
[ $status -eq 1 ]
