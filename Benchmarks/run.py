#!/usr/bin/env python3
"""tourc's benchmarks: every figure is a ratio against a reference measured
in the same run, as the median of interleaved repetitions; the min-max
column gives the least and greatest ratio of the paired runs, and the last
column says whether the row meets its target (issue 16's).

usage: Benchmarks/run.py [--runs N] [--only SECTION[,SECTION]] [--smoke]
                         [--baseline REV] [--outputs-on-disk] [--update-docs]

Sections:
  compile    `tourc compile` (validate, write Swift and JSON into a fresh
             folder, on tmpfs where the machine has one) against the libyaml
             floor (a C program that only pulls libyaml's events over the
             same files), on 200 x 50 and 1000 x 50 corpora (target
             <= 1.5x); the no-op compile, every output already current
             (target <= 0.25x the floor); peak resident memory on the large
             corpus (target <= 40 MiB); and growth: the 1000 x 50 ratio
             divided by the 200 x 50 ratio, linear when the two are within
             15% of each other (target 1/1.15 to 1.15).

             A clean compile into fresh folders on disk, beside the tours
             and nothing deleted between runs, is timed against
             floor/disk_floor.c: the same parse, then files of the sizes and
             names tourc writes, each through temp+rename (target <= 1.25x).
             Medians of at least 9 paired runs.
  startup    `tourc validate` of one small tour against a Swift hello-world
             that imports Foundation (target <= 1.0x). At least 10 runs.
  typecheck  the generated Swift for a 1000-step tour, type-checked with
             `swiftc -typecheck` against the stand-in SwiftUI modules,
             against its content floor: a bare enum with the same cases
             beside plain arrays of the same literals (target <= 1.25x);
             and the growth: all the generated Swift of 150 ten-step tours
             with both overlays declared, against that of 15 (target <=
             12x, where 10x is growth with the number of tours).
  report     `tourc report --format json` of 1,000,000 analytics events (a
             generated log of a three-variant experiment on a five-step
             tour, Benchmarks/events.py) against Python's `json.loads` of
             every line of the same file (target <= 2x), and its peak
             resident memory (target <= 100 MiB: the report streams, so
             memory follows the installs, not the lines).
  reporters  (not in the default list) `tourc validate --reporter human` of
             one tour of 40,000 steps, each with one finding, against
             `--reporter json` of the same file (target <= 2x: the human
             reporter shows each finding's line, found once per file).
  scan       `tourc targets scan` over 2,000 Swift files (about 500,000
             lines) against `grep -c -r` over the same files (target <= 3x).
             One file in five also has a ternary tag and an annotated loop
             over allCases, about a real app's share; a second row, for
             information, has them in every file.

--update-docs, after a full run (all sections, at least 9 runs; refused with
--only, --smoke or --baseline), replaces the text between the lines
"<!-- Benchmarks/run.py --update-docs: begin -->" and
"<!-- Benchmarks/run.py --update-docs: end -->" in docs/performance.md with
what it printed: a line naming the date, the machine and the runs, and the
table.

--baseline REV also builds tourc at the git revision REV (HEAD~1, a branch,
a commit) in a temporary worktree under Benchmarks/.work, times it
interleaved with the current tourc on the same inputs in the compile and
startup sections, and prints a second table: every figure of the current
tourc against the baseline's (target <= 1.1x: a refactor keeps every figure
within 10% of its value before), with both peak memories.

Work files go to Benchmarks/.work (git-ignored). Runs on Linux and macOS.
"""
import argparse
import collections
import datetime
import json
import os
import platform
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
import events  # noqa: E402

DOCS = os.path.join(ROOT, "docs", "performance.md")
DOCS_BEGIN = "<!-- Benchmarks/run.py --update-docs: begin -->"
DOCS_END = "<!-- Benchmarks/run.py --update-docs: end -->"
# Issue 16: a full run times compile with medians of at least 9 paired runs.
MIN_RUNS = 9
# Growth is linear when the compile/floor ratios of the two corpora are
# within 15% of each other, either way.
GROWTH_TOLERANCE = 1.15

