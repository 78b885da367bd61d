#!/usr/bin/env bash
# Runs one fuzzer for a number of seconds from the seed corpus.
# usage: Fuzz/run.sh frontend|pipeline SECONDS
# A crash stops the run with a non-zero status and leaves the input in
# .build/fuzz/artifacts/; copy it into Fuzz/Regressions/ so the test suite
# replays it for good.
set -euo pipefail
cd "$(dirname "$0")/.."
target=$1 seconds=$2
corpus=.build/fuzz/corpus-$target
mkdir -p "$corpus" .build/fuzz/artifacts
# Seeds: the samples, every diagnostic fixture and every past regression.
find Samples/Tours Tests/TourCompilerTests/Diagnostics/Fixtures Fuzz/Regressions -type f \
  \( -name '*.yaml' -o -name '*.yml' \) -size -64k -exec cp -n {} "$corpus/" \; 2>/dev/null || true
ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1 \
  ".build/fuzz/$target-fuzzer" "$corpus" -max_total_time="$seconds" -max_len=8192 -timeout=10 \
  -rss_limit_mb=2048 -artifact_prefix=.build/fuzz/artifacts/ -print_final_stats=1
