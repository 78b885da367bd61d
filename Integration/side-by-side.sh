# shellcheck shell=bash
# side_by_side: two jobs at once, one per core, for work that runs on one
# thread (a fuzzer, callgrind, a swiftc front end or a whole-module build):
# each job's output is printed whole once both have ended, and the call
# fails if either job failed. A job is a command line of words: a function
# and its arguments. Sourced by .ci/run, Fuzz/build.sh and
# Integration/check-apple-availability.sh.
side_by_side() { # "JOB A" "JOB B"
  local logs first second status=0
  logs=$(mktemp -d)
  # shellcheck disable=SC2086 # each job is split into its words on purpose
  $1 >"$logs/a" 2>&1 &
  first=$!
  # shellcheck disable=SC2086
  $2 >"$logs/b" 2>&1 &
  second=$!
  wait "$first" || status=$?
  wait "$second" || status=$?
  cat "$logs/a" "$logs/b"
  rm -rf "$logs"
  return "$status"
}
