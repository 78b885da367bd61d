import TourBytes

/// "Did you mean" suggestions by edit distance.
public enum Suggestions {
    /// The Levenshtein distance between two strings, over Unicode scalars,
    /// ignoring case (a key typed as `Title` is still closest to `title`).
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.lowercased().unicodeScalars)
        let b = Array(rhs.lowercased().unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The closest candidates to `word`, nearest first (ties by name), at
    /// most `limit`, leaving out any farther than `maxDistance`.
    static func closest(
        to word: String, among candidates: some Sequence<String>, limit: Int, maxDistance: Int? = nil
    ) -> [String] {
        let bound = maxDistance ?? Int.max
        return
            candidates
            .map { (name: $0, distance: editDistance(word, $0)) }
            .filter { $0.distance <= bound }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
            .prefix(limit)
            .map(\.name)
    }

    /// The one candidate a typo most likely meant: close enough that the
    /// suggestion helps (at most a third of the word's length, at least 1).
    /// Never `word` itself: a "did you mean" must name something else.
    public static func likelyMeant(_ word: String, among candidates: some Sequence<String>) -> String? {
        let bound = max(1, min(3, word.unicodeScalars.count / 3 + 1))
        return closest(to: word, among: candidates.lazy.filter { $0 != word }, limit: 1, maxDistance: bound).first
    }

    /// Up to `limit` candidates that plausibly name what `word` meant: close
    /// by edit distance (at most half the word's length, at least 3), or one
    /// containing the other (`profile` and `profileButton`). Nearest first.
    public static func plausible(for word: String, among candidates: some Sequence<String>, limit: Int) -> [String] {
        let lowered = word.lowercased()
        let bound = max(3, word.unicodeScalars.count / 2)
        return
            candidates
            .map { (name: $0, distance: editDistance(word, $0)) }
            .filter { candidate in
                let name = candidate.name.lowercased()
                return candidate.distance <= bound || name.containsBytes(of: lowered) || lowered.containsBytes(of: name)
            }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
            .prefix(limit)
            .map(\.name)
    }
}

extension Array where Element == String {
    /// The items joined with `separator`, cut to the first `limit - 1` and
    /// the last when there are more, with a count of those left out: a
    /// message names a 50,000-tour circle in a line, not in 738,975
    /// characters.
    package func joinedForMessage(separator: String, limit: Int = 8) -> String {
        guard count > limit, limit >= 2 else { return joined(separator: separator) }
        let left = count - limit
        return (prefix(limit - 1) + ["... (\(left) more)", last!]).joined(separator: separator)
    }
}
