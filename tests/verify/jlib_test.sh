#!/bin/sh
# Verifies every class of jlib.jar (and of any further jars or directories
# given), library classes included: jlib must pass its own verifier.
# MODE (default all) is the JPOR_VERIFY value: all-infer verifies them by type
# inference, ignoring their StackMapTables.
#   jlib_test.sh VERIFY_CLASSES JLIB_JAR [MODE]
set -e
bin=$1 jar=$2 mode=${3:-all}
python3 -c '
import sys, zipfile
for n in sorted(zipfile.ZipFile(sys.argv[1]).namelist()):
    if n.endswith(".class") and n != "module-info.class":
        print(n[:-6])
' "$jar" | JPOR_VERIFY=$mode "$bin" "$jar"
