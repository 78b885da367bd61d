import Foundation
import TourBytes
import TourFormat

extension FunnelReport {
    /// The marker that tells a report page tourc wrote from any other file.
    public static let pageMarker = "<meta name=\"generator\" content=\"tourc report\">"

    /// The report as one self-contained page (no script, no network): per
    /// tour, a funnel chart with the variants side by side, the table of
    /// their numbers, each variant's steps, and the comparisons in words.
    /// The chart is a picture of the table beside it, for readers who see
    /// it; the table and the sentences say everything it shows.
    public var html: String {
        var body = ""
        for tour in tours { body += section(tour) }
        if tours.isEmpty { body += "<p>No events.</p>\n" }
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            \(Self.pageMarker)
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Tour report</title>
            <style>
            body { font: 16px/1.45 -apple-system, system-ui, sans-serif; color: #1d1d1f; background: #fff; margin: 0; }
            main { max-width: 62rem; margin: 0 auto; padding: 1.5rem; }
            table { border-collapse: collapse; margin: 1rem 0; }
            th, td { padding: .35rem .7rem; border-bottom: 1px solid #c7c7cc; text-align: right; }
            th:first-child, td:first-child { text-align: left; }
            figure { margin: 1rem 0; }
            svg text { font: 13px system-ui, sans-serif; fill: #1d1d1f; }
            .sentence { font-weight: 600; }
            </style>
            </head>
            <body>
            <main>
            <h1>Tour report</h1>
            <p>Installs counted once each; goals within \(TourDuration.text(goalWindow)) of entering the tour.</p>
            \(body)</main>
            </body>
            </html>

            """
    }

    /// The colours of the variants' bars, dark enough against white for
    /// their labels' neighbours (WCAG's 3:1 for graphics).
    static let colors = ["#0b5cad", "#a3440c", "#2e7d32", "#6a1b9a", "#00695c", "#8c1d40"]

    private func section(_ tour: Tour) -> String {
        let id = "tour-" + Self.anchor(tour.tour)
        var text = "<section aria-labelledby=\"\(id)\">\n<h2 id=\"\(id)\">Tour \(Self.escaped(tour.tour))"
        if let experiment = tour.experiment { text += " <small>(experiment \(Self.escaped(experiment)))</small>" }
        text += "</h2>\n" + chart(tour) + table(tour)
        for variant in tour.variants where !variant.steps.isEmpty {
            text += "<h3>Steps of \(Self.escaped(variant.variant ?? "the tour"))</h3>\n<ol>\n"
            for step in variant.steps {
                let median = step.medianSeconds.map { ", median " + String(format: "%.1f s", $0) } ?? ""
                text += "<li>\(Self.escaped(step.step)): \(step.reached) reached\(median)</li>\n"
            }
            text += "</ol>\n"
        }
        if !tour.comparisons.isEmpty {
            text += "<h3>Variants against each other</h3>\n<ul>\n"
            text += tour.comparisons.map { "<li class=\"sentence\">\(Self.escaped($0.sentence))</li>\n" }.joined()
            text += "</ul>\n"
        }
        return text + "</section>\n"
    }

    /// The funnel: a row per stage (entered, started, each step, completed),
    /// a bar per variant, as a share of the variant's entered installs.
    private func chart(_ tour: Tour) -> String {
        let shown = tour.variants.filter { !$0.isHoldout && $0.entered > 0 }
        guard !shown.isEmpty else { return "" }
        var stages: [(name: String, count: (Variant) -> Int)] = [("Entered", \.entered), ("Started", \.started)]
        var stepNames: [String] = []
        for variant in shown { for step in variant.steps where !stepNames.contains(step.step) { stepNames.append(step.step) } }
        for name in stepNames { stages.append((name, { variant in variant.steps.first { $0.step == name }?.reached ?? 0 })) }
        stages.append(("Completed", \.completed))
        let barHeight = 14
        let rowHeight = shown.count * (barHeight + 2) + 12
        let labelWidth = 150
        let barWidth = 520
        let height = stages.count * rowHeight + 24 * shown.count + 10
        var svg = ""
        for (row, stage) in stages.enumerated() {
            let top = row * rowHeight
            svg += "<text x=\"0\" y=\"\(top + barHeight)\">\(Self.escaped(stage.name))</text>\n"
            for (index, variant) in shown.enumerated() {
                let share = Double(stage.count(variant)) / Double(max(1, variant.entered))
                let y = top + index * (barHeight + 2)
                let width = max(1, Int((share * Double(barWidth)).rounded()))
                svg +=
                    "<rect x=\"\(labelWidth)\" y=\"\(y)\" width=\"\(width)\" height=\"\(barHeight)\" fill=\"\(Self.colors[index % Self.colors.count])\"/>\n"
                svg += "<text x=\"\(labelWidth + width + 6)\" y=\"\(y + barHeight - 2)\">\(Self.percent(share))</text>\n"
            }
        }
        // The legend: each variant's colour and name.
        for (index, variant) in shown.enumerated() {
            let y = stages.count * rowHeight + index * 24
            svg += "<rect x=\"\(labelWidth)\" y=\"\(y)\" width=\"14\" height=\"14\" fill=\"\(Self.colors[index % Self.colors.count])\"/>\n"
            svg += "<text x=\"\(labelWidth + 20)\" y=\"\(y + 12)\">\(Self.escaped(variant.variant ?? "all installs"))</text>\n"
        }
        let summary = shown.map { variant in
            "\(variant.variant ?? "all installs"): \(variant.entered) entered, \(variant.started) started, \(variant.completed) completed"
        }.joined(separator: "; ")
        return """
            <figure>
            <svg role="img" aria-label="Funnel of \(Self.escaped(tour.tour)): \(Self.escaped(summary))" width="\(labelWidth + barWidth + 60)" height="\(height)" viewBox="0 0 \(labelWidth + barWidth + 60) \(height)">
            \(svg)</svg>
            <figcaption>Share of each variant's installs that reached each stage.</figcaption>
            </figure>

            """
    }

    private func table(_ tour: Tour) -> String {
        var text = "<table>\n<caption>Installs of \(Self.escaped(tour.tour)), by variant</caption>\n<thead><tr>"
        for header in ["Variant", "Entered", "Started", "Completed", "Skipped", "Completion (95 % CI)", "Goal (\(TourDuration.text(goalWindow)))"] {
            text += "<th scope=\"col\">\(Self.escaped(header))</th>"
        }
        text += "</tr></thead>\n<tbody>\n"
        for variant in tour.variants {
            let name = (variant.variant ?? "all installs") + (variant.isHoldout ? " (holdout)" : "")
            let completion = variant.completionRate.map { rate -> String in
                let interval = variant.completionInterval!
                return "\(Self.percent(rate)) (\(Self.percent(interval.lowerBound))-\(Self.percent(interval.upperBound)))"
            }
            let cells = [
                "\(variant.entered)", "\(variant.started)", "\(variant.completed)", "\(variant.skipped)", completion ?? "-",
                variant.goalRate.map(Self.percent) ?? "-",
            ]
            text += "<tr><th scope=\"row\">\(Self.escaped(name))</th>" + cells.map { "<td>\(Self.escaped($0))</td>" }.joined() + "</tr>\n"
        }
        return text + "</tbody>\n</table>\n"
    }

    /// `text` safe inside HTML text and attribute values.
    static func escaped(_ text: String) -> String { HTMLEscaping.escaped(text) }

    /// An id made of `text`'s letters and digits.
    static func anchor(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "-" })
    }
}
