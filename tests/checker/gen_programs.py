#!/usr/bin/env python3
"""Generate small random concurrent Java programs for the soundness cross-check.

Each program has 2-4 threads and 2-6 shared static int fields; thread bodies
use reads, writes, increments, conditionals, loops with small bounds,
synchronized blocks, ReentrantLock and ReentrantReadWriteLock sections and
AtomicInteger compare-and-set; wait/notify/notifyAll with several waiters
(timed and untimed waits), sleeps, Verify data choices, and spin loops that
revisit states, and (from program 30001 on) a class whose static
initialiser reads and writes shared fields, first used by several threads.
Each thread writes its own constants, so the
final state (the static fields when every thread has ended, atomics included)
tells which write came last.  Some two-thread programs start and join their
threads from main; the others start them inside Verify.beginAtomic() and do
not join, which keeps plain enumeration of every schedule small enough.

usage: gen_programs.py OUTDIR FIRST COUNT
Program number k is generated from seed k, so a failing one can be remade.
"""
import os
import random
import sys


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        r = self.r
        self.nthreads = r.choice([2, 2, 3, 3, 4])
        # Starting and joining from main adds main's own visible actions: one
        # program in five does it (two threads), the rest start every thread
        # in one atomic step and let the search end when all have ended.
        self.join = self.nthreads == 2 and r.random() < 0.4
        # keep the number of visible actions small: stateless search explores
        # every interleaving of them, and plain enumeration must finish on the
        # smallest programs
        self.budget = 3 if self.join else {2: 5, 3: 3, 4: 2}[self.nthreads]
        self.nfields = r.randint(2, 6)
        self.nlocks = r.randint(0, 2)
        self.njuc = r.randint(0, 1)      # a ReentrantLock R0
        self.nrw = r.randint(0, 1)       # a ReentrantReadWriteLock RW0
        self.natomics = r.randint(0, 1)
        self.waits = r.random() < 0.3    # a monitor W0 with wait and notify
        self.sleeps = r.random() < 0.2
        self.choices = r.random() < 0.2  # Verify.getBoolean()
        self.spin = not self.waits and r.random() < 0.15  # threads > 0 wait for T0's flag
        self.tid = 0                     # the thread whose body is being made
        self.throws = False              # the body may throw InterruptedException
        self.name = "Gen%d" % seed
        # Patterns for --visibility=sync, drawn from a second generator so that
        # programs without them stay as they were: fields only ever accessed
        # under lock G (the lockset analysis leaves them out of the scheduling
        # points), and a Box published through P -- unsafely, or by
        # double-checked locking -- a data race the analysis must find.
        r2 = random.Random(seed * 7919 + 17)
        self.guarded = self.nthreads <= 3 and r2.random() < 0.3
        self.publish = self.nthreads <= 3 and r2.random() < 0.2
        self.r2 = r2
        # From program 20001 on (programs 1-20000 stay as they were checked):
        # main, having started two threads, watches the first with a timed
        # join or isAlive and records what it saw in m0 -- the end of a
        # thread and a timeout must be scheduling points like any other.
        r3 = random.Random(seed * 104729 + 29)
        self.watch = seed > 20000 and self.join and r3.random() < 0.6
        self.watch_kind = r3.choice(["join", "alive"])
        self.watch_field = "f%d" % r3.randrange(min(3, self.nfields))
        # From program 30001 on: a class K whose static initialiser reads and
        # writes shared fields and records the thread that runs it, first used
        # by some of the threads -- which of them runs it is a choice of the
        # schedule (vm/init.c).
        r4 = random.Random(seed * 15485863 + 43)
        self.clinit = seed > 30000 and r4.random() < 0.6
        self.r4 = r4

    def field(self):
        # mostly the first three fields, so that threads meet on them
        if self.r.random() < 0.75:
            return "f%d" % self.r.randrange(min(3, self.nfields))
        return "f%d" % self.r.randrange(self.nfields)

    def const(self):
        return str(10 * (self.tid + 1) + self.r.randint(0, 2))

    def small(self):
        return str(self.r.randint(0, 3))

    def stmt(self, depth, left):
        """One statement using at most `left` shared accesses; returns (text, used)."""
        r = self.r
        kinds = ["write", "copy", "inc"]
        if depth < 2 and left >= 2:
            kinds += ["if", "loop"]
            if self.nlocks:
                kinds.append("sync")
            if self.njuc:
                kinds.append("juc")
            if self.nrw:
                kinds.append("rw")
        if self.natomics:
            kinds += ["cas", "atomic_inc"]
        if self.waits and left >= 2:
            kinds += ["wait", "notify"]
        if self.sleeps:
            kinds.append("sleep")
        if self.choices:
            kinds.append("choice")
        k = r.choice(kinds)
        if k == "wait":
            self.throws = True
            timed = "5" if r.random() < 0.7 else ""
            return "synchronized (W0) { if (%s == %s) { W0.wait(%s); } }" % (
                self.field(), self.small(), timed), 2
        if k == "notify":
            how = r.choice(["notify", "notify", "notifyAll"])
            return "synchronized (W0) { %s = %s; W0.%s(); }" % (self.field(), self.const(), how), 2
        if k == "sleep":
            self.throws = True
            return "Thread.sleep(%d);" % r.randint(1, 3), 0
        if k == "choice":
            return "if (jpor.Verify.getBoolean()) { %s = %s; }" % (self.field(), self.const()), 1
        if k == "write":
            return "%s = %s;" % (self.field(), self.const()), 1
        if k == "copy" and left >= 2:
            return "%s = %s + %s;" % (self.field(), self.field(), self.small()), 2
        if k in ("copy", "inc"):
            if left >= 2:
                return "%s++;" % self.field(), 2
            return "%s = %s;" % (self.field(), self.const()), 1
        if k == "cas":
            return "if (a0.compareAndSet(%s, %s)) { %s = %s; }" % (
                self.small(), self.small(), self.field(), self.const()), 2
        if k == "atomic_inc":
            return "a0.incrementAndGet();", 1
        if k == "if":
            body, used = self.block(depth + 1, left - 1)
            other, used2 = self.block(depth + 1, left - 1 - used)
            return "if (%s > %s) { %s } else { %s }" % (
                self.field(), self.small(), body, other), 1 + used + used2
        if k == "loop":
            body, used = self.block(depth + 1, max(1, (left - 1) // 2))
            return "for (int i%d = 0; i%d < 2; i%d++) { %s }" % (
                depth, depth, depth, body), 2 * used
        body, used = self.block(depth + 1, left - 2)
        if k == "juc":
            return "R0.lock(); try { %s } finally { R0.unlock(); }" % body, used + 2
        if k == "rw":
            which = r.choice(["readLock", "writeLock"])
            return "RW0.%s().lock(); try { %s } finally { RW0.%s().unlock(); }" % (which, body, which), used + 2
        return "synchronized (L%d) { %s }" % (self.r.randrange(self.nlocks), body), used + 2

    def sync_patterns(self, t):
        r2, c = self.r2, str(10 * (t + 1) + self.r2.randint(0, 2))
        out = ""
        if self.guarded and r2.random() < 0.7:
            out += r2.choice([
                " synchronized (G) { B.x = B.x + %s; g0 = B.x; }" % c,
                " synchronized (G) { if (g0 > %d) { g1 = %s; } B.y = g1; }" % (r2.randint(0, 20), c),
                " synchronized (G) { g1 = g0 + 1; }"])
        if self.publish and r2.random() < 0.7:
            f = "f%d" % r2.randrange(min(3, self.nfields))
            out += r2.choice([
                " { Box b = new Box(); b.x = %s; P = b; }" % c,
                " { Box p = P; if (p != null) { %s = p.x; } }" % f,
                " if (P == null) { synchronized (G) { if (P == null) { Box b = new Box(); b.x = %s; P = b; } } } %s = P.x;" % (c, f)])
        return out

    def block(self, depth, left):
        out, used = [], 0
        while used < left and (not out or self.r.random() < 0.6):
            s, u = self.stmt(depth, left - used)
            if used + u > left and out:
                break
            out.append(s)
            used += u
        return " ".join(out), used

    def program(self):
        lines = ["import java.util.concurrent.atomic.AtomicInteger;",
                 "import java.util.concurrent.locks.*;", "", "public class %s {" % self.name,
                 "  static int %s;" % ", ".join("f%d" % i for i in range(self.nfields))]
        for i in range(self.nlocks):
            lines.append("  static final Object L%d = new Object();" % i)
        if self.njuc:
            lines.append("  static final ReentrantLock R0 = new ReentrantLock();")
        if self.nrw:
            lines.append("  static final ReentrantReadWriteLock RW0 = new ReentrantReadWriteLock();")
        if self.natomics:
            lines.append("  static final AtomicInteger a0 = new AtomicInteger();")
        if self.waits:
            lines.append("  static final Object W0 = new Object();")
        if self.spin:
            lines.append("  static int fl;")
        if self.guarded or self.publish:
            lines.append("  static final Object G = new Object();")
            lines.append("  static class Box { int x, y; }")
        if self.guarded:
            lines.append("  static int g0, g1; static final Box B = new Box();")
        if self.publish:
            lines.append("  static Box P;")
        if self.watch:
            lines.append("  static int m0 = -1;")
        if self.clinit:
            r4 = self.r4
            lines.append("  static class K { static int s = %s + %d; static long by = Thread.currentThread().getId();"
                         " static { %s = %d; } }" % (
                "f%d" % r4.randrange(min(3, self.nfields)), r4.randint(1, 3),
                "f%d" % r4.randrange(min(3, self.nfields)), 70 + r4.randint(0, 9)))
        for t in range(self.nthreads):
            self.tid = t
            self.throws = False
            body, _ = self.block(0, self.budget)
            if self.spin:  # the others wait for T0's flag: a loop that revisits its state
                body = "fl = 1; " + body if t == 0 else "while (fl == 0) { } " + body
            body += self.sync_patterns(t)
            if self.clinit and (t < 2 or self.r4.random() < 0.5):
                use = " %s = K.s;" % ("f%d" % self.r4.randrange(min(3, self.nfields)))
                body = use + " " + body if self.r4.random() < 0.5 else body + use
            if self.throws:
                body = "try { %s } catch (InterruptedException e) { f0 = 99; }" % body
            lines.append("  static class T%d implements Runnable {" % t)
            lines.append("    public void run() { %s }" % body)
            lines.append("  }")
        lines.append("  public static void main(String[] args) throws InterruptedException {")
        for t in range(self.nthreads):
            lines.append("    Thread t%d = new Thread(new T%d());" % (t, t))
        join = self.join
        if not join:
            lines.append("    jpor.Verify.beginAtomic();")
        for t in range(self.nthreads):
            lines.append("    t%d.start();" % t)
        if join:
            if self.watch and self.watch_kind == "join":
                lines.append("    t0.join(5); m0 = t0.isAlive() ? %s + 100 : %s;" % (
                    self.watch_field, self.watch_field))
            elif self.watch:
                lines.append("    if (t0.isAlive()) { m0 = %s; }" % self.watch_field)
            for t in range(self.nthreads):
                lines.append("    t%d.join();" % t)
        else:
            lines.append("    jpor.Verify.endAtomic();")
        lines.append("  }")
        lines.append("}")
        return "\n".join(lines) + "\n"


def main():
    out, first, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    os.makedirs(out, exist_ok=True)
    for k in range(first, first + count):
        g = Gen(k)
        with open(os.path.join(out, g.name + ".java"), "w") as f:
            f.write(g.program())


if __name__ == "__main__":
    main()
