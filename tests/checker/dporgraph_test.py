#!/usr/bin/env python3
"""The DPOR engine (--por=dpor-graph) against papers/dpor-engine-yes-maybe-replay.md.

  * Figure 2's program (tests/checker/dpor/DporGraphExample.java) gives the
    graph of Figure 1: a Replay root that is replayed, a Maybe node for the
    write on line 5, a Yes node for line 8, and on the replay a Yes node for
    line 5 with two schedules -- compared on the dot file --dpor-graph writes,
    without the Yes nodes of main's end (drop_ends).
  * The analogues of Table 1's programs find every behaviour (the final
    states of --por=none) under every marker; the graph counts are printed
    side by side, as Table 1 does.
  * --replay=point (run a transition again up to the Maybe node, schedule
    only the missing threads there) finds every behaviour too.
  * A marker that answers Maybe for everything, in every execution: the
    search still ends, with the verdict of --por=none.
  * An error's trace, written one action a step, replays to the same error.
  * --stateful (Yang et al. 2008): every marker, the Maybe-forever one
    included, finds every behaviour of the Table 1 analogues; the walk of
    L_r from a state reached again and the cycle proviso both take part
    (without either, the cross-check finds final states missed); a spin
    loop ends; its traces replay; --stateful with --stateless is refused.
  * A thread blocked for ever on the lock a spinning thread holds: its
    acquire, which never runs, races with the spinner's (Flanagan and
    Godefroid's next(s, p) of a disabled thread), under every marker,
    stateful and stateless (SpinHoldLock, SpinHoldLock2: the stateful search
    closed the spin loop on a stored state and reported no error).

usage: dporgraph_test.py JPOR CLASSES WORKDIR
Ends with 'N passed, N failed'.
"""
import os
import re
import shutil
import subprocess
import sys

from checks import check, finish

TABLE = ["MoreSimple", "LessSimple", "MaybeExample", "DporEngineExample"]
MARKERS = ["drb", "ea", "jpf"]



def jpor(args):
    return subprocess.run([JPOR, "check", "-cp", CLASSES] + args, capture_output=True, text=True)


def final_states(args, name):
    p = jpor(args + ["--final-states", name])
    lines = p.stdout.splitlines()
    start = next((i for i, l in enumerate(lines) if l.startswith("final states")), None)
    if start is None:
        return None, p
    n = int(lines[start].split("(")[1].split()[0])
    return frozenset(l.strip() for l in lines[start + 1:start + 1 + n]), p


def graphs(out):
    m = re.search(r"dpor graph \(marker \w+\): (\d+) graphs", out)
    return int(m.group(1)) if m else None


def read_dot(path):
    nodes, edges = {}, set()
    if not os.path.exists(path):
        return nodes, edges
    for line in open(path):
        m = re.match(r'\s*n(\d+) \[shape=\w+, label="(\d+) (\w+) T(\d+)\\n([^"]*)"', line)
        if m:
            nodes[int(m.group(1))] = (m.group(3), int(m.group(4)), m.group(5))
        m = re.match(r"\s*n(\d+) -> n(\d+);", line)
        if m:
            edges.add((int(m.group(1)), int(m.group(2))))
    return nodes, edges


def drop_ends(nodes, edges):
    """The graph without the Yes nodes of threads' ends (the engine makes an
    end a node while it may end the program with a daemon left: main's end
    in Figure 2's program, which the paper's engine had not), its nodes
    numbered anew in order and each end's children hung from its parent."""
    ends = {i for i, n in nodes.items() if re.match(r"\s*end #", n[2])}
    parent = {b: a for a, b in edges}
    def up(i):
        while i in ends:
            i = parent[i]
        return i
    keep = sorted(i for i in nodes if i not in ends)
    new = {old: k for k, old in enumerate(keep)}
    return ({new[i]: nodes[i] for i in keep},
            {(new[up(a)], new[b]) for a, b in edges if b not in ends})


