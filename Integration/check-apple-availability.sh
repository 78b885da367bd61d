#!/usr/bin/env bash
# Type-checks TourKit and tourc's generated code against Apple availability,
# for the lowest OS versions the docs promise (docs/runtime.md):
#
#   everything but the session   iOS 15, macOS 12, tvOS 15, watchOS 8
#   TourSession and its glue     iOS 17, macOS 14, tvOS 17, watchOS 10
#
# A Swift build on Linux says nothing about Apple availability, but the
# toolchain's .swiftinterface files keep Apple's @available annotations. So,
# on Linux, this rebuilds the standard library's modules (Swift,
# _Concurrency, _StringProcessing, Observation...) for an Apple target from
# those interfaces, builds stand-ins for Foundation, SwiftUI and the two
# spotlight packages that carry Apple's documented availability
# (Integration/AppleAvailability/Foundation.swift, CryptoKit.swift and
# Tests/TourGenerationTests/StandIns/), and type-checks against them:
#   1. TourFormat, TourSigning (CryptoKit's Ed25519) and TourKit, at each
#      platform's lowest version;
#   2. the overlays' stand-ins, each built at its floor (its Package.swift's
#      platforms: HelpInfoSpotlightOverlay iOS 18 and macOS 15,
#      TutorialSpotlight iOS 15), and code that imports them at the highest
#      of their floors: the samples' generated code and Samples/App's views,
#      and an import of the 26-case MusicHelp enum compiled public with
#      InternalImportsByDefault, with both overlays, with each, and with none;
#      and tours with conditions, with the registry's parameters' typed keys;
#   3. a client that uses every data type without `if #available`, at the
#      lowest version, and one that uses TourSession, at the session's.
# On macOS with Xcode it type-checks against the real SDKs instead.
#
# The rebuilt standard library is cached under .build/apple-availability
# (keyed by the compiler's version), so a second run takes seconds.
#
#   bash Integration/check-apple-availability.sh            # the check; exits 1 on any error
#   bash Integration/check-apple-availability.sh --probes   # proves the check fails when it should
#
# TOURC_APPLE_PLATFORMS narrows the platforms (default "ios macos tvos watchos").
# visionOS is not checked: without an SDK's version map the compiler cannot
# relate visionOS to the iOS versions the standard library is annotated with.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

platforms=${TOURC_APPLE_PLATFORMS:-ios macos tvos watchos}
tourkit_sources=$root/Sources/TourKit
if [ "${1:-}" = "--tourkit" ]; then tourkit_sources=$2; shift 2; fi

# The lowest version of everything but the session, and of the session.
data_minimum() {
  case $1 in ios) echo 15.0 ;; macos) echo 12.0 ;; tvos) echo 15.0 ;; watchos) echo 8.0 ;; esac
}
session_minimum() {
  case $1 in ios) echo 17.0 ;; macos) echo 14.0 ;; tvos) echo 17.0 ;; watchos) echo 10.0 ;; esac
}
triple() { # PLATFORM VERSION
  case $1 in macos) echo "$arch-apple-macos$2" ;; *) echo "$arch-apple-$1$2-simulator" ;; esac
}

