#!/usr/bin/env bash
# macOS only: libyaml as one universal (arm64 and x86_64) static library,
# for the artifact bundle's universal tourc. Homebrew's libyaml bottle holds
# one architecture, so the release builds libyaml from its 0.2.5 tag (the
# release Debian and Homebrew ship), checked out by commit.
#   bash Release/build-libyaml-macos.sh PREFIX   -> PREFIX/lib/libyaml.a, PREFIX/include/yaml.h
set -euo pipefail
prefix=${1:?usage: build-libyaml-macos.sh PREFIX}
commit=2c891fc7a770e8ba2fec34fc6b545c672beb37e6 # tag 0.2.5
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone --quiet https://github.com/yaml/libyaml.git "$work/libyaml"
git -C "$work/libyaml" -c advice.detachedHead=false checkout --quiet "$commit"
# libyaml 0.2.5 asks for CMake 3.0, which CMake 4 no longer emulates.
cmake -S "$work/libyaml" -B "$work/build" -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=OFF -DBUILD_TESTING=OFF \
  -DCMAKE_OSX_ARCHITECTURES="arm64;x86_64" -DCMAKE_OSX_DEPLOYMENT_TARGET=12.0 -DCMAKE_POLICY_VERSION_MINIMUM=3.5 >/dev/null
cmake --build "$work/build" --config Release >/dev/null
cmake --install "$work/build" --prefix "$prefix" >/dev/null
lipo -archs "$prefix/lib/libyaml.a"
