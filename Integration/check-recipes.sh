#!/usr/bin/env bash
# Runs every integration recipe in docs/integration.md the way a user would,
# as far as Linux allows. Called by .ci/run; run it from the package root.
# Portable: POSIX options only, so it also runs with macOS's BSD sed and grep.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Edits FILE with a sed SCRIPT in place. `sed -i` is not portable (GNU sed
# takes `-i`, BSD sed `-i ''`), so write the result aside and copy it back.
sed_in_place() { # SCRIPT FILE
  sed "$1" "$2" >"$scratch/sed-in-place" && cat "$scratch/sed-in-place" >"$2"
}

echo "-- make install puts tourc on PATH and --version answers"
make install PREFIX="$scratch/prefix" >/dev/null
"$scratch/prefix/bin/tourc" --version | grep -Eq '^tourc [0-9]+\.[0-9]+\.[0-9]+$'
tourc="$scratch/prefix/bin/tourc"

echo "-- SwiftPM build plugin: Samples/App builds, runs and prints the tours in order"
swift build --package-path Samples/App >/dev/null
swift run --package-path Samples/App --skip-build SynthHelp >"$scratch/app-output.txt"
diff -u Samples/App/expected-output.txt "$scratch/app-output.txt"

echo "-- the sample app's JSON bundle (it prints a step in English and German from it) is current"
"$tourc" compile --registry Samples/Tours/targets.yaml --json-out "$scratch/bundles" Samples/Tours 2>/dev/null
cmp Samples/App/Sources/SynthHelp/Bundles/main.json "$scratch/bundles/main.json" \
  || { echo "Samples/App/Sources/SynthHelp/Bundles/main.json is stale: copy it from tourc compile --json-out"; exit 1; }

echo "-- a rebuild with nothing changed does not run tourc again"
if swift build --package-path Samples/App -v 2>&1 | grep -q "Compiling .* tour file"; then
  echo "tourc ran again although no input changed"; exit 1
fi

echo "-- a broken tour fails the plugin build with path:line:col: error:"
tour=Samples/Tours/effects.tour.yaml
cp "$tour" "$scratch/effects.tour.yaml"
restore() { cp "$scratch/effects.tour.yaml" "$tour"; }
trap 'restore; rm -rf "$scratch"' EXIT
sed_in_place 's/^title:/titel:/' "$tour"
if swift build --package-path Samples/App >"$scratch/broken.txt" 2>&1; then
  echo "the build succeeded with a broken tour"; exit 1
fi
grep -Eq 'effects\.tour\.yaml:[0-9]+:[0-9]+: error: unknown key .titel.* \[TOUR201\]' "$scratch/broken.txt" \
  || { cat "$scratch/broken.txt"; echo "no path:line:col: error: line in the build log"; exit 1; }
restore
swift build --package-path Samples/App >/dev/null

echo "-- command plugin: swift package tourc validate / compile"
swift package --package-path Samples/App --allow-writing-to-package-directory tourc validate ../Tours >/dev/null
swift package --package-path Samples/App --allow-writing-to-package-directory \
  tourc compile --registry ../Tours/targets.yaml --swift-out .build/committed ../Tours 2>/dev/null
ls Samples/App/.build/committed/main.tour.swift >/dev/null

echo "-- Xcode Run Script phase (with Xcode's environment variables set by hand)"
SRCROOT="$PWD/Samples" DERIVED_FILE_DIR="$scratch/derived" TOURC="$tourc" sh Integration/xcode-run-script.sh 2>/dev/null
ls "$scratch/derived/Tours/main.tour.swift" "$scratch/derived/Tours/presets.tour.swift" >/dev/null

echo "-- migrating hand-written help enums (docs/migrating.md): import, verify, compile"
hand=Tests/TourImportTests/HandWritten
"$tourc" import swift --symbols "$hand/SymbolNames.swift" --registry "$scratch/migrated/targets.yaml" \
  -o "$scratch/migrated" --scan "$hand" --verify "$hand/MusicHelp.swift" "$hand/EditorHelp.swift" "$hand/RawHelp.swift" \
  >"$scratch/tagged.txt" 2>"$scratch/import.txt" || { cat "$scratch/import.txt"; echo "import --verify failed"; exit 1; }
grep -q '^verified: ' "$scratch/import.txt"
grep -q '^EditorHelp.save: ' "$scratch/tagged.txt"
"$tourc" compile --config "$scratch/migrated/tourc.yaml" --registry "$scratch/migrated/targets.yaml" \
  --swift-out "$scratch/migrated/Generated" "$scratch/migrated" 2>/dev/null
grep -q '^public enum MusicHelp: String, CaseIterable' "$scratch/migrated/Generated/music-help.tour.swift"

echo "-- CI recipe: validate with GitHub annotations, compile --check"
(cd Samples && "$tourc" validate --reporter github)
(cd Samples && "$tourc" compile >/dev/null 2>&1 && "$tourc" compile --check --reporter github)
sed_in_place 's/^title:/titel:/' "$tour"
(cd Samples && "$tourc" validate --reporter github >"$scratch/github.txt") && { echo "validate passed a broken tour"; exit 1; }
grep -q '^::error file=Tours/effects.tour.yaml,line=7,col=1,title=TOUR201::' "$scratch/github.txt"
restore
sed_in_place "s/Shaping the sound/Shaping your sound/" "$tour"
(cd Samples && "$tourc" compile --check >/dev/null 2>&1) && { echo "--check passed a stale output"; exit 1; }
restore
echo "integration recipes: ok"