# shellcheck disable=SC2317 # the probes run through side_by_side
if [ "${1:-}" = "--probes" ]; then
  # Each probe adds to a copy of TourKit a declaration that needs a newer OS
  # than the docs promise, without @available; the check, on the platform
  # the probe is about, must fail on it and name the OS the declaration
  # needs. (One platform a probe: each platform's check costs CI time, and
  # a copy of TourKit changes nothing the compiler's stages read.)
  scratch=$(mktemp -d)
  trap 'rm -rf "$scratch"' EXIT
  probe() { # NAME PLATFORM EXPECTED SOURCE [FILE SED-SCRIPT]: adds SOURCE to TourKit, or edits FILE
    local copy
    copy=$(mktemp -d "$scratch/probe.XXXXXX")
    cp -R "$tourkit_sources" "$copy/TourKit"
    printf '%s\n' "$4" >"$copy/TourKit/Probe.swift"
    if [ $# -eq 6 ]; then
      sed "$6" "$copy/TourKit/$5" >"$copy/edited.swift" && mv "$copy/edited.swift" "$copy/TourKit/$5"
    fi
    if TOURC_APPLE_PLATFORMS=$2 bash "$0" --tourkit "$copy/TourKit" >"$copy/out.txt" 2>&1; then
      cat "$copy/out.txt"; echo "probe '$1': the check passed"; return 1
    fi
    grep -q "$3" "$copy/out.txt" || { cat "$copy/out.txt"; echo "probe '$1': no '$3' in the report"; return 1; }
    echo "probe '$1': the check fails with '$3'"
  }
  # Code that uses HelpInfoSpotlightOverlay, compiled for iOS 15 or 16 (as
  # an app that declares the overlay below its floor would be), fails at
  # the import, naming the package's iOS 18.
  overlay_probe() { # VERSION
    local out expected="module 'HelpInfoSpotlightOverlay' has a minimum deployment target of iOS 18.0"
    out=$(mktemp "$scratch/overlay.XXXXXX")
    if TOURC_APPLE_PLATFORMS=ios TOURC_AVAILABILITY_PROBE_VERSION=$1 bash "$0" >"$out" 2>&1; then
      cat "$out"; echo "probe 'HelpInfoSpotlightOverlay at iOS $1': the check passed"; return 1
    fi
    grep -q "$expected" "$out" || { cat "$out"; echo "probe 'HelpInfoSpotlightOverlay at iOS $1': no \"$expected\" in the report"; return 1; }
    echo "probe 'HelpInfoSpotlightOverlay at iOS $1': the check fails with \"$expected\""
  }
  first_half() {
    probe "an @Observable class" ios "'Observable()' is only available in iOS 17.0 or newer" \
      $'import Observation\n@Observable public final class ProbeModel { public var count = 0 }'
    probe "an Int128 property" macos "'Int128' is only available in macOS 15.0 or newer" \
      $'public struct ProbeCounter { public var total: Int128 = 0 }'
    overlay_probe 15.0
  }
  second_half() {
    probe "NSLock.withLock" ios "'withLock' is only available in iOS 16.0 or newer" \
      $'import Foundation\nfunc probeLocked() -> Int { NSLock().withLock { 1 } }'
    probe "TourSession without its @available" macos "'Observable()' is only available in macOS 14.0 or newer" \
      "" TourSession.swift '/^@available(iOS 17.0/d'
    overlay_probe 16.0
  }
  # Two probes at a time, as each check's swiftc runs on one thread; each
  # half stops at its first probe that fails, and prints what it did.
  # shellcheck source=Integration/side-by-side.sh
  . Integration/side-by-side.sh
  side_by_side first_half second_half
  echo "apple availability probes: ok"
  exit 0
fi

arch=$(uname -m)
[ "$arch" = arm64 ] || [ "$arch" = aarch64 ] && arch=arm64
darwin=false
if [ "$(uname -s)" = Darwin ] && command -v xcrun >/dev/null 2>&1; then darwin=true; fi

version_key=$(swiftc --version 2>&1 | cksum | cut -d' ' -f1)
cache=$root/.build/apple-availability/$version_key
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The generated code to check, written once for every platform.
echo "-- generating: the samples, and an import of the 26-case MusicHelp enum"
swift build --product tourc >/dev/null
tourc=$(swift build --show-bin-path)/tourc
"$tourc" compile --config Samples/tourc.yaml --swift-out "$work/samples" --skip-json >/dev/null 2>&1 ||
  { "$tourc" compile --config Samples/tourc.yaml --swift-out "$work/samples" --skip-json; exit 1; }
hand=Tests/TourImportTests/HandWritten
"$tourc" import swift --enum MusicHelp --symbols "$hand/SymbolNames.swift" -o "$work/music" \
  --registry "$work/music/targets.yaml" "$hand/MusicHelp.swift" >/dev/null 2>&1
# The import compiled public with InternalImportsByDefault, once per set of
# overlays: each set is checked where every package in it builds.
music() { # NAME OVERLAY...
  local name=$1 flags=()
  shift
  for overlay in "$@"; do flags+=(--overlay "$overlay"); done
  "$tourc" compile --registry "$work/music/targets.yaml" --swift-out "$work/music-$name" --skip-json --access-level public \
    ${flags[@]+"${flags[@]}"} "$work/music" >/dev/null 2>&1 ||
    { "$tourc" compile --registry "$work/music/targets.yaml" --swift-out "$work/music-$name" --skip-json ${flags[@]+"${flags[@]}"} "$work/music"; exit 1; }
}
music both helpInfoSpotlightOverlay tutorialSpotlight
music helpinfo helpInfoSpotlightOverlay
music tutorial tutorialSpotlight
music plain
# Tours with conditions, and the registry's parameters as typed keys.
"$tourc" compile --no-config --registry Tests/TourSimulationTests/Timelines/Synth/Tours/targets.yaml --swift-out "$work/conditions" \
  --skip-json Tests/TourSimulationTests/Timelines/Synth/Tours >/dev/null 2>&1 ||
  { "$tourc" compile --no-config --swift-out "$work/conditions" --skip-json Tests/TourSimulationTests/Timelines/Synth/Tours; exit 1; }

standins=$root/Tests/TourGenerationTests/StandIns

# An overlay's floor on PLATFORM, from its facts (the package's
# Package.swift), or nothing when the package does not list the platform.
overlay_floor() { # OVERLAY PLATFORM
  python3 - "$standins/Facts/$1.json" "$2" <<'PY'
import json, sys
names = {"ios": "iOS", "macos": "macOS", "tvos": "tvOS", "watchos": "watchOS"}
print(json.load(open(sys.argv[1]))["platforms"].get(names[sys.argv[2]], ""))
PY
}
highest() { printf '%s\n%s\n' "$1" "$2" | sort -V | tail -n 1; }

failed=0
# Runs swiftc; on failure prints what it said, with the step's name, and
# marks the run failed.
typecheck() { # WHAT ARGUMENTS...
  local what=$1
  shift
  if ! swiftc "$@" >"$work/swiftc.txt" 2>&1; then
    echo "   FAILED: $what"
    grep -E 'error:' "$work/swiftc.txt" | sort -u | sed 's/^/      /'
    failed=$((failed + 1))
    return 1
  fi
}

# Rebuilds the standard library's modules for TRIPLE from the Linux
# toolchain's interfaces: the -target rewritten, @backDeployed (whose bodies
# the interface does not carry) and `import Glibc` dropped, and availability
# unchecked while building the library itself, as Apple builds it. The
# modules are only type-checked against, so their inlinable code is not
# optimized (-Onone in the interface's flags, not -O): Swift's module then
# builds in 47 s instead of 66 s, with the same declarations and
# availability, and that four times a CI run.
build_standard_library() { # TRIPLE FOLDER
  local interfaces
  interfaces=$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift/linux
  mkdir -p "$2"
  for module in Swift SwiftOnoneSupport _Concurrency _RegexParser _StringProcessing Observation; do
    local interface="$2/$module.swiftinterface"
    sed -e "s/-target [^ ]*-unknown-linux-gnu/-target $1/" -e 's/@backDeployed([^)]*)//g' -e '/^import Glibc$/d' \
      -e '/^\/\/ swift-module-flags:/s/ -O / -Onone /' \
      "$interfaces/$module.swiftmodule/$(uname -m)-unknown-linux-gnu.swiftinterface" >"$interface"
    local stdlib=()
    grep -q -- '-parse-stdlib' "$interface" && stdlib=(-parse-stdlib)
    swiftc -frontend -compile-module-from-interface "$interface" -module-name "$module" -o "$2/$module.swiftmodule" \
      -target "$1" -disable-availability-checking -nostdimport -I "$2" "${stdlib[@]}"
  done
}

# Builds MODULE from SOURCES as a module for the platform in FOLDER.
build_module() { # MODULE FOLDER SOURCES...
  local module=$1 folder=$2
  shift 2
  typecheck "$module" "${target_flags[@]}" -parse-as-library -swift-version 6 -warnings-as-errors -emit-module -module-name "$module" \
    -emit-module-path "$folder/$module.swiftmodule" -I "$folder" "$@"
}

# Sets target_flags: compile for PLATFORM at VERSION, against the SDK on
# macOS, against the rebuilt standard library and the stand-ins elsewhere.
set_target() { # PLATFORM VERSION
  if $darwin; then
    local sdk
    case $1 in ios) sdk=iphonesimulator ;; macos) sdk=macosx ;; tvos) sdk=appletvsimulator ;; watchos) sdk=watchsimulator ;; esac
    target_flags=(-sdk "$(xcrun --sdk "$sdk" --show-sdk-path)" -target "$(triple "$1" "$2")")
  else
    target_flags=(-target "$(triple "$1" "$2")" -nostdimport -I "$cache/$1")
  fi
}