# One row of the results table. `value` and `reference` are in `columns`
# ("s": seconds; "x": ratios; "MiB": memory, no reference); `ratio` is
# value / reference (None without a reference); `target` is None (shown for
# information), an upper bound on the ratio (or on the value, without a
# ratio), or a (least, greatest) pair; `spread` is the least and greatest
# ratio of the paired runs.
Row = collections.namedtuple("Row", "name value reference ratio target spread columns", defaults=(None, "s"))


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


def module_paths(folder):
    """Where swiftc finds the modules built in `folder`, and the C module
    TourSigning imports on Linux (its module map is in the package)."""
    return ["-I", folder, "-I", os.path.join(ROOT, "Sources", "CSodium")]


def build_standin_modules(folder):
    os.makedirs(folder, exist_ok=True)
    def swift_files(path):
        return sorted(os.path.join(path, name) for name in os.listdir(path) if name.endswith(".swift"))

    def sources(target):
        return swift_files(os.path.join(ROOT, "Sources", target))

    # In dependency order: TourKit re-exports TourFormat's types and builds
    # keys with SwiftUI where it can import it. Each stand-in is a folder.
    modules = [
        ("SwiftUI", swift_files(os.path.join(STANDINS, "SwiftUI"))),
        ("TourFormat", sources("TourFormat")),
        ("TourSigning", sources("TourSigning")),
        ("TourKit", sources("TourKit")),
        ("HelpInfoSpotlightOverlay", swift_files(os.path.join(STANDINS, "HelpInfoSpotlightOverlay"))),
        ("TutorialSpotlight", swift_files(os.path.join(STANDINS, "TutorialSpotlight"))),
    ]
    # TourFormat, TourSigning and TourKit are one package, as SwiftPM builds
    # them: each uses the one before's `package` API. TourSigning signs with
    # libsodium through the CSodium module map on Linux.
    for name, sources in modules:
        package = ["-package-name", "tourc"] if name in ("TourFormat", "TourSigning", "TourKit") else []
        run(["swiftc", "-parse-as-library", "-emit-module", "-module-name", name,
             "-emit-module-path", os.path.join(folder, name + ".swiftmodule")] + module_paths(folder) + package + sources)


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
    check = ["swiftc", "-typecheck", "-parse-as-library"] + module_paths(modules)
    medians = interleaved_medians({"floor": check + [floor], "generated": check + [generated]}, runs)
    ratio = medians["generated"] / medians["floor"]
    return [Row(f"type-check, {steps}-step tour (generated / content floor)",
                medians["generated"], medians["floor"], ratio, 1.25, medians.spread("generated", "floor"))]


def report_section(tourc, runs, count):
    """`tourc report` of `count` events against Python's json.loads of
    each line, and its peak memory."""
    folder = os.path.join(WORK, "report")
    os.makedirs(folder, exist_ok=True)
    log = os.path.join(folder, f"events-{count}.jsonl")
    if not os.path.exists(log):
        events.write_events(log, count)
    reference = [sys.executable, "-c", "import json, sys\nfor line in open(sys.argv[1]): json.loads(line)", log]
    report = [tourc, "report", "--format", "json", log]
    medians = interleaved_medians({"python": reference, "report": report}, runs)
    label = f"{count:,}"
    return [
        Row(f"report, {label} events (/ Python json.loads per line)", medians["report"], medians["python"],
            medians["report"] / medians["python"], 2.0, medians.spread("report", "python")),
        Row(f"peak memory, report {label} events", peak_rss_mib(report), None, None, 100, columns="MiB"),
    ]


