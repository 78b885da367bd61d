#!/usr/bin/env python3
"""tourc's benchmarks: every figure is a ratio against a reference measured
in the same run, as the median of interleaved repetitions; the min-max
column gives the least and greatest ratio of the paired runs.

usage: Benchmarks/run.py [--runs N] [--only SECTION[,SECTION]] [--smoke] [--baseline REV]

Sections:
  compile    `tourc compile` (validate, write Swift and JSON into a fresh
             folder) against the libyaml floor (a C program that only pulls
             libyaml's events over the same files), on 200 x 50 and
             1000 x 50 corpora (target <= 1.5x); the no-op compile, every
             output already current (target <= 1.0x); peak resident memory
             on the large corpus (target <= 48 MiB); and how cost grows
             (large / small, target <= 5.5x).
  startup    `tourc validate` of one small tour against a Swift hello-world
             that imports Foundation (target <= 1.5x).
  typecheck  the generated Swift for a 1000-step tour, type-checked with
             `swiftc -typecheck` against the stand-in SwiftUI modules,
             against its content floor: a bare enum with the same cases
             beside plain arrays of the same literals (target <= 1.5x).

             A clean compile into fresh folders on disk, beside the tours
             and nothing deleted between runs, is timed against
             floor/disk_floor.c: the same parse, then files of the sizes and
             names tourc writes, each through temp+rename (target <= 1.25x).

  scan       `tourc targets scan` over 2,000 Swift files (about 500,000
             lines) against `grep -c -r` over the same files (target <= 3x).
             One file in five also has a ternary tag and an annotated loop
             over allCases, about a real app's share; a second row, for
             information, has them in every file.

--baseline REV also builds tourc at the git revision REV (HEAD~1, a branch,
a commit) in a temporary worktree under Benchmarks/.work, times it
interleaved with the current tourc on the same inputs in the compile and
startup sections, and prints a second table: every figure of the current
tourc against the baseline's (target <= 1.1x: a refactor keeps every figure
within 10% of its value before), with both peak memories.

Work files go to Benchmarks/.work (git-ignored). Runs on Linux and macOS.
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
STANDINS = os.path.join(ROOT, "Tests", "TourGenerationTests", "StandIns")
# Compile outputs go to memory (tmpfs) when the machine has it, so the
# figures measure tourc rather than the disk's inode allocator;
# `--outputs-on-disk` measures with Benchmarks/.work instead. macOS has no
# /dev/shm, so there the outputs go to Benchmarks/.work.
OUTPUT_ROOT = os.path.join("/dev/shm", f"tourc-bench-{os.getpid()}") if os.access("/dev/shm", os.W_OK) else WORK
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


class Medians(dict):
    """The median time of each command, with every run's time in `samples`."""
    def __init__(self, samples):
        super().__init__({name: statistics.median(values) for name, values in samples.items()})
        self.samples = samples

    def spread(self, numerator, denominator):
        """The least and greatest ratio of paired runs (run i of one command
        over run i of the other, which ran right after it)."""
        return ratio_spread(self.samples[numerator], self.samples[denominator])


def ratio_spread(numerators, denominators):
    ratios = [a / b for a, b in zip(numerators, denominators) if b > 0]
    return (min(ratios), max(ratios)) if ratios else None


def interleaved_medians(commands, runs):
    """Runs each command `runs` times, round-robin, and returns the medians
    (and, in `.samples`, every run)."""
    samples = {name: [] for name in commands}
    for _ in range(runs):
        for name, command in commands.items():
            samples[name].append(timed(command))
    return Medians(samples)


def build_tourc(package=ROOT):
    run(["swift", "build", "-c", "release", "--product", "tourc"], cwd=package)
    path = run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=package).stdout.strip()
    return os.path.join(path, "tourc")


def remove_worktree(path):
    if os.path.exists(os.path.join(path, ".git")):
        subprocess.run(["git", "worktree", "remove", "--force", path], cwd=ROOT, capture_output=True)
    shutil.rmtree(path, ignore_errors=True)


