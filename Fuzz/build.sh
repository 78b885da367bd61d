#!/usr/bin/env bash
# Builds the libFuzzer targets (with AddressSanitizer) into .build/fuzz/.
# usage: Fuzz/build.sh
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/fuzz
mkdir -p "$out"
sources=$(find Sources/TourCompiler -name '*.swift' | sort)
yaml_flags=$(pkg-config --cflags --libs yaml-0.1)
for target in FrontEnd Pipeline; do
  # shellcheck disable=SC2086
  # The linker's notes about sanitizer symbols are noise; errors still show.
  swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name "Fuzz$target" -D FUZZING \
    -I Sources/CYaml $yaml_flags $sources Tests/TourCompilerTests/Generation/GeneratedSwiftInvariants.swift \
    "Fuzz/${target}Fuzzer.swift" -o "$out/$(echo "$target" | tr '[:upper:]' '[:lower:]')-fuzzer" \
    2> >(grep -v "Cannot export local symbol" >&2)
done
echo "built $out/frontend-fuzzer and $out/pipeline-fuzzer"
