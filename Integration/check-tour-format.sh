#!/usr/bin/env bash
# The product follows its own rules: every tour file the project ships or
# shows is laid out as `tourc format` writes it. CI runs
# `tourc format --check` on:
# - the samples (Samples/tourc.yaml's inputs);
# - every tour file shown in README.md and docs/ (each ```yaml block with a
#   top-level `tour:` key);
# - the files `tourc init` writes, with the build plugin and checked in.
#
#   bash Integration/check-tour-format.sh      (TOURC=path picks the binary;
#                                               default .build/debug/tourc)
set -euo pipefail
cd "$(dirname "$0")/.."
tourc="${TOURC:-$PWD/.build/debug/tourc}"
[ -x "$tourc" ] || { echo "no tourc at $tourc: run swift build first, or set TOURC"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0

echo "-- the samples"
"$tourc" format --check --quiet --config Samples/tourc.yaml || failed=1

echo "-- the tour files in README.md and docs/"
mkdir "$work/docs"
for md in README.md docs/*.md; do
  # Each block is written to <file>-<line of its fence>.tour.yaml.
  awk -v out="$work/docs" -v name="$(echo "$md" | tr / +)" '
    /^```yaml[ \t]*$/ { inblock = 1; text = ""; start = FNR; next }
    inblock && /^```[ \t]*$/ {
      inblock = 0
      if (text ~ /(^|\n)tour: /) { file = out "/" name "-" start ".tour.yaml"; printf "%s", text > file; close(file) }
      next
    }
    inblock { text = text $0 "\n" }
  ' "$md"
done
blocks=$(find "$work/docs" -name '*.tour.yaml' | wc -l)
[ "$blocks" -gt 0 ] || { echo "no tour file found in the docs: the extraction broke"; exit 1; }
if ! "$tourc" format --check --quiet --no-config "$work/docs" 2>"$work/docs.txt"; then
  # Name each block by its Markdown file and the line of its fence.
  sed -e "s|$work/docs/||g" -e 's|\([A-Za-z.+-]*\)\.md-\([0-9]*\)\.tour\.yaml|\1.md (the yaml block at line \2)|g' -e 's|+|/|g' "$work/docs.txt"
  failed=1
fi
echo "   $blocks tour files"

echo "-- the files tourc init writes"
for variant in "" --checked-in; do
  project="$work/init${variant}"
  mkdir -p "$project"
  (cd "$project" && "$tourc" init $variant >/dev/null)
  (cd "$project" && "$tourc" format --check --quiet) || failed=1
done

[ "$failed" -eq 0 ] || { echo "tour files above are not as tourc format writes them: run tourc format on them"; exit 1; }
echo "tour format: every tour file is as tourc format writes it"