def typecheck_growth_section(tourc, runs, small, large, steps=10):
    """The generated code of `large` tours against that of `small`, with both
    overlays declared: type-checking should grow with the number of tours,
    so the ratio should stay near large / small (issue 47: at most 12x for
    150 against 15). Each side is one `swiftc -typecheck` of every file a
    compile writes, the overlay glue included, against the stand-ins."""
    folder = os.path.join(WORK, "typecheck-growth")
    shutil.rmtree(folder, ignore_errors=True)
    modules = os.path.join(folder, "modules")
    build_standin_modules(modules)
    check = ["swiftc", "-typecheck", "-parse-as-library"] + module_paths(modules)
    commands = {}
    for tours in (small, large):
        corpus.write_corpus(os.path.join(folder, f"corpus{tours}"), tours, steps)
        out = os.path.join(folder, f"swift{tours}")
        run([tourc, "compile", "--no-config", "--overlay", "helpInfoSpotlightOverlay", "--overlay", "tutorialSpotlight",
             "--swift-out", out, os.path.join(folder, f"corpus{tours}", "tours")])
        files = sorted(os.path.join(out, name) for name in os.listdir(out) if name.endswith(".swift"))
        commands[tours] = check + files
    medians = interleaved_medians(commands, runs)
    ratio = medians[large] / medians[small]
    return [Row(f"type-check growth, {large} / {small} tours of {steps} steps, both overlays",
                medians[large], medians[small], ratio, 12.0, medians.spread(large, small))]


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
        rows.append(Row(f"targets scan, {files} files x 250 lines{label} (/ grep -c)",
                        medians["scan"], medians["grep"], medians["scan"] / medians["grep"], target,
                        medians.spread("scan", "grep")))
    return rows


