// The bytes of Swift source the lexer, the tag scanner and the declaration
// headers classify alike.
extension UInt8 {
    /// A byte that may start an identifier: an ASCII letter or `_`; bytes
    /// of non-ASCII identifiers count too.
    var isIdentifierStart: Bool { isASCIILetter || self == UInt8(ascii: "_") || self >= 0x80 }
    /// A byte that may continue an identifier: ASCII letters, digits and
    /// `_`; bytes of non-ASCII identifiers count too.
    var isIdentifierByte: Bool { isASCIIAlphanumeric || self == UInt8(ascii: "_") || self >= 0x80 }
    /// A space, a tab or a line break.
    var isSwiftWhitespace: Bool {
        self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") || self == UInt8(ascii: "\n") || self == UInt8(ascii: "\r")
    }
}
