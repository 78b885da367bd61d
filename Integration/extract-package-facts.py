#!/usr/bin/env python3
"""Writes the facts file of a Swift package's public API: every public
declaration (its scope, its declaration as written, its parameters with
their labels, types and defaults), the package's platforms from
Package.swift, the modules its sources import, and where the facts came
from. tourc's stand-ins for the spotlight packages are held to these files
by StandInFactsTests, which runs this script on the stand-ins themselves.

Usage:
  python3 Integration/extract-package-facts.py PACKAGE [-o FACTS.json] [--repository URL] [--note TEXT]
  python3 Integration/extract-package-facts.py --stand-in FOLDER       # the declarations of a stand-in, as JSON

PACKAGE is a checkout of the package or a bare git directory (its HEAD is
read), such as the snapshot the session tools fetch. Only facts are taken:
names, labels, types, defaults and platforms; no code.

Refresh the facts when a package releases: fetch it, run this script on it
into Tests/TourGenerationTests/StandIns/Facts/NAME.json, and let
StandInFactsTests say what the stand-in must change.

The parser is small on purpose: it reads declarations, not expressions.
Comments and string contents are blanked first; `@_spi` declarations (a
stand-in's test hooks) and non-public ones are left out.
"""
import json
import os
import re
import subprocess
import sys

KEYWORDS = ("func", "init", "var", "let", "struct", "enum", "protocol", "class", "case", "typealias", "extension", "subscript", "actor")
TYPE_KEYWORDS = ("struct", "enum", "protocol", "class", "extension", "actor")
ACCESS = ("public", "open", "internal", "private", "fileprivate", "package")
HEAD = re.compile(
    r"((?:@[A-Za-z_][A-Za-z0-9_.]*(?:\([^()]*(?:\([^()]*\)[^()]*)*\))?\s+)*)"  # attributes
    r"((?:(?:public|open|internal|private|fileprivate|package|static|final|mutating|nonisolated|override|"
    r"convenience|required|indirect|lazy|weak|dynamic)(?:\([a-z]+\))?\s+)*)"  # modifiers
    r"(" + "|".join(KEYWORDS) + r")\b"
)


def blank(source):
    """`source` with comments removed and string literal contents blanked,
    so braces and parentheses inside them do not count."""
    out = []
    i = 0
    n = len(source)
    while i < n:
        c = source[i]
        if source.startswith("//", i):
            while i < n and source[i] != "\n":
                i += 1
        elif source.startswith("/*", i):
            depth = 0
            while i < n:
                if source.startswith("/*", i):
                    depth += 1
                    i += 2
                elif source.startswith("*/", i):
                    depth -= 1
                    i += 2
                    if depth == 0:
                        break
                else:
                    i += 1
            out.append(" ")
        elif c == '"':
            quote = '"""' if source.startswith('"""', i) else '"'
            out.append('"')
            i += len(quote)
            while i < n and not source.startswith(quote, i):
                i += 2 if source[i] == "\\" else 1
            i += len(quote)
            out.append('"')
        else:
            out.append(c)
            i += 1
    return "".join(out)


def matching(text, start, opening, closing):
    """The index just past the bracket that closes the one at `start`."""
    depth = 0
    for index in range(start, len(text)):
        if text[index] == opening:
            depth += 1
        elif text[index] == closing:
            depth -= 1
            if depth == 0:
                return index + 1
    return len(text)


def head_end(text, start, keyword):
    """Where a declaration's head ends: at its body's `{` (returned as
    `(end, True)`), or at the end of its line when the brackets are closed."""
    depth = 0
    index = start
    while index < len(text):
        c = text[index]
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "<" and keyword not in ("var", "let", "case"):
            depth += 1
        elif c == ">" and depth > 0 and text[index - 1] != "-" and keyword not in ("var", "let", "case"):
            depth -= 1
        elif c == "{" and depth == 0:
            return index, True
        elif c == "=" and depth == 0 and keyword in ("var", "let") and text[index + 1] != "=":
            return index, False
        elif c in "\n;" and depth == 0:
            rest = text[index:].lstrip()
            # A head goes on over a line that ends in a comma or an arrow, or
            # when the next one starts with `->`, `where`, `throws` or `:`.
            before = text[start:index].rstrip()
            if not (before.endswith(",") or before.endswith("->") or rest.startswith(("->", "where ", "throws", "async", ":"))):
                return index, False
        index += 1
    return index, False


