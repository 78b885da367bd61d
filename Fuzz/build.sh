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
# Each builder returns at its first failure itself: run beside another
# (below), it is where the shell's errexit does not reach.
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
      -I "$lib" -I Sources/CYaml -I Sources/CSodium $yaml_cflags "${sources[@]}" -o "$lib/lib$name.a" || return 1
  done
}
# The libraries of the compiler's stages, dependents first (for the linker).
stages=(-lTourLayout -lTourGeneration -lTourSimulation -lTourValidation -lTourSymbolData -lTourScanning -lTourModel -lTourSyntax
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
    "${invariants[@]}" "Fuzz/${target}Fuzzer.swift" -o "$out/$name-fuzzer" || return 1
}
# Two builders at once; fails if either does.
both() { # BUILDER-A BUILDER-B (functions, each building a part in order)
  local first status=0
  "$1" &
  first=$!
  "$2" || status=$?
  wait "$first" || status=$?
  return "$status"
}
# The parts, in an order that builds every module after those it imports
# (Package.swift), in pairs of about the same length.
part_1a() { module TourBytes TourDiagnostics; }
part_1b() { module TourFormat TourSymbolData TourSigning; }
part_2a() { module TourSyntax; }
part_2b() { module TourScanning; }
part_3a() { module TourModel; }
part_3b() { module TourLayout TourKit; }
part_4a() { module TourValidation; }
part_4b() { module TourImport; }
part_5a() { module TourGeneration; }
part_5b() { module TourSimulation; }
part_6a() { module TourCompiler; }
part_6b() { fuzzer FrontEnd frontend && fuzzer Pipeline pipeline && fuzzer Layout layout && fuzzer RemoteFeed feed -lTourKit -lTourSigning -lsodium; }
for part in 1 2 3 4 5 6; do both "part_${part}a" "part_${part}b"; done
module TourLanguageServer
fuzzer LanguageServer lsp -lTourLanguageServer -lTourCompiler -lTourImport -lTourKit -lTourSigning -lsodium
echo "built $out/frontend-fuzzer, $out/pipeline-fuzzer, $out/layout-fuzzer, $out/feed-fuzzer and $out/lsp-fuzzer"
