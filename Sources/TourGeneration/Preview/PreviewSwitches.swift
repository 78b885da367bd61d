import TourFormat
import TourValidation

/// What the preview page shows for accessibility: its switches (reading
/// direction, language, Xcode's pseudolanguages, text size, Reduce
/// Motion), which cards overflow at each text size, what VoiceOver reads
/// for each step, and what Reduce Motion does to the spotlight. The
/// switches are also read from the page's address
/// (`?dir=rtl&size=AX5&locale=ar&pseudo=double-length&motion=reduce`), by
/// the script in ``PreviewPage``.
enum PreviewSwitches {
    /// The text sizes of Dynamic Type, as Xcode names them, with the body
    /// text's size in points at each.
    static let sizes: [(name: String, points: Int)] = [
        ("xSmall", 14), ("Small", 15), ("Medium", 16), ("Large", 17), ("xLarge", 19), ("xxLarge", 21), ("xxxLarge", 23),
        ("AX1", 28), ("AX2", 33), ("AX3", 40), ("AX4", 47), ("AX5", 53),
    ]
    /// The body size at AX5, which ``CardFit`` describes the card at.
    static let largest = 53

    /// Xcode's pseudolanguages the page imitates: the value in the address, and Xcode's name.
    static let pseudolanguages: [(value: String, name: String)] = [
        ("", "None"), ("accented", "Accented Pseudolanguage"), ("double-length", "Double-Length Pseudolanguage"),
    ]

    /// The switches, above the tours: each a labelled `select`, which the
    /// keyboard alone works.
    static func form(languages: [String]) -> String {
        var html = "<form class=\"switches\" aria-label=\"Preview settings\">\n"
        html += select("dir", "Reading direction", [("ltr", "Left to right"), ("rtl", "Right to left")], selected: "ltr")
        var seen = Set<String>()
        let unique = languages.filter { seen.insert($0).inserted }.sorted()
        html += select("locale", "Language", [("", "Each tour's first")] + unique.map { ($0, $0) }, selected: "")
        html += select("pseudo", "Pseudolanguage", pseudolanguages.map { ($0.value, $0.name) }, selected: "")
        html += select("size", "Text size", sizes.map { ($0.name, $0.name) }, selected: "Large")
        html += select("motion", "Motion", [("", "Standard"), ("reduce", "Reduce Motion")], selected: "")
        return html + "</form>\n"
    }

    /// What Reduce Motion does to a tour's spotlight, shown under its
    /// presentation while the Motion switch says Reduce Motion: TourKit
    /// hands the overlay an animation of 0 seconds
    /// (`TourPresentation.animationDuration(for:reduceMotion:)`).
    static func reducedMotion(animationDuration: Double) -> String {
        let change =
            animationDuration > 0
            ? "animation 0 s in place of \(animationDuration.shortestDecimal) s: the spotlight moves to each step at once"
            : "animation 0 s, as without it"
        return "<p class=\"motion\" hidden>With Reduce Motion: \(change).</p>\n"
    }

    private static func select(_ name: String, _ label: String, _ options: [(value: String, text: String)], selected: String) -> String {
        var html = "<label for=\"switch-\(name)\">\(label)</label> <select id=\"switch-\(name)\" name=\"\(name)\" data-switch=\"\(name)\">"
        for option in options {
            let isSelected = option.value == selected ? " selected" : ""
            html += "<option value=\"\(HTMLText.escaped(option.value))\"\(isSelected)>\(HTMLText.escaped(option.text))</option>"
        }
        return html + "</select>\n"
    }

    /// The text sizes at which `text` in `language` does not fit the card,
    /// as written and in the double-length pseudolanguage: the card's
    /// characters per line and lines scale down from AX5 as the text grows.
    static func overflowAttributes(_ text: String, language: String, fit: CardFit) -> String {
        let card = fit.size(for: language)
        func overflowing(_ text: String) -> String {
            sizes.filter { size in
                let characters = max(1, card.charactersPerLine * largest / size.points)
                let lines = max(1, card.linesPerCard * largest / size.points)
                return CardFit.lines(of: text, charactersPerLine: characters) > lines
            }.map(\.name).joined(separator: " ")
        }
        // Xcode's double-length pseudolanguage shows each string twice.
        return " data-overflow-at=\"\(overflowing(text))\" data-overflow-double-at=\"\(overflowing(text + " " + text))\""
    }

    /// What VoiceOver reads when the step shows, beside its card.
    static func spoken(title: String, text: String, position: Int, count: Int, language: String) -> String {
        let words = TourSpeech.announcement(
            position: position, count: count, title: title, text: text, phrases: TourSpokenPhrases.builtIn(for: language))
        return "<p class=\"spoken\"><span class=\"spoken-label\">VoiceOver reads:</span> \(HTMLText.escaped(words))</p>\n"
    }
}
