#!/usr/bin/env python3
"""Schedule-dependent test of one program (tests/threads/sched/NAME.java).

    schedtest.py JPOR CLASSES NAME OUTCOMES_FILE [SEEDS]
    schedtest.py --host JAVA CLASSES NAME OUTCOMES_FILE [RUNS]

Runs `JPOR run -cp CLASSES --schedule=rr NAME` and `--schedule=random:S` for
S = 1..SEEDS (default 50).  Every run must exit with status 0, print nothing
on stderr, and print on stdout exactly one of the legal outcomes listed in
OUTCOMES_FILE (each outcome is the whole stdout; outcomes are separated by a
line `----`).  Fails naming the schedule of every run outside the list; also
prints how many distinct outcomes were seen and how often (informative).

--host runs the program RUNS times (default 300) under the host JAVA instead,
to check that the list covers what a real JVM does.
Timeout per run: $JPOR_TEST_TIMEOUT seconds (default 60).
"""
import collections
import os
import subprocess
import sys


def load_outcomes(path):
    outcomes, cur = [], []
    with open(path, encoding="utf-8") as f:
        for line in f.read().split("\n"):
            if line == "----":
                outcomes.append(cur)
                cur = []
            else:
                cur.append(line)
    outcomes.append(cur)
    result = set()
    for o in outcomes:
        while o and o[-1] == "":
            o.pop()
        result.add("\n".join(o) + "\n" if o else "")
    return result


def show(text):
    return "\n".join("    | " + l for l in text.rstrip("\n").split("\n")) if text else "    | (empty)"


def main():
    args = sys.argv[1:]
    host = bool(args) and args[0] == "--host"
    if host:
        args = args[1:]
    if len(args) not in (4, 5):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    binary, classes, name, outcomes_file = args[:4]
    count = int(args[4]) if len(args) == 5 else (300 if host else 50)
    legal = load_outcomes(outcomes_file)
    timeout = int(os.environ.get("JPOR_TEST_TIMEOUT", "60"))

    if host:
        runs = [("host run %d" % i, [binary, "-XX:TieredStopAtLevel=1", "-cp", classes, name])
                for i in range(1, count + 1)]
    else:
        runs = [("--schedule=rr", [binary, "run", "-cp", classes, "--schedule=rr", name])]
        runs += [("--schedule=random:%d" % s, [binary, "run", "-cp", classes, "--schedule=random:%d" % s, name])
                 for s in range(1, count + 1)]

    seen = collections.Counter()
    failures = 0
    for label, cmd in runs:
        try:
            p = subprocess.run(cmd, stdin=subprocess.DEVNULL, capture_output=True, timeout=timeout)
            out = p.stdout.decode("utf-8", "replace")
            err = p.stderr.decode("utf-8", "replace")
            status = p.returncode
        except subprocess.TimeoutExpired as e:
            out = (e.stdout or b"").decode("utf-8", "replace")
            err = (e.stderr or b"").decode("utf-8", "replace")
            status = "timeout after %ds" % timeout
        problems = []
        if status != 0:
            problems.append("exit status %s (expected 0)" % status)
        if err:
            problems.append("stderr not empty:\n" + show(err[:2000]))
        if out not in legal:
            problems.append("stdout is not a legal outcome:\n" + show(out[:2000]))
        if problems:
            failures += 1
            print("FAIL %s %s: %s" % (name, label, "; ".join(problems)))
        else:
            seen[out] += 1

    print("%s: %d runs, %d distinct legal outcomes seen (of %d listed)" % (name, len(runs), len(seen), len(legal)))
    for out, n in sorted(seen.items(), key=lambda kv: -kv[1]):
        print("  %4dx %s" % (n, out.rstrip("\n").replace("\n", " / ")))
    if failures:
        print("FAIL %s: %d of %d runs outside the legal outcomes" % (name, failures, len(runs)))
        return 1
    print("PASS %s" % name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
