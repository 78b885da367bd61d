/// The markup of tour texts: `{symbol:NAME}` places an SF Symbol inline;
/// every other character is text. Generated code and apps that load JSON
/// bundles both split texts with it, so a symbol renders the same either way.
public enum TourText {
    /// A piece of a text.
    public enum Segment: Hashable, Sendable {
        /// Characters to show as they are (Markdown included).
        case text(String)
        /// An SF Symbol, by name.
        case symbol(String)
    }

    /// Splits `text` into runs of text and symbols. A `{symbol:` not followed
    /// by a valid name and `}` stays text (tourc rejects it at build time).
    public static func segments(of text: String) -> [Segment] {
        var segments: [Segment] = []
        let scalars = text.unicodeScalars
        var runStart = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            if scalars[index] == "{", let (name, end) = symbol(in: scalars, at: index) {
                if runStart < index { segments.append(.text(String(scalars[runStart..<index]))) }
                segments.append(.symbol(name))
                index = end
                runStart = end
            } else {
                index = scalars.index(after: index)
            }
        }
        if runStart < scalars.endIndex { segments.append(.text(String(scalars[runStart...]))) }
        return segments
    }

    private static let opener = Array("{symbol:".unicodeScalars)

    /// The symbol name at `start` and the index after its `}`, if a valid
    /// `{symbol:NAME}` starts there.
    private static func symbol(
        in scalars: String.UnicodeScalarView, at start: String.UnicodeScalarView.Index
    ) -> (String, String.UnicodeScalarView.Index)? {
        var index = start
        for expected in opener {
            guard index < scalars.endIndex, scalars[index] == expected else { return nil }
            index = scalars.index(after: index)
        }
        let nameStart = index
        var partLength = 0
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "}" {
                guard partLength > 0 else { return nil }
                return (String(scalars[nameStart..<index]), scalars.index(after: index))
            }
            if scalar == "." {
                guard partLength > 0 else { return nil }
                partLength = 0
            } else if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                partLength += 1
            } else {
                return nil
            }
            index = scalars.index(after: index)
        }
        return nil
    }
}
