import Foundation
import TestSupport
import Testing
import TourCompiler
import TourDiagnostics

@testable import tourc

/// These run the built `tourc` binary as a subprocess, so they check exit
/// statuses, streams and exact output as users and CI see them.
@Suite("tourc executable: exit statuses")
struct TourcExitStatusTests {
    @Test func validSamplesExitZeroAndSaySo() throws {
        let run = try runTourc(["validate", "--config", "Samples/tourc.yaml", "Samples/Tours"])
        #expect(run.status == 0, "\(run)")
        #expect(run.standardOutput == "")
        #expect(run.standardError == "validated 3 tours (17 steps): 0 errors, 0 warnings\n")
        let quiet = try runTourc(["validate", "--quiet", "--config", "Samples/tourc.yaml"])
        #expect(quiet.status == 0 && quiet.standardError == "", "\(quiet)")
    }

    @Test func folderWithAnErrorExitsOne() throws {
        let folder = try TourFolders.broken()
        let run = try runTourc(["validate", "--quiet", folder.path])
        #expect(run.status == 1, "\(run)")
    }

    @Test func unknownFlagExitsTwoWithOneErrorLineThenUsage() throws {
        let run = try runTourc(["validate", "--quiet", "--bogus", "Samples/Tours"])
        #expect(run.status == 2)
        #expect(run.standardOutput == "")
        #expect(run.errorLines.count == 2, "\(run)")
        #expect(run.errorLines.first == "tourc: error: unknown option '--bogus' for 'tourc validate'")
        #expect(run.errorLines.last.map(String.init) == ValidateSubcommand.spec.usage)
        #expect(run.errorLines.last?.hasPrefix("usage: tourc validate [OPTIONS] ") == true)
    }

    @Test func maxDepthPastTheCeilingIsAUsageErrorNamingIt() throws {
        let run = try runTourc(["validate", "--quiet", "--max-depth", "1000000", "Samples/Tours"])
        #expect(run.status == 2, "\(run)")
        #expect(run.errorLines.first == "tourc: error: --max-depth is at most 10000 (the deepest nesting tourc can read safely), not '1000000'")
        let atTheCeiling = try runTourc(["validate", "--quiet", "--max-depth", "10000", "--config", "Samples/tourc.yaml"])
        #expect(atTheCeiling.status == 0, "\(atTheCeiling)")
    }

    @Test func misspeltFlagSuggestsTheClosest() throws {
        let run = try runTourc(["validate", "--quiet", "--reportr", "json", "Samples/Tours"])
        #expect(run.status == 2)
        #expect(run.errorLines.first == "tourc: error: unknown option '--reportr' for 'tourc validate'; did you mean '--reporter'?")
    }

    @Test func unknownCommandExitsTwo() throws {
        let run = try runTourc(["validat", "Samples/Tours"])
        #expect(run.status == 2)
        #expect(run.errorLines.first == "tourc: error: unknown command 'validat'; did you mean 'validate'?")
        #expect(run.errorLines.count == 2)
    }

    @Test func missingOptionValueExitsTwo() throws {
        let run = try runTourc(["validate", "--quiet", "Samples/Tours", "--registry"])
        #expect(run.status == 2)
        #expect(run.errorLines.first == "tourc: error: option '--registry' needs a value (FILE)")
    }

    @Test func unknownReporterExitsTwo() throws {
        let run = try runTourc(["validate", "--quiet", "--reporter", "junit", "Samples/Tours"])
        #expect(run.status == 2)
        #expect(run.errorLines.first == "tourc: error: unknown reporter 'junit'; use human, xcode, github, json or sarif")
    }

    @Test func missingExplainCodeExitsTwo() throws {
        let run = try runTourc(["explain"])
        #expect(run.status == 2)
        #expect(run.errorLines == ["tourc: error: missing argument CODE|TOPIC for 'tourc explain'", "usage: tourc explain CODE|TOPIC"])
    }