def normalize(text):
    """One line, single spaces, no space inside brackets, no trailing commas."""
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r"([(\[<]) ", r"\1", text)
    text = re.sub(r" ([)\]>])", r"\1", text)
    text = re.sub(r",\s*([)\]])", r"\1", text)
    return text


def split_top(text, separator=","):
    """`text` split at `separator`s outside brackets."""
    parts, depth, current = [], 0, []
    for index, c in enumerate(text):
        if c in "([<{":
            depth += 1
        elif c in ")]}" or (c == ">" and (index == 0 or text[index - 1] != "-")):
            depth -= 1
        if c == separator and depth == 0:
            parts.append("".join(current).strip())
            current = []
        else:
            current.append(c)
    if "".join(current).strip():
        parts.append("".join(current).strip())
    return parts


def parameters(declaration):
    """The parameters of a func, init or subscript: label, name, type, default, attributes."""
    match = re.search(r"\b(?:func\s+[^(<]+(?:<.*?>)?|init[?!]?(?:<.*?>)?|subscript(?:<.*?>)?)\s*\(", declaration)
    if not match:
        return None
    start = match.end() - 1
    inner = declaration[start + 1 : matching(declaration, start, "(", ")") - 1]
    result = []
    for part in split_top(inner):
        attributes = re.findall(r"@[A-Za-z_]+(?:\([^)]*\))?(?=\s)", part.split(":")[0])
        part = re.sub(r"^(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*", "", part)
        names, _, rest = part.partition(":")
        value, _, default = rest.partition("=") if "=" in split_top(rest, "=")[0] or len(split_top(rest, "=")) > 1 else (rest, "", "")
        names = names.split()
        label = names[0]
        result.append(
            {
                "label": label,
                "name": names[1] if len(names) > 1 else label,
                "type": normalize(value),
                "default": normalize(default) if default else None,
                "attributes": attributes,
            }
        )
    return result


def declarations(source):
    """The public declarations of one file, in order: (scope, declaration, parameters)."""
    text = blank(source)
    found = []

    def scan(start, end, scope, members_public, in_protocol, in_public_enum=False):
        index = start
        while index < end:
            match = HEAD.match(text, index)
            if not match or not text[index - 1 : index].isspace() and index != start and text[index - 1] not in "{};":
                if text[index] == "{":
                    index = matching(text, index, "{", "}")
                else:
                    index += 1
                continue
            attributes, modifiers, keyword = match.group(1), match.group(2), match.group(3)
            stop, has_body = head_end(text, match.end(), keyword)
            head = text[index:stop]
            words = modifiers.split()
            access = next((w for w in words if w.split("(")[0] in ACCESS), None)
            is_public = access in ("public", "open") or (
                access is None and (members_public or in_protocol or (in_public_enum and keyword == "case"))
            )
            is_spi = "@_spi" in attributes
            declaration = normalize(text[match.start(2) : stop])
            declaration = " ".join(w for w in declaration.split(" ") if w not in ACCESS) if access else declaration
            declaration = normalize(re.sub(r"\b(?:public|open)\s+", "", declaration))
            shown_attributes = [a for a in re.findall(r"@[A-Za-z_]+(?:\([^)]*\))?", attributes) if not a.startswith("@_spi")]
            if in_protocol and has_body and keyword in ("var", "subscript"):
                # A protocol property's accessors are part of its requirement.
                declaration += " " + normalize(text[stop : matching(text, stop, "{", "}")])
            if is_public and not is_spi and keyword != "extension":
                found.append(
                    {
                        "scope": scope,
                        "declaration": normalize(" ".join(shown_attributes + [declaration])),
                        "parameters": parameters(declaration),
                    }
                )
            body_end = matching(text, stop, "{", "}") if has_body else stop
            if has_body and keyword in TYPE_KEYWORDS and not is_spi:
                name = normalize(re.split(r"[:{]", text[match.end() : stop])[0].split(" where ")[0])
                inner_scope = ("extension " if keyword == "extension" else "") + name
                # Members of a public type are public only when marked so;
                # those of a `public extension` are public unless marked otherwise.
                scan(
                    stop + 1,
                    body_end - 1,
                    inner_scope,
                    keyword == "extension" and access == "public",
                    keyword == "protocol" and is_public,
                    keyword == "enum" and is_public,
                )
            index = body_end if has_body else stop + 1

    scan(0, len(text), "", False, False)
    return found


