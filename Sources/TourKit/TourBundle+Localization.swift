import Foundation

extension TourBundle {
    /// The bundle with its title, description and every step's title and
    /// text in the language that best matches `locale`: the locale's own
    /// tag, then each shorter tag (`zh-Hant-TW`, `zh-Hant`, `zh`), then the
    /// source language the bundle is written in.
    ///
    /// SwiftUI apps do not need this for the generated enums, whose
    /// `title` and `text` are looked up in the app's String Catalog; it is
    /// for bundles shown without SwiftUI, or loaded at run time.
    public func localized(for locale: Locale) -> TourBundle {
        localized(forLanguage: locale.identifier)
    }

    /// ``localized(for:)`` for a language tag or locale identifier
    /// (`pt-BR`, `pt_BR`, `zh-Hant-TW`).
    public func localized(forLanguage identifier: String) -> TourBundle {
        let candidates = Self.fallbacks(for: identifier)
        // Tags compare without regard to case (`de-ch` is `de-CH`).
        func pick<Value>(_ translations: [String: Value]?) -> Value? {
            guard let translations else { return nil }
            let byTag = Dictionary(translations.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
            return candidates.lazy.compactMap { byTag[$0.lowercased()] }.first
        }
        var bundle = self
        let metadata = pick(localizations)
        bundle.title = metadata?.title ?? title
        bundle.description = metadata?.description ?? description
        bundle.steps = steps.map { step in
            var step = step
            let translation = pick(step.localizations)
            step.title = translation?.title ?? step.title
            step.text = translation?.text ?? step.text
            return step
        }
        return bundle
    }

    /// The tags to try for `identifier`, most specific first: `pt_BR` gives
    /// `pt-BR`, `pt`; `zh-Hant-TW` gives `zh-Hant-TW`, `zh-Hant`, `zh`.
    /// Locale keywords (`@calendar=...`) and `-u-` extensions are ignored.
    /// Internal: apps get the chain's effect through `localized(for:)`.
    static func fallbacks(for identifier: String) -> [String] {
        var tag = identifier.split(separator: "@", maxSplits: 1).first.map(String.init) ?? ""
        tag = String(tag.map { $0 == "_" ? "-" : $0 })
        if let extensionStart = tag.range(of: "-u-") { tag = String(tag[..<extensionStart.lowerBound]) }
        var subtags = tag.split(separator: "-").map(String.init)
        var tags: [String] = []
        while !subtags.isEmpty {
            tags.append(subtags.joined(separator: "-"))
            subtags.removeLast()
        }
        return tags
    }
}