def reporters_section(tourc, runs, steps):
    """One tour of `steps` steps, each with an unknown key: as many findings,
    printed by the human reporter and by the JSON one."""
    folder = os.path.join(WORK, "reporters")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    with open(os.path.join(folder, "targets.yaml"), "w") as handle:
        handle.write("targets: [play]\n")
    with open(os.path.join(folder, "main.tour.yaml"), "w") as handle:
        handle.write("tour: main\nsteps:\n")
        for index in range(steps):
            handle.write(f"  - {{id: s{index}, target: play, title: T{index}, text: Text {index}., titel: x}}\n")

    def command(reporter):
        return [tourc, "validate", "--no-config", "--quiet", "--max-steps", str(steps), "--reporter", reporter, folder]

    def timed_findings(command):
        start = time.perf_counter()
        result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if result.returncode != 1:
            sys.exit(f"expected findings (exit 1) from {' '.join(command)}, got {result.returncode}")
        return time.perf_counter() - start

    samples = {"human": [], "json": []}
    for _ in range(runs):
        for name in samples:
            samples[name].append(timed_findings(command(name)))
    medians = Medians(samples)
    return [Row(f"validate --reporter human, {steps} findings (/ --reporter json)", medians["human"], medians["json"],
                medians["human"] / medians["json"], 2.0, medians.spread("human", "json"))]


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
    medians_by_corpus, samples_by_corpus = {}, {}
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
        # Some of the corpus's 160-byte texts overflow the card at the largest
        # text size (TOUR351, a warning), and a compile with warnings writes
        # no build stamp, so the no-op rows would measure nothing: the
        # project turns that lint off, as a team that accepts it would.
        config = os.path.join(folder, "tourc.yaml")
        with open(config, "w", encoding="utf-8") as handle:
            handle.write("lint:\n  TOUR351: off\n")
        compile_into = lambda binary, out: [
            binary, "compile", "--config", config, "--swift-out", out + "/Swift", "--json-out", out + "/JSON", inputs]
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
        samples_by_corpus[(tours, steps)] = samples
        label = f"{tours} x {steps}"
        spread = lambda kind, reference: ratio_spread(samples[kind], samples[reference])
        rows.append(Row(f"compile, {label} (tourc / libyaml floor)", medians["compile"], medians["floor"],
                        medians["compile"] / medians["floor"], 1.5, spread("compile", "floor")))
        rows.append(Row(f"compile on disk, {label} (tourc / parse+write floor)", medians["disk"],
                        medians["disk-floor"], medians["disk"] / medians["disk-floor"], 1.25,
                        spread("disk", "disk-floor")))
        rows.append(Row(f"no-op compile, {label} (tourc / libyaml floor)", medians["noop"], medians["floor"],
                        medians["noop"] / medians["floor"], 0.25, spread("noop", "floor")))
        rows.append(Row("  same, build stamp removed (reads every tour)", medians["noop-unstamped"],
                        medians["floor"], medians["noop-unstamped"] / medians["floor"], None,
                        spread("noop-unstamped", "floor")))
        if baseline:
            for kind, name in (("compile", f"compile, {label}"), ("noop", f"no-op compile, {label}"),
                               ("noop-unstamped", "  same, build stamp removed")):
                baseline_rows.append((name, medians[kind], medians[kind + "@base"], "s"))
    small, large = corpora[0], corpora[-1]
    if small != large:
        # Linear growth: the large corpus costs the same multiple of its
        # floor as the small one. The row shows both compile/floor ratios
        # and their quotient; the spread pairs run i of each corpus.
        def ratio_of(size):
            return medians_by_corpus[size]["compile"] / medians_by_corpus[size]["floor"]

        def per_run(size):
            return [c / f for c, f in zip(samples_by_corpus[size]["compile"], samples_by_corpus[size]["floor"])]

        rows.append(Row(f"growth, compile/floor ratio at {large[0]} x {large[1]} / at {small[0]} x {small[1]}",
                        ratio_of(large), ratio_of(small), ratio_of(large) / ratio_of(small),
                        (1 / GROWTH_TOLERANCE, GROWTH_TOLERANCE),
                        ratio_spread(per_run(large), per_run(small)), "x"))
        growth = medians_by_corpus[large]["compile"] / medians_by_corpus[small]["compile"]
        outs = FreshFolders("out-memory")
        inputs = os.path.join(WORK, f"corpus-{large[0]}x{large[1]}", "tours")
        rss = {}
        for suffix, binary in binaries.items():
            out = outs.next()
            rss[suffix] = peak_rss_mib([binary, "compile", "--swift-out", out + "/Swift", "--json-out", out + "/JSON", inputs])
        shutil.rmtree(outs.root)
        rows.append(Row(f"peak memory, compile {large[0]} x {large[1]}", rss[""], None, None, 40, columns="MiB"))
        if baseline:
            base_growth = medians_by_corpus[large]["compile@base"] / medians_by_corpus[small]["compile@base"]
            baseline_rows.append((f"growth, {large[0]} / {small[0]} tours", growth, base_growth, "x"))
            baseline_rows.append((f"peak memory, compile {large[0]} x {large[1]}", rss[""], rss["@base"], "MiB"))
    return rows, baseline_rows


