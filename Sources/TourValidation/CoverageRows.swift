import TourDiagnostics
import TourModel
import TourScanning

extension TagCoverage {
    /// One row of the coverage table: a target, where it is tagged, and the
    /// steps that use it.
    public struct CoverageRow: Sendable {
        public var target: String
        public var registeredAt: String?
        public var tagSites: [TagSite]
        public var steps: [(tour: String, step: String, covered: Bool)]
    }

    /// The coverage rows, one per target a step uses or a tag names, sorted.
    public func rows(tours: [TourOutline], registry: TargetRegistry?) -> [CoverageRow] {
        var rows: [String: CoverageRow] = [:]
        func row(_ target: String) -> CoverageRow {
            rows[target] ?? CoverageRow(target: target, registeredAt: nil, tagSites: [], steps: [])
        }
        for entry in registry?.targets ?? [] {
            var current = row(entry.name.value)
            current.registeredAt = SourceLocation(registry!.file, entry.name.position).description
            rows[entry.name.value] = current
        }
        for tour in tours {
            for step in tour.steps {
                var current = row(step.target.value)
                current.tagSites += stepTags[.init(typeName: tour.typeName, caseName: step.caseName)] ?? []
                current.steps.append((tour.id.value, step.id.value, isCovered(step, of: tour)))
                rows[step.target.value] = current
            }
        }
        for (target, sites) in targetTags {
            var current = row(target)
            current.tagSites += sites
            rows[target] = current
        }
        return rows.values.sorted { $0.target < $1.target }.map { row in
            var sorted = row
            sorted.tagSites.sort { ($0.file, $0.position) < ($1.file, $1.position) }
            return sorted
        }
    }
}
