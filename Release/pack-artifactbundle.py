#!/usr/bin/env python3
"""Packs the tourc builds in dist/variants into what a release ships.

usage: Release/pack-artifactbundle.py [--dist DIR] [--release-url URL] [--require LABEL,...]

Release/build-artifactbundle.sh builds this machine's tourc into
dist/variants/ (a folder tourc-VERSION-LABEL/ with bin/tourc, and
LABEL.json naming the triples it runs on); the release workflow gathers the
Linux and macOS variants there. This script then writes, in dist/:

  tourc.artifactbundle/          the SE-0305 bundle: info.json, LICENSE, every variant
  tourc.artifactbundle.zip       that folder, zipped (the same bytes for the same builds)
  tourc.artifactbundle.zip.sha256  its SHA-256 alone, as `swift package compute-checksum` prints it
  tourc-VERSION-LABEL.tar.gz     each variant alone, for Homebrew, Mint and the release page
  TourcPlugins/                  the plugins package, its binary target the bundle by path
  release/TourcPlugins/          the same package as the release publishes it: url: and checksum:
  release/tourc.rb               the Homebrew formula, for the tarballs at the release's URL
  release/notes.md               the release's notes: the checksum and how to add tourc

--release-url is where the release's files are downloaded from (default:
this version's GitHub release); --require names the variants (LABELs:
universal-apple-macosx, x86_64-unknown-linux-gnu, ...) the release must have.

Every output is written beside its place and renamed into it, so an
interrupted run leaves the last complete one (or none), never half of one.
"""
import argparse
import gzip
import hashlib
import io
import json
import os
import re
import shutil
import sys
import tarfile
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUNDLE = "tourc.artifactbundle"
# Zip and tar entries carry this time, not the build's, so the same builds
# give the same bytes (and the same checksum) again.
FIXED_TIME = (2001, 1, 1, 0, 0, 0)
FIXED_EPOCH = 978307200


def release_version():
    """The version TourFormat's TourcRelease.swift declares (tourc --version's)."""
    with open(os.path.join(ROOT, "Sources", "TourFormat", "TourcRelease.swift")) as file:
        match = re.search(r'static let version = "([^"\n]+)"', file.read())
    if not match:
        sys.exit("Sources/TourFormat/TourcRelease.swift declares no version")
    return match.group(1)


def variants(dist, version):
    """Every variant built into dist/variants, sorted by label."""
    folder = os.path.join(dist, "variants")
    found = []
    for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
        if not name.endswith(".json"):
            continue
        label = name[: -len(".json")]
        with open(os.path.join(folder, name)) as file:
            triples = json.load(file)["supportedTriples"]
        directory = f"tourc-{version}-{label}"
        binary = os.path.join(folder, directory, "bin", "tourc")
        if not os.path.isfile(binary):
            sys.exit(f"{name} names {directory}/bin/tourc, which is missing: run Release/build-artifactbundle.sh again")
        found.append({"label": label, "directory": directory, "binary": binary, "triples": triples})
    if not found:
        sys.exit(f"no variant in {folder}: run Release/build-artifactbundle.sh first")
    return found


def replace(final, write):
    """Calls write(temporary) and then puts the temporary where `final` was."""
    temporary = os.path.join(os.path.dirname(final), "." + os.path.basename(final) + ".partial")
    remove(temporary)
    write(temporary)
    old = os.path.join(os.path.dirname(final), "." + os.path.basename(final) + ".old")
    remove(old)
    if os.path.lexists(final):
        os.rename(final, old)
    os.rename(temporary, final)
    remove(old)


def remove(path):
    if os.path.isdir(path) and not os.path.islink(path):
        shutil.rmtree(path)
    elif os.path.lexists(path):
        os.remove(path)


