import TourBytes

/// What a SARIF log says about the run besides its findings.
public struct SARIFContext: Sendable {
    /// tourc's version, the tool's `version`.
    public var toolVersion: String
    /// The absolute folder relative paths are relative to: `%SRCROOT%`.
    public var sourceRoot: String

    /// Creates a context.
    public init(toolVersion: String, sourceRoot: String) {
        self.toolVersion = toolVersion
        self.sourceRoot = sourceRoot
    }
}

/// One SARIF 2.1.0 log of one run, as GitHub code scanning reads it: each
/// finding a result whose `ruleId` is its TOUR code, each code a rule with
/// its name, summary, explanation and default level from the catalogue,
/// locations relative to `%SRCROOT%`, columns in Unicode scalars (as tourc
/// counts them), and a fix where tourc has a suggestion.
enum SARIFRenderer {
    static func render(_ diagnostics: [Diagnostic], context: SARIFContext, source: (String) -> [UInt8]?) -> String {
        var rules: [DiagnosticCode] = []
        var ruleIndex: [DiagnosticCode: Int] = [:]
        for code in Set(diagnostics.map(\.code)).sorted() {
            ruleIndex[code] = rules.count
            rules.append(code)
        }
        var json = JSONWriter(capacity: 512 * diagnostics.count + 1024)
        json.beginObject()
        json.key("$schema")
        json.string("https://json.schemastore.org/sarif-2.1.0.json")
        json.key("version")
        json.string("2.1.0")
        json.key("runs")
        json.beginArray()
        json.element()
        json.beginObject()
        writeTool(rules, context: context, into: &json)
        json.key("columnKind")
        json.string("unicodeCodePoints")
        json.key("originalUriBaseIds")
        json.beginObject()
        json.key("%SRCROOT%")
        json.beginObject()
        json.key("uri")
        json.string(SARIFLocation.fileURI(ofFolder: context.sourceRoot))
        json.endObject()
        json.endObject()
        json.key("results")
        json.beginArray()
        // Each file's lines are found once, for every fix in it.
        var indexes: [String: LineIndex] = [:]
        for diagnostic in diagnostics {
            json.element()
            var lines: LineIndex?
            if diagnostic.suggestion != nil, let file = diagnostic.file {
                if indexes[file] == nil, let bytes = source(file) { indexes[file] = LineIndex(bytes) }
                lines = indexes[file]
            }
            writeResult(diagnostic, ruleIndex: ruleIndex[diagnostic.code] ?? 0, context: context, lines: lines, into: &json)
        }
        json.endArray()
        json.endObject()
        json.endArray()
        json.endObject()
        return json.finish().text + "\n"
    }

    private static func writeTool(_ rules: [DiagnosticCode], context: SARIFContext, into json: inout JSONWriter) {
        json.key("tool")
        json.beginObject()
        json.key("driver")
        json.beginObject()
        json.key("name")
        json.string("tourc")
        json.key("version")
        json.string(context.toolVersion)
        json.key("rules")
        json.beginArray()
        for code in rules {
            json.element()
            json.beginObject()
            json.key("id")
            json.string(code.rawValue)
            json.key("name")
            json.string(code.name)
            json.key("shortDescription")
            text(code.summary, into: &json)
            json.key("fullDescription")
            text(code.explanation, into: &json)
            json.key("help")
            text("\(code.explanation)\n\n`tourc explain \(code.rawValue)` prints this.", into: &json)
            json.key("defaultConfiguration")
            json.beginObject()
            json.key("level")
            json.string(level(code.severity))
            json.endObject()
            json.endObject()
        }
        json.endArray()
        json.endObject()
        json.endObject()
    }

    private static func writeResult(
        _ diagnostic: Diagnostic, ruleIndex: Int, context: SARIFContext, lines: LineIndex?, into json: inout JSONWriter
    ) {
        json.beginObject()
        json.key("ruleId")
        json.string(diagnostic.code.rawValue)
        json.key("ruleIndex")
        json.integer(ruleIndex)
        json.key("level")
        json.string(level(diagnostic.severity))
        json.key("message")
        text(([diagnostic.message] + diagnostic.notes).joined(separator: "\n"), into: &json)
        if let file = diagnostic.file {
            let location = SARIFLocation(file: file, sourceRoot: context.sourceRoot)
            json.key("locations")
            json.beginArray()
            json.element()
            json.beginObject()
            json.key("physicalLocation")
            json.beginObject()
            location.write(into: &json)
            if let position = diagnostic.position {
                json.key("region")
                region(line: position.line, column: position.column, length: nil, into: &json)
            }
            json.endObject()
            json.endObject()
            json.endArray()
            if let suggestion = diagnostic.suggestion, let position = diagnostic.position,
                let length = lines?.lineBytes(position.line).flatMap({ SARIFLocation.tokenLength(inLine: $0, column: position.column) })
            {
                writeFix(suggestion, at: position, length: length, location: location, into: &json)
            }
        }
        json.endObject()
    }

    /// The fix that replaces the token at `position` (`length` scalars) with `suggestion`.
    private static func writeFix(
        _ suggestion: String, at position: SourcePosition, length: Int, location: SARIFLocation, into json: inout JSONWriter
    ) {
        json.key("fixes")
        json.beginArray()
        json.element()
        json.beginObject()
        json.key("description")
        text("Replace with '\(suggestion)'", into: &json)
        json.key("artifactChanges")
        json.beginArray()
        json.element()
        json.beginObject()
        location.write(into: &json)
        json.key("replacements")
        json.beginArray()
        json.element()
        json.beginObject()
        json.key("deletedRegion")
        region(line: position.line, column: position.column, length: length, into: &json)
        json.key("insertedContent")
        text(suggestion, into: &json)
        json.endObject()
        json.endArray()
        json.endObject()
        json.endArray()
        json.endObject()
        json.endArray()
    }

    private static func region(line: Int, column: Int, length: Int?, into json: inout JSONWriter) {
        json.beginObject()
        json.key("startLine")
        json.integer(line)
        json.key("startColumn")
        json.integer(column)
        if let length {
            json.key("endLine")
            json.integer(line)
            json.key("endColumn")
            json.integer(column + length)
        }
        json.endObject()
    }

    private static func text(_ value: String, into json: inout JSONWriter) {
        json.beginObject()
        json.key("text")
        json.string(value)
        json.endObject()
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}
