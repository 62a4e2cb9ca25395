#!/usr/bin/env python3
"""Soundness cross-check of the reductions (issue: checker core).

For generated programs (gen_programs.py), the set of final states (the values
of the static fields when every thread has ended) must be the same under every
strategy, with and without state matching; plain enumeration of every schedule
(--por=none --stateless) is run where it is small enough to finish.

usage: crosscheck.py JPOR FIRST COUNT [WORKDIR]
Prints one line per disagreement and ends with 'N passed, N failed'.
"""
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CONFIGS = [
    ("spor", False), ("jpf", False), ("none", False),
    ("spor", True), ("jpf", True), ("none", True),
]


def final_states(jpor, cp, name, por, stateless):
    cmd = [jpor, "check", "--por=" + por, "--final-states", "--memory=256m"]
    if stateless:
        cmd += ["--stateless", "--depth=5000"]
    cmd += ["-cp", cp, name]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return None, "timeout"
    if p.returncode != 0:
        return None, "exit %d: %s" % (p.returncode, (p.stdout + p.stderr)[-400:])
    lines = p.stdout.splitlines()
    try:
        start = next(i for i, l in enumerate(lines) if l.startswith("final states"))
    except StopIteration:
        return None, "no final states in output"
    n = int(lines[start].split("(")[1].split()[0])
    return frozenset(l.strip() for l in lines[start + 1:start + 1 + n]), None


def main():
    jpor, first, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    work = sys.argv[4] if len(sys.argv) > 4 else tempfile.mkdtemp(prefix="jpor-cross-")
    src, cls = os.path.join(work, "src"), os.path.join(work, "classes")
    subprocess.run([sys.executable, os.path.join(HERE, "gen_programs.py"), src, str(first), str(count)],
                   check=True)
    files = sorted(os.listdir(src))
    subprocess.run(["javac", "--release", "8", "-nowarn", "-d", cls] +
                   [os.path.join(src, f) for f in files], check=True)
    passed = failed = enumerated = 0
    for f in files:
        name = f[:-5]
        results, problem = {}, None
        for por, stateless in CONFIGS:
            states, err = final_states(jpor, cls, name, por, stateless)
            if err and por == "none" and stateless and err == "timeout":
                continue  # plain enumeration too large for this program: skipped
            if err:
                problem = "%s --por=%s%s: %s" % (name, por, " --stateless" if stateless else "", err)
                break
            results[(por, stateless)] = states
        if not problem:
            ref = results[("spor", False)]
            for key, states in results.items():
                if states != ref:
                    problem = "%s: final states differ: %s%s gives %d, spor gives %d: %s" % (
                        name, key[0], " stateless" if key[1] else "", len(states), len(ref),
                        sorted(states ^ ref)[:3])
                    break
        if ("none", True) in results:
            enumerated += 1
        if problem:
            failed += 1
            print("FAIL " + problem)
        else:
            passed += 1
    print("plain enumeration of all schedules finished on %d of %d programs" % (enumerated, len(files)))
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
