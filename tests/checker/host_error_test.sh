#!/usr/bin/env bash
# host_error_test.sh JPOR JAVAC WORKDIR -- a host error (a class missing from
# the class path, a class whose superclass is an interface, a heap limit too
# small to start) is one line "jpor: error: ..." on stderr, nothing on stdout,
# and exit status 2, whether it happens while the VM boots or inside a
# transition: under `jpor run`, under `jpor check` with every kind of search,
# and in each process of a portfolio.
set -u
jpor=$1 javac=$2 work=$3
rm -rf "$work" && mkdir -p "$work/src" "$work/iface" "$work/classes"
cd "$work" || exit 2
# A worker thread needs class Gone, whose class file is deleted after javac.
cat > src/MissingClass.java <<'JAVA'
public class MissingClass {
  static int x;
  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> { x = 1; Gone.touch(); });
    t.start();
    x = 2;
    t.join();
  }
}
class Gone { static void touch() {} }
JAVA
# A worker thread makes a Sub, whose superclass Base is recompiled as an interface.
cat > src/IfaceSuper.java <<'JAVA'
public class IfaceSuper {
  static Object o;
  public static void main(String[] args) throws Exception {
    Thread t = new Thread(() -> { o = new Sub(); });
    t.start();
    o = "main";
    t.join();
  }
}
class Base {}
class Sub extends Base {}
JAVA
echo 'interface Base {}' > iface/Base.java
"$javac" -nowarn --release 8 -d classes src/*.java 2>/dev/null &&
  "$javac" -nowarn --release 8 -d classes iface/Base.java && rm classes/Gone.class || exit 2

passed=0 failed=0
expect() { # WANT_LINE ARGS...
  local want=$1
  shift
  "$jpor" "$@" >out.txt 2>err.txt
  local status=$?
  # WANT_LINE may end in '*': any rest (which class the VM loads first)
  # shellcheck disable=SC2053
  if [ "$status" = 2 ] && [ ! -s out.txt ] && [[ "$(cat err.txt)" == $want ]]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL jpor $*: exit $status (want 2), stdout $(wc -c <out.txt) bytes (want 0), stderr:"
    cat err.txt
    echo "want: $want"
  fi
}
missing='jpor: error: class Gone not found on the class path (needed by MissingClass)'
iface="jpor: error: classes/Sub.class: class Sub has interface Base as superclass"
small='jpor: error: heap limit too small to load class [a-z]*'
for case in "MissingClass|$missing" "IfaceSuper|$iface"; do
  main=${case%%|*} want=${case#*|}
  expect "$want" run -cp classes "$main"
  for por in spor dl-spor none; do
    expect "$want" check --por=$por -cp classes "$main"
    expect "$want" check --por=$por --stateless -cp classes "$main"
  done
  expect "$want" check --json -cp classes "$main"
done
expect "$small" run -Xmx1k -cp classes MissingClass
expect "$small" check -Xmx1k -cp classes MissingClass
# a portfolio: each configuration's process reports the error; no verdict
"$jpor" check --portfolio=2 -cp classes MissingClass >out.txt 2>err.txt
status=$?
if [ "$status" = 2 ] && [ "$(grep -c . err.txt)" = 2 ] && [ "$(sort -u err.txt)" = "$missing" ] &&
   grep -q '^portfolio: .*no verdict' out.txt; then
  passed=$((passed + 1))
else
  failed=$((failed + 1))
  echo "FAIL jpor check --portfolio=2: exit $status"
  cat out.txt err.txt
fi
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
