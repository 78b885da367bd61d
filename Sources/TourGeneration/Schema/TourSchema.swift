import TourBytes
import TourFormat
import TourModel

/// Schemas/tour.schema.json, written from TourFormat: every key of a tour
/// (``TourSetting``), a step (``StepField``, ``StepSetting``), `defaults:`,
/// `show:` (``ShowSetting``) and `presentation:` (``PresentationSetting``),
/// each with its values, range, meaning and default, and the choices of
/// the shapes, styles, anchors and actions. The committed file is this text
/// (a test regenerates it with `UPDATE_GOLDEN=1`), so a key declared in
/// TourFormat reaches the editor schema with nothing written by hand.
public enum TourSchema {
    /// The whole schema, as committed.
    public static func text() -> String {
        var root: [(String, SchemaJSON)] = [
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("title", .string("tourc tour")),
            ("description", .string("One spotlight tour, format version 1: one YAML document in a *.tour.yaml file.")),
            ("type", .string("object")),
            ("required", .strings(TourSetting.allCases.filter(\.isRequired).map(\.key))),
            ("additionalProperties", .bool(false)),
            ("properties", .object(TourSetting.allCases.map { ($0.key, property($0)) })),
        ]
        root.append(("$defs", .object(definitions())))
        return SchemaJSON.object(root).printed(indent: "") + "\n"
    }

    // MARK: Keys

    private static func property(_ setting: TourSetting) -> SchemaJSON {
        switch setting.values {
        case .defaults: object(described: defaultsSummary, StepSetting.allCases.map { ($0.key, defaultsProperty($0)) })
        case .show: object(described: setting.summary, ShowSetting.allCases.map { ($0.key, property($0)) })
        case .presentation: object(described: setting.summary, PresentationSetting.allCases.map { ($0.key, property($0)) })
        case .experiment: experiment(described: setting.summary)
        case .steps:
            .object([
                ("description", .string(setting.summary)), ("type", .string("array")), ("minItems", .number("1")),
                ("items", .object([("$ref", .string("#/$defs/step"))])),
            ])
        default: value(setting.values, described: setting.summary)
        }
    }

    /// A name, a text or a number described by `summary`.
    private static func value(_ values: TourValues, described summary: String) -> SchemaJSON {
        let description = ("description", SchemaJSON.string(summary))
        switch values {
        case .name(let rule): return .object([description, ("type", .string("string")), ("pattern", pattern(rule.pattern))])
        case .localizedText: return .object([description, ("$ref", .string("#/$defs/localizedText"))])
        case .text: return .object([description, ("type", .string("string")), ("minLength", .number("1"))])
        case .positiveInteger: return .object([description, ("type", .string("integer")), ("minimum", .number("1"))])
        case .condition: return .object([description, ("type", .string("string")), ("minLength", .number("1"))])
        case .defaults, .show, .presentation, .experiment, .steps: return .object([description])
        }
    }

    private static var defaultsSummary: String {
        let builtIns = StepSetting.allCases.compactMap { setting in setting.builtIn.map { "\(setting.key) \($0)" } }
        let without = StepSetting.allCases.filter { $0.builtIn == nil }.map { "without \($0.key) \($0.withoutValue)" }
        return
            "\(TourSetting.defaults.summary) Without them the built-ins apply: \(builtIns.joined(separator: ", ")); \(without.joined(separator: ", "))."
    }

    private static func defaultsProperty(_ setting: StepSetting) -> SchemaJSON {
        let builtIn = setting.builtIn.map { "Built-in: \($0)." } ?? "No built-in: \(setting.withoutValue)."
        return .object([("description", .string("\(setting.summary) \(builtIn)"))] + values(of: setting))
    }

    private static func stepProperty(_ setting: StepSetting) -> SchemaJSON {
        let fallback = setting.builtIn.map { "else \($0)" } ?? "else none: \(setting.withoutValue)"
        return .object([("description", .string("\(setting.summary) Default: defaults.\(setting.key), \(fallback)."))] + values(of: setting))
    }

    private static func values(of setting: StepSetting) -> [(String, SchemaJSON)] {
        switch setting.values {
        case .points: [("type", .string("number")), ("minimum", .number("0"))]
        case .choice(let name, _): [("$ref", .string("#/$defs/\(name)"))]
        case .duration: [("type", .string("string")), ("pattern", .string(durationPattern))]
        }
    }

