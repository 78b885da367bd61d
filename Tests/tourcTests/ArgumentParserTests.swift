import Testing

@testable import tourc

@Suite("ArgumentParser")
struct ArgumentParserTests {
    /// A command of its own, so these tests do not move with tourc's real table.
    private let registry = OptionSpec(name: "--registry", value: .text("FILE"), help: "The registry.")
    private let imports = OptionSpec(name: "--import", value: .text("MODULE"), help: "A module.", repeatable: true)
    private let strict = OptionSpec(name: "--strict", value: .none, help: "Be strict.")
    private let mode = OptionSpec(
        name: "--mode", value: .choice("WHEN", Choices("mode", words: ["always", "auto", "never"])), help: "When to run.")
    private let jobs = OptionSpec(
        name: "--jobs", value: .wholeNumber("N", ceiling: Ceiling(value: 64, reason: "one per core at most")), help: "Parallel jobs.")
    private var command: CommandSpec {
        CommandSpec(
            name: "demo", summary: "A demo command.", positionalUsage: "PATH...", positionalCount: 1...2,
            options: [registry, imports, strict, mode, jobs])
    }

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
        #expect(parsed.value(registry) == "targets.yaml")
        #expect(parsed.positionals == ["Tours"])
    }

    @Test func optionWithInlineValue() throws {
        let parsed = try parse(["Tours", "--registry=targets.yaml"])
        #expect(parsed.value(registry) == "targets.yaml")
        #expect(parsed.positionals == ["Tours"])
    }

    @Test func inlineValueKeepsLaterEqualsSignsAndMayBeEmpty() throws {
        #expect(try parse(["--registry=a=b", "x"]).value(registry) == "a=b")
        #expect(try parse(["--registry=", "x"]).value(registry) == "")
    }

    @Test func flags() throws {
        #expect(try parse(["--strict", "x"]).flag(strict))
        #expect(try !parse(["x"]).flag(strict))
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
        #expect(parsed.all(imports) == ["A", "B"])
        #expect(parsed.value(imports) == "B")
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

    @Test func aChoiceIsCheckedWhileParsing() throws {
        #expect(try parse(["--mode", "never", "x"]).value(mode) == "never")
        #expect(usageError(["--mode", "nevr", "x"]) == "unknown mode 'nevr'; use always, auto or never; did you mean 'never'?")
        #expect(usageError(["--mode=zzzz", "x"]) == "unknown mode 'zzzz'; use always, auto or never")
    }

    @Test func aChoiceReadsAsItsEnum() throws {
        enum Mode: String { case always, auto, never }
        #expect(try parse(["--mode", "auto", "x"]).choice(mode, as: Mode.self) == .auto)
        #expect(try parse(["x"]).choice(mode, as: Mode.self) == nil)
    }

    @Test func aWholeNumberIsCheckedWhileParsing() throws {
        #expect(try parse(["--jobs", "64", "x"]).number(jobs) == 64)
        #expect(usageError(["--jobs", "0", "x"]) == "--jobs takes a whole number of at least 1, not '0'")
        #expect(usageError(["--jobs", "two", "x"]) == "--jobs takes a whole number of at least 1, not 'two'")
        #expect(usageError(["--jobs", "65", "x"]) == "--jobs is at most 64 (one per core at most), not '65'")
    }

    @Test func choicesAreSpelledAsAList() {
        #expect(Choices("x", words: ["a"]).spelled == "a")
        #expect(Choices("x", words: ["a", "b"]).spelled == "a or b")
        #expect(Choices("x", words: ["a", "b", "c"]).spelled == "a, b or c")
    }

    @Test func helpTextListsEveryOptionAligned() {
        let help = command.help
        #expect(help.contains("usage: tourc demo [OPTIONS] PATH...\n"))
        #expect(help.contains("  --registry FILE  The registry.\n"))
        #expect(help.contains("  --import MODULE  A module.\n"))
        #expect(help.contains("  --strict         Be strict.\n"))
        #expect(help.contains("  --mode WHEN      When to run.\n"))
        #expect(help.contains("  -h, --help       Show this help.\n"))
    }
}

@Suite("The command table")
struct CommandTableTests {
    @Test func everyCommandNamesEachOptionOnce() {
        for command in Commands.all {
            let names = command.options.map(\.name)
            #expect(Set(names).count == names.count, "\(command.name) repeats an option")
        }
    }

    @Test func dispatchFindsEveryCommandByItsName() {
        let names = Commands.subcommands.map { $0.spec.name }
        #expect(Set(names).count == names.count)
        #expect(names == Commands.all.map(\.name))
    }

    @Test func shellCompletionsOfferEachCommandsChoices() {
        #expect(Completion.values["--reporter"] == ["human", "xcode", "github", "json", "sarif"])
        #expect(Completion.values["--format"] == ["json", "yaml", "table", "text"])
        #expect(Completion.commands.first { $0.name == "simulate" }?.choices["--format"] == ["text", "json"])
        let coverage = Completion.commands.first { $0.name == "targets coverage" }
        #expect(coverage?.choices["--format"] == ["table", "json"])
        #expect(Completion.fish.contains("-l format -x -a 'table json'"))
    }
}
