# testlib.sh -- sourced by the checker's shell tests: `check WHAT COMMAND...`
# counts COMMAND's success (printing "FAIL WHAT" otherwise), and `summary`
# prints the closing "N passed, N failed" line and is the test's status.
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
