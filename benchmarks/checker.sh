#!/usr/bin/env bash
# Checker benchmark: the RW-lock set client of synchrobench-clients/ (correct
# and buggy) and classic programs of tests/checker/progs (a bounded buffer
# with notifyAll and with notify, ordered dining philosophers), under every
# strategy of the registry (jpor check --list-por), stateful.  Prints a
# markdown table: states stored and
# matched, transitions, time, states/s, transitions/s, bytes per stored state
# (the fingerprint store's size / states, and peak RSS / states), and each
# strategy's state count as a fraction of none's.  Then the time to the first
# error in the buggy variant.
#
# dpor-graph runs with --stateful (its default is stateless); every run is
# bounded by LIMIT_SECONDS (default 300): a search cut there says "limit".
#
#   benchmarks/checker.sh [BUILD_DIR] [REPEATS] [LIMIT_SECONDS]
set -euo pipefail
build=${1:-build}
reps=${2:-3}
limit=${3:-300}
here=$(cd "$(dirname "$0")/.." && pwd)
jpor="$here/$build/jpor"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
javac --release 17 -g -d "$out" "$here"/synchrobench-clients/src/*.java
javac --release 17 -g -nowarn -cp "$here/$build/jlib.jar" -d "$out" \
  "$here"/tests/checker/progs/{BufferNotifyAll,BufferNotify,Philosophers3Ordered}.java
strategies=$("$jpor" check --list-por | awk '{print $1}')

run() { # best (smallest seconds) of $reps runs of: jpor check --json ARGS
  local best=""
  for _ in $(seq "$reps"); do
    local j
    j=$("$jpor" check --json --time-limit="$limit" "$@" || true)
    if [ -z "$best" ] || python3 -c 'import json,sys; a=json.loads(sys.argv[1]); b=json.loads(sys.argv[2]); sys.exit(0 if a["stats"]["seconds"]<b["stats"]["seconds"] else 1)' "$j" "$best"; then
      best=$j
    fi
  done
  echo "$best"
}

echo "| client | --por | verdict | stored | matched | transitions | time (s) | states/s | transitions/s | store B/state | RSS B/state | stored vs none |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
for args in "SetClient" "SetClient buggy" BufferNotifyAll BufferNotify Philosophers3Ordered; do
  none=""
  for por in $strategies; do
    extra=""
    [ "$por" = dpor-graph ] && extra=--stateful
    j=$(run --por=$por $extra -cp "$out" $args)
    python3 - "$j" "$args" "$por" "${none:-0}" <<'PY'
import json, sys
j = json.loads(sys.argv[1]); s = j["stats"]; none = int(sys.argv[4])
st = max(s["states_stored"], 1)
print("| %s | %s | %s | %d | %d | %d | %.2f | %.0f | %.0f | %.0f | %.0f | %s |" % (
    sys.argv[2], sys.argv[3], j["verdict"], s["states_stored"], s["states_matched"], s["transitions"],
    s["seconds"], s["states_per_second"], s["transitions"] / max(s["seconds"], 1e-9),
    s["store_bytes"] / st, s["peak_rss_kib"] * 1024 / st,
    "%.3f" % (s["states_stored"] / none) if none else "1"))
PY
    [ $por = none ] && none=$(python3 -c 'import json,sys; print(json.loads(sys.argv[1])["stats"]["states_stored"])' "$j")
  done
done
