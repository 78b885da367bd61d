import TourBytes
import TourDiagnostics
import TourFormat
import TourModel
import TourValidation

/// Writes a tour's canonical JSON bundle: `schemaVersion: 1`, the metadata,
/// and the steps with every default applied, in the shape TourKit's
/// `TourBundle` decodes and `Schemas/bundle.schema.json` describes.
public struct CanonicalBundleEmitter: Sendable {
    /// Creates an emitter.
    public init() {}

    /// The bundle's UTF-8 bytes. Keys are written in sorted order.
    package func renderBytes(_ tour: ValidatedTour) -> TextBuffer {
        let source = tour.tour
        // Keys and indentation take about 180 bytes a step besides the texts.
        var json = JSONWriter(capacity: 512 + tour.estimatedOutputBytes(perStep: 224))
        json.beginObject()
        if let criteria = source.completionCriteria {
            json.key("completionCriteria")
            json.string(criteria.value)
        }
        if let description = tour.description {
            json.key("description")
            json.string(description)
        }
        if let seconds = source.estimatedSeconds {
            json.key("estimatedSeconds")
            json.integer(seconds.value)
        }
        if let experiment = tour.experiment { Self.write(experiment, into: &json) }
        if let icon = source.icon {
            json.key("icon")
            json.string(icon.value)
        }
        json.key("id")
        json.string(source.id.value)
        writeLocalizations([("description", source.description), ("title", source.title)], except: tour.sourceLanguage, into: &json)
        if let version = source.maxAppVersion {
            json.key("maxAppVersion")
            json.string(version.value)
        }
        if let version = source.minAppVersion {
            json.key("minAppVersion")
            json.string(version.value)
        }
        if !tour.presentation.isEmpty { Self.write(tour.presentation, into: &json) }
        json.key("revision")
        json.string(tour.revision)
        json.key("schemaVersion")
        json.integer(tour.bundleFormatVersion)
        if let rule = source.show { Self.write(rule, condition: tour.conditions.show, into: &json) }
        json.key("steps")
        json.beginArray()
        for (index, step) in tour.steps.enumerated() {
            json.element()
            write(step, condition: tour.conditions.step(at: index), of: tour, into: &json)
        }
        json.endArray()
        json.key("swiftName")
        json.string(tour.typeName)
        if let title = tour.title {
            json.key("title")
            json.string(title)
        }
        json.endObject()
        return json.finish()
    }

    private func write(_ step: ResolvedStep, condition: TourCondition?, of tour: ValidatedTour, into json: inout JSONWriter) {
        json.beginObject()
        if let action = step.action {
            json.key("action")
            json.string(action.rawValue)
        }
        json.key("cornerRadius")
        json.number(step.cornerRadius)
        if step.shape.hasRoundedCorners {
            json.key("cornerStyle")
            json.string(step.cornerStyle.rawValue)
        }
        json.key("id")
        json.string(step.step.id.value)
        if step.waitFor != nil {
            json.key("ifMissing")
            json.string(step.ifMissing.rawValue)
        }
        if step.step.text.isLocalized || step.step.title.isLocalized {
            writeLocalizations([("text", step.step.text), ("title", step.step.title)], except: tour.sourceLanguage, into: &json)
        }
        json.key("padding")
        json.number(step.padding)
        if let screen = step.screen {
            json.key("screen")
            json.string(screen)
        }
        if let anchor = step.scrollAnchor {
            json.key("scrollAnchor")
            json.string(anchor.rawValue)
        }
        json.key("shape")
        json.string(step.shape.rawValue)
        json.key("target")
        json.string(step.target)
        json.key("text")
        json.string(step.text)
        json.key("title")
        json.string(step.title)
        if let wait = step.waitFor {
            json.key("waitFor")
            json.integer(wait)
        }
        Self.writeCondition(condition, into: &json)
        json.endObject()
    }

    /// `"show" : {...}`, every key of format 1.2 with its default applied
    /// and those of 1.4 the rule sets, keys sorted (the quickwin flavour
    /// writes the same).
    static func write(_ rule: DisplayRule, condition: TourCondition?, into json: inout JSONWriter) {
        json.key("show")
        json.beginObject()
        json.key("after")
        json.strings(rule.after.lazy.map(\.value))
        json.key("events")
        json.beginObject()
        for (name, count) in rule.events.map({ ($0.name.value, $0.count.value) }).sorted(by: { $0.0 < $1.0 }) {
            json.key(named: name)
            writeEventCount(count, within: rule.eventWindows[name]?.value, into: &json)
        }
        json.endObject()
        writeFormat14Flags(of: rule, into: &json)
        json.key("launches")
        json.integer(rule.launches?.value ?? 0)
        json.key("maxDisplays")
        json.integer(rule.maxDisplays?.value)
        writeMaxDuration(of: rule, into: &json)
        json.key("priority")
        json.integer(rule.priority?.value ?? 0)
        writeCondition(condition, into: &json)
        json.endObject()
    }

    /// `"presentation" : {...}`: the values the tour sets, keys sorted; each
    /// overlay draws the others with its own defaults, so a bundle does not
    /// pick one overlay's.
    static func write(_ presentation: [PresentationSetting: Double], into json: inout JSONWriter) {
        json.key("presentation")
        json.beginObject()
        for setting in PresentationSetting.allCases.sorted(by: { $0.key < $1.key }) {
            guard let value = presentation[setting] else { continue }
            json.key(named: setting.key)
            json.number(value)
        }
        json.endObject()
    }

    /// `"localizations" : {locale: {field: text}}` for every locale but the
    /// source language; nothing when no field is localized. `fields` are in
    /// sorted order.
    private func writeLocalizations(
        _ fields: [(key: StaticString, text: LocalizedText?)], except sourceLanguage: String, into json: inout JSONWriter
    ) {
        guard fields.contains(where: { $0.text?.isLocalized == true }) else { return }
        var locales = Set<String>()
        for field in fields {
            for entry in field.text?.entries ?? [] {
                if let locale = entry.locale, locale != sourceLanguage { locales.insert(locale) }
            }
        }
        guard !locales.isEmpty else { return }
        json.key("localizations")
        json.beginObject()
        for locale in locales.sorted() {
            json.key(named: locale)
            json.beginObject()
            for field in fields {
                guard let text = field.text?.entries.first(where: { $0.locale == locale })?.text else { continue }
                json.key(field.key)
                json.string(text)
            }
            json.endObject()
        }
        json.endObject()
    }
}
