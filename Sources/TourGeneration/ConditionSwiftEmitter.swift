import TourFormat
import TourModel
import TourValidation

/// Writes lowered conditions as Swift: the `when:` of a tour's
/// `TourDisplayRule` and each step's `condition`, as values of TourKit's
/// `TourCondition` built from enum cases and literals. Names and texts are
/// only ever string literals, so no tour text becomes code; each value
/// has its type from its context, which keeps type-checking cheap.
enum ConditionSwiftEmitter {
    /// `TourCondition(EXPRESSION, parameters: [...])`, laid out to start at
    /// `column` of a line indented `lineIndent` columns; the lines after
    /// the first are relative to that indentation.
    static func lines(of condition: TourCondition, column: Int, lineIndent: Int) -> [String] {
        var arguments = [expression(condition.expression)]
        if !condition.parameters.isEmpty { arguments.append(.labelled("parameters", .list(condition.parameters.map(declaration)))) }
        return SwiftLayout.call("TourCondition", arguments).lines(column: column, lineIndent: lineIndent)
    }

    /// The arguments of `TourDisplayRule(...)` that format 1.4 adds, in the
    /// initializer's order, each as the lines `SwiftEmitter` indents.
    static func ruleArguments(_ rule: DisplayRule, condition: TourCondition?) -> [String] {
        var arguments: [String] = []
        if !rule.eventWindows.isEmpty {
            let windows = rule.eventWindows.sorted { $0.key < $1.key }
            arguments.append("eventWindows: [\n" + windows.map { "    \(SwiftLiteral.string($0.key)): \($0.value.value),\n" }.joined() + "]")
        }
        if let condition {
            // The arguments are written 8 columns in.
            let lines = lines(of: condition, column: 8 + "when: ".count, lineIndent: 8)
            arguments.append("when: " + lines.joined(separator: "\n"))
        }
        if let seconds = rule.maxDuration { arguments.append("maxDuration: \(seconds.value)") }
        if let flag = rule.ignoresFrequency, flag.value { arguments.append("ignoresFrequency: true") }
        if !rule.invalidatedBy.isEmpty {
            arguments.append("invalidatedBy: [\n" + rule.invalidatedBy.map { "    \(SwiftLiteral.string($0.value)),\n" }.joined() + "]")
        }
        return arguments
    }

    /// Each step's `condition`: a `switch` over the steps that have one.
    static func writeStepConditions(_ tour: ValidatedTour, access: String, into writer: inout SourceWriter) {
        guard tour.conditions.anyStep else { return }
        writer.line()
        writer.line("/// When the step shows (its `when:`); a `TourSession` skips it while this is false.")
        writer.block("\(access)var condition: TourCondition? {") { body in
            body.line("switch self {")
            for (index, step) in tour.steps.enumerated() {
                guard let condition = tour.conditions.step(at: index) else { continue }
                let head = "case .\(SwiftNaming.escapedIdentifier(step.caseName)): return "
                let lines = lines(of: condition, column: body.indentWidth + head.count, lineIndent: body.indentWidth)
                body.line(head + lines[0])
                for line in lines.dropFirst() { body.line(line) }
            }
            body.line("default: return nil")
            body.line("}")
        }
    }

    // MARK: Values

    private static func expression(_ expression: TourCondition.Expression) -> SwiftLayout {
        switch expression {
        case .all(let parts): .listCall(".all", parts.map(self.expression))
        case .any(let parts): .listCall(".any", parts.map(self.expression))
        case .not(let part): .call(".not", [self.expression(part)])
        case .compare(let left, let comparison, let right):
            .call(".compare", [operand(left), .atom("." + comparisonName(comparison)), operand(right)])
        case .value(let operand): .call(".value", [self.operand(operand)])
        }
    }

    private static func operand(_ operand: TourCondition.Operand) -> SwiftLayout {
        switch operand {
        case .parameter(let name): .atom(".parameter(\(SwiftLiteral.string(name)))")
        case .launches: .atom(".launches")
        case .event(let name): .atom(".event(\(SwiftLiteral.string(name)))")
        case .value(let value): .atom(".value(\(literal(value)))")
        }
    }

