import Testing

@testable import TourDiagnostics
@testable import TourSyntax

// Small helpers for reading parsed trees in the Syntax and Model tests. Their
// names carry a `yaml`/`syntax` prefix so they cannot meet helpers elsewhere
// in the test target.

/// Parses raw bytes (for a BOM, CRLF or invalid UTF-8) with `limits`.
func parseYAMLBytes(_ bytes: [UInt8], limits: YAMLLimits = .default) -> (YAMLParser.Result, [Diagnostic]) {
    var collector = DiagnosticCollector(file: "test.yaml")
    let result = YAMLParser(limits: limits).parse(bytes, diagnostics: &collector)
    return (result, collector.diagnostics)
}

/// A 1-based line and column.
func syntaxPosition(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, column: column)
}

extension YAMLNode {
    /// The value of `key` in a mapping, or `nil`.
    func yamlValue(_ key: String) -> YAMLNode? {
        guard case .mapping(let pairs) = content else { return nil }
        return pairs.first { $0.key.scalarValue == key }?.value
    }

    /// The key node of `key` in a mapping, or `nil`.
    func yamlKey(_ key: String) -> YAMLNode? {
        guard case .mapping(let pairs) = content else { return nil }
        return pairs.first { $0.key.scalarValue == key }?.key
    }

    /// The pairs of a mapping, or an empty list.
    var yamlPairs: [YAMLPair] {
        if case .mapping(let pairs) = content { return pairs }
        return []
    }

    /// The items of a sequence, or an empty list.
    var yamlItems: [YAMLNode] {
        if case .sequence(let items) = content { return items }
        return []
    }

    /// The scalar's style, or `nil` for a collection.
    var yamlStyle: ScalarStyle? {
        if case .scalar(_, let style) = content { return style }
        return nil
    }

    /// Every position in the subtree, keys included, in document order.
    var yamlAllPositions: [SourcePosition] {
        var result = [position]
        switch content {
        case .scalar: break
        case .sequence(let items): result += items.flatMap(\.yamlAllPositions)
        case .mapping(let pairs):
            for pair in pairs { result += pair.key.yamlAllPositions + pair.value.yamlAllPositions }
        }
        return result
    }
}

/// A scalar's text and style, comparable in one `#expect`.
struct YAMLScalarSnapshot: Equatable, CustomStringConvertible {
    var value: String
    var style: ScalarStyle

    init(_ value: String, _ style: ScalarStyle) {
        self.value = value
        self.style = style
    }

    var description: String { "\(style) \(value.debugDescription)" }
}

extension YAMLNode {
    /// The scalar's text and style, or `nil` for a collection.
    var yamlScalar: YAMLScalarSnapshot? {
        if case .scalar(let value, let style) = content { return YAMLScalarSnapshot(value, style) }
        return nil
    }
}
