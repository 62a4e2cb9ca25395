#!/usr/bin/env python3
"""verdicts.py JPOR CLASSDIR NAME CONFIG... -- check one program of progs/
under several configurations and compare each verdict with the "// verdict:
ok|error" line at the top of its source.  One ctest test runs a program's
configurations in turn (a process each), so that the suite does not pay a
test's start-up some two thousand times.

A CONFIG is POR[:MARKER]/MODE[/VISIBILITY]: POR a strategy (dpor-graph may
name its --marker), MODE stateful, stateless or bfs (--search=bfs),
VISIBILITY sync (the default) or shared.

Stateless search explores every interleaving without matching states: on a
correct program it may not finish, so it is bounded by a number of complete
executions (never by time: the verdict must not depend on the machine's
speed).  "No error within the bound" (exit 3) is accepted for a correct
program; on a buggy one the error must be found within the bound, which is
5000 executions unless the source says "// stateless executions: N".
"// depth: N" bounds the depth of every search (an error must be found
within it).  "// stateless: bound" says that no stateless search of the
program can end (a thread spins for ever on some path: without state
matching, the search runs down the loop to its bound), so exit 3 is
accepted there for a buggy program too; stateful searches must find it.

An error whose trace could not be replayed ("jpor could not replay the
rest") fails whatever the exit status.

Prints a line per configuration and closes with "N passed, N failed"."""
import os
import re
import subprocess
import sys


def header(src, key):
    m = re.search(r"^// %s: *(\S+)" % re.escape(key), src, re.M)
    return m.group(1) if m else None


def command(jpor, classes, name, config, src):
    parts = config.split("/")
    por, mode = parts[0], parts[1]
    vis = parts[2] if len(parts) > 2 else "sync"
    args = [jpor, "check"]
    if ":" in por:
        por, marker = por.split(":", 1)
        args.append("--marker=" + marker)
    args += ["--por=" + por, "--visibility=" + vis]
    depth = header(src, "depth")
    if mode == "stateless":
        args += ["--stateless", "--depth=" + (depth or "5000"),
                 "--max-executions=" + (header(src, "stateless executions") or "5000")]
    elif mode == "stateful":
        # the probes' fingerprints, checked (search.c, visited_first)
        args += ["--stateful", "--check-probes"]
    elif mode == "bfs":
        args.append("--search=bfs")
    else:
        raise SystemExit("verdicts.py: bad mode in %r" % config)
    if mode != "stateless" and depth:
        args.append("--depth=" + depth)
    return args + ["-cp", classes, name], mode


def main():
    if len(sys.argv) < 5:
        raise SystemExit("usage: verdicts.py JPOR CLASSDIR NAME CONFIG...")
    jpor, classes, name = sys.argv[1:4]
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "progs", name + ".java")
    src = open(path, encoding="utf-8").read()
    want = header(src, "verdict")
    if want not in ("ok", "error"):
        raise SystemExit("verdicts.py: %s has no '// verdict: ok|error' line" % path)
    passed = failed = 0
    for config in sys.argv[4:]:
        cmd, mode = command(jpor, classes, name, config, src)
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           text=True, errors="replace")
        st = p.returncode
        bound_ok = want == "ok" or header(src, "stateless") == "bound"
        # an error's trace is a replay of the search's path: one that
        # leaves the path is a jpor bug, whatever the verdict
        broken = "could not replay" in p.stdout
        if not broken and ((want, st) in (("ok", 0), ("error", 1)) or
                           (bound_ok and st == 3 and mode == "stateless")):
            print("PASS %s %s (%s, exit %d)" % (name, config, want, st))
            passed += 1
            continue
        failed += 1
        print("FAIL %s %s: expected %s, exit status %d%s" % (name, config, want, st,
                                                          ", the trace's replay failed" if broken else ""))
        print("  " + " ".join(cmd))
        print("\n".join(p.stdout.splitlines()[:40]))
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
