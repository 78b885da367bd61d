import TourDiagnostics

/// `file:` URIs, as LSP names documents, and the paths the compiler reads.
enum FileURI {
    /// The path `uri` names, percent-decoded; `nil` for a URI
    /// that is not a local file (`untitled:`, `http:`).
    static func path(of uri: String) -> String? {
        var rest: Substring
        if uri.hasPrefix("file:///") {
            rest = uri.dropFirst("file://".count)
        } else if uri.hasPrefix("file://localhost/") {
            rest = uri.dropFirst("file://localhost".count)
        } else {
            return nil
        }
        if let query = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<query] }
        var bytes: [UInt8] = []
        var utf8 = Array(rest.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2, let high = hexValue(utf8[utf8.startIndex]),
                let low = hexValue(utf8[utf8.startIndex + 1])
            {
                bytes.append(high << 4 | low)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The `file:` URI of the absolute `path`, encoded as tourc's SARIF
    /// logs encode theirs.
    static func uri(ofPath path: String) -> String {
        "file://" + SARIFLocation.percentEncoded(path)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
