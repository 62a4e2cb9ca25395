#!/usr/bin/env python3
"""escape_test.py JPOR CLASSES -- a final field written after 'this' escaped
its constructor (escape/): the strategies listed find the final states
--por=none finds.  Reads of a final field after the constructor were settled
(JPF's skip_finals): commuting with everything, never seen by the lockset
analysis of --visibility=sync.  A write of a final field in the constructor
of an object other threads can see now flags the field (checker/visibility.c
settled), and the next run treats its reads as accesses -- with
--visibility=shared too since session 27 (no run began again there, and
dl-spor missed the early read)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from finals_check import compare  # noqa: E402

JPOR, CLASSES = sys.argv[1], sys.argv[2]
configs = [["dl-spor"], ["spor"], ["jpf"], ["dl-jpf"], ["de-jpf"], ["de-spor"], ["odpor"],
           ["odpor", "--stateless"], ["spor-sleep", "--stateless"], ["spor", "--visibility=shared"],
           ["dl-spor", "--visibility=shared"], ["odpor", "--visibility=shared"],
           ["dpor-graph", "--stateful"], ["dpor-graph", "--stateless"]]
sys.exit(compare(JPOR, CLASSES, ["FinalThisEscapes"], configs))
