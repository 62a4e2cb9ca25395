#!/usr/bin/env bash
# The DPOR engine (--por=dpor-graph) side by side with the paper's Table 1 and
# with the source-set strategies.
#
#  1. Table 1's analogues (tests/checker/dpor/): graphs -- complete
#     executions -- and seconds per marker, and whether every behaviour (the
#     final states of --por=none) was found.
#     With --stateful (Yang et al. 2008): states stored per marker.
#  2. The synchrobench-clients structures: each spec of tests/sbclients/specs
#     cut to its first two threads, correct and buggy, under every marker,
#     stateless and --stateful, and under spor and dl-spor (stateful, the
#     default): verdict, executions or states, seconds (best of REPEATS).  A
#     run over LIMIT seconds is cut (--time-limit; a benchmark, not a test).
#  3. The same with every thread of each spec (three): --stateful per marker
#     against spor and dl-spor.
#
#   benchmarks/dporgraph.sh [BUILD_DIR] [REPEATS] [LIMIT]
set -euo pipefail
build=${1:-build}
reps=${2:-3}
limit=${3:-120}
here=$(cd "$(dirname "$0")/.." && pwd)
jpor="$here/$build/jpor"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
javac --release 17 -g -nowarn -cp "$here/$build/jlib.jar" -d "$out/t" "$here"/tests/checker/dpor/*.java
javac --release 17 -g -nowarn -cp "$here/$build/jlib.jar" -d "$out/s" "$here"/synchrobench-clients/src/*.java
markers="drb ea jpf"

best() { # best (smallest seconds) of $reps runs of: jpor check --json ARGS
  local b=""
  for _ in $(seq "$reps"); do
    local j
    j=$("$jpor" check --json --time-limit="$limit" "$@" || true)
    if [ -z "$b" ] || python3 -c 'import json,sys; a=json.loads(sys.argv[1]); b=json.loads(sys.argv[2]); sys.exit(0 if a["stats"]["seconds"]<b["stats"]["seconds"] else 1)' "$j" "$b"; then
      b=$j
    fi
  done
  echo "$b"
}

finals() { "$jpor" check --final-states "$@" | sed -n '/^final states/,/^[A-Z]/p' | grep '^  ' | sort; }

echo "### Table 1 analogues: graphs (complete executions), seconds, every behaviour found"
echo
echo "| program | drb graphs | drb s | ea graphs | ea s | jpf graphs | jpf s | drb --stateful states | s | ea --stateful states | s | jpf --stateful states | s | all behaviours |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
for p in DporGraphExample MoreSimple LessSimple MaybeExample DporEngineExample; do
  ref=$(finals --por=none -cp "$out/t" "$p")
  row="| $p"
  all=yes
  for st in "" --stateful; do
    for m in $markers; do
      j=$(best --por=dpor-graph --marker=$m $st -cp "$out/t" "$p")
      row="$row | $(python3 -c 'import json,sys; s=json.loads(sys.argv[1])["stats"]; print("%d | %.2f" % (s["states_stored"] or s["executions"], s["seconds"]))' "$j")"
      [ "$(finals --por=dpor-graph --marker=$m $st -cp "$out/t" "$p")" = "$ref" ] || all=no
    done
  done
  echo "$row | $all |"
done
echo
clients() { # clients THREADS CONFIG...: a table row per spec and mode
  local threads=$1
  shift
  for spec in "$here"/tests/sbclients/specs/*.json; do
  name=$(basename "$spec" .json)
  for mode in correct buggy; do
    cls=$(python3 - "$spec" "$mode" "$out/c" "$threads" <<'PY'
import json, os, sys
sys.path.insert(0, os.path.join(os.path.dirname(sys.argv[1]), "..", "..", "..", "synchrobench-clients"))
import gen_client
spec = json.load(open(sys.argv[1]))
spec["buggy"] = sys.argv[2] == "buggy"
spec["threads"] = spec["threads"][:int(sys.argv[4])]
spec["name"] = "B_%s_%s%d" % (spec["structure"], sys.argv[2][0], len(spec["threads"]))
os.makedirs(sys.argv[3], exist_ok=True)
print(gen_client.write_client(spec, sys.argv[3]))
PY
)
    javac -g -nowarn -cp "$out/s" -d "$out/c" "$cls"
    main=$(basename "$cls" .java)
    row="| $name $mode"
    for cfg in "$@"; do
      j=$(best ${cfg//,/ } -cp "$out/c:$out/s" "$main")
      row="$row | $(python3 -c 'import json,sys; j=json.loads(sys.argv[1]); s=j["stats"]; n=s["executions"] if s["states_stored"]==0 else s["states_stored"]; print("%s %d %.2f" % (j["verdict"], n, s["seconds"]))' "$j")"
    done
    echo "$row |"
  done
  done
}
stateless=$(for m in $markers; do echo "--por=dpor-graph,--marker=$m"; done)
stateful=$(for m in $markers; do echo "--por=dpor-graph,--marker=$m,--stateful"; done)
echo "### synchrobench-clients, first two threads of each spec: verdict, executions (stateless dpor-graph) or states (stateful), seconds"
echo
echo "| client | $(for m in $markers; do printf 'dpor-graph %s | ' $m; done)$(for m in $markers; do printf 'dpor-graph %s --stateful | ' $m; done)spor | dl-spor |"
echo "|---|$(for m in $markers $markers spor dl-spor; do printf -- '---|'; done)"
# shellcheck disable=SC2086
clients 2 $stateless $stateful --por=spor --por=dl-spor
echo
echo "### synchrobench-clients, every thread of each spec (three): verdict, states, seconds"
echo
echo "| client | $(for m in $markers; do printf 'dpor-graph %s --stateful | ' $m; done)spor | dl-spor |"
echo "|---|$(for m in $markers spor dl-spor; do printf -- '---|'; done)"
# shellcheck disable=SC2086
clients 3 $stateful --por=spor --por=dl-spor
