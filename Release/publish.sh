#!/usr/bin/env bash
# The release's last step (.github/workflows/release.yml), after
# Release/pack-artifactbundle.py has written dist/release/:
#
#   bash Release/publish.sh plugins REPOSITORY-URL   dist/release/TourcPlugins becomes the
#                                                    repository's tree, committed and tagged VERSION
#   bash Release/publish.sh formula REPOSITORY-URL   dist/release/tourc.rb becomes Formula/tourc.rb
#
# Run again with nothing changed, it commits nothing (and the tag exists).
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:?usage: publish.sh plugins|formula REPOSITORY-URL}
remote=${2:?usage: publish.sh plugins|formula REPOSITORY-URL}
version=$(sed -n 's/.*static let version = "\([^"]*\)".*/\1/p' Sources/TourFormat/TourcRelease.swift)
release=dist/release
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone --quiet "$remote" "$work/repository"
repository=$work/repository
case "$what" in
plugins)
  [ -f "$release/TourcPlugins/Package.swift" ] || { echo "no $release/TourcPlugins: run Release/pack-artifactbundle.py" >&2; exit 1; }
  # The tree is exactly the package: files of an older release that this one dropped go.
  find "$repository" -mindepth 1 -maxdepth 1 ! -name .git -exec rm -rf {} +
  cp -R "$release/TourcPlugins/." "$repository/"
  ;;
formula)
  [ -f "$release/tourc.rb" ] || { echo "no $release/tourc.rb: run Release/pack-artifactbundle.py" >&2; exit 1; }
  mkdir -p "$repository/Formula"
  cp "$release/tourc.rb" "$repository/Formula/tourc.rb"
  ;;
*)
  echo "publish.sh: say plugins or formula, not '$what'" >&2
  exit 2
  ;;
esac
cd "$repository"
git add -A
if git diff --cached --quiet; then
  echo "$what: nothing changed"
else
  git -c user.name="tourc release" -c user.email="release@tourc.invalid" commit --quiet -m "tourc $version"
  git push --quiet origin HEAD
fi
if [ "$what" = plugins ] && ! git rev-parse --quiet --verify "refs/tags/$version" >/dev/null; then
  git tag "$version"
  git push --quiet origin "refs/tags/$version"
fi
echo "$what: published tourc $version to $remote" | sed 's|x-access-token:[^@]*@||'
