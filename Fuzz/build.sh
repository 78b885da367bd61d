#!/usr/bin/env bash
# Builds the libFuzzer targets (with AddressSanitizer) into .build/fuzz/.
# usage: Fuzz/build.sh
# Linux-only: `swiftc -sanitize=fuzzer` links the libFuzzer runtime, which
# Xcode's toolchain does not ship (on macOS the link fails; a swift.org
# toolchain may have it, but this is not tried). CI runs it on Linux.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/fuzz
mkdir -p "$out"
# The stages are modules (Package.swift); each is built, instrumented, as a
# static library in dependency order, then linked into each fuzzer.
modules="TourFormat TourBytes TourDiagnostics TourSyntax TourModel TourScanning TourSymbolData TourValidation TourGeneration TourLayout"
lib="$out/modules"
mkdir -p "$lib"
yaml_cflags=$(pkg-config --cflags yaml-0.1)
yaml_libs=$(pkg-config --libs yaml-0.1)
link=()
for module in $modules; do
  sources=$(find "Sources/$module" -name '*.swift' | sort)
  # shellcheck disable=SC2086
  swiftc -O -sanitize=fuzzer,address -parse-as-library -package-name tourc -module-name "$module" \
    -emit-library -static -emit-module -emit-module-path "$lib/$module.swiftmodule" \
    -I "$lib" -I Sources/CYaml $yaml_cflags $sources -o "$lib/lib$module.a" \
    2> >(grep -v "Cannot export local symbol" >&2)
  link=("-l$module" "${link[@]}")  # dependents first, for the linker
done
for target in FrontEnd Pipeline Layout; do
  # shellcheck disable=SC2086
  # The linker's notes about sanitizer symbols are noise; errors still show.
  swiftc -O -sanitize=fuzzer,address -parse-as-library -package-name tourc -module-name "Fuzz$target" -D FUZZING \
    -I "$lib" -I Sources/CYaml $yaml_cflags -L "$lib" "${link[@]}" $yaml_libs Tests/TestSupport/GeneratedSwiftInvariants.swift Tests/TestSupport/InMemoryCompile.swift \
    "Fuzz/${target}Fuzzer.swift" -o "$out/$(echo "$target" | tr '[:upper:]' '[:lower:]')-fuzzer" \
    2> >(grep -v "Cannot export local symbol" >&2)
done
echo "built $out/frontend-fuzzer, $out/pipeline-fuzzer and $out/layout-fuzzer"
