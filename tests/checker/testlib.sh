# testlib.sh -- sourced by the checker's shell tests: `check WHAT COMMAND...`
# counts COMMAND's success (printing "FAIL WHAT" otherwise), and `summary`
# prints the closing "N passed, N failed" line and is the test's status;
# `field JSON KEY...` is a value of `jpor check --json`'s output.
passed=0 failed=0
check() {
  local what=$1
  shift
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL $what"; fi
}
summary() {
  echo "$passed passed, $failed failed"
  [ "$failed" = 0 ]
}
field() { # JSON KEY...: a value of the --json output
  python3 -c 'import json, sys
j = json.loads(sys.argv[1])
for k in sys.argv[2:]: j = j.get(k, "") if isinstance(j, dict) else ""
print(j)' "$@"
}
