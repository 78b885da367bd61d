@testable import TourLanguageServer

/// `marked` without its `‸`, which marks the cursor, and the cursor's byte
/// offset: the place a test asks about is shown in the text itself.
func markedDocument(_ marked: String) -> (document: TextDocument, offset: Int) {
    let marker = Array("‸".utf8)
    var bytes = Array(marked.utf8)
    let offset = (0...(bytes.count - marker.count)).first { bytes[$0..<$0 + marker.count].elementsEqual(marker) }!
    bytes.removeSubrange(offset..<offset + marker.count)
    return (TextDocument(bytes: bytes), offset)
}

extension TextDocument {
    /// The text, as a string.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
