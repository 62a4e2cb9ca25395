#!/usr/bin/env python3
"""atomic_test.py JPOR CLASSES -- Verify.beginAtomic() as a thread's first
step (verify/VerifyAtomicLate.java): the strategies listed find the final
states --por=none finds.  odpor's race with the read is with the write
inside the block, where the reader cannot run: it explores the reader at
the block's start (odpor.c stuck_at)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from finals_check import compare  # noqa: E402

JPOR, CLASSES = sys.argv[1], sys.argv[2]
configs = [["dl-spor"], ["spor"], ["jpf"], ["dl-jpf"], ["de-jpf"], ["de-spor"], ["odpor"],
           ["odpor", "--stateless"],
           ["spor-sleep", "--stateless"], ["dl-spor", "--visibility=shared"],
           ["dpor-graph", "--stateful"], ["dpor-graph", "--stateless"]]
sys.exit(compare(JPOR, CLASSES, ["VerifyAtomicLate"], configs))
