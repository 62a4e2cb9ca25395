#!/usr/bin/env python3
"""--por=odpor (optimal-DPOR with locks; tests/checker/stateless/):

  * stateless, with sleep sets, it explores one execution per Mazurkiewicz
    trace where the program has no more than locks: three threads that each
    enter one monitor once or twice give 3! = 6 and 6!/(2!2!2!) = 90
    executions, as many as the orders of the critical sections;
  * on a compare-and-set counter it proves what spor-sleep and dl-spor prove
    in fewer executions;
  * with wakeup trees, on programs without locks it explores one execution
    per Mazurkiewicz trace and none is blocked by a sleep set;
  * stateful, it proves the same programs, and it finds a lost update and
    a deadlock with a trace that replays;
  * it finds the interleavings it once missed (Odpor*.java, shrunk from
    the cross-check's programs 7482 and 7566), stateful and stateless,
    shared and sync;
  * --json reports its statistics line.

Every search is bounded by executions, never by time.
usage: odpor_test.py JPOR CLASSES WORKDIR [--quick]
--quick (the sanitizer build, ten times slower) leaves out the two largest
lock-free searches, CasRace4 and TreiberStack3 (3120 and 16020 executions).
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


def blocked(out):
    m = re.search(r"(\d+) executions blocked by sleep sets", out)
    return int(m.group(1)) if m else -1


def run_proof(por, prog, args, stateless=True, bound=200000, options=()):
    cmd = ["check", "--por=" + por, "--max-executions=%d" % bound] + list(options)
    cmd += ["-cp", CLASSES, prog] + args
    if stateless:
        cmd.insert(2, "--stateless")
    p = jpor(cmd)
    ok = p.returncode == 0 and "No errors found." in p.stdout
    check(ok, "%s %s %s%s: exit %d: %s" % (por, prog, " ".join(args),
                                           " stateless" if stateless else "", p.returncode,
                                           p.stdout[-300:]))
    return p


def proves(por, prog, args, stateless=True, bound=200000):
    p = run_proof(por, prog, args, stateless, bound)
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


# Lock-free programs, stateless, one search (--visibility=shared: the default,
# sync, may search again with more scheduling points).  Source-DPOR with sleep
# sets already explores at most one complete execution per Mazurkiewicz trace;
# what wakeup trees remove are the explorations sleep sets block.  So each
# count below is the number of traces, and no execution may be blocked.
#
# WritesRead3 is the example of wakeup trees in the paper: p: x=1; q: y=1;
# r: m=y; if (m==0) n=x.  Three traces (main only starts the threads): r
# reads y after q's write and does not read x, or reads y before it and
# reads x before or after p's write.  Source-DPOR explores a fourth, blocked.
# CasCounter3 1 and CasRace4: 60 and 3120 traces, the distinct sequences of
# values the compare-and-set loops read (cas_traces enumerates them).
# CasRace4 is where a wakeup-tree leaf that stood for longer sequences
# missed traces (2864 executions).
# TreiberStack3: 16020, as many as source-DPOR's complete executions.
# CasCounter3 and TreiberStack3 end with main joining its threads (a wait
# on each thread's monitor, woken by the thread's end): a wakeup sequence
# must not put main's wake before that end, or main would still be waiting
# where the sequence wants it to run and the state would explore every
# thread (1258 executions blocked on TreiberStack3 before notdep left such
# wakes out).  No state explores every thread.
LOCK_FREE = (("WritesRead3", [], 3), ("CasCounter3", ["1"], 60), ("CasRace4", [], 3120),
             ("TreiberStack3", [], 16020))


def cas_traces(threads, incs):
    """Mazurkiewicz traces of `threads` threads that each add 1 `incs` times
    with a get / compare-and-set loop on one variable (reads commute, a
    failed compare-and-set reads): a trace is fixed by the values each
    thread's accesses see, so count the distinct histories of values."""
    seen, traces = set(), set()

    def walk(count, state, hist):
        if (count, state, hist) in seen:
            return
        seen.add((count, state, hist))
        ended = True
        for i, (done, read) in enumerate(state):
            if done == incs:
                continue
            ended = False
            if read is None:  # get
                step, nxt, value = ("g", count), (done, count), count
            elif read == count:  # compare-and-set succeeds
                step, nxt, value = ("w", count), (done + 1, None), count + 1
            else:  # fails, and the loop reads again
                step, nxt, value = ("f", count), (done, None), count
            walk(value, state[:i] + (nxt,) + state[i + 1:],
                 hist[:i] + (hist[i] + (step,),) + hist[i + 1:])
        if ended:
            traces.add(hist)

    walk(0, ((0, None),) * threads, ((),) * threads)
    return len(traces)


