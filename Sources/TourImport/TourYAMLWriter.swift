import TourBytes
import TourDiagnostics
import TourFormat
import TourModel
import TourSyntax

/// Writes an imported enum as a tour file, as `tourc format` would lay it
/// out: the keys in their order, and every text by the formatter's one rule
/// (`YAMLTextStyle`: plain where YAML reads it back as itself, else quoted;
/// several lines as a `|-` block where that is exact).
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

    /// `key: value` at step level, after `&anchor` when one is given, the
    /// value written by ``text(_:indent:)``.
    static func field(_ key: String, _ text: String, anchor: String? = nil) -> String {
        let lines = Self.text(text, indent: 6)
        return "    \(key): " + (anchor.map { "&\($0) " } ?? "") + lines.joined(separator: "\n") + "\n"
    }

    /// `text` as tourc writes a text into a tour file, by the one rule
    /// `tourc format` writes texts by (`YAMLTextStyle`): plain, quoted, or a
    /// `|-` block whose lines are indented by `indent` spaces. The first
    /// line goes after the key; a block's lines follow it.
    static func text(_ text: String, indent: Int) -> [String] {
        let style = YAMLTextStyle(for: text)
        let lines = style.render(text).map { String(decoding: $0, as: UTF8.self) }
        guard style == .literalBlock else { return lines }
        return ["|-"] + lines.map { $0.isEmpty ? "" : String(repeating: " ", count: indent) + $0 }
    }

    /// `text` on one line, as the rule writes it when a block is not
    /// allowed (in a flow mapping, `{en: ..., de: ...}`): plain only when
    /// it holds no flow indicator, else quoted.
    static func flowScalar(_ text: String) -> String {
        var style = YAMLTextStyle(for: text)
        if style == .literalBlock || (style == .plain && text.utf8.contains { ",[]{}".utf8.contains($0) }) { style = .doubleQuoted }
        return String(decoding: style.render(text)[0], as: UTF8.self)
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
