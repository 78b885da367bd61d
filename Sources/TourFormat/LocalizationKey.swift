extension TourText {
    /// The key SwiftUI looks `text` up with, and whether the translation is
    /// run through `String(format:)`: what `LocalizedStringKey(tourText:)`
    /// forms at run time, computed here for the String Catalog.
    ///
    /// Without `{symbol:NAME}` the key is the text itself, unformatted. With
    /// symbols it is the interpolation's key: literal runs with `%` doubled,
    /// `%@` for each symbol; formatted.
    package static func localizationKey(of text: String) -> (key: String, isFormatted: Bool) {
        let segments = segments(of: text)
        guard segments.contains(where: \.isSymbol) else { return (text, false) }
        var key = ""
        for segment in segments {
            switch segment {
            case .text(let run): key += doublingPercents(run)
            case .symbol: key += "%@"
            }
        }
        return (key, true)
    }

    /// The symbol names of `text`, in order.
    package static func symbols(in text: String) -> [String] {
        segments(of: text).compactMap { segment in
            if case .symbol(let name) = segment { return name }
            return nil
        }
    }

    /// The spoken labels of `text`'s symbols, in order: `nil` for a symbol
    /// without one (`{symbol:star}`).
    package static func spokenLabels(in text: String) -> [String?] {
        runs(of: text).compactMap { run in
            if case .symbol(_, let label) = run { return .some(label) }
            return nil
        }
    }

    /// The String Catalog value for `translation` of a formatted key whose
    /// source text has the symbols `sourceSymbols`, in order: literal runs
    /// with `%` doubled, each symbol `%@`, or `%1$@`, `%2$@`… (its place
    /// in the source) when the translation orders the symbols differently.
    /// `String(format:)` on it, with the source's symbol images as
    /// arguments, gives exactly the translation.
    ///
    /// The translation must hold the same symbols as the source (validation
    /// checks it); a repeated symbol takes the source's places in order.
    package static func formatString(for translation: String, sourceSymbols: [String]) -> String {
        let segments = segments(of: translation)
        var used = [Bool](repeating: false, count: sourceSymbols.count)
        var places: [Int] = []
        for case .symbol(let name) in segments {
            let place = sourceSymbols.indices.first { !used[$0] && sourceSymbols[$0] == name } ?? places.count
            if place < used.count { used[place] = true }
            places.append(place)
        }
        let inOrder = places == Array(places.indices)
        var value = ""
        var next = 0
        for segment in segments {
            switch segment {
            case .text(let run):
                value += doublingPercents(run)
            case .symbol:
                value += inOrder ? "%@" : "%\(places[next] + 1)$@"
                next += 1
            }
        }
        return value
    }

    private static func doublingPercents(_ run: String) -> String {
        guard run.utf8.contains(UInt8(ascii: "%")) else { return run }
        return run.split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%")
    }
}
