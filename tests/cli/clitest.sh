#!/bin/bash
# Command-line test: the same command under the host java and under jpor run, in
# the directory DIR (tests/cli's build output), stdout and stderr merged through
# one pipe (2>&1 | cat) as in a log, compared with the exit status.
#
#   clitest.sh JPOR JAVA DIR [VAR=VALUE...] -- JAVA_ARGS...
set -u
JPOR=$1 JAVA=$2 DIR=$3
shift 3
envs=()
while [ $# -gt 0 ] && [ "$1" != -- ]; do
  envs+=("$1")
  shift
done
shift
cd "$DIR" || exit 1
TMP=$(mktemp -d "${TMPDIR:-/tmp}/clitest.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
run() { # run OUT CMD...: merged output of CMD through a pipe, then its status
  (env "${envs[@]}" "${@:2}" 2>&1; echo "exit status $?") | cat >"$TMP/$1"
}
run java "$JAVA" -Duser.language=en -Duser.country=US "$@"
run jpor timeout -k 5 60 "$JPOR" run "$@"
if ! cmp -s "$TMP/java" "$TMP/jpor"; then
  echo "output differs (--- java, +++ jpor) for: $*"
  diff -u --label java --label jpor "$TMP/java" "$TMP/jpor" | head -n 40
  exit 1
fi
cat "$TMP/jpor"
