#!/usr/bin/env python3
"""bulk_test.py JPOR CLASSES -- System.arraycopy and Object.clone racing an
element or field access of another thread (bulk/): every strategy listed
finds the final states --por=none finds.  The two natives performed no
action at all (only their peek named the whole array or object), so the
searches that read dependences off the performed actions -- dpor-graph,
stateful and stateless, and dl-spor with --visibility=shared -- never put
the other thread's access on the other side of the copy; past 64 elements
they performed one access of the whole array, dependent with no element
access.  They now perform a read or write of each element or field
(natives/lang.c).  Under --visibility=sync the lockset analysis saw none of
these accesses, so the other thread's access never became a scheduling
point (dl-jpf, de-jpf, odpor); it now sees each one with the locks held
(checker/visibility.c), and a copy too long to follow makes the whole array
a point.  BulkCopyLocked: under a common lock, both orders still found."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from finals_check import compare  # noqa: E402

JPOR, CLASSES = sys.argv[1], sys.argv[2]
configs = [["dl-spor"], ["spor"], ["jpf"], ["dl-jpf"], ["de-jpf"], ["de-spor"], ["odpor"],
           ["odpor", "--stateless"], ["spor-sleep", "--stateless"],
           ["dl-spor", "--visibility=shared"], ["spor", "--visibility=shared"],
           ["dpor-graph", "--stateful"],
           ["dpor-graph", "--stateless", "--depth=5000", "--max-executions=5000"],
           ["dpor-graph", "--marker=ea", "--stateful"], ["dpor-graph", "--marker=jpf", "--stateful"]]
progs = ["BulkCopyRace", "BulkCloneRace", "BulkCopyBig", "BulkCloneBig", "BulkCopyLocked"]
sys.exit(compare(JPOR, CLASSES, progs, configs))
