#!/usr/bin/env bash
# Two builds of the checker side by side, in one run: the same searches under
# each, alternating old and new (so that the machine's load falls on both),
# best of REPEATS.  Prints a markdown table with states, seconds, states per
# second, the store's bytes a state and peak RSS of each build, and the
# ratios new against old.
#
#   benchmarks/compare.sh OLD NEW [REPEATS] [LIMIT_SECONDS]
#
# OLD and NEW: a build directory (holding jpor) or a git revision of this
# repository, which is built into a temporary worktree first (RelWithDebInfo).
# The searches: synchrobench-clients' SetClient (the RW-lock set), three
# ordered philosophers and the bounded buffer with notifyAll() of
# tests/checker/progs, four ordered philosophers of two meals
# (benchmarks/progs), and a generated lock-free BST client (3 threads x 2
# calls, seed 7), each under the default strategy (dl-spor) and spor; a run
# is bounded by LIMIT_SECONDS (default 120), so a slow build ends too.
# $COMPARE_ARGS, if set, is added to every search's options (say
# --max-executions=200: a bound that does not depend on the machine);
# $COMPARE_POR, if set, lists the strategies instead (say "none spor": the
# searches large enough for states per second to mean something);
# $COMPARE_ONLY, if set, is a regular expression: only the searches whose
# name matches it run (say "BST|Philosophers4").
# A search the old build does not finish within LIMIT_SECONDS is run by the
# new build up to the states the old one stored (--max-states): the same
# work, so that states per second are compared on equal stores (set
# COMPARE_SAME_WORK=0 to give both the time limit instead).
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: benchmarks/compare.sh OLD NEW [REPEATS] [LIMIT_SECONDS]" >&2; exit 2; }
here=$(cd "$(dirname "$0")/.." && pwd)
reps=${3:-3}
limit=${4:-120}
out=$(mktemp -d)
cleanup() {
  for w in "$out"/wt-*; do [ -d "$w" ] && git -C "$here" worktree remove --force "$w" >/dev/null 2>&1; done
  rm -rf "$out"
}
trap cleanup EXIT

jpor_of() { # jpor_of OLD|NEW NAME: the path of jpor for a build directory or a revision
  if [ -x "$1/jpor" ]; then
    echo "$(cd "$1" && pwd)/jpor"
    return
  fi
  git -C "$here" rev-parse --verify -q "$1^{commit}" >/dev/null ||
    { echo "compare.sh: '$1' is neither a build directory with jpor nor a revision" >&2; exit 2; }
  local wt="$out/wt-$2"
  git -C "$here" worktree add -q --detach "$wt" "$1" >/dev/null
  cmake -S "$wt" -B "$wt/build" -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
  make -C "$wt/build" -j2 jpor >/dev/null
  echo "$wt/build/jpor"
}
old=$(jpor_of "$1" old)
new=$(jpor_of "$2" new)

cls="$out/classes"
mkdir -p "$cls"
javac --release 17 -g -nowarn -d "$cls" "$here"/synchrobench-clients/src/*.java \
  "$here"/tests/checker/progs/{BufferNotifyAll,Philosophers3Ordered}.java \
  "$here"/benchmarks/progs/Philosophers4Meals.java
python3 "$here/synchrobench-clients/gen_client.py" --structure bst --threads 3 --calls 2 \
  --exact-calls --keys 3 --seed 7 --name BstClient3x2 --out "$out/gen" >/dev/null
javac --release 17 -g -nowarn -cp "$cls" -d "$cls" "$out/gen/BstClient3x2.java"
bst_shared=$(python3 "$here/synchrobench-clients/gen_client.py" --structure bst --print-shared)

one() { # one BIN ARGS...: the JSON of one run (empty if it printed none)
  local bin=$1
  shift
  # shellcheck disable=SC2086 # COMPARE_ARGS: options, split on spaces
  "$bin" check --json --time-limit="$limit" ${COMPARE_ARGS:-} "$@" 2>/dev/null || true
}
faster() { # faster JSON JSON: the one with more states a second (either may be empty)
  python3 -c 'import json, sys
a, b = sys.argv[1], sys.argv[2]
rate = lambda j: (lambda s: s["states_stored"] / max(s["seconds"], 1e-9))(json.loads(j)["stats"])
print(a if not b or (a and rate(a) > rate(b)) else b)' "$1" "$2"
}
# same_work JSON: "--max-states=N" when the old build's run stopped at its
# time limit with N states stored, so that the new build's run does the same
# work (the same first N states of the same search order) instead of a larger
# search whose store is bigger; empty otherwise, or when the new build does
# not know --max-states, or COMPARE_SAME_WORK=0
same_work() {
  [ "${COMPARE_SAME_WORK:-1}" = 1 ] && [ -n "$1" ] || return 0
  grep -q -- --max-states <<<"$("$new" check --help 2>&1)" || return 0 # (not a pipe: grep -q ends it early)
  python3 -c 'import json, sys
j = json.loads(sys.argv[1])
if j.get("limit") == "time limit": print("--max-states=%d" % j["stats"]["states_stored"])' "$1"
}

echo "old: $1 ($old)"
echo "new: $2 ($new)"
echo
echo "| search | --por | verdict old / new | states old / new | s old / new | states/s old / new | states/s new/old | store B/state old / new | RSS MiB old / new |"
echo "|---|---|---|---|---|---|---|---|---|"
while IFS='|' read -r name args; do
  [[ $name =~ ${COMPARE_ONLY:-.} ]] || continue
  for por in ${COMPARE_POR:-dl-spor spor}; do
    jo="" jn=""
    for _ in $(seq "$reps"); do # alternating old, new, old, new ...
      o1=$(one "$old" --por=$por -cp "$cls" $args)
      jo=$(faster "$o1" "$jo")
      jn=$(faster "$(one "$new" $(same_work "$o1") --por=$por -cp "$cls" $args)" "$jn")
    done
    python3 - "$name" "$por" "$jo" "$jn" <<'PY'
import json, sys
name, por, jo, jn = sys.argv[1:5]
def get(j):
    if not j:
        return None
    d = json.loads(j); s = d["stats"]; n = max(s["states_stored"], 1)
    v = {"no errors": "ok", "limit reached": "limit"}.get(d["verdict"], d["verdict"])
    return v, s["states_stored"], s["seconds"], s["states_stored"] / max(s["seconds"], 1e-9), \
        s["store_bytes"] / n, s["peak_rss_kib"] / 1024
o, n = get(jo), get(jn)
if not o or not n:
    print("| %s | %s | %s | | | | | | |" % (name, por, "no result" if not o else "no result (new)"))
    sys.exit(0)
print("| %s | %s | %s / %s | %d / %d | %.2f / %.2f | %.0f / %.0f | %.2f | %.1f / %.1f | %.1f / %.1f |" % (
    name, por, o[0], n[0], o[1], n[1], o[2], n[2], o[3], n[3], n[3] / max(o[3], 1e-9), o[4], n[4], o[5], n[5]))
PY
  done
done <<EOF
SetClient|SetClient
Philosophers3Ordered|Philosophers3Ordered
BufferNotifyAll|BufferNotifyAll
Philosophers4Meals|Philosophers4Meals
BST 3x2|--shared-classes=$bst_shared BstClient3x2
EOF
