#!/usr/bin/env python3
"""Writes Sources/TourSymbolData/SymbolData.swift, the SF Symbol names tourc
checks `{symbol:NAME}` and `icon:` against, from two packages' data.

Usage: python3 Integration/generate-symbol-table.py [SF-SYMBOLS-TYPESCRIPT [SFSAFESYMBOLS]]

SF-SYMBOLS-TYPESCRIPT is where the names come from: every name, the SF
Symbols release (1.0 ... 7.0) it first shipped in, and each release's OS
versions, read from dist/index.d.ts of the npm package sf-symbols-typescript
(https://github.com/nandorojo/sf-symbols-typescript, MIT). Give a checkout,
a bare git directory, or the folder `npm pack sf-symbols-typescript` unpacks
(`package/`); default: the snapshot the session tools fetch,
/work/.mirror/nandorojo+sf-symbols-typescript/repo.

SFSAFESYMBOLS is where the renames come from (old name -> current name):
name_aliases.strings and legacy_aliases.strings of
https://github.com/SFSafeSymbols/SFSafeSymbols (MIT), a checkout or a bare
git directory; default: /work/.mirror/SFSafeSymbols+SFSafeSymbols/repo.

Only facts are taken: names, release versions, OS versions and renames, no
code or text. The build never runs this script. When Apple ships a new SF
Symbols release: update the two sources (a newer sf-symbols-typescript adds
a `SFSymbolsX_Y` type per release), run the script, check the counts it
prints and the diff of the generated file, update the tests that name the
newest release (Tests/TourValidationTests/Symbols/SymbolNameTests.swift,
Tests/tourcTests/TourcExecutableTests.swift) and docs/format.md, and commit.
The script stops on anything in the data it does not expect, rather than
write a table that is quietly wrong.
"""
import json
import os
import plistlib
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Sources", "TourSymbolData", "SymbolData.swift")
TYPESCRIPT_DEFAULT = "/work/.mirror/nandorojo+sf-symbols-typescript/repo"
SFSAFESYMBOLS_DEFAULT = "/work/.mirror/SFSafeSymbols+SFSafeSymbols/repo"
DECLARATIONS = "dist/index.d.ts"
RESOURCES = "SymbolsGenerator/Sources/SymbolsGenerator/Resources/"
# The order of ApplePlatform in Sources/TourModel/ApplePlatforms.swift.
PLATFORMS = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]
# What `{symbol:NAME}` accepts (TourText.isSymbolName): a name the markup
# cannot spell would be a table entry no tour can use.
SYMBOL_NAME = re.compile(r"[a-z0-9]+(\.[a-z0-9]+)*")


def fail(message):
    sys.exit(f"generate-symbol-table: {message}")


def read(source, path):
    """The bytes of `path` in a folder or at HEAD of a bare git directory."""
    if os.path.exists(os.path.join(source, path)):
        with open(os.path.join(source, path), "rb") as handle:
            return handle.read()
    found = subprocess.run(["git", "-C", source, "show", "HEAD:" + path], capture_output=True)
    if found.returncode != 0:
        fail(f"no {path} in {source}")
    return found.stdout


def commit(source):
    found = subprocess.run(["git", "-C", source, "rev-parse", "HEAD"], capture_output=True, text=True)
    return found.stdout.strip() if found.returncode == 0 else "unknown (not a git directory)"


def version_key(version):
    return tuple(int(part) for part in version.split("."))


def releases_of(declarations):
    """[(version, {platform: "major.minor"}, [names])], oldest first, from
    the `SFSymbolsX_Y` types and the doc comment above each."""
    pattern = re.compile(
        r"/\*\*\s*\n\s*\* @name SF Symbols (?P<name>\d+\.\d+)\s*\n(?P<comment>(?:\s*\*[^\n]*\n)*?)\s*\*/\s*\n"
        r"export type SFSymbols(?P<major>\d+)_(?P<minor>\d+) =\n(?P<body>(?:  \|[^\n]*\n)*)"
    )
    releases = []
    for match in pattern.finditer(declarations):
        version = f"{match['major']}.{match['minor']}"
        if match["name"] != version:
            fail(f"type SFSymbols{match['major']}_{match['minor']} is documented as SF Symbols {match['name']}")
        versions = dict(re.findall(r"\b(iOS|macOS|tvOS|watchOS|visionOS) v(\d+\.\d+)\+", match["comment"]))
        if sorted(versions) != sorted(PLATFORMS):
            fail(f"SF Symbols {version} names the platforms {sorted(versions)}, not {sorted(PLATFORMS)}")
        names = []
        previous = None
        for line in match["body"].splitlines():
            entry = line[len("  | "):]
            if entry.startswith("SFSymbols"):
                previous = entry
            elif entry.startswith("'") and entry.endswith("'"):
                names.append(entry[1:-1])
            else:
                fail(f"SF Symbols {version}: unexpected line {line!r}")
        expected = None if not releases else "SFSymbols" + releases[-1][0].replace(".", "_")
        if previous != expected:
            fail(f"SF Symbols {version} extends {previous}, not the release before it ({expected})")
        releases.append((version, versions, names))
    if not releases:
        fail(f"no SFSymbolsX_Y types in {DECLARATIONS}")
    declared = re.search(r'SFSymbolsVersion: ((?:"[\d.]+"(?: \| )?)+)', declarations)
    if declared and re.findall(r'"([\d.]+)"', declared[1]) != [release[0] for release in releases]:
        fail(f"the package's version list {declared[1]} is not the releases read: {[release[0] for release in releases]}")
    if [release[0] for release in releases] != sorted((release[0] for release in releases), key=version_key):
        fail("the releases are not in order")
    return releases


