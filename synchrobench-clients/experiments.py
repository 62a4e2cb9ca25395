#!/usr/bin/env python3
"""The experiments of section 5 of papers/stateful-por-source-sets.md, on jpor.

    experiments.py [--full] [--out DIR] [--jpor build/jpor] [--jobs N] [--limit S] [--memory SIZE]

1. samples clients with gen_client.py: correct clients of the paper's seven
   structures (3 threads, up to 5 calls each, few and many distinct keys) and
   clients of the seeded-bug variants of the two lock-based sets in the four
   bug classes (all / half / one / none of the calls take the bug's path);
2. plans the runs: every client under every algorithm (`jpor check
   --list-por`, else none jpf spor) in thread-id order and stopping at the
   first error; and, for the buggy clients with one or all calls buggy, S-POR
   (and DL-S-POR when jpor has it) under every permutation of the thread ids
   (seq:PERM) and three random orders (random:SEED), until the first error and
   over all states (--all-errors): the paper's Fig. 9-10;
3. writes the plan as OUT/runs.txt (one shell command per line: GNU parallel,
   `parallel --sshloginfile HOSTS < OUT/runs.txt`, or a Slurm array,
   `sbatch --array=1-N OUT/slurm.sh`), then runs what is not done yet here,
   printing progress and an estimate of the time left;
4. collects one CSV row per run into OUT/results.csv (client, structure, bug
   class, algorithm, order, mode, verdict, states, transitions, time, peak RSS;
   verdict "limit" when --time-limit or --memory ended the run) and draws the
   plots (PNG, matplotlib) and OUT/headline.md, the paper's headline numbers
   beside ours.

Resumable: a run whose row exists (OUT/rows/ID.csv) is not run again.  The
quick sample (default) takes at most about 15 minutes on 2 cores; --full (or
FULL=1) samples the paper's 75 correct and 310 buggy clients with its 30-minute
limit, which is a job for a cluster: use runs.txt.

    experiments.py --run-one ID --out DIR    # one run of the plan (what runs.txt lines call)
    experiments.py --report --out DIR        # only collect rows, plot and tabulate
"""
import argparse
import csv
import hashlib
import itertools
import json
import os
import random
import shlex
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor, as_completed

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import gen_client  # noqa: E402

PAPER_CORRECT = ["rwlock", "optimistic", "bst", "clq", "chmset", "chmmap", "coarsemap"]
PAPER_BUGGY = ["rwlock", "optimistic"]
EXTRA = ["lazy", "harris", "skiplist", "msqueue"]
BUG_CLASSES = ["all", "half", "one", "none"]
COLUMNS = ["id", "client", "structure", "buggy", "bug_class", "calls", "algorithm", "order", "mode",
           "verdict", "exit_status", "states", "transitions", "time", "peak_rss_kib", "limit", "error"]
NAMES = {"none": "none", "jpf": "JPF", "spor": "S-POR", "de-spor": "DE-S-POR", "dl-spor": "DL-S-POR",
         "de-jpf": "DE-JPF", "dl-jpf": "DL-JPF", "odpor": "O-DPOR"}


