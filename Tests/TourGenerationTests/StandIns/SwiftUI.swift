// A stand-in for SwiftUI on Linux, declaring only what tourc's generated
// code touches, so the `#if canImport(SwiftUI)` parts are compiled and run
// by the tests. `LocalizedStringKey` records its parts so a test can read a
// key back and compare it with the tour text.

/// An SF Symbol image.
public struct Image: Hashable, Sendable {
    public let systemName: String

    public init(systemName: String) {
        self.systemName = systemName
    }
}

/// Forms keys as SwiftUI does (and as its open reimplementations show):
/// `init(_:)` and a literal without interpolation take the text as the key,
/// unformatted; an interpolation doubles `%` in literal runs, adds `%@` per
/// image, keeps the images as arguments and is formatted. It also records
/// the parts in order, so a test can read the text back.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    public enum Part: Hashable, Sendable {
        case literal(String)
        case image(String)
    }

    /// The key looked up in the strings table.
    public var key: String
    /// Whether the translation is run through `String(format:)`.
    public var hasFormatting: Bool
    /// The images' symbol names, in order: the format arguments.
    public var arguments: [String]
    /// Literal runs and images, in order.
    public var parts: [Part]

    public init(_ value: String) {
        key = value
        hasFormatting = false
        arguments = []
        parts = [.literal(value)]
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        hasFormatting = true
        arguments = stringInterpolation.arguments
        parts = stringInterpolation.parts
    }

    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var key = ""
        var arguments: [String] = []
        var parts: [Part] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            key += literal.split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%")
            parts.append(.literal(literal))
        }

        public mutating func appendInterpolation(_ image: Image) {
            key += "%@"
            arguments.append(image.systemName)
            parts.append(.image(image.systemName))
        }
    }

    /// The key written back in tourc's markup: literal runs as they are,
    /// images as `{symbol:NAME}`.
    public var markup: String {
        parts.map { part in
            switch part {
            case .literal(let text): return text
            case .image(let name): return "{symbol:\(name)}"
            }
        }.joined()
    }
}

/// A view.
public protocol View {}