def write_bundle(path, version, found):
    os.makedirs(path)
    for variant in found:
        binaries = os.path.join(path, variant["directory"], "bin")
        os.makedirs(binaries)
        shutil.copy2(variant["binary"], os.path.join(binaries, "tourc"))
    shutil.copy2(os.path.join(ROOT, "LICENSE"), os.path.join(path, "LICENSE"))
    info = {
        "schemaVersion": "1.0",
        "artifacts": {
            "tourc": {
                "version": version,
                "type": "executable",
                "variants": [
                    {"path": f"{variant['directory']}/bin/tourc", "supportedTriples": variant["triples"]} for variant in found
                ],
            }
        },
    }
    with open(os.path.join(path, "info.json"), "w") as file:
        json.dump(info, file, indent=2)
        file.write("\n")


def files_under(folder):
    """(path relative to the folder's parent, absolute path) of every file, sorted."""
    parent = os.path.dirname(folder)
    listed = []
    for directory, subfolders, names in os.walk(folder):
        subfolders.sort()
        for name in sorted(names):
            absolute = os.path.join(directory, name)
            listed.append((os.path.relpath(absolute, parent), absolute))
    return listed


def write_zip(path, folder):
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for relative, absolute in files_under(folder):
            entry = zipfile.ZipInfo(relative, FIXED_TIME)
            entry.compress_type = zipfile.ZIP_DEFLATED
            mode = 0o755 if os.access(absolute, os.X_OK) else 0o644
            entry.external_attr = (0o100000 | mode) << 16
            entry.create_system = 3  # Unix, so unzip and SwiftPM keep the mode
            with open(absolute, "rb") as file:
                archive.writestr(entry, file.read())


def write_tarball(path, variant):
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.PAX_FORMAT) as archive:
        for name, source, mode in [
            (f"{variant['directory']}/bin/tourc", variant["binary"], 0o755),
            (f"{variant['directory']}/LICENSE", os.path.join(ROOT, "LICENSE"), 0o644),
        ]:
            entry = tarfile.TarInfo(name)
            entry.size = os.path.getsize(source)
            entry.mode = mode
            entry.mtime = FIXED_EPOCH
            with open(source, "rb") as file:
                archive.addfile(entry, file)
    with open(path, "wb") as file:
        with gzip.GzipFile(fileobj=file, mode="wb", mtime=FIXED_EPOCH, filename="") as compressed:
            compressed.write(buffer.getvalue())


