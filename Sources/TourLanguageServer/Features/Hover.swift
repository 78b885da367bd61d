import TourCompiler
import TourDiagnostics
import TourFormat
import TourModel
import TourValidation

/// `textDocument/hover`'s answer.
struct HoverResult: Encodable, Sendable {
    var contents: MarkupContent
    var range: TextRange
}

/// Hover: on a target, what it is and where the app's Swift code tags it;
/// on an SF Symbol, the release and OS versions that first have it; on a
/// TOUR code, its explanation.
enum Hover {
    /// What to show for the word at byte `offset` of `document`, the file
    /// at `path`; `project` is `nil` for a file of no project.
    static func hover(
        atOffset offset: Int, in document: TextDocument, path: String, project: ProjectSnapshot?, encoding: PositionEncoding
    ) -> HoverResult? {
        let word = wordSpan(atOffset: offset, in: document)
        let text = String(decoding: document.bytes[word], as: UTF8.self)
        if let code = DiagnosticCode.named(text), text.uppercased().hasPrefix("TOUR") {
            return HoverResult(contents: MarkupContent(value: explanation(of: code)), range: document.range(of: word, in: encoding))
        }
        if isSymbolName(word, in: document), let availability = availability(ofSymbol: text) {
            return HoverResult(contents: MarkupContent(value: "**\(text)**: \(availability)"), range: document.range(of: word, in: encoding))
        }
        guard let project, let (use, span) = project.nameUse(atOffset: offset, in: document, path: path) else { return nil }
        return HoverResult(contents: MarkupContent(value: describe(use, in: project)), range: document.range(of: span, in: encoding))
    }

    /// A code's summary and explanation, as `tourc explain` prints them,
    /// with the link to its entry in docs/diagnostics.md.
    static func explanation(of code: DiagnosticCode) -> String {
        "**\(code.rawValue)** (\(code.severity.rawValue)): \(code.summary)\n\n\(code.explanation)\n\n[\(code.rawValue) in docs/diagnostics.md](\(code.documentationURL))"
    }

    /// The release that first has the SF Symbol `name` and the OS versions
    /// that ship it (the app's minimum must be at least these); for a
    /// renamed symbol, its new name too. `nil` for a name tourc does not know.
    static func availability(ofSymbol name: String) -> String? {
        let table = SymbolTable.shared
        guard let release = table.release(of: name) else { return nil }
        let renamed = table.currentName(of: name).map { "; renamed \($0)" } ?? ""
        return "\(release.name), in \(PlatformSettings(minimums: release.versions).description) and later\(renamed)"
    }

    /// Where the target `name` is registered and where the app's Swift code
    /// tags it, as Markdown lines.
    static func whereTargetIs(_ name: String, in project: ProjectSnapshot) -> String {
        var lines: [String] = []
        for use in project.uses(of: .target(name)) where use.declares {
            lines.append("Registered at `\(project.location.relative(use.file)):\(use.position.line)`")
        }
        guard let tagSites = project.tagSites else {
            lines.append("The app's Swift code is not scanned (`targets.scan` in tourc.yaml), so where it is tagged is not known.")
            return lines.joined(separator: "\n\n")
        }
        let sites = tagSites[name] ?? []
        if sites.isEmpty { lines.append("Not tagged in the app's Swift code.") }
        for site in sites {
            lines.append("Tagged at `\(project.location.relative(site.file)):\(site.position.line)`: `\(site.written)`")
        }
        return lines.joined(separator: "\n\n")
    }

    /// What `use` names, in a few lines.
    private static func describe(_ use: NameUse, in project: ProjectSnapshot) -> String {
        switch use.symbol {
        case .target(let name):
            let what = project.description(ofTarget: name).map { ": \($0)" } ?? ""
            return "**\(name)** (target)\(what)\n\n" + whereTargetIs(name, in: project)
        case .step:
            let tour = project.tours.first { $0.file == use.file && $0.steps.contains { $0.id.position == use.position } }
            let target = tour?.steps.first { $0.id.position == use.position }?.effectiveTarget.value
            let lights = target.map { ", lights up `\($0)`\n\n" + whereTargetIs($0, in: project) } ?? ""
            return "**\(use.name)** (step of tour `\(tour?.id.value ?? "")`)\(lights)"
        case .tour(let id):
            let tour = project.tours.first { $0.id.value == id }
            let title = tour?.title.map { ": \($0.first.text)" } ?? ""
            let file = tour.map { "\n\nIn `\(project.location.relative($0.file)):\($0.id.position.line)`" } ?? ""
            return "**\(id)** (tour)\(title)\(file)"
        case .event(let name):
            let event = project.registry?.events.first { $0.name.value == name }
            return "**\(name)** (event)" + (event?.description.map { ": \($0)" } ?? "")
        }
    }

    /// The name characters around `offset`.
    static func wordSpan(atOffset offset: Int, in document: TextDocument) -> Range<Int> {
        let line = document.lineRange(document.line(atOffset: offset))
        var start = min(offset, line.upperBound)
        var end = start
        while start > line.lowerBound, CursorContext.isNameByte(document.bytes[start - 1]) { start -= 1 }
        while end < line.upperBound, CursorContext.isNameByte(document.bytes[end]) { end += 1 }
        return start..<end
    }

    /// Whether the word at `span` is an SF Symbol's name: in a `{symbol:`
    /// marker, or the value of a tour's `icon:`.
    private static func isSymbolName(_ span: Range<Int>, in document: TextDocument) -> Bool {
        guard !span.isEmpty else { return false }
        let opener = Array(TourText.symbolMarkerOpener.utf8)
        if span.lowerBound >= opener.count, document.bytes[(span.lowerBound - opener.count)..<span.lowerBound].elementsEqual(opener) { return true }
        let context = CursorContext(atOffset: span.lowerBound, in: document)
        return context?.path == [] && context?.place == .value(of: TourSetting.icon.key)
    }
}
