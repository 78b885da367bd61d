import TourFormat
import TourModel

/// The page `tourc preview FEED.json --against ...` writes: for each tour of
/// a remote feed, whether each app build would show it and, if not, why
/// (the rules of `RemoteTourFit`, which TourKit applies on the device), and
/// the tour's cards as text. Everything from the feed is escaped.
package enum FeedPreviewPage {
    /// One app build, named for the page.
    package struct Build: Sendable {
        package var name: String
        package var fit: RemoteTourFit.Build

        package init(name: String, fit: RemoteTourFit.Build) {
            self.name = name
            self.fit = fit
        }
    }

    /// The page.
    package static func render(feed: String, tours: [RemoteFeedReader.Entry], withdrawn: [String], builds: [Build]) -> String {
        var html = head(title: "tourc feed preview: \(feed)")
        html += "<h1>Remote tours in \(HTMLText.escaped(feed))</h1>\n"
        let withdrawnText = withdrawn.isEmpty ? "none" : withdrawn.map { "<code>\(HTMLText.escaped($0))</code>" }.joined(separator: ", ")
        html += "<p>\(tours.count) \(tours.count == 1 ? "tour" : "tours"); withdrawn: \(withdrawnText).</p>\n"
        html += "<table>\n<thead><tr><th>tour</th>"
        for build in builds { html += "<th>\(HTMLText.escaped(build.name))</th>" }
        html += "</tr></thead>\n<tbody>\n"
        var seen = Set<String>()
        for tour in tours {
            let repeated = !seen.insert(tour.name).inserted
            html += "<tr><td><a href=\"#\(anchor(tour.name))\"><code>\(HTMLText.escaped(tour.name))</code></a>"
            if let title = tour.title { html += "<br>\(HTMLText.escaped(title))" }
            html += "</td>"
            for build in builds {
                let problem: String?
                if withdrawn.contains(tour.name) {
                    problem = "withdrawn"
                } else if repeated {
                    problem = "the feed holds tour '\(tour.name)' twice; only the first is used"
                } else if let fit = tour.fit {
                    problem = RemoteTourFit.problem(with: fit, in: build.fit)
                } else {
                    problem = tour.unreadable ?? "it is not a tour bundle"
                }
                html +=
                    problem.map { "<td class=\"rejected\">not shown: \(HTMLText.escaped($0))</td>" } ?? "<td class=\"accepted\">shown</td>"
            }
            html += "</tr>\n"
        }
        html += "</tbody>\n</table>\n"
        for tour in tours where !tour.cards.isEmpty {
            html += "<section id=\"\(anchor(tour.name))\">\n<h2><code>\(HTMLText.escaped(tour.name))</code></h2>\n<ol>\n"
            for card in tour.cards {
                html += "<li><strong>\(HTMLText.escaped(card.title))</strong><br>\(HTMLText.escaped(card.text))</li>\n"
            }
            html += "</ol>\n</section>\n"
        }
        return html + "</body>\n</html>\n"
    }

    /// An id safe in an attribute: its bytes as hex, so every tour has one.
    private static func anchor(_ name: String) -> String {
        "tour-" + name.utf8.map { String($0, radix: 16) }.joined()
    }

    private static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="generator" content="tourc preview">
        <title>\(HTMLText.escaped(title))</title>
        <style>
        body { font: 15px/1.45 -apple-system, system-ui, sans-serif; margin: 2em; color: #1d1d1f; }
        table { border-collapse: collapse; }
        th, td { border: 1px solid #d2d2d7; padding: 0.4em 0.7em; vertical-align: top; text-align: left; }
        td.accepted { background: #e8f5e9; }
        td.rejected { background: #fdecea; }
        code { font: 13px ui-monospace, monospace; }
        </style>
        </head>
        <body>

        """
    }
}
