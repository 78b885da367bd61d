import TourBytes
import TourDiagnostics
import TourFormat
import TourModel
import TourValidation

/// `tourc preview`: one self-contained HTML page that shows every tour as
/// its users will see it, for writers and reviewers. No network access, no
/// external fonts or scripts; the same input gives the same bytes.
public enum PreviewEmitter {
    /// What the page shows.
    public struct Input: Sendable {
        /// The tours, in input order: every one that could be decoded.
        public var tours: [ResolvedTour]
        /// What validation reported: errors go at the top, warnings on the
        /// card or tour they are about.
        public var diagnostics: [Diagnostic]
        /// The languages the app ships (`localization.locales`), if set.
        public var locales: [String]?
        /// The language each tour shows first; default its source language.
        public var locale: String?
        /// The spotlight packages the app declares (`swift.overlays`): the
        /// page draws each spotlight as the first of them draws it.
        public var overlays: [SpotlightOverlay]
        /// Whether the page reloads itself when a watch rewrites it, and from
        /// which version script; `nil` for a page written once.
        public var liveReload: PreviewLiveReload?
        /// The card at the largest text size (`lint.cardFit`): which cards
        /// the page marks as overflowing at each text size.
        public var cardFit: CardFit

        public init(
            tours: [ResolvedTour], diagnostics: [Diagnostic], locales: [String]? = nil, locale: String? = nil,
            overlays: [SpotlightOverlay] = [], cardFit: CardFit = CardFit(), liveReload: PreviewLiveReload? = nil
        ) {
            self.tours = tours
            self.diagnostics = diagnostics
            self.locales = locales
            self.locale = locale
            self.overlays = overlays
            self.cardFit = cardFit
            self.liveReload = liveReload
        }

        /// The overlay the page imitates: the first declared; TutorialSpotlight,
        /// whose defaults the format's built-ins follow, when none is.
        var imitated: SpotlightOverlay { overlays.first ?? .tutorialSpotlight }
    }

    /// The page, and its version when it reloads itself (the text of the
    /// version script beside it is ``PreviewLiveReload/script(version:)``).
    public static func page(_ input: Input) -> (html: String, version: String?) {
        let content = content(input)
        guard let reload = input.liveReload else { return (content + PreviewPage.tail, nil) }
        // The version is the page's without the reload script, which holds it.
        let version = PreviewLiveReload.version(of: content + PreviewPage.tail)
        return (content + reload.pageScript(version: version) + PreviewPage.tail, version)
    }

    /// The page up to its closing script and tags.
    private static func content(_ input: Input) -> String {
        let findings = PreviewFindings(input.diagnostics, tours: input.tours)
        var html = PreviewPage.head
        html += "<header class=\"page\">\n<h1>Tour preview</h1>\n"
        let stepCount = input.tours.reduce(0) { $0 + $1.steps.count }
        html += "<p>\(input.tours.count) tour\(input.tours.count == 1 ? "" : "s"), \(stepCount) step\(stepCount == 1 ? "" : "s")</p>\n"
        html += PreviewSwitches.form(languages: input.tours.flatMap { PreviewLanguages.of($0, configured: input.locales) })
        html += "</header>\n<main>\n"
        html += findingsList(findings.errors, title: "Errors", kind: "errors")
        html += findingsList(findings.unattachedWarnings, title: "Warnings", kind: "warnings")
        html += tableOfContents(input.tours)
        for (index, tour) in input.tours.enumerated() {
            html += section(tour, number: index, input: input, findings: findings)
        }
        return html + "</main>\n"
    }

    // MARK: Parts

    private static func findingsList(_ diagnostics: [Diagnostic], title: String, kind: String) -> String {
        guard !diagnostics.isEmpty else { return "" }
        var html = "<section class=\"findings \(kind)\">\n<h2>\(title)</h2>\n<ul>\n"
        for diagnostic in diagnostics { html += "<li>" + finding(diagnostic, withPlace: true) + "</li>\n" }
        return html + "</ul>\n</section>\n"
    }

    /// One diagnostic: its code, severity, place and message, escaped.
    static func finding(_ diagnostic: Diagnostic, withPlace: Bool) -> String {
        var html = "<code class=\"code\">\(HTMLText.escaped(diagnostic.code.rawValue))</code> "
        html += "<span class=\"severity \(diagnostic.severity.rawValue)\">\(HTMLText.escaped(diagnostic.severity.rawValue))</span> "
        if withPlace, let file = diagnostic.file {
            let place = diagnostic.position.map { SourceLocation(file, $0).description } ?? file
            html += "<span class=\"place\">\(HTMLText.escaped(place))</span> "
        } else if let position = diagnostic.position {
            html += "<span class=\"place\">line \(position.line)</span> "
        }
        return html + HTMLText.escaped(diagnostic.message)
    }

