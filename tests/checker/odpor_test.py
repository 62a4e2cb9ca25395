#!/usr/bin/env python3
"""--por=odpor (source-DPOR with locks; tests/checker/stateless/):

  * stateless, with sleep sets, it explores one execution per Mazurkiewicz
    trace where the program has no more than locks: three threads that each
    enter one monitor once or twice give 3! = 6 and 6!/(2!2!2!) = 90
    executions, as many as the orders of the critical sections;
  * on a compare-and-set counter it proves what spor-sleep and dl-spor prove
    in fewer executions;
  * stateful, it proves the same programs, and it finds a lost update and
    a deadlock with a trace that replays;
  * --json reports its statistics line.

Every search is bounded by executions, never by time.
usage: odpor_test.py JPOR CLASSES WORKDIR
Ends with 'N passed, N failed'.
"""
import os
import re
import subprocess
import sys

from checks import check, finish


def jpor(args):
    return subprocess.run([JPOR] + args, capture_output=True, text=True)


def executions(out):
    m = re.search(r"^executions: (\d+)", out, re.M)
    return int(m.group(1)) if m else -1


def proves(por, prog, args, stateless=True, bound=200000):
    cmd = ["check", "--por=" + por, "--max-executions=%d" % bound, "-cp", CLASSES, prog] + args
    if stateless:
        cmd.insert(2, "--stateless")
    p = jpor(cmd)
    ok = p.returncode == 0 and "No errors found." in p.stdout
    check(ok, "%s %s %s%s: exit %d: %s" % (por, prog, " ".join(args),
                                           " stateless" if stateless else "", p.returncode,
                                           p.stdout[-300:]))
    return executions(p.stdout) if stateless else 0


def optimal():
    for incs, want in (("1", 6), ("2", 90)):
        n = proves("odpor", "SyncCounter3", [incs])
        check(n == want, "odpor SyncCounter3 %s: %d executions, want %d (the orders of the "
              "critical sections)" % (incs, n, want))


def fewer():
    od = proves("odpor", "CasCounter3", ["1"])
    dl = proves("dl-spor", "CasCounter3", ["1"])
    sl = proves("spor-sleep", "CasCounter3", ["1"])
    check(0 < od <= dl and od < sl, "CasCounter3 1: odpor %d executions, dl-spor %d, spor-sleep %d"
          % (od, dl, sl))


def stateful(work):
    for prog, args in (("SyncCounter3", ["2"]), ("CasCounter3", ["1"])):
        proves("odpor", prog, args, stateless=False)
    for prog, what in (("LostUpdate", "AssertionError"), ("LockOrderDeadlock", "deadlock")):
        for mode in ([], ["--stateless"]):
            trace = os.path.join(work, "%s%s.trace" % (prog, "-stateless" if mode else ""))
            p = jpor(["check", "--por=odpor", "--max-executions=20000", "--trace=" + trace] + mode +
                     ["-cp", CLASSES, prog])
            check(p.returncode == 1 and what in p.stdout,
                  "odpor %s %s: exit %d: %s" % (prog, mode, p.returncode, p.stdout[:400]))
            r = jpor(["replay", "-cp", CLASSES, trace])
            check(r.returncode == 1 and what in r.stdout,
                  "replay of odpor %s %s: exit %d: %s" % (prog, mode, r.returncode, r.stdout[-300:]))
    p = jpor(["check", "--por=odpor", "--json", "-cp", CLASSES, "SyncCounter3", "1"])
    check(p.returncode == 0 and '"verdict"' in p.stdout, "--json: " + p.stdout[:300])
    p = jpor(["check", "--por=odpor", "-cp", CLASSES, "SyncCounter3", "1"])
    check(re.search(r"^odpor: \d+ races", p.stdout, re.M) is not None,
          "no statistics line of odpor: " + p.stdout[-300:])


if __name__ == "__main__":
    JPOR, CLASSES, WORK = sys.argv[1:4]
    os.makedirs(WORK, exist_ok=True)
    optimal()
    fewer()
    stateful(WORK)
    finish()
