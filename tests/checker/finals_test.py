#!/usr/bin/env python3
"""finals_test.py JPOR CLASSES -- programs whose outcome is which of two
threads' steps another thread sees between them (finals/): every strategy,
stateful and stateless (but none and jpf, which explore every
interleaving without matching), and dpor-graph with each marker, lists the
final states --por=none lists, in three exploration orders (the default,
--order=seq:1,0 and seq:2,1,0).  The reads there see a thread's life or
state (Thread.activeCount(), join(), isAlive(), getState()): actions that
the dependence analyses once took for no access, or that dpor-graph ran in
one node with the thread's end -- or, for a thread another has not started
yet, in one node with the start of the thread that reads (*BeforeOtherStarts);
a start() that throws, the thread started already, reads its life too.
UninitClassNotFinal: a class the search loaded on some paths but no path
initialised is no part of a final state."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from finals_check import compare, every_config  # noqa: E402

JPOR, CLASSES = sys.argv[1], sys.argv[2]
base = every_config(JPOR, unbounded_stateless=False)
configs = [c + o for o in ([], ["--order=seq:1,0"], ["--order=seq:2,1,0"]) for c in base]
sys.exit(compare(JPOR, CLASSES, ["ActiveCountBeforeStart", "JoinThrowsJoineeInterrupts",
                                 "GetStateOrders", "JoinBeforeOtherStarts",
                                 "JoinTwoBeforeOtherStarts", "GetStateBeforeOtherStarts",
                                 "IsAliveBeforeOtherStarts", "WaitOnThreadBeforeOtherStarts",
                                 "GetStateBeforeStarterStarts", "JoinAfterWriteBeforeOtherStarts",
                                 "StartTwiceRace", "UninitClassNotFinal"],
                 configs))