def sha256(path):
    digest = hashlib.sha256()
    with open(path, "rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def write_plugins_package(path, version, binary_target):
    """The plugins package: its manifest, TourKit and TourFormat, the plugins."""
    os.makedirs(path)
    source = os.path.join(ROOT, "Release", "TourcPlugins")
    with open(os.path.join(source, "Package.swift.in")) as file:
        manifest = file.read()
    manifest = manifest.replace("@VERSION@", version).replace("@BINARY_TARGET@", binary_target)
    with open(os.path.join(path, "Package.swift"), "w") as file:
        file.write(manifest)
    with open(os.path.join(source, "README.md")) as file:
        readme = file.read().replace("@VERSION@", version)
    with open(os.path.join(path, "README.md"), "w") as file:
        file.write(readme)
    shutil.copy2(os.path.join(ROOT, "LICENSE"), os.path.join(path, "LICENSE"))
    for folder in ["Sources/TourFormat", "Sources/TourSigning", "Sources/CSodium", "Sources/TourKit", "Plugins/TourcPlugin", "Plugins/TourcCommand"]:
        shutil.copytree(os.path.join(ROOT, folder), os.path.join(path, folder))


HOMEBREW_BLOCKS = {
    # label: (the formula's condition, nested as Homebrew nests them)
    "universal-apple-macosx": ("on_macos", None),
    "x86_64-unknown-linux-gnu": ("on_linux", "on_intel"),
    "aarch64-unknown-linux-gnu": ("on_linux", "on_arm"),
}


def write_formula(path, version, found, release_url, dist):
    """The Homebrew formula: one url and sha256 per platform the release has."""
    by_label = {variant["label"]: variant for variant in found}
    blocks = []
    for outer in ["on_macos", "on_linux"]:
        inner_lines = []
        for label, (condition, nested) in HOMEBREW_BLOCKS.items():
            if condition != outer or label not in by_label:
                continue
            tarball = f"{by_label[label]['directory']}.tar.gz"
            source = [f'url "{release_url}/{tarball}"', f'sha256 "{sha256(os.path.join(dist, tarball))}"']
            if nested:
                inner_lines += [f"    {nested} do"] + [f"      {line}" for line in source] + ["    end"]
            else:
                inner_lines += [f"    {line}" for line in source]
        if inner_lines:
            blocks.append("\n".join([f"  {outer} do"] + inner_lines + ["  end", ""]))
    with open(os.path.join(ROOT, "Release", "homebrew", "tourc.rb.in")) as file:
        formula = file.read().replace("@VERSION@", version).replace("@PLATFORMS@\n", "\n".join(blocks) + "\n")
    with open(path, "w") as file:
        file.write(formula)


def write_notes(path, version, checksum, release_url):
    with open(path, "w") as file:
        file.write(
            f"""tourc {version}, with nothing to install: the plugins package runs this release's prebuilt tourc.

```swift
.package(url: "https://github.com/tourc/TourcPlugins.git", from: "{version}")
```

- `tourc.artifactbundle.zip`: the SE-0305 artifact bundle (SHA-256 `{checksum}`), which TourcPlugins {version} uses
- `tourc-{version}-*.tar.gz`: the command alone, for each platform (also `brew install tourc/tap/tourc`)
- source: {release_url.replace("/releases/download/", "/tree/")}
"""
        )


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", default=os.path.join(ROOT, "dist"))
    parser.add_argument("--release-url", help="where the release's files are downloaded from (default: this version's GitHub release)")
    parser.add_argument("--require", default="", help="the variants the release must have, comma-separated")
    args = parser.parse_args()
    dist = os.path.abspath(args.dist)
    version = release_version()
    release_url = (args.release_url or f"https://github.com/tourc/tourc/releases/download/{version}").rstrip("/")
    url = f"{release_url}/{BUNDLE}.zip"
    found = variants(dist, version)
    missing = [label for label in args.require.split(",") if label and label not in {variant["label"] for variant in found}]
    if missing:
        sys.exit(f"the release needs the variants {', '.join(missing)}, which dist/variants lacks")

    bundle = os.path.join(dist, BUNDLE)
    replace(bundle, lambda temporary: write_bundle(temporary, version, found))
    replace(bundle + ".zip", lambda temporary: write_zip(temporary, bundle))
    checksum = sha256(bundle + ".zip")
    replace(bundle + ".zip.sha256", lambda temporary: open(temporary, "w").write(checksum + "\n"))
    for variant in found:
        tarball = os.path.join(dist, f"{variant['directory']}.tar.gz")
        replace(tarball, lambda temporary, variant=variant: write_tarball(temporary, variant))

    local = '.binaryTarget(name: "TourcBinary", path: "../tourc.artifactbundle")'
    replace(os.path.join(dist, "TourcPlugins"), lambda temporary: write_plugins_package(temporary, version, local))
    published = f'.binaryTarget(\n            name: "TourcBinary",\n            url: "{url}",\n            checksum: "{checksum}"\n        )'
    release = os.path.join(dist, "release")
    os.makedirs(release, exist_ok=True)
    replace(os.path.join(release, "TourcPlugins"), lambda temporary: write_plugins_package(temporary, version, published))
    replace(os.path.join(release, "tourc.rb"), lambda temporary: write_formula(temporary, version, found, release_url, dist))
    replace(os.path.join(release, "notes.md"), lambda temporary: write_notes(temporary, version, checksum, release_url))

    print(f"tourc {version}: " + ", ".join(f"{variant['label']} ({' '.join(variant['triples'])})" for variant in found))
    for name in [BUNDLE, BUNDLE + ".zip", BUNDLE + ".zip.sha256"] + [f"{variant['directory']}.tar.gz" for variant in found]:
        print(f"  dist/{name}")
    print("  dist/TourcPlugins (the plugins package, the bundle by path: try it with .package(path:))")
    print(f"  dist/release/TourcPlugins (as published: url {url}, checksum {checksum})")
    print("  dist/release/tourc.rb (the Homebrew formula), dist/release/notes.md (the release's notes)")


if __name__ == "__main__":
    main()
