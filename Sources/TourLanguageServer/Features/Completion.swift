import TourFormat
import TourModel
import TourValidation

/// One completion.
struct CompletionItem: Encodable, Hashable, Sendable {
    var label: String
    /// LSP's CompletionItemKind: 10 property (a key), 12 value, 18
    /// reference (a target, a tour), 20 enum member (a choice), 23 event.
    var kind: Int
    var detail: String?
    var documentation: MarkupContent?
    /// Keeps the order tourc declares (the format's keys, the registry's targets).
    var sortText: String
    var textEdit: TextEdit
}

/// `textDocument/completion`'s answer.
struct CompletionList: Encodable, Sendable {
    /// Whether typing more may bring other items (the SF Symbols are
    /// offered a hundred at a time).
    var isIncomplete: Bool
    var items: [CompletionItem]
}

/// Completion in tour files: the registered targets after `target:`, events
/// in `show.events`, tour ids in `after:`, parameters, events and enum
/// cases in a `when:` condition, the choices of `action:`,
/// `shape:` and the other spotlight keys, SF Symbols after `icon:` and in
/// `{symbol:`, and the keys each mapping takes, as TourFormat declares them.
enum Completion {
    /// The most SF Symbols offered at once.
    static let symbolLimit = 100

    /// What completes at byte `offset` of `document`, the file at `path`
    /// in `project`: nothing but in a tour file.
    static func items(
        atOffset offset: Int, in document: TextDocument, path: String, project: ProjectSnapshot, encoding: PositionEncoding
    ) -> CompletionList {
        guard project.isTourFile(path), let context = CursorContext(atOffset: offset, in: document) else {
            return CompletionList(isIncomplete: false, items: [])
        }
        let range = document.range(of: context.prefixStart..<offset, in: encoding)
        let candidates = candidates(for: context, project: project)
        var items: [CompletionItem] = []
        for (index, candidate) in candidates.enumerated() {
            let text = (context.needsSpace ? " " : "") + candidate.insert
            items.append(
                CompletionItem(
                    label: candidate.label, kind: candidate.kind.rawValue, detail: candidate.detail,
                    documentation: candidate.documentation.map { MarkupContent(value: $0) }, sortText: String(100_000 + index),
                    textEdit: TextEdit(range: range, newText: text)))
        }
        let symbols = context.place == .symbolName || context.path.isEmpty && context.place == .value(of: TourSetting.icon.key)
        return CompletionList(isIncomplete: symbols && items.count == symbolLimit, items: items)
    }

    /// What a completion is.
    enum Kind: Int {
        case key = 10
        case value = 12
        case reference = 18
        case choice = 20
        case event = 23
    }

    /// One thing to offer, before it becomes an item.
    struct Candidate: Equatable {
        var label: String
        var kind: Kind
        var detail: String?
        var documentation: String?
        /// What replaces the prefix: the label, or the label with what follows it.
        var insert: String
    }

