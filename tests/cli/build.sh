#!/bin/bash
# Build-time half of tests/cli: compiles src/ into OUT/classes and makes the jars
# the -jar cases run: app.jar (Main-Class long enough to be wrapped in the
# manifest), nomain.jar (no Main-Class) and notajar.jar (not a zip); and
# deletes MissingHelper.class, which MissingCaught needs; and builds linkage/.
#   build.sh JAVAC JAR SRC OUT
set -eu
JAVAC=$1 JAR=$2 SRC=$3 OUT=$4
rm -rf "$OUT" && mkdir -p "$OUT/classes"
"$JAVAC" --release 8 -nowarn -Xlint:none -d "$OUT/classes" $(find "$SRC" -name '*.java')
main=org.example.deeply.nested.packagename.JarMainWithAVeryLongClassName
"$JAR" cfe "$OUT/app.jar" "$main" -C "$OUT/classes" org
"$JAR" cf "$OUT/nomain.jar" -C "$OUT/classes" org
echo "not a jar" >"$OUT/notajar.jar"
rm -f "$OUT/classes/MissingHelper.class" # MissingCaught runs without it
# linkage/: LinkageMain compiled against v1's LinkLib and LinkIface, run
# against v2's, which change the kind of every member it uses
L=$(dirname "$SRC")/linkage
mkdir -p "$OUT/linkage"
"$JAVAC" --release 8 -nowarn -Xlint:none -d "$OUT/linkage" "$L"/v1/*.java
"$JAVAC" --release 8 -nowarn -Xlint:none -cp "$OUT/linkage" -d "$OUT/linkage" "$L/LinkageMain.java"
"$JAVAC" --release 8 -nowarn -Xlint:none -d "$OUT/linkage" "$L"/v2/*.java
touch "$OUT/stamp"