def figure1(work):
    out = os.path.join(work, "figure1")
    shutil.rmtree(out, ignore_errors=True)
    p = jpor(["--por=dpor-graph", "--marker=drb", "--dpor-graph=" + out, "DporGraphExample"])
    check(p.returncode == 0, "Figure 2: exit %d, %s" % (p.returncode, p.stderr[-300:]))
    nodes, edges = drop_ends(*read_dot(os.path.join(out, "graph.dot")))
    kinds = [nodes[i][0] for i in sorted(nodes)]
    check(kinds == ["Replay", "Maybe", "Yes", "Yes", "Yes", "Yes"], "Figure 1: node kinds %s" % kinds)
    check(edges == {(0, 1), (1, 2), (0, 3), (3, 4), (3, 5)}, "Figure 1: edges %s" % sorted(edges))
    lines = {i: re.search(r"DporGraphExample\.java:(\d+)", nodes[i][2]) for i in nodes}
    lines = {i: int(m.group(1)) if m else None for i, m in lines.items()}
    check([lines.get(i) for i in (1, 2, 3, 4, 5)] == [5, 8, 5, 8, 5],
          "Figure 1: source lines %s" % lines)
    check("replay" in nodes.get(0, ("", 0, ""))[2], "Figure 1: node 0 is not flagged for a replay")
    check("choices {T0,T1}" in nodes.get(1, ("", 0, ""))[2] and "choices {T0,T1}" in nodes.get(3, ("", 0, ""))[2],
          "Figure 1: nodes 1 and 3 must schedule both threads")
    check(graphs(p.stdout) == 3 and "1 replays" in p.stdout, "Figure 1: 3 graphs, 1 replay: %s" %
          p.stdout.splitlines()[-1:])
    files = sorted(f for f in (os.listdir(out) if os.path.isdir(out) else []) if re.match(r"graph-\d+\.dot", f))
    check(files == ["graph-0001.dot", "graph-0002.dot", "graph-0003.dot"], "one dot file per execution: %s" % files)


def table1():
    print("Table 1 analogues: graphs (complete executions) per marker, every behaviour found?")
    print("%-20s %8s %8s %8s" % ("program", *MARKERS))
    for name in ["DporGraphExample"] + TABLE:
        ref, p = final_states(["--por=none"], name)
        check(ref is not None, "%s --por=none: %s" % (name, p.stdout[-300:]))
        row = []
        for m in MARKERS:
            got, p = final_states(["--por=dpor-graph", "--marker=" + m], name)
            check(p.returncode == 0 and got == ref,
                  "%s --marker=%s: exit %d, final states %s, --por=none %s" %
                  (name, m, p.returncode, sorted(got or []), sorted(ref or [])))
            row.append(graphs(p.stdout))
        print("%-20s %8s %8s %8s" % (name, *row), flush=True)


def point_replay():
    """--replay=point: every behaviour still found, and it is used"""
    used = 0
    for name in ["DporGraphExample"] + TABLE:
        ref, _ = final_states(["--por=none"], name)
        for m in ("drb", "maybe"):
            got, p = final_states(["--por=dpor-graph", "--replay=point", "--marker=" + m], name)
            check(p.returncode == 0 and got == ref, "%s --replay=point --marker=%s: exit %d, final states %s" %
                  (name, m, p.returncode, sorted(got or [])))
            r = re.search(r"(\d+) of a transition up to a point", p.stdout)
            used += int(r.group(1)) if r else 0
    check(used > 0, "--replay=point never replayed a transition up to a point")


def maybe_forever():
    for name, want in (("LostUpdate", 1), ("LostUpdateFixedSync", 0), ("MissedNotify", 1),
                       ("ReentrantLockDeadlock", 1), ("CasLoopCounter", 0)):
        p = jpor(["--por=dpor-graph", "--marker=maybe", name])
        check(p.returncode == want, "--marker=maybe %s: exit %d, want %d: %s" %
              (name, p.returncode, want, (p.stdout + p.stderr)[-300:]))
        check(re.search(r"[1-9]\d* points found to be scheduling points", p.stdout) is not None,
              "--marker=maybe %s: the engine found no scheduling point itself" % name)


def trace_replay(work):
    for m in MARKERS:
        trace = os.path.join(work, "trace-" + m)
        p = jpor(["--por=dpor-graph", "--marker=" + m, "--trace=" + trace, "LostUpdate"])
        check(p.returncode == 1, "LostUpdate --marker=%s: exit %d" % (m, p.returncode))
        r = subprocess.run([JPOR, "replay", "-cp", CLASSES, trace], capture_output=True, text=True)
        check(r.returncode == 1 and "AssertionError" in r.stdout,
              "replay of --marker=%s's trace: exit %d: %s" % (m, r.returncode, (r.stdout + r.stderr)[-300:]))


