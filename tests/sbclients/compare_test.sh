#!/bin/sh
# compare_test.sh BUILD_DIR -- benchmarks/compare.sh with the same build on
# both sides (one run each, every search bounded to 3 complete executions, not by
# time), the searches chosen by COMPARE_ONLY="Philosophers|BST": its table has
# a row for each of those three searches under dl-spor and spor, and none of
# the others; both sides give the same verdict and store the same states
# (searches are deterministic).  The BST client reaches the bound: "limit".
set -u
here=$(cd "$(dirname "$0")/../.." && pwd)
out=$(COMPARE_ONLY="Philosophers|BST" COMPARE_ARGS=--max-executions=3 bash "$here/benchmarks/compare.sh" "$1" "$1" 1 600 2>&1)
rc=$?
echo "$out"
printf '%s\n' "$out" | python3 -c '
import sys
rc = int(sys.argv[1])
rows = [l.split("|")[1:-1] for l in sys.stdin if l.startswith("| ") and "--por" not in l]
rows = [[c.strip() for c in r] for r in rows]
checks = [(rc == 0, "compare.sh exits 0 (%d)" % rc),
          (len(rows) == 6, "six rows (%d)" % len(rows)),
          (sorted({r[0] for r in rows}) == ["BST 3x2", "Philosophers3Ordered", "Philosophers4Meals"],
           "the searches COMPARE_ONLY names (%s)" % sorted({r[0] for r in rows}))]
for r in rows:
    v = r[2].split(" / ")
    checks.append((len(v) == 2 and v[0] == v[1], "%s %s: the same verdict on both sides (%s)" % (r[0], r[1], r[2])))
    if len(v) == 2 and v[0] == v[1]:
        s = r[3].split(" / ")
        checks.append((len(s) == 2 and s[0] == s[1], "%s %s: the same states (%s)" % (r[0], r[1], r[3])))
bad = [m for ok, m in checks if not ok]
for m in bad:
    print("FAIL " + m)
print("%d passed, %d failed" % (len(checks) - len(bad), len(bad)))
sys.exit(1 if bad else 0)
' "$rc"
