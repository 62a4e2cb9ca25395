#!/usr/bin/env python3
"""ctest driver: make the client of a spec, check it with jpor, compare the exit status.

usage: run_client.py JPOR CLASSES SPEC correct|buggy WORKDIR [jpor check options...]

CLASSES holds the compiled structures (synchrobench-clients/src).  The client
is checked with --shared-classes set to the structure's classes (the paper's
setting) unless an option --default-visibility is given.  --threads=N keeps
the spec's first N threads (a smaller client of the same structure).  correct: exit 0
expected (no error in any interleaving); buggy: exit 1 (the assertion of the
client fails in some interleaving).
"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "synchrobench-clients"))
import gen_client  # noqa: E402


def main():
    jpor, classes, spec_file, mode, work = sys.argv[1:6]
    opts = sys.argv[6:]
    spec = json.load(open(spec_file))
    for o in [o for o in opts if o.startswith("--threads=")]:
        opts.remove(o)
        spec["threads"] = spec["threads"][:int(o.split("=")[1])]
    spec["buggy"] = mode == "buggy"
    spec["name"] = "T_%s_%s" % (spec["structure"], "b" if spec["buggy"] else "c")
    os.makedirs(work, exist_ok=True)
    src = gen_client.write_client(spec, work)
    subprocess.check_call(["javac", "-g", "-nowarn", "-cp", classes, "-d", work, src])
    cmd = [jpor, "check", "-cp", work + os.pathsep + classes]
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
