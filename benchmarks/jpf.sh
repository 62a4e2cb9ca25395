#!/bin/sh
# jpf.sh — run Java PathFinder (jpf-core) with its DEFAULT options on one
# class and print one line:  states N time S verdict V
#   N = new+visited from JPF's statistics (JPF's "states" line),
#   S = wall-clock seconds of the whole run (JVM start-up included),
#   V = "no_errors", the violated property's class name (e.g.
#       NoUncaughtExceptionsProperty, NotDeadlockedProperty), or "timeout".
# JPF enables Java assertions in the program under test by default
# (vm.enable_assertions unset matches every class; +vm.disable_assertions=*
# turns them off), so no option is needed for `assert` to be checked.
#
# usage:  JPF_HOME=/tmp/jpf/jpf-core benchmarks/jpf.sh CLASSPATH MainClass [args...]
# env:    JPF_HOME (required), TIMEOUT (seconds, default 600),
#         JVM_FLAGS (default "-Xmx1024m -ea", as jpf-core's bin/jpf),
#         JPF_LOG (file to keep JPF's full output; default: a temp file, removed)
#
# How JPF was built (no gradle, no network; JDK 17; ~1 min):
#   G=$(fetch github:javapathfinder/jpf-core)   # bare git dir, or git clone it
#   mkdir -p /tmp/jpf/jpf-core && git --git-dir=$G archive java-17 | tar -x -C /tmp/jpf/jpf-core
#   cd /tmp/jpf/jpf-core; B=build; M=src/classes/modules
#   mkdir -p $B/annotations $B/main $B/peers $B/classes $B/examples
#   javac -encoding UTF-8 -d $B/annotations $(find src/annotations -name '*.java')
#   javac -encoding UTF-8 -cp $B/annotations -d $B/main $(find src/main -name '*.java')
#   javac -encoding UTF-8 --add-exports java.base/jdk.internal.access=ALL-UNNAMED \
#     --add-exports java.base/jdk.internal.misc=ALL-UNNAMED -cp $B/main:$B/annotations \
#     -d $B/peers $(find src/peers -name '*.java')
#   javac -encoding UTF-8 --patch-module java.base=$M/java.base --patch-module java.logging=$M/java.logging \
#     --add-exports java.base/sun.net.www.protocol.http=ALL-UNNAMED --add-reads java.base=ALL-UNNAMED \
#     -cp $B/main:$B/annotations -d $B/classes $(find src/classes/gov src/classes/org -name '*.java')
#   javac -encoding UTF-8 --module-source-path $M --patch-module java.base=$M/java.base \
#     --patch-module java.logging=$M/java.logging --add-exports java.base/sun.net.www.protocol.http=ALL-UNNAMED \
#     --add-reads java.base=ALL-UNNAMED -cp $B/annotations:$B/classes:$B/main \
#     -d $B/classes/modules $(find $M -name '*.java')
#   javac -g -encoding UTF-8 -cp $B/main:$B/annotations -d $B/examples $(find src/examples -name '*.java')
#   cd $B   # jars as build.gradle's createXxxJar tasks describe:
#   jar cf jpf-annotations.jar -C annotations .
#   jar cf jpf.jar -C main . -C peers . -C annotations . -C classes org/junit
#   jar cf jpf-classes.jar -C classes . -C annotations . -C main gov/nasa/jpf/JPFShell.class \
#     -C main gov/nasa/jpf/vm/Verify.class -C main gov/nasa/jpf/util/TypeRef.class \
#     -C main gov/nasa/jpf/util/test/TestJPF.class -C main gov/nasa/jpf/util/test/TestMultiProcessJPF.class
#   (cd main && jar cfe ../RunJPF.jar gov.nasa.jpf.tool.RunJPF gov/nasa/jpf/tool/Run.class \
#     gov/nasa/jpf/tool/RunJPF.class gov/nasa/jpf/Config.class gov/nasa/jpf/ConfigChangeListener.class \
#     'gov/nasa/jpf/Config$MissingRequiredKeyException.class' gov/nasa/jpf/JPFClassLoader.class \
#     gov/nasa/jpf/JPFShell.class gov/nasa/jpf/JPFException.class gov/nasa/jpf/JPFConfigException.class \
#     gov/nasa/jpf/util/JPFSiteUtils.class gov/nasa/jpf/util/FileUtils.class \
#     gov/nasa/jpf/util/StringMatcher.class gov/nasa/jpf/util/Pair.class)
#   printf 'jpf-core = /tmp/jpf/jpf-core\nextensions = ${jpf-core}\n' > /tmp/jpf/site.properties
# Check:  benchmarks/jpf.sh /tmp/jpf/jpf-core/build/examples Racer   -> verdict NoUncaughtExceptionsProperty
set -u
[ -n "${JPF_HOME:-}" ] && [ -f "$JPF_HOME/build/RunJPF.jar" ] || { echo "jpf.sh: set JPF_HOME to a built jpf-core (see header)" >&2; exit 2; }
[ $# -ge 2 ] || { echo "usage: JPF_HOME=... $0 CLASSPATH MainClass [args...]" >&2; exit 2; }
cp=$1; shift
site=$(mktemp); log=${JPF_LOG:-$(mktemp)}
printf 'jpf-core = %s\nextensions = ${jpf-core}\n' "$JPF_HOME" > "$site"
t0=$(date +%s.%N)
timeout "${TIMEOUT:-600}" java ${JVM_FLAGS:--Xmx1024m -ea} \
  --add-exports java.base/jdk.internal.misc=ALL-UNNAMED --add-opens java.base/jdk.internal.misc=ALL-UNNAMED \
  --add-exports java.base/jdk.internal.access=ALL-UNNAMED \
  --add-opens java.base/java.lang=ALL-UNNAMED --add-opens java.base/java.util=ALL-UNNAMED \
  -jar "$JPF_HOME/build/RunJPF.jar" +site="$site" +classpath="$cp" "$@" > "$log" 2>&1
rc=$?
t1=$(date +%s.%N)
rm -f "$site"
states=$(sed -n 's/^states: *new=\([0-9]*\),visited=\([0-9]*\).*/\1 \2/p' "$log" | awk '{print $1+$2}')
if [ $rc -eq 124 ]; then verdict=timeout
elif grep -q '^no errors detected' "$log"; then verdict=no_errors
else verdict=$(sed -n 's/^error #1: \([^ ]*\).*/\1/p' "$log" | sed 's/.*\.//'); fi
[ -n "${JPF_LOG:-}" ] || rm -f "$log"
echo "states ${states:--} time $(echo "$t1 - $t0" | bc -l | xargs printf '%.2f') verdict ${verdict:-unknown(rc=$rc)}"
