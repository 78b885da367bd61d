import TourBytes
import TourDiagnostics
import TourFormat
import TourModel

/// Writes an imported enum as a tour file, the way a writer would type it:
/// one-line texts as plain scalars, quoted only where YAML requires it;
/// multi-line texts as literal blocks (`|-` without a final line break).
public enum TourYAMLWriter {
    /// The tour id for an enum name: `RootHelpInfo` becomes `root-help-info`.
    public static func tourID(forEnum name: String) -> String {
        var id = ""
        var previousWasLower = false
        for scalar in name.unicodeScalars {
            let isUpper = ("A"..."Z").contains(scalar)
            if isUpper, previousWasLower { id += "-" }
            if scalar == "_" {
                id += "-"
                previousWasLower = false
                continue
            }
            id += String(scalar).lowercased()
            previousWasLower = !isUpper
        }
        return NameRule.tourID.matches(id) ? id : "imported-" + id.filter { $0.isLetter || $0.isNumber || $0 == "-" }
    }

    /// The tour file for `imported`, with id `tourID`. Its first line
    /// carries a fingerprint of the rest (``isUnedited(_:)``), so a later
    /// import can tell a file nobody has touched from one a writer edited.
    /// `schema` is the tour schema's path from the tour file, for editors.
    public static func tourFile(_ imported: ImportedEnum, tourID: String, sourceName: String, schema: String? = nil) -> String {
        let body = (schema.map { "# yaml-language-server: $schema=\($0)\n" } ?? "") + tourBody(imported, tourID: tourID)
        return "# Imported by tourc from \(oneLine(sourceName)) (enum \(imported.name)); \(fingerprintLabel)\(fingerprint(of: body)).\n"
            + body
    }