def stateful(work):
    print("--stateful: states stored per marker, every behaviour found?")
    print("%-20s %8s %8s %8s %8s" % ("program", *MARKERS, "maybe"))
    revisits = 0
    for name in ["DporGraphExample"] + TABLE + ["StatefulPointReplay"]:
        ref, _ = final_states(["--por=none"], name)
        row = []
        for m in MARKERS + ["maybe"]:
            got, p = final_states(["--por=dpor-graph", "--stateful", "--marker=" + m], name)
            check(p.returncode == 0 and got == ref, "%s --stateful --marker=%s: exit %d, final states %s" %
                  (name, m, p.returncode, sorted(got or [])))
            check("did not meet it" not in p.stdout, "%s --stateful --marker=%s: a replay up to a "
                  "point did not meet it" % (name, m))
            r = re.search(r"(\d+) stored states reached again", p.stdout)
            revisits += int(r.group(1)) if r else 0
            s = re.search(r"states: (\d+) stored", p.stdout)
            row.append(s.group(1) if s else "?")
        print("%-20s %8s %8s %8s %8s" % (name, *row), flush=True)
    check(revisits > 0, "--stateful never reached a stored state again")
    for name, want in (("SpinOnPlainFlag", 0), ("CasLoopCounter", 0), ("LostUpdate", 1),
                       ("LostUpdateFixedSync", 0), ("MissedNotify", 1)):
        p = jpor(["--por=dpor-graph", "--stateful", name])
        check(p.returncode == want, "--stateful %s: exit %d, want %d: %s" %
              (name, p.returncode, want, (p.stdout + p.stderr)[-300:]))
    p = jpor(["--por=dpor-graph", "--stateful", "--all-errors", "SpinOnPlainFlag"])
    c = re.search(r"(\d+) cycles", p.stdout)
    check(c is not None and int(c.group(1)) > 0, "--stateful SpinOnPlainFlag: no cycle found: " + p.stdout[-300:])
    trace = os.path.join(work, "trace-stateful")
    p = jpor(["--por=dpor-graph", "--stateful", "--trace=" + trace, "LostUpdate"])
    r = subprocess.run([JPOR, "replay", "-cp", CLASSES, trace], capture_output=True, text=True)
    check(p.returncode == 1 and r.returncode == 1 and "AssertionError" in r.stdout,
          "replay of a --stateful trace: exit %d: %s" % (r.returncode, (r.stdout + r.stderr)[-300:]))
    p = jpor(["--por=dpor-graph", "--stateful", "--stateless", "LostUpdate"])
    check(p.returncode == 2 and "exclude each other" in p.stderr and len(p.stderr.splitlines()) == 1,
          "--stateful --stateless: exit %d: %s" % (p.returncode, p.stderr))


def blocked_for_ever():
    """W0 takes L and spins holding it for ever, W1 waits for L: W1's acquire
    never runs and no execution ends, so only its pending acquire, looked at
    while it is blocked (and kept in L_r for the walks of --stateful), shows
    that W1 could take L first -- and fail"""
    for name in ("SpinHoldLock", "SpinHoldLock2"):
        for m in MARKERS + ["maybe"]:
            for mode in (["--stateful"], ["--stateless", "--max-executions=5000"]):
                p = jpor(["--por=dpor-graph", "--marker=" + m, "--depth=200"] + mode + [name])
                check(p.returncode == 1 and "W1 got the lock first" in p.stdout,
                      "%s --marker=%s %s: exit %d, want the assertion: %s" %
                      (name, m, " ".join(mode), p.returncode, p.stdout.splitlines()[:1]))


if __name__ == "__main__":
    JPOR, CLASSES, WORK = sys.argv[1:4]
    os.makedirs(WORK, exist_ok=True)
    figure1(WORK)
    table1()
    point_replay()
    maybe_forever()
    trace_replay(WORK)
    stateful(WORK)
    blocked_for_ever()
    finish()
