#!/usr/bin/env bash
# The bounded buffer of the source-set issue: 2 producers and 2 consumers
# move 3 items each through an array of capacity 2 under one monitor
# (benchmarks/progs/BufferTwoByTwo.java), with notifyAll() and with notify(),
# under the default strategy and the strategies to compare (each cut at
# LIMIT seconds, default 120).  Prints a markdown table.
#
#   benchmarks/buffer.sh [BUILD_DIR] [LIMIT]
set -euo pipefail
build=${1:-build}
limit=${2:-120}
here=$(cd "$(dirname "$0")/.." && pwd)
jpor="$here/$build/jpor"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
javac --release 17 -g -nowarn -d "$out" "$here/benchmarks/progs/BufferTwoByTwo.java"
echo "| wake-up | --por | verdict | states | transitions | time (s) | peak RSS (MiB) |"
echo "|---|---|---|---|---|---|---|"
for wake in notifyAll notify; do
  for por in default spor jpf odpor; do
    args=()
    [ "$por" != default ] && args=(--por="$por")
    j=$("$jpor" check --json "${args[@]}" --time-limit="$limit" -cp "$out" BufferTwoByTwo "$wake" || true)
    python3 - "$j" "$wake" "$por" <<'PY'
import json, sys
j = json.loads(sys.argv[1]); s = j["stats"]
print("| %s | %s | %s | %d | %d | %.2f | %.0f |" % (sys.argv[2], sys.argv[3] + ("" if sys.argv[3] != "default" else " (" + j["por"] + ")"),
      j["verdict"], s["states_stored"], s["transitions"], s["seconds"], s["peak_rss_kib"] / 1024))
PY
  done
done
