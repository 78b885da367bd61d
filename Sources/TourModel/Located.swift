import TourDiagnostics
import TourSyntax

/// A value read from a tour file, with the position it was written at, so
/// later stages can point at it.
public struct Located<Value: Sendable>: Sendable {
    /// The value.
    public var value: Value
    /// Where it was written.
    public var position: SourcePosition

    /// Creates a located value.
    init(_ value: Value, at position: SourcePosition) {
        self.value = value
        self.position = position
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
