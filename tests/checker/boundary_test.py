#!/usr/bin/env python3
"""The checker sees the VM only through vm/explore.h, vm/action.h and
vm/value.h (DESIGN.md), and may use util/util.h, which knows nothing else.  CMake enforces it (the checker's include path has
copies of those headers only); this test states it on the sources too, so that
a violation is named even where a header happens to be reachable.

usage: boundary_test.py SOURCE_DIR   -- ends with 'N passed, N failed'"""
import os
import re
import sys

ALLOWED = {"vm/explore.h", "vm/action.h", "vm/value.h", "util/util.h"}
src = sys.argv[1]
checker = os.path.join(src, "checker")
passed = failed = 0
for name in sorted(os.listdir(checker)):
    if not name.endswith((".c", ".h")):
        continue
    bad = []
    for line in open(os.path.join(checker, name)):
        m = re.match(r'\s*#\s*include\s+"([^"]+)"', line)
        if m and not (m.group(1).startswith("checker/") or m.group(1) in ALLOWED):
            bad.append(m.group(1))
    if bad:
        failed += 1
        print("FAIL checker/%s includes %s" % (name, ", ".join(bad)))
    else:
        passed += 1
# struct VM has no field that only the checker writes: the old mailboxes are gone
vm_h = open(os.path.join(src, "vm", "vm.h")).read()
for field in ("choice_value", "assume_failed", "action_hook", "hook_data", "bool checking", "bool mute;"):
    if field in vm_h:
        failed += 1
        print("FAIL vm/vm.h still has the checker's field '%s'" % field)
    else:
        passed += 1
print("%d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
