#!/usr/bin/env python3
"""Runs the cases of make_cases.py under host `java` and `jpor run`.

For every case: the patched class as the main class (java's launcher reports
"Error: Unable to initialize main class X / Caused by: java.lang.VerifyError:
..."), compared on the exit status, stdout, the first two lines of stderr and
the "Location:" and "Reason:" lines of the details; and, for class V, Main, which catches
the VerifyError as a LinkageError after some output and prints its first line
and location (stdout and exit status compared), and MainUncaught, which does
not catch it ("Exception in thread "main" java.lang.VerifyError: ...").  Accepted cases must run as
under java.

The "Reason:" line of HotSpot's details is compared too (the old verifier
of version 49 classes prints one line only).

usage: run_cases.py JPOR CASEDIR [NAME...]
Ends with the line "N passed, M failed"; exit status 1 when M > 0.
"""
import os
import subprocess
import sys


def run(cmd, env=None):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60, env=env)
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def key(stderr):
    """First two lines of stderr, and the lines after Location: and Reason:."""
    lines = stderr.splitlines()
    out = lines[:2]
    for i, l in enumerate(lines):
        if l.strip() in ("Location:", "Reason:") and i + 1 < len(lines):
            out.append(lines[i + 1].strip())
    return out


def reason(stderr):
    lines = stderr.splitlines()
    for i, l in enumerate(lines):
        if l.strip() == "Reason:" and i + 1 < len(lines):
            return lines[i + 1].strip()
    return None


def main():
    jpor, cases = sys.argv[1], sys.argv[2]
    only = set(sys.argv[3:])
    passed = failed = 0
    reasons = [0, 0]  # how many Reason: lines were compared and agreed
    env = dict(os.environ)
    env.pop("JPOR_VERIFY", None)
    for line in open(os.path.join(cases, "cases.txt")):
        name, main_cls, kind = line.split()
        if only and name not in only:
            continue
        d = os.path.join(cases, name)
        runs = [main_cls] + (["Main", "MainUncaught"] if main_cls == "V" else [])
        ok = True
        why = []
        for m in runs:
            j = run(["java", "-Xshare:auto", "-cp", d, m])
            p = run([jpor, "run", "-cp", d, m], env)
            if kind == "reject" and m == main_cls and "Error" not in j[2]:
                why.append("java accepts %s (case is wrong)" % m)
                ok = False
                continue
            if m == main_cls and reason(j[2]) is not None:
                reasons[reason(j[2]) == reason(p[2])] += 1
                if reason(j[2]) != reason(p[2]) and os.environ.get("SHOW_REASONS"):
                    print("  reason %s:\n    java %s\n    jpor %s" % (name, reason(j[2]), reason(p[2])))
            if (j[0], j[1], key(j[2])) != (p[0], p[1], key(p[2])):
                ok = False
                why.append("%s: java %r %r %r\n      jpor %r %r %r" % (m, j[0], j[1][-300:], key(j[2]), p[0],
                                                                  p[1][-300:], key(p[2])))
        if ok:
            passed += 1
            print("ok   %s" % name)
        else:
            failed += 1
            print("FAIL %s\n    %s" % (name, "\n    ".join(why)))
    print("(Reason: line as java's in %d of %d type-checked rejections)" % (reasons[1], sum(reasons)))
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