def strings_file(data):
    """A .strings file's pairs: a binary plist or the text form `"a" = "b";`."""
    if data.startswith(b"bplist"):
        return dict(plistlib.loads(data))
    pairs = {}
    for line in data.decode("utf-8").splitlines():
        line = line.strip()
        if not line.startswith('"'):
            continue
        old, new = (part.strip().rstrip(";").strip().strip('"') for part in line.split("=", 1))
        pairs[old] = new
    return pairs


def swift_version(text):
    major, minor = text.split(".")
    return f"({int(major)}, {int(minor)})"


def main():
    typescript = sys.argv[1] if len(sys.argv) > 1 else TYPESCRIPT_DEFAULT
    sfsafesymbols = sys.argv[2] if len(sys.argv) > 2 else SFSAFESYMBOLS_DEFAULT
    package = json.loads(read(typescript, "package.json"))
    releases = releases_of(read(typescript, DECLARATIONS).decode("utf-8"))

    names = {}
    for version, _, release_names in releases:
        for name in release_names:
            if name in names:
                fail(f"'{name}' is in SF Symbols {names[name]} and again in {version}")
            if not SYMBOL_NAME.fullmatch(name):
                fail(f"'{name}' (SF Symbols {version}) is not a name {{symbol:NAME}} can spell")
            names[name] = version

    renames = strings_file(read(sfsafesymbols, RESOURCES + "name_aliases.strings"))
    legacy = strings_file(read(sfsafesymbols, RESOURCES + "legacy_aliases.strings"))
    # A rename's new name must be a known symbol; the old one may be known
    # (it still ships as an alias) or not (a legacy name).
    all_renames = {old: new for old, new in {**legacy, **renames}.items() if new in names and old != new}
    newest = releases[-1][0]
    # Python orders str by code point, which for these ASCII names is the
    # byte order SymbolTable's binary search needs.
    ordered = sorted(names)

    lines = [
        "// Generated by Integration/generate-symbol-table.py. Do not edit: run the script instead.",
        "// swift-format-ignore-file",
        "//",
        "// Facts from two MIT-licensed packages; only names, release versions, OS versions",
        "// and renames are taken, no code or text.",
        "// - Names, the release each first shipped in and each release's OS versions:",
        f"//   sf-symbols-typescript {package.get('version', '(no version)')} (https://github.com/nandorojo/sf-symbols-typescript),",
        f"//   commit {commit(typescript)}, file {DECLARATIONS}.",
        "//   Copyright (c) 2023 Fernando Rojo.",
        "// - Renames: SFSafeSymbols (https://github.com/SFSafeSymbols/SFSafeSymbols),",
        f"//   commit {commit(sfsafesymbols)}, files name_aliases.strings and",
        f"//   legacy_aliases.strings under {RESOURCES}.",
        "//   Copyright (c) 2021 SFSafeSymbols.",
        "",
        "/// The SF Symbols facts tourc checks `{symbol:NAME}` and `icon:` against,",
        "/// as data only: TourValidation's `SymbolTable` reads and searches them.",
        "package enum SymbolData {",
        "    /// The newest SF Symbols release covered, for messages and `tourc --version`.",
        f'    package static let release = "SF Symbols {newest}"',
        "    /// How many names `names` holds, known without reading it (for `tourc --version`).",
        f"    package static let nameCount = {len(names)}",
        "",
        "    /// An OS version, as numbers: no text to parse when the table is built.",
        "    package typealias Version = (major: Int, minor: Int)",
        "",
        "    /// An SF Symbols release: its version, and the first version of each",
        "    /// platform that ships its symbols.",
        "    package typealias Release = (version: String, iOS: Version, macOS: Version, tvOS: Version, watchOS: Version, visionOS: Version)",
        "",
        "    /// Every release, oldest first.",
        "    package static let releases: [Release] = [",
    ]
    for version, versions, _ in releases:
        fields = ", ".join(swift_version(versions[platform]) for platform in PLATFORMS)
        lines.append(f'        ("{version}", {fields}),')
    lines.append("    ]")
    lines.append("")
    lines.append("    /// Every name, in byte order, and the release it first shipped in.")
    lines.append('    package static let names = """')
    for name in ordered:
        lines.append(f"        {name} {names[name]}")
    lines.append('        """')
    lines.append("")
    lines.append("    /// Old names and the names that replaced them, in byte order of the old name.")
    lines.append('    package static let renames = """')
    for old in sorted(all_renames):
        lines.append(f"        {old} {all_renames[old]}")
    lines.append('        """')
    lines.append("}")
    os.makedirs(os.path.dirname(OUTPUT), exist_ok=True)
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
    print(
        f"{os.path.relpath(OUTPUT, ROOT)}: SF Symbols {releases[0][0]} to {newest}, {len(releases)} releases, "
        f"{len(names)} names, {len(all_renames)} renames"
    )


if __name__ == "__main__":
    main()