def build_baseline(revision):
    """Builds tourc at `revision` in a new worktree under Benchmarks/.work
    (a release build in the worktree's own .build). Returns the binary, the
    worktree (for remove_worktree) and a label."""
    found = subprocess.run(["git", "rev-parse", "--verify", "--quiet", revision + "^{commit}"],
                           cwd=ROOT, capture_output=True, text=True)
    if found.returncode != 0:
        sys.exit(f"--baseline: {revision} names no commit of this repository")
    commit = found.stdout.strip()
    worktree = os.path.join(WORK, f"baseline-{commit[:12]}")
    remove_worktree(worktree)  # left by an interrupted run
    # --force: the path may still be registered if an interrupted run's folder is gone.
    run(["git", "worktree", "add", "--force", "--detach", worktree, commit], cwd=ROOT)
    label = f"{revision} ({commit[:10]})"
    print(f"building the baseline tourc at {label} in {os.path.relpath(worktree, ROOT)}", file=sys.stderr)
    try:
        return build_tourc(worktree), worktree, label
    except BaseException:  # run() exits on a failed build
        remove_worktree(worktree)
        raise


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
    def sources(target):
        path = os.path.join(ROOT, "Sources", target)
        return sorted(os.path.join(path, name) for name in os.listdir(path) if name.endswith(".swift"))

    # In dependency order: TourKit re-exports TourFormat's types and builds
    # keys with SwiftUI where it can import it.
    modules = [
        ("SwiftUI", [os.path.join(STANDINS, "SwiftUI.swift")]),
        ("TourFormat", sources("TourFormat")),
        ("TourKit", sources("TourKit")),
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
             medians["generated"], medians["floor"], ratio, 1.5, "x", medians.spread("generated", "floor"))]


def scan_section(tourc, runs, files):
    rows = []
    # The target is on a corpus with about a real app's share of ternary
    # and annotated tags; the stress corpus (both in every file) is shown too.
    for label, every, target in [("", 5, 3.0), (", all conditional", 1, None)]:
        folder = os.path.join(WORK, "scan")
        shutil.rmtree(folder, ignore_errors=True)
        corpus.write_swift_sources(folder, files, 250, conditional_every=every)
        medians = interleaved_medians({
            "grep": ["grep", "-c", "-r", "helpInfoViewTag", folder],
            "scan": [tourc, "targets", "scan", "--format", "json", folder],
        }, runs)
        rows.append((f"targets scan, {files} files x 250 lines{label} (/ grep -c)",
                     medians["scan"], medians["grep"], medians["scan"] / medians["grep"], target, "x",
                     medians.spread("scan", "grep")))
    return rows


def build_floor(name="libyaml_floor"):
    folder = os.path.join(WORK, "bin")
    os.makedirs(folder, exist_ok=True)
    floor = os.path.join(folder, name)
    flags = run(["pkg-config", "--cflags", "--libs", "yaml-0.1"]).stdout.split()
    compiler = "gcc" if shutil.which("gcc") else "cc"
    run([compiler, "-O2", "-o", floor, os.path.join(ROOT, "Benchmarks", "floor", name + ".c")] + flags)
    return floor


def output_list(folder, path):
    """Writes `path`: one line "SIZE RELATIVE/PATH" per file under `folder`,
    what disk_floor writes."""
    with open(path, "w", encoding="utf-8") as handle:
        for directory, _, names in sorted(os.walk(folder)):
            for name in sorted(names):
                full = os.path.join(directory, name)
                handle.write(f"{os.path.getsize(full)} {os.path.relpath(full, folder)}\n")


def peak_rss_mib(command):
    """Runs `command` once and returns its peak resident memory in MiB."""
    with open(os.devnull, "w") as null:
        process = subprocess.Popen(command, stdout=null, stderr=null)
        _, status, usage = os.wait4(process.pid, 0)
    if status != 0:
        sys.exit(f"failed: {' '.join(command)}")
    # ru_maxrss is in KiB on Linux, in bytes on macOS.
    return usage.ru_maxrss / (1024 * 1024 if sys.platform == "darwin" else 1024)


class FreshFolders:
    """A new output folder for every timed run. They are all removed after
    the section, not between runs: ext4 makes creating files right after
    deleting thousands of others several times slower (it checks recently
    deleted inodes), which would measure the file system, not tourc."""

    def __init__(self, name):
        self.root = os.path.join(OUTPUT_ROOT, name)
        shutil.rmtree(self.root, ignore_errors=True)
        os.makedirs(self.root)
        self.count = 0

    def next(self):
        self.count += 1
        return os.path.join(self.root, f"run{self.count}")


