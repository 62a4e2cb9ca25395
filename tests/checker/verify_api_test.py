#!/usr/bin/env python3
"""Java PathFinder's Verify API beyond data choices (tests/checker/verify/):

  * storeTraceAndTerminateIf ends the search at the first path where the
    condition holds: exit 0, the path shown with its data choices, no error
    from a path the search did not reach, --trace writes it and jpor replay
    ends where the program ended the search -- under several strategies;
  * storeTraceIf with a file writes a trace jpor replay runs, and the search
    goes on to the end;
  * under jpor run the search control does nothing and the print helpers
    print what JPF's do;
  * --enumerate-random (JPF's cg.enumerate_random) makes Random.nextInt(n)
    and nextBoolean() data choices: the one failing draw is found, its
    trace replays; without it the seed's draw alone is explored.

usage: verify_api_test.py JPOR CLASSES WORKDIR
Ends with 'N passed, N failed'.
"""
import os
import subprocess
import sys

from checks import check, finish




def jpor(args):
    return subprocess.run([JPOR] + args, capture_output=True, text=True)


def terminate(work):
    for por in ("spor", "dl-spor", "none", "dpor-graph"):
        trace = os.path.join(work, "terminate-%s.trace" % por)
        p = jpor(["check", "--por=" + por, "--trace=" + trace, "-cp", CLASSES, "VerifyTerminate"])
        out = p.stdout
        check(p.returncode == 0, "--por=%s VerifyTerminate: exit %d: %s" % (por, p.returncode, out[-400:]))
        check("Search ended by the program: Verify.terminateSearch" in out and
              "No errors found before the program ended the search." in out,
              "--por=%s: no word of the program ending the search: %s" % (por, out[-400:]))
        check("Verify.getInt(II)  choice := 1" in out or "choice := 1" in out,
              "--por=%s: the path's data choice is not shown: %s" % (por, out[:600]))
        check("Error" not in out, "--por=%s: an error past the end of the search: %s" % (por, out[:400]))
        r = jpor(["replay", "-cp", CLASSES, trace])
        check(r.returncode == 0 and "where the program ended the search" in r.stdout,
              "--por=%s: replay of the trace: exit %d: %s" % (por, r.returncode, r.stdout[-300:]))
    p = jpor(["check", "--json", "-cp", CLASSES, "VerifyTerminate"])
    check('"terminated_by_program":true' in p.stdout, "--json: " + p.stdout[:300])


def store(work):
    trace = os.path.join(work, "store.trace")
    if os.path.exists(trace):
        os.remove(trace)
    p = jpor(["check", "--final-states", "-cp", CLASSES, "VerifyStore", trace])
    check(p.returncode == 0 and "No errors found." in p.stdout, "VerifyStore: exit %d: %s" %
          (p.returncode, p.stdout[-300:]))
    check(os.path.exists(trace), "Verify.storeTraceIf wrote no trace file")
    r = jpor(["replay", "-cp", CLASSES, trace])
    check(r.returncode == 0 and "choice := 2" in r.stdout and "choice := true" in r.stdout,
          "replay of the stored trace: exit %d: %s" % (r.returncode, r.stdout[-400:]))
    p = jpor(["check", "-cp", CLASSES, "VerifyStore"])  # no file: the report shows the path
    check(p.returncode == 0 and "Path stored by the program: Verify.storeTrace" in p.stdout,
          "VerifyStore without a file: " + p.stdout[-300:])


def random_choice(work):
    p = jpor(["check", "-cp", CLASSES, "RandomChoice"])
    check(p.returncode == 0 and "No errors found." in p.stdout,
          "RandomChoice without --enumerate-random: exit %d: %s" % (p.returncode, p.stdout[-300:]))
    for por in ("spor", "dl-spor", "odpor", "dpor-graph"):
        trace = os.path.join(work, "random-%s.trace" % por)
        p = jpor(["check", "--enumerate-random", "--por=" + por, "--trace=" + trace, "-cp", CLASSES,
                  "RandomChoice"])
        out = p.stdout
        check(p.returncode == 1 and "drew 3 and true" in out and "Random.nextInt()  choice := 3" in out
              and "Random.nextBoolean()  choice := true" in out,
              "--enumerate-random --por=%s: exit %d: %s" % (por, p.returncode, out[:700]))
        r = jpor(["replay", "-cp", CLASSES, trace])
        check(r.returncode == 1 and "drew 3 and true" in r.stdout,
              "--por=%s: replay: exit %d: %s" % (por, r.returncode, r.stdout[-300:]))
    p = jpor(["run", "-cp", CLASSES, "RandomChoice"])
    check(p.returncode == 0 and p.stdout == "drew 1 1\n", "run RandomChoice: %r" % p.stdout)


def run():
    p = jpor(["run", "-cp", CLASSES, "VerifyStore"])
    want = "x : 0\nb : false\nabc!\nmain: done\n"
    check(p.returncode == 0 and p.stdout == want, "run VerifyStore: exit %d, %r, want %r" %
          (p.returncode, p.stdout, want))
    p = jpor(["run", "-ea", "-cp", CLASSES, "VerifyTerminate"])
    check(p.returncode == 0 and p.stdout == "x : 0\n", "run VerifyTerminate: exit %d, %r" %
          (p.returncode, p.stdout))


if __name__ == "__main__":
    JPOR, CLASSES, WORK = sys.argv[1:4]
    os.makedirs(WORK, exist_ok=True)
    terminate(WORK)
    store(WORK)
    random_choice(WORK)
    run()
    finish()