for platform in $platforms; do
  lowest=$(data_minimum "$platform")
  session=$(session_minimum "$platform")
  [ -n "$lowest" ] || { echo "unknown platform '$platform' (ios, macos, tvos, watchos)"; exit 2; }
  echo "-- $platform $lowest (TourSession: $platform $session)"
  failed_before=$failed
  modules=$work/$platform
  mkdir -p "$modules"
  set_target "$platform" "$lowest"
  if ! $darwin; then
    if [ ! -f "$cache/$platform/.complete" ]; then
      echo "   building the standard library for $(triple "$platform" "$lowest") (cached in .build/apple-availability)"
      rm -rf "${cache:?}/$platform"
      build_standard_library "$(triple "$platform" "$lowest")" "$cache/$platform"
      touch "$cache/$platform/.complete"
    fi
    build_module Foundation "$modules" Integration/AppleAvailability/Foundation.swift
    build_module SwiftUI "$modules" "$standins"/SwiftUI/*.swift
    build_module CryptoKit "$modules" Integration/AppleAvailability/CryptoKit.swift
  fi
  # One package, as SwiftPM builds them: TourKit uses TourFormat's `package`
  # API; the generated code and the clients below, with no package name,
  # see only what is public.
  build_module TourFormat "$modules" -package-name tourc Sources/TourFormat/*.swift
  build_module TourSigning "$modules" -package-name tourc Sources/TourSigning/*.swift
  build_module TourKit "$modules" -package-name tourc "$tourkit_sources"/*.swift || continue
  # Each overlay is built at its own floor (its Package.swift's platforms),
  # on the platforms it lists, as SwiftPM builds a dependency: code that
  # imports it compiled for a lower version fails at the import.
  overlays=()
  for overlay in HelpInfoSpotlightOverlay TutorialSpotlight; do
    floor=$(overlay_floor "$overlay" "$platform")
    [ -n "$floor" ] || continue
    set_target "$platform" "$floor"
    build_module "$overlay" "$modules" "$standins/$overlay"/*.swift && overlays+=("$overlay")
  done
  # Code that imports overlays is checked at the highest of their floors,
  # on the platforms where all of them build.
  checked() { # WHAT OVERLAY... -- SWIFTC-ARGUMENTS...
    local what=$1 floor=$lowest needed=()
    shift
    while [ "$1" != -- ]; do needed+=("$1"); shift; done
    shift
    for overlay in ${needed[@]+"${needed[@]}"}; do
      [[ " ${overlays[*]} " == *" $overlay "* ]] || { echo "   not checked here: $what ($overlay's Package.swift lists no $platform)"; return 0; }
      floor=$(highest "$floor" "$(overlay_floor "$overlay" "$platform")")
    done
    [ -z "${TOURC_AVAILABILITY_PROBE_VERSION:-}" ] || floor=$TOURC_AVAILABILITY_PROBE_VERSION
    set_target "$platform" "$floor"
    typecheck "$what at $platform $floor" "${target_flags[@]}" -swift-version 6 -warnings-as-errors -typecheck -I "$modules" \
      -parse-as-library "$@" || true
  }
  if [ -z "${TOURC_AVAILABILITY_PROBE_VERSION:-}" ]; then
    checked "the samples' generated code and Samples/App's views" HelpInfoSpotlightOverlay TutorialSpotlight -- \
      "$work"/samples/*.swift Samples/App/Sources/SynthHelp/Views/*.swift
    checked "the imported MusicHelp, public, both overlays" HelpInfoSpotlightOverlay TutorialSpotlight -- \
      -enable-upcoming-feature InternalImportsByDefault "$work"/music-both/*.swift
    checked "the imported MusicHelp, public, TutorialSpotlight" TutorialSpotlight -- \
      -enable-upcoming-feature InternalImportsByDefault "$work"/music-tutorial/*.swift
    checked "the imported MusicHelp, public, no overlay" -- \
      -enable-upcoming-feature InternalImportsByDefault "$work"/music-plain/*.swift
  fi
  checked "the generated conditions and parameter keys" -- "$work"/conditions/*.swift
  checked "the imported MusicHelp, public, HelpInfoSpotlightOverlay" HelpInfoSpotlightOverlay -- \
    -enable-upcoming-feature InternalImportsByDefault "$work"/music-helpinfo/*.swift
  set_target "$platform" "$lowest"
  typecheck "a client of the data types at $platform $lowest" "${target_flags[@]}" -swift-version 6 -typecheck \
    -I "$modules" Integration/AppleAvailability/DataTypesClient.swift || true
  set_target "$platform" "$session"
  typecheck "a client of TourSession at $platform $session" "${target_flags[@]}" -swift-version 6 -typecheck \
    -I "$modules" Integration/AppleAvailability/SessionClient.swift || true
  if [ "$failed" -eq "$failed_before" ]; then
    echo "   TourKit, the overlays at their floors, the generated code of the samples and of MusicHelp, and both clients: ok"
  fi
done

# Package.swift's platforms hold for the tourc command too: `swift build`
# on a Mac compiles the compiler's stages for macOS 12. The stages that use
# only the standard library are type-checked here; TourCompiler and tourc
# use Foundation and the C library, which have no interfaces on Linux.
# TourSyntax's calls into libyaml pass pointers, which the rebuilt library
# cannot type-check ("broken standard library": its pointer intrinsics are
# not in the interfaces), so in a file with such a call the check stops
# there; those errors are the check's limit, not findings, and are left out.
# A copy of TourKit given with --tourkit (the probes) changes none of them.
if ! $darwin && [[ " $platforms " == *" macos "* ]] && [ "$tourkit_sources" = "$root/Sources/TourKit" ]; then
  echo "-- the compiler's stages, macos 12.0"
  failed_before=$failed
  stages=$work/stages
  # Just enough C library for yaml.h, whose own types are all it needs.
  mkdir -p "$stages/libc"
  printf '#include <stddef.h>\n' >"$stages/libc/stdlib.h"
  printf '#include <stddef.h>\n' >"$stages/libc/string.h"
  printf '#include <stddef.h>\ntypedef struct __sFILE FILE;\n' >"$stages/libc/stdio.h"
  # TourBytes' ByteSearch imports Darwin for memchr(3), in the C library
  # since the first macOS: a Darwin of that one declaration, with Darwin's
  # signature, stands in.
  mkdir -p "$stages/Darwin"
  printf '#include <stddef.h>\nvoid *memchr(const void *s, int c, size_t n);\n' >"$stages/Darwin/darwin.h"
  printf 'module Darwin {\n  header "darwin.h"\n  export *\n}\n' >"$stages/Darwin/module.modulemap"
  set_target macos "$(data_minimum macos)"
  for stage in TourBytes TourDiagnostics TourFormat TourSyntax TourModel TourScanning TourSymbolData TourValidation TourGeneration TourImport TourLayout TourSimulation; do
    sources=()
    while IFS= read -r file; do sources+=("$file"); done < <(find "Sources/$stage" -name '*.swift' | sort)
    stage_flags=("${target_flags[@]}" -parse-as-library -swift-version 6 -module-name "$stage" -package-name tourc
      -I "$stages" -I "$stages/Darwin" -I Sources/CYaml -Xcc -I"$stages/libc")
    # The module's interface first (bodies skipped), for the stages after it.
    typecheck "$stage's interface" "${stage_flags[@]}" -emit-module -emit-module-path "$stages/$stage.swiftmodule" \
      -Xfrontend -experimental-skip-all-function-bodies "${sources[@]}" || continue
    if ! swiftc "${stage_flags[@]}" -typecheck "${sources[@]}" >"$work/swiftc.txt" 2>&1; then
      if grep -E '^[^ ].*error:' "$work/swiftc.txt" | grep -v 'broken standard library' >"$work/errors.txt"; then
        echo "   FAILED: $stage"
        sort -u "$work/errors.txt" | sed 's/^/      /'
        failed=$((failed + 1))
      fi
    fi
  done
  if [ "$failed" -eq "$failed_before" ]; then
    echo "   TourBytes, TourDiagnostics, TourFormat, TourSyntax (as far as its libyaml calls allow), TourModel, TourScanning,"
    echo "   TourSymbolData, TourValidation, TourGeneration, TourImport, TourLayout, TourSimulation: ok"
  fi
fi

if [ "$failed" -ne 0 ]; then
  echo "apple availability: errors above (a declaration that needs a newer OS than docs/runtime.md promises needs @available)"
  exit 1
fi
echo "apple availability: ok"
