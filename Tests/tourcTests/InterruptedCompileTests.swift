import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Compiles cut short: `kill -9` at many points of a run, and Ctrl-C or
/// SIGTERM. After any of them, one normal compile must give byte for byte
/// the outputs of a clean compile, leave no temporary file, and pass
/// `--check`; an interrupted run removes its own temporaries first.
///
/// Not serialized: each test compiles its own corpus into its own folders,
/// and times its signals against compiles measured under the same load
/// (``duration(of:into:)``). Serialized, the Ctrl-C and edit tests ran
/// after the `kill -9` one, alone at the end of `swift test` (63 of its
/// 308 s on two cores).
@Suite("tourc compile, interrupted")
struct InterruptedCompileTests {
    /// A corpus of `tours` tour files of `steps` steps, in one of two
    /// versions of its texts, so each run has every output to rewrite.
    final class Corpus {
        let folder: TemporaryFolder
        let tours: Int, steps: Int
        var path: String { folder.path }

        /// 80 tours, so that each run commits 160 outputs; 30 steps each, or
        /// 10 under a sanitizer, whose tourc is several times slower: the
        /// renames and kill points are the same, each run a third of the
        /// parsing (this suite held a core for 322 of ASan's 460 s).
        init(tours: Int = 80, steps: Int = runsUnderSanitizer ? 10 : 30) throws {
            folder = try TemporaryFolder()
            self.tours = tours
            self.steps = steps
            var registry = "targets:\n"
            for tour in 0..<tours {
                for step in 0..<steps { registry += "  - target\(tour)x\(step)\n" }
            }
            try folder.write("Tours/targets.yaml", registry)
            try write(version: 0)
        }

        func write(version: Int) throws {
            for tour in 0..<tours {
                var text = "tour: tour\(tour)\ntitle: Tour \(tour), version \(version)\nsteps:\n"
                for step in 0..<steps {
                    text += "  - id: step\(step)\n    target: target\(tour)x\(step)\n    title: Step \(step) of tour \(tour)\n"
                    text += "    text: Version \(version) of a text long enough to make the outputs take some writing, step \(step).\n"
                }
                try folder.write("Tours/tour\(tour).tour.yaml", text)
            }
            // Written long ago, as far as the build stamp can tell, so that it
            // is trusted whenever the files are as it recorded them.
            for name in try FileManager.default.contentsOfDirectory(atPath: path + "/Tours") {
                try FileManager.default.setAttributes(
                    [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: path + "/Tours/" + name)
            }
        }

        func arguments(into output: String) -> [String] {
            ["compile", "--swift-out", output + "/Swift", "--json-out", output + "/JSON", path + "/Tours"]
        }

        /// Every file under `output`, by relative path, without the stamp and
        /// the manifests' owner lines (which name the folder).
        func files(in output: String) throws -> [String: Data] {
            var files: [String: Data] = [:]
            guard let walker = FileManager.default.enumerator(atPath: output) else { return files }
            for case let name as String in walker where !name.hasSuffix(".tourc-stamp") {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: output + "/" + name, isDirectory: &isDirectory), !isDirectory.boolValue
                else { continue }
                var data = try Data(contentsOf: URL(fileURLWithPath: output + "/" + name))
                if name.hasSuffix(".tourc-manifest") {
                    data = Data(
                        String(decoding: data, as: UTF8.self).split(separator: "\n").filter { !$0.hasPrefix("owner ") }.joined(separator: "\n").utf8)
                }
                files[name] = data
            }
            return files
        }
    }

