import Testing
import TourDiagnostics
import TourModel
import TourSyntax

/// Parses `text` as YAML with `limits`, returning documents and diagnostics.
func parseYAML(_ text: String, limits: YAMLLimits = .default) -> (YAMLParser.Result, [Diagnostic]) {
    var collector = DiagnosticCollector(file: "test.yaml")
    let result = YAMLParser(limits: limits).parse(Array(text.utf8), diagnostics: &collector)
    return (result, collector.diagnostics)
}

/// A 1-based line and column.
func syntaxPosition(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, column: column)
}

/// `yaml` decoded as a tourc.yaml; it must parse.
func decodeConfiguration(_ yaml: String) -> (Configuration, [Diagnostic]) {
    let (parsed, syntax) = parseYAML(yaml)
    #expect(syntax.isEmpty, "\(syntax)")
    return ConfigurationDecoder.decode(parsed.documents, file: "tourc.yaml")
}
