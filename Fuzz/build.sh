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
# static library once the modules it imports are, then linked into the
# fuzzers. Two at a time where the order allows: whole-module optimization
# runs much of a module on one thread.
lib="$out/modules"
mkdir -p "$lib"
# Whole-module, as a release build: each module one job whose code
# generation runs on every core. (swiftc's default for -O, a job per batch
# of files, type-checked the rest of the module again in each: 59 s for
# TourCompiler against 27 s this way, on two cores.)
optimize=(-O -wmo -num-threads "$(nproc)")
yaml_cflags=$(pkg-config --cflags yaml-0.1)
yaml_libs=$(pkg-config --libs yaml-0.1)
# The linker's notes about sanitizer symbols are noise; errors still show.
quiet() { "$@" 2> >(grep -v "Cannot export local symbol" >&2); }
# side_by_side "JOB A" "JOB B": two builds at once, each one's output whole.
# shellcheck source=Integration/side-by-side.sh
. Integration/side-by-side.sh
module() { # NAME...: builds each, in order
  local name sources testable
  for name in "$@"; do
    # The feed's and the language server's fuzzers import these @testable.
    testable=()
    case $name in TourSigning | TourKit | TourImport | TourCompiler | TourLanguageServer) testable=(-enable-testing) ;; esac
    sources=()
    while IFS= read -r file; do sources+=("$file"); done < <(find "Sources/$name" -name '*.swift' | sort)
    # shellcheck disable=SC2086
    quiet swiftc "${optimize[@]}" -sanitize=fuzzer,address -parse-as-library -package-name tourc -module-name "$name" \
      -emit-library -static -emit-module -emit-module-path "$lib/$name.swiftmodule" "${testable[@]}" \
      -I "$lib" -I Sources/CYaml -I Sources/CSodium $yaml_cflags "${sources[@]}" -o "$lib/lib$name.a"
  done
}
# The libraries of the compiler's stages, dependents first (for the linker).
stages=(-lTourLayout -lTourGeneration -lTourSimulation -lTourReport -lTourValidation -lTourSymbolData -lTourScanning -lTourModel -lTourSyntax
  -lTourDiagnostics -lTourBytes -lTourFormat)
fuzzer() { # TARGET NAME [LIBRARY...]: links Fuzz/TARGETFuzzer.swift, the stages and LIBRARY as .build/fuzz/NAME-fuzzer
  local target=$1 name=$2 invariants=()
  shift 2
  case $target in FrontEnd | Pipeline | Layout)
    invariants=(Tests/TestSupport/GeneratedSwiftInvariants.swift Tests/TestSupport/InMemoryCompile.swift) ;;
  esac
  # shellcheck disable=SC2086
  quiet swiftc "${optimize[@]}" -sanitize=fuzzer,address -parse-as-library -package-name tourc -module-name "Fuzz$target" -D FUZZING \
    -I "$lib" -I Sources/CYaml -I Sources/CSodium $yaml_cflags -L "$lib" "$@" "${stages[@]}" $yaml_libs \
    "${invariants[@]}" "Fuzz/${target}Fuzzer.swift" -o "$out/$name-fuzzer"
}
# In an order that builds every module after those it imports
# (Package.swift), in pairs of about the same length.
side_by_side "module TourBytes TourDiagnostics" "module TourFormat TourSymbolData TourSigning"
side_by_side "module TourSyntax" "module TourScanning"
side_by_side "module TourModel" "module TourLayout TourKit TourReport"
side_by_side "module TourValidation" "module TourImport"
side_by_side "module TourGeneration" "module TourSimulation"
side_by_side "module TourCompiler" "fuzzer FrontEnd frontend"
side_by_side "fuzzer Pipeline pipeline" "fuzzer Layout layout"
side_by_side "module TourLanguageServer" "fuzzer RemoteFeed feed -lTourKit -lTourSigning -lsodium"
fuzzer LanguageServer lsp -lTourLanguageServer -lTourCompiler -lTourImport -lTourKit -lTourSigning -lsodium
echo "built $out/frontend-fuzzer, $out/pipeline-fuzzer, $out/layout-fuzzer, $out/feed-fuzzer and $out/lsp-fuzzer"
