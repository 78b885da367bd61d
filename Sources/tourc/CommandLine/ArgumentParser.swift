import TourDiagnostics

/// A subcommand: its options and positional arguments, as data, so parsing,
/// usage text and help come from one table.
struct CommandSpec {
    var name: String
    var summary: String
    /// How positional arguments are written in the usage line (`PATH...`).
    var positionalUsage: String
    /// The fewest and most positional arguments.
    var positionalCount: ClosedRange<Int>
    var options: [OptionSpec]
    /// Paragraphs after the option list.
    var discussion: String = ""

    var usage: String {
        let options = self.options.isEmpty ? "" : " [OPTIONS]"
        let positionals = positionalUsage.isEmpty ? "" : " \(positionalUsage)"
        return "usage: tourc \(name)\(options)\(positionals)"
    }

    var help: String {
        var text = "\(summary)\n\n\(usage)\n"
        if !options.isEmpty {
            text += "\noptions:\n"
            let rows =
                options.map { option in
                    (option.name + (option.valueName.map { " \($0)" } ?? ""), option.help)
                } + [("-h, --help", "Show this help.")]
            let width = rows.map(\.0.count).max() ?? 0
            for (left, right) in rows {
                text += "  \(left)\(String(repeating: " ", count: width - left.count))  \(right)\n"
            }
        }
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        return text
    }
}

/// A command line that does not fit its command's table: exit status 2.
struct UsageError: Error, Equatable {
    var message: String
}

/// The values of one parsed command line, read through the options that
/// declare them: a value is looked up by its ``OptionSpec``, never by a
/// string, so an option cannot be read under a name the table lacks.
struct ParsedArguments: Equatable {
    /// Each valued option's values, by option name, in the order given.
    private(set) var values: [String: [String]] = [:]
    /// The flags given, by name.
    private(set) var flags: Set<String> = []
    var positionals: [String] = []
    var wantsHelp = false

    /// The option's value (the last, for a repeatable one), or `nil` when it is not given.
    func value(_ option: OptionSpec) -> String? { values[option.name]?.last }
    /// Every value a repeatable option was given, in order.
    func all(_ option: OptionSpec) -> [String] { values[option.name] ?? [] }
    /// Whether the flag is given.
    func flag(_ option: OptionSpec) -> Bool { flags.contains(option.name) }
    /// A ``OptionValue/wholeNumber(_:ceiling:)`` option's number; the parser has checked it.
    func number(_ option: OptionSpec) -> Int? { value(option).flatMap { Int($0) } }
    /// A ``OptionValue/choice(_:_:)`` option's value as the enum its words come from.
    func choice<Choice: RawRepresentable>(_ option: OptionSpec, as type: Choice.Type) -> Choice? where Choice.RawValue == String {
        value(option).flatMap(Choice.init(rawValue:))
    }

    mutating func add(_ value: String, for option: OptionSpec) { values[option.name, default: []].append(value) }
    mutating func set(_ flag: OptionSpec) { flags.insert(flag.name) }
    func has(_ option: OptionSpec) -> Bool { values[option.name] != nil }
}

/// Parses arguments against a ``CommandSpec``: `--name value`,
/// `--name=value`, flags, `--` ending options, `-h`/`--help`.
enum ArgumentParser {
    static func parse(_ arguments: [String], for command: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                parsed.wantsHelp = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = command.options.first(where: { $0.name == name }) else {
                let suggestion = closestOption(to: name, in: command)
                throw UsageError(message: "unknown option '\(name)' for 'tourc \(command.name)'\(suggestion)")
            }
            guard let valueName = option.valueName else {
                guard inlineValue == nil else { throw UsageError(message: "option '\(name)' takes no value") }
                parsed.set(option)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError(message: "option '\(name)' needs a value (\(valueName))")
            }
            if !option.repeatable, parsed.has(option) {
                throw UsageError(message: "option '\(name)' may be given only once")
            }
            try check(value, for: option)
            parsed.add(value, for: option)
        }
        if parsed.wantsHelp { return parsed }
        let count = parsed.positionals.count
        if count < command.positionalCount.lowerBound {
            throw UsageError(message: "missing argument \(command.positionalUsage) for 'tourc \(command.name)'")
        }
        if count > command.positionalCount.upperBound {
            throw UsageError(
                message: "unexpected argument '\(parsed.positionals[command.positionalCount.upperBound])' for 'tourc \(command.name)'")
        }
        return parsed
    }

    /// Checks a value against what its option takes: one of its choices,
    /// or a whole number within its bounds.
    private static func check(_ value: String, for option: OptionSpec) throws(UsageError) {
        switch option.value {
        case .none, .text: return
        case .choice(_, let choices):
            guard !choices.words.contains(value) else { return }
            let hint = Suggestions.likelyMeant(value, among: choices.words).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(message: "unknown \(choices.noun) '\(value)'; use \(choices.spelled)\(hint)")
        case .wholeNumber(_, let ceiling):
            guard let number = Int(value), number >= 1 else {
                throw UsageError(message: "\(option.name) takes a whole number of at least 1, not '\(value)'")
            }
            if let ceiling, number > ceiling.value {
                throw UsageError(message: "\(option.name) is at most \(ceiling.value) (\(ceiling.reason)), not '\(value)'")
            }
        }
    }

    private static func closestOption(to name: String, in command: CommandSpec) -> String {
        Suggestions.likelyMeant(name, among: command.options.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
    }
}
