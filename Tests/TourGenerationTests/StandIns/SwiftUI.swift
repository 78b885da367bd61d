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

/// Records literal runs and interpolated images, in order.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    public enum Part: Hashable, Sendable {
        case literal(String)
        case image(String)
    }

    public var parts: [Part]

    public init(_ value: String) {
        parts = [.literal(value)]
    }

    public init(stringLiteral value: String) {
        parts = [.literal(value)]
    }

    public init(stringInterpolation: StringInterpolation) {
        parts = stringInterpolation.parts
    }

    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var parts: [Part] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            parts.append(.literal(literal))
        }

        public mutating func appendInterpolation(_ image: Image) {
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