    private static func property(_ setting: ShowSetting) -> SchemaJSON {
        var members: [(String, SchemaJSON)] = [
            ("description", .string(setting.summary + (setting.defaultMeaning.map { " Default: \($0)." } ?? "")))
        ]
        switch setting.values {
        case .tourIDs:
            members += [
                ("type", .string("array")), ("items", .object([("type", .string("string")), ("pattern", pattern(NameRule.tourID.pattern))])),
            ]
        case .count(let minimum):
            members.append(("type", .string("integer")))
            if let minimum { members.append(("minimum", .number(String(minimum)))) }
        case .eventCounts(let minimum):
            let count = SchemaJSON.object([("type", .string("integer")), ("minimum", .number(String(minimum)))])
            let window = SchemaJSON.object([
                ("description", .string("The donations in the last 'within' (format 1.4).")), ("type", .string("object")),
                ("required", .strings(ShowSetting.eventWindowKeys)), ("additionalProperties", .bool(false)),
                ("properties", .object([("count", count), ("within", duration)])),
            ])
            members += [
                ("type", .string("object")), ("propertyNames", .object([("pattern", pattern(NameRule.stepID.pattern))])),
                ("additionalProperties", .object([("oneOf", .array([count, window]))])),
            ]
        case .condition: members += [("type", .string("string")), ("minLength", .number("1"))]
        case .duration: members += [("type", .string("string")), ("pattern", .string(durationPattern))]
        case .flag: members.append(("type", .string("boolean")))
        case .eventNames:
            members += [
                ("type", .string("array")), ("items", .object([("type", .string("string")), ("pattern", pattern(NameRule.stepID.pattern))])),
            ]
        }
        return .object(members)
    }

    /// `experiment:`: an id, and variants by name, each a weight, whether
    /// it shows, and the step texts it changes.
    private static func experiment(described summary: String) -> SchemaJSON {
        let name = SchemaJSON.object([("pattern", pattern(NameRule.tourID.pattern))])
        let stepTexts = SchemaJSON.object([
            ("type", .string("object")), ("additionalProperties", .bool(false)),
            (
                "properties",
                .object([
                    (
                        StepField.title.key,
                        .object([("description", .string("The step's title in this variant.")), ("$ref", .string("#/$defs/localizedText"))])
                    ),
                    (
                        StepField.text.key,
                        .object([("description", .string("The step's text in this variant.")), ("$ref", .string("#/$defs/localizedText"))])
                    ),
                ])
            ),
        ])
        let variant = SchemaJSON.object([
            ("type", .string("object")), ("required", .strings([VariantField.weight.key])), ("additionalProperties", .bool(false)),
            (
                "properties",
                .object([
                    (
                        VariantField.weight.key,
                        .object([
                            ("description", .string(VariantField.weight.summary)),
                            ("type", .string("integer")), ("minimum", .number("0")), ("maximum", .number("100")),
                        ])
                    ),
                    (
                        "show",
                        .object([
                            ("description", .string("false: the holdout, which never sees the tour. At most one variant.")),
                            ("type", .string("boolean")),
                        ])
                    ),
                    (
                        VariantField.steps.key,
                        .object([
                            ("description", .string(VariantField.steps.summary)),
                            ("type", .string("object")), ("propertyNames", .object([("pattern", pattern(NameRule.stepID.pattern))])),
                            ("additionalProperties", stepTexts),
                        ])
                    ),
                ])
            ),
        ])
        return .object([
            ("description", .string(summary)), ("type", .string("object")), ("required", .strings(ExperimentField.allCases.map(\.key))),
            ("additionalProperties", .bool(false)),
            (
                "properties",
                .object([
                    (
                        ExperimentField.id.key,
                        .object([
                            (
                                "description",
                                .string("The experiment's id, such as welcome-copy-2026-12. Change it when the variants or weights change.")
                            ),
                            ("type", .string("string")), ("pattern", pattern(NameRule.tourID.pattern)),
                        ])
                    ),
                    (
                        ExperimentField.variants.key,
                        .object([
                            ("description", .string(ExperimentField.variants.summary)), ("type", .string("object")),
                            ("minProperties", .number("1")), ("propertyNames", name), ("additionalProperties", variant),
                        ])
                    ),
                ])
            ),
        ])
    }

    /// A duration, as `TourDuration` reads it: `90s`, `7d`.
    static let durationPattern = "^[1-9][0-9]*[smhdw]$"

    private static var duration: SchemaJSON {
        .object([
            ("description", .string("A whole number and a unit: s, m, h, d or w (7d).")), ("type", .string("string")),
            ("pattern", .string(durationPattern)),
        ])
    }

    private static func property(_ setting: PresentationSetting) -> SchemaJSON {
        let defaults = SpotlightOverlay.allCases.map { "\($0.defaultValue(of: setting).shortestDecimal) \($0.displayName)" }
        var members: [(String, SchemaJSON)] = [
            ("description", .string("\(setting.summary) Default: the overlay's (\(defaults.joined(separator: ", "))).")),
            ("type", .string("number")), ("minimum", .number(setting.minimum.shortestDecimal)),
        ]
        if let maximum = setting.maximum { members.append(("maximum", .number(maximum.shortestDecimal))) }
        return .object(members)
    }

