import TourBytes
import TourFormat

/// Where a tour text's lines end, found in its UTF-8 with memchr: most
/// texts are one line, which this answers in a few instructions where a
/// loop over the bytes took eight a byte (issue 47). The lints that read a
/// text line by line (the card measure, TOUR336) share it.
enum TextLineEnds {
    /// The offset of the line feed that ends the line starting at `start`
    /// of `bytes`, or `bytes.count` for the last line. A line feed after a
    /// carriage return is one character with it (`\r\n`) and ends no line
    /// (``TourSpeech/endsLine(_:after:)``).
    static func end(of bytes: UnsafeBufferPointer<UInt8>, lineFrom start: Int) -> Int {
        var searched = start
        while let feed = ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: searched) {
            if TourSpeech.endsLine(bytes[feed], after: feed > 0 ? bytes[feed - 1] : 0) { return feed }
            searched = feed + 1
        }
        return bytes.count
    }
}
