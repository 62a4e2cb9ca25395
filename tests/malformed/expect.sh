#!/bin/sh
# expect.sh EXIT FRAGMENT COMMAND [ARG...]
#
# Runs COMMAND and passes only when
#   - its exit status is EXIT ("0|2" accepts either: used for random damage
#     where the input may stay valid);
#   - on exit 0, stderr is empty;
#   - on exit 2, stderr is exactly one newline-terminated line that starts with
#     "jpor: error: " and contains FRAGMENT (unless EXIT is "0|2").
# FRAGMENT is a fixed string; "@FILE" reads it from the first line of FILE;
# "re:REGEX" is an extended regular expression.  Prints what went wrong.
set -u
if [ $# -lt 3 ]; then
  echo "usage: expect.sh EXIT FRAGMENT COMMAND [ARG...]" >&2
  exit 64
fi
want=$1
frag=$2
shift 2
case $frag in
@*)
  file=${frag#@}
  if [ ! -r "$file" ]; then
    echo "FAIL: expectation file $file is missing (was the build run?)"
    exit 1
  fi
  frag=$(head -n 1 "$file")
  ;;
esac

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
"$@" >"$tmp/out" 2>"$tmp/err"
rc=$?

fail() {
  echo "FAIL: $1"
  echo "  command:  $cmd"
  echo "  exit:     $rc (expected $want)"
  echo "  fragment: $frag"
  echo "  stderr:"
  sed 's/^/    | /' "$tmp/err"
  exit 1
}
cmd="$*"

case "|$want|" in
*"|$rc|"*) ;;
*) fail "wrong exit status" ;;
esac

if [ "$rc" = 0 ]; then
  [ -s "$tmp/err" ] && fail "exit 0 but stderr is not empty"
  echo "PASS: exit 0"
  exit 0
fi

lines=$(awk 'END { print NR }' "$tmp/err")
terminated=$(wc -l <"$tmp/err")
[ "$lines" = 1 ] && [ "$terminated" -eq 1 ] || fail "stderr is not exactly one line"
line=$(cat "$tmp/err")
case $line in
"jpor: error: "*) ;;
*) fail "stderr does not start with 'jpor: error: '" ;;
esac
if [ "$want" = 2 ]; then
  case $frag in
  re:*) printf '%s\n' "$line" | grep -Eq -e "${frag#re:}" || fail "no match for the expected regex" ;;
  "") fail "empty expected fragment" ;;
  *) printf '%s\n' "$line" | grep -Fq -e "$frag" || fail "expected fragment not found" ;;
  esac
fi
echo "PASS: $line"
exit 0
