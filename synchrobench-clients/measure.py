#!/usr/bin/env python3
"""States and time of one 3-thread x N-call client of every structure.

    measure.py [--jpor build/jpor] [--limit 120] [--seed 1] [--keys 4] [--calls 2] [--buggy]
               [--default-visibility] [structures...]

Generates the client (gen_client.py, exactly --calls calls per thread, random initial
contents), compiles it, runs `jpor check --json` with default options plus the
structure's --shared-classes (the paper's setting; --default-visibility drops
it) and prints a markdown table row per structure with the command.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_client  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jpor", default=os.path.join(os.path.dirname(HERE), "build", "jpor"))
    ap.add_argument("--limit", type=float, default=120)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--keys", type=int, default=4)
    ap.add_argument("--calls", type=int, default=2, help="calls per thread (the paper's largest: 5)")
    ap.add_argument("--buggy", action="store_true", help="the seeded-bug variants, bug class all")
    ap.add_argument("--default-visibility", action="store_true")
    ap.add_argument("--por", help="jpor check --por=NAME (default: jpor's default)")
    ap.add_argument("--out", default=tempfile.mkdtemp(prefix="sbmeasure-"))
    ap.add_argument("structures", nargs="*")
    a = ap.parse_args()
    names = a.structures or [s.short for s in gen_client.STRUCTURES]
    classes = os.path.join(a.out, "classes")
    os.makedirs(classes, exist_ok=True)
    gen_client.compile_structures(classes)
    specs = []
    for n in names:
        spec = gen_client.generate_spec(n, 3, a.calls, a.keys, a.seed, buggy=a.buggy,
                                        bug_class="all" if a.buggy else None, exact_calls=True)
        specs.append(spec)
    srcs = [gen_client.write_client(s, a.out) for s in specs]
    subprocess.check_call(["javac", "-g", "-nowarn", "-cp", classes, "-d", a.out] + srcs)
    print("| structure | client (initial; calls) | verdict | states | transitions | time (s) | peak RSS (MiB) |")
    print("|---|---|---|---|---|---|---|")
    for spec in specs:
        cmd = [a.jpor, "check", "--json", "--time-limit=%g" % a.limit, "-cp", a.out + os.pathsep + classes]
        if a.por:
            cmd.append("--por=" + a.por)
        if not a.default_visibility:
            cmd.append("--shared-classes=" + ",".join(
                gen_client.structure(spec["structure"]).shared_classes(spec["buggy"])))
        cmd.append(spec["name"])
        # through sh: jpor's peak RSS (getrusage) would otherwise include this process's
        p = subprocess.run(["sh", "-c", '"$@"; r=$?; exit $r', "sh"] + cmd, stdout=subprocess.PIPE, text=True)
        try:
            d = json.loads(p.stdout)
        except ValueError:
            print("| %s | %s | crash (exit %d) | | | | |" % (spec["structure"], gen_client.describe(spec).replace(" | ", " ‖ "),
                                                            p.returncode))
            continue
        s = d["stats"]
        print("| %s | %s | %s | %d | %d | %.2f | %.1f |" % (
            spec["structure"], gen_client.describe(spec).replace(" | ", " ‖ "), d["verdict"], s["states_stored"], s["transitions"],
            s["seconds"], s["peak_rss_kib"] / 1024.0), flush=True)
    print("\ncommand: %s check %s-cp %s:%s [--shared-classes=...] CLIENT (limit %gs)" %
          (a.jpor, "--por=%s " % a.por if a.por else "", a.out, classes, a.limit))


if __name__ == "__main__":
    main()
