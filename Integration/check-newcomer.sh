#!/usr/bin/env bash
# A newcomer's day one with the source package, done literally: the steps of
# docs/integration.md's "SwiftPM: the source package" in a fresh SwiftPM
# package, then the checked-in way the same steps offer (`tourc init
# --checked-in` and the exclude: line init prints). The README's own steps,
# with the TourcPlugins package, are Integration/check-artifactbundle.sh's.
#
#   1. a package that depends on tourc (by path: CI cannot fetch) and applies
#      TourcPlugin to one target, with TourKit;
#   2. `tourc init` in that target's folder, then the command its "next:"
#      line names; in a second target, `tourc init --checked-in`, the
#      exclude: line it prints, and its "next:" command;
#   3. `swift build` passes with no warning about tourc's files, and the
#      second `swift build` compiles nothing.
#
# It runs on Linux with TourKit and the plugin (no SwiftUI, so step 3's
# views are not part of it; DocsSwiftBlocksTests type-checks those).
#   bash Integration/check-newcomer.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
swift build --product tourc >/dev/null
bin=$(swift build --show-bin-path)
export PATH="$bin:$PATH" # make install puts tourc on PATH; this is the same binary
work=$(mktemp -d)
trap '[ -n "${TOURC_KEEP_NEWCOMER:-}" ] || rm -rf "$work"' EXIT
app=$work/WelcomeApp
mkdir -p "$app/Sources/App" "$app/Sources/Reviewed"

cat >"$app/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "WelcomeApp",
    dependencies: [.package(name: "tourc", path: "$root")],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: ["Reviewed", .product(name: "TourKit", package: "tourc")],
            plugins: [.plugin(name: "TourcPlugin", package: "tourc")]
        ),
        .target(
            name: "Reviewed",
            dependencies: [.product(name: "TourKit", package: "tourc")]
        ),
    ]
)
SWIFT
# The app uses both generated enums: the plugin's and the checked-in one.
cat >"$app/Sources/App/main.swift" <<'SWIFT'
import Reviewed
import TourKit

print("welcome: \(WelcomeTour.allCases.count) steps; reviewed: \(Reviewed.stepCount) steps")
SWIFT

fail() { echo "newcomer: $*"; exit 1; }

# `swift COMMAND ARGUMENTS...` in the app's folder, building into
# Samples/App's build folder, which Integration/check-recipes.sh builds next
# in CI: both depend on this checkout by path, so tourc's modules and its
# plugin tool compile once for the two, as a debug build of tourc is most
# of each check's time. (The path must be the same one: a symlink to it
# gives other compile commands and a clashing module cache.) Only the app's
# folder is new: its builds below are still its first, second and third.
app_swift() { # COMMAND ARGUMENTS...
  local command=$1
  shift
  (cd "$app" && swift "$command" --scratch-path "$root/Samples/App/.build" "$@")
}

# Runs what init's last line says after "next: ", in the folder init ran in.
run_next() { # FOLDER INIT-OUTPUT
  local next
  next=$(printf '%s\n' "$2" | sed -n 's/^next: //p' | tail -n 1)
  [ -n "$next" ] || fail "init printed no next: line"$'\n'"$2"
  echo "   next: $next"
  if [ "$next" = "swift build" ]; then return 0; fi # the build below is that step
  (cd "$1" && eval "$next") || fail "'$next' failed"
}

echo "-- the build plugin: tourc init in Sources/App"
out=$(cd "$app/Sources/App" && tourc init) || fail "tourc init failed: $out"
printf '%s\n' "$out" | sed 's/^/   /'
printf '%s\n' "$out" | grep -q "set up for the build plugin" || fail "init did not choose the plugin, which Package.swift applies"
run_next "$app/Sources/App" "$out"

echo "-- checked-in output: tourc init --checked-in in Sources/Reviewed"
out=$(cd "$app/Sources/Reviewed" && tourc init --checked-in) || fail "tourc init --checked-in failed: $out"
printf '%s\n' "$out" | sed 's/^/   /'
exclude=$(printf '%s\n' "$out" | sed -n 's/^add to .* in Package.swift, .*, so SwiftPM builds no tour file: //p')
[ -n "$exclude" ] || fail "init --checked-in printed no exclude: line"
# The line goes into the target's entry, as a user pastes it.
python3 - "$app/Package.swift" "$exclude" <<'PY'
import sys
path, line = sys.argv[1], sys.argv[2]
text = open(path).read()
anchor = 'name: "Reviewed",\n            dependencies: [.product(name: "TourKit", package: "tourc")]'
assert anchor in text
open(path, "w").write(text.replace(anchor, anchor + ",\n            " + line))
PY
# The tour is renamed so the two targets' enums differ, and the target
# re-exports its count for main.swift.
sed -i 's/^tour: welcome$/tour: reviewed/' "$app/Sources/Reviewed/Tours/welcome.tour.yaml"
printf 'public enum Reviewed {\n    public static var stepCount: Int { ReviewedTour.allCases.count }\n}\n' \
  >"$app/Sources/Reviewed/Reviewed.swift"
