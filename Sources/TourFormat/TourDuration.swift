/// A span of time as tour files and timelines write it: a whole number and
/// a unit, `90s`, `30m`, `3h`, `7d`, `2w` (an event window's `within:`, a
/// tour's `maxDuration:`, a timeline's `wait:`). Bundles carry the seconds.
package enum TourDuration {
    /// The units, with their seconds, in the order messages list them.
    package static let units: [(unit: Character, seconds: Int)] = [("s", 1), ("m", 60), ("h", 3_600), ("d", 86_400), ("w", 604_800)]

    /// The longest span a duration may be: about a hundred years, far past
    /// any window or display, and far from overflowing a count of seconds.
    package static let maximumSeconds = 100 * 366 * 86_400

    /// The seconds `text` says, or `nil` when it is not a whole number of
    /// at least 1, without leading zeros, followed by one unit (no spaces,
    /// no sign, no fraction),
    /// or is longer than ``maximumSeconds``.
    package static func seconds(_ text: String) -> Int? {
        guard let unit = text.last, let factor = units.first(where: { $0.unit == unit })?.seconds else { return nil }
        let digits = text.dropLast()
        guard !digits.isEmpty, digits.count <= 10, digits.first != "0", digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits),
            number >= 1
        else { return nil }
        let seconds = number * factor
        return seconds <= maximumSeconds ? seconds : nil
    }

    /// `seconds` in the largest unit that divides it: `604800` is `1w`,
    /// `90` is `90s`.
    package static func text(_ seconds: Int) -> String {
        for (unit, factor) in units.reversed() where seconds % factor == 0 && seconds >= factor {
            return "\(seconds / factor)\(unit)"
        }
        return "\(seconds)s"
    }

    /// What a duration looks like, for messages.
    package static let form = "a whole number and a unit: s, m, h, d or w (90s, 30m, 3h, 7d, 2w)"
}