    /// Whether `bytes` are a tour file an import wrote and nobody edited
    /// since: its first line's fingerprint matches the rest.
    public static func isUnedited(_ bytes: some Collection<UInt8>) -> Bool {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return false }
        let header = String(decoding: bytes[..<newline], as: UTF8.self)
        guard header.hasPrefix("# Imported by tourc from "), header.hasSuffix("."),
            let label = header.utf8.lastIndex(of: UInt8(ascii: " "))
        else { return false }
        let stamp = header[header.index(after: label)...].dropLast()
        let body = String(decoding: bytes[bytes.index(after: newline)...], as: UTF8.self)
        return header[..<label].hasSuffix(String(fingerprintLabel.dropLast())) && stamp == fingerprint(of: body)
    }

    private static let fingerprintLabel = "edits make tourc import keep this file, fingerprint "

    /// 16 hex digits of a hash of `body`.
    private static func fingerprint(of body: String) -> String {
        TourRevision.hash([body])
    }

    private static func tourBody(_ imported: ImportedEnum, tourID: String) -> String {
        // The enum's comments stay where they were: above the tour, each
        // step and its title and text, or after its `- id:`.
        var yaml = comments(imported.comments, indent: 0)
        yaml += "tour: \(tourID)\n"
        yaml += "swiftName: \(imported.name)\n"
        yaml += "steps:\n"
        // A text several cases share (`case .undo, .redo:`) is written once
        // with an anchor and aliased after: the tour shares it as the enum
        // did, and the repeated-text lint (TOUR335) knows the sharing is meant.
        var uses: [String: Int] = [:]
        for step in imported.cases { uses[step.text.markup, default: 0] += 1 }
        var anchors: [String: String] = [:]
        for (index, step) in imported.cases.enumerated() {
            if index > 0 { yaml += "\n" }
            yaml += comments(step.comments, indent: 2)
            if step.trailingComments.count == 1 {
                yaml += "  - id: \(step.name)  \(comment(step.trailingComments[0]))\n"
            } else {
                yaml += comments(step.trailingComments, indent: 2)
                yaml += "  - id: \(step.name)\n"
            }
            yaml += comments(step.titleComments, indent: 4)
            yaml += field("title", step.title.markup)
            yaml += comments(step.textComments, indent: 4)
            let text = step.text.markup
            if let anchor = anchors[text] {
                yaml += "    text: *\(anchor)\n"
            } else if uses[text, default: 0] > 1 {
                // Case names are Swift identifiers: valid anchor names as they are.
                anchors[text] = step.name + "-text"
                yaml += field("text", text, anchor: step.name + "-text")
            } else {
                yaml += field("text", text)
            }
        }
        return yaml
    }

    /// One YAML comment line for each of `lines`, at `indent`.
    static func comments(_ lines: [String], indent: Int) -> String {
        lines.map { String(repeating: " ", count: indent) + comment($0) + "\n" }.joined()
    }

    /// `# line`, with what a YAML comment cannot hold (a character YAML
    /// reads as a line break, a control character) as a space.
    static func comment(_ line: String) -> String {
        let scalars = line.unicodeScalars.map { scalar -> Unicode.Scalar in
            let printable =
                scalar == "\t" || (0x20..<0x7F).contains(scalar.value) || (0xA0...0xD7FF).contains(scalar.value)
                || (0xE000...0xFFFD).contains(scalar.value) && scalar != "\u{2028}" && scalar != "\u{2029}" && scalar != "\u{FEFF}"
                || scalar.value >= 0x10000
            return printable ? scalar : " "
        }
        let text = String(String.UnicodeScalarView(scalars))
        return text.isEmpty ? "#" : "# " + text
    }

    /// `key: value` at step level, the value as plain, quoted or block
    /// text, after `&anchor` when one is given.
    static func field(_ key: String, _ text: String, anchor: String? = nil) -> String {
        let prefix = "    \(key): " + (anchor.map { "&\($0) " } ?? "")
        if text.contains("\n"), let block = literalBlock(text) {
            return prefix + block
        }
        if isPlainSafe(text) { return prefix + "\(text)\n" }
        return prefix + "\(doubleQuoted(text))\n"
    }

    /// A literal block for `text` with its lines indented by `indent`
    /// spaces (step-field indentation by default), ending with a line break,
    /// or `nil` when a block cannot hold it exactly (leading spaces on the
    /// first line, line ends other than LF, control characters, trailing
    /// spaces).
    static func literalBlock(_ text: String, indent: Int = 6) -> String? {
        var body = text
        var chomping = "-"
        if body.hasSuffix("\n") {
            body.removeLast()
            chomping = ""
            if body.hasSuffix("\n") { return nil }
        }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, !first.hasPrefix(" "), !first.isEmpty else { return nil }
        for line in lines {
            if line.hasSuffix(" ") || line.hasSuffix("\t") { return nil }
            if line.unicodeScalars.contains(where: {
                ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F || $0 == "\u{85}" || $0 == "\u{2028}" || $0 == "\u{2029}" || $0 == "\u{FEFF}"
            }) {
                return nil
            }
        }
        var block = "|\(chomping)\n"
        for line in lines {
            block += line.isEmpty ? "\n" : String(repeating: " ", count: indent) + "\(line)\n"
        }
        return block
    }

    /// Whether `text` reads back as itself as a plain scalar.
    static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        if first == " " || last == " " || last == ":" { return false }
        if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) {
            // `-`, `?` and `:` start a plain scalar when a non-space follows.
            let second = text.unicodeScalars.dropFirst().first
            guard "-?:".unicodeScalars.contains(first), let second, second != " " else { return false }
        }
        if text.containsBytes(of: ": ") || text.containsBytes(of: " #") || text.contains("\t") { return false }
        return !text.unicodeScalars.contains {
            $0.value < 0x20 || $0.value == 0x7F || (0x80...0x9F).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{2029}" || $0 == "\u{FEFF}"
        }
    }

    /// A YAML double-quoted scalar (a JSON string is one).
    static func doubleQuoted(_ text: String) -> String {
        var buffer = TextBuffer(capacity: text.utf8.count + 2)
        buffer.appendJSONString(text)
        // JSON leaves these as they are; YAML would read them as line breaks.
        var quoted = buffer.text
        let breaks: [(Character, String)] = [("\u{85}", "\\N"), ("\u{2028}", "\\L"), ("\u{2029}", "\\P")]
        for (lineBreak, escape) in breaks where quoted.contains(lineBreak) {
            quoted = quoted.split(separator: lineBreak, omittingEmptySubsequences: false).joined(separator: escape)
        }
        return quoted
    }

    private static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }

    /// A `targets.yaml` entry list for new names, appended to `existing`
    /// (or a new registry): existing entries and comments stay as they are.
    public static func registry(adding names: [String], to existing: String?, schema: String? = nil) -> String {
        guard var text = existing, !text.isEmpty else {
            return (schema.map { "# yaml-language-server: $schema=\($0)\n" } ?? "")
                + "# The UI elements the app tags, by name. Steps may only point at these.\ntargets:\n"
                + names.map { "  - \($0)\n" }.joined()
        }
        if !text.hasSuffix("\n") { text += "\n" }
        return text + names.map { "  - \($0)\n" }.joined()
    }
}
