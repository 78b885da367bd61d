/// One option a command accepts, declared once: its name, what its value
/// is, and its help line. Parsing, `--help`, the usage errors and the shell
/// completions all read it.
///
/// tourc parses its own command line because SwiftPM cannot fetch
/// swift-argument-parser here (the package depends on the toolchain and
/// libyaml only); this table and ``ArgumentParser`` are the small part of
/// it that tourc needs.
struct OptionSpec {
    /// The long name, with dashes: `--registry`.
    var name: String
    /// What follows the option.
    var value: OptionValue
    /// One line for `--help`.
    var help: String
    /// Whether the option may be given more than once.
    var repeatable = false

    /// The placeholder for the value (`FILE`), or `nil` for a flag.
    var valueName: String? {
        switch value {
        case .none: nil
        case .text(let placeholder), .choice(let placeholder, _), .wholeNumber(let placeholder, _): placeholder
        }
    }

    /// The words the value must be one of, or `nil` when it may be anything.
    var choices: Choices? {
        if case .choice(_, let choices) = value { choices } else { nil }
    }

    /// The same option with another help line, for a command that uses it differently.
    func withHelp(_ help: String) -> OptionSpec {
        var option = self
        option.help = help
        return option
    }
}

/// What an option's value is, checked by the parser before any command runs.
enum OptionValue {
    /// A flag: no value.
    case none
    /// Any text, such as a path or a name; the placeholder is its usage name.
    case text(String)
    /// One word of a fixed list.
    case choice(String, Choices)
    /// A whole number of at least 1, and at most `ceiling` when there is one.
    case wholeNumber(String, ceiling: Ceiling?)
}

/// The words an option's value may be, and what one of them is called in
/// an error: `unknown reporter 'junit'; use human, xcode, github or json`.
struct Choices {
    /// What a value is: `reporter`, `JSON flavor`.
    var noun: String
    var words: [String]

    /// The choices of a string enum, in its declared order.
    init<Choice: CaseIterable & RawRepresentable>(_ noun: String, of type: Choice.Type) where Choice.RawValue == String {
        self.init(noun, words: type.allCases.map(\.rawValue))
    }

    init(_ noun: String, words: [String]) {
        self.noun = noun
        self.words = words
    }

    /// `a, b or c`, for help lines and errors.
    var spelled: String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words.last!
    }
}

/// The largest number an option takes, and why, for its error.
struct Ceiling {
    var value: Int
    /// Why there is a ceiling: `the deepest nesting tourc can read safely`.
    var reason: String
}
