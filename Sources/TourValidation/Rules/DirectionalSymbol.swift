import TourDiagnostics
import TourFormat
import TourModel

extension DiagnosticCode {
    /// A symbol that points left or right, in an app that ships a right-to-left language (a lint).
    public static let directionalSymbol = DiagnosticCode(
        "TOUR350", name: "directionalSymbol", severity: .warning,
        summary: "An SF Symbol points left or right where its backward or forward sibling would follow the reading direction.",
        explanation: """
            In Arabic, Hebrew, Persian, Urdu and the other right-to-left \
            languages the app mirrors its layout: Back is on the right and \
            points right. A `{symbol:arrow.left}` or `icon: chevron.right` \
            points the same way in every language, so in a right-to-left \
            language it points the wrong way. SF Symbols has siblings that \
            follow the reading direction (`arrow.backward`, \
            `chevron.forward`); when `localization.locales` holds a \
            right-to-left language and the symbol's sibling exists, the \
            warning names it as the fix. A symbol that means a physical \
            direction (a left speaker) stays as it is: turn the lint off \
            with `lint: {TOUR350: off}`.
            """)
}

/// Symbols that point left or right, when the app ships a right-to-left
/// language and the symbol has a sibling that follows the reading direction.
enum DirectionalSymbol: TourRule {
    static let codes: [DiagnosticCode] = [.directionalSymbol]
    static let isLint = true

    static func check(_ subject: TourUnderCheck, _ context: inout ValidationContext) {
        let rightToLeft = RightToLeft.languages(in: subject.options.locales)
        guard !rightToLeft.isEmpty else { return }
        let tour = subject.tour
        let shipped = rightToLeft.joined(separator: ", ") + (rightToLeft.count == 1 ? ", which reads" : ", which read")
        func check(_ name: String, at place: @autoclosure () -> SourcePosition) {
            guard let sibling = RightToLeft.sibling(of: name) else { return }
            context.report(
                .directionalSymbol, "SF Symbol '\(name)' points the same way in \(shipped) right to left; '\(sibling)' follows the reading direction",
                file: tour.file, at: place(), notes: ["write \(sibling), unless the symbol means a direction on the screen or in the world"],
                suggestion: sibling)
        }
        if let icon = tour.icon { check(icon.value, at: icon.position) }
        for step in tour.steps {
            for text in [step.title, step.text] {
                text.forEachEntry { entry in
                    TourText.forEachSymbol(in: entry.text) { name, utf8Offset in
                        check(name, at: entry.position(ofScalarOffset: TourText.scalarOffset(ofUTF8Offset: utf8Offset, in: entry.text)))
                    }
                }
            }
        }
    }
}

/// Which languages read right to left, and the SF Symbols that follow the
/// reading direction.
enum RightToLeft {
    /// The languages written right to left, by their primary language
    /// subtag: Arabic, Hebrew, Persian, Urdu, Pashto, Sindhi, Uyghur,
    /// Yiddish, Dhivehi, Central Kurdish, Kashmiri, Syriac.
    static let primaryLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb", "ks", "syr"]
    /// Scripts written right to left, for a tag that names one (`pa-Arab`).
    static let scripts: Set<String> = ["arab", "hebr", "thaa", "syrc", "nkoo", "adlm", "rohg"]

    /// Whether `tag` (BCP 47) is a right-to-left language.
    static func isRightToLeft(_ tag: String) -> Bool {
        let parts = tag.lowercased().split(separator: "-")
        guard let primary = parts.first else { return false }
        if parts.dropFirst().contains(where: { $0.count == 4 }) {
            return parts.dropFirst().contains { $0.count == 4 && scripts.contains(String($0)) }
        }
        return primaryLanguages.contains(String(primary))
    }

    /// The right-to-left languages of `locales`, in their order.
    static func languages(in locales: [String]?) -> [String] {
        (locales ?? []).filter(isRightToLeft)
    }

    /// The sibling of `name` that follows the reading direction
    /// (`arrow.left` -> `arrow.backward`), when the table has it.
    static func sibling(of name: String) -> String? {
        let parts = name.split(separator: ".")
        guard parts.contains(where: { $0 == "left" || $0 == "right" }) else { return nil }
        let sibling = parts.map { $0 == "left" ? "backward" : $0 == "right" ? "forward" : String($0) }.joined(separator: ".")
        return SymbolTable.shared.contains(sibling) ? sibling : nil
    }
}
