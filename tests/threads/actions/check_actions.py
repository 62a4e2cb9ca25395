#!/usr/bin/env python3
"""Checks the visible-action stream of tests/threads/actions/ActionsDemo.java.

    check_actions.py JPOR CLASSES [SCHEDULE]

Runs `JPOR run -cp CLASSES --trace-actions [--schedule=SCHEDULE] ActionsDemo`,
and checks its stdout ("counter=6 atomic=6") and the "[action] " lines of its
stderr: every line parses; the kinds start, end, lock, unlock, wait, notify,
join, read, write and rmw/cas all appear; a thread acts only between the start
of its Thread object and its end; locks nest per thread (unlock only what is
held, wait/notify only while holding, wait releases the monitor and the next
lock of that object by the waiter reacquires it; a notify of the object or the end of the
thread whose Thread object it is must come in between), no two threads hold one
monitor at once; the waiter is woken only after a notify of that object; the
counter's field is written 1..6 in order, each under the counter's lock, first
three by main and last three by the worker; the AtomicInteger gets 6 atomic
updates 1..6 in the same split; main's last join check of the worker follows
the worker's end.  Object numbers are never hard-coded: objects are identified
by the names the trace gives them.
"""
import os
import re
import subprocess
import sys

KINDS = {"read", "write", "lock", "unlock", "cas", "rmw", "wait", "notify", "notifyAll", "park",
         "unpark", "start", "join", "end", "sleep", "interrupt", "choice", "local"}
LINE = re.compile(r"^\[action\] T(\d+)  (.*)$")
WHERE = re.compile(r"^(\S+):(-?\d+) (\S+)$")
OBJ = re.compile(r"^(#\d+\.\d+|\S+\.class)")


class Action:
    def __init__(self, n, tid, where, op, kind, obj, field, value, text):
        self.n, self.tid, self.where, self.op, self.kind = n, tid, where, op, kind
        self.obj, self.field, self.value, self.text = obj, field, value, text

    def __repr__(self):
        return "action %d: %s" % (self.n, self.text)


def is_counter_field(field):
    # "ActionsDemo$Counter.count" (the trace names fields by binary simple class name)
    return bool(field) and re.search(r"(^|[.$])Counter\.count$", field) is not None


def parse(lines, errors):
    acts = []
    for n, line in enumerate(lines, 1):
        m = LINE.match(line)
        if not m:
            errors.append("unparsable action line %d: %r" % (n, line))
            continue
        tid, rest = int(m.group(1)), m.group(2)
        where = op = None
        if rest.startswith("  "):
            body = rest[2:]
        else:
            parts = rest.split("  ", 2)
            if len(parts) != 3 or not WHERE.match(parts[0]):
                errors.append("bad location in action line %d: %r" % (n, line))
                continue
            where, op, body = parts
        first = body.split(" ", 1)[0]
        obj = field = value = None
        if first in KINDS:
            kind = first
            tail = body[len(first):].strip()
            mo = OBJ.match(tail)
            obj = mo.group(1) if mo else None
            if " := " in tail:
                value = tail.split(" := ", 1)[1].replace(" (failed)", "")
            if kind in ("cas", "rmw"):
                # "cas AtomicInteger.value #0.7 := 4"
                fm = re.match(r"^(\S+) (#\d+\.\d+)", tail)
                if fm:
                    field, obj = fm.group(1), fm.group(2)
        elif " := " in body:
            kind = "write"
            target, value = body.split(" := ", 1)
        elif " = " in body:
            kind = "read"
            target, value = body.split(" = ", 1)
        else:
            errors.append("action line %d has no kind: %r" % (n, line))
            continue
        if kind in ("read", "write"):
            tp = target.split(" ")
            field = tp[0]
            obj = tp[1] if len(tp) > 1 else None
        acts.append(Action(n, tid, where, op, kind, obj, field, value, line))
    return acts


