extension DiagnosticCode {
    /// A tour lacks a field the QuickWin flavour requires.
    public static let quickWinFieldMissing = DiagnosticCode(
        "TOUR404",
        summary: "A tour lacks what the quickwin JSON flavour requires.",
        explanation: """
            The `quickwin` flavour writes the `QuickWinTask` model, in which \
            every field is required: the tour needs `title`, `description`, \
            `estimatedSeconds`, `completionCriteria` and `icon`, and every step \
            needs an `action` (its own or `defaults.action`), because a QuickWin \
            step is something the user does. Add what is missing, or use the \
            canonical flavour.
            """)
}

/// Writes a tour in the shape of the `QuickWinTask` Codable model:
/// `{id, title, description, estimatedSeconds, steps: [{instruction,
/// actionType, targetView}], completionCriteria, iconName}`.
public struct QuickWinEmitter: Sendable {
    /// The locale whose texts are written.
    public var sourceLanguage: String

    /// Creates an emitter.
    public init(sourceLanguage: String = "en") {
        self.sourceLanguage = sourceLanguage
    }

    /// The task's text, or an error for each missing field.
    public func render(_ tour: ValidatedTour) -> Result<String, DiagnosticList> {
        let source = tour.tour
        var collector = DiagnosticCollector(file: source.file)
        func require<Value>(_ value: Value?, _ key: String) -> Value? {
            if value == nil {
                collector.error(
                    .quickWinFieldMissing, "tour '\(source.id.value)' needs '\(key)' for the quickwin JSON flavour",
                    at: source.position)
            }
            return value
        }
        let title = require(source.title, "title")
        let description = require(source.description, "description")
        let seconds = require(source.estimatedSeconds, "estimatedSeconds")
        let criteria = require(source.completionCriteria, "completionCriteria")
        let icon = require(source.icon, "icon")
        var steps: [JSONValue] = []
        for step in tour.steps {
            guard let action = step.action else {
                collector.error(
                    .quickWinFieldMissing,
                    "step '\(step.step.id.value)' has no action, so it cannot be a QuickWin step",
                    at: step.step.position, notes: ["set 'action' on the step or 'defaults.action' on the tour"])
                continue
            }
            steps.append(
                .object([
                    ("instruction", .string(main(step.step.text))),
                    ("actionType", .string(action.rawValue)),
                    ("targetView", .string(step.target)),
                ]))
        }
        guard let title, let description, let seconds, let criteria, let icon, !collector.hasErrors else {
            return .failure(DiagnosticList(collector.diagnostics))
        }
        let task = JSONValue.object([
            ("id", .string(source.id.value)),
            ("title", .string(main(title))),
            ("description", .string(main(description))),
            ("estimatedSeconds", .integer(seconds.value)),
            ("steps", .array(steps)),
            ("completionCriteria", .string(criteria.value)),
            ("iconName", .string(icon.value)),
        ])
        return .success(task.rendered())
    }

    private func main(_ text: LocalizedText) -> String {
        text.text(in: sourceLanguage) ?? text.entries[0].text
    }
}

/// Diagnostics as an `Error`, for `Result`.
public struct DiagnosticList: Error, Sendable {
    /// The diagnostics.
    public var diagnostics: [Diagnostic]

    /// Wraps `diagnostics`.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
