import TourDiagnostics
import TourModel

/// One language of one title or text, as the lints see it.
struct LintedText {
    /// The step whose title or text it is (by id), or `nil` for the tour's.
    let stepID: String?
    /// Whether it is a title or a text.
    let role: TourTextField.Role
    /// The language being checked.
    let entry: LocalizedText.Entry
    /// The entry's language: its locale, or the source language.
    let language: String
    /// The languages the app ships (`localization.locales`), if set.
    let locales: [String]?
    /// The tour file.
    let file: String
    /// Whether the text is a translation whose source pairs its Markdown
    /// marks: TOUR317 reports its unpaired marks, so TOUR334 leaves them.
    let pairsLeftToTranslationCheck: Bool
    /// The experiment's variant whose text it is, or `nil` for the file's own.
    let variant: String?

    /// How messages name it: "the de version of the title of step 'keyboard'".
    var name: String { TourTextField.describe(entry, stepID: stepID, role: role, variant: variant) }

    /// Where the scalar at `offset` is written, inside a block or a text
    /// over several lines too (``LocalizedText/Entry/position(ofScalarOffset:)``).
    func position(ofScalarOffset offset: Int) -> SourcePosition { entry.position(ofScalarOffset: offset) }
}

extension ValidationContext {
    /// Runs `lints` on each of a tour's titles and texts in each language:
    /// each text is read once, and an alias's text only at its anchor.
    mutating func lintTexts(of subject: TourUnderCheck, _ lints: [any TextLint.Type]) {
        guard !lints.isEmpty else { return }
        let sourceLanguage = subject.options.sourceLanguage
        let readsMarkdown = lints.contains { $0 == BrokenMarkdown.self }
        // An alias is a copy of its anchor's text at the anchor's position:
        // one text, which the writer fixes once, so it is linted once.
        var seen: Set<UInt64> = []
        seen.reserveCapacity(subject.fields.count)
        let titleLints = lints.filter { $0.roles.contains(.title) }
        let bodyLints = lints.filter { $0.roles.contains(.body) }
        for field in subject.fields {
            let forRole = field.role == .title ? titleLints : bodyLints
            // TOUR317 reports a translation's unpaired marks when its source
            // pairs them; TOUR334 leaves those translations to it.
            let source = readsMarkdown && field.text.isLocalized ? field.text.text(in: sourceLanguage) : nil
            let sourcePairsItsMarks = source.map { MarkdownMarks($0).isBalanced } ?? false
            field.text.forEachEntry { entry in
                // A blank text is an error of its own (TOUR307).
                guard !entry.text.isBlank, seen.insert(Self.seenKey(entry.position, field.role)).inserted
                else { return }
                let isTranslation = entry.locale != nil && entry.locale != sourceLanguage
                let text = LintedText(
                    stepID: field.stepID, role: field.role, entry: entry, language: entry.locale ?? sourceLanguage,
                    locales: subject.options.locales, file: subject.tour.file,
                    pairsLeftToTranslationCheck: isTranslation && sourcePairsItsMarks, variant: field.variant)
                for lint in forRole { lint.check(text, subject.options.lints, &self) }
            }
        }
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

extension ValidationContext {
    /// Reports `text` when it has more than `limit` characters: the check
    /// ``TitleTooLong`` and ``TextTooLong`` share, `setting` naming the limit.
    mutating func checkLength(_ text: LintedText, limit: Int, code: DiagnosticCode, setting: String) {
        let written = text.entry.text
        // A character is at least one byte: a short text is decided without counting.
        guard written.utf8.count > limit else { return }
        let length = written.count
        guard length > limit else { return }
        let firstOver = written.prefix(limit).unicodeScalars.count
        report(
            code, "\(text.name) has \(length) characters, more than the limit of \(limit)",
            file: text.file, at: text.position(ofScalarOffset: firstOver),
            notes: ["shorten it, or set lint.\(setting) in tourc.yaml"])
    }
}
