#!/usr/bin/env python3
"""tourc's benchmarks: every figure is a ratio against a reference measured
in the same run, as the median of interleaved repetitions.

usage: Benchmarks/run.py [--runs N] [--only SECTION[,SECTION]] [--smoke]

Sections:
  typecheck  the generated Swift for a 1000-step tour, type-checked with
             `swiftc -typecheck` against the stand-in SwiftUI modules,
             against its content floor: a bare enum with the same cases
             beside plain arrays of the same literals (target <= 1.5x).

  scan       `tourc targets scan` over 2,000 Swift files (about 500,000
             lines) against `grep -c -r` over the same files (target <= 3x).

Work files go to Benchmarks/.work (git-ignored).
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, "Benchmarks", ".work")
STANDINS = os.path.join(ROOT, "Tests", "TourCompilerTests", "Generation", "StandIns")
sys.path.insert(0, os.path.join(ROOT, "Benchmarks"))
import corpus  # noqa: E402


def run(command, **kwargs):
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{result.stdout}{result.stderr}")
    return result


def timed(command):
    start = time.perf_counter()
    run(command)
    return time.perf_counter() - start


def interleaved_medians(commands, runs):
    """Runs each command `runs` times, round-robin, and returns the medians."""
    samples = {name: [] for name in commands}
    for _ in range(runs):
        for name, command in commands.items():
            samples[name].append(timed(command))
    return {name: statistics.median(values) for name, values in samples.items()}


def build_tourc():
    run(["swift", "build", "-c", "release", "--product", "tourc"], cwd=ROOT)
    path = run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT).stdout.strip()
    return os.path.join(path, "tourc")


def swift_literal(text):
    """A Swift string literal, escaped as tourc escapes (for the floor file)."""
    out = ['"']
    for ch in text:
        code = ord(ch)
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ch == "\r":
            out.append("\\r")
        elif code < 0x20 or 0x7F <= code <= 0x9F:
            out.append("\\u{%X}" % code)
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def number(value):
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def floor_source(bundle):
    """The content floor: the same cases and literals, nothing else."""
    steps = bundle["steps"]
    lines = ["import Foundation", "", "enum Floor: String, CaseIterable {"]
    lines += [f"    case {step['id']}" for step in steps]
    lines.append("}")

    def table(name, kind, values):
        lines.append("")
        lines.append(f"let {name}: [{kind}] = [")
        lines.extend(f"    {value}," for value in values)
        lines.append("]")

    table("titles", "String", [swift_literal(s["title"]) for s in steps])
    table("texts", "String", [swift_literal(s["text"]) for s in steps])
    table("targets", "String", [swift_literal(s["target"]) for s in steps])
    table("paddings", "CGFloat", [number(s["padding"]) for s in steps])
    table("cornerRadii", "CGFloat", [number(s["cornerRadius"]) for s in steps])
    table("actions", "String?", [swift_literal(s["action"]) if "action" in s else "nil" for s in steps])
    return "\n".join(lines) + "\n"


def build_standin_modules(folder):
    os.makedirs(folder, exist_ok=True)
    tourkit = sorted(
        os.path.join(ROOT, "Sources", "TourKit", name)
        for name in os.listdir(os.path.join(ROOT, "Sources", "TourKit"))
        if name.endswith(".swift")
    )
    modules = [
        ("TourKit", tourkit),
        ("SwiftUI", [os.path.join(STANDINS, "SwiftUI.swift")]),
        ("HelpInfoSpotlightOverlay", [os.path.join(STANDINS, "HelpInfoSpotlightOverlay.swift")]),
        ("TutorialSpotlight", [os.path.join(STANDINS, "TutorialSpotlight.swift")]),
    ]
    for name, sources in modules:
        run(["swiftc", "-parse-as-library", "-emit-module", "-module-name", name,
             "-emit-module-path", os.path.join(folder, name + ".swiftmodule"), "-I", folder] + sources)


def typecheck_section(tourc, runs, steps):
    folder = os.path.join(WORK, "typecheck")
    shutil.rmtree(folder, ignore_errors=True)
    corpus.write_corpus(os.path.join(folder, "corpus"), 1, steps)
    tours = os.path.join(folder, "corpus", "tours")
    run([tourc, "compile", "--swift-out", os.path.join(folder, "swift"),
         "--json-out", os.path.join(folder, "json"), tours])
    with open(os.path.join(folder, "json", "tour00000.json"), encoding="utf-8") as handle:
        bundle = json.load(handle)
    floor = os.path.join(folder, "floor.swift")
    with open(floor, "w", encoding="utf-8") as handle:
        handle.write(floor_source(bundle))
    generated = os.path.join(folder, "swift", "tour00000.tour.swift")
    modules = os.path.join(folder, "modules")
    build_standin_modules(modules)
    check = ["swiftc", "-typecheck", "-parse-as-library", "-I", modules]
    medians = interleaved_medians({"floor": check + [floor], "generated": check + [generated]}, runs)
    ratio = medians["generated"] / medians["floor"]
    return [(f"type-check, {steps}-step tour (generated / content floor)",
             medians["generated"], medians["floor"], ratio, 1.5)]


def scan_section(tourc, runs, files):
    folder = os.path.join(WORK, "scan")
    shutil.rmtree(folder, ignore_errors=True)
    corpus.write_swift_sources(folder, files, 250)
    medians = interleaved_medians({
        "grep": ["grep", "-c", "-r", "helpInfoViewTag", folder],
        "scan": [tourc, "targets", "scan", "--format", "json", folder],
    }, runs)
    return [(f"targets scan, {files} Swift files x 250 lines (tourc / grep -c)",
             medians["scan"], medians["grep"], medians["scan"] / medians["grep"], 3.0)]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--only", default="typecheck,scan")
    parser.add_argument("--smoke", action="store_true", help="tiny inputs and 3 runs, to keep the script working in CI")
    args = parser.parse_args()
    runs = 3 if args.smoke else args.runs
    sections = args.only.split(",")
    os.makedirs(WORK, exist_ok=True)
    tourc = build_tourc()
    rows = []
    if "typecheck" in sections:
        rows += typecheck_section(tourc, runs, 50 if args.smoke else 1000)
    if "scan" in sections:
        rows += scan_section(tourc, runs, 50 if args.smoke else 2000)

    print(f"\n{'measurement':<58} {'tourc':>9} {'reference':>10} {'ratio':>7} {'target':>7}")
    failed = False
    for name, value, reference, ratio, target in rows:
        ok = ratio <= target
        failed |= not ok
        print(f"{name:<58} {value:>8.3f}s {reference:>9.3f}s {ratio:>6.2f}x {'<=' if ok else '> '}{target:.1f}x")
    if args.smoke:
        return 0  # tiny inputs say nothing about ratios; the smoke run only proves the script works
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
