/// An app version as `CFBundleShortVersionString` writes it, `"2.10.1"`:
/// dot-separated whole numbers, compared number by number, a missing one
/// counting as 0 (`"2.1"` is `"2.1.0"`).
package struct AppVersion: Comparable, Sendable, CustomStringConvertible {
    private let parts: [Int]
    package let description: String

    /// The version `text` spells, or `nil` when it is not one.
    package init?(_ text: String) {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !pieces.isEmpty, pieces.count <= 8 else { return nil }
        var parts: [Int] = []
        for piece in pieces {
            guard !piece.isEmpty, piece.count <= 9, piece.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = Int(piece) else {
                return nil
            }
            parts.append(number)
        }
        self.parts = parts
        self.description = text
    }

    package static func < (lhs: AppVersion, rhs: AppVersion) -> Bool {
        for index in 0..<max(lhs.parts.count, rhs.parts.count) {
            let left = index < lhs.parts.count ? lhs.parts[index] : 0
            let right = index < rhs.parts.count ? rhs.parts[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    package static func == (lhs: AppVersion, rhs: AppVersion) -> Bool { !(lhs < rhs) && !(rhs < lhs) }
}