    /// A `TourValue` literal: `.bool(true)`, `.int(3)`, `.enumCase("free")`.
    static func literal(_ value: TourValue) -> String {
        switch value {
        case .bool(let flag): ".bool(\(flag))"
        case .int(let number): ".int(\(number))"
        case .double(let number): ".double(\(number.shortestDecimal))"
        case .string(let text): ".string(\(SwiftLiteral.string(text)))"
        case .enumCase(let name): ".enumCase(\(SwiftLiteral.string(name)))"
        }
    }

    private static func comparisonName(_ comparison: TourCondition.Comparison) -> String {
        switch comparison {
        case .equal: "equal"
        case .notEqual: "notEqual"
        case .less: "less"
        case .lessOrEqual: "lessOrEqual"
        case .greater: "greater"
        case .greaterOrEqual: "greaterOrEqual"
        }
    }

    private static func declaration(_ parameter: TourParameterDeclaration) -> SwiftLayout {
        var arguments: [SwiftLayout] = [.labelled("name", .atom(SwiftLiteral.string(parameter.name))), .labelled("type", type(parameter.type))]
        if let value = parameter.defaultValue { arguments.append(.labelled("defaultValue", .atom(literal(value)))) }
        if parameter.isTransient { arguments.append(.labelled("isTransient", .atom("true"))) }
        return .call("TourParameterDeclaration", arguments)
    }

    /// A `TourParameterType`: `.int`, `.enumeration(cases: [...])`.
    static func type(_ type: TourParameterType) -> SwiftLayout {
        guard case .enumeration(let cases) = type else { return .atom("." + type.name) }
        return .call(".enumeration", [.labelled("cases", .list(cases.map { .atom(SwiftLiteral.string($0)) }))])
    }
}

/// A Swift expression laid out as a person would: on one line when it fits
/// in ``SwiftEmitter/maximumLineLength``, else one argument or element a
/// line, indented four columns (arrays end with a comma, argument lists
/// do not: trailing commas there need Swift 6.1).
indirect enum SwiftLayout {
    case atom(String)
    case call(String, [SwiftLayout])
    case list([SwiftLayout])
    case labelled(String, SwiftLayout)
    /// `head([item, item])`: one item a line whenever there are several,
    /// as `&&` and `||` parts read best.
    case listCall(String, [SwiftLayout])

    /// The expression on one line.
    var flat: String {
        switch self {
        case .atom(let text): text
        case .call(let head, let arguments): head + "(" + arguments.map(\.flat).joined(separator: ", ") + ")"
        case .list(let elements): "[" + elements.map(\.flat).joined(separator: ", ") + "]"
        case .labelled(let label, let value): label + ": " + value.flat
        case .listCall(let head, let items): head + "([" + items.map(\.flat).joined(separator: ", ") + "])"
        }
    }

    /// The expression's lines, the first starting at `column` of a line
    /// indented `lineIndent` columns, the others relative to that
    /// indentation (the closing bracket at it, the items four further).
    func lines(column: Int, lineIndent: Int) -> [String] {
        let flat = self.flat
        if case .listCall(let head, let items) = self, items.count > 1 {
            return Self.broken(head + "([", items, close: "])", trailingComma: true, lineIndent: lineIndent)
        }
        guard column + flat.count > SwiftEmitter.maximumLineLength else { return [flat] }
        switch self {
        case .atom: return [flat]
        case .labelled(let label, let value):
            let inner = value.lines(column: column + label.count + 2, lineIndent: lineIndent)
            return [label + ": " + inner[0]] + inner.dropFirst()
        case .call(let head, let arguments):
            return Self.broken(head + "(", arguments, close: ")", trailingComma: false, lineIndent: lineIndent)
        case .list(let elements): return Self.broken("[", elements, close: "]", trailingComma: true, lineIndent: lineIndent)
        case .listCall(let head, let items): return Self.broken(head + "([", items, close: "])", trailingComma: true, lineIndent: lineIndent)
        }
    }

    private static func broken(_ open: String, _ items: [SwiftLayout], close: String, trailingComma: Bool, lineIndent: Int) -> [String] {
        var lines = [open]
        for (index, item) in items.enumerated() {
            var itemLines = item.lines(column: lineIndent + 4, lineIndent: lineIndent + 4)
            if trailingComma || index < items.count - 1 { itemLines[itemLines.count - 1] += "," }
            lines += itemLines.map { "    " + $0 }
        }
        return lines + [close]
    }
}
