import TourDiagnostics

/// One option a command accepts.
struct OptionSpec {
    /// The long name, with dashes: `--registry`.
    var name: String
    /// The placeholder for the value (`FILE`), or `nil` for a flag.
    var valueName: String?
    /// One line for `--help`.
    var help: String
    /// Whether the option may be given more than once.
    var repeatable = false
}

extension OptionSpec {
    /// The same option with another help line, for a command that uses it differently.
    func withHelp(_ help: String) -> OptionSpec {
        var option = self
        option.help = help
        return option
    }
}

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

/// The values of one parsed command line.
struct ParsedArguments: Equatable {
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []
    var wantsHelp = false

    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func flag(_ name: String) -> Bool { flags.contains(name) }
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
            guard option.valueName != nil else {
                guard inlineValue == nil else { throw UsageError(message: "option '\(name)' takes no value") }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError(message: "option '\(name)' needs a value (\(option.valueName!))")
            }
            if !option.repeatable, parsed.values[name] != nil {
                throw UsageError(message: "option '\(name)' may be given only once")
            }
            parsed.values[name, default: []].append(value)
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

    private static func closestOption(to name: String, in command: CommandSpec) -> String {
        Suggestions.likelyMeant(name, among: command.options.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
    }
}