run_next "$app/Sources/Reviewed" "$out"
[ -f "$app/Sources/Reviewed/Generated/Tours/welcome.tour.swift" ] || fail "tourc compile wrote no Generated/Tours/welcome.tour.swift"

echo "-- swift build"
app_swift build >"$work/first.txt" 2>&1 || { cat "$work/first.txt"; fail "the first swift build failed"; }
if grep -E 'warning:' "$work/first.txt" | grep -v "^warning: 'tourc'" | grep -E 'unhandled|tour|Tours|schema|tourc' >"$work/warnings.txt"; then
  cat "$work/first.txt"; echo "---"; cat "$work/warnings.txt"; fail "swift build warns about tourc's files"
fi
app_swift run --skip-build App | grep -q "welcome: 2 steps; reviewed: 2 steps" || fail "the app does not see both generated enums"
echo "   first build: ok, no warning about tourc's files; the app runs"
# The second build: on Linux, SwiftPM links the plugin's tool (tourc-tool)
# again once after a fresh build (its debug-info wrapping steps, which
# only ELF builds have, run then) and so runs the plugin's command once
# more; tourc then finds every output unchanged and writes nothing, so
# no module of the app compiles again. The third build does nothing.
app_swift build >"$work/second.txt" 2>&1 || { cat "$work/second.txt"; fail "the second swift build failed"; }
if grep -E 'Compiling (App|Reviewed)|Linking App|files? written, [0-9]' "$work/second.txt" | grep -vE ' 0 files written' ; then
  cat "$work/second.txt"; fail "the second swift build rebuilt the app or rewrote a generated file"
fi
app_swift build >"$work/third.txt" 2>&1 || { cat "$work/third.txt"; fail "the third swift build failed"; }
if grep -vE 'Compiling plugin|Write swift-version|Building for|Build complete|Planning build' "$work/third.txt" | grep -E 'Compiling|Linking|tour'; then
  cat "$work/third.txt"; fail "the third swift build did work: it must be a no-op"
fi
if grep -qE 'Compiling|Linking' "$work/second.txt"; then
  echo "   second build: nothing of the app rebuilt, no generated file rewritten (SwiftPM relinked tourc-tool: $(grep -cE 'Compiling|Linking' "$work/second.txt") steps)"
else
  echo "   second build: a no-op"
fi
echo "   third build: a no-op"

echo "-- the command plugin: swift package tourc validate finds each target's tourc.yaml"
app_swift package --disable-sandbox --allow-writing-to-package-directory tourc validate >"$work/command.txt" 2>&1 || { cat "$work/command.txt"; fail "swift package tourc validate failed"; }
[ "$(grep -c '^validated 1 tour' "$work/command.txt")" -eq 2 ] || { cat "$work/command.txt"; fail "the command plugin did not validate both targets' projects"; }
sed -i 's/^    title: Welcome!$/    titel: Welcome!/' "$app/Sources/App/Tours/welcome.tour.yaml"
if app_swift package --disable-sandbox --allow-writing-to-package-directory tourc validate >"$work/command.txt" 2>&1; then cat "$work/command.txt"; fail "a broken tour passed"; fi
grep -q "TOUR201" "$work/command.txt" || { cat "$work/command.txt"; fail "tourc's diagnostic is missing"; }
[ "$(grep -c 'exited with status' "$work/command.txt")" -eq 1 ] || { cat "$work/command.txt"; fail "the failure is not reported exactly once"; }
sed -i 's/^    titel: Welcome!$/    title: Welcome!/' "$app/Sources/App/Tours/welcome.tour.yaml"
echo "   both projects validated; a broken tour fails once, with tourc's diagnostic"

echo "-- the plugin trap: checked-in output in the plugin's target"
cp "$app/Sources/Reviewed/Generated/Tours/welcome.tour.swift" "$app/Sources/App/welcome.tour.swift"
if app_swift build >"$work/trap.txt" 2>&1; then cat "$work/trap.txt"; fail "a plugin target with checked-in output built"; fi
grep -q "holds Swift that tourc compile generated" "$work/trap.txt" || { cat "$work/trap.txt"; fail "the plugin did not name the checked-in output"; }
grep -q "multiple producers" "$work/trap.txt" && { cat "$work/trap.txt"; fail "SwiftPM's 'multiple producers' error was reached"; }
echo "   stops with one error naming the file and the fix"
echo "newcomer: ok"