    /// With no PATH, `validate` reads tourc.yaml; without one there is
    /// nothing to validate: a configuration error, exit status 2.
    @Test func missingPathWithoutConfigurationIsAConfigurationError() throws {
        let folder = try TemporaryFolder()
        let run = try runTourc(["validate"], in: folder.path)
        #expect(run.status == 2, "\(run)")
        #expect(run.standardError.hasPrefix("tourc.yaml: error: no configuration file tourc.yaml"), "\(run)")
    }

    @Test func pathThatDoesNotExistIsAnInputError() throws {
        let folder = try TemporaryFolder()
        let run = try runTourc(["validate", "--quiet", "--reporter", "xcode", "no-such-folder"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.standardError == "no-such-folder: error: no such file or folder: no-such-folder [TOUR501]\n")
    }

    @Test func noArgumentsPrintsTheOverviewAndExitsTwo() throws {
        let run = try runTourc([])
        #expect(run.status == 2)
        #expect(run.standardError.contains("usage: tourc <command>"))
    }
}

@Suite("tourc executable: version, help and explain")
struct TourcInformationTests {
    @Test func versionPrintsNameAndVersion() throws {
        let run = try runTourc(["--version"])
        #expect(run.status == 0)
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.first == "tourc \(TourcVersion.current)")
        // The second line says what the SF Symbols check knows.
        #expect(lines.count == 2 && lines[1] == "SF Symbols table: SF Symbols 7.0, 9155 names", "\(run.standardOutput)")
        #expect(lines.last?.hasSuffix(" names") == true)
        #expect(run.standardError == "")
        let version = lines[0].dropFirst("tourc ".count)
        #expect(version.split(separator: ".").count == 3)
        #expect(version.split(separator: ".").allSatisfy { Int($0) != nil })
    }

    @Test func helpListsCommandsAndOptions() throws {
        for arguments in [["--help"], ["-h"], ["help"]] {
            let run = try runTourc(arguments)
            #expect(run.status == 0)
            for word in ["usage: tourc", "validate", "explain", "help", "--version", "--help"] {
                #expect(run.standardOutput.contains(word), "\(arguments) should mention \(word)")
            }
        }
    }

    @Test func commandHelpMentionsEveryOption() throws {
        let viaHelp = try runTourc(["help", "validate"])
        let viaFlag = try runTourc(["validate", "--help"])
        let viaShortFlag = try runTourc(["validate", "-h"])
        #expect(viaHelp.status == 0)
        #expect(viaFlag.status == 0)
        #expect(viaShortFlag.status == 0)
        #expect(viaHelp.standardOutput == viaFlag.standardOutput)
        #expect(viaShortFlag.standardOutput == viaFlag.standardOutput)
        for word in ["usage: tourc validate", "--registry FILE", "--reporter NAME", "--strict", "-h, --help", "Exit status"] {
            #expect(viaFlag.standardOutput.contains(word), "validate --help should mention \(word)")
        }
    }

    @Test func commandGroupsListTheirSubcommandsOneLineEach() throws {
        for (group, subcommands) in [("targets", ["scan", "coverage"]), ("import", ["swift"])] {
            let bare = try runTourc([group])
            let viaHelp = try runTourc(["help", group])
            let viaFlag = try runTourc([group, "--help"])
            for run in [bare, viaHelp, viaFlag] {
                #expect(run.status == 0, "\(run)")
                #expect(run.standardOutput == bare.standardOutput)
            }
            #expect(bare.standardOutput.contains("usage: tourc \(group) <subcommand>"))
            for subcommand in subcommands {
                let lines = bare.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  \(subcommand) ") }
                #expect(lines.count == 1, "\(group) lists \(subcommand) once: \(bare.standardOutput)")
            }
        }
        let optionFirst = try runTourc(["targets", "--strict"])
        #expect(optionFirst.status == 2, "\(optionFirst)")
        #expect(optionFirst.errorLines.first == "tourc: error: 'targets' needs a subcommand before its options")
    }