    // MARK: Definitions

    private static func definitions() -> [(String, SchemaJSON)] {
        let step = SchemaJSON.object([
            ("description", .string("One step: a highlighted target with a title and a text.")),
            ("type", .string("object")),
            ("required", .strings(StepField.allCases.filter(\.isRequired).map(\.key))),
            ("additionalProperties", .bool(false)),
            (
                "properties",
                .object(
                    StepField.allCases.map { ($0.key, value($0.values, described: $0.summary)) }
                        + StepSetting.allCases.map { ($0.key, stepProperty($0)) })
            ),
        ])
        return [
            ("step", step),
            ("shape", choices(TourShapeName.summary, TourShapeName.allCases.map(\.rawValue))),
            ("cornerStyle", choices(TourCornerStyle.summary, TourCornerStyle.allCases.map(\.rawValue))),
            ("scrollAnchor", choices(TourScrollAnchor.summary, TourScrollAnchor.allCases.map(\.rawValue))),
            ("ifMissing", choices(TourMissingTarget.summary, TourMissingTarget.allCases.map(\.rawValue))),
            ("action", choices(TourAction.summary, TourAction.allCases.map(\.rawValue))),
            ("localizedText", localizedText),
        ]
    }

    private static func choices(_ summary: String, _ names: [String]) -> SchemaJSON {
        .object([("description", .string(summary)), ("type", .string("string")), ("enum", .strings(names))])
    }

    private static var localizedText: SchemaJSON {
        .object([
            (
                "description",
                .string(
                    "A non-empty text, or a mapping from BCP 47 language tag (such as 'en', 'de', 'pt-BR', 'zh-Hant') to non-empty text that includes the source language."
                )
            ),
            (
                "oneOf",
                .array([
                    .object([
                        ("description", .string("The text in the source language.")), ("type", .string("string")),
                        ("minLength", .number("1")),
                    ]),
                    .object([
                        ("description", .string("The text per locale.")), ("type", .string("object")), ("minProperties", .number("1")),
                        ("propertyNames", .object([("pattern", pattern(LanguageTag.pattern))])),
                        ("additionalProperties", .object([("type", .string("string")), ("minLength", .number("1"))])),
                    ]),
                ])
            ),
        ])
    }

    private static func object(described summary: String, _ properties: [(String, SchemaJSON)]) -> SchemaJSON {
        .object([
            ("description", .string(summary)), ("type", .string("object")), ("additionalProperties", .bool(false)),
            ("properties", .object(properties)),
        ])
    }

    private static func pattern(_ rule: String) -> SchemaJSON { .string("^" + rule + "$") }
}

/// A JSON value of a schema, printed as the committed schemas are laid
/// out: one member per line, two spaces a level; an array of strings and
/// a small object without a description on one line.
indirect enum SchemaJSON {
    case string(String)
    case number(String)
    case bool(Bool)
    case strings([String])
    case array([SchemaJSON])
    case object([(String, SchemaJSON)])

    /// The value, its first line unindented and the rest indented by
    /// `indent` (the value's own indentation).
    func printed(indent: String) -> String {
        switch self {
        case .string(let text): return Self.quoted(text)
        case .number(let text): return text
        case .bool(let value): return value ? "true" : "false"
        case .strings(let names): return "[" + names.map(Self.quoted).joined(separator: ", ") + "]"
        case .array(let items):
            let inner = indent + "  "
            return "[\n" + items.map { inner + $0.printed(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members):
            if isSmall { return "{ " + members.map { "\(Self.quoted($0.0)): \($0.1.printed(indent: ""))" }.joined(separator: ", ") + " }" }
            let inner = indent + "  "
            return "{\n" + members.map { "\(inner)\(Self.quoted($0.0)): \($0.1.printed(indent: inner))" }.joined(separator: ",\n")
                + "\n\(indent)}"
        }
    }

    /// An object of at most two plain members, none a description.
    private var isSmall: Bool {
        guard case .object(let members) = self, members.count <= 2 else { return false }
        return members.allSatisfy { key, value in
            guard key != "description" else { return false }
            switch value {
            case .string, .number, .bool: return true
            case .strings, .array, .object: return false
            }
        }
    }

    private static func quoted(_ text: String) -> String {
        var buffer = TextBuffer(capacity: text.utf8.count + 8)
        buffer.appendJSONString(text)
        return buffer.text
    }
}