def explored_whole(out):
    m = re.search(r"(\d+) states explored whole", out)
    return int(m.group(1)) if m else -1


def wakeup():
    for threads, incs, want in ((3, 1, 60), (4, 1, 3120)):
        n = cas_traces(threads, incs)
        check(n == want, "cas_traces(%d, %d) = %d, want %d" % (threads, incs, n, want))
    for prog, args, traces in LOCK_FREE:
        if QUICK and traces > 1000:
            continue
        p = run_proof("odpor", prog, args, options=["--visibility=shared"])
        n, b = executions(p.stdout), blocked(p.stdout)
        check(b == 0, "odpor %s stateless: %d executions blocked by sleep sets, want 0: %s"
              % (prog, b, p.stdout[-300:]))
        check(explored_whole(p.stdout) == 0, "odpor %s stateless: states explored whole: %s"
              % (prog, p.stdout[-300:]))
        check(n == traces, "odpor %s stateless: %d executions, want %d (its traces)"
              % (prog, n, traces))
    # with locks a sequence may be blocked: the count is still reported
    p = run_proof("odpor", "SyncCounter3", ["2"])
    check(blocked(p.stdout) >= 0, "no count of sleep-set blocked executions: " + p.stdout[-300:])


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


# Interleavings odpor once missed, each asserted not to happen: the error must
# be found in every configuration.  OdporLrInitial (stateful): a state
# reached again must explore the initials of the race's sequence, not only
# the thread of L_r's access.  OdporChoiceSubtree, OdporChoiceValues
# (stateless): a wakeup subtree through a data choice goes to every value,
# and each value's sequences stay apart.
# OdporReadLockRace (stateless, in three orders): a read acquire after
# another thread's read release is no order of happens-before.
# OdporDowngradeTryLock: nor is an inner acquire after another thread's
# failed tryLock.  OdporJoinInterruptedLate: nor is the join of an ended
# thread by an interrupted joiner (before the end, it throws).
# OdporJoinBeforeStart: nor one whose joiner did not know of the thread's
# start (before the start, it returns at once).
REGRESSIONS = ("OdporLrInitial", "OdporChoiceSubtree", "OdporChoiceValues", "OdporReadLockRace",
               "OdporDowngradeTryLock", "OdporJoinInterruptedLate", "OdporJoinBeforeStart")
THREE_ORDERS = ([], ["--order=seq:1,0"], ["--order=seq:2,1,0"])
ORDERS = {"OdporReadLockRace": THREE_ORDERS, "OdporDowngradeTryLock": THREE_ORDERS,
          "OdporJoinInterruptedLate": THREE_ORDERS, "OdporJoinBeforeStart": THREE_ORDERS}


def regressions():
    for prog in REGRESSIONS:
        for mode in ([], ["--stateless", "--max-executions=20000"]):
            for vis, order in ((v, o) for v in ("shared", "sync") for o in ORDERS.get(prog, ([],))):
                p = jpor(["check", "--por=odpor", "--visibility=" + vis] + mode + order +
                         ["-cp", CLASSES, prog])
                check(p.returncode == 1 and "AssertionError" in p.stdout,
                      "odpor %s %s %s: exit %d, want its AssertionError: %s"
                      % (prog, " ".join(mode + order), vis, p.returncode, p.stdout[-300:]))


if __name__ == "__main__":
    JPOR, CLASSES, WORK = sys.argv[1:4]
    QUICK = "--quick" in sys.argv[4:]
    os.makedirs(WORK, exist_ok=True)
    optimal()
    fewer()
    wakeup()
    stateful(WORK)
    regressions()
    finish()