    @Test func helpHelpPrintsTheHelpCommandsOwnHelp() throws {
        let run = try runTourc(["help", "help"])
        #expect(run.status == 0, "\(run)")
        #expect(run.standardError == "")
        #expect(run.standardOutput.hasPrefix("Show help for a command: tourc help validate.\n\nusage: tourc help [COMMAND]\n"), "\(run)")
        #expect(!run.standardOutput.contains("did you mean"))
        for flag in ["--help", "-h"] {
            let viaFlag = try runTourc(["help", flag])
            #expect(viaFlag.status == 0, "\(viaFlag)")
            #expect(viaFlag.standardOutput == run.standardOutput)
        }
        // The overview lists help with the summary its own help starts with.
        let overview = try runTourc(["help"])
        #expect(overview.standardOutput.contains("  help "))
        #expect(overview.standardOutput.contains("Show help for a command: tourc help validate.\n"))
    }

    /// A suggestion repeats nothing that was typed: each of these is wrong
    /// in a way no other command fixes, or has a suggestion that differs.
    @Test(arguments: [
        ["help", "help", "help"], ["help", "validate", "extra"], ["help", "targets", "nothing"], ["targets", "targets"],
        ["import", "import"], ["help", "--strict"],
    ])
    func noSuggestionIsWhatWasTyped(arguments: [String]) throws {
        let run = try runTourc(arguments)
        #expect(run.status == 2, "\(run)")
        let line = try #require(run.errorLines.first.map(String.init))
        let typed = try #require(line.split(separator: "'").dropFirst().first.map(String.init), "\(line)")
        #expect(!line.contains("did you mean '\(typed)'?"), "\(line)")
    }

    @Test func didYouMeanNeverNamesTheWordItself() {
        #expect(TourcCommandLine.didYouMean("help", typed: "help") == "")
        #expect(TourcCommandLine.didYouMean(nil, typed: "x") == "")
        #expect(TourcCommandLine.didYouMean("compile", typed: "compil") == "; did you mean 'compile'?")
        // The shared suggestion finder skips the word too, for every caller.
        #expect(Suggestions.likelyMeant("title", among: ["title", "titles"]) == "titles")
        #expect(Suggestions.likelyMeant("help", among: ["help"]) == nil)
    }

    @Test func helpForUnknownCommandExitsTwo() throws {
        let run = try runTourc(["help", "frobnicate"])
        #expect(run.status == 2)
        #expect(run.errorLines.first == "tourc: error: no help for unknown command 'frobnicate'")
    }