def catalog_section(tourc, runs, tours, steps):
    """A clean compile that also writes a String Catalog (every title and
    text a key: 11,650 keys at 200 x 50), against the same compile without
    one, interleaved. Each run merges into a copy of an app catalog that
    already holds 500 entries of its own, as Xcode wrote them."""
    folder = os.path.join(WORK, f"corpus-{tours}x{steps}")
    if not os.path.isdir(folder):
        corpus.write_corpus(folder, tours, steps)
    inputs = os.path.join(folder, "tours")
    app_catalog = os.path.join(WORK, "app-catalog.xcstrings")
    strings = ",\n".join(f'    "App string {index:04d}" : {{\n\n    }}' for index in range(500))
    with open(app_catalog, "w") as file:
        file.write('{\n  "sourceLanguage" : "en",\n  "strings" : {\n' + strings + '\n  },\n  "version" : "1.0"\n}')
    fresh = FreshFolders(f"catalog-{tours}x{steps}")
    samples = {"with": [], "without": []}
    for index in range(runs):
        for kind in (("with", "without") if index % 2 == 0 else ("without", "with")):
            out = fresh.next()
            command = [tourc, "compile", "--swift-out", out + "/Swift", "--json-out", out + "/JSON", inputs]
            if kind == "with":
                os.makedirs(out, exist_ok=True)
                shutil.copy(app_catalog, out + "/Localizable.xcstrings")
                command += ["--catalog", out + "/Localizable.xcstrings"]
            samples[kind].append(timed(command))
    shutil.rmtree(fresh.root)
    medians = {kind: statistics.median(values) for kind, values in samples.items()}
    return [Row(f"compile with a String Catalog, {tours} x {steps} (with / without --catalog)", medians["with"],
                medians["without"], medians["with"] / medians["without"], 1.5,
                ratio_spread(samples["with"], samples["without"]))]


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
    rows = [Row("validate one small tour (tourc / Foundation hello-world)", medians["validate"], medians["hello"],
                medians["validate"] / medians["hello"], 1.0, medians.spread("validate", "hello"))]
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


def results_table(rows):
    """The results as a markdown table, the one printed and the one in
    docs/performance.md (--update-docs); returns it and whether a row misses
    its target. The ratio is the medians'; min-max are the least and
    greatest ratio of the paired runs (each run against the reference run
    right beside it)."""
    def shown(value, columns):
        if value is None:
            return "-"
        return {"s": f"{value:.3f} s", "x": f"{value:.2f}x", "MiB": f"{value:.1f} MiB"}[columns]

    header = ["measurement", "tourc", "reference", "ratio", "min-max", "target", "met"]
    lines, failed = [], False
    for row in rows:
        unit = " MiB" if row.columns == "MiB" and row.ratio is None else "x"
        measured = row.ratio if row.ratio is not None else row.value
        if row.target is None:
            target_text, met_text = "(info)", "-"
        else:
            if isinstance(row.target, tuple):
                least, greatest = row.target
                target_text = f"{least:.2f}-{greatest:.2f}{unit}"
                met = least <= measured <= greatest
            else:
                target_text = f"<= {row.target:g}{unit}"
                met = measured <= row.target
            failed |= not met
            met_text = "met" if met else "not met"
        lines.append([row.name, shown(row.value, row.columns), shown(row.reference, row.columns),
                      shown(row.ratio, "x"), f"{row.spread[0]:.2f}-{row.spread[1]:.2f}x" if row.spread else "-",
                      target_text, met_text])
    widths = [max(len(cells[column]) for cells in [header] + lines) for column in range(len(header))]

    def line(cells):
        # The measurement is aligned left, the figures right.
        padded = [cell.ljust(width) if column == 0 else cell.rjust(width)
                  for column, (cell, width) in enumerate(zip(cells, widths))]
        return "| " + " | ".join(padded) + " |"

    table = [line(header), "| " + " | ".join("-" * width for width in widths) + " |"] + [line(cells) for cells in lines]
    return "\n".join(table), failed


def first_line(command):
    """The first line `command` prints, or None when it cannot run."""
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return None
    text = (result.stdout or result.stderr).strip()
    return text.splitlines()[0].strip() if result.returncode == 0 and text else None


