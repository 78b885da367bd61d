import TourDiagnostics
import TourModel

/// One language of one title or text, as the lints see it.
struct LintedText {
    /// The title or text.
    let field: TourTextField
    /// The language being checked.
    let entry: LocalizedText.Entry
    /// The tour file.
    let file: String

    /// How messages name it: "the de version of the title of step 'keyboard'".
    var name: String { field.describe(entry) }

    /// Where the scalar at `offset` is written, inside a block or a text
    /// over several lines too (``LocalizedText/Entry/position(ofScalarOffset:)``).
    func position(ofScalarOffset offset: Int) -> SourcePosition { entry.position(ofScalarOffset: offset) }
}

extension ValidationContext {
    /// The lints of a tour's titles and texts (TOUR330 to TOUR336): how a
    /// text is written rather than whether the tour works, so they are
    /// warnings, and `options` turns each off.
    mutating func checkTextLints(_ tour: Tour, _ fields: [TourTextField], sourceLanguage: String, options: LintOptions) {
        // An alias is a copy of its anchor's text at the anchor's position:
        // one text, which the writer fixes once, so it is linted once.
        var seen: Set<UInt64> = []
        seen.reserveCapacity(fields.count)
        for field in fields {
            // TOUR317 reports a translation's unpaired marks when its source
            // pairs them; TOUR334 leaves those translations to it.
            let source = field.text.isLocalized ? field.text.text(in: sourceLanguage) : nil
            let sourcePairsItsMarks = source.map { MarkdownMarks($0).isBalanced } ?? false
            field.text.forEachEntry { entry in
                // A blank text is an error of its own (TOUR307).
                guard !entry.text.isBlank, seen.insert(Self.seenKey(entry.position, field.role)).inserted
                else { return }
                let text = LintedText(field: field, entry: entry, file: tour.file)
                switch field.role {
                case .title:
                    if options.isOn(.titleEdgeSpaces) { checkTitleEdgeSpaces(text) }
                    if options.isOn(.titleTooLong) { checkLength(text, limit: options.maxTitleLength, code: .titleTooLong) }
                case .body:
                    if options.isOn(.textEndsWithLineBreak) { checkTextEndsWithLineBreak(text) }
                    if options.isOn(.textTooLong) { checkLength(text, limit: options.maxTextLength, code: .textTooLong) }
                    if options.isOn(.mixedListMarkers) { checkListMarkersAgree(text) }
                }
                if options.isOn(.brokenMarkdown) {
                    let isTranslation = entry.locale != nil && entry.locale != sourceLanguage
                    checkMarkdown(text, pairsLeftToTranslationCheck: isTranslation && sourcePairsItsMarks)
                }
            }
        }
        if options.isOn(.repeatedText) { checkTextsAreNotRepeated(tour, sourceLanguage: sourceLanguage) }
    }
}

extension ValidationContext {
    /// A text the lints have read, by where it is written and its role, in
    /// one word (a set of these costs a fraction of a set of structs).
    fileprivate static func seenKey(_ position: SourcePosition, _ role: TourTextField.Role) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: position.line)) << 32
            | UInt64(UInt32(truncatingIfNeeded: position.column)) << 1 | (role == .title ? 1 : 0)
    }
}
