#!/usr/bin/env bash
# The tree under `swift format` (in the toolchain) with the project's
# .swift-format: `bash Integration/check-format.sh` lints (CI runs it, and
# fails on any warning), `--fix` rewrites the files in place.
#
# Left out, on purpose:
# - test fixtures (`*/Fixtures/`, `*/DiagnosticFixtures/`, the hand-written enums, the twin): their
#   bytes are the input, and their expectations name lines and columns;
# - golden files and generated code: they carry `swift-format-ignore-file`
#   and are the emitters' layout, checked byte for byte.
set -euo pipefail
cd "$(dirname "$0")/.."

files=()
while IFS= read -r file; do files+=("$file"); done < <(
  git ls-files --cached --others --exclude-standard -- '*.swift' |
    grep -v -e '/Fixtures/' -e '/DiagnosticFixtures/' -e '^Tests/TourImportTests/HandWritten/' -e '^Tests/TourCompilerTests/Twin/' \
      -e '/Golden/' -e '/Generated/' |
    while IFS= read -r file; do [ -f "$file" ] && echo "$file"; done | sort)

if [ "${1:-}" = "--fix" ]; then
  swift format format --in-place --parallel "${files[@]}"
  echo "formatted ${#files[@]} files"
else
  swift format lint --strict --parallel "${files[@]}"
  echo "swift format: ${#files[@]} files clean"
fi
