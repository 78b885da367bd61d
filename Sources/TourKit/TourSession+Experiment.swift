import Foundation
import TourFormat

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension TourSession {
    /// The install's variant of the tour's experiment (its `experiment:`),
    /// from the install id in the store: the same on every device that
    /// shares the store, and in `tourc experiment assign`. `nil` when the
    /// tour has no experiment. Reading it sets ``experiment``, which every
    /// analytics event carries.
    public var variant: TourExperiment.Variant? {
        guard let tourExperiment else { return nil }
        if let assignedVariant { return assignedVariant }
        if installID == nil { installID = TourInstall.id(in: store, now: now()) }
        let variant = tourExperiment.variant(forInstall: installID!)
        assignedVariant = .some(variant)
        if let variant { experiment = (tourExperiment.id, variant.name) }
        return variant
    }

    /// Enters the install into the tour's experiment (one `experimentEntered`
    /// per install); whether the tour may show: false for the holdout.
    func enterExperiment() -> Bool {
        guard let tourExperiment, let variant else { return true }
        _ = TourExperimentEntry.enter(
            tourExperiment, tour: tourID, revision: revision, install: installID!, store: store, analytics: analytics, now: now())
        return variant.shows
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension TourSession where Step: TourSteps {
    /// The title `step` shows in this session: its variant's, when the
    /// install's variant changes it, else the tour file's; `{symbol:NAME}`
    /// markup included, as ``TourSteps/plainTitle``.
    public func plainTitle(of step: Step) -> String {
        variant?.texts(ofStep: step.id)?.title ?? step.plainTitle
    }

    /// The text `step` shows in this session: its variant's, else the tour file's.
    public func plainText(of step: Step) -> String {
        variant?.texts(ofStep: step.id)?.text ?? step.plainText
    }
}

extension TourBundle {
    /// The bundle with `variant`'s texts in place of the steps' own, and
    /// their translations in place of the steps' (a language the variant
    /// does not translate shows its source text): what a session over a
    /// bundle in an experiment shows.
    public func applying(_ variant: TourExperiment.Variant) -> TourBundle {
        var bundle = self
        bundle.steps = steps.map { step in
            guard let texts = variant.texts(ofStep: step.id) else { return step }
            var step = step
            step.title = texts.title ?? step.title
            step.text = texts.text ?? step.text
            if var localizations = step.localizations {
                for (locale, translation) in localizations {
                    let variantTranslation = texts.localizations?[locale]
                    var changed = translation
                    if texts.title != nil { changed.title = variantTranslation?.title }
                    if texts.text != nil { changed.text = variantTranslation?.text }
                    localizations[locale] = changed
                }
                step.localizations = localizations
            }
            for (locale, translation) in texts.localizations ?? [:] where step.localizations?[locale] == nil {
                step.localizations = step.localizations ?? [:]
                step.localizations![locale] = TourBundle.LocalizedStep(title: translation.title, text: translation.text)
            }
            return step
        }
        return bundle
    }
}
