import TourDiagnostics
import TourFormat
import TourSyntax

extension DiagnosticCode {
    /// An enum parameter's cases are missing, empty, repeated, or given to another type.
    public static let parameterCases = DiagnosticCode(
        "TOUR217", name: "parameterCases", severity: .error,
        summary: "A parameter's cases are missing, empty or repeated, or given to a type that is not enum.",
        explanation: """
            A parameter of `type: enum` lists its values under `cases:` \
            (`cases: [free, plus, pro]`): at least one, each a letter then \
            letters, digits or `_`, and no two that become one Swift case \
            name (`Pro` and `pro`). The generated code makes an enum of \
            them, and conditions compare with them (`plan == .free`). A \
            parameter of another type has no cases.
            """)

    /// A parameter's default does not fit its type.
    public static let parameterDefault = DiagnosticCode(
        "TOUR218", name: "parameterDefault", severity: .error,
        summary: "A parameter's default does not fit its type.",
        explanation: """
            `default:` is the parameter's value until the app sets one: \
            `true` or `false` for a bool, a whole number for an int, a \
            number for a double, a text for a string, and one of the \
            `cases` for an enum (the message names the closest). Written \
            unquoted, except a string, which may be quoted. Without \
            `default:`, the parameter is unset until the app sets it, and \
            every comparison with it is false.
            """)
}

extension NodeReader {
    /// One entry of the registry's `parameters:`: a mapping with `name`,
    /// `type`, and `cases`, `default`, `transient` and `description` as
    /// they apply.
    mutating func parameter(_ node: YAMLNode) -> TargetRegistry.Parameter? {
        guard let fields = fields(of: node, RegistryKeys.parameter, describing: "a parameter") else { return nil }
        let name = fields["name"].flatMap { self.name($0, .parameterName, describing: "parameter name") }
        let typeName = fields["type"].flatMap { choice($0, among: TourParameterType.names, key: "type") }
        let cases = fields["cases"].flatMap { parameterCases($0, typeName: typeName?.value) }
        let transient = fields["transient"].flatMap { boolean($0) }
        let description = fields["description"].flatMap { text($0) }
        guard let name, let typeName else { return nil }
        let type: TourParameterType
        switch typeName.value {
        case "bool": type = .bool
        case "int": type = .int
        case "double": type = .double
        case "string": type = .string
        default:
            guard let cases else {
                if fields["cases"] == nil {
                    diagnostics.report(
                        .parameterCases, "parameter '\(name.value)' is an enum and lists no 'cases' (cases: [a, b])", at: typeName.position)
                }
                return nil
            }
            type = .enumeration(cases: cases)
        }
        let defaultValue = fields["default"].flatMap { parameterDefault($0, type: type, parameter: name.value) }
        if fields["default"] != nil && defaultValue == nil { return nil }
        return TargetRegistry.Parameter(
            name: name, type: Located(type, at: typeName.position), defaultValue: defaultValue, isTransient: transient?.value ?? false,
            description: description?.value)
    }

    /// `cases:`: a non-empty list of names no two of which become one
    /// Swift case, on an enum parameter only.
    private mutating func parameterCases(_ node: YAMLNode, typeName: String?) -> [String]? {
        if let typeName, typeName != "enum" {
            diagnostics.report(.parameterCases, "only an enum parameter has 'cases'; this one is \(typeName)", at: node.position)
            return nil
        }
        guard let items = list(node, of: "case names") else { return nil }
        guard !items.isEmpty else {
            diagnostics.report(.parameterCases, "an enum parameter needs at least one case", at: node.position)
            return nil
        }
        var cases: [String] = []
        var caseNames: [String: String] = [:]
        for item in items {
            guard let name = name(item, .parameterCase, describing: "case name") else { return nil }
            let caseName = SwiftNaming.caseName(forStepID: name.value)
            if let earlier = caseNames[caseName] {
                let what =
                    earlier == name.value
                    ? "case '\(name.value)' is listed twice" : "cases '\(earlier)' and '\(name.value)' become one Swift case, '\(caseName)'"
                diagnostics.report(.parameterCases, what, at: name.position)
                return nil
            }
            caseNames[caseName] = name.value
            cases.append(name.value)
        }
        return cases
    }

    /// `default:` read as `type` says; TOUR218 when it does not fit.
    private mutating func parameterDefault(_ node: YAMLNode, type: TourParameterType, parameter: String) -> Located<TourValue>? {
        guard node.tag == nil, case .scalar(let written, let style) = node.content else {
            diagnostics.report(
                .parameterDefault, "the default of '\(parameter)' must be \(type.valueForm), found \(node.kindDescription)", at: node.position)
            return nil
        }
        let plain = style == .plain
        let value: TourValue?
        switch type {
        case .bool: value = plain ? ["true": true, "false": false][written].map(TourValue.bool) : nil
        case .int: value = plain ? YAMLNumber.parseInteger(written).map(TourValue.int) : nil
        case .double: value = plain ? YAMLNumber.parse(written).flatMap { $0.isFinite ? TourValue.double($0) : nil } : nil
        case .string: value = .string(written)
        case .enumeration(let cases):
            if cases.contains(written) {
                value = .enumCase(written)
            } else {
                let suggestion = Suggestions.likelyMeant(written, among: cases)
                diagnostics.report(
                    .parameterDefault,
                    "'\(written.truncatedForMessage)' is not a case of '\(parameter)'\(suggestion.map { "; did you mean '\($0)'?" } ?? "")",
                    at: node.position, notes: ["the cases: \(cases.joined(separator: ", "))"], suggestion: suggestion)
                return nil
            }
        }
        guard let value else {
            diagnostics.report(
                .parameterDefault, "the default of '\(parameter)' must be \(type.valueForm); found '\(written.truncatedForMessage)'",
                at: node.position)
            return nil
        }
        return Located(value, at: node.position)
    }
}

extension TourParameterType {
    /// What a value of the type looks like, for messages.
    var valueForm: String {
        switch self {
        case .bool: "true or false, unquoted"
        case .int: "a whole number, unquoted"
        case .double: "a number, unquoted"
        case .string: "a text"
        case .enumeration(let cases): "one of its cases (\(cases.joined(separator: ", ")))"
        }
    }
}
