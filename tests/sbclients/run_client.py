#!/usr/bin/env python3
"""ctest driver: check a generated client with jpor, compare the exit status.

usage: run_client.py --prepare CLASSES CLIENTS SPEC...
       run_client.py JPOR CLASSES SPEC correct|buggy CLIENTS [jpor check options...]

CLASSES holds the compiled structures (synchrobench-clients/src).  --prepare
writes every client the tests use (each spec, correct and buggy, with all its
threads and with its first two) into CLIENTS and compiles them with one javac,
at build time: a javac per test cost the suite minutes.

A test checks its client with --shared-classes set to the structure's classes
(the paper's setting) unless an option --default-visibility is given.
--threads=2 takes the client of the spec's first two threads (a smaller client
of the same structure).  correct: exit 0 expected (no error in any
interleaving); buggy: exit 1 (the assertion of the client fails in some
interleaving).
"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "synchrobench-clients"))
import gen_client  # noqa: E402


def client_spec(spec_file, mode, threads=None):
    """The spec of one client variant, with its class name."""
    spec = json.load(open(spec_file))
    if threads:
        spec["threads"] = spec["threads"][:threads]
    spec["buggy"] = mode == "buggy"
    spec["name"] = "T_%s_%s%s" % (spec["structure"], "b" if spec["buggy"] else "c",
                                  "_%dt" % threads if threads else "")
    return spec


def prepare(classes, clients, spec_files):
    os.makedirs(clients, exist_ok=True)
    srcs = [gen_client.write_client(client_spec(f, mode, threads), clients)
            for f in spec_files for mode in ("correct", "buggy") for threads in (None, 2)]
    subprocess.check_call(["javac", "-g", "-nowarn", "-cp", classes, "-d", clients] + srcs)


def main():
    if sys.argv[1:2] == ["--prepare"]:
        prepare(sys.argv[2], sys.argv[3], sys.argv[4:])
        return
    jpor, classes, spec_file, mode, clients = sys.argv[1:6]
    opts = sys.argv[6:]
    threads = None
    for o in [o for o in opts if o.startswith("--threads=")]:
        opts.remove(o)
        threads = int(o.split("=")[1])
    if threads not in (None, 2):
        raise SystemExit("run_client.py: --prepare makes clients of all threads and of two only")
    spec = client_spec(spec_file, mode, threads)
    if not os.path.exists(os.path.join(clients, spec["name"] + ".class")):
        raise SystemExit("run_client.py: %s not in %s (build the sbclients-clients target)"
                         % (spec["name"], clients))
    cmd = [jpor, "check", "-cp", clients + os.pathsep + classes]
    if "--default-visibility" in opts:
        opts.remove("--default-visibility")
    else:
        st = gen_client.structure(spec["structure"])
        cmd.append("--shared-classes=" + ",".join(st.shared_classes(spec["buggy"])))
    cmd += opts + [spec["name"]]
    print(" ".join(cmd))
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    out = p.stdout
    want = 0 if mode == "correct" else 1
    lines = out.splitlines()
    print("\n".join(lines[:12] + (["..."] if len(lines) > 24 else []) + lines[max(12, len(lines) - 12):]))
    if p.returncode != want:
        print("FAIL: exit status %d, expected %d" % (p.returncode, want))
        sys.exit(1)
    if mode == "buggy" and "not linearizable" not in out:
        print("FAIL: the error is not the client's linearizability assertion")
        sys.exit(1)
    print("ok: exit status %d" % p.returncode)


if __name__ == "__main__":
    main()