    /// What completes in `context`, in the order offered.
    static func candidates(for context: CursorContext, project: ProjectSnapshot) -> [Candidate] {
        let path = context.path
        let step = [TourSetting.steps.key, CursorContext.listItem]
        let show = [TourSetting.show.key]
        switch context.place {
        case .symbolName:
            return symbols(startingWith: context.prefix)
        case .condition(let before):
            guard path == step || path == show else { return [] }
            return ConditionCompletion.candidates(prefix: context.prefix, before: before, project: project)
        case .key:
            switch path {
            case []: return TourSetting.allCases.map { key($0.key, $0.summary, nested: $0.values.isNested) }
            case step:
                return StepField.allCases.map { key($0.key, $0.summary) } + StepSetting.allCases.map { key($0.key, $0.summary) }
            case [TourSetting.defaults.key]: return StepSetting.allCases.map { key($0.key, $0.summary) }
            case show: return ShowSetting.allCases.map { key($0.key, $0.summary, nested: $0.values == .eventCounts(minimum: 1)) }
            case [TourSetting.presentation.key]: return PresentationSetting.allCases.map { key($0.key, $0.summary) }
            case show + [ShowSetting.events.key]: return events(project)
            case show + [ShowSetting.after.key, CursorContext.listItem]: return tours(project)
            case [TourSetting.experiment.key]:
                return ExperimentField.allCases.map { key($0.key, $0.summary, nested: $0 == .variants) }
            default:
                // experiment > variants > NAME, and its steps > ID.
                guard path.count >= 3, path[0] == TourSetting.experiment.key, path[1] == ExperimentField.variants.key else { return [] }
                if path.count == 3 { return VariantField.allCases.map { key($0.key, $0.summary, nested: $0 == .steps) } }
                if path.count == 5, path[3] == VariantField.steps.key {
                    return [StepField.title, StepField.text].map { key($0.key, $0.summary) }
                }
                return []
            }
        case .value(let key):
            if path == step && (key == StepField.target.key || key == StepField.id.key) { return targets(project) }
            if path == step && key == StepField.screen.key {
                return project.screens.map { Candidate(label: $0, kind: .reference, detail: "screen", insert: $0) }
            }
            if path == [] && key == TourSetting.icon.key { return symbols(startingWith: context.prefix) }
            if path == step || path == [TourSetting.defaults.key], let setting = StepSetting.allCases.first(where: { $0.key == key }),
                case .choice(_, let names) = setting.values
            {
                return names.map { Candidate(label: $0, kind: .choice, detail: setting.summary, insert: $0) }
            }
            if path == show && key == ShowSetting.after.key {
                // A bare value is no list: the id goes in one.
                return tours(project).map { tour in
                    var listed = tour
                    listed.insert = "[\(tour.insert)]"
                    return listed
                }
            }
            return []
        }
    }

    /// A key, followed by what its value needs: a space, or a line break
    /// for a mapping or list below it (which the writer types).
    private static func key(_ key: String, _ summary: String, nested: Bool = false) -> Candidate {
        Candidate(label: key, kind: .key, detail: summary, insert: key + (nested ? ":" : ": "))
    }

    /// The registry's targets in its order, then those only the app's tags
    /// register, each with what it is and where it is tagged.
    private static func targets(_ project: ProjectSnapshot) -> [Candidate] {
        let registered = project.registry?.targets.map(\.name.value) ?? []
        let tagged = Set(project.targets).subtracting(registered).sorted()
        var seen = Set<String>()
        return (registered + tagged).filter { seen.insert($0).inserted }.map { name in
            Candidate(
                label: name, kind: .reference, detail: project.description(ofTarget: name) ?? "target",
                documentation: Hover.whereTargetIs(name, in: project), insert: name)
        }
    }

    /// The registry's events, in its order.
    private static func events(_ project: ProjectSnapshot) -> [Candidate] {
        (project.registry?.events ?? []).map { event in
            Candidate(label: event.name.value, kind: .event, detail: event.description ?? "event", insert: event.name.value)
        }
    }

    /// The project's tours, by id, in file order.
    private static func tours(_ project: ProjectSnapshot) -> [Candidate] {
        var seen = Set<String>()
        return project.tours.filter { seen.insert($0.id.value).inserted }.map { tour in
            Candidate(label: tour.id.value, kind: .reference, detail: tour.title?.first.text ?? "tour", insert: tour.id.value)
        }
    }

    /// Every SF Symbol name, sorted.
    private static let symbolNames = SymbolTable.shared.allNames

    /// The first ``symbolLimit`` SF Symbols whose names start with `prefix`,
    /// each with the release and OS versions that first have it.
    static func symbols(startingWith prefix: String) -> [Candidate] {
        symbolNames.lazy.filter { $0.hasPrefix(prefix) }.prefix(symbolLimit).map { name in
            Candidate(label: name, kind: .value, detail: Hover.availability(ofSymbol: name), insert: name)
        }
    }
}

extension TourValues {
    /// Whether the key's value is a mapping or list written below it.
    fileprivate var isNested: Bool {
        switch self {
        case .defaults, .show, .presentation, .experiment, .steps: true
        case .name, .localizedText, .text, .positiveInteger, .condition: false
        }
    }
}
