#!/usr/bin/env python3
"""daemons_test.py JPOR CLASSES -- programs that end with a daemon still able
to run (daemons/): every strategy, stateful and stateless (and dpor-graph
with each marker), lists the final states --por=none lists.  When the
program ends, the transition that ended it (main's end) disabled the
daemon: it depends on whatever the daemon would do next.  dpor-graph had
no scheduling point before a thread's end (its markers answer No there) and
never saw main's end depend on the daemon's steps; the stateless searches
with sleep sets (odpor, spor-sleep) kept main's end asleep while the daemon
ran on, so the program never ended after a daemon's step (DaemonFinalLoop:
one final state of four)."""
import re
import subprocess
import sys

JPOR, CLASSES = sys.argv[1], sys.argv[2]
PROGS = ["DaemonFinalWrite", "DaemonFinalLoop"]


def finals(args, name):
    p = subprocess.run([JPOR, "check"] + args + ["--final-states", "--all-errors", "-cp", CLASSES,
                                                 name], capture_output=True, text=True, timeout=300)
    out = p.stdout + p.stderr
    got, on = set(), False
    for line in out.split("\n"):
        if line.startswith("final states"):
            on = True
        elif on and line.startswith("  "):
            got.add(line.strip())
        else:
            on = False
    return p.returncode, got


pors = subprocess.run([JPOR, "check", "--list-por"], capture_output=True,
                      text=True).stdout.split("\n")
pors = [line.split()[0] for line in pors if line.strip()]
configs = []
for por in pors + ["dpor-graph --marker=ea", "dpor-graph --marker=jpf",
                   "dpor-graph --marker=maybe"]:
    configs.append(por.split() + ["--stateful"])
    configs.append(por.split() + ["--stateless", "--depth=5000", "--max-executions=5000"])
passed = failed = 0
for name in PROGS:
    status, want = finals(["--por=none"], name)
    if status not in (0, 1) or not want:
        print("FAIL %s --por=none: exit %s, final states %s" % (name, status, sorted(want)))
        failed += 1
        continue
    for c in configs:
        c = ["--por=" + c[0]] + c[1:]
        status, got = finals(c, name)
        if status in (0, 1) and got == want:
            passed += 1
        else:
            failed += 1
            print("FAIL %s %s: exit %s, missing %s, extra %s" %
                  (name, " ".join(c), status, sorted(want - got), sorted(got - want)))
print("%d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