    private static func tableOfContents(_ tours: [ResolvedTour]) -> String {
        guard !tours.isEmpty else { return "<p class=\"empty\">No tour could be read.</p>\n" }
        var html =
            "<nav class=\"contents\">\n<table>\n<thead><tr><th>Tour</th><th>Title</th><th>Time</th><th>Steps</th><th>Icon</th></tr></thead>\n<tbody>\n"
        for (index, tour) in tours.enumerated() {
            let title = tour.title ?? ""
            html += "<tr><td><a href=\"#tour-\(index)\">\(HTMLText.escaped(tour.tour.id.value))</a></td>"
            html += "<td>\(HTMLText.escaped(title))</td>"
            html += "<td>\(tour.tour.estimatedSeconds.map { duration($0.value) } ?? "")</td>"
            html += "<td>\(tour.steps.count)</td>"
            html += "<td>\(tour.tour.icon.map { HTMLText.escaped($0.value) } ?? "")</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</nav>\n"
    }

    private static func section(_ tour: ResolvedTour, number: Int, input: Input, findings: PreviewFindings) -> String {
        let languages = PreviewLanguages.of(tour, configured: input.locales)
        let shown = input.locale.flatMap { languages.contains($0) ? $0 : nil } ?? tour.sourceLanguage
        var html = "<section class=\"tour\" id=\"tour-\(number)\">\n<header>\n"
        html +=
            "<h2>"
            + languages.map { language in
                languageBlock(language, shown: shown, inline: true) {
                    HTMLText.escaped(tour.tour.title.map { text($0, in: language, of: tour).text } ?? tour.tour.id.value)
                }
            }.joined() + "</h2>\n"
        var meta = ["<code>\(HTMLText.escaped(tour.tour.id.value))</code>", "\(tour.steps.count) step\(tour.steps.count == 1 ? "" : "s")"]
        if let seconds = tour.tour.estimatedSeconds { meta.append("about " + duration(seconds.value)) }
        if let icon = tour.tour.icon { meta.append("icon <span class=\"symbol\">\(HTMLText.escaped(icon.value))</span>") }
        meta.append("<span class=\"file\">\(HTMLText.escaped(tour.tour.file))</span>")
        html += "<p class=\"meta\">" + meta.joined(separator: " · ") + "</p>\n"
        let overlay = SpotlightDrawing.Overlay(tour, as: input.imitated)
        html += "<p class=\"presentation\">" + HTMLText.escaped(overlayInWords(tour, overlay, input: input)) + "</p>\n"
        html += PreviewSwitches.reducedMotion(animationDuration: overlay.animationDuration)
        html += screenPath(tour.steps)
        if let rule = tour.tour.show {
            let titles = Dictionary(input.tours.map { ($0.tour.id.value, $0) }, uniquingKeysWith: { first, _ in first })
            let words = ruleInWords(rule) { id in titles[id].map { other in other.title ?? id } }
            html += "<p class=\"show\">Shows \(HTMLText.escaped(words))</p>\n"
        }
        if let description = tour.tour.description {
            html +=
                "<p class=\"description\">"
                + languages.map { language in
                    languageBlock(language, shown: shown, inline: true) { HTMLText.card(text(description, in: language, of: tour).text) }
                }.joined() + "</p>\n"
        }
        if languages.count > 1 {
            html += "<div class=\"tabs\" role=\"tablist\" data-tabs>"
            for language in languages {
                let selected = language == shown ? "true" : "false"
                html +=
                    "<button type=\"button\" role=\"tab\" data-tab=\"\(HTMLText.escaped(language))\" aria-selected=\"\(selected)\">\(HTMLText.escaped(language))</button>"
            }
            html += "</div>\n"
        }
        html += findingsOnCard(findings.tourWarnings[number] ?? [])
        html += "</header>\n<ol class=\"storyboard\">\n"
        for (index, step) in tour.steps.enumerated() {
            html += card(
                step, number: index, of: tour, as: input.imitated, overlay: overlay, languages: languages, shown: shown, fit: input.cardFit,
                warnings: findings.stepWarnings[StepIndex(tour: number, step: index)] ?? [],
                screenChange: index > 0 ? newScreen(of: step, after: tour.steps[index - 1]) : nil)
        }
        return html + "</ol>\n</section>\n"
    }

    private static func card(
        _ step: ResolvedStep, number: Int, of tour: ResolvedTour, as imitated: SpotlightOverlay, overlay: SpotlightDrawing.Overlay,
        languages: [String], shown: String, fit: CardFit, warnings: [Diagnostic], screenChange: String?
    ) -> String {
        var html = screenChange == nil ? "<li class=\"card\">\n" : "<li class=\"card new-screen\">\n"
        if let screen = screenChange { html += "<p class=\"screen-change\">Goes to <code>\(HTMLText.escaped(screen))</code></p>\n" }
        let spotlight = SpotlightDrawing.Spotlight(step, of: tour, as: imitated)
        html += SpotlightDrawing.svg(spotlight, overlay: overlay)
        html += "<div class=\"body\">\n"
        for language in languages {
            let title = text(step.step.title, in: language, of: tour)
            let body = text(step.step.text, in: language, of: tour)
            html += languageBlock(
                language, shown: shown, inline: false, attributes: PreviewSwitches.overflowAttributes(body.text, language: language, fit: fit)
            ) {
                var block = "<h3><span class=\"number\">\(number + 1)</span> \(HTMLText.escaped(title.text))</h3>\n"
                block += "<p class=\"text\">\(HTMLText.card(body.text))</p>\n"
                block += PreviewSwitches.spoken(title: title.text, text: body.text, position: number + 1, count: tour.steps.count, language: language)
                if title.isFallback || body.isFallback {
                    block +=
                        "<p class=\"missing\">Missing \(HTMLText.escaped(language)) translation: shows the \(HTMLText.escaped(tour.sourceLanguage)) text</p>\n"
                }
                return block
            }
        }
        let action = step.action.map { "\($0)" } ?? "none"
        html += "<p class=\"meta\"><span class=\"badge action-\(HTMLText.escaped(action))\">\(HTMLText.escaped(action))</span> "
        html += "target <code class=\"target\">\(HTMLText.escaped(step.target))</code> "
        html += "· step <code>\(HTMLText.escaped(step.step.id.value))</code> "
        html += "· " + HTMLText.escaped(SpotlightDrawing.words(spotlight))
        if let screen = step.screen { html += " · on <code class=\"screen\">\(HTMLText.escaped(screen))</code>" }
        if let anchor = step.scrollAnchor { html += " · scrolls to the \(anchor)" }
        if let condition = stepConditionWords(step.step) { html += " · " + HTMLText.escaped(condition) }
        html += "</p>\n"
        html += findingsOnCard(warnings)
        return html + "</div>\n</li>\n"
    }

    /// The screens the tour's steps are on, in the order it visits them
    /// ("Screens: MainScreen → EffectsScreen"); empty when no step's screen
    /// is known.
    private static func screenPath(_ steps: [ResolvedStep]) -> String {
        var path: [String] = []
        for screen in steps.compactMap(\.screen) where path.last != screen { path.append(screen) }
        guard !path.isEmpty else { return "" }
        return "<p class=\"screens\">Screens: " + path.map { "<code>\(HTMLText.escaped($0))</code>" }.joined(separator: " → ") + "</p>\n"
    }

    /// The screen `step` moves to from `previous`'s, when both are known and differ.
    private static func newScreen(of step: ResolvedStep, after previous: ResolvedStep) -> String? {
        guard let screen = step.screen, let before = previous.screen, screen != before else { return nil }
        return screen
    }

    /// "Drawn as HelpInfoSpotlightOverlay draws it: dimming 0.65, edge blur
    /// 6 pt (its default), animation 0.35 s": the overlay the page imitates,
    /// and which values are its defaults because the tour sets none.
    static func overlayInWords(_ tour: ResolvedTour, _ overlay: SpotlightDrawing.Overlay, input: Input) -> String {
        let imitated = input.imitated
        func value(_ setting: PresentationSetting, _ text: String) -> String {
            tour.presentation[setting] == nil ? text + " (its default)" : text
        }
        let values = [
            value(.dimmingOpacity, "dimming \(overlay.dimmingOpacity.shortestDecimal)"),
            value(.edgeBlurRadius, "edge blur \(overlay.edgeBlurRadius.shortestDecimal) pt"),
            value(.animationDuration, "animation \(overlay.animationDuration.shortestDecimal) s"),
        ]
        let declared =
            input.overlays.isEmpty
            ? " (no overlay is declared in swift.overlays)"
            : input.overlays.count > 1 ? " (the first of swift.overlays)" : ""
        return "Drawn as \(imitated.displayName) draws it\(declared): " + values.joined(separator: ", ")
    }

    private static func findingsOnCard(_ warnings: [Diagnostic]) -> String {
        guard !warnings.isEmpty else { return "" }
        return "<ul class=\"findings-here\">\n" + warnings.map { "<li>" + finding($0, withPlace: false) + "</li>\n" }.joined() + "</ul>\n"
    }

    /// A block of one language; every language but `shown` starts hidden.
    private static func languageBlock(
        _ language: String, shown: String, inline: Bool, attributes: String = "", _ content: () -> String
    ) -> String {
        let element = inline ? "span" : "div"
        let hidden = language == shown ? "" : " hidden"
        return "<\(element) class=\"lang\" data-lang=\"\(HTMLText.escaped(language))\"\(attributes)\(hidden)>" + content() + "</\(element)>"
    }

    // MARK: Texts

    /// The text of `localized` in `language`, else its source-language text
    /// (as the app falls back), and whether it fell back.
    static func text(_ localized: LocalizedText, in language: String, of tour: ResolvedTour) -> (text: String, isFallback: Bool) {
        if let entry = localized.entries.first(where: { ($0.locale ?? tour.sourceLanguage) == language }) {
            return (entry.text, false)
        }
        return (ResolvedTour.sourceText(localized, in: tour.sourceLanguage), true)
    }

    /// A `show:` rule in words: "after Intro, from the 2nd launch, after
    /// 2 × presetSaved, at most 3 times, priority 1". `title` gives a tour's
    /// title by id (its id when it has none, or is not among the inputs).
    static func ruleInWords(_ rule: DisplayRule, title: (String) -> String?) -> String {
        var parts: [String] = []
        if !rule.after.isEmpty { parts.append("after " + rule.after.map { title($0.value) ?? $0.value }.joined(separator: " and ")) }
        if let launches = rule.launches, launches.value > 0 { parts.append("from the \(ordinal(launches.value)) launch") }
        for (name, count) in rule.events.map({ ($0.name.value, $0.count.value) }).sorted(by: { $0.0 < $1.0 }) {
            parts.append("after \(count) × \(name)" + windowWords(of: name, in: rule))
        }
        if let limit = rule.maxDisplays?.value { parts.append(limit == 1 ? "once at most" : "at most \(limit) times") }
        if let priority = rule.priority, priority.value != 0 { parts.append("priority \(priority.value)") }
        parts += format14Words(rule)
        return parts.isEmpty ? "whenever it is not finished" : parts.joined(separator: ", ")
    }

    /// `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`.
    static func ordinal(_ number: Int) -> String {
        let suffix =
            (11...13).contains(number % 100) ? "th" : number % 10 == 1 ? "st" : number % 10 == 2 ? "nd" : number % 10 == 3 ? "rd" : "th"
        return "\(number)\(suffix)"
    }

    private static func duration(_ seconds: Int) -> String {
        seconds < 60 ? "\(seconds) s" : seconds % 60 == 0 ? "\(seconds / 60) min" : "\(seconds / 60) min \(seconds % 60) s"
    }

}

/// Which languages a tour's tabs offer: its source language first, then
/// every other language its texts have or the app ships, sorted.
enum PreviewLanguages {
    static func of(_ tour: ResolvedTour, configured: [String]?) -> [String] {
        var others = Set(configured ?? [])
        let texts = [tour.tour.title, tour.tour.description].compactMap { $0 } + tour.steps.flatMap { [$0.step.title, $0.step.text] }
        for text in texts {
            for entry in text.entries { others.insert(entry.locale ?? tour.sourceLanguage) }
        }
        others.remove(tour.sourceLanguage)
        return [tour.sourceLanguage] + others.sorted()
    }
}

/// A step of a tour, by their places in the page.
struct StepIndex: Hashable {
    var tour: Int
    var step: Int
}

/// Where each diagnostic goes on the page: errors at the top; a warning
/// on the card of the step whose mapping holds its position, else on its
/// tour, else at the top.
struct PreviewFindings {
    var errors: [Diagnostic] = []
    var unattachedWarnings: [Diagnostic] = []
    var tourWarnings: [Int: [Diagnostic]] = [:]
    var stepWarnings: [StepIndex: [Diagnostic]] = [:]

    init(_ diagnostics: [Diagnostic], tours: [ResolvedTour]) {
        for diagnostic in diagnostics {
            guard diagnostic.severity != .error else {
                errors.append(diagnostic)
                continue
            }
            guard let file = diagnostic.file, let position = diagnostic.position,
                let tour = tours.indices.last(where: { tours[$0].tour.file == file && tours[$0].tour.position.line <= position.line })
            else {
                unattachedWarnings.append(diagnostic)
                continue
            }
            if let step = tours[tour].steps.indices.last(where: { tours[tour].steps[$0].step.position.line <= position.line }) {
                stepWarnings[StepIndex(tour: tour, step: step), default: []].append(diagnostic)
            } else {
                tourWarnings[tour, default: []].append(diagnostic)
            }
        }
    }
}
