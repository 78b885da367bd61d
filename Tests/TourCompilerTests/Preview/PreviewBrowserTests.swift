import Foundation
import TestSupport
import Testing

@testable import TourCompiler
@testable import TourGeneration
@testable import TourModel
@testable import TourValidation

/// `tourc preview` pages loaded in a real browser: headless Chromium, which
/// `.ci/run` installs (Debian's `chromium`). A script the test adds to a
/// copy of each page reads what the browser built, clicks every language
/// tab, and writes its findings into the page, which `--dump-dom` prints.
///
/// Without Chromium the test is skipped, unless `CI` is set: in CI it must run.
@Suite(.serialized) struct PreviewBrowserTests {
    static let browser: String? = {
        if let named = ProcessInfo.processInfo.environment["CHROMIUM"] { return named }
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome"] {
                let path = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }()
    static let required = browser != nil || ProcessInfo.processInfo.environment["CI"] != nil

    /// Every element and attribute the page itself writes; anything else
    /// came from a tour.
    static let pageTags: Set<String> = [
        "a", "body", "br", "button", "code", "del", "div", "em", "form", "h1", "h2", "h3", "head", "header", "html", "label", "li",
        "main", "meta", "nav", "ol", "option", "p", "path", "rect", "script", "section", "select", "span", "strong", "style", "svg",
        "table", "tbody", "td", "th", "thead", "title", "tr", "ul",
    ]
    static let pageAttributes: Set<String> = [
        "aria-label", "aria-selected", "charset", "class", "content", "d", "data-default", "data-lang", "data-overflow-at",
        "data-overflow-double-at", "data-switch", "data-tab", "data-tabs", "fill-opacity", "fill-rule", "filter", "for", "height", "hidden",
        "href", "id", "lang", "name", "rel", "role", "rx", "selected", "tabindex", "title", "type", "value", "viewBox", "width", "x", "y",
    ]

    struct CardBlock: Decodable {
        var lang: String
        var title: String
        var text: String
        var missing: Bool
    }

    struct Switch: Decodable {
        var tab: String
        var shown: [String]
        var selected: String
    }

    struct Findings: Decodable {
        var tags: [String]
        var attributes: [String]
        var scripts: Int
        var title: String
        var owned: String?
        var cards: [[[CardBlock]]]
        var switches: [Switch]
    }

    /// Collects what the browser built, then switches every tab.
    static let probe = """
        <script>
        (function () {
          var all = Array.prototype.slice.call(document.querySelectorAll("*"));
          var result = {
            tags: Array.from(new Set(all.map(function (e) { return e.tagName.toLowerCase(); }))).sort(),
            attributes: Array.from(new Set([].concat.apply([], all.map(function (e) {
              return Array.from(e.attributes).map(function (a) { return a.name; });
            })))).sort(),
            scripts: document.scripts.length,
            title: document.title,
            owned: document.body.dataset.owned || null,
            cards: Array.from(document.querySelectorAll("section.tour")).map(function (tour) {
              return Array.from(tour.querySelectorAll(".card")).map(function (card) {
                return Array.from(card.querySelectorAll("div.lang")).map(function (block) {
                  return { lang: block.getAttribute("data-lang"), title: block.querySelector("h3").textContent,
                           text: block.querySelector(".text").textContent, missing: block.querySelector(".missing") !== null };
                });
              });
            }),
            switches: []
          };
          document.querySelectorAll("section.tour").forEach(function (tour) {
            tour.querySelectorAll("[data-tab]").forEach(function (tab) {
              tab.click();
              var shown = Array.from(tour.querySelectorAll(".card div.lang"))
                .filter(function (block) { return !block.hidden; })
                .map(function (block) { return block.getAttribute("data-lang"); });
              result.switches.push({ tab: tab.getAttribute("data-tab"), shown: Array.from(new Set(shown)),
                                     selected: tour.querySelector('[aria-selected="true"]').getAttribute("data-tab") });
            });
          });
          var out = document.createElement("pre");
          out.id = "tourc-probe";
          out.textContent = JSON.stringify(result);
          document.body.appendChild(out);
        })();
        </script>
        """

    /// The samples' validation, as Samples/tourc.yaml sets it.
    static func samples() throws -> ValidationRequest {
        var settings = CommandSettings()
        settings.configuration = packageRoot + "/Samples/tourc.yaml"
        return try #require(SettingsResolver.resolve(settings).request).validation
    }

