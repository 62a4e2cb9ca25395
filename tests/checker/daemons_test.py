#!/usr/bin/env python3
"""daemons_test.py JPOR CLASSES -- programs that end with a daemon still able
to run (daemons/): every strategy, stateful and stateless (and dpor-graph
with each marker), lists the final states --por=none lists.  When the
program ends, the transition that ended it (main's end) disabled the
daemon: it depends on whatever the daemon would do next.  dpor-graph had
no scheduling point before a thread's end (its markers answer No there) and
never saw main's end depend on the daemon's steps; the stateless searches
with sleep sets (odpor, spor-sleep) kept main's end asleep while the daemon
ran on, so the program never ended after a daemon's step (DaemonFinalLoop:
one final state of four)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from finals_check import compare, every_config  # noqa: E402

JPOR, CLASSES = sys.argv[1], sys.argv[2]
configs = every_config(JPOR)
sys.exit(compare(JPOR, CLASSES, ["DaemonFinalWrite", "DaemonFinalLoop", "DaemonEndsAtOnce", "DaemonReadByMain",
                                 "DaemonAfterJoin", "DaemonWorkerEndsLast"], configs))