def algorithms(jpor):
    try:
        p = subprocess.run([jpor, "check", "--list-por"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           text=True, timeout=30)
        if p.returncode == 0:
            algs = [ln.split()[0] for ln in p.stdout.splitlines() if ln.strip()]
            if algs:
                return algs
    except (OSError, subprocess.TimeoutExpired):
        pass
    return ["none", "jpf", "spor"]


# ---- sampling ----

def sample_clients(full, max_calls, extra, seed):
    """Client specs: (correct ones, buggy ones)."""
    rng = random.Random(seed)
    correct, buggy = [], []
    structs = PAPER_CORRECT + (EXTRA if extra else [])
    if full:
        n_correct, n_buggy, key_ranges = 75, 310, [2, 4, 6]
        bmax = min(max_calls, 4)
    else:
        n_correct, n_buggy, key_ranges = 2 * len(structs), 16, [2, 4]
        bmax = max_calls
    for i in range(n_correct):  # round robin over structures and key ranges
        s = structs[i % len(structs)]
        keys = key_ranges[(i // len(structs)) % len(key_ranges)]
        correct.append(gen_client.generate_spec(s, 3, max_calls, keys, rng.randrange(10 ** 6)))
    bstructs = PAPER_BUGGY + (["lazy", "harris"] if extra else [])
    for i in range(n_buggy):
        s = bstructs[i % len(bstructs)]
        bc = BUG_CLASSES[(i // len(bstructs)) % len(BUG_CLASSES)]
        keys = key_ranges[(i // (len(bstructs) * len(BUG_CLASSES))) % len(key_ranges)]
        buggy.append(gen_client.generate_spec(s, 3, bmax, max(keys, 2), rng.randrange(10 ** 6), buggy=True,
                                              bug_class=bc))
    return correct, buggy


def plan_runs(correct, buggy, algs, full):
    runs = []

    def add(spec, alg, order, mode):
        rid = hashlib.sha1(("%s|%s|%s|%s" % (spec["name"], alg, order, mode)).encode()).hexdigest()[:12]
        runs.append({"id": rid, "client": spec["name"], "structure": spec["structure"], "buggy": spec["buggy"],
                     "bug_class": spec["bug_class"] or "", "calls": sum(len(t) for t in spec["threads"]),
                     "algorithm": alg, "order": order, "mode": mode,
                     "shared": ",".join(gen_client.structure(spec["structure"]).shared_classes(spec["buggy"]))})

    for spec in correct + buggy:
        for alg in algs:
            add(spec, alg, "seq", "first")
    order_algs = [a for a in ("spor", "dl-spor") if a in algs]
    # the worker threads are T1..T3 (T0 is main, which only starts and joins them)
    perms = [",".join(map(str, p)) for p in itertools.permutations(range(1, 4))]
    seeds = [1, 2, 3]
    if not full:
        perms, seeds = perms[:3], seeds[:2]
    order_clients = [s for s in buggy if s["bug_class"] in ("one", "all")]
    if not full:
        order_clients = order_clients[:4]
    for spec in order_clients:
        modes = ["first", "all"] if spec["bug_class"] == "all" else ["all"]
        for alg in order_algs:
            for mode in modes:
                for p in perms:
                    if not (p == "1,2,3" and mode == "first"):  # that one is the main run
                        add(spec, alg, "seq:" + p, mode)
                for sd in seeds:
                    add(spec, alg, "random:%d" % sd, mode)
    return runs


# ---- running ----

def check_cmd(run, jpor, classes, limit, memory):
    cmd = [jpor, "check", "--json", "--por=" + run["algorithm"], "--time-limit=%g" % limit,
           "--memory=" + memory, "--shared-classes=" + run["shared"], "-cp", classes]
    if run["order"] != "seq":
        cmd.append("--order=" + run["order"])
    if run["mode"] == "all":
        cmd.append("--all-errors")
    return cmd + [run["client"]]


def run_one(run, jpor, classes, limit, memory):
    # through sh, not exec'd from here: Linux keeps ru_maxrss across execve, so jpor's
    # peak_rss_kib (getrusage) would include this Python process's resident size
    cmd = ["sh", "-c", '"$@"; r=$?; exit $r', "sh"] + check_cmd(run, jpor, classes, limit, memory)
    row = {k: run[k] for k in ("id", "client", "structure", "buggy", "bug_class", "calls", "algorithm",
                               "order", "mode")}
    t0 = time.time()
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=limit + 60)
        out, rc = p.stdout, p.returncode
    except subprocess.TimeoutExpired:
        row.update(verdict="limit", exit_status=-1, states="", transitions="", time="%.3f" % (time.time() - t0),
                   peak_rss_kib="", limit="killed", error="")
        return row
    try:
        d = json.loads(out)
    except ValueError:
        row.update(verdict="crash", exit_status=rc, states="", transitions="", time="%.3f" % (time.time() - t0),
                   peak_rss_kib="", limit="", error=(p.stderr or out)[-200:].replace("\n", " "))
        return row
    s = d.get("stats", {})
    v = d.get("verdict", "")
    verdict = {"no errors": "ok", "error": "error", "limit reached": "limit"}.get(v, v)
    err = ""
    if d.get("error"):
        err = d["error"].get("description", "").split("\n")[1].strip()[:160] if "\n" in d["error"].get(
            "description", "") else d["error"].get("kind", "")
    row.update(verdict=verdict, exit_status=d.get("exit_status", rc), states=s.get("states_stored", ""),
               transitions=s.get("transitions", ""), time=s.get("seconds", ""),
               peak_rss_kib=s.get("peak_rss_kib", ""), limit=d.get("limit", ""), error=err)
    return row


def write_row(out, row):
    os.makedirs(os.path.join(out, "rows"), exist_ok=True)
    tmp = os.path.join(out, "rows", row["id"] + ".tmp")
    with open(tmp, "w", newline="") as f:
        csv.DictWriter(f, COLUMNS).writerow(row)
    os.replace(tmp, os.path.join(out, "rows", row["id"] + ".csv"))


def done_ids(out):
    ids = set()
    d = os.path.join(out, "rows")
    if os.path.isdir(d):
        ids |= {f[:-4] for f in os.listdir(d) if f.endswith(".csv")}
    res = os.path.join(out, "results.csv")
    if os.path.exists(res):
        with open(res) as f:
            ids |= {r["id"] for r in csv.DictReader(f)}
    return ids


def collect(out):
    rows = {}
    res = os.path.join(out, "results.csv")
    if os.path.exists(res):
        with open(res) as f:
            for r in csv.DictReader(f):
                rows[r["id"]] = r
    d = os.path.join(out, "rows")
    if os.path.isdir(d):
        for fn in sorted(os.listdir(d)):
            if fn.endswith(".csv"):
                with open(os.path.join(d, fn)) as f:
                    for r in csv.DictReader(f, COLUMNS):
                        rows[r["id"]] = r
    with open(res + ".tmp", "w", newline="") as f:
        w = csv.DictWriter(f, COLUMNS)
        w.writeheader()
        for r in rows.values():
            w.writerow(r)
    os.replace(res + ".tmp", res)
    return list(rows.values())


def fmt_secs(s):
    s = int(s)
    return "%dh%02dm%02ds" % (s // 3600, s % 3600 // 60, s % 60) if s >= 3600 else "%dm%02ds" % (s // 60, s % 60)


def execute(plan, out, jpor, classes, limit, memory, jobs):
    todo = [r for r in plan if r["id"] not in done_ids(out)]
    print("%d runs planned, %d already done, %d to run (limit %gs, memory %s, %d jobs)" %
          (len(plan), len(plan) - len(todo), len(todo), limit, memory, jobs), flush=True)
    if not todo:
        return
    t0 = time.time()
    spent = 0.0
    with ThreadPoolExecutor(max_workers=jobs) as ex:
        futs = {ex.submit(run_one, r, jpor, classes, limit, memory): r for r in todo}
        for i, f in enumerate(as_completed(futs), 1):
            row = f.result()
            write_row(out, row)
            spent = time.time() - t0
            eta = spent / i * (len(todo) - i)
            print("[%d/%d] %-28s %-8s %-12s %-5s %-6s %8s states %7ss  elapsed %s, ETA %s" %
                  (i, len(todo), row["client"], row["algorithm"], row["order"], row["mode"], row["verdict"],
                   row["states"], row["time"], fmt_secs(spent), fmt_secs(eta)), flush=True)


# ---- report ----

def finished(r):
    """The search ended by itself: no error, or an error (until the first, or all of them), within the limits."""
    return r["verdict"] in ("ok", "error") and not r["limit"]


def fnum(x):
    try:
        return float(x)
    except (TypeError, ValueError):
        return None


def report(out, rows, algs):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        plt = None
        print("matplotlib is missing (apt-get install python3-matplotlib): no plots", file=sys.stderr)
    main = [r for r in rows if r["order"] == "seq" and r["mode"] == "first"]
    algs = [a for a in algs if any(r["algorithm"] == a for r in main)] or \
        sorted({r["algorithm"] for r in main})
    done = {a: [r for r in main if r["algorithm"] == a and finished(r)] for a in algs}
    written = []
    if plt:
        for what, col, unit, fname in (("time", "time", "s", "quantile_time.png"),
                                       ("peak memory", "peak_rss_kib", "MiB", "quantile_memory.png")):
            fig, ax = plt.subplots(figsize=(7, 4.5))
            for a in algs:
                vals = sorted(fnum(r[col]) / (1024.0 if col == "peak_rss_kib" else 1.0) for r in done[a]
                              if fnum(r[col]) is not None)
                if vals:
                    ax.plot(range(1, len(vals) + 1), vals, marker=".", label="%s (%d)" % (NAMES.get(a, a), len(vals)))
            ax.set_xlabel("clients finished, ordered by %s" % what)
            ax.set_ylabel("%s (%s)" % (what, unit))
            if col == "time":
                ax.set_yscale("log")
            ax.set_title("Quantile plot of %s per algorithm (legend: clients finished)" % what, fontsize=10)
            ax.legend()
            fig.tight_layout()
            fig.savefig(os.path.join(out, fname), dpi=110)
            plt.close(fig)
            written.append(fname)
        for a, b in (("spor", "dl-spor"), ("jpf", "spor")):
            if a in algs and b in algs:
                fname = "scatter_%s_vs_%s.png" % (a, b)
                if scatter(plt, main, a, b, os.path.join(out, fname)):
                    written.append(fname)
        fname = "order_seq_vs_random.png"
        if order_plot(plt, rows, os.path.join(out, fname)):
            written.append(fname)
    md = headline(rows, main, algs)
    with open(os.path.join(out, "headline.md"), "w") as f:
        f.write(md)
    written.append("headline.md")
    print("wrote %s in %s" % (", ".join(written), out))


def by_client(rows, alg, col="time"):
    return {r["client"]: fnum(r[col]) for r in rows if r["algorithm"] == alg and finished(r)
            and fnum(r[col]) is not None}


def scatter(plt, main, a, b, path):
    ta, tb = by_client(main, a), by_client(main, b)
    common = sorted(set(ta) & set(tb))
    if not common:
        return False
    fig, ax = plt.subplots(figsize=(5, 5))
    xs = [max(ta[c], 1e-3) for c in common]
    ys = [max(tb[c], 1e-3) for c in common]
    ax.scatter(xs, ys, s=12)
    lo, hi = min(xs + ys), max(xs + ys)
    ax.plot([lo, hi], [lo, hi], "k--", lw=0.8)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("%s time (s)" % NAMES.get(a, a))
    ax.set_ylabel("%s time (s)" % NAMES.get(b, b))
    ax.set_title("%s vs %s, per client (%d)" % (NAMES.get(a, a), NAMES.get(b, b), len(common)))
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return True


def order_stats(rows):
    """{(client, alg, mode): (seq times, random times)} of finished runs."""
    g = {}
    for r in rows:
        t = fnum(r["time"])
        if t is None or not finished(r):
            continue
        if not r["buggy"] in ("True", True) or r["bug_class"] not in ("one", "all"):
            continue
        if r["algorithm"] not in ("spor", "dl-spor"):
            continue
        key = (r["client"], r["algorithm"], r["mode"])
        seq, rnd = g.setdefault(key, ([], []))
        (rnd if r["order"].startswith("random") else seq).append(t)
    return {k: v for k, v in g.items() if v[0] and v[1]}


def order_plot(plt, rows, path):
    st = order_stats(rows)
    if not st:
        return False
    fig, axs = plt.subplots(1, 2, figsize=(10, 4.5))
    for ax, fn, title in ((axs[0], lambda v: sum(v) / len(v), "average"), (axs[1], min, "minimum")):
        for mode, marker in (("all", "o"), ("first", "^")):
            pts = [(fn(s), fn(r)) for (c, a, m), (s, r) in st.items() if m == mode]
            if pts:
                ax.scatter([max(p[0], 1e-3) for p in pts], [max(p[1], 1e-3) for p in pts], marker=marker, s=18,
                           label="all states" if mode == "all" else "first error")
        vals = [max(x, 1e-3) for s, r in st.values() for x in (fn(s), fn(r))]
        ax.plot([min(vals), max(vals)], [min(vals), max(vals)], "k--", lw=0.8)
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_xlabel("sequential orders, %s time (s)" % title)
        ax.set_ylabel("random orders, %s time (s)" % title)
        ax.set_title("%s time over orders (buggy clients)" % title, fontsize=10)
        ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return True


def mean(xs):
    return sum(xs) / len(xs) if xs else None


def f2(x):
    return "—" if x is None else "%.2f" % x


def headline(rows, main, algs):
    L = ["# Headline numbers: jpor vs the paper (section 5)", ""]
    nclients = len({r["client"] for r in main})
    L.append("%d clients, %d runs (%d in thread-id order until the first error).  Times are jpor's "
             "`seconds`, memory its peak RSS." % (nclients, len(rows), len(main)))
    L.append("")
    L.append("| algorithm | runs | finished | errors found | limit | crash | median time (s) | median states | median peak RSS (MiB) |")
    L.append("|---|---|---|---|---|---|---|---|---|")
    for a in algs:
        rs = [r for r in main if r["algorithm"] == a]
        fin = [r for r in rs if finished(r)]

        def med(col, div=1.0):
            v = sorted(fnum(r[col]) / div for r in fin if fnum(r[col]) is not None)
            return "—" if not v else ("%.3g" % v[len(v) // 2])
        L.append("| %s | %d | %d | %d | %d | %d | %s | %s | %s |" % (
            NAMES.get(a, a), len(rs), len(fin), sum(r["verdict"] == "error" for r in rs),
            sum(bool(r["limit"]) or r["verdict"] == "limit" for r in rs), sum(r["verdict"] == "crash" for r in rs),
            med("time"), med("states"), med("peak_rss_kib", 1024.0)))
    L.append("")
    # per-client ratios against JPF
    L.append("| quantity | paper | jpor |")
    L.append("|---|---|---|")

    def ratio(a, b, col, inv=False):
        ta, tb = by_client(main, a, col), by_client(main, b, col)
        c = [k for k in set(ta) & set(tb) if ta[k] and tb[k]]
        if not c:
            return None, 0
        return mean([(tb[k] / ta[k]) if inv else (ta[k] / tb[k]) for k in c]), len(c)

    def row(label, paper, val):
        v, n = val
        L.append("| %s | %s | %s |" % (label, paper, "—" if v is None else "%.2f (%d clients)" % (v, n)))

    row("average speedup of DL-S-POR over S-POR (time S-POR / time DL-S-POR)", "2.6",
        ratio("spor", "dl-spor", "time"))
    row("average speedup of S-POR over JPF", "2.54 / 2.86 / 3.28 (by memory group)",
        ratio("jpf", "spor", "time"))
    row("average speedup of DL-S-POR over JPF", "6.67 / 7.81 / 5.31 (by memory group)",
        ratio("jpf", "dl-spor", "time"))
    row("average memory overhead of S-POR vs JPF (peak)", "1.00 / 2.20 / 4.11 (by group)",
        ratio("spor", "jpf", "peak_rss_kib"))
    row("average memory overhead of DL-S-POR vs JPF (peak)", "1.34 / 2.63 / 5.39 (by group)",
        ratio("dl-spor", "jpf", "peak_rss_kib"))
    row("states stored, S-POR / JPF", "— (not reported)", ratio("spor", "jpf", "states"))
    row("states stored, S-POR / none", "— (not reported)", ratio("spor", "none", "states"))
    ms = by_client(main, "spor", "peak_rss_kib")
    mj = by_client(main, "jpf", "peak_rss_kib")
    c = [k for k in set(ms) & set(mj) if mj[k]]
    if c:
        groups = [sum(ms[k] / mj[k] <= 2 for k in c), sum(2 < ms[k] / mj[k] <= 4 for k in c),
                  sum(ms[k] / mj[k] > 4 for k in c)]
        L.append("| clients by S-POR/JPF memory ratio: <= 2 / 2-4 / > 4 | 32%% / 50%% / 18%% | %s |" %
                 " / ".join("%.0f%%" % (100.0 * g / len(c)) for g in groups))
    st = order_stats(rows)
    if st:
        seq_means = [mean(s) for s, r in st.values()]
        rnd_means = [mean(r) for s, r in st.values()]
        seq_mins = [min(s) for s, r in st.values()]
        rnd_mins = [min(r) for s, r in st.values()]
        L.append("| mean time over orders, sequential / random (s) | 20 / 17 | %.2f / %.2f (%d clients) |" %
                 (mean(seq_means), mean(rnd_means), len(st)))
        L.append("| clients where random beats sequential on average / on minimum | most / few | %d / %d of %d |" %
                 (sum(r < s for s, r in zip(seq_means, rnd_means)),
                  sum(r < s for s, r in zip(seq_mins, rnd_mins)), len(st)))
    L.append("")
    L.append("Paper: JPF on a 2.3 GHz dual-core i5, 8 GB, 30-minute timeout, 75 correct + 310 buggy "
             "clients; memory is JPF's maximum heap.  jpor: the quick sample unless --full; memory is the "
             "whole process's peak RSS.  A dash: the algorithm is not (yet) in `jpor check --list-por`, or "
             "no client finished under both.")
    return "\n".join(L) + "\n"


# ---- main ----

def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    full_env = os.environ.get("FULL", "") not in ("", "0")
    ap.add_argument("--full", action="store_true", default=full_env, help="the paper's sample (also FULL=1)")
    ap.add_argument("--out", default=os.path.join(ROOT, "build", "experiments"))
    ap.add_argument("--jpor", default=os.path.join(ROOT, "build", "jpor"))
    ap.add_argument("--jobs", type=int, default=int(os.environ.get("JOBS", "2")))
    ap.add_argument("--limit", type=float, help="seconds per run (quick: 20, full: 1800)")
    ap.add_argument("--memory", default="1g", help="state-store budget per run (jpor --memory)")
    ap.add_argument("--max-calls", type=int, help="calls per thread, at most (quick: 2, full: 5)")
    ap.add_argument("--extra", action="store_true", help="also the structures beyond the paper")
    ap.add_argument("--clients", type=int, help="at most this many correct and this many buggy clients "
                    "(the first of the sample: for trial runs and tests)")
    ap.add_argument("--algorithms", help="comma-separated (default: jpor check --list-por)")
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--plan-only", action="store_true", help="write clients, runs.txt and slurm.sh, run nothing")
    ap.add_argument("--run-one", metavar="ID")
    ap.add_argument("--report", action="store_true", help="only collect the rows, plot and tabulate")
    a = ap.parse_args()
    out = os.path.abspath(a.out)
    jpor = os.path.abspath(a.jpor)
    limit = a.limit or (1800 if a.full else 20)
    os.makedirs(out, exist_ok=True)
    classes = os.path.join(out, "classes")
    plan_file = os.path.join(out, "plan.json")
    if a.run_one:
        plan = json.load(open(plan_file))
        run = next(r for r in plan["runs"] if r["id"] == a.run_one)
        if a.run_one not in done_ids(out):
            write_row(out, run_one(run, jpor, classes, plan["limit"], plan["memory"]))
        return
    if a.report:
        plan = json.load(open(plan_file))
        report(out, collect(out), plan["algorithms"])
        return
    algs = a.algorithms.split(",") if a.algorithms else algorithms(jpor)
    max_calls = a.max_calls or (5 if a.full else 2)
    correct, buggy = sample_clients(a.full, max_calls, a.extra, a.seed)
    if a.clients is not None:
        correct, buggy = correct[:a.clients], buggy[:a.clients]
    cdir = os.path.join(out, "clients")
    os.makedirs(classes, exist_ok=True)
    srcs = [gen_client.write_client(s, cdir) for s in correct + buggy]
    gen_client.compile_structures(classes)
    subprocess.check_call(["javac", "-g", "-nowarn", "-cp", classes, "-d", classes] + srcs)
    plan = plan_runs(correct, buggy, algs, a.full)
    with open(plan_file, "w") as f:
        json.dump({"algorithms": algs, "limit": limit, "memory": a.memory, "runs": plan}, f)
    me = os.path.abspath(__file__)
    with open(os.path.join(out, "runs.txt"), "w") as f:
        for r in plan:
            f.write("python3 %s --out %s --jpor %s --run-one %s\n" % (shlex.quote(me), shlex.quote(out),
                                                                    shlex.quote(jpor), r["id"]))
    with open(os.path.join(out, "slurm.sh"), "w") as f:
        f.write("#!/bin/sh\n# sbatch --array=1-%d %s   (then: %s --report --out %s)\n"
                "#SBATCH --cpus-per-task=1\n#SBATCH --mem=%s\n#SBATCH --time=%d\n"
                "sed -n \"${SLURM_ARRAY_TASK_ID}p\" %s | sh\n" %
                (len(plan), os.path.join(out, "slurm.sh"), me, out, "4G", int(limit / 60) + 5,
                 shlex.quote(os.path.join(out, "runs.txt"))))
    print("%d correct + %d buggy clients in %s; algorithms: %s; plan: %d runs (%s/runs.txt)" %
          (len(correct), len(buggy), cdir, " ".join(algs), len(plan), out), flush=True)
    if a.plan_only:
        return
    execute(plan, out, jpor, classes, limit, a.memory, a.jobs)
    rows = collect(out)
    report(out, rows, algs)


if __name__ == "__main__":
    main()