    @Test func explainPrintsTheExplanation() throws {
        let run = try runTourc(["explain", "TOUR203"])
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("TOUR203 (error): A value has the wrong type.\n\n"))
        #expect(run.standardOutput.contains("`padding: \"8\"`"))
        #expect(run.standardOutput.hasSuffix("\n"))
        #expect(try runTourc(["explain", "tour203"]).standardOutput == run.standardOutput)
    }

    @Test func explainUnknownCodeExitsTwo() throws {
        let run = try runTourc(["explain", "TOUR999"])
        #expect(run.status == 2)
        #expect(run.standardOutput == "")
        #expect(run.errorLines.first == "tourc: error: unknown diagnostic code 'TOUR999'; did you mean 'TOUR109'?")
        #expect(run.errorLines.last == "usage: tourc explain CODE|TOPIC")
        let far = try runTourc(["explain", "warning"])
        #expect(far.errorLines.first == "tourc: error: unknown diagnostic code 'warning'; codes look like TOUR203 (or just 203)")
    }

    /// `tourc explain launch-arguments` names every switch TourKit reads.
    @Test func explainNamesTheLaunchArguments() throws {
        let run = try runTourc(["explain", "launch-arguments"])
        #expect(run.status == 0)
        let source = try String(contentsOfFile: packageRoot + "/Sources/TourKit/TourLaunchArguments.swift", encoding: .utf8)
        let names = source.components(separatedBy: "\"").filter { $0.hasPrefix("-tourc.") }
        #expect(names.count == 4)
        for name in names { #expect(run.standardOutput.contains(name), "\(name)") }
    }

    /// `tourc explain KEY` says what a step's key means, takes and defaults to.
    @Test func explainSaysWhatAStepsKeyMeansTakesAndDefaultsTo() throws {
        let wait = try runTourc(["explain", "waitFor"])
        #expect(wait.status == 0, "\(wait)")
        #expect(wait.standardOutput.hasPrefix("waitFor: a step's key, and one of defaults:.\n\nHow long the session waits"))
        #expect(wait.standardOutput.contains("Takes a whole number and a unit: s, m, h, d or w"))
        #expect(wait.standardOutput.contains("without that, the session waits until the target appears.\n"))
        let missing = try runTourc(["explain", "ifmissing"])
        #expect(missing.standardOutput.contains("Takes one of skip, pause, end."), "\(missing)")
        #expect(missing.standardOutput.contains("without that, the built-in skip."))
        let screen = try runTourc(["explain", "screen"])
        #expect(screen.standardOutput.hasPrefix("screen: a step's key.\n\nThe view type the step's target is on"), "\(screen)")
    }

    @Test func explainTakesACodeInAnyCaseOrJustItsNumber() throws {
        for spelling in ["TOUR304", "tour304", "304"] {
            let run = try runTourc(["explain", spelling])
            #expect(run.status == 0, "\(spelling): \(run)")
            #expect(run.standardOutput.hasPrefix("TOUR304 (error): A step's target is not registered."), "\(spelling)")
        }
    }

    @Test(arguments: [
        (["imprt", "swift", "x.swift"], "unknown command 'imprt'; did you mean 'import swift'?"),
        (["import", "swfit", "x.swift"], "unknown command 'import swfit'; did you mean 'import swift'?"),
        (["targts", "scan"], "unknown command 'targts'; did you mean 'targets scan'?"),
        (["compil"], "unknown command 'compil'; did you mean 'compile'?"),
        (["help", "compil"], "no help for unknown command 'compil'; did you mean 'compile'?"),
        (["help", "imprt", "swift"], "no help for unknown command 'imprt swift'; did you mean 'import swift'?"),
    ])
    func everyMisspeltCommandWordGetsASuggestion(arguments: [String], message: String) throws {
        let run = try runTourc(arguments)
        #expect(run.status == 2)
        #expect(run.errorLines.first.map(String.init) == "tourc: error: " + message, "\(run)")
    }
}

@Suite("tourc executable: reporters")
struct TourcReporterTests {
    @Test func xcodeReporterWritesToStandardError() throws {
        let folder = try TourFolders.broken()
        let run = try runTourc(["validate", "--quiet", "--reporter", "xcode", "."], in: folder.path)
        #expect(run.status == 1)
        #expect(run.standardOutput == "")
        #expect(run.standardError == "main.tour.yaml:6:14: error: expected a number, found a quoted string [TOUR203]\n")
    }

    @Test func githubReporterWritesToStandardOutput() throws {
        let folder = try TourFolders.broken()
        let run = try runTourc(["validate", "--quiet", "--reporter=github", "."], in: folder.path)
        #expect(run.status == 1)
        #expect(run.standardError == "")
        #expect(run.standardOutput == "::error file=main.tour.yaml,line=6,col=14,title=TOUR203::expected a number, found a quoted string\n")
    }

