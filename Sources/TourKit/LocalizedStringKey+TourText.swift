#if canImport(SwiftUI)
    import SwiftUI

    extension LocalizedStringKey {
        /// The key SwiftUI forms for the hand-written literal that says what
        /// `text` says, so a tour's title or text is looked up in the app's
        /// `Localizable` table exactly as the same words written in Swift.
        ///
        /// - A text without `{symbol:NAME}` is `LocalizedStringKey(text)`: the
        ///   key is the text itself and it is not formatted, as a literal
        ///   `"50 % off"` is not.
        /// - A text with symbols is the interpolation the literal
        ///   `"Tap \(Image(systemName: "star")) to …"` builds: literal runs go
        ///   through `appendLiteral` (which doubles `%`), each symbol through
        ///   `appendInterpolation(_: Image)` (`%@`), and the key is formatted.
        /// - A symbol with a spoken label (`{symbol:play.fill|Play}`) is the
        ///   literal's `\(Text(Image(systemName: "play.fill")).accessibilityLabel("Play"))`:
        ///   `appendInterpolation(_: Text)` also adds `%@`, so the text's key
        ///   is the same as without the label, and the label is a key of its
        ///   own (`"Play"`), looked up in the same table.
        ///
        /// Generated enums call this one function rather than each carrying
        /// a copy.
        public init(tourText text: String) {
            let runs = TourText.runs(of: text)
            guard runs.contains(where: \.isSymbol) else {
                self.init(text)
                return
            }
            var interpolation = StringInterpolation(literalCapacity: text.utf8.count, interpolationCount: runs.count)
            for run in runs {
                switch run {
                case .text(let characters): interpolation.appendLiteral(characters)
                case .symbol(let name, nil): interpolation.appendInterpolation(Image(systemName: name))
                case .symbol(let name, let label?):
                    interpolation.appendInterpolation(Text(Image(systemName: name)).accessibilityLabel(LocalizedStringKey(label)))
                }
            }
            self.init(stringInterpolation: interpolation)
        }
    }

    extension TourMetadata {
        /// The tour's title as a localized key, with the rules of
        /// ``SwiftUI/LocalizedStringKey/init(tourText:)``; `nil` without a title.
        public var localizedTitle: LocalizedStringKey? { title.map(LocalizedStringKey.init(tourText:)) }

        /// The tour's description as a localized key; `nil` without one.
        public var localizedDescription: LocalizedStringKey? { description.map(LocalizedStringKey.init(tourText:)) }
    }
#endif