def machine_description():
    """Core count, CPU model, memory, OS, Swift and libyaml versions."""
    cpu = None
    memory = None
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as handle:
            cpu = next((line.split(":", 1)[1].strip() for line in handle if line.startswith("model name")), None)
    except OSError:
        pass
    try:
        with open("/proc/meminfo", encoding="utf-8") as handle:
            kib = next((int(line.split()[1]) for line in handle if line.startswith("MemTotal:")), None)
            memory = f"{kib / (1024 * 1024):.1f} GiB" if kib else None
    except (OSError, ValueError):
        pass
    operating_system = None
    try:
        with open("/etc/os-release", encoding="utf-8") as handle:
            for line in handle:
                if line.startswith("PRETTY_NAME="):
                    operating_system = line.split("=", 1)[1].strip().strip('"')
    except OSError:
        pass
    if sys.platform == "darwin":
        cpu = cpu or first_line(["sysctl", "-n", "machdep.cpu.brand_string"])
        operating_system = operating_system or f"macOS {platform.mac_ver()[0]}"
    parts = [f"{os.cpu_count()} cores", cpu or platform.processor() or platform.machine() or "unknown CPU"]
    if memory:
        parts.append(memory)
    parts.append(operating_system or platform.platform())
    parts.append(first_line(["swift", "--version"]) or "swift version unknown")
    libyaml = first_line(["pkg-config", "--modversion", "yaml-0.1"])
    parts.append(f"libyaml {libyaml}" if libyaml else "libyaml version unknown")
    return ", ".join(parts)


def runs_description(runs_by_section):
    """"medians of 9 interleaved runs (10 for startup)": the count most
    sections used, and the others'."""
    counts = collections.Counter(runs_by_section.values())
    usual = counts.most_common(1)[0][0]
    others = [f"{count} for {section}" for section, count in runs_by_section.items() if count != usual]
    return f"medians of {usual} interleaved runs" + (f" ({', '.join(others)})" if others else "")


def outputs_description():
    if OUTPUT_ROOT == WORK:
        return f"compile outputs on disk in {os.path.relpath(WORK, ROOT)}"
    return (f"compile outputs on tmpfs ({os.path.dirname(OUTPUT_ROOT)}), "
            f"the on-disk rows' in {os.path.relpath(WORK, ROOT)}")


def report(rows, runs_by_section):
    """What is printed and, with --update-docs, written into the docs: a
    line naming the date, the machine and the runs, then the table."""
    today = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")
    header = (f"Measured {today} (UTC) by `Benchmarks/run.py` on {machine_description()}; "
              f"{runs_description(runs_by_section)}; {outputs_description()}.")
    table, failed = results_table(rows)
    return header + "\n\n" + table, failed


def docs_block_lines(text):
    """The lines of `text` (docs/performance.md) holding the begin and end
    markers, or an error message."""
    lines = text.split("\n")
    begins = [index for index, line in enumerate(lines) if line.strip() == DOCS_BEGIN]
    ends = [index for index, line in enumerate(lines) if line.strip() == DOCS_END]
    if len(begins) != 1 or len(ends) != 1 or begins[0] > ends[0]:
        return None, (f"{os.path.relpath(DOCS, ROOT)} needs one line {DOCS_BEGIN!r} and, after it, "
                      f"one line {DOCS_END!r} (found {len(begins)} and {len(ends)})")
    return (begins[0], ends[0]), None


