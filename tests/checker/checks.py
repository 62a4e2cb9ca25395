"""Counting checks for the checker's Python tests: each prints FAIL lines and
ends with 'N passed, N failed' (finish)."""
import sys

counts = {"passed": 0, "failed": 0}


def check(ok, what):
    if ok:
        counts["passed"] += 1
    else:
        counts["failed"] += 1
        print("FAIL " + what, flush=True)


def finish():
    print("%d passed, %d failed" % (counts["passed"], counts["failed"]))
    sys.exit(1 if counts["failed"] else 0)
