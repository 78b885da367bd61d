#!/usr/bin/env python3
"""The CI guard on tourc's cost: instructions, not time.

usage: Benchmarks/instructions.py [--tourc PATH] [--update]

Counts, with valgrind's callgrind, the instructions a release `tourc
compile` of a fixed 200 x 50 corpus (Benchmarks/corpus.py, seeded) takes,
and compares them with Benchmarks/instructions-baseline.json. Instruction
counts are steady where wall time on shared cores is not: the same binary
on the same input varies by well under 1 %, so a rise of more than 5 % is
a change in tourc, and fails.

The baseline holds the toolchain it was measured with (`swift --version`'s
first line): instruction counts belong to a compiler, so with another one
the count is printed and not judged, and the baseline is measured again.

--update writes the measured count as the new baseline. Raise it only in a
commit that says why the compile costs more.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASELINE = os.path.join(ROOT, "Benchmarks", "instructions-baseline.json")
TOURS, STEPS = 200, 50
TOLERANCE = 0.05
sys.path.insert(0, os.path.join(ROOT, "Benchmarks"))
import corpus  # noqa: E402


def toolchain():
    result = subprocess.run(["swift", "--version"], capture_output=True, text=True)
    lines = (result.stdout + result.stderr).strip().splitlines()
    return lines[0] if lines else "unknown"


def instructions(tourc, work):
    """Callgrind's total for one clean compile of the corpus in `work`."""
    tours = os.path.join(work, "corpus")
    corpus.write_corpus(tours, TOURS, STEPS)
    out = os.path.join(work, "out")
    profile = os.path.join(work, "callgrind.out")
    command = [
        "valgrind", "--tool=callgrind", f"--callgrind-out-file={profile}", tourc, "compile", "--no-config",
        "--registry", os.path.join(tours, "tours", "targets.yaml"), "--swift-out", os.path.join(out, "Swift"),
        "--json-out", os.path.join(out, "JSON"), os.path.join(tours, "tours"),
    ]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{result.stdout}{result.stderr}")
    for line in result.stderr.splitlines():
        if "Collected :" in line:
            return int(line.rsplit(":", 1)[1].strip())
    sys.exit(f"callgrind printed no total:\n{result.stderr}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tourc", default=os.path.join(ROOT, ".build", "release", "tourc"))
    parser.add_argument("--update", action="store_true", help="write the count as the new baseline")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed (apt-get install valgrind)")
    if not os.path.exists(args.tourc):
        sys.exit(f"no tourc at {args.tourc}: run swift build -c release --product tourc")
    work = tempfile.mkdtemp(prefix="tourc-instructions-")
    try:
        count = instructions(args.tourc, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    chain = toolchain()
    print(f"tourc compile, {TOURS} x {STEPS}: {count / 1e9:.3f} G instructions ({chain})")
    if args.update:
        with open(BASELINE, "w") as file:
            json.dump({"corpus": f"{TOURS} x {STEPS}", "instructions": count, "toolchain": chain}, file, indent=2)
            file.write("\n")
        print(f"baseline written: {BASELINE}")
        return
    with open(BASELINE) as file:
        baseline = json.load(file)
    if baseline["toolchain"] != chain:
        print(f"the baseline was measured with another toolchain ({baseline['toolchain']}): not judged; "
              "measure it again with --update")
        return
    ratio = count / baseline["instructions"]
    print(f"baseline {baseline['instructions'] / 1e9:.3f} G: {ratio:.3f}x (at most {1 + TOLERANCE:.2f}x)")
    if ratio > 1 + TOLERANCE:
        sys.exit(f"tourc compile costs {100 * (ratio - 1):.1f} % more instructions than the baseline; "
                 "find what did it (callgrind_annotate), or raise the baseline with --update in a commit that says why")


if __name__ == "__main__":
    main()
