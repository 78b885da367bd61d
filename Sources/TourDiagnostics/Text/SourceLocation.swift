/// A place in a file: what notes that point at another place name.
package struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file, as the user named it.
    package var file: String
    /// Where in the file.
    package var position: SourcePosition

    /// Creates a location.
    package init(_ file: String, _ position: SourcePosition) {
        self.file = file
        self.position = position
    }

    /// `file:line:column`, the form terminals and editors turn into links.
    package var description: String { "\(file):\(position.line):\(position.column)" }
}

/// The first place each key was seen, for the checks that report a repeat
/// (a tour id, a step id, a registered target...) at its later occurrence.
package struct FirstOccurrences<Key: Hashable, Value> {
    private var first: [Key: Value] = [:]

    /// Nothing seen yet.
    package init() {}

    /// Records `value` for `key` unless `key` was seen; returns what was
    /// recorded for it first, or `nil` when this is its first occurrence.
    package mutating func earlier(_ key: Key, _ value: Value) -> Value? {
        if let earlier = first[key] { return earlier }
        first[key] = value
        return nil
    }
}

extension SourceLocation {
    /// The note every repeat diagnostic carries, in one form.
    package func firstDefinedNote(_ what: String) -> String {
        "\(what) was first defined at \(self)"
    }
}
