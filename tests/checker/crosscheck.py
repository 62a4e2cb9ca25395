#!/usr/bin/env python3
"""Soundness cross-check of the reductions.

For generated programs (gen_programs.py), the verdict and the set of final
states (the values of the static fields when every thread has ended) must be
the same under every strategy `jpor check --list-por` names, with state
matching and without, as under plain enumeration (--por=none, stateful).

  * The reference, stateful none, must finish.  Every other stateful run
    must finish and agree exactly.
  * Stateless runs are bounded by a number of complete executions (never by
    time, so that no result depends on the machine's speed): a run that
    finishes must agree exactly; one cut by the bound must not reach a final
    state, nor an error, that the reference does not have.

  * Every configuration runs with each --visibility (shared and sync, or
    those --visibility=A,B names): sync must find what shared finds.

usage: crosscheck.py JPOR FIRST COUNT [WORKDIR] [--executions=N] [--por=A,B]
                     [--visibility=A,B]
Prints one line per disagreement, the count of complete runs per
configuration, and ends with 'N passed, N failed'.
"""
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def strategies(jpor):
    """every strategy; dpor-graph once per instruction marker, as dpor-graph:MARKER"""
    def names(flag):
        out = subprocess.run([jpor, "check", flag], capture_output=True, text=True, check=True)
        return [line.split()[0] for line in out.stdout.splitlines() if line.strip()]
    markers = [m for m in names("--list-markers") if m != "maybe"]  # a test marker: slow by design
    return [p2 for p in names("--list-por")
            for p2 in ([p + ":" + m for m in markers] if p == "dpor-graph" else [p])]


def marks_points(por):
    """dpor-graph decides the scheduling points itself: the visibility does not matter to it;
    it is stateless by default and runs stateful with --stateful"""
    return por.startswith("dpor-graph")


def final_states(jpor, cp, name, por, stateless, executions, visibility="shared"):
    """(verdict, states, complete, problem); verdict is 'ok' or 'error'"""
    por, marker, replay = (por.split(":") + ["", ""])[:3]  # dpor-graph:MARKER[:REPLAY]
    bfs = por.endswith("+bfs")  # spor+bfs: --search=bfs
    por = por[:-4] if bfs else por
    cmd = [jpor, "check", "--por=" + por] + (["--search=bfs"] if bfs else []) + [ "--final-states", "--all-errors", "--memory=256m",
           "--visibility=" + visibility] + (["--marker=" + marker] if marker else []) + \
        (["--replay=" + replay] if replay else [])
    if stateless:
        cmd += ["--stateless", "--depth=5000", "--max-executions=%d" % executions]
    elif marks_points(por):
        cmd += ["--stateful"]
    cmd += ["-cp", cp, name]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode not in (0, 1, 3) or (p.returncode == 3 and not stateless):
        return None, None, False, "exit %d: %s" % (p.returncode, (p.stdout + p.stderr)[-400:])
    lines = p.stdout.splitlines()
    try:
        start = next(i for i, l in enumerate(lines) if l.startswith("final states"))
    except StopIteration:
        return None, None, False, "no final states in output"
    n = int(lines[start].split("(")[1].split()[0])
    states = frozenset(l.strip() for l in lines[start + 1:start + 1 + n])
    errors = frozenset(l for l in lines if l.startswith("Error "))
    verdict = "error" if errors or p.returncode == 1 else "ok"
    complete = p.returncode != 3 and "limit:" not in p.stdout
    return verdict, states, complete, None


def check_program(jpor, cls, name, configs, executions, complete):
    ref_verdict, ref, done, err = final_states(jpor, cls, name, "none", False, executions)
    if err:
        return "%s --por=none: %s" % (name, err)
    complete["none"] += 1
    for por, stateless, vis in configs:
        what = "%s --por=%s%s --visibility=%s" % (name, por, " --stateless" if stateless else "", vis)
        verdict, states, done, err = final_states(jpor, cls, name, por, stateless, executions, vis)
        if err:
            return "%s: %s" % (what, err)
        label = label_of(por, stateless, vis)
        if done:
            complete[label] += 1
            if states != ref:
                return "%s: final states differ from --por=none: %s" % (what, sorted(states ^ ref)[:3])
            if verdict != ref_verdict:
                return "%s: verdict %s, --por=none says %s" % (what, verdict, ref_verdict)
        else:
            if not states <= ref:
                return "%s: reaches final states --por=none does not: %s" % (what, sorted(states - ref)[:3])
            if verdict == "error" and ref_verdict != "error":
                return "%s: reports an error --por=none does not" % what
    return None


def label_of(por, stateless, vis):
    return por + (" stateless" if stateless else "") + ("" if vis == "shared" else " " + vis)


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    opts = dict(a[2:].split("=", 1) for a in sys.argv[1:] if a.startswith("--"))
    jpor, first, count = args[0], int(args[1]), int(args[2])
    work = args[3] if len(args) > 3 else tempfile.mkdtemp(prefix="jpor-cross-")
    executions = int(opts.get("executions", "20000"))
    # the breadth-first search runs the strategies that need no stack, stateful
    pors = opts["por"].split(",") if "por" in opts else \
        strategies(jpor) + ["none+bfs", "jpf+bfs", "spor+bfs"]
    visibilities = opts.get("visibility", "shared,sync").split(",")
    # none cuts at every access: the visibility does not matter to it, nor to
    # dpor-graph, which decides the scheduling points itself (stateless and stateful)
    configs = [(p, st, v) for v in visibilities for st in (False, True) for p in pors
               if ((p != "none" and not marks_points(p)) or (st and v == visibilities[0]) or
                   (marks_points(p) and v == visibilities[0])) and
               not (p.endswith("+bfs") and (st or (p == "none+bfs" and v != visibilities[0])))]
    src, cls = os.path.join(work, "src"), os.path.join(work, "classes")
    subprocess.run([sys.executable, os.path.join(HERE, "gen_programs.py"), src, str(first), str(count)],
                   check=True)
    files = sorted(os.listdir(src))
    jlib = os.path.join(os.path.dirname(os.path.abspath(jpor)), "jlib.jar")
    subprocess.run(["javac", "--release", "8", "-nowarn", "-cp", jlib, "-d", cls] +
                   [os.path.join(src, f) for f in files], check=True)
    passed = failed = 0
    complete = {"none": 0}
    complete.update({label_of(p, s, v): 0 for p, s, v in configs})
    for f in files:
        problem = check_program(jpor, cls, f[:-5], configs, executions, complete)
        if problem:
            failed += 1
            print("FAIL " + problem, flush=True)
        else:
            passed += 1
    print("complete runs: " + ", ".join("%s %d/%d" % (k, v, len(files)) for k, v in complete.items()))
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
