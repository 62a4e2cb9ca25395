#!/usr/bin/env bash
# Stateless proofs: the 3-thread compare-and-set counter, the 3-thread
# synchronized counter and Treiber's stack (2 pushers, 1 popper) of
# tests/checker/stateless/, under each stateless strategy with a reduction
# (odpor, dl-spor, de-spor, spor-sleep) and, for scale, stateful spor and
# dl-spor.  Prints a markdown table: verdict, executions (stateless) or
# states stored (stateful), transitions, seconds, peak RSS.  A run is cut by
# --max-executions (never by time) and by the script's TIMEOUT (default 120 s;
# "timeout" in the table).
#
#   benchmarks/stateless.sh [BUILD_DIR]
set -euo pipefail
build=${1:-build}
here=$(cd "$(dirname "$0")/.." && pwd)
jpor="$here/$build/jpor"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
javac --release 8 -g -d "$out" "$here"/tests/checker/stateless/*.java

echo "| program | --por | mode | verdict | executions / states | transitions | time (s) | peak RSS (MiB) |"
echo "|---|---|---|---|---|---|---|---|"
for prog in CasCounter3 SyncCounter3 TreiberStack3; do
  for cfg in "odpor --stateless" "dl-spor --stateless" "de-spor --stateless" "spor-sleep --stateless" \
             "spor" "dl-spor" "odpor"; do
    set -- $cfg
    por=$1
    mode=${2:-}
    j=$(timeout "${TIMEOUT:-120}" "$jpor" check --json --por="$por" $mode --max-executions=5000000 \
          -cp "$out" "$prog" || true)
    python3 - "$j" "$prog" "$por" "${mode:---stateful}" <<'PY'
import json, sys
raw, prog, por, mode = sys.argv[1:5]
mode = mode.lstrip("-")
if not raw.strip():
    print("| %s | %s | %s | timeout | | | > limit | |" % (prog, por, mode))
    sys.exit(0)
j = json.loads(raw); s = j["stats"]
n = s["executions"] if mode == "stateless" else s["states_stored"]
print("| %s | %s | %s | %s | %s | %s | %.2f | %.1f |" % (
    prog, por, mode, j["verdict"], format(n, ","), format(s["transitions"], ","), s["seconds"],
    s["peak_rss_kib"] / 1024))
PY
  done
done
