#!/usr/bin/env bash
# Builds this machine's tourc for the artifact bundle, then packs dist/.
#
#   bash Release/build-artifactbundle.sh          (what `make artifactbundle` runs)
#   bash Release/build-artifactbundle.sh --variant-only   (the release's build jobs:
#                                                  dist/variants/ only, packed later)
#
# The tourc it builds needs nothing but the OS's C library:
# - Linux: libyaml, libsodium (feed signing), the Swift runtime,
#   Foundation, libstdc++ and libgcc linked in statically (the system
#   libyaml stays the parser: its libyaml.a, found through pkg-config, is
#   linked instead of its .so; libsodium.a is found first in the same folder);
# - macOS: one universal binary (arm64 and x86_64, joined with lipo), with
#   a universal static libyaml that Release/build-libyaml-macos.sh builds
#   from libyaml's 0.2.5 tag (Homebrew's bottle has one architecture); the
#   Swift runtime is the OS's own.
# It is checked where it was built: --version, and the sample tours compiled
# with an empty environment. Release/pack-artifactbundle.py then writes the
# bundle, its zip and checksum, the tarballs and the plugins package.
# Portable: bash and POSIX tools, so it runs on macOS as on Linux.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

version=$(sed -n 's/.*static let version = "\([^"]*\)".*/\1/p' Sources/TourFormat/TourcRelease.swift)
[ -n "$version" ] || { echo "Sources/TourFormat/TourcRelease.swift declares no version" >&2; exit 1; }
dist=${DIST:-dist}
case $dist in /*) ;; *) dist="$root/$dist" ;; esac
variants=$dist/variants
scratch=.build/artifactbundle
mkdir -p "$scratch" "$variants"

# A pkg-config file for libyaml whose only library is the static one, in a
# folder searched before the system's: the linker takes libyaml.a there.
static_libyaml_pc() { # LIBDIR INCLUDEDIR -> prints the pkg-config folder
  local folder="$root/$scratch/static"
  mkdir -p "$folder/lib" "$folder/pkgconfig"
  cp "$1/libyaml.a" "$folder/lib/libyaml.a"
  printf 'Name: yaml-0.1\nDescription: libyaml, linked statically into tourc\nVersion: 0.2.5\nCflags: -I%s\nLibs: -L%s -lyaml\n' \
    "$2" "$folder/lib" >"$folder/pkgconfig/yaml-0.1.pc"
  echo "$folder/pkgconfig"
}

case "$(uname -s)" in
Linux)
  arch=$(uname -m) # x86_64, aarch64
  label="$arch-unknown-linux-gnu"
  triples="[\"$label\"]"
  pkg-config --exists yaml-0.1 || { echo "libyaml not found: apt-get install libyaml-dev pkg-config" >&2; exit 1; }
  libdir=$(pkg-config --variable=libdir yaml-0.1)
  [ -f "$libdir/libyaml.a" ] || { echo "no $libdir/libyaml.a: apt-get install libyaml-dev" >&2; exit 1; }
  pc=$(static_libyaml_pc "$libdir" "$(pkg-config --variable=includedir yaml-0.1)")
  # libstdc++ as an archive, found first in the same way; libgcc through
  # clang's -static-libgcc. The Swift runtime and Foundation: --static-swift-stdlib.
  clang="$(dirname "$(command -v swift)")/clang"
  cxx=$("$clang" -print-file-name=libstdc++.a)
  [ -f "$cxx" ] || { echo "no static libstdc++ ($cxx): apt-get install libstdc++-12-dev" >&2; exit 1; }
  cp "$cxx" "$root/$scratch/static/lib/libstdc++.a"
  # libsodium (CSodium links -lsodium, no pkg-config): its archive in the
  # folder searched first, so feed keygen and signing need no shared library.
  [ -f "$libdir/libsodium.a" ] || { echo "no $libdir/libsodium.a: apt-get install libsodium-dev" >&2; exit 1; }
  cp "$libdir/libsodium.a" "$root/$scratch/static/lib/libsodium.a"
  echo "== swift build -c release --static-swift-stdlib ($label)"
  PKG_CONFIG_PATH="$pc" swift build -c release --product tourc --static-swift-stdlib --scratch-path "$scratch" \
    -Xlinker -L"$root/$scratch/static/lib" -Xswiftc -Xclang-linker -Xswiftc -static-libgcc
  built="$scratch/release/tourc"
  ;;
Darwin)
  label=universal-apple-macosx # arm64 and x86_64 in one binary
  triples='["x86_64-apple-macosx", "arm64-apple-macosx"]'
  libyaml=${LIBYAML_UNIVERSAL:-$root/$scratch/libyaml-universal}
  [ -f "$libyaml/lib/libyaml.a" ] || bash Release/build-libyaml-macos.sh "$libyaml"
  pc=$(static_libyaml_pc "$libyaml/lib" "$libyaml/include")
  for arch in arm64 x86_64; do
    echo "== swift build -c release --arch $arch"
    PKG_CONFIG_PATH="$pc" swift build -c release --product tourc --arch "$arch" --scratch-path "$scratch-$arch"
  done
  built="$scratch/tourc-universal"
  lipo -create -output "$built" "$scratch-arm64/release/tourc" "$scratch-x86_64/release/tourc"
  ;;
*)
  echo "the artifact bundle is built on Linux or macOS, not on $(uname -s)" >&2
  exit 1
  ;;
esac

folder="$variants/tourc-$version-$label"
rm -rf "$folder" "$variants/$label.json"
mkdir -p "$folder/bin"
cp "$built" "$folder/bin/tourc"
# Debug information is most of a Linux binary's size; the symbols stay, for backtraces.
if [ "$(uname -s)" = Linux ]; then strip --strip-debug "$folder/bin/tourc"; fi

echo "== checking $folder/bin/tourc with an empty environment"
"$folder/bin/tourc" --version | head -n 1 | grep -qx "tourc $version" || { echo "tourc --version does not say $version" >&2; exit 1; }
check=$(mktemp -d)
trap 'rm -rf "$check"' EXIT
cp -R Samples/Tours "$check/Tours"
(cd "$check" && env -i PATH=/usr/bin:/bin "$folder/bin/tourc" compile --no-config --registry Tours/targets.yaml \
  --swift-out Swift --json-out JSON Tours) >/dev/null 2>&1 || { echo "the bundle's tourc cannot compile the sample tours" >&2; exit 1; }
if [ ! -f "$check/Swift/main.tour.swift" ] || [ ! -f "$check/JSON/main.json" ]; then
  echo "the bundle's tourc wrote no outputs" >&2
  exit 1
fi
printf '{"supportedTriples": %s}\n' "$triples" >"$variants/$label.json"
echo "built $folder/bin/tourc"

if [ "${1:-}" != "--variant-only" ]; then
  python3 Release/pack-artifactbundle.py --dist "$dist"
fi
