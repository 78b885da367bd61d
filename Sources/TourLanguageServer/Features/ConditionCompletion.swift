import TourFormat
import TourModel

/// Completion in a condition (`show.when:`, a step's `when:`): the names a
/// condition reads (the registry's parameters, with their types, `launches`
/// and the events), and after `.` the cases of the enum parameter the
/// comparison names (`plan == .` offers `.free`, `.plus`, `.pro`).
enum ConditionCompletion {
    static func candidates(prefix: String, before: String, project: ProjectSnapshot) -> [Completion.Candidate] {
        let parameters = project.registry?.parameters ?? []
        if prefix.hasPrefix(".") {
            let compared = comparedName(before)
            let enums = parameters.filter { parameter in
                guard case .enumeration = parameter.type.value else { return false }
                return compared == nil || parameter.name.value == compared
            }
            return enums.flatMap { parameter -> [Completion.Candidate] in
                guard case .enumeration(let cases) = parameter.type.value else { return [] }
                return cases.map {
                    Completion.Candidate(label: "." + $0, kind: .choice, detail: "a case of \(parameter.name.value)", insert: "." + $0)
                }
            }
        }
        var candidates = parameters.map { parameter in
            Completion.Candidate(
                label: parameter.name.value, kind: .value,
                detail: "\(parameter.type.value)" + (parameter.description.map { ": " + $0 } ?? ""), insert: parameter.name.value)
        }
        candidates.append(Completion.Candidate(label: "launches", kind: .value, detail: "the app launches recorded", insert: "launches"))
        candidates += (project.registry?.events ?? []).map { event in
            Completion.Candidate(label: event.name.value, kind: .event, detail: event.description ?? "event: its donations", insert: event.name.value)
        }
        return candidates
    }

    /// The name on the other side of the comparison being typed: `plan` in
    /// `plan == ` or `plan != `.
    static func comparedName(_ before: String) -> String? {
        var text = Substring(before)
        while text.last == " " { text.removeLast() }
        guard text.hasSuffix("==") || text.hasSuffix("!=") else { return nil }
        text.removeLast(2)
        while text.last == " " { text.removeLast() }
        let name = text.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name.reversed())
    }
}
