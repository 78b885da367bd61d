import TourDiagnostics
import TourFormat
import TourModel

extension DiagnosticCode {
    /// A timeline names a tour the project does not have.
    public static let unknownTimelineTour = DiagnosticCode(
        "TOUR802", name: "unknownTimelineTour", severity: .error,
        summary: "A timeline names a tour the project does not have.",
        explanation: """
            `show`, `hide`, `complete`, `skip` and `expect` name tours by \
            their id (`tour:` in a tour file) among the tours `tourc \
            simulate` compiled: those of tourc.yaml's inputs, or the PATHs \
            given. The message names the closest ids.
            """)

    /// A timeline donates an event the registry does not list.
    public static let unknownTimelineEvent = DiagnosticCode(
        "TOUR803", name: "unknownTimelineEvent", severity: .error,
        summary: "A timeline donates an event the registry does not list.",
        explanation: """
            `donate` takes an event registered under `events:` in the \
            registry (targets.yaml), as the app's `coordinator.donate(_:)` \
            does. The message names the closest registered events.
            """)

    /// A timeline sets a parameter the registry does not declare.
    public static let unknownTimelineParameter = DiagnosticCode(
        "TOUR804", name: "unknownTimelineParameter", severity: .error,
        summary: "A timeline sets a parameter the registry does not declare.",
        explanation: """
            `set` takes parameters declared under `parameters:` in the \
            registry, as the generated `TourParameters` keys do. The \
            message names the closest declared parameters.
            """)

    /// A timeline sets a parameter to a value of another type.
    public static let timelineValueType = DiagnosticCode(
        "TOUR805", name: "timelineValueType", severity: .error,
        summary: "A timeline sets a parameter to a value of another type.",
        explanation: """
            A value takes its parameter's type: `true` or `false` for a \
            bool, a whole number for an int, a number for a double, any \
            text for a string, and one of the cases for an enum, written \
            as the case (`pro`) or with its dot (`.pro`); the message \
            names the closest case. An app could not set it either: the \
            generated key's type would not compile.
            """)
}

/// A timeline whose names are the project's: each tour, event and
/// parameter looked up, each value typed.
struct TimelineCheck {
    private(set) var diagnostics: [Diagnostic] = []
    let file: String
    let tours: Set<String>
    let events: Set<String>
    let parameters: [String: TourParameterDeclaration]

    /// The timeline's commands with their names checked and values typed,
    /// or `nil` entries for those with an error (reported).
    mutating func check(_ timeline: Timeline) -> [SimulatedCommand?] {
        timeline.entries.map { entry in
            switch entry.command {
            case .launch: return .launch
            case .donate(let event, let times):
                return known(event, among: events, code: .unknownTimelineEvent, what: "event").map { .donate($0, times: times) }
            case .set(let values):
                var typed: [(TourParameterDeclaration, TourValue)] = []
                for (name, value) in values {
                    guard let key = known(name, among: Set(parameters.keys), code: .unknownTimelineParameter, what: "parameter"),
                        let declaration = parameters[key], let value = self.value(value, of: declaration)
                    else { continue }
                    typed.append((declaration, value))
                }
                return typed.count == values.count ? .set(typed) : nil
            case .wait(let seconds): return .wait(Double(seconds))
            case .show(let tour): return known(tour, among: tours, code: .unknownTimelineTour, what: "tour").map { .show($0) }
            case .hide(let tour): return known(tour, among: tours, code: .unknownTimelineTour, what: "tour").map { .hide($0) }
            case .complete(let tour): return known(tour, among: tours, code: .unknownTimelineTour, what: "tour").map { .complete($0) }
            case .skip(let tour): return known(tour, among: tours, code: .unknownTimelineTour, what: "tour").map { .skip($0) }
            case .expect(let eligible):
                let checked = eligible.compactMap { known($0, among: tours, code: .unknownTimelineTour, what: "tour") }
                return checked.count == eligible.count ? .expect(checked) : nil
            }
        }
    }

    private mutating func known(_ name: Located<String>, among names: Set<String>, code: DiagnosticCode, what: String) -> String? {
        if names.contains(name.value) { return name.value }
        let closest = Suggestions.plausible(for: name.value, among: names, limit: 3)
        let hint = closest.isEmpty ? "" : "; closest: " + closest.map { "'\($0)'" }.joined(separator: ", ")
        let none = names.isEmpty ? " (the project has none)" : ""
        diagnostics.append(
            Diagnostic(
                code, "\(what) '\(name.value)' is not the project's\(none)\(hint)", file: file, at: name.position,
                suggestion: Suggestions.likelyMeant(name.value, among: closest)))
        return nil
    }

    /// The value as written, read as `declaration`'s type.
    private mutating func value(_ written: Located<Timeline.WrittenValue>, of declaration: TourParameterDeclaration) -> TourValue? {
        let text = written.value.text
        let plain = !written.value.isQuoted
        var value: TourValue?
        switch declaration.type {
        case .bool: value = plain ? ["true": true, "false": false][text].map(TourValue.bool) : nil
        case .int: value = plain ? Int(text).map(TourValue.int) : nil
        case .double: value = plain ? Double(text).flatMap { $0.isFinite ? TourValue.double($0) : nil } : nil
        case .string: value = .string(text)
        case .enumeration(let cases):
            let name = plain && text.hasPrefix(".") ? String(text.dropFirst()) : text
            if cases.contains(name) { return .enumCase(name) }
            let suggestion = Suggestions.likelyMeant(name, among: cases)
            diagnostics.append(
                Diagnostic(
                    .timelineValueType,
                    "'\(text)' is not a case of '\(declaration.name)'\(suggestion.map { "; did you mean '\($0)'?" } ?? "")", file: file,
                    at: written.position, notes: ["the cases: \(cases.joined(separator: ", "))"], suggestion: suggestion))
            return nil
        }
        if value == nil {
            diagnostics.append(
                Diagnostic(
                    .timelineValueType, "'\(declaration.name)' is \(declaration.type); '\(text)' is not one of its values", file: file,
                    at: written.position))
        }
        return value
    }
}

/// A timeline command with its names checked and its values typed.
enum SimulatedCommand {
    case launch
    case donate(String, times: Int)
    case set([(TourParameterDeclaration, TourValue)])
    case wait(Double)
    case show(String)
    case hide(String)
    case complete(String)
    case skip(String)
    case expect([String])
}
