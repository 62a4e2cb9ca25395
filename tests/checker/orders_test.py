#!/usr/bin/env python3
"""orders_test.py JPOR CLASSES -- programs of orders/ where a thread's
interrupt flag decides what a sleep or wait() does, or where a reader of a
ReentrantReadWriteLock comes before or after a writer queues (and two of
progs/ that deadlock when it comes after): in three exploration
orders (the default, --order=seq:1,0 and seq:2,1,0), every strategy
(finals_check.every_config, without the stateless none and jpf) lists the
final states --por=none lists.  A sleep or wait() that threw at once, and a
wait() taking its monitor back, read the flag with no action: the reduced
strategies missed outcomes in the orders where the interrupting thread ran
first; a writer that readers kept out was not enabled, so it never queued
and no strategy, none included, let a reader wait for it; a notify() or
signal() could not choose a waiter that an interrupt had woken and that had
not run since, so no strategy found its wait returning with the flag set;
nor could a notifyAll() or signalAll() take one, nor a signal() one that
stood before the longest waiter left.  LockQueueOrder: a thread stopped
before an acquire a fair (or read-write) lock refuses was in no queue, so
one queued by a timed tryLock always went first; its read of the queue's
length conflicts with every action, and stateless dpor-graph does not end
within the bound there (20,458 executions before the fix), so it runs
stateful only.  AwaitInterruptedQueuesLate: a Condition waiter an
interrupt woke joined the queue of a fair lock at once, not when it ran."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from finals_check import compare, every_config  # noqa: E402

JPOR, CLASSES = sys.argv[1], sys.argv[2]
base = every_config(JPOR, unbounded_stateless=False)
configs = [c + o for o in ([], ["--order=seq:1,0"], ["--order=seq:2,1,0"]) for c in base]
queue = [c for c in configs if not (c[0] == "dpor-graph" and "--stateless" in c)]
status = compare(JPOR, CLASSES, ["LockQueueOrder fair", "LockQueueOrder fairrw",
                                 "LockQueueOrder reader"], queue)
progs = ["SleepThrowsThenJoin", "WaitEntryInterrupted", "WaitNotifiedInterruptedOrders",
         "RwReaderBehindStoppedWriter", "RwReaderBehindStoppedWriter fair",
         "RwFairReaderBehindQueuedWriter", "RwUnfairReaderBehindQueuedWriter",
         "WaitInterruptedThenNotified", "WaitInterruptedThenSignalled",
         "WaitInterruptedThenNotifiedAll", "WaitInterruptedThenSignalledAll",
         "SignalInterruptedOlder", "SignalInterruptedOlder fair", "AwaitInterruptedQueuesLate"]
sys.exit(status | compare(JPOR, CLASSES, progs, configs))
