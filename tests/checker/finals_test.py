#!/usr/bin/env python3
"""finals_test.py JPOR CLASSES -- programs whose outcome is which of two
threads' steps another thread sees between them (finals/): every strategy,
stateful and stateless (but none and jpf, which explore every
interleaving without matching), and dpor-graph with each marker, lists the
final states --por=none lists.  The reads there see a thread's life or state
(Thread.activeCount(), join(), getState()): actions that the dependence
analyses once took for no access, or that dpor-graph ran in one node with
the thread's end."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from finals_check import compare, every_config  # noqa: E402

JPOR, CLASSES = sys.argv[1], sys.argv[2]
configs = every_config(JPOR, unbounded_stateless=False)
sys.exit(compare(JPOR, CLASSES, ["ActiveCountBeforeStart", "JoinThrowsJoineeInterrupts",
                                 "GetStateOrders"], configs))
