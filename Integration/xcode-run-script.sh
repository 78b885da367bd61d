#!/bin/sh
# Xcode Run Script build phase for tourc, for projects that do not use the
# build-tool plugin. Paste `"$SRCROOT/Integration/xcode-run-script.sh"` into
# a Run Script phase placed before "Compile Sources", and list:
#
#   Input File Lists:   $(SRCROOT)/Tours/tours.xcfilelist   (every *.tour.yaml, targets.yaml, tourc.yaml)
#   Output File Lists:  $(SRCROOT)/Tours/generated.xcfilelist (one $(DERIVED_FILE_DIR)/Tours/NAME.tour.swift per tour file,
#                       $(DERIVED_FILE_DIR)/Tours/tourc-overlays.swift, the overlays' glue, written once, and
#                       $(DERIVED_FILE_DIR)/Tours/tourc-parameters.swift, the parameters' typed keys)
#
# With ENABLE_USER_SCRIPT_SANDBOXING = YES (the default since Xcode 15) the
# script may only read the files in its input lists and write the files in
# its output lists, so both lists must be complete; `tourc` itself must be
# readable too (install it under the project, or list it as an input).
#
# Errors are printed as `path:line:col: error: message`, which Xcode shows in
# the issue navigator; any error fails the build and writes nothing.
set -eu

TOURC="${TOURC:-tourc}"
TOURS_DIR="${TOURS_DIR:-$SRCROOT/Tours}"
OUTPUT_DIR="${OUTPUT_DIR:-$DERIVED_FILE_DIR/Tours}"

exec "$TOURC" compile \
  --reporter xcode \
  --skip-json \
  --always-write-parameters \
  --registry "$TOURS_DIR/targets.yaml" \
  --swift-out "$OUTPUT_DIR" \
  "$TOURS_DIR"
