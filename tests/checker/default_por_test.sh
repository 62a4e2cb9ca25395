#!/usr/bin/env bash
# default_por_test.sh JPOR CLASSES -- the default strategy (checker/check.c,
# README "Why dl-spor is the default"): dl-spor with state matching, odpor
# under --stateless; --por still chooses; --help says so.
set -u
jpor=$1 classes=$2
passed=0 failed=0
por_of() { # ARGS... -> the "por" of --json
  "$jpor" check --json "$@" -cp "$classes" LostUpdate 2>/dev/null |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["por"])'
}
expect() { # WHAT GOT WANT
  if [ "$2" = "$3" ]; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL $1: $2, want $3"; fi
}
expect "default" "$(por_of)" dl-spor
expect "default --stateless" "$(por_of --stateless --max-executions=50)" odpor
expect "--por=spor" "$(por_of --por=spor)" spor
expect "--por=spor --stateless" "$(por_of --por=spor --stateless --max-executions=50)" spor
"$jpor" check --help | grep -q "default dl-spor; odpor when stateless"
expect "--help names the default" $? 0
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
