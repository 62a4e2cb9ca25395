#!/usr/bin/env python3
"""Writes jlib/src/jpor/internal/ZigguratTables.java: the tables of RandomGenerator's default
nextExponential() and nextGaussian() (JDK 17: a modified ziggurat method, C. D. McFarland 2016).

JDK 17 specifies these methods only by their behaviour, so the tables are measured on the host
`java` (17) through a RandomGenerator whose nextLong() returns chosen values (ZProbe below), and
checked against what the method's definition gives:
- X (the layers' right ends, scaled by 2^-63): the fast path returns X[i] * (u >>> 1) (exponential)
  or X[i] * u (normal) for the low byte i of the first value; with u = 2^63 + i the product is
  X[i] * 2^62 exactly.  They are the equal-area layers of exp(-x) (area 1/256) and exp(-x*x/2)
  (area sqrt(pi/2)/256): computed with mpmath they agree with java's on every normal layer and
  on all but three exponential ones (184, 250, 251, one ulp below: java's were computed with a
  small error), so the measured values are used.
- the alias tables (Walker's method over the tail and the overhangs): for each slot s (the low
  byte of the second value) the smallest value = s mod 256 that takes the slot's alias, found by
  bisection, and the outcome on either side (found from where the result lies).
- Y (the curve at X) is not observable exactly: it is exp(-x) / exp(-x*x/2) at X, correctly
  rounded (mpmath), scaled like X.
Needs `java`, `javac` and python3-mpmath.  Run from the repository root; commit the output.
"""
import json, os, random, subprocess, sys, tempfile
import mpmath as mp

PROBE = r'''
import java.util.random.RandomGenerator;
import java.io.*;
public class ZProbe {
    static final class G implements RandomGenerator {
        final long[] seq; int k;
        G(long[] s) { seq = s; }
        public long nextLong() { if (k >= seq.length) throw new IllegalStateException(); return seq[k++]; }
    }
    public static void main(String[] a) throws IOException {
        BufferedReader r = new BufferedReader(new InputStreamReader(System.in));
        PrintStream out = new PrintStream(new BufferedOutputStream(System.out));
        for (String line; (line = r.readLine()) != null; ) {
            String[] p = line.trim().split(" ");
            long[] s = new long[p.length - 1];
            for (int i = 1; i < p.length; i++) s[i - 1] = Long.parseUnsignedLong(p[i], 16);
            G g = new G(s);
            try {
                double d = p[0].equals("e") ? g.nextExponential() : g.nextGaussian();
                out.println(Double.toHexString(d) + " " + g.k);
            } catch (IllegalStateException e) { out.println("X " + g.k); }
        }
        out.flush();
    }
}
'''
M = 2 ** 64
tmp = tempfile.mkdtemp()
open(os.path.join(tmp, "ZProbe.java"), "w").write(PROBE)
subprocess.run(["javac", "-d", tmp, os.path.join(tmp, "ZProbe.java")], check=True)


def run(lines):
    inp = "".join(k + " " + " ".join("%x" % (v % M) for v in seq) + "\n" for k, seq in lines)
    out = subprocess.run(["java", "-cp", tmp, "ZProbe"], input=inp, capture_output=True,
                         text=True, check=True).stdout.split("\n")
    res = []
    for l in out[:len(lines)]:
        a, b = l.split()
        res.append((None if a == "X" else float.fromhex(a), int(b)))
    return res


LAYERS = {"e": 252, "n": 253}


def measure_x(kind):
    R = run([(kind, [i | (1 << 63)]) for i in range(256)])
    X = []
    for i in range(LAYERS[kind]):
        d, used = R[i]
        assert used == 1
        X.append(d / 2.0 ** 62 if kind == "e" else -d / 2.0 ** 63)
    for i in range(LAYERS[kind], 256):
        assert R[i][0] is None, (kind, i)
    return X + [0.0]


def computed_x(kind):
    mp.mp.prec = 200
    if kind == "e":
        f, area, x0 = (lambda x: mp.exp(-x)), mp.mpf(1) / 256, 7.5
    else:
        f, area, x0 = (lambda x: mp.exp(-x * x / 2)), mp.sqrt(mp.pi / 2) / 256, 3.6
    X = [mp.findroot(lambda x: x * f(x) - area, x0)]
    for i in range(1, LAYERS[kind]):
        prev = f(X[-1])
        X.append(mp.findroot(lambda x: f(x) - area / x - prev, X[-1] * 0.95))
    return [float(x / mp.mpf(2) ** 63) for x in X] + [0.0], f


