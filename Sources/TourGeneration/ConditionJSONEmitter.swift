import TourBytes
import TourFormat

/// Writes a lowered condition in its JSON form (``TourCondition``'s
/// documentation, docs/format.md): what a bundle's `"when"` holds, and
/// what TourKit decodes, keys sorted as every bundle's are.
enum ConditionJSONEmitter {
    /// `{"expression": ..., "parameters": [...]}`.
    static func write(_ condition: TourCondition, into json: inout JSONWriter) {
        json.beginObject()
        json.key("expression")
        write(condition.expression, into: &json)
        json.key("parameters")
        json.beginArray()
        for parameter in condition.parameters {
            json.element()
            write(parameter, into: &json)
        }
        json.endArray()
        json.endObject()
    }

    private static func write(_ expression: TourCondition.Expression, into json: inout JSONWriter) {
        json.beginObject()
        switch expression {
        case .all(let parts), .any(let parts):
            if case .all = expression { json.key("all") } else { json.key("any") }
            json.beginArray()
            for part in parts {
                json.element()
                write(part, into: &json)
            }
            json.endArray()
        case .not(let part):
            json.key("not")
            write(part, into: &json)
        case .compare(let left, let comparison, let right):
            json.key("compare")
            json.string(comparison.rawValue)
            json.key("left")
            write(left, into: &json)
            json.key("right")
            write(right, into: &json)
        case .value(let operand):
            json.key("is")
            write(operand, into: &json)
        }
        json.endObject()
    }

    private static func write(_ operand: TourCondition.Operand, into json: inout JSONWriter) {
        json.beginObject()
        switch operand {
        case .parameter(let name):
            json.key("parameter")
            json.string(name)
        case .launches:
            json.key("launches")
            json.bool(true)
        case .event(let name):
            json.key("event")
            json.string(name)
        case .value(let value):
            json.key("value")
            write(value, into: &json)
        }
        json.endObject()
    }

    /// `{"bool": true}`, `{"case": "free"}`...
    static func write(_ value: TourValue, into json: inout JSONWriter) {
        json.beginObject()
        switch value {
        case .bool(let flag):
            json.key("bool")
            json.bool(flag)
        case .int(let number):
            json.key("int")
            json.integer(number)
        case .double(let number):
            json.key("double")
            json.number(number)
        case .string(let text):
            json.key("string")
            json.string(text)
        case .enumCase(let name):
            json.key("case")
            json.string(name)
        }
        json.endObject()
    }

    /// A parameter's declaration: `cases` for an enum, `default` when set,
    /// `transient` when true, keys sorted.
    static func write(_ parameter: TourParameterDeclaration, into json: inout JSONWriter) {
        json.beginObject()
        if case .enumeration(let cases) = parameter.type {
            json.key("cases")
            json.strings(cases)
        }
        if let value = parameter.defaultValue {
            json.key("default")
            write(value, into: &json)
        }
        json.key("name")
        json.string(parameter.name)
        if parameter.isTransient {
            json.key("transient")
            json.bool(true)
        }
        json.key("type")
        json.string(parameter.type.name)
        json.endObject()
    }
}
