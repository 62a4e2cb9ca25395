#!/usr/bin/env python3
"""Soundness cross-check of the reductions (issue: checker core).

For generated programs (gen_programs.py), the set of final states (the values
of the static fields when every thread has ended) must be the same under
--por=none, jpf and spor, with state matching and without.

  * Stateful none/jpf/spor and stateless spor must finish, and agree exactly.
  * Stateless jpf runs under a 30-s time limit; stateless none -- plain
    enumeration of every schedule, a scheduling point at every candidate
    action -- under 1 s, so it finishes on the smallest programs.
    A run that finishes must agree exactly; one cut by its limit must not
    reach a final state the reference does not have.

usage: crosscheck.py JPOR FIRST COUNT [WORKDIR]
Prints one line per disagreement, the count of complete runs per
configuration, and ends with 'N passed, N failed'.
"""
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
# (por, stateless, time limit in seconds or None: must finish)
CONFIGS = [
    ("spor", False, None), ("jpf", False, None), ("none", False, None),
    ("spor", True, None), ("jpf", True, 30), ("none", True, 1),
]


def label(por, stateless):
    return por + (" stateless" if stateless else "")


def final_states(jpor, cp, name, por, stateless, limit):
    """(states, complete, error)"""
    cmd = [jpor, "check", "--por=" + por, "--final-states", "--memory=256m"]
    if stateless:
        cmd += ["--stateless", "--depth=5000"]
    if limit:
        cmd += ["--time-limit=%d" % limit]
    cmd += ["-cp", cp, name]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        return None, False, "no answer within 120 s"
    if p.returncode not in (0, 3) or (p.returncode == 3 and not limit):
        return None, False, "exit %d: %s" % (p.returncode, (p.stdout + p.stderr)[-400:])
    lines = p.stdout.splitlines()
    try:
        start = next(i for i, l in enumerate(lines) if l.startswith("final states"))
    except StopIteration:
        return None, False, "no final states in output"
    n = int(lines[start].split("(")[1].split()[0])
    return frozenset(l.strip() for l in lines[start + 1:start + 1 + n]), p.returncode == 0, None


def check_program(jpor, cls, name, complete):
    ref = None
    for por, stateless, limit in CONFIGS:
        states, done, err = final_states(jpor, cls, name, por, stateless, limit)
        what = "%s --por=%s%s" % (name, por, " --stateless" if stateless else "")
        if err:
            return "%s: %s" % (what, err)
        if ref is None:
            ref = states
        if done:
            complete[label(por, stateless)] += 1
            if states != ref:
                return "%s: final states differ from stateful spor: %s" % (what, sorted(states ^ ref)[:3])
        elif not states <= ref:
            return "%s: reaches final states stateful spor does not: %s" % (what, sorted(states - ref)[:3])
    return None


def main():
    jpor, first, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    work = sys.argv[4] if len(sys.argv) > 4 else tempfile.mkdtemp(prefix="jpor-cross-")
    src, cls = os.path.join(work, "src"), os.path.join(work, "classes")
    subprocess.run([sys.executable, os.path.join(HERE, "gen_programs.py"), src, str(first), str(count)],
                   check=True)
    files = sorted(os.listdir(src))
    jlib = os.path.join(os.path.dirname(os.path.abspath(jpor)), "jlib.jar")
    subprocess.run(["javac", "--release", "8", "-nowarn", "-cp", jlib, "-d", cls] +
                   [os.path.join(src, f) for f in files], check=True)
    passed = failed = 0
    complete = {label(p, s): 0 for p, s, _ in CONFIGS}
    for f in files:
        problem = check_program(jpor, cls, f[:-5], complete)
        if problem:
            failed += 1
            print("FAIL " + problem)
        else:
            passed += 1
    print("complete runs: " + ", ".join("%s %d/%d" % (k, v, len(files)) for k, v in complete.items()))
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