def check(acts, stdout, errors):
    if stdout != "counter=6 atomic=6\n":
        errors.append("stdout %r, expected 'counter=6 atomic=6'" % stdout)
    if not acts:
        errors.append("no [action] lines on stderr")
        return
    kinds = {a.kind for a in acts}
    for k in ("start", "end", "lock", "unlock", "wait", "notify", "join", "read", "write"):
        if k not in kinds:
            errors.append("no '%s' action in the stream" % k)
    if not kinds & {"rmw", "cas"}:
        errors.append("no atomic (rmw or cas) action in the stream")
    if acts[0].tid != 0:
        errors.append("the first action is not main's (T0): %r" % acts[0])

    # threads: a START names the Thread object, the END of a thread names its own
    started = {}          # thread object -> (index of START, starter tid)
    ended_obj = {}        # tid -> thread object named by its END
    end_index = {}
    first_index = {}
    for i, a in enumerate(acts):
        first_index.setdefault(a.tid, i)
        if a.tid in end_index:
            errors.append("T%d acts after its end: %r" % (a.tid, a))
        if a.kind == "start":
            if a.obj in started:
                errors.append("thread object %s started twice" % a.obj)
            started[a.obj] = (i, a.tid)
        elif a.kind == "end":
            ended_obj[a.tid] = a.obj
            end_index[a.tid] = i
    tid_of = {}
    for tid, obj in ended_obj.items():
        tid_of[obj] = tid
    children = [t for t in first_index if t != 0]
    if len(children) != 1:
        errors.append("expected exactly one thread besides main, saw T%s" % ", T".join(map(str, sorted(children))))
    for t in children:
        if t not in ended_obj:
            errors.append("T%d never ends" % t)
            continue
        obj = ended_obj[t]
        if obj not in started:
            errors.append("T%d ends as %s, which no START names" % (t, obj))
            continue
        si, starter = started[obj]
        if si > first_index[t]:
            errors.append("T%d acts (action %d) before its start (action %d)" % (t, acts[first_index[t]].n, acts[si].n))
        if starter == t:
            errors.append("T%d starts itself" % t)
    worker = children[0] if len(children) == 1 else None

    # locks
    holds = {}            # (tid, obj) -> count
    waiting = {}          # tid -> (obj, saved count, index of wait, notified?)
    for i, a in enumerate(acts):
        if a.tid in waiting and a.kind != "lock":
            errors.append("T%d acts while waiting (not a reacquire): %r" % (a.tid, a))
            del waiting[a.tid]
        key = (a.tid, a.obj)
        if a.kind == "lock":
            for (t, o), c in holds.items():
                if o == a.obj and t != a.tid and c > 0:
                    errors.append("T%d locks %s while T%d holds it: %r" % (a.tid, a.obj, t, a))
            if a.tid in waiting:
                wobj, saved, wi, notified = waiting.pop(a.tid)
                if wobj != a.obj:
                    errors.append("T%d waits on %s but reacquires %s" % (a.tid, wobj, a.obj))
                if not notified:
                    errors.append("T%d reacquires %s after wait with no notify in between: %r" % (a.tid, wobj, a))
                holds[key] = saved
            else:
                holds[key] = holds.get(key, 0) + 1
        elif a.kind == "unlock":
            if holds.get(key, 0) <= 0:
                errors.append("T%d unlocks %s which it does not hold: %r" % (a.tid, a.obj, a))
            else:
                holds[key] -= 1
        elif a.kind == "wait":
            if holds.get(key, 0) <= 0:
                errors.append("T%d waits on %s without holding it: %r" % (a.tid, a.obj, a))
            waiting[a.tid] = (a.obj, holds.get(key, 0), i, False)
            holds[key] = 0
        elif a.kind == "end":
            # a thread's end wakes every joiner waiting on its Thread object
            for t, (wobj, saved, wi, notified) in list(waiting.items()):
                if wobj == a.obj:
                    waiting[t] = (wobj, saved, wi, True)
        elif a.kind in ("notify", "notifyAll"):
            if holds.get(key, 0) <= 0:
                errors.append("T%d notifies %s without holding it: %r" % (a.tid, a.obj, a))
            for t, (wobj, saved, wi, notified) in list(waiting.items()):
                if wobj == a.obj:
                    waiting[t] = (wobj, saved, wi, True)
                    if a.kind == "notify":
                        break
    for (t, o), c in holds.items():
        if c:
            errors.append("T%d still holds %s (count %d) at the end" % (t, o, c))
    if waiting:
        errors.append("threads still waiting at the end: %s" % sorted(waiting))
    waits = [a for a in acts if a.kind == "wait"]
    if worker is not None and not any(a.tid == worker for a in waits):
        errors.append("the worker (T%d) never waits" % worker)

    # the counter: writes of Counter.count, each under the lock of the same object
    held_now = {}
    counter_writes = []
    for a in acts:
        key = (a.tid, a.obj)
        if a.kind == "lock":
            held_now[key] = held_now.get(key, 0) + 1
        elif a.kind == "unlock":
            held_now[key] = held_now.get(key, 0) - 1
        elif a.kind == "wait":
            held_now[key] = 0
        if a.kind == "write" and is_counter_field(a.field):
            counter_writes.append(a)
            if held_now.get(key, 0) <= 0:
                errors.append("Counter.count written without holding the counter's lock: %r" % a)
        if a.kind == "read" and is_counter_field(a.field) and held_now.get(key, 0) <= 0:
            errors.append("Counter.count read without holding the counter's lock: %r" % a)
    vals = [w.value for w in counter_writes]
    if vals != ["1", "2", "3", "4", "5", "6"]:
        errors.append("Counter.count written with values %s, expected 1..6" % vals)
    elif worker is not None:
        who = [w.tid for w in counter_writes]
        if who != [0, 0, 0, worker, worker, worker]:
            errors.append("Counter.count writers %s, expected main three times then the worker" % who)

    atomics = [a for a in acts if a.kind in ("rmw", "cas") and a.field and a.field.startswith("AtomicInteger.")]
    avals = [a.value for a in atomics]
    if avals != ["1", "2", "3", "4", "5", "6"]:
        errors.append("AtomicInteger updated to %s, expected 1..6" % avals)
    elif worker is not None and [a.tid for a in atomics] != [0, 0, 0, worker, worker, worker]:
        errors.append("AtomicInteger updaters %s, expected main three times then the worker" % [a.tid for a in atomics])
    if len({a.obj for a in atomics}) > 1:
        errors.append("atomic updates on several objects: %s" % sorted({a.obj for a in atomics}))

    # join: main's last isAlive check of the worker comes after the worker's end
    if worker is not None and worker in ended_obj:
        wobj = ended_obj[worker]
        joins = [i for i, a in enumerate(acts) if a.kind == "join" and a.tid == 0 and a.obj == wobj]
        if not joins:
            errors.append("main never joins the worker (%s)" % wobj)
        elif joins[-1] < end_index[worker]:
            errors.append("main's last join check (%r) precedes the worker's end" % acts[joins[-1]])
        # the notify that woke the worker is main's
        notes = [a for a in acts if a.kind in ("notify", "notifyAll")]
        if not any(a.tid == 0 for a in notes):
            errors.append("main never notifies")


