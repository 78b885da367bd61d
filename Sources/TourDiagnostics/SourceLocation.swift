/// A place in a file: what notes that point at another place name.
package struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file, as the user named it.
    var file: String
    /// Where in the file.
    var position: SourcePosition

    /// Creates a location.
    package init(_ file: String, _ position: SourcePosition) {
        self.file = file
        self.position = position
    }

    /// `file:line:column`, the form terminals and editors turn into links.
    package var description: String { "\(file):\(position.line):\(position.column)" }
}

extension SourceLocation {
    /// The note every repeat diagnostic carries, in one form.
    package func firstDefinedNote(_ what: String) -> String {
        "\(what) was first defined at \(self)"
    }
}
