#!/usr/bin/env bash
# memory_test.sh JPOR CLASSES -- --memory bounds all the search keeps (the
# state store, the snapshots of the open path, the explored graph): a search
# that outgrows it ends with exit 3, the reason and the statistics so far,
# never with a host error; what it kept stays within the budget.
set -u
jpor=$1 classes=$2
. "$(dirname "$0")/testlib.sh"

# the path never ends and no state repeats: the snapshots reach the budget
out=$("$jpor" check --memory=32m -cp "$classes" EndlessChoices 2>&1)
status=$?
check "EndlessChoices --memory=32m exits 3 (got $status)" [ "$status" = 3 ]
check "EndlessChoices names the budget" grep -q "^limit: memory budget (--memory=32 MiB): .*snapshots of the path" <<<"$out"
check "EndlessChoices prints its statistics" grep -q "^states: .*max depth: [1-9]" <<<"$out"
j=$("$jpor" check --json --memory=32m -cp "$classes" EndlessChoices 2>/dev/null)
kept=$(field "$j" stats peak_search_bytes)
rss=$(field "$j" stats peak_rss_kib)
check "EndlessChoices kept $kept bytes, at most the budget and a snapshot" \
  [ "${kept:-0}" -gt 0 -a "${kept:-0}" -le $((33 * 1048576)) ]
# (not under AddressSanitizer, whose shadow memory and quarantine of freed
# blocks are part of the process's RSS)
if [ -z "${ASAN_OPTIONS:-}" ]; then
  check "EndlessChoices peak RSS $rss KiB within 1.2 x 32 MiB and the VM's own" \
    [ "${rss:-0}" -le $((32 * 1024 * 12 / 10 + 16 * 1024)) ]
fi

# garbage is collected before a snapshot: it does not fill the path's
j=$("$jpor" check --json --memory=48m -cp "$classes" GarbageChoices 2>/dev/null)
status=$?
check "GarbageChoices --memory=48m is proved (exit $status)" [ "$status" = 0 ]
snaps=$(field "$j" stats peak_snapshot_bytes)
check "GarbageChoices: the snapshots' peak, $snaps bytes, under 24 MiB" \
  [ "${snaps:-0}" -gt 0 -a "${snaps:-0}" -le $((24 * 1048576)) ]

# many states: the store and the path's snapshots reach the budget (a
# budget below a MiB is named as given)
out=$("$jpor" check --por=spor --memory=640k -cp "$classes" TwoCounters 2>&1)
status=$?
check "TwoCounters --memory=640k exits 3 (got $status)" [ "$status" = 3 ]
check "TwoCounters names the budget" grep -q "^limit: memory budget (--memory=640 KiB)" <<<"$out"
out=$("$jpor" check --por=spor -cp "$classes" TwoCounters 2>&1)
status=$?
check "TwoCounters within the default budget is proved (got $status)" [ "$status" = 0 ]

summary