def update_docs(block):
    """Replaces what is between the markers in docs/performance.md with
    `block`."""
    with open(DOCS, encoding="utf-8") as handle:
        text = handle.read()
    found, error = docs_block_lines(text)
    if error:
        sys.exit(error)
    begin, end = found
    lines = text.split("\n")
    lines[begin + 1:end] = ["", block, ""]
    temporary = DOCS + ".tmp"
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines))
    os.replace(temporary, DOCS)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=MIN_RUNS,
                        help=f"interleaved runs per figure (default {MIN_RUNS}; compile takes at least {MIN_RUNS} "
                             "and startup at least 10 unless --smoke)")
    parser.add_argument("--only", help="sections to run, comma-separated (default: compile,catalog,startup,typecheck,report,scan)")
    parser.add_argument("--smoke", action="store_true", help="tiny inputs and 3 runs, to keep the script working in CI")
    parser.add_argument("--outputs-on-disk", action="store_true", help="write compile outputs under Benchmarks/.work")
    parser.add_argument("--baseline", metavar="REV",
                        help="also time tourc built at git revision REV (compile and startup sections)")
    parser.add_argument("--update-docs", action="store_true",
                        help="write the results into docs/performance.md, between its marker lines (a full run only)")
    args = parser.parse_args()
    if args.update_docs:
        refused = [flag for flag, given in (("--only", args.only is not None), ("--smoke", args.smoke),
                                            ("--baseline", args.baseline is not None)) if given]
        if refused:
            parser.error(f"--update-docs writes a full run's table; it cannot be combined with {', '.join(refused)}")
        if args.runs < MIN_RUNS:
            parser.error(f"--update-docs writes medians of at least {MIN_RUNS} runs; --runs {args.runs} is fewer")
        with open(DOCS, encoding="utf-8") as handle:
            _, error = docs_block_lines(handle.read())
        if error:
            parser.error(error)
    global OUTPUT_ROOT
    if args.outputs_on_disk:
        OUTPUT_ROOT = WORK
    runs = 3 if args.smoke else args.runs
    sections = (args.only or "compile,catalog,startup,typecheck,report,scan").split(",")
    if args.baseline and "compile" not in sections and "startup" not in sections:
        parser.error("--baseline compares the compile and startup sections; --only has neither")
    os.makedirs(WORK, exist_ok=True)
    tourc = build_tourc()
    baseline, worktree, baseline_label = build_baseline(args.baseline) if args.baseline else (None, None, None)
    rows, baseline_rows = [], []
    runs_by_section = {}
    try:
        if "compile" in sections:
            floor, disk_floor = build_floor(), build_floor("disk_floor")
            corpora = [(4, 5), (20, 5)] if args.smoke else [(200, 50), (1000, 50)]
            runs_by_section["compile"] = runs if args.smoke else max(runs, MIN_RUNS)
            section_rows, section_baseline_rows = compile_section(
                tourc, floor, disk_floor, runs_by_section["compile"], corpora, baseline)
            rows += section_rows
            baseline_rows += section_baseline_rows
        if "catalog" in sections:
            runs_by_section["catalog"] = runs if args.smoke else max(runs, MIN_RUNS)
            rows += catalog_section(tourc, runs_by_section["catalog"], *((4, 5) if args.smoke else (200, 50)))
        if "startup" in sections:
            runs_by_section["startup"] = runs if args.smoke else max(runs, 10)
            section_rows, section_baseline_rows = startup_section(tourc, runs_by_section["startup"], baseline)
            rows += section_rows
            baseline_rows += section_baseline_rows
        if "typecheck" in sections:
            runs_by_section["typecheck"] = runs
            rows += typecheck_section(tourc, runs, 50 if args.smoke else 1000)
            rows += typecheck_growth_section(tourc, runs, *((2, 6) if args.smoke else (15, 150)))
        if "report" in sections:
            runs_by_section["report"] = runs
            rows += report_section(tourc, runs, 10_000 if args.smoke else 1_000_000)
        if "reporters" in sections:
            runs_by_section["reporters"] = runs
            rows += reporters_section(tourc, runs, 400 if args.smoke else 40_000)
        if "scan" in sections:
            runs_by_section["scan"] = runs
            rows += scan_section(tourc, runs, 50 if args.smoke else 2000)
    finally:
        if worktree:
            remove_worktree(worktree)

    shutil.rmtree(OUTPUT_ROOT, ignore_errors=True) if OUTPUT_ROOT != WORK else None
    text, failed = report(rows, runs_by_section)
    print("\n" + text)
    if args.update_docs:
        update_docs(text)
        print(f"\nwrote the table into {os.path.relpath(DOCS, ROOT)}")
    if baseline_rows:
        failed |= print_baseline_table(baseline_label, baseline_rows)
    if args.smoke:
        return 0  # tiny inputs say nothing about ratios; the smoke run only proves the script works
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