    static func chromium(_ browser: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        try runProcess(
            [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run"] + arguments,
            includingErrors: false)
    }

    /// Loads `page` with the probe and returns what it found.
    static func probe(_ page: String, in folder: TemporaryFolder, browser: String) throws -> Findings {
        let probed = page.replacingOccurrences(of: "</body>", with: probe + "\n</body>")
        let path = folder.path + "/probed-\(UUID().uuidString).html"
        try probed.write(toFile: path, atomically: true, encoding: .utf8)
        let dump = try chromium(browser, ["--dump-dom", URL(fileURLWithPath: path).absoluteString])
        #expect(dump.status == 0)
        let start = try #require(dump.output.range(of: "<pre id=\"tourc-probe\">"))
        let end = try #require(dump.output.range(of: "</pre>", range: start.upperBound..<dump.output.endIndex))
        let json = String(dump.output[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode(Findings.self, from: Data(json.utf8))
    }

    /// A text as the card shows it, without its markup: what the browser's
    /// `textContent` of the card text is.
    static func plain(_ text: String) -> String {
        var result = text.replacingOccurrences(of: "\n", with: "")
        let replacements = [
            (#"\{symbol:([a-z0-9]+(\.[a-z0-9]+)*)(\|[^}]*)?\}"#, "$1"),
            (#"\[([^\]]+)\]\((https?|mailto):[^)\s]+\)"#, "$1"),
            (#"\*\*|__|~~|`"#, ""),
            (#"(?<![\w*])\*(?=\S)|(?<=\S)\*(?![\w*])"#, ""),
        ]
        for (pattern, template) in replacements {
            let expression = try! NSRegularExpression(pattern: pattern)
            result = expression.stringByReplacingMatches(
                in: result, range: NSRange(result.startIndex..., in: result), withTemplate: template)
        }
        return result
    }

    /// The tours of a preview, as the command reads them.
    static func tours(_ request: ValidationRequest) -> [ResolvedTour] {
        Pipeline.validate(request).resolvedFiles.flatMap(\.tours)
    }

    /// Checks that `findings` show every title and text of `tours` as text,
    /// with nothing but the page's own elements and attributes, and that the
    /// tabs switch languages.
    static func check(_ findings: Findings, tours: [ResolvedTour], page: String) {
        #expect(Set(findings.tags).isSubset(of: pageTags), "elements not written by the page: \(Set(findings.tags).subtracting(pageTags).sorted())")
        #expect(
            Set(findings.attributes).isSubset(of: pageAttributes),
            "attributes not written by the page: \(Set(findings.attributes).subtracting(pageAttributes).sorted())")
        #expect(findings.scripts == 2, "the page's script and the probe, no other")
        #expect(findings.title == "Tour preview")
        #expect(findings.owned == nil)
        #expect(findings.cards.count == tours.count)
        for (tour, cards) in zip(tours, findings.cards) {
            #expect(cards.count == tour.steps.count)
            let languages = PreviewLanguages.of(tour, configured: nil)
            for (index, (step, blocks)) in zip(tour.steps, cards).enumerated() {
                #expect(blocks.map(\.lang) == languages, "\(tour.tour.id.value) step \(index + 1)")
                for block in blocks {
                    let title = PreviewEmitter.text(step.step.title, in: block.lang, of: tour)
                    let text = PreviewEmitter.text(step.step.text, in: block.lang, of: tour)
                    #expect(block.title == "\(index + 1) \(title.text)")
                    #expect(block.text == plain(text.text), "\(tour.tour.id.value) step \(index + 1) \(block.lang)")
                    #expect(block.missing == (title.isFallback || text.isFallback))
                }
            }
        }
        // Clicking each tab shows that language on every card of its tour.
        let expected = tours.flatMap { tour in
            let languages = PreviewLanguages.of(tour, configured: nil)
            return languages.count > 1 ? languages : []
        }
        #expect(findings.switches.map(\.tab) == expected)
        for change in findings.switches {
            #expect(change.shown == [change.tab] && change.selected == change.tab, "\(change)")
        }
        #expect(!findings.switches.isEmpty)
    }

    @Test(.uninstrumentedWork, .enabled(if: required)) func theSamplesAndAHostileTourShowEveryTextAsText() throws {
        let browser = try #require(Self.browser, "CI is set but no Chromium was found; .ci/run installs it")
        let folder = try TemporaryFolder()

        let samples = try Self.samples()
        let samplesPage = folder.path + "/samples.html"
        #expect(PreviewCommand.write(samples, locale: nil, to: samplesPage).written)
        let samplesText = try String(contentsOfFile: samplesPage, encoding: .utf8)
        Self.check(try Self.probe(samplesText, in: folder, browser: browser), tours: Self.tours(samples), page: samplesText)

        let hostile = ValidationRequest(inputs: [packageRoot + "/Tests/TourCompilerTests/Preview/Hostile"])
        let hostilePage = folder.path + "/hostile.html"
        let outcome = PreviewCommand.write(hostile, locale: nil, to: hostilePage)
        #expect(outcome.written, "a page is written even with errors")
        #expect(outcome.diagnostics.contains { $0.severity == .error })
        let hostileText = try String(contentsOfFile: hostilePage, encoding: .utf8)
        let hostileTours = Self.tours(hostile)
        #expect(hostileTours.count == 1 && hostileTours[0].steps.count == 3)
        Self.check(try Self.probe(hostileText, in: folder, browser: browser), tours: hostileTours, page: hostileText)
    }

    /// A page `tourc watch --preview` keeps, opened from disk, asks the
    /// version script beside it which version is current as it opens: a
    /// `file://` page may load a script where it may not `fetch`. (The probe
    /// takes the answer in place of the page, which would reload on it.)
    @Test(.uninstrumentedWork, .enabled(if: required)) func aWatchedPageAsksItsVersionScriptFromDisk() throws {
        let browser = try #require(Self.browser, "Chromium is required in CI: apt-get install chromium")
        let folder = try TemporaryFolder()
        let samples = try Self.samples()
        let page = folder.path + "/watched.html"
        #expect(PreviewCommand.write(samples, locale: nil, to: page, liveReload: true).written)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let version = try #require(html.firstMatch(of: /var version = "([0-9a-f]{16})"/)?.1)
        // The script beside it names another version, as after an edit.
        try PreviewLiveReload.script(version: "0123456789abcdef").write(toFile: page + ".version.js", atomically: true, encoding: .utf8)
        let probe = """
            <pre id="tourc-probe">not asked</pre>
            <script>
            window.tourcPreviewVersion = function (current) { document.getElementById("tourc-probe").textContent = "asked: " + current; };
            </script>
            """
        try html.replacingOccurrences(of: "</body>", with: probe + "\n</body>").write(toFile: page, atomically: true, encoding: .utf8)
        let dump = try Self.chromium(browser, ["--dump-dom", URL(fileURLWithPath: page).absoluteString])
        #expect(dump.status == 0)
        #expect(dump.output.contains("<pre id=\"tourc-probe\">asked: 0123456789abcdef</pre>"), "\(dump.output.suffix(400))")
        #expect(version != "0123456789abcdef")
    }

    @Test(.uninstrumentedWork, .enabled(if: required)) func theScreenshotOfTheSamplesIsAPictureOfTheExpectedSize() throws {
        let browser = try #require(Self.browser, "CI is set but no Chromium was found; .ci/run installs it")
        let folder = try TemporaryFolder()
        let samples = try Self.samples()
        let page = folder.path + "/samples.html"
        _ = PreviewCommand.write(samples, locale: nil, to: page)
        // Show the tour files as a reader of the README knows them, from the package's root.
        let text = try String(contentsOfFile: page, encoding: .utf8).replacingOccurrences(of: packageRoot + "/", with: "")
        try text.write(toFile: page, atomically: true, encoding: .utf8)
        let image = folder.path + "/preview.png"
        let shot = try Self.chromium(browser, ["--window-size=1280,1600", "--screenshot=\(image)", URL(fileURLWithPath: page).absoluteString])
        #expect(shot.status == 0)
        let stats = try runProcess(
            ["/usr/bin/env", "python3", packageRoot + "/Tests/TourCompilerTests/Preview/png_stats.py", image], includingErrors: false)
        let figures = stats.output.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        #expect(figures.count == 3, "\(stats.output)")
        #expect(figures.first == 1280 && figures.dropFirst().first == 1600, "\(stats.output)")
        #expect((figures.last ?? 0) > 50, "a blank or nearly blank picture: \(stats.output)")
        // `UPDATE_GOLDEN=1 swift test --filter PreviewBrowser` refreshes the README's picture.
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] != nil {
            try FileManager.default.createDirectory(atPath: packageRoot + "/docs/images", withIntermediateDirectories: true)
            _ = try? FileManager.default.removeItem(atPath: packageRoot + "/docs/images/preview.png")
            try FileManager.default.copyItem(atPath: image, toPath: packageRoot + "/docs/images/preview.png")
        }
    }
}
