// Inlinable: the model and the scanner test every byte of every name with
// them, from other modules.
extension UInt8 {
    /// `A`-`Z` or `a`-`z`.
    @inlinable package var isASCIILetter: Bool { (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }
    /// `0`-`9`.
    @inlinable package var isASCIIDigit: Bool { (0x30...0x39).contains(self) }
    /// A letter or a digit.
    @inlinable package var isASCIIAlphanumeric: Bool { isASCIILetter || isASCIIDigit }
    /// `A`-`Z`.
    @inlinable package var isASCIIUppercase: Bool { (0x41...0x5A).contains(self) }
    /// `a`-`z`.
    @inlinable package var isASCIILowercase: Bool { (0x61...0x7A).contains(self) }
}

extension Sequence<UInt8> {
    /// How many Unicode scalars these UTF-8 bytes hold: every byte that
    /// is not a continuation byte starts one.
    @inlinable package var unicodeScalarCount: Int {
        reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}

extension String {
    /// The string cut to a length that keeps a one-line message readable.
    package var truncatedForMessage: String {
        let limit = 40
        var scalars = unicodeScalars.prefix { $0 != "\n" && $0 != "\r" }
        let cut = scalars.count > limit || scalars.count < unicodeScalars.count
        if scalars.count > limit { scalars = scalars.prefix(limit) }
        return String(String.UnicodeScalarView(scalars)) + (cut ? "..." : "")
    }
}

extension String {
    /// The string with each non-ASCII scalar written `\u{E9}`
    /// (`cafe\u{301}`): what tells two names that look alike apart.
    package var spelledInScalars: String {
        unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}" }.joined()
    }
}
