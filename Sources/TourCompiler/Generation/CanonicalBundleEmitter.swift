/// Writes a tour's canonical JSON bundle: `schemaVersion: 1`, the metadata,
/// and the steps with every default applied, in the shape TourKit's
/// `TourBundle` decodes and `Schemas/bundle.schema.json` describes.
public struct CanonicalBundleEmitter: Sendable {
    /// The locale whose texts are the bundle's main texts.
    public var sourceLanguage: String

    /// Creates an emitter.
    public init(sourceLanguage: String = "en") {
        self.sourceLanguage = sourceLanguage
    }

    /// The bundle's text.
    public func render(_ tour: ValidatedTour) -> String {
        let source = tour.tour
        var members: [(key: String, value: JSONValue)] = [
            ("schemaVersion", .integer(1)),
            ("id", .string(source.id.value)),
            ("swiftName", .string(tour.typeName)),
            ("steps", .array(tour.steps.map(step))),
        ]
        members += JSONValue.member("title", source.title.map { .string(main($0)) })
        members += JSONValue.member("description", source.description.map { .string(main($0)) })
        members += JSONValue.member("estimatedSeconds", source.estimatedSeconds.map { .integer($0.value) })
        members += JSONValue.member("completionCriteria", source.completionCriteria.map { .string($0.value) })
        members += JSONValue.member("icon", source.icon.map { .string($0.value) })
        members += JSONValue.member("localizations", translations(["title": source.title, "description": source.description]))
        return JSONValue.object(members).rendered()
    }

    private func step(_ step: ValidatedStep) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("id", .string(step.step.id.value)),
            ("target", .string(step.target)),
            ("title", .string(main(step.step.title))),
            ("text", .string(main(step.step.text))),
            ("padding", .number(step.padding)),
            ("cornerRadius", .number(step.cornerRadius)),
        ]
        members += JSONValue.member("action", step.action.map { .string($0.rawValue) })
        members += JSONValue.member("localizations", translations(["title": step.step.title, "text": step.step.text]))
        return .object(members)
    }

    private func main(_ text: LocalizedText) -> String {
        text.text(in: sourceLanguage) ?? text.entries[0].text
    }

    /// `{locale: {field: text}}` for every locale but the source language,
    /// or `nil` when no field is localized.
    private func translations(_ fields: [String: LocalizedText?]) -> JSONValue? {
        var byLocale: [String: [(key: String, value: JSONValue)]] = [:]
        for (field, text) in fields {
            for entry in text?.entries ?? [] {
                guard let locale = entry.locale, locale != sourceLanguage else { continue }
                byLocale[locale, default: []].append((field, .string(entry.text)))
            }
        }
        guard !byLocale.isEmpty else { return nil }
        return .object(byLocale.map { (key: $0.key, value: JSONValue.object($0.value)) })
    }
}
