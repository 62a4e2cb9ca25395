#!/usr/bin/env python3
"""allerrors_test.py JPOR CLASSDIR NAME... -- under --all-errors, every
stateful strategy reports the same distinct errors as --por=none (the
exception and its message, or the kind of error), for each program; and no
search shows more than its first 100 errors and those unlike them (a program
that fails on every path has hundreds).

An error ends its path while other threads could still run; a strategy that
tracks dependences must take them as cut off (search.c record_error), or it
sees no race with what they would do next and misses the errors that only
running them earlier reaches.  Prints a line per failure and closes with
"N passed, N failed"."""
import re
import subprocess
import sys

STATEFUL_ON_REQUEST = {"dpor-graph"}  # stateless by default


def errors(jpor, classes, name, por):
    words = por.split()
    p = subprocess.run([jpor, "check", "--all-errors", "--por=" + words[0]] + words[1:] +
                       ["-cp", classes, name], capture_output=True, text=True)
    if p.returncode not in (0, 1) and not (p.returncode == 3 and "--max-executions" in por):
        return None, "exit %d: %s" % (p.returncode, (p.stdout + p.stderr)[-300:])
    lines = p.stdout.splitlines()
    # errors shown with their traces: the first 100, then only exceptions
    # unlike every one shown (the rest are counted in one line)
    shown = sum(1 for l in lines if re.match(r"Error \d+: ", l))
    found = set()
    for i, line in enumerate(lines):
        if line.startswith("Exception in thread") and i + 1 < len(lines):
            found.add(lines[i + 1].strip())
        m = re.match(r"Error \d+: (.*)", line)
        if m and m.group(1) != "uncaught exception":
            found.add(m.group(1))
    if shown > 100 + len(found):
        return None, "%d errors shown, %d of them distinct: only 100 and the distinct ones are kept" % (
            shown, len(found))
    return found, None


# --stateless (first argument after CLASSDIR): the strategies made for a
# stateless search instead, bounded; an error ends a path there too, but no
# thread is cut off (search.c): a deadlock tells them what the blocked
# threads wait for (strategy.h, deadlocked)
STATELESS = ["odpor --stateless --max-executions=20000", "spor-sleep --stateless --max-executions=20000",
             "dpor-graph --stateless --max-executions=20000"]


def main():
    jpor, classes, names = sys.argv[1], sys.argv[2], sys.argv[3:]
    listed = subprocess.run([jpor, "check", "--list-por"], capture_output=True, text=True)
    pors = [l.split()[0] for l in listed.stdout.splitlines() if l.strip()]
    pors = [p + " --stateful" if p in STATEFUL_ON_REQUEST else p for p in pors]
    if names and names[0] == "--stateless":
        names, pors = names[1:], STATELESS
    passed = failed = 0
    for name in names:
        ref, problem = errors(jpor, classes, name, "none")
        if problem or not ref:
            failed += 1
            print("FAIL %s --por=none: %s" % (name, problem or "no error found"))
            continue
        for por in pors:
            got, problem = errors(jpor, classes, name, por)
            if problem or got != ref:
                failed += 1
                print("FAIL %s --por=%s: %s" % (name, por, problem or
                      "missing %s, extra %s" % (sorted(ref - got), sorted(got - ref))))
            else:
                passed += 1
                print("ok   %s --por=%s: %d distinct errors" % (name, por, len(got)))
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
