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
        renderBytes(tour).map(\.text)
    }

    /// What the tour lacks for this flavour, as errors at the tour or step.
    public func problems(_ tour: ValidatedTour) -> [Diagnostic] {
        let source = tour.tour
        var collector = DiagnosticCollector(file: source.file)
        let fields: [(String, Bool)] = [
            ("title", source.title != nil), ("description", source.description != nil),
            ("estimatedSeconds", source.estimatedSeconds != nil),
            ("completionCriteria", source.completionCriteria != nil), ("icon", source.icon != nil),
        ]
        for (key, present) in fields where !present {
            collector.error(
                .quickWinFieldMissing, "tour '\(source.id.value)' needs '\(key)' for the quickwin JSON flavour",
                at: source.position)
        }
        for step in tour.steps where step.action == nil {
            collector.error(
                .quickWinFieldMissing,
                "step '\(step.step.id.value)' has no action, so it cannot be a QuickWin step",
                at: step.step.position, notes: ["set 'action' on the step or 'defaults.action' on the tour"])
        }
        return collector.diagnostics
    }

    /// The task's bytes, keys in sorted order.
    func renderBytes(_ tour: ValidatedTour) -> Result<TextBuffer, DiagnosticList> {
        let source = tour.tour
        guard let title = source.title, let description = source.description,
            let seconds = source.estimatedSeconds, let criteria = source.completionCriteria, let icon = source.icon,
            tour.steps.allSatisfy({ $0.action != nil })
        else { return .failure(DiagnosticList(problems(tour))) }
        var json = JSONWriter(capacity: 256 + tour.steps.count * 256)
        json.beginObject()
        json.key("completionCriteria")
        json.string(criteria.value)
        json.key("description")
        json.string(main(description))
        json.key("estimatedSeconds")
        json.integer(seconds.value)
        json.key("iconName")
        json.string(icon.value)
        json.key("id")
        json.string(source.id.value)
        json.key("steps")
        json.beginArray()
        for step in tour.steps {
            json.element()
            json.beginObject()
            json.key("actionType")
            json.string(step.action!.rawValue)
            json.key("instruction")
            json.string(main(step.step.text))
            json.key("targetView")
            json.string(step.target)
            json.endObject()
        }
        json.endArray()
        json.key("title")
        json.string(main(title))
        json.endObject()
        return .success(json.finish())
    }

    private func main(_ text: LocalizedText) -> String {
        text.text(in: sourceLanguage) ?? text.first.text
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
