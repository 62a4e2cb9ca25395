"""finals_check.py -- what daemons_test.py, finals_test.py and bulk_test.py
share: run jpor check with --final-states --all-errors under several
configurations and compare each one's final states with --por=none's."""
import subprocess


def finals(jpor, classes, args, name):
    """Exit status and the set of final-state lines of one search (name:
    the main class, and the program's arguments after a space)."""
    p = subprocess.run([jpor, "check"] + args + ["--final-states", "--all-errors", "-cp", classes,
                                                 ] + name.split(), capture_output=True, text=True,
                       timeout=300)
    got, on = set(), False
    for line in (p.stdout + p.stderr).split("\n"):
        if line.startswith("final states"):
            on = True
        elif on and line.startswith("  "):
            got.add(line.strip())
        else:
            on = False
    return p.returncode, got


def compare(jpor, classes, progs, configs):
    """Each config ([por, options...]) must list none's final states of each
    program; prints a line a failure and the closing count; the exit status."""
    passed = failed = 0
    for name in progs:
        status, want = finals(jpor, classes, ["--por=none"], name)
        if status not in (0, 1) or not want:
            print("FAIL %s --por=none: exit %s, final states %s" % (name, status, sorted(want)))
            failed += 1
            continue
        for c in configs:
            c = ["--por=" + c[0]] + c[1:]
            status, got = finals(jpor, classes, c, name)
            # the stateless searches without sleep sets (none, jpf, spor)
            # may end at their bound (exit 3): then they must not list a
            # state none does not
            cut = status == 3 and "--stateless" in c and c[0] in ("--por=none", "--por=jpf",
                                                                  "--por=spor")
            if (status in (0, 1) and got == want) or (cut and got <= want):
                passed += 1
            else:
                failed += 1
                print("FAIL %s %s: exit %s, missing %s, extra %s" %
                      (name, " ".join(c), status, sorted(want - got), sorted(got - want)))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


def every_config(jpor, unbounded_stateless=True):
    """Every strategy of --list-por and dpor-graph with each marker, stateful
    and stateless (5000 executions); unbounded_stateless=False leaves out the
    stateless none and jpf, which explore every interleaving."""
    pors = subprocess.run([jpor, "check", "--list-por"], capture_output=True,
                          text=True).stdout.split("\n")
    pors = [line.split()[0] for line in pors if line.strip()]
    configs = []
    for por in pors + ["dpor-graph --marker=ea", "dpor-graph --marker=jpf",
                       "dpor-graph --marker=maybe"]:
        configs.append(por.split() + ["--stateful"])
        if unbounded_stateless or por not in ("none", "jpf"):
            configs.append(por.split() + ["--stateless", "--depth=5000", "--max-executions=5000"])
    return configs
