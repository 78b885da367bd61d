#!/bin/sh
# Xcode Cloud runs ci_scripts/ci_post_clone.sh (beside the app's .xcodeproj or
# .xcworkspace) after it clones the repository. Xcode asks a person to trust
# a package's build tool plugin before its first run ("Trust & Enable");
# no person is there in Xcode Cloud, so trust TourcPlugins' plugin here.
# The key is spelled as Xcode spells it, "Validatation" included.
set -eu
defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
