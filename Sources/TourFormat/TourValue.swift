/// A value a tour's condition reads or compares with: a parameter's value
/// (the app's state, `parameters:` in targets.yaml), a count, or a literal
/// written in a condition. Its JSON form in bundles and stores is an
/// object of one key naming the type: `{"bool": true}`, `{"int": 3}`,
/// `{"double": 2.5}`, `{"string": "pro"}`, `{"case": "free"}`.
public enum TourValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A number with a fraction.
    case double(Double)
    /// A text.
    case string(String)
    /// One case of an enum parameter, by its name in `cases:`.
    case enumCase(String)

    private enum CodingKeys: String, CodingKey {
        case bool, int, double, string
        case enumCase = "case"
    }

    /// Decodes the one-key object; any other shape is an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "a value is an object of one key: bool, int, double, string or case"))
        }
        switch key {
        case .bool: self = .bool(try container.decode(Bool.self, forKey: key))
        case .int: self = .int(try container.decode(Int.self, forKey: key))
        case .double: self = .double(try container.decode(Double.self, forKey: key))
        case .string: self = .string(try container.decode(String.self, forKey: key))
        case .enumCase: self = .enumCase(try container.decode(String.self, forKey: key))
        }
    }

    /// Encodes the one-key object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .bool(let value): try container.encode(value, forKey: .bool)
        case .int(let value): try container.encode(value, forKey: .int)
        case .double(let value): try container.encode(value, forKey: .double)
        case .string(let value): try container.encode(value, forKey: .string)
        case .enumCase(let value): try container.encode(value, forKey: .enumCase)
        }
    }

    /// The value as a condition writes it: `true`, `3`, `2.5`, `"pro"`, `.free`.
    public var description: String {
        switch self {
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .double(let value): return TourValue.text(of: value)
        case .string(let value): return TourValue.quoted(value)
        case .enumCase(let name): return "." + name
        }
    }

    /// Whether the value can be a `type` parameter's: an int is a double
    /// too, nothing else converts.
    public func fits(_ type: TourParameterType) -> Bool {
        switch (self, type) {
        case (.bool, .bool), (.int, .int), (.int, .double), (.double, .double), (.string, .string): return true
        case (.enumCase(let name), .enumeration(let cases)): return cases.contains(name)
        default: return false
        }
    }

    /// A number's value, for comparisons across ints and doubles.
    package var number: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }

    /// `value` as conditions write a number: `2.5`, `3.0`.
    static func text(of value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) + ".0" : String(value)
    }

    /// `text` in double quotes, with `"` and `\` escaped, as conditions write strings.
    static func quoted(_ text: String) -> String {
        var quoted = "\""
        for character in text {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }
}

/// The type of a parameter (`type:` in targets.yaml).
public enum TourParameterType: Hashable, Sendable, Codable, CustomStringConvertible {
    /// `true` or `false`.
    case bool
    /// A whole number.
    case int
    /// A number.
    case double
    /// A text.
    case string
    /// One of `cases`, in their order.
    case enumeration(cases: [String])

    /// The word `type:` takes: `bool`, `int`, `double`, `string` or `enum`.
    public var name: String {
        switch self {
        case .bool: "bool"
        case .int: "int"
        case .double: "double"
        case .string: "string"
        case .enumeration: "enum"
        }
    }

    /// The type with its cases, for messages: `enum (free, plus, pro)`.
    public var description: String {
        guard case .enumeration(let cases) = self else { return name }
        return "enum (" + cases.joined(separator: ", ") + ")"
    }

    /// Whether values compare by order (`<`, `>=`): numbers do, nothing else.
    public var isOrdered: Bool { self == .int || self == .double }

    /// The type words `type:` takes, in the order the docs list them.
    package static let names = ["bool", "int", "double", "string", "enum"]

    private enum CodingKeys: String, CodingKey {
        case type, cases
    }

    /// Decodes `{"type": "enum", "cases": [...]}` or `{"type": "int"}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .type) {
        case "bool": self = .bool
        case "int": self = .int
        case "double": self = .double
        case "string": self = .string
        case "enum": self = .enumeration(cases: try container.decode([String].self, forKey: .cases))
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown parameter type '\(other)': bool, int, double, string or enum")
        }
    }

    /// Encodes `type`, and `cases` for an enum.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .type)
        if case .enumeration(let cases) = self { try container.encode(cases, forKey: .cases) }
    }
}

/// One parameter as targets.yaml declares it: what a condition may read,
/// its type, the value it has until the app sets one, and whether it
/// lasts beyond the launch it is set in.
public struct TourParameterDeclaration: Hashable, Sendable, Codable {
    /// The name conditions use.
    public var name: String
    /// Its type.
    public var type: TourParameterType
    /// Its value until the app sets one; `nil`: unset, and every comparison
    /// with it is false.
    public var defaultValue: TourValue?
    /// Whether a value the app sets lasts only until the next launch (as
    /// TipKit's `.transient`).
    public var isTransient: Bool

    /// Declares a parameter.
    public init(name: String, type: TourParameterType, defaultValue: TourValue? = nil, isTransient: Bool = false) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.isTransient = isTransient
    }

    private enum CodingKeys: String, CodingKey {
        case name, type, cases
        case defaultValue = "default"
        case isTransient = "transient"
    }

    /// Decodes `{"name", "type", "cases"?, "default"?, "transient"?}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        type = try TourParameterType(from: decoder)
        defaultValue = try container.decodeIfPresent(TourValue.self, forKey: .defaultValue)
        isTransient = try container.decodeIfPresent(Bool.self, forKey: .isTransient) ?? false
    }

    /// Encodes the declaration with the keys it sets, `transient` only when true.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try type.encode(to: encoder)
        try container.encodeIfPresent(defaultValue, forKey: .defaultValue)
        if isTransient { try container.encode(true, forKey: .isTransient) }
    }
}