def main():
    if len(sys.argv) not in (3, 4):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    jpor, classes = sys.argv[1], sys.argv[2]
    cmd = [jpor, "run", "-cp", classes, "--trace-actions"]
    label = "rr"
    if len(sys.argv) == 4:
        cmd.append("--schedule=" + sys.argv[3])
        label = sys.argv[3]
    cmd.append("ActionsDemo")
    timeout = int(os.environ.get("JPOR_TEST_TIMEOUT", "60"))
    try:
        p = subprocess.run(cmd, stdin=subprocess.DEVNULL, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        print("FAIL ActionsDemo (%s): timeout after %ds" % (label, timeout))
        return 1
    out = p.stdout.decode("utf-8", "replace")
    err = p.stderr.decode("utf-8", "replace").split("\n")
    errors = []
    if p.returncode != 0:
        errors.append("exit status %d" % p.returncode)
    action_lines = [l for l in err if l.startswith("[action] ")]
    other = [l for l in err if l and not l.startswith("[action] ")]
    if other:
        errors.append("stderr lines that are not actions: %s" % other[:5])
    acts = parse(action_lines, errors)
    check(acts, out, errors)
    print("ActionsDemo (%s): %d actions, kinds: %s" % (label, len(acts), " ".join(
        "%s=%d" % (k, sum(1 for a in acts if a.kind == k)) for k in sorted({a.kind for a in acts}))))
    if errors:
        for e in errors[:40]:
            print("  " + e)
        if len(errors) > 40:
            print("  ... %d more" % (len(errors) - 40))
        print("FAIL ActionsDemo (%s)" % label)
        return 1
    print("PASS ActionsDemo (%s)" % label)
    return 0


if __name__ == "__main__":
    sys.exit(main())
