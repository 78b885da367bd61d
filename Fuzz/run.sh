#!/usr/bin/env bash
# Runs one fuzzer for a number of seconds from the seed corpus.
# usage: Fuzz/run.sh frontend|pipeline|layout|feed|lsp SECONDS
# A crash stops the run with a non-zero status and leaves the input in
# .build/fuzz/artifacts/; copy it into Fuzz/Regressions/ so the test suite
# replays it for good.
# Linux-only, as the fuzzers are (see Fuzz/build.sh); its find and cp
# options are POSIX all the same.
set -euo pipefail
cd "$(dirname "$0")/.."
target=$1 seconds=$2
corpus=.build/fuzz/corpus-$target
mkdir -p "$corpus" .build/fuzz/artifacts
# Seeds: the samples, every diagnostic fixture, every past regression, and
# a remote feed and an app manifest (Fuzz/Seeds) for the JSON readers;
# Fuzz/Seeds/feed and Fuzz/Seeds/lsp hold the feed and language server
# fuzzers' own (their first byte picks how the rest is read).
# Files of at most 63 KiB (64,512 bytes: what GNU's `-size -64k`, which
# rounds up to whole KiB, selected). A seed already in the corpus is kept, as
# `cp -n` did; `cp -n` is not POSIX and its exit status for a skipped file
# differs between BSD and GNU versions, so test for the file instead.
find Samples/Tours Tests/*/DiagnosticFixtures Fuzz/Regressions Fuzz/Seeds -type f \
  \( -name '*.yaml' -o -name '*.yml' -o -name '*.json' \) -size -64513c \
  -exec sh -c 'for seed do [ -e "$0/${seed##*/}" ] || cp "$seed" "$0/"; done' "$corpus" {} + 2>/dev/null || true
ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1 \
  ".build/fuzz/$target-fuzzer" "$corpus" -max_total_time="$seconds" -max_len=8192 -timeout=10 \
  -rss_limit_mb=2048 -artifact_prefix=.build/fuzz/artifacts/ -print_final_stats=1
