import TourFormat
import TourModel

extension ResolvedTour {
    /// `experiment` as the outputs carry it: each variant's texts in the
    /// source language, and their translations by locale.
    static func resolve(_ experiment: Experiment, sourceLanguage: String) -> TourExperiment {
        TourExperiment(
            id: experiment.id.value,
            variants: experiment.variants.map { variant in
                TourExperiment.Variant(
                    name: variant.name.value, weight: variant.weight?.value ?? 0, shows: variant.shows,
                    steps: variant.steps.map { resolve($0, sourceLanguage: sourceLanguage) })
            })
    }

    private static func resolve(_ step: VariantStep, sourceLanguage: String) -> TourExperiment.StepTexts {
        var translations: [String: TourExperiment.Translation] = [:]
        step.title?.forEachEntry { entry in
            guard let locale = entry.locale, locale != sourceLanguage else { return }
            translations[locale, default: TourExperiment.Translation()].title = entry.text
        }
        step.text?.forEachEntry { entry in
            guard let locale = entry.locale, locale != sourceLanguage else { return }
            translations[locale, default: TourExperiment.Translation()].text = entry.text
        }
        return TourExperiment.StepTexts(
            id: step.id.value, title: step.title.map { sourceText($0, in: sourceLanguage) },
            text: step.text.map { sourceText($0, in: sourceLanguage) }, localizations: translations.isEmpty ? nil : translations)
    }
}
