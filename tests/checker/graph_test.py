#!/usr/bin/env python3
"""The explored graph L_r (--graph): for a program, under each strategy of the
registry (jpor check --list-por), every
stored state is reached from the initial one by the recorded edges, each edge
joins two stored states, and the counts agree with the statistics.  Also: every
enumeration order (visited-first or not, sequential, a permutation, random)
explores the same number of states and matches.  Runs with
--visibility=shared: under sync the statistics add up every run of the
search, and the graph is the last run's.

usage: graph_test.py JPOR CLASSES NAME...
Ends with 'N passed, N failed'."""
import os
import re
import subprocess
import sys
import tempfile


def run(cmd):
    cmd = cmd[:2] + ["--visibility=shared"] + cmd[2:]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    m = re.search(r"states: (\d+) stored, (\d+) matched", p.stdout)
    return p, (int(m.group(1)), int(m.group(2))) if m else None


def check(jpor, classes, name, por, tmp):
    words = por.split()  # a strategy and its options
    dot = os.path.join(tmp, "%s-%s.dot" % (name, "-".join(words)))
    p, counts = run([jpor, "check", "--all-errors", "--por=" + words[0]] + words[1:] +
                    ["--graph=" + dot, "-cp", classes, name])
    if counts is None:
        return "no statistics: " + p.stdout[-300:] + p.stderr[-300:]
    stored, matched = counts
    text = open(dot).read()
    if "digraph L_r" not in text:
        return "not a dot graph"
    init = re.search(r"^  (\d+) \[shape=doublecircle\];", text, re.M)
    edges = [(int(a), int(b)) for a, b in re.findall(r"^  (\d+) -> (\d+) \[label=\"[^\n]*\"\];$", text, re.M)]
    if not init:
        return None if stored == 0 and not edges else "no initial state"
    nodes = {int(init.group(1))}
    succ = {}
    for a, b in edges:
        succ.setdefault(a, []).append(b)
        nodes.update((a, b))
    if nodes != set(range(1, stored + 1)):
        return "graph has %d states, the search stored %d" % (len(nodes), stored)
    seen, todo = set(), [int(init.group(1))]
    while todo:
        n = todo.pop()
        if n not in seen:
            seen.add(n)
            todo.extend(succ.get(n, []))
    if seen != nodes:
        return "%d stored states not reachable in the graph" % (len(nodes) - len(seen))
    # One edge into each stored state but the first, and one a match (the
    # walks of L_r need every edge; reachability alone misses a lost match)
    if len(edges) != stored - 1 + matched:
        return "%d edges between stored states, the search stored %d and matched %d" % (
            len(edges), stored, matched)
    # Any order explores the same states: the fingerprint is a function of
    # the state alone, not of the path that reached it.  (Not so for the
    # source-set strategies: which threads they explore depends on the order.)
    if por not in ("none", "jpf", "spor"):
        return None
    for order in (["--no-visited-first"], ["--order=random:7"], ["--order=seq:3,2,1,0"]):
        _, other = run([jpor, "check", "--all-errors", "--por=" + por] + order + ["-cp", classes, name])
        if other != counts:
            return "default order explores %s, %s %s (stored, matched)" % (counts, " ".join(order), other)
    return None


# stateless by default (STRAT_STATELESS): a graph only with --stateful
STATEFUL_ON_REQUEST = {"dpor-graph"}


def main():
    jpor, classes, names = sys.argv[1], sys.argv[2], sys.argv[3:]
    passed = failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            listed = subprocess.run([jpor, "check", "--list-por"], capture_output=True, text=True)
            pors = [l.split()[0] for l in listed.stdout.splitlines() if l.strip()]
            for por in [p + " --stateful" if p in STATEFUL_ON_REQUEST else p for p in pors]:
                problem = check(jpor, classes, name, por, tmp)
                if problem:
                    failed += 1
                    print("FAIL %s --por=%s: %s" % (name, por, problem))
                else:
                    passed += 1
                    print("PASS %s --por=%s" % (name, por))
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
