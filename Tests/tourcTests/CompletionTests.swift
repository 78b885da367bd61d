import Foundation
import TestSupport
import Testing

/// `tourc completion bash|zsh|fish`, each script loaded in its own shell and
/// asked what completes a command line. On CI every shell must be there
/// (.ci/run installs them); elsewhere a missing one skips its test.
@Suite("tourc completion")
struct CompletionTests {
    static func shell(_ name: String) -> String? {
        ["/usr/bin/\(name)", "/bin/\(name)", "/usr/local/bin/\(name)", "/opt/homebrew/bin/\(name)"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static var onCI: Bool { ProcessInfo.processInfo.environment["CI"] != nil }

    /// Writes `tourc completion SHELL` to a file and runs `script` in that
    /// shell, with `$SCRIPT` naming the file; returns what it printed.
    static func run(_ shellName: String, _ script: String) throws -> String {
        guard let shell = shell(shellName) else {
            if onCI { Issue.record("\(shellName) is not installed; .ci/run installs it") }
            return ""
        }
        let folder = try TemporaryFolder()
        let generated = try runTourc(["completion", shellName])
        #expect(generated.status == 0, "\(generated)")
        try folder.write("tourc.\(shellName)", generated.standardOutput)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell)
        process.arguments = (shellName == "zsh" ? ["-f"] : []) + ["-c", script]
        process.environment = ["SCRIPT": folder.path + "/tourc.\(shellName)", "PATH": "/usr/bin:/bin", "HOME": folder.path]
        process.currentDirectoryURL = folder.url
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(shellName): \(String(decoding: data, as: UTF8.self))")
        return String(decoding: data, as: UTF8.self)
    }

    static func isAvailable(_ name: String) -> Bool { onCI || shell(name) != nil }

    @Test(.enabled(if: isAvailable("bash")))
    func bashCompletesCommandsSubcommandsFlagsAndValues() throws {
        func complete(_ words: [String]) throws -> [String] {
            let array = words.map { "'\($0)'" }.joined(separator: " ")
            let output = try Self.run(
                "bash", "source \"$SCRIPT\"; COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1); _tourc; printf '%s\\n' \"${COMPREPLY[@]}\"")
            return output.split(separator: "\n").map(String.init)
        }
        #expect(try complete(["tourc", "comp"]) == ["compile", "completion"])
        #expect(try complete(["tourc", "import", "s"]) == ["swift"])
        #expect(try complete(["tourc", "compile", "--rep"]) == ["--reporter"])
        #expect(try complete(["tourc", "compile", "--reporter", "j"]) == ["json"])
        #expect(try complete(["tourc", "compile", "--overlay", ""]) == ["helpInfoSpotlightOverlay", "tutorialSpotlight"])
        #expect(try complete(["tourc", "targets", "coverage", "--sc"]) == ["--scan"])
        #expect(try complete(["tourc", "completion", "f"]) == ["fish"])
        #expect(try complete(["tourc", "form"]) == ["format"])
        #expect(try complete(["tourc", "format", "--ch"]) == ["--check"])
    }

    @Test(.enabled(if: isAvailable("zsh")))
    func zshLoadsTheScriptAndListsTheCandidates() throws {
        func candidates(_ words: String) throws -> [String] {
            try Self.run("zsh", "source \"$SCRIPT\"; _tourc_candidates \(words); print -l -- $reply").split(separator: "\n").map(String.init)
        }
        #expect(try candidates("tourc").contains("compile"))
        #expect(try candidates("tourc import") == ["swift", "xcstrings"])
        #expect(try candidates("tourc compile --reporter") == ["human", "xcode", "github", "json", "sarif"])
        #expect(try candidates("tourc preview").contains("--locale"))
        // With compinit, loading it registers the completion function.
        let registered = try Self.run(
            "zsh", "autoload -U compinit; compinit -u -d \"$HOME/.zcompdump\"; source \"$SCRIPT\"; print -- ${_comps[tourc]}")
        #expect(registered.trimmingCharacters(in: .whitespacesAndNewlines) == "_tourc")
    }

    @Test(.enabled(if: isAvailable("fish")))
    func fishCompletesACommandLine() throws {
        func complete(_ line: String) throws -> [String] {
            try Self.run("fish", "source $SCRIPT; complete -C '\(line)'").split(separator: "\n").map {
                String($0.split(separator: "\t")[0])
            }
        }
        #expect(try complete("tourc comp") == ["compile", "completion"])
        #expect(try complete("tourc import ") == ["swift", "xcstrings"])
        #expect(try complete("tourc compile --rep") == ["--reporter"])
        #expect(try complete("tourc compile --reporter ") == ["github", "human", "json", "sarif", "xcode"])
    }

    @Test func anUnknownShellIsAUsageErrorWithASuggestion() throws {
        let run = try runTourc(["completion", "zhs"])
        #expect(run.status == 2)
        #expect(run.errorLines.first.map(String.init) == "tourc: error: no completion for shell 'zhs'; did you mean 'zsh'? (bash, zsh or fish)")
    }
}
