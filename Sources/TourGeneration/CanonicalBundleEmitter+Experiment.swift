import TourBytes
import TourFormat
import TourValidation

extension CanonicalBundleEmitter {
    /// `"experiment"`: the id, and each variant's name, weight, `"show":
    /// false` for the holdout, and the step texts it changes with their
    /// translations, as `TourExperiment` decodes them. Keys sorted, as the
    /// rest of the bundle's.
    static func write(_ experiment: TourExperiment, into json: inout JSONWriter) {
        json.key("experiment")
        json.beginObject()
        json.key("id")
        json.string(experiment.id)
        json.key("variants")
        json.beginArray()
        for variant in experiment.variants {
            json.element()
            json.beginObject()
            json.key("name")
            json.string(variant.name)
            if !variant.shows {
                json.key("show")
                json.bool(false)
            }
            if !variant.steps.isEmpty {
                json.key("steps")
                json.beginArray()
                for step in variant.steps {
                    json.element()
                    write(step, into: &json)
                }
                json.endArray()
            }
            json.key("weight")
            json.integer(variant.weight)
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }

    private static func write(_ step: TourExperiment.StepTexts, into json: inout JSONWriter) {
        json.beginObject()
        json.key("id")
        json.string(step.id)
        if let localizations = step.localizations {
            json.key("localizations")
            json.beginObject()
            for (locale, translation) in localizations.sorted(by: { $0.key < $1.key }) {
                json.key(named: locale)
                json.beginObject()
                write(text: translation.text, title: translation.title, into: &json)
                json.endObject()
            }
            json.endObject()
        }
        write(text: step.text, title: step.title, into: &json)
        json.endObject()
    }

    private static func write(text: String?, title: String?, into json: inout JSONWriter) {
        if let text {
            json.key("text")
            json.string(text)
        }
        if let title {
            json.key("title")
            json.string(title)
        }
    }
}
