#!/usr/bin/env bash
# Nothing to install: checks what `make artifactbundle` put in dist/, as an
# app team would meet it.
#
#   1. the bundle's Linux tourc links no libyaml, no Swift runtime and no
#      Foundation (ldd), and compiles the sample tours with LD_LIBRARY_PATH
#      empty and the Swift toolchain off PATH;
#   2. the zip's checksum, as `swift package compute-checksum` prints it, is
#      dist/tourc.artifactbundle.zip.sha256 and the one in the manifest the
#      release publishes (dist/release/TourcPlugins), beside its url:;
#   3. a fresh app package that depends on dist/TourcPlugins by path, with
#      TourKit and the build plugin, set up by `swift package tourc init
#      --target App` (the bundle's tourc), builds twice while pkg-config cannot find
#      yaml-0.1 (an empty PKG_CONFIG_PATH and no pkg-config on PATH; on
#      Linux TourKit links the system libsodium, found without pkg-config); its
#      build log compiles no tourc source and no C file, and the app runs,
#      printing the generated enum's steps;
#   4. the same app with a TourKit of another release than the plugin's tourc
#      fails with one error that names both versions (TOUR520);
#   5. an app that also depends on a package with another module named
#      TourKit builds with SwiftPM's module aliasing, as docs/integration.md says;
#   6. Release/publish.sh puts the plugins package and the formula into
#      (local) repositories, and a second run changes nothing.
#
#   bash Integration/check-artifactbundle.sh     (after make artifactbundle)
# Linux-only where it says so (ldd); the rest is portable bash.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
dist=$root/dist
fail() { echo "artifact bundle: $*" >&2; exit 1; }
[ -f "$dist/tourc.artifactbundle/info.json" ] || fail "no dist/tourc.artifactbundle: run make artifactbundle first"
version=$(sed -n 's/.*static let version = "\([^"]*\)".*/\1/p' Sources/TourFormat/TourcRelease.swift)
work=$(mktemp -d)
trap '[ -n "${TOURC_KEEP_ARTIFACTBUNDLE_CHECK:-}" ] || rm -rf "$work"' EXIT

