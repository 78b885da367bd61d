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
modules="TourFormat TourBytes TourDiagnostics TourSyntax TourModel TourScanning TourSymbolData TourValidation TourSimulation TourGeneration TourLayout"
# The language server's and the remote feed's fuzzers need the driver and
# the runtime too: built after the others, linked into those two only.
more_modules="TourSigning TourKit TourImport TourCompiler TourLanguageServer"
lib="$out/modules"
# Whole-module, as a release build: each module one job whose code
# generation runs on every core. (swiftc's default for -O, a job per batch
# of files, type-checked the rest of the module again in each: 59 s for
# TourCompiler against 27 s this way, on two cores.)
optimize=(-O -wmo -num-threads "$(nproc)")
mkdir -p "$lib"
yaml_cflags=$(pkg-config --cflags yaml-0.1)
yaml_libs=$(pkg-config --libs yaml-0.1)
link=()
for module in $modules; do
  sources=$(find "Sources/$module" -name '*.swift' | sort)
  # shellcheck disable=SC2086
  swiftc "${optimize[@]}" -sanitize=fuzzer,address -parse-as-library -package-name tourc -module-name "$module" \
    -emit-library -static -emit-module -emit-module-path "$lib/$module.swiftmodule" \
    -I "$lib" -I Sources/CYaml -I Sources/CSodium $yaml_cflags $sources -o "$lib/lib$module.a" \
    2> >(grep -v "Cannot export local symbol" >&2)
  link=("-l$module" "${link[@]}")  # dependents first, for the linker
done
for target in FrontEnd Pipeline Layout; do
  # shellcheck disable=SC2086
  # The linker's notes about sanitizer symbols are noise; errors still show.
  swiftc "${optimize[@]}" -sanitize=fuzzer,address -parse-as-library -package-name tourc -module-name "Fuzz$target" -D FUZZING \
    -I "$lib" -I Sources/CYaml $yaml_cflags -L "$lib" "${link[@]}" $yaml_libs Tests/TestSupport/GeneratedSwiftInvariants.swift Tests/TestSupport/InMemoryCompile.swift \
    "Fuzz/${target}Fuzzer.swift" -o "$out/$(echo "$target" | tr '[:upper:]' '[:lower:]')-fuzzer" \
    2> >(grep -v "Cannot export local symbol" >&2)
done
base_link=("${link[@]}")
for module in $more_modules; do
  sources=$(find "Sources/$module" -name '*.swift' | sort)
  # shellcheck disable=SC2086
  swiftc "${optimize[@]}" -sanitize=fuzzer,address -parse-as-library -package-name tourc -module-name "$module" \
    -emit-library -static -emit-module -emit-module-path "$lib/$module.swiftmodule" -enable-testing \
    -I "$lib" -I Sources/CYaml -I Sources/CSodium $yaml_cflags $sources -o "$lib/lib$module.a" \
    2> >(grep -v "Cannot export local symbol" >&2)
  link=("-l$module" "${link[@]}")
done
# The remote feed's fuzzer links TourKit (and libsodium); the language
# server's, the driver and everything below it.
for target in RemoteFeed LanguageServer; do
  case $target in
  RemoteFeed) target_link=(-lTourKit -lTourSigning "${base_link[@]}") ;;
  LanguageServer) target_link=("${link[@]}") ;;
  esac
  name=$(echo "$target" | sed 's/RemoteFeed/feed/; s/LanguageServer/lsp/')
  # shellcheck disable=SC2086
  swiftc "${optimize[@]}" -sanitize=fuzzer,address -parse-as-library -package-name tourc -module-name "Fuzz$target" -D FUZZING \
    -I "$lib" -I Sources/CYaml -I Sources/CSodium $yaml_cflags -L "$lib" "${target_link[@]}" $yaml_libs -lsodium \
    "Fuzz/${target}Fuzzer.swift" -o "$out/$name-fuzzer" \
    2> >(grep -v "Cannot export local symbol" >&2)
done
echo "built $out/frontend-fuzzer, $out/pipeline-fuzzer, $out/layout-fuzzer, $out/feed-fuzzer and $out/lsp-fuzzer"
