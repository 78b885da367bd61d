import Foundation
import TourFormat

extension FunnelReport {
    /// The report as a person reads it: per tour, a table of its variants,
    /// each variant's steps, where it was skipped, and the comparisons.
    public var text: String {
        var lines: [String] = []
        let window = TourDuration.text(goalWindow)
        for tour in tours {
            if !lines.isEmpty { lines.append("") }
            lines.append("Tour \(tour.tour)" + (tour.experiment.map { " (experiment \($0))" } ?? ""))
            var table = [["variant", "entered", "started", "completed", "skipped", "completion (95 % CI)", "goal (\(window))"]]
            for variant in tour.variants {
                let completion = variant.completionRate.map { rate in
                    let interval = variant.completionInterval!
                    return "\(Self.percent(rate)) (\(Int((interval.lowerBound * 100).rounded()))-\(Self.percent(interval.upperBound)))"
                }
                table.append([
                    (variant.variant ?? "-") + (variant.isHoldout ? " (holdout)" : ""), "\(variant.entered)", "\(variant.started)",
                    "\(variant.completed)", "\(variant.skipped)", completion ?? "-", variant.goalRate.map(Self.percent) ?? "-",
                ])
            }
            lines += Self.aligned(table).map { "  " + $0 }
            for variant in tour.variants where !variant.steps.isEmpty {
                let name = variant.variant.map { "Steps of \($0)" } ?? "Steps"
                lines.append("  \(name):")
                for step in variant.steps {
                    let median = step.medianSeconds.map { ", median " + Self.seconds($0) } ?? ""
                    lines.append("    \(step.step): \(step.reached) reached\(median)")
                }
                if !variant.skippedAt.isEmpty {
                    lines.append("    skipped at " + variant.skippedAt.map { "\($0.step) (\($0.reached))" }.joined(separator: ", "))
                }
            }
            lines += tour.comparisons.map { "  " + $0.sentence }
        }
        if tours.isEmpty { lines.append("no events") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Columns padded to their widest cell; numbers right-aligned.
    static func aligned(_ rows: [[String]]) -> [String] {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.indices.map { column in
                let cell = row[column]
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 || column >= 5 ? cell + padding : padding + cell
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
    }

    /// "3.2 s".
    static func seconds(_ value: Double) -> String { String(format: "%.1f s", value) }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
