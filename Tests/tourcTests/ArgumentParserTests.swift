import Testing

@testable import tourc

@Suite("ArgumentParser")
struct ArgumentParserTests {
    /// A command of its own, so these tests do not move with tourc's real table.
    private let command = CommandSpec(
        name: "demo", summary: "A demo command.", positionalUsage: "PATH...", positionalCount: 1...2,
        options: [
            OptionSpec(name: "--registry", valueName: "FILE", help: "The registry."),
            OptionSpec(name: "--import", valueName: "MODULE", help: "A module.", repeatable: true),
            OptionSpec(name: "--strict", valueName: nil, help: "Be strict."),
        ])

    private func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        try ArgumentParser.parse(arguments, for: command)
    }

    private func usageError(_ arguments: [String]) -> String? {
        do {
            _ = try parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func optionWithSeparateValue() throws {
        let parsed = try parse(["--registry", "targets.yaml", "Tours"])
        #expect(parsed.value("--registry") == "targets.yaml")
        #expect(parsed.positionals == ["Tours"])
    }

    @Test func optionWithInlineValue() throws {
        let parsed = try parse(["Tours", "--registry=targets.yaml"])
        #expect(parsed.value("--registry") == "targets.yaml")
        #expect(parsed.positionals == ["Tours"])
    }

    @Test func inlineValueKeepsLaterEqualsSignsAndMayBeEmpty() throws {
        #expect(try parse(["--registry=a=b", "x"]).value("--registry") == "a=b")
        #expect(try parse(["--registry=", "x"]).value("--registry") == "")
    }

    @Test func flags() throws {
        #expect(try parse(["--strict", "x"]).flag("--strict"))
        #expect(try !parse(["x"]).flag("--strict"))
        #expect(usageError(["--strict=yes", "x"]) == "option '--strict' takes no value")
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try parse(["--", "--strict", "-x"])
        #expect(parsed.positionals == ["--strict", "-x"])
        #expect(parsed.flags.isEmpty)
    }

    @Test func singleDashIsAPositional() throws {
        #expect(try parse(["-"]).positionals == ["-"])
    }

    @Test func repeatableOptionKeepsEveryValueInOrder() throws {
        let parsed = try parse(["--import", "A", "x", "--import=B"])
        #expect(parsed.all("--import") == ["A", "B"])
        #expect(parsed.value("--import") == "B")
        #expect(parsed.positionals == ["x"])
    }

    @Test func nonRepeatableOptionGivenTwiceIsAnError() {
        #expect(usageError(["--registry", "a", "--registry", "b", "x"]) == "option '--registry' may be given only once")
    }

    @Test func unknownOptionSuggestsTheClosest() {
        #expect(usageError(["--registy", "a", "x"]) == "unknown option '--registy' for 'tourc demo'; did you mean '--registry'?")
        #expect(usageError(["--stric", "x"]) == "unknown option '--stric' for 'tourc demo'; did you mean '--strict'?")
    }

    @Test func unknownOptionWithNothingCloseHasNoSuggestion() {
        #expect(usageError(["--zzzzzz", "x"]) == "unknown option '--zzzzzz' for 'tourc demo'")
        #expect(usageError(["-x", "x"]) == "unknown option '-x' for 'tourc demo'")
    }

    @Test func unknownOptionWithInlineValueNamesOnlyTheOption() {
        #expect(usageError(["--colour=always", "x"]) == "unknown option '--colour' for 'tourc demo'")
    }

    @Test func missingValue() {
        #expect(usageError(["x", "--registry"]) == "option '--registry' needs a value (FILE)")
    }

    @Test func tooManyPositionals() {
        #expect(usageError(["a", "b", "c"]) == "unexpected argument 'c' for 'tourc demo'")
    }

    @Test func tooFewPositionals() {
        #expect(usageError([]) == "missing argument PATH... for 'tourc demo'")
        #expect(usageError(["--strict"]) == "missing argument PATH... for 'tourc demo'")
    }

    @Test func helpNeedsNoPositionals() throws {
        #expect(try parse(["--help"]).wantsHelp)
        #expect(try parse(["-h", "--strict"]).wantsHelp)
    }

    @Test func errorsAreEquatableUsageErrors() {
        #expect(throws: UsageError(message: "missing argument PATH... for 'tourc demo'")) {
            try ArgumentParser.parse([], for: command)
        }
    }

    @Test func helpTextListsEveryOptionAligned() {
        let help = command.help
        #expect(help.contains("usage: tourc demo [OPTIONS] PATH...\n"))
        #expect(help.contains("  --registry FILE  The registry.\n"))
        #expect(help.contains("  --import MODULE  A module.\n"))
        #expect(help.contains("  --strict         Be strict.\n"))
        #expect(help.contains("  -h, --help       Show this help.\n"))
    }
}
