import TourBytes
import TourDiagnostics
import TourValidation

/// Writes a tour in the shape of the `QuickWinTask` Codable model:
/// `{id, title, description, estimatedSeconds, steps: [{instruction,
/// actionType, targetView}], completionCriteria, iconName}`.
///
/// It takes a ``QuickWinTour``, which validation makes only for a tour that
/// has every field the model requires, so nothing here can be missing.
public struct QuickWinEmitter: Sendable {
    /// Creates an emitter.
    public init() {}

    /// The task's bytes, keys in sorted order.
    package func renderBytes(_ quickWin: QuickWinTour) -> TextBuffer {
        let tour = quickWin.tour
        var json = JSONWriter(capacity: 256 + quickWin.steps.count * 256)
        json.beginObject()
        json.key("completionCriteria")
        json.string(quickWin.completionCriteria)
        json.key("description")
        json.string(quickWin.description)
        json.key("estimatedSeconds")
        json.integer(quickWin.estimatedSeconds)
        json.key("iconName")
        json.string(quickWin.icon)
        json.key("id")
        json.string(tour.tour.id.value)
        if let rule = tour.tour.show { CanonicalBundleEmitter.write(rule, condition: tour.conditions.show, into: &json) }
        json.key("steps")
        json.beginArray()
        for (index, (step, action)) in quickWin.steps.enumerated() {
            json.element()
            json.beginObject()
            json.key("actionType")
            json.string(action.rawValue)
            json.key("instruction")
            json.string(step.text)
            json.key("targetView")
            json.string(step.target)
            CanonicalBundleEmitter.writeCondition(tour.conditions.step(at: index), into: &json)
            json.endObject()
        }
        json.endArray()
        json.key("title")
        json.string(quickWin.title)
        json.endObject()
        return json.finish()
    }
}