def compile_section(tourc, floor, disk_floor, runs, corpora, baseline=None):
    """Returns the rows against the floor and, with a `baseline` binary, the
    rows of the current tourc against the baseline (timed in the same loop,
    on the same corpora)."""
    rows, baseline_rows = [], []
    medians_by_corpus = {}
    # The tourc binaries measured: "" is the current one, "@base" the baseline.
    binaries = {"": tourc, "@base": baseline} if baseline else {"": tourc}
    for tours, steps in corpora:
        folder = os.path.join(WORK, f"corpus-{tours}x{steps}")
        if not os.path.isdir(folder):
            corpus.write_corpus(folder, tours, steps)
            # Like sources in a real checkout, the tours were not edited a moment
            # ago (tourc's build stamp distrusts files changed in the last seconds).
            hour_ago = time.time() - 3600
            for name in os.listdir(os.path.join(folder, "tours")):
                os.utime(os.path.join(folder, "tours", name), (hour_ago, hour_ago))
        inputs = os.path.join(folder, "tours")
        files = sorted(os.path.join(inputs, name) for name in os.listdir(inputs) if name.endswith(".tour.yaml"))
        fresh = FreshFolders(f"out-{tours}x{steps}")
        compile_into = lambda binary, out: [binary, "compile", "--swift-out", out + "/Swift", "--json-out", out + "/JSON", inputs]
        current = {}  # the up-to-date outputs of each binary, for the no-op compiles
        for suffix, binary in binaries.items():
            current[suffix] = os.path.join(OUTPUT_ROOT, f"current{suffix.replace('@', '-')}-{tours}x{steps}")
            shutil.rmtree(current[suffix], ignore_errors=True)
            run(compile_into(binary, current[suffix]))
        samples = {"floor": [], "disk-floor": [], "disk": []}
        for kind in ("compile", "noop", "noop-unstamped"):
            samples.update({kind + suffix: [] for suffix in binaries})
        # A clean build on disk: fresh folders beside the tours (on the same
        # disk), nothing deleted between runs, against a floor that parses
        # and then writes files of the same sizes and names through
        # temp+rename (Benchmarks/floor/disk_floor.c).
        outputs_list = os.path.join(WORK, f"outputs-{tours}x{steps}.list")
        output_list(current[""], outputs_list)
        disk_fresh = os.path.join(WORK, f"disk-{tours}x{steps}")
        shutil.rmtree(disk_fresh, ignore_errors=True)
        for index in range(runs):
            samples["floor"].append(timed([floor] + files))
            samples["disk-floor"].append(timed([disk_floor, outputs_list, os.path.join(disk_fresh, f"floor-{index}")] + files))
            samples["disk"].append(timed(compile_into(tourc, os.path.join(disk_fresh, f"tourc-{index}"))))
            # The current and the baseline tourc take turns at going first.
            order = list(binaries.items()) if index % 2 == 0 else list(reversed(binaries.items()))
            for suffix, binary in order:
                samples["compile" + suffix].append(timed(compile_into(binary, fresh.next())))
            for suffix, binary in order:
                samples["noop" + suffix].append(timed(compile_into(binary, current[suffix])))
            for suffix, binary in order:
                # The same no-op without the stamp: every tour read, validated,
                # generated and compared (the run writes the stamp again).
                stamp = os.path.join(current[suffix], "Swift", ".tourc-stamp")
                if suffix == "" or os.path.exists(stamp):  # an older baseline may write none
                    os.remove(stamp)
                samples["noop-unstamped" + suffix].append(timed(compile_into(binary, current[suffix])))
        shutil.rmtree(fresh.root)
        shutil.rmtree(disk_fresh, ignore_errors=True)
        medians = {name: statistics.median(values) for name, values in samples.items()}
        medians_by_corpus[(tours, steps)] = medians
        label = f"{tours} x {steps}"
        spread = lambda kind, reference: ratio_spread(samples[kind], samples[reference])
        rows.append((f"compile, {label} (tourc / libyaml floor)", medians["compile"], medians["floor"],
                     medians["compile"] / medians["floor"], 1.5, "x", spread("compile", "floor")))
        rows.append((f"compile on disk, {label} (tourc / parse+write floor)", medians["disk"], medians["disk-floor"],
                     medians["disk"] / medians["disk-floor"], 1.25, "x", spread("disk", "disk-floor")))
        rows.append((f"no-op compile, {label} (tourc / libyaml floor)", medians["noop"], medians["floor"],
                     medians["noop"] / medians["floor"], 1.0, "x", spread("noop", "floor")))
        rows.append((f"  same, build stamp removed (reads every tour)", medians["noop-unstamped"], medians["floor"],
                     medians["noop-unstamped"] / medians["floor"], None, "x", spread("noop-unstamped", "floor")))
        if baseline:
            for kind, name in (("compile", f"compile, {label}"), ("noop", f"no-op compile, {label}"),
                               ("noop-unstamped", "  same, build stamp removed")):
                baseline_rows.append((name, medians[kind], medians[kind + "@base"], "s"))
    small, large = corpora[0], corpora[-1]
    if small != large:
        growth = medians_by_corpus[large]["compile"] / medians_by_corpus[small]["compile"]
        floor_growth = medians_by_corpus[large]["floor"] / medians_by_corpus[small]["floor"]
        rows.append((f"growth, {large[0]} / {small[0]} tours (floor grows {floor_growth:.2f}x)",
                     medians_by_corpus[large]["compile"], medians_by_corpus[small]["compile"], growth, 5.5, "x"))
        outs = FreshFolders("out-memory")
        inputs = os.path.join(WORK, f"corpus-{large[0]}x{large[1]}", "tours")
        rss = {}
        for suffix, binary in binaries.items():
            out = outs.next()
            rss[suffix] = peak_rss_mib([binary, "compile", "--swift-out", out + "/Swift", "--json-out", out + "/JSON", inputs])
        shutil.rmtree(outs.root)
        rows.append((f"peak memory, compile {large[0]} x {large[1]} (MiB)", rss[""], None, rss[""], 48, "MiB"))
        if baseline:
            base_growth = medians_by_corpus[large]["compile@base"] / medians_by_corpus[small]["compile@base"]
            baseline_rows.append((f"growth, {large[0]} / {small[0]} tours", growth, base_growth, "x"))
            baseline_rows.append((f"peak memory, compile {large[0]} x {large[1]}", rss[""], rss["@base"], "MiB"))
    return rows, baseline_rows


