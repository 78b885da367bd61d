import TourBytes
import TourDiagnostics
import TourModel

/// The JSON Schemas editors check tour files, the registry and `tourc.yaml`
/// against (`tourc schema`). The tour schema can know the app: given a
/// registry, a step's `target` (and its `id`, when it has no `target`) must
/// be one of the registered names, each offered with its description, so
/// the YAML language server completes and checks targets as the writer types.
public enum SchemaEmitter {
    /// One schema file.
    public struct SchemaFile: Sendable, Equatable {
        /// The file name: `tour.schema.json`.
        public var name: String
        /// The JSON text.
        public var text: String
    }

    /// The three editor schemas; the tour schema restricts targets to
    /// `registry`'s names when one is given.
    public static func schemas(registry: TargetRegistry?) -> [SchemaFile] {
        // The tour schema is written from TourFormat, as Schemas/ holds it;
        // the embedded texts end without the files' final line break.
        [
            SchemaFile(name: "tour.schema.json", text: registry.map { tourSchema(targets: $0.targets) } ?? TourSchema.text()),
            SchemaFile(name: "targets.schema.json", text: EmbeddedSchemas.targets + "\n"),
            SchemaFile(name: "config.schema.json", text: EmbeddedSchemas.config + "\n"),
        ]
    }

    /// The tour schema with `target`, and `id` for a step without one,
    /// limited to `targets`. The rest of the schema is kept byte for byte:
    /// the registered names are spliced into the text at their places.
    static func tourSchema(targets: [TargetRegistry.Target]) -> String {
        let bytes = Array(TourSchema.text().utf8)
        guard case .success(let root) = JSONReader.read(bytes),
            let step = root["$defs"]?["step"], case .object(let members) = step.content,
            let target = root["$defs"]?["step"]?["properties"]?["target"], let last = members.last
        else {
            // The schema is tourc's own; a test reads it the same way.
            preconditionFailure("the tour schema has no $defs.step.properties.target")
        }
        let names = targets.map(\.name.value)
        let descriptions = targets.map { $0.description ?? "" }
        // Where the splices go, and how deep they are indented.
        let targetIndent = indentation(of: target.range.lowerBound, in: bytes)
        let stepIndent = indentation(of: last.range.lowerBound, in: bytes)

        var text = TextBuffer(capacity: bytes.count + 64 * names.count)
        text.append(bytes[..<target.range.lowerBound])
        text.append(
            restriction(names, descriptions, summary: "The registered target this step highlights. Default: the step's id.", indent: targetIndent))
        text.append(bytes[target.range.upperBound..<last.range.upperBound])
        // A step with no `target` lights up its id, which must then be registered.
        text.append(",\n\(stepIndent)\"if\": { \"not\": { \"required\": [\"target\"] } },\n\(stepIndent)\"then\": {\n")
        text.append("\(stepIndent)  \"properties\": {\n\(stepIndent)    \"id\": ")
        text.append(
            restriction(
                names, descriptions, summary: "This step has no target, so its id is the target: a registered name.", indent: stepIndent + "    "))
        text.append("\n\(stepIndent)  }\n\(stepIndent)}")
        text.append(bytes[last.range.upperBound...])
        return text.text
    }

    /// `{ "description": ..., "enum": [...], "enumDescriptions": [...] }`,
    /// laid out as the schema files are, at `indent`.
    private static func restriction(_ names: [String], _ descriptions: [String], summary: String, indent: String) -> String {
        var text = TextBuffer(capacity: 128 + 48 * names.count)
        text.append("{\n\(indent)  \"description\": ")
        text.appendJSONString(summary)
        text.append(",\n\(indent)  \"type\": \"string\",\n\(indent)  \"enum\": [")
        list(names, into: &text, indent: indent)
        // VS Code's and the YAML language server's completion show these
        // beside the names; other validators ignore the keyword.
        text.append(",\n\(indent)  \"enumDescriptions\": [")
        list(descriptions, into: &text, indent: indent)
        text.append("\n\(indent)}")
        return text.text
    }

    private static func list(_ items: [String], into text: inout TextBuffer, indent: String) {
        for (index, item) in items.enumerated() {
            text.append(index == 0 ? "\n\(indent)    " : ",\n\(indent)    ")
            text.appendJSONString(item)
        }
        text.append(items.isEmpty ? "]" : "\n\(indent)  ]")
    }

    /// The spaces that start the line `offset` is on.
    private static func indentation(of offset: Int, in bytes: [UInt8]) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
        return String(repeating: " ", count: end - start)
    }
}
