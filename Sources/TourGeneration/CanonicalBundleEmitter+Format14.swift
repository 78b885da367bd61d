import TourBytes
import TourFormat
import TourModel
import TourValidation

/// The parts of a bundle that format 1.4 adds, each written only when the
/// tour uses it, so a tour that uses none compiles to the bytes it did.
extension CanonicalBundleEmitter {
    /// One event's count: a number, or `{"count": N, "within": SECONDS}`
    /// for the donations in a window.
    static func writeEventCount(_ count: Int, within seconds: Int?, into json: inout JSONWriter) {
        guard let seconds else { return json.integer(count) }
        json.beginObject()
        json.key("count")
        json.integer(count)
        json.key("within")
        json.integer(seconds)
        json.endObject()
    }

    /// `"ignoresFrequency"` and `"invalidatedBy"`, where they sort (between
    /// `events` and `launches`), when the rule sets them.
    static func writeFormat14Flags(of rule: DisplayRule, into json: inout JSONWriter) {
        if let flag = rule.ignoresFrequency {
            json.key("ignoresFrequency")
            json.bool(flag.value)
        }
        guard !rule.invalidatedBy.isEmpty else { return }
        json.key("invalidatedBy")
        json.strings(rule.invalidatedBy.lazy.map(\.value))
    }

    /// `"maxDuration"`, in seconds, when the rule sets it.
    static func writeMaxDuration(of rule: DisplayRule, into json: inout JSONWriter) {
        guard let seconds = rule.maxDuration else { return }
        json.key("maxDuration")
        json.integer(seconds.value)
    }

    /// `"when"`: the lowered condition, when there is one.
    static func writeCondition(_ condition: TourCondition?, into json: inout JSONWriter) {
        guard let condition else { return }
        json.key("when")
        ConditionJSONEmitter.write(condition, into: &json)
    }
}

extension ValidatedTour {
    /// The bundle format the tour needs: 3 when it has an experiment,
    /// which a TourKit that reads only formats 1 and 2 would ignore and
    /// show every install the file's texts, its holdout too; 2 when it
    /// uses a key of format 1.4 (a condition, an event window,
    /// `maxDuration`, `ignoresFrequency`, `invalidatedBy`), which a TourKit
    /// that reads only format 1 would ignore and show the tour wrongly; 1
    /// otherwise.
    public var bundleFormatVersion: Int {
        if experiment != nil { return 3 }
        return tour.show?.usesFormat14 == true || tour.steps.contains { $0.condition != nil } ? 2 : 1
    }
}
