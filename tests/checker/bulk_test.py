#!/usr/bin/env python3
"""bulk_test.py JPOR CLASSES -- System.arraycopy and Object.clone racing an
element or field access of another thread (bulk/): the strategies listed
find the final states --por=none finds.  The two natives performed no
action at all (only their peek named the whole array or object), so the
searches that read dependences off the performed actions -- dpor-graph,
stateful and stateless, and dl-spor with --visibility=shared -- never put
the other thread's access on the other side of the copy.  They now perform
a read or write of each element or field (natives/lang.c).  Not yet here:
dl-jpf, de-jpf and odpor, whose scheduling points under --visibility=sync
come from the lockset analysis, which does not see these accesses (README,
Known gaps)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from finals_check import compare  # noqa: E402

JPOR, CLASSES = sys.argv[1], sys.argv[2]
configs = [["dl-spor"], ["spor"], ["jpf"], ["dl-spor", "--visibility=shared"],
           ["spor", "--visibility=shared"], ["dpor-graph", "--stateful"],
           ["dpor-graph", "--stateless", "--depth=5000", "--max-executions=5000"],
           ["dpor-graph", "--marker=ea", "--stateful"], ["dpor-graph", "--marker=jpf", "--stateful"]]
sys.exit(compare(JPOR, CLASSES, ["BulkCopyRace", "BulkCloneRace"], configs))