def outcome(v, X):
    v = abs(v)
    Xs = [x * 2.0 ** 63 for x in X]
    if v >= Xs[0]:
        return 0
    for j in range(1, len(Xs)):
        if Xs[j] <= v < Xs[j - 1]:
            return j
    raise ValueError(v)


def measure_alias(kind, X):
    rnd = random.Random(11)
    tail = [rnd.getrandbits(64) for _ in range(40)]

    def line(slot, u):
        return (kind, [255, (u % M) | slot] + tail)
    R = run([line(s, -2 ** 63) for s in range(256)] + [line(s, 2 ** 63 - 256) for s in range(256)])
    lowv = [r[0] for r in R[:256]]
    highv = [r[0] for r in R[256:]]
    assert None not in lowv and None not in highv
    lo, hi = [-2 ** 63] * 256, [2 ** 63 - 256] * 256
    while True:
        todo = [s for s in range(256) if lowv[s] != highv[s] and hi[s] - lo[s] > 256]
        if not todo:
            break
        mids = {s: ((lo[s] + hi[s]) // 2) // 256 * 256 for s in todo}
        for s, r in zip(todo, run([line(s, mids[s]) for s in todo])):
            if r[0] == lowv[s]:
                lo[s] = mids[s]
            elif r[0] == highv[s]:
                hi[s] = mids[s]
            else:
                raise ValueError((kind, s, r))
    thr, alias = [], []
    for s in range(256):
        own = outcome(lowv[s], X)
        if lowv[s] == highv[s]:
            # one outcome for every value: its own (never the alias) or always the alias
            if own == s:
                thr.append(2 ** 63 - 1); alias.append(s)
            else:
                thr.append(-2 ** 63); alias.append(own)
        else:
            assert own == s, (kind, s, own)
            thr.append(hi[s] + s); alias.append(outcome(highv[s], X))
    return thr, alias


def arr(name, typ, vals, fmt, per):
    s = "    static final %s[] %s = {\n" % (typ, name)
    for i in range(0, len(vals), per):
        s += "        " + " ".join(fmt(v) + "," for v in vals[i:i + per]) + "\n"
    return s + "    };\n"


def main():
    out = []
    for kind in ("e", "n"):
        X = measure_x(kind)
        C, f = computed_x(kind)
        diff = [i for i in range(len(X)) if X[i] != C[i]]
        print(kind, "layers whose measured X differs from the computed:", diff, file=sys.stderr)
        Y = [float(f(mp.mpf(x) * 2 ** 63) / mp.mpf(2) ** 63) for x in X]
        thr, alias = measure_alias(kind, X)
        out.append((kind, X, Y, thr, alias))
    name = {"e": "EXP", "n": "NORM"}
    src = ("package jpor.internal;\n\n"
           "/**\n * Tables of the ziggurat methods in Ziggurat (RandomGenerator's default nextExponential and\n"
           " * nextGaussian), written by jlib/gen/gen_ziggurat.py from JDK 17's observed behaviour; do not edit.\n"
           " * X: the layers' right ends times 2^-63 (X[0] the tail's start; a final 0); Y: the density at X\n"
           " * (exp(-x), exp(-x*x/2)) times 2^-63; THRESHOLD/ALIAS: Walker's alias table over outcome 0 (the\n"
           " * tail) and the overhangs 1.. (overhang j lies between X[j] and X[j-1]): a value with low byte s\n"
           " * that is at least THRESHOLD[s] takes outcome ALIAS[s], else s.\n */\n"
           "final class ZigguratTables {\n    private ZigguratTables() {\n    }\n\n")
    for kind, X, Y, thr, alias in out:
        n = name[kind]
        src += arr(n + "_X", "double", X, lambda v: v.hex() if v else "0.0", 3)
        src += arr(n + "_Y", "double", Y, lambda v: v.hex(), 3)
        src += arr(n + "_THRESHOLD", "long", thr, lambda v: "%dL" % v, 3)
        src += arr(n + "_ALIAS", "byte", alias, lambda v: "(byte) %d" % v, 8)
    src += "}\n"
    open("jlib/src/jpor/internal/ZigguratTables.java", "w").write(src)


if __name__ == "__main__":
    main()
