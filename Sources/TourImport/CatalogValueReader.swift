import TourFormat

/// Reads a String Catalog value back into a tour text: the inverse of
/// `TourText.formatString(for:sourceSymbols:)`.
///
/// A formatted key's value is a format string whose arguments are the source
/// text's symbol images, in the source's order: `%@` takes the next one,
/// `%2$@` the second, and `%%` is a percent sign. Each placeholder becomes
/// the `{symbol:NAME}` it stands for. An unformatted key's value is shown as
/// it is, so it is the text as it is.
enum CatalogValueReader {
    /// Why a value cannot be a tour text.
    enum Problem: Error, Equatable {
        /// A placeholder other than an image: `%d`, `%lld`, `%1$s`.
        case placeholder(String)
        /// More images than the source has, or one taken twice.
        case extraImage
        /// Fewer images than the source has.
        case missingImages(Int)
        /// `%@` and `%1$@` in one value.
        case mixedPlaceholders
        /// Text that tourc would read as `{symbol:}` markup.
        case symbolMarkup

        /// The reason, for a message.
        var reason: String {
            switch self {
            case .placeholder(let text): "its placeholder '\(text)' is not an image, and a tour text can only hold symbols"
            case .extraImage: "it uses more images than the source text has"
            case .missingImages(let count): "it leaves out \(count == 1 ? "an image" : "\(count) images") of the source text"
            case .mixedPlaceholders: "it mixes '%@' with numbered placeholders such as '%1$@'"
            case .symbolMarkup: "it holds '{symbol:' text, which a tour file would read as a symbol"
            }
        }
    }

    /// The tour text `value` shows, for a key formatted or not whose source
    /// text has the symbols `sourceSymbols`, in order.
    static func tourText(fromValue value: String, isFormatted: Bool, sourceSymbols: [String]) -> Result<String, Problem> {
        guard isFormatted else {
            return TourText.symbols(in: value).isEmpty ? .success(value) : .failure(.symbolMarkup)
        }
        var text = ""
        var run = ""
        var used = [Bool](repeating: false, count: sourceSymbols.count)
        var next = 0
        var sawSequential = false
        var sawNumbered = false
        let scalars = Array(value.unicodeScalars)
        var index = 0
        func take(_ place: Int) -> Problem? {
            guard place < sourceSymbols.count, !used[place] else { return .extraImage }
            used[place] = true
            text += run + "{symbol:\(sourceSymbols[place])}"
            run = ""
            return nil
        }
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%" else {
                run.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            // `%%`, `%@`, or `%N$@`; anything else is a placeholder a tour text lacks.
            var end = index + 1
            while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
            let digits = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
            if digits.isEmpty, end < scalars.count, scalars[end] == "%" {
                run += "%"
                index = end + 1
            } else if digits.isEmpty, end < scalars.count, scalars[end] == "@" {
                sawSequential = true
                if let problem = take(next) { return .failure(problem) }
                next += 1
                index = end + 1
            } else if !digits.isEmpty, end + 1 < scalars.count, scalars[end] == "$", scalars[end + 1] == "@", let number = Int(digits), number > 0 {
                sawNumbered = true
                if let problem = take(number - 1) { return .failure(problem) }
                index = end + 2
            } else {
                // The placeholder as written, up to its conversion letter.
                var stop = index + 1
                while stop < scalars.count, !scalars[stop].properties.isAlphabetic || "hlqLztj".unicodeScalars.contains(scalars[stop]) {
                    stop += 1
                }
                let shown = String(String.UnicodeScalarView(scalars[index..<min(stop + 1, scalars.count)]))
                return .failure(.placeholder(shown))
            }
            if sawSequential, sawNumbered { return .failure(.mixedPlaceholders) }
        }
        text += run
        let missing = used.filter { !$0 }.count
        if missing > 0 { return .failure(.missingImages(missing)) }
        // A run that spells `{symbol:` would come back as markup.
        guard TourText.symbols(in: text).count == sourceSymbols.count else { return .failure(.symbolMarkup) }
        return .success(text)
    }
}