def startup_section(tourc, runs, baseline=None):
    folder = os.path.join(WORK, "startup")
    shutil.rmtree(folder, ignore_errors=True)
    corpus.write_corpus(folder, 1, 3)
    hello = os.path.join(folder, "hello.swift")
    with open(hello, "w", encoding="utf-8") as handle:
        handle.write('import Foundation\nprint("Hello, \\(ProcessInfo.processInfo.processName)")\n')
    binary = os.path.join(folder, "hello")
    run(["swiftc", "-O", hello, "-o", binary])
    commands = {
        "hello": [binary],
        "validate": [tourc, "validate", os.path.join(folder, "tours")],
    }
    if baseline:
        commands["validate@base"] = [baseline, "validate", os.path.join(folder, "tours")]
    medians = interleaved_medians(commands, runs)
    rows = [("validate one small tour (tourc / Foundation hello-world)", medians["validate"], medians["hello"],
             medians["validate"] / medians["hello"], 1.5, "x", medians.spread("validate", "hello"))]
    baseline_rows = [("validate one small tour", medians["validate"], medians["validate@base"], "s")] if baseline else []
    return rows, baseline_rows


BASELINE_TARGET = 1.1


def print_baseline_table(label, rows):
    """Prints the current tourc's figures against the baseline's; returns
    whether one is over the target."""
    print(f"\nagainst the baseline {label}\n")
    print(f"| {'measurement':<62} | {'current':>9} | {'baseline':>9} | {'ratio':>8} | {'target':>8} |")
    print(f"| {'-' * 62} | {'-' * 9} | {'-' * 9} | {'-' * 8} | {'-' * 8} |")
    failed = False
    for name, value, base, unit in rows:
        ratio = value / base
        ok = ratio <= BASELINE_TARGET
        failed |= not ok
        shown = {"s": lambda v: f"{v:.3f} s", "MiB": lambda v: f"{v:.1f} MiB", "x": lambda v: f"{v:.2f}x"}[unit]
        target_text = f"{'<=' if ok else '> '} {BASELINE_TARGET:g}x"
        print(f"| {name:<62} | {shown(value):>9} | {shown(base):>9} | {ratio:>7.2f}x | {target_text:>8} |")
    return failed


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--only", default="compile,startup,typecheck,scan")
    parser.add_argument("--smoke", action="store_true", help="tiny inputs and 3 runs, to keep the script working in CI")
    parser.add_argument("--outputs-on-disk", action="store_true", help="write compile outputs under Benchmarks/.work")
    parser.add_argument("--baseline", metavar="REV",
                        help="also time tourc built at git revision REV (compile and startup sections)")
    args = parser.parse_args()
    global OUTPUT_ROOT
    if args.outputs_on_disk:
        OUTPUT_ROOT = WORK
    runs = 3 if args.smoke else args.runs
    sections = args.only.split(",")
    if args.baseline and "compile" not in sections and "startup" not in sections:
        parser.error("--baseline compares the compile and startup sections; --only has neither")
    os.makedirs(WORK, exist_ok=True)
    tourc = build_tourc()
    baseline, worktree, baseline_label = build_baseline(args.baseline) if args.baseline else (None, None, None)
    rows, baseline_rows = [], []
    try:
        if "compile" in sections:
            floor, disk_floor = build_floor(), build_floor("disk_floor")
            corpora = [(4, 5), (20, 5)] if args.smoke else [(200, 50), (1000, 50)]
            section_rows, section_baseline_rows = compile_section(
                tourc, floor, disk_floor, max(runs, 5) if not args.smoke else runs, corpora, baseline)
            rows += section_rows
            baseline_rows += section_baseline_rows
        if "startup" in sections:
            section_rows, section_baseline_rows = startup_section(
                tourc, max(runs, 10) if not args.smoke else runs, baseline)
            rows += section_rows
            baseline_rows += section_baseline_rows
        if "typecheck" in sections:
            rows += typecheck_section(tourc, runs, 50 if args.smoke else 1000)
        if "scan" in sections:
            rows += scan_section(tourc, runs, 50 if args.smoke else 2000)
    finally:
        if worktree:
            remove_worktree(worktree)

    shutil.rmtree(OUTPUT_ROOT, ignore_errors=True) if OUTPUT_ROOT != WORK else None
    cores = os.cpu_count()
    print(f"\n{cores} cores; medians of {runs} interleaved runs; compile outputs in {OUTPUT_ROOT}\n")
    # The ratio is the median's; min-max are the least and greatest ratio of
    # the paired runs (each run against the reference run right beside it).
    print(f"| {'measurement':<62} | {'tourc':>9} | {'reference':>9} | {'ratio':>8} | {'min-max':>11} | {'target':>8} |")
    print(f"| {'-' * 62} | {'-' * 9} | {'-' * 9} | {'-' * 8} | {'-' * 11} | {'-' * 8} |")
    failed = False
    for row in rows:
        name, value, reference, ratio, target, unit = row[:6]
        spread = row[6] if len(row) > 6 else None
        ok = target is None or ratio <= target
        failed |= not ok
        shown = f"{value:.3f} s" if reference is not None else f"{value:.1f}"
        reference_text = f"{reference:.3f} s" if reference is not None else "-"
        ratio_text = f"{ratio:.2f}{unit}" if unit == "x" else f"{ratio:.1f} {unit}"
        spread_text = f"{spread[0]:.2f}-{spread[1]:.2f}x" if spread else "-"
        target_text = "(info)" if target is None else f"{'<=' if ok else '> '} {target:g}{unit if unit == 'x' else ''}"
        print(f"| {name:<62} | {shown:>9} | {reference_text:>9} | {ratio_text:>8} | {spread_text:>11} | {target_text:>8} |")
    if baseline_rows:
        failed |= print_baseline_table(baseline_label, baseline_rows)
    if args.smoke:
        return 0  # tiny inputs say nothing about ratios; the smoke run only proves the script works
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
