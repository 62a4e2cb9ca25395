#!/bin/sh
# parallel_test.sh JPOR WORKDIR -- experiments.py's run list through GNU
# parallel over two hosts gives the rows a plain local run gives.
#
# The two hosts are names for this machine: parallel reaches them through a
# stand-in for ssh that runs the command here (--ssh), so the test needs no
# ssh server, yet parallel does what it does with real hosts (one job slot
# each, the command sent through the "remote" shell).  Both runs use the
# same plan: a few small clients (one call a thread) under dl-spor,
# each run bounded by a generous time limit it never comes near.  Compared:
# client, algorithm, order, mode, verdict, states and transitions of every
# row.  Exit 77 (ctest: skipped) when GNU parallel is not installed.
set -u
JPOR=$1
WORK=$2
EXP="$(cd "$(dirname "$0")/../.." && pwd)/synchrobench-clients/experiments.py"
command -v parallel >/dev/null 2>&1 || { echo "GNU parallel is not installed (apt-get install parallel)"; exit 77; }
rm -rf "$WORK"
mkdir -p "$WORK"
pass=0
fail=0
check() { # check OK MESSAGE
  if [ "$1" = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $2"; fi
}
common="--jpor $JPOR --clients 1 --max-calls 1 --algorithms dl-spor --limit 600 --memory 256m"
python3 "$EXP" --out "$WORK/plain" --jobs 1 $common >"$WORK/plain.log" 2>&1
check $? "plain local run (see $WORK/plain.log)"
python3 "$EXP" --out "$WORK/par" --plan-only $common >"$WORK/plan.log" 2>&1
check $? "plan only (see $WORK/plan.log)"
cat >"$WORK/ssh" <<EOS
#!/bin/sh
# a stand-in for ssh: HOST [--] COMMAND... runs COMMAND on this machine.
# sshd gives the remote command the user's login shell in SHELL, and
# parallel's remote wrapper runs each job with \$SHELL: without it (CI
# runs with SHELL unset) every job silently does nothing.
echo "\$1" >>"$WORK/hosts.log"
SHELL=/bin/sh
export SHELL
shift
[ "\$1" = "--" ] && shift
exec sh -c "\$*"
EOS
chmod +x "$WORK/ssh"
parallel --ssh "$WORK/ssh" -S 1/hostA,1/hostB <"$WORK/par/runs.txt" >"$WORK/parallel.log" 2>&1
check $? "parallel over two hosts (see $WORK/parallel.log)"
python3 "$EXP" --out "$WORK/par" --report >"$WORK/report.log" 2>&1
check $? "report of the parallel run (see $WORK/report.log)"
rows() { # the columns that must agree, one sorted line a run
  python3 - "$1" <<'EOP'
import csv, sys
keys = ("client", "algorithm", "order", "mode", "verdict", "states", "transitions")
rows = sorted("|".join(r[k] for k in keys) for r in csv.DictReader(open(sys.argv[1])))
print("\n".join(rows))
EOP
}
rows "$WORK/plain/results.csv" >"$WORK/plain.rows" 2>/dev/null
rows "$WORK/par/results.csv" >"$WORK/par.rows" 2>/dev/null
n=$(wc -l <"$WORK/plain.rows")
[ "$n" -gt 0 ] && ! grep -q '|limit|\||crash|' "$WORK/plain.rows"
check $? "the plain run has rows, none cut by a limit or crashed ($n rows)"
cmp -s "$WORK/plain.rows" "$WORK/par.rows"
r=$?
check $r "the same rows through parallel as run plainly (diff $WORK/plain.rows $WORK/par.rows)"
# what differed, so that a failure on another machine can be read from its log
[ "$r" = 0 ] || { diff "$WORK/plain.rows" "$WORK/par.rows" | head -20; tail -5 "$WORK/parallel.log"; }
[ "$(sort -u "$WORK/hosts.log" 2>/dev/null | wc -l)" = 2 ]
check $? "parallel used both hosts"
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