    /// Starts a compile of `corpus` that stalls at its `rename`th rename
    /// (the debug build's fault injection), and returns once it has: a
    /// signal sent then certainly lands in the middle of the commit, with
    /// `rename - 1` outputs replaced and the rest's temporaries on disk,
    /// however slow or busy the machine. Every output must differ from
    /// what is on disk, so that the run has `rename` renames to make.
    static func startStalled(_ corpus: Corpus, into output: String, atRename rename: Int) throws -> RunningTourc {
        let run = try RunningTourc(
            corpus.arguments(into: output), in: corpus.path, environment: ["TOURC_INJECT_FAULT": "rename:\(rename):stall"])
        #expect(run.waitForStall(), "the run did not stall at rename \(rename): \(run.output)")
        #expect(!temporaries(in: output).isEmpty, "the run stalled at rename \(rename) with no temporaries")
        return run
    }

    /// The renames the stalled runs stop at: the commit's first, and two
    /// with outputs already replaced before them (each run replaces all 160).
    static let stallingRenames = [1, 40, 120]

    static func temporaries(in output: String) -> [String] {
        (FileManager.default.enumerator(atPath: output)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".tmp") }
    }

    /// How long a full compile of `corpus` takes here, in microseconds: the
    /// median of three, each into a fresh folder (other suites run beside
    /// this one, so a single run can be far off). Leaves `output` compiled.
    static func duration(of corpus: Corpus, into output: String) throws -> UInt32 {
        var durations: [Double] = []
        for attempt in 0..<3 {
            let folder = try TemporaryFolder()
            let start = Date()
            #expect(try runTourc(corpus.arguments(into: attempt == 2 ? output : folder.path)).status == 0)
            durations.append(Date().timeIntervalSince(start))
        }
        return UInt32(max(20_000, durations.sorted()[1] * 1_000_000))
    }

    @Test func killedAtAnyPointTheNextCompileGivesTheCleanOutputs() throws {
        let corpus = try Corpus()
        // The clean outputs of each version, made in folders of their own.
        var clean: [[String: Data]] = []
        for version in 0..<2 {
            try corpus.write(version: version)
            let folder = try TemporaryFolder()
            #expect(try runTourc(corpus.arguments(into: folder.path)).status == 0)
            clean.append(try corpus.files(in: folder.path))
        }
        let output = try TemporaryFolder()
        let full = try Self.duration(of: corpus, into: output.path)
        var version = 0
        /// After a kill, one normal compile gives the clean outputs.
        func expectRepaired(after point: String) throws {
            let repair = try runTourc(corpus.arguments(into: output.path))
            #expect(repair.status == 0, "after a kill \(point): \(repair)")
            #expect(Self.temporaries(in: output.path).isEmpty, "temporaries left after a kill \(point)")
            #expect(try corpus.files(in: output.path) == clean[version], "outputs after a kill \(point)")
            let check = try runTourc(corpus.arguments(into: output.path) + ["--check"])
            #expect(check.status == 0, "--check after a kill \(point): \(check)")
        }
        // Kills spread over the run, from its start to a little past its end.
        // Where each lands depends on this machine's speed at the time.
        // Under a sanitizer, where each run is several times slower, 8
        // points: the plain run's 20 look for misses, these for memory
        // and races on the way to a kill (20 took 363 s under ASan in CI).
        let points = runsUnderSanitizer ? 8 : 20
        for point in 0..<points {
            version = point % 2 == 0 ? 0 : 1
            try corpus.write(version: version)
            let run = try RunningTourc(corpus.arguments(into: output.path), in: corpus.path)
            usleep(full * UInt32(point) / UInt32(points - 4))
            _ = try run.interrupt(with: SIGKILL)
            try expectRepaired(after: "at point \(point)")
        }
        // Kills in the middle of the commit, certain to land there: the run
        // stalls at a known rename, with outputs of both versions on disk
        // (those renamed before it are the new version's).
        for rename in Self.stallingRenames {
            version = 1 - version
            try corpus.write(version: version)
            let run = try Self.startStalled(corpus, into: output.path, atRename: rename)
            let onDisk = try corpus.files(in: output.path)
            let replaced = onDisk.filter { clean[version][$0.key] == $0.value && clean[1 - version][$0.key] != $0.value }
            #expect(replaced.count == rename - 1, "\(replaced.count) outputs replaced before rename \(rename)")
            _ = try run.interrupt(with: SIGKILL)
            #expect(run.process.terminationReason == .uncaughtSignal, "the run stalled at rename \(rename) was not killed")
            try expectRepaired(after: "at rename \(rename)")
        }
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func ctrlCAndSIGTERMRemoveTheRunsTemporaries(signal: Int32) throws {
        let corpus = try Corpus()
        let output = try TemporaryFolder()
        let full = try Self.duration(of: corpus, into: output.path)
        // Signals spread over the run: each may land before the handler is
        // set, in the middle, or after the end, as this machine's speed has it.
        // Under ThreadSanitizer, which looks for races in the handler on the
        // way, 4 points: the stalled runs below land mid-commit for certain
        // (this test was the longest of CI's TSan run, 273 s).
        let points = runsUnderSanitizer ? 4 : 8
        for point in 0..<points {
            try corpus.write(version: (point + 1) % 2)
            let run = try RunningTourc(corpus.arguments(into: output.path), in: corpus.path)
            usleep(full * UInt32(point) / UInt32(points))
            let status = try run.interrupt(with: signal)
            #expect([0, 128 + signal].contains(status), "exit status \(status)")
            #expect(Self.temporaries(in: output.path).isEmpty, "the interrupted run left temporaries at point \(point)")
        }
        // Signals certain to land in the middle of the commit, with
        // temporaries on disk: the run stalls at a known rename and says so.
        for (index, rename) in Self.stallingRenames.enumerated() {
            // Every output as one version, so the next run replaces them all.
            try corpus.write(version: index % 2)
            #expect(try runTourc(corpus.arguments(into: output.path)).status == 0)
            try corpus.write(version: 1 - index % 2)
            let status = try Self.startStalled(corpus, into: output.path, atRename: rename).interrupt(with: signal)
            #expect(status == 128 + signal, "exit status \(status) at rename \(rename)")
            #expect(Self.temporaries(in: output.path).isEmpty, "the run interrupted at rename \(rename) left temporaries")
        }
        #expect(try runTourc(corpus.arguments(into: output.path)).status == 0)
        #expect(try runTourc(corpus.arguments(into: output.path) + ["--check"]).status == 0)
    }

    /// An edit saved while a compile reads the tours: whether or not that
    /// compile saw it, the next one must give the outputs of the edited tours.
    @Test func anEditSavedDuringACompileIsInTheNextOne() throws {
        let corpus = try Corpus()
        let output = try TemporaryFolder()
        let full = try Self.duration(of: corpus, into: output.path)
        let edited = corpus.path + "/Tours/tour0.tour.yaml"
        for point in 0..<8 {
            try corpus.write(version: point % 2)
            let cleanFolder = try TemporaryFolder()
            // The state after the edit, compiled cleanly on its own.
            let original = try String(contentsOfFile: edited, encoding: .utf8)
            let change = original.replacingOccurrences(of: "title: Tour 0,", with: "title: Tour 0 (edit \(point)),")
            try change.write(toFile: edited, atomically: true, encoding: .utf8)
            #expect(try runTourc(corpus.arguments(into: cleanFolder.path)).status == 0)
            let clean = try corpus.files(in: cleanFolder.path)
            try original.write(toFile: edited, atomically: true, encoding: .utf8)
            let run = try RunningTourc(corpus.arguments(into: output.path), in: corpus.path)
            usleep(full * UInt32(point) / 8)
            try change.write(toFile: edited, atomically: true, encoding: .utf8)
            // Its time an hour back, as for any edit in a compile that takes
            // longer than the stamp's two seconds of doubt: only the identity
            // the run read can tell it apart.
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: edited)
            run.process.waitUntilExit()
            let next = try runTourc(corpus.arguments(into: output.path))
            #expect(next.status == 0, "\(next)")
            #expect(try corpus.files(in: output.path) == clean, "the edit saved at point \(point) is missing")
        }
    }
}
