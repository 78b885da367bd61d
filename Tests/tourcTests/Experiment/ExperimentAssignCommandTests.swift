import Foundation
import TestSupport
import Testing

/// `tourc experiment assign`, held to a second implementation written from
/// the spec alone (assign_variants.py, beside this file) on 10,000 install
/// ids: the same variant for each, every time, and a split within one
/// percentage point of the weights.
@Suite struct ExperimentAssignCommandTests {
    static let tour = """
        tour: main
        experiment:
          id: welcome-copy-2026-12
          variants:
            control: {weight: 10, show: false}
            a: {weight: 45}
            b:
              weight: 45
              steps:
                keyboard: {title: Play a note, text: Choose any key.}
        steps:
          - id: keyboard
            title: Play the keyboard
            text: Touch a key to play a note.
          - id: sustain
            title: Let notes ring
            text: Hold Sustain to keep notes sounding.

        """

    /// 10,000 install ids as TourKit makes them (UUIDs), from a fixed seed:
    /// a fixed set, so the split's bound is about these ids and never flaky.
    static let installs: [String] = {
        var random = SeededGenerator(state: 52)
        return (0..<10_000).map { _ in
            let high = random.next()
            let low = random.next()
            let hex = String(high, radix: 16).leftPadded(to: 16) + String(low, radix: 16).leftPadded(to: 16)
            let parts = [hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4), hex.dropFirst(16).prefix(4), hex.dropFirst(20)]
            return parts.joined(separator: "-").uppercased()
        }
    }()

    static func folder() throws -> TemporaryFolder {
        try TemporaryFolder(files: ["main.tour.yaml": tour, "targets.yaml": "targets:\n  - keyboard\n  - sustain\n", "tourc.yaml": "inputs: [.]\n"])
    }

    @Test func tenThousandInstallsGetTheVariantsASecondImplementationGives() throws {
        let folder = try Self.folder()
        let run = try runTourc(["experiment", "assign", "main"] + Self.installs, in: folder.path)
        #expect(run.status == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == Self.installs.count)
        try folder.write("ids.txt", Self.installs.joined(separator: "\n") + "\n")
        let python = try runProcess(
            "/bin/sh",
            [
                "-c", "python3 \"$0\" welcome-copy-2026-12 control:10 a:45 b:45 < ids.txt",
                packageRoot + "/Tests/tourcTests/Experiment/assign_variants.py",
            ],
            in: folder.path)
        #expect(python.status == 0, "\(python.error)")
        let expected = python.output.split(separator: "\n").map(String.init)
        #expect(lines == expected, "first difference: \(zip(lines, expected).first { $0 != $1 }.map { "\($0) vs \($1)" } ?? "in length")")

        let again = try runTourc(["experiment", "assign", "main.tour.yaml"] + Self.installs, in: folder.path)
        #expect(again.standardOutput == run.standardOutput, "the same variant each time, by tour id or tour file")

        var counts: [String: Int] = [:]
        for line in lines { counts[String(line.split(separator: " ").last!), default: 0] += 1 }
        // Within one percentage point (100 of 10,000) of each weight.
        for (variant, weight) in [("control", 10), ("a", 45), ("b", 45)] {
            #expect(abs(counts[variant, default: 0] - weight * 100) <= 100, "\(variant): \(counts)")
        }
    }

    @Test func aBundleAnswersAsItsTourFileDoes() throws {
        let folder = try Self.folder()
        let compile = try runTourc(["compile", "--json-out", "J", "--swift-out", "S"], in: folder.path)
        #expect(compile.status == 0, "\(compile.standardError)")
        let ids = Array(Self.installs.prefix(50))
        let fromBundle = try runTourc(["experiment", "assign", "J/main.json"] + ids, in: folder.path)
        let fromFile = try runTourc(["experiment", "assign", "main"] + ids, in: folder.path)
        #expect(fromBundle.status == 0 && fromBundle.standardOutput == fromFile.standardOutput, "\(fromBundle.standardError)")
    }

    @Test func aTourWithoutAnExperimentOrNoTourIsAUsageError() throws {
        let folder = try TemporaryFolder(files: [
            "main.tour.yaml": Self.tour, "plain.tour.yaml": "tour: plain\nsteps:\n  - {id: keyboard, title: Play, text: Touch a key.}\n",
            "targets.yaml": "targets:\n  - keyboard\n  - sustain\n", "tourc.yaml": "inputs: [.]\n",
        ])
        let plain = try runTourc(["experiment", "assign", "plain", "x"], in: folder.path)
        #expect(plain.status == 2)
        #expect(plain.standardError.hasPrefix("tourc: error: tour 'plain' has no experiment; tours with one: main\n"))
        let missing = try runTourc(["experiment", "assign", "mian", "x"], in: folder.path)
        #expect(missing.status == 2)
        #expect(missing.standardError.hasPrefix("tourc: error: no tour 'mian' in the inputs; tours with one: main\n"))
    }

    @Test func aTourWithErrorsAssignsNothing() throws {
        let broken = Self.tour.replacingOccurrences(of: "a: {weight: 45}", with: "a: {weight: 55}")
        let folder = try TemporaryFolder(files: ["main.tour.yaml": broken, "targets.yaml": "targets:\n  - keyboard\n  - sustain\n"])
        let run = try runTourc(["experiment", "assign", "main.tour.yaml", "x"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(
            run.standardError.contains(
                "main.tour.yaml:5:5: error: the weights of experiment 'welcome-copy-2026-12' add up to 110 (10 + 55 + 45); they must add up to 100 [TOUR360]"
            ))
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
