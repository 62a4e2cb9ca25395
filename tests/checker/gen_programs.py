#!/usr/bin/env python3
"""Generate small random concurrent Java programs for the soundness cross-check.

Each program has 2-4 threads and 2-6 shared static int fields; thread bodies
use reads, writes, increments, conditionals, loops with small bounds,
synchronized blocks and AtomicInteger compare-and-set.  main starts every
thread, joins them, and copies the atomics into static int fields, so the
final state is the values of the static int fields.

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
        self.nthreads = r.randint(2, 4)
        # keep the number of visible actions small: plain enumeration must finish
        self.budget = {2: 6, 3: 4, 4: 3}[self.nthreads]
        self.nfields = r.randint(2, 6)
        self.nlocks = r.randint(0, 2)
        self.natomics = r.randint(0, 1)
        self.name = "Gen%d" % seed

    def field(self):
        return "f%d" % self.r.randrange(self.nfields)

    def const(self):
        return str(self.r.randint(0, 3))

    def stmt(self, depth, left):
        """One statement using at most `left` shared accesses; returns (text, used)."""
        r = self.r
        kinds = ["write", "copy", "inc"]
        if depth < 2 and left >= 2:
            kinds += ["if", "loop"]
            if self.nlocks:
                kinds.append("sync")
        if self.natomics:
            kinds += ["cas", "atomic_inc"]
        k = r.choice(kinds)
        if k == "write":
            return "%s = %s;" % (self.field(), self.const()), 1
        if k == "copy" and left >= 2:
            return "%s = %s + %s;" % (self.field(), self.field(), self.const()), 2
        if k in ("copy", "inc"):
            if left >= 2:
                return "%s++;" % self.field(), 2
            return "%s = %s;" % (self.field(), self.const()), 1
        if k == "cas":
            return "if (a0.compareAndSet(%s, %s)) { %s = %s; }" % (
                self.const(), self.const(), self.field(), self.const()), 2
        if k == "atomic_inc":
            return "a0.incrementAndGet();", 1
        if k == "if":
            body, used = self.block(depth + 1, left - 1)
            other, used2 = self.block(depth + 1, left - 1 - used)
            return "if (%s > %s) { %s } else { %s }" % (
                self.field(), self.const(), body, other), 1 + used + used2
        if k == "loop":
            body, used = self.block(depth + 1, max(1, (left - 1) // 2))
            return "for (int i%d = 0; i%d < 2; i%d++) { %s }" % (
                depth, depth, depth, body), 2 * used
        # sync
        body, used = self.block(depth + 1, left - 2)
        return "synchronized (L%d) { %s }" % (self.r.randrange(self.nlocks), body), used + 2

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
        lines = []
        if self.natomics:
            lines.append("import java.util.concurrent.atomic.AtomicInteger;")
        lines.append("")
        lines.append("public class %s {" % self.name)
        lines.append("  static int %s;" % ", ".join("f%d" % i for i in range(self.nfields)))
        for i in range(self.nlocks):
            lines.append("  static final Object L%d = new Object();" % i)
        if self.natomics:
            lines.append("  static final AtomicInteger a0 = new AtomicInteger();")
            lines.append("  static int atomic0;")
        for t in range(self.nthreads):
            body, _ = self.block(0, self.budget)
            lines.append("  static class T%d implements Runnable {" % t)
            lines.append("    public void run() { %s }" % body)
            lines.append("  }")
        lines.append("  public static void main(String[] args) throws InterruptedException {")
        for t in range(self.nthreads):
            lines.append("    Thread t%d = new Thread(new T%d());" % (t, t))
        for t in range(self.nthreads):
            lines.append("    t%d.start();" % t)
        for t in range(self.nthreads):
            lines.append("    t%d.join();" % t)
        if self.natomics:
            lines.append("    atomic0 = a0.get();")
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
