#!/usr/bin/env bash
# --visibility=sync (the default: lock-protected plain accesses are no
# scheduling points, checker/lockset.h) against --visibility=shared (every
# access to a shared object is one) on generated clients of lock-based and
# concurrent maps and sets (synchrobench-clients/gen_client.py: 3 threads,
# exactly 2 and 3 calls each, keys 0..3, seed 7), under the default strategy.
# Prints a markdown table: states stored, time, runs of the search, and the
# ratios shared/sync.  A run over LIMIT seconds (default 300) is cut and
# shown as ">LIMIT".
#
#   benchmarks/visibility.sh [BUILD_DIR] [LIMIT]
set -euo pipefail
build=${1:-build}
limit=${2:-300}
here=$(cd "$(dirname "$0")/.." && pwd)
jpor="$here/$build/jpor"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
javac --release 17 -g -nowarn -d "$out" "$here"/synchrobench-clients/src/*.java
for st in coarsemap chmmap rwlock optimistic lazy; do
  for calls in 2 3; do
    python3 "$here/synchrobench-clients/gen_client.py" --structure $st --threads 3 --calls $calls --exact-calls \
      --keys 4 --seed 7 --name "C_${st}_$calls" --out "$out" >/dev/null
  done
done
javac --release 17 -g -nowarn -cp "$out" -d "$out" "$out"/C_*.java

measure() { # CLIENT VISIBILITY -> "verdict states seconds runs"
  local j
  j=$("$jpor" check --json --visibility="$2" --time-limit="$limit" -cp "$out" "$1" || true)
  python3 - "$j" <<'PY'
import json, sys
j = json.loads(sys.argv[1]); s = j["stats"]
print(j["verdict"].replace(" ", "_"), s["states_stored"], "%.2f" % s["seconds"], j.get("runs", 1))
PY
}

echo "| client | verdict | shared: states | time (s) | sync: states | time (s) | runs | states shared/sync | time shared/sync |"
echo "|---|---|---|---|---|---|---|---|---|"
for st in coarsemap chmmap rwlock optimistic lazy; do
  for calls in 2 3; do
    c="C_${st}_$calls"
    read -r v1 n1 t1 _ <<<"$(measure "$c" shared)"
    read -r v2 n2 t2 r2 <<<"$(measure "$c" sync)"
    [ "$v1" = limit_reached ] && t1=">$limit"
    [ "$v2" = limit_reached ] && t2=">$limit"
    ratio() { python3 -c "import sys; a,b=sys.argv[1:]; print('%.1f' % (float(a.lstrip('>'))/max(float(b.lstrip('>')),1e-9)))" "$1" "$2"; }
    echo "| $st 3×$calls | ${v2//_/ } | $n1 | $t1 | $n2 | $t2 | $r2 | $(ratio "$n1" "$n2") | $(ratio "$t1" "$t2") |"
  done
done