def swift_files(root):
    files = []
    for folder, _, names in os.walk(root):
        files += [os.path.join(folder, name) for name in names if name.endswith(".swift")]
    return sorted(files)


def read_package(source):
    """`{path: text}` of Package.swift and the sources of a checkout or a bare git directory."""
    if os.path.exists(os.path.join(source, "Package.swift")):
        texts = {"Package.swift": open(os.path.join(source, "Package.swift"), encoding="utf-8").read()}
        for path in swift_files(os.path.join(source, "Sources")):
            texts[os.path.relpath(path, source)] = open(path, encoding="utf-8").read()
        return texts
    listing = subprocess.run(["git", "-C", source, "ls-tree", "-r", "--name-only", "HEAD"], check=True, capture_output=True, text=True)
    texts = {}
    for path in listing.stdout.split("\n"):
        if path == "Package.swift" or (path.startswith("Sources/") and path.endswith(".swift")):
            shown = subprocess.run(["git", "-C", source, "show", "HEAD:" + path], check=True, capture_output=True, text=True)
            texts[path] = shown.stdout
    return texts


def platforms(manifest):
    """`.iOS(.v18), .macOS(.v15)` as `{"iOS": "18.0", "macOS": "15.0"}`."""
    found = {}
    block = re.search(r"platforms\s*:\s*\[(.*?)\]", blank(manifest), re.S)
    for name, major, minor in re.findall(r"\.(iOS|macOS|tvOS|watchOS|visionOS)\(\s*\.v(\d+)(?:_(\d+))?\s*\)", block.group(1) if block else ""):
        found[name] = f"{major}.{minor or 0}"
    return found


def source_facts(texts):
    declared = []
    imports = set()
    for path in sorted(texts):
        if path == "Package.swift":
            continue
        imports.update(re.findall(r"^\s*(?:@[A-Za-z_]+\s+)*import\s+([A-Za-z_]+)", blank(texts[path]), re.M))
        for entry in declarations(texts[path]):
            entry["file"] = os.path.basename(path)
            declared.append(entry)
    return declared, sorted(imports)


def git(source, *arguments):
    found = subprocess.run(["git", "-C", source] + list(arguments), capture_output=True, text=True)
    return found.stdout.strip() if found.returncode == 0 else None


def main():
    arguments = sys.argv[1:]
    if arguments[:1] == ["--stand-in"]:
        texts = {os.path.relpath(p, arguments[1]): open(p, encoding="utf-8").read() for p in swift_files(arguments[1])}
        declared, imports = source_facts(texts)
        json.dump({"declarations": declared, "imports": imports}, sys.stdout, indent=2, sort_keys=True)
        sys.stdout.write("\n")
        return
    source = arguments[0]
    output = arguments[arguments.index("-o") + 1] if "-o" in arguments else None
    repository = arguments[arguments.index("--repository") + 1] if "--repository" in arguments else None
    note = arguments[arguments.index("--note") + 1] if "--note" in arguments else None
    texts = read_package(source)
    declared, imports = source_facts(texts)
    name = re.search(r'name:\s*"([^"]+)"', texts["Package.swift"]).group(1)
    facts = {
        "package": name,
        "source": {"repository": repository, "commit": git(source, "rev-parse", "HEAD"), "date": git(source, "log", "-1", "--format=%cs")},
        "platforms": platforms(texts["Package.swift"]),
        "imports": imports,
        "declarations": declared,
    }
    if note:
        facts["source"]["note"] = note
    text = json.dumps(facts, indent=2, sort_keys=True) + "\n"
    if output:
        with open(output, "w", encoding="utf-8") as handle:
            handle.write(text)
        print(f"{output}: {len(declared)} public declarations of {name}, platforms {facts['platforms']}")
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