echo "-- the bundle's tourc needs nothing but the C library"
binary=$(python3 -c '
import json, sys, platform
info = json.load(open(sys.argv[1] + "/info.json"))
machine = platform.machine()
triple = machine + ("-apple-macosx" if sys.platform == "darwin" else "-unknown-linux-gnu")
for variant in info["artifacts"]["tourc"]["variants"]:
    if triple in variant["supportedTriples"]:
        print(sys.argv[1] + "/" + variant["path"])
' "$dist/tourc.artifactbundle")
[ -x "$binary" ] || fail "info.json lists no executable for this machine"
if [ "$(uname -s)" = Linux ]; then
  ldd "$binary" | sed 's/^/   /'
  if ldd "$binary" | grep -Ei 'libyaml|libsodium|libswift|Foundation|libdispatch|BlocksRuntime|libstdc\+\+|libgcc_s'; then
    fail "the bundle's tourc links a library the OS does not have"
  fi
fi
cp -R Samples/Tours "$work/samples"
(cd "$work" && env -i PATH=/usr/bin:/bin LD_LIBRARY_PATH= HOME="$work" "$binary" compile --no-config \
  --registry samples/targets.yaml --swift-out out/Swift --json-out out/JSON samples >"$work/samples.txt" 2>&1) \
  || { cat "$work/samples.txt"; fail "the bundle's tourc cannot compile the samples without the toolchain"; }
# (On macOS /usr/bin/swift is Xcode's shim, and the Swift runtime is the OS's.)
if [ "$(uname -s)" = Linux ] && env -i PATH=/usr/bin:/bin sh -c 'command -v swift' >/dev/null; then
  fail "swift is on /usr/bin:/bin, so the toolchain was not off PATH"
fi
# The same bytes as the tourc the tests use.
swift build --product tourc >/dev/null
debug_tourc="$(swift build --show-bin-path)/tourc"
(cd "$work" && "$debug_tourc" compile --no-config --registry samples/targets.yaml --swift-out debug/Swift --json-out debug/JSON \
  samples >/dev/null 2>&1)
# The build stamp names the executable that wrote it, so it differs by design.
diff -r -x .tourc-stamp "$work/debug" "$work/out" || fail "the bundle's tourc writes other outputs than a debug tourc"
echo "   compiled the samples with PATH=/usr/bin:/bin and LD_LIBRARY_PATH empty; outputs as a debug build's"

echo "-- checksums: compute-checksum, the .sha256 file and the published manifest agree"
computed=$(swift package compute-checksum "$dist/tourc.artifactbundle.zip")
recorded=$(cat "$dist/tourc.artifactbundle.zip.sha256")
[ "$computed" = "$recorded" ] || fail "compute-checksum says $computed, tourc.artifactbundle.zip.sha256 says $recorded"
manifest=$dist/release/TourcPlugins/Package.swift
grep -q "checksum: \"$computed\"" "$manifest" || fail "the published manifest does not carry checksum $computed"
grep -q "url: \"https://.*/$version/tourc.artifactbundle.zip\"" "$manifest" || fail "the published manifest has no url: for $version"
unzip -Z "$dist/tourc.artifactbundle.zip" | grep -q '^-rwxr-xr-x.* tourc.artifactbundle/.*/bin/tourc$' \
  || fail "the zip holds no executable tourc.artifactbundle/.../bin/tourc"
echo "   $computed"

# PATH without pkg-config (the rest of /usr/bin, and the toolchain), and a
# PKG_CONFIG_PATH with nothing in it.
mkdir -p "$work/bin" "$work/empty-pkgconfig"
for tool in /usr/bin/*; do
  case "$(basename "$tool")" in *pkg-config | pkgconf | *-pkgconf) continue ;; esac
  ln -s "$tool" "$work/bin/$(basename "$tool")"
done
toolchain=$(dirname "$(command -v swift)")
bare() { env PATH="$toolchain:$work/bin" PKG_CONFIG_PATH="$work/empty-pkgconfig" "$@"; }
bare sh -c 'command -v pkg-config' >/dev/null && fail "pkg-config is still on the bare PATH"

# An app package: one executable target with TourKit and the plugin, set
# up as the README says, with nothing installed: the command plugin runs
# the bundle's `tourc init` in the target's folder.
new_app() { # FOLDER PLUGINS-PACKAGE-PATH
  mkdir -p "$1/Sources/App"
  cat >"$1/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FreshApp",
    dependencies: [.package(path: "$2")],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: [.product(name: "TourKit", package: "TourcPlugins")],
            plugins: [.plugin(name: "TourcPlugin", package: "TourcPlugins")]
        ),
    ]
)
SWIFT
  cat >"$1/Sources/App/main.swift" <<'SWIFT'
import TourKit

print("welcome: " + WelcomeTour.allCases.map(\.rawValue).joined(separator: ", "))
SWIFT
  (cd "$1" && bare swift package --allow-writing-to-package-directory tourc init --target App >"$1.init.txt" 2>&1) \
    || { cat "$1.init.txt"; fail "swift package tourc init --target App failed"; }
  grep -q '^next: swift build$' "$1.init.txt" || { cat "$1.init.txt"; fail "init did not set the target up for the build plugin"; }
}

echo "-- a fresh app with dist/TourcPlugins: two builds without pkg-config"
app=$work/FreshApp
new_app "$app" "$dist/TourcPlugins"
(cd "$app" && bare swift build -v >"$work/first.txt" 2>&1) || { cat "$work/first.txt"; fail "the first build failed"; }
# Every module the build compiles, from its swiftc command; and any C compile.
compiled=$(grep -o -- '-module-name [A-Za-z_]*' "$work/first.txt" | awk '{print $2}' | sort -u | tr '\n' ' ')
echo "   compiled modules: $compiled"
for module in $compiled; do
  # TourSigning is TourKit's (signed feeds); CSodium, libsodium's module map, is never compiled.
  case "$module" in App | TourKit | TourSigning | TourFormat | TourcPlugin | TourcCommand | main | PackageDescription) ;; *) fail "the build compiled module $module, which is not the app's, TourKit's or a plugin's" ;; esac
done
if grep -E '(^|[ /])clang(\+\+)? .* -c [^ ]*\.(c|m|cc|cpp)( |$)' "$work/first.txt"; then fail "the build compiled a C file"; fi
grep -q 'CYaml\|libyaml\|yaml-0.1' "$work/first.txt" && fail "the build log mentions libyaml"
(cd "$app" && bare swift build >"$work/second.txt" 2>&1) || { cat "$work/second.txt"; fail "the second build failed"; }
if grep -E 'Compiling App|files? written, [1-9]' "$work/second.txt"; then cat "$work/second.txt"; fail "the second build rebuilt the app"; fi
output=$(cd "$app" && bare swift run --skip-build App)
[ "$output" = "welcome: welcomeTitle, start" ] || fail "the app printed '$output'"
echo "   two builds, no tourc source, no C, no pkg-config; the app prints: $output"

echo "-- the same app with a TourKit of another release: one error naming both"
other=$work/other
mkdir -p "$other"
cp -R "$dist/TourcPlugins" "$other/TourcPlugins"
ln -s "$dist/tourc.artifactbundle" "$other/tourc.artifactbundle"
sed "s/static let version = \"$version\"/static let version = \"0.0.9\"/" "$dist/TourcPlugins/Sources/TourFormat/TourcRelease.swift" \
  >"$other/TourcPlugins/Sources/TourFormat/TourcRelease.swift"
mismatched=$work/MismatchedApp
new_app "$mismatched" "$other/TourcPlugins"
if (cd "$mismatched" && bare swift build >"$work/mismatch.txt" 2>&1); then fail "the app built with TourKit 0.0.9 and tourc $version"; fi
errors=$(grep -c 'error:' "$work/mismatch.txt" || true)
grep -E "TourcRelease.swift:[0-9]+:[0-9]+: error: this target links TourKit 0.0.9, but tourc $version generates code for TourKit $version.*\[TOUR520\]" \
  "$work/mismatch.txt" >/dev/null || { cat "$work/mismatch.txt"; fail "no TOUR520 error naming 0.0.9 and $version"; }
if grep 'error:' "$work/mismatch.txt" | grep -v 'TOUR520' | grep -vE 'error: (fatalError|build had [0-9]+ command failure)'; then
  cat "$work/mismatch.txt"; fail "the mismatch gave errors beside TOUR520"
fi
grep 'TOUR520' "$work/mismatch.txt" | sed 's/^/   /'
echo "   ($errors lines with error:, all TOUR520 or SwiftPM's count of failed commands)"

echo "-- another package's module named TourKit, aliased (SE-0339)"
mkdir -p "$work/OtherKit/Sources/TourKit"
cat >"$work/OtherKit/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(name: "OtherKit", products: [.library(name: "TourKit", targets: ["TourKit"])], targets: [.target(name: "TourKit")])
SWIFT
printf 'public enum OtherTour {\n    public static let name = "another TourKit"\n}\n' >"$work/OtherKit/Sources/TourKit/OtherTour.swift"
python3 - "$app/Package.swift" "$work/OtherKit" <<'PY'
import sys
path, other = sys.argv[1], sys.argv[2]
text = open(path).read()
text = text.replace('dependencies: [.package(path:', f'dependencies: [.package(path: "{other}"), .package(path:', 1)
text = text.replace('dependencies: [.product(name: "TourKit", package: "TourcPlugins")]',
    'dependencies: [\n                .product(name: "TourKit", package: "TourcPlugins"),\n'
    '                .product(name: "TourKit", package: "OtherKit", moduleAliases: ["TourKit": "OtherTourKit"]),\n            ]')
open(path, "w").write(text)
PY
printf 'import OtherTourKit\nimport TourKit\n\nprint("welcome: " + WelcomeTour.allCases.map(\\.rawValue).joined(separator: ", ") + "; " + OtherTour.name)\n' \
  >"$app/Sources/App/main.swift"
(cd "$app" && bare swift build >"$work/aliased.txt" 2>&1) || { cat "$work/aliased.txt"; fail "the app with an aliased second TourKit does not build"; }
output=$(cd "$app" && bare swift run --skip-build App)
[ "$output" = "welcome: welcomeTitle, start; another TourKit" ] || fail "the aliased app printed '$output'"
echo "   $output"
echo "-- the release publishes the plugins package and the formula (here, to local repositories)"
for kind in plugins formula; do
  # A repository as GitHub makes one: a first commit on its default branch.
  git init --quiet --bare "$work/$kind.git"
  git init --quiet "$work/$kind-seed"
  git -C "$work/$kind-seed" -c user.name=t -c user.email=t@example.invalid commit --quiet --allow-empty -m "Initial commit"
  git -C "$work/$kind-seed" push --quiet "$work/$kind.git" HEAD
  bash Release/publish.sh "$kind" "$work/$kind.git" >/dev/null
  again=$(bash Release/publish.sh "$kind" "$work/$kind.git")
  printf '%s\n' "$again" | grep -q "^$kind: nothing changed" || fail "publishing $kind twice committed twice: $again"
  git clone --quiet "$work/$kind.git" "$work/$kind-clone"
done
diff -r -x .git "$dist/release/TourcPlugins" "$work/plugins-clone" || fail "the published plugins repository is not dist/release/TourcPlugins"
[ "$(git -C "$work/plugins-clone" tag)" = "$version" ] || fail "the plugins repository has no tag $version"
cmp "$dist/release/tourc.rb" "$work/formula-clone/Formula/tourc.rb" || fail "the tap's Formula/tourc.rb is not dist/release/tourc.rb"
echo "   TourcPlugins tagged $version, Formula/tourc.rb; a second run changes nothing"
echo "artifact bundle: ok"