    @Test func jsonReporterWritesToStandardOutput() throws {
        let folder = try TourFolders.broken()
        let run = try runTourc(["validate", "--quiet", "--reporter", "json", "."], in: folder.path)
        #expect(run.status == 1)
        #expect(run.standardError == "")
        #expect(
            run.standardOutput == """
                [
                  {
                    "severity" : "error",
                    "code" : "TOUR203",
                    "message" : "expected a number, found a quoted string",
                    "file" : "main.tour.yaml",
                    "line" : 6,
                    "column" : 14,
                    "notes" : [

                    ]
                  }
                ]

                """)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        #expect(objects.count == 1)
    }

    @Test func jsonReporterPrintsAnEmptyArrayWhenAllIsWell() throws {
        let run = try runTourc(["validate", "--quiet", "--reporter", "json", "--config", "Samples/tourc.yaml"])
        #expect(run.status == 0)
        #expect(run.standardOutput == "[\n\n]\n")
    }

    @Test func humanReporterQuotesTheLine() throws {
        let folder = try TourFolders.broken()
        let run = try runTourc(["validate", "--quiet", "--reporter", "human", "."], in: folder.path)
        #expect(run.status == 1)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError == """
                error[TOUR203]: expected a number, found a quoted string
                  --> main.tour.yaml:6:14
                  |
                6 |     padding: "8"
                  |              ^

                1 error

                """)
    }

    @Test func defaultReporterOffATerminalIsXcode() throws {
        let folder = try TourFolders.broken()
        let run = try runTourc(["validate", "--quiet", "."], in: folder.path)
        #expect(run.status == 1)
        #expect(run.standardError == "main.tour.yaml:6:14: error: expected a number, found a quoted string [TOUR203]\n")
    }

    @Test func noEscapeCodesOffATerminalOrWithNoColor() throws {
        let folder = try TourFolders.broken()
        let plain = try runTourc(["validate", "--quiet", "--reporter", "human", "."], in: folder.path)
        let noColor = try runTourc(["validate", "--quiet", "--reporter", "human", "."], in: folder.path, environment: ["NO_COLOR": "1"])
        for run in [plain, noColor] {
            #expect(!run.standardError.contains("\u{1B}"))
            #expect(!run.standardOutput.contains("\u{1B}"))
        }
    }
}

@Suite("tourc executable: --strict")
struct TourcStrictTests {
    @Test func unusedTargetIsAWarningThatExitsZero() throws {
        let folder = try TourFolders.withUnusedTarget()
        let run = try runTourc(["validate", "--quiet", "."], in: folder.path)
        #expect(run.status == 0, "\(run)")
        #expect(run.standardError == "targets.yaml:3:5: warning: target 'unused' is registered but no tour uses it [TOUR306]\n")
    }

    @Test func strictTurnsTheWarningIntoAnErrorAndExitsOne() throws {
        let folder = try TourFolders.withUnusedTarget()
        let run = try runTourc(["validate", "--quiet", "--strict", "."], in: folder.path)
        #expect(run.status == 1, "\(run)")
        #expect(run.standardError == "targets.yaml:3:5: error: target 'unused' is registered but no tour uses it [TOUR306]\n")
    }
}

/// The command line in process, with a console that records what it is
/// given, to cover the terminal cases a subprocess with pipes cannot.
@Suite("tourc command line with a recorded console")
struct TourcConsoleTests {
    final class Recorder {
        var output = ""
        var error = ""
    }

    private func run(_ arguments: [String], terminal: Bool, noColor: Bool) -> (tourc.ExitStatus, Recorder) {
        let recorder = Recorder()
        let console = Console(
            standardOutput: { recorder.output += $0 }, standardError: { recorder.error += $0 },
            errorIsTerminal: terminal, noColor: noColor)
        return (TourcCommandLine(console: console).run(arguments), recorder)
    }

    @Test func terminalGetsHumanReportInColor() throws {
        let folder = try TourFolders.broken()
        let (status, recorder) = run(["validate", folder.path], terminal: true, noColor: false)
        #expect(status == .failure)
        #expect(recorder.error.contains("\u{1B}[31merror[TOUR203]\u{1B}[0m"))
        #expect(recorder.error.contains("padding: \"8\""))
    }

    @Test func terminalWithNoColorGetsHumanReportWithoutEscapes() throws {
        let folder = try TourFolders.broken()
        let (status, recorder) = run(["validate", folder.path], terminal: true, noColor: true)
        #expect(status == .failure)
        #expect(recorder.error.hasPrefix("error[TOUR203]: expected a number, found a quoted string\n"))
        #expect(!recorder.error.contains("\u{1B}"))
    }

    @Test func notATerminalGetsXcodeReport() throws {
        let folder = try TourFolders.broken()
        let (status, recorder) = run(["validate", "--quiet", folder.path], terminal: false, noColor: false)
        #expect(status == .failure)
        #expect(recorder.error == "\(folder.path)/main.tour.yaml:6:14: error: expected a number, found a quoted string [TOUR203]\n")
        #expect(recorder.output == "")
    }

    @Test func everyCodeIsExplained() {
        for code in DiagnosticCode.all {
            let (status, recorder) = run(["explain", code.rawValue], terminal: false, noColor: false)
            #expect(status == .success)
            #expect(recorder.output == "\(code.rawValue) (\(code.severity.rawValue)): \(code.summary)\n\n\(code.explanation)\n")
        }
    }

    @Test func everyCommandHasHelp() {
        for command in Commands.all {
            let (status, recorder) = run(["help", command.name], terminal: false, noColor: false)
            #expect(status == .success)
            #expect(recorder.output == command.help)
            #expect(recorder.output.contains(command.usage))
        }
    }

    @Test func machineReportersNeverGetColor() throws {
        let folder = try TourFolders.broken()
        let (_, recorder) = run(["validate", "--reporter", "github", folder.path], terminal: true, noColor: false)
        #expect(recorder.output.hasPrefix("::error "))
        #expect(!recorder.output.contains("\u{1B}"))
    }
}

/// Standard error on a pseudo-terminal, to check what `Console.process`
/// makes of `isatty` and `NO_COLOR`.
@Suite("tourc executable: on a terminal")
struct TourcTerminalTests {
    @Test func terminalGetsTheHumanReportInColor() throws {
        let folder = try TourFolders.broken()
        let run = try runTourcOnTerminal(["validate", "--quiet", "."], in: folder.path)
        #expect(run.status == 1)
        #expect(run.standardError.contains("\u{1B}[31merror[TOUR203]\u{1B}[0m"), "\(run)")
        #expect(run.standardError.contains("padding: \"8\""))
    }

    @Test func noColorTurnsColorOffOnATerminal() throws {
        let folder = try TourFolders.broken()
        let run = try runTourcOnTerminal(["validate", "--quiet", "."], in: folder.path, environment: ["NO_COLOR": "1"])
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("error[TOUR203]: expected a number, found a quoted string\n"), "\(run)")
        #expect(!run.standardError.contains("\u{1B}"))
    }

    /// no-color.org: NO_COLOR disables colour "when present and not an empty string".
    @Test func emptyNoColorDoesNotTurnColorOff() throws {
        let folder = try TourFolders.broken()
        let run = try runTourcOnTerminal(["validate", "--quiet", "."], in: folder.path, environment: ["NO_COLOR": ""])
        #expect(run.standardError.contains("\u{1B}[31merror[TOUR203]\u{1B}[0m"), "\(run)")
    }

    @Test func explicitReporterWinsOnATerminal() throws {
        let folder = try TourFolders.broken()
        let run = try runTourcOnTerminal(["validate", "--quiet", "--reporter", "xcode", "."], in: folder.path)
        #expect(run.standardError == "main.tour.yaml:6:14: error: expected a number, found a quoted string [TOUR203]\n")
    }
}

@Suite("tourc executable: file size limit")
struct TourcFileSizeTests {
    /// The message names the file's real size, not the number of bytes
    /// read before the reader stopped: the file is refused after a `stat`.
    @Test func oversizedFileReportsItsRealSize() throws {
        let folder = try TemporaryFolder(files: ["targets.yaml": "targets:\n  - a\n"])
        let size = (17 << 20) + 3
        try Data(("# " + String(repeating: "x", count: size - 3) + "\n").utf8).write(
            to: folder.url.appendingPathComponent("big.tour.yaml"))
        let run = try runTourc(["validate", "--quiet", "--reporter", "xcode", "."], in: folder.path)
        #expect(run.status == 1)
        let limit = 16 << 20
        #expect(
            run.standardError == "big.tour.yaml:1:1: error: file is \(size) bytes, more than the limit of \(limit) bytes [TOUR107]\n",
            "\(run)")
    }
}
