/// A JSON value, rendered the way Foundation's `JSONEncoder` renders it with
/// `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes`, so a bundle
/// TourKit decodes and re-encodes comes out byte for byte the same.
indirect enum JSONValue {
    case string(String)
    case number(Double)
    case integer(Int)
    case array([JSONValue])
    /// Members in any order; rendering sorts them by key.
    case object([(key: String, value: JSONValue)])

    /// An object member when `value` is present; absent optionals are
    /// omitted, as `JSONEncoder` omits them.
    static func member(_ key: String, _ value: JSONValue?) -> [(key: String, value: JSONValue)] {
        value.map { [(key, $0)] } ?? []
    }

    /// The document: the value, then a final newline.
    func rendered() -> String {
        var text = ""
        render(into: &text, indent: "")
        text += "\n"
        return text
    }

    private func render(into text: inout String, indent: String) {
        switch self {
        case .string(let value):
            text += JSONText.quoted(value)
        case .number(let value):
            text += SwiftLiteral.number(value)
        case .integer(let value):
            text += String(value)
        case .array(let items):
            let inner = indent + "  "
            text += "[\n"
            for (index, item) in items.enumerated() {
                text += inner
                item.render(into: &text, indent: inner)
                text += index == items.count - 1 ? "\n" : ",\n"
            }
            if items.isEmpty { text += "\n" }
            text += indent + "]"
        case .object(let members):
            let inner = indent + "  "
            text += "{\n"
            let sorted = members.sorted { $0.key < $1.key }
            for (index, member) in sorted.enumerated() {
                text += inner + JSONText.quoted(member.key) + " : "
                member.value.render(into: &text, indent: inner)
                text += index == sorted.count - 1 ? "\n" : ",\n"
            }
            if members.isEmpty { text += "\n" }
            text += indent + "}"
        }
    }
}
