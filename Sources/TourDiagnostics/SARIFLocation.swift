import TourBytes

/// Where a SARIF result is: a file as a URI, relative to `%SRCROOT%` when
/// it is under the source root (as code scanning wants it), else absolute.
/// The language server reuses its file URIs and the token a fix replaces.
package struct SARIFLocation {
    /// The URI reference: a relative path, or a `file://` URI.
    let uri: String
    /// Whether ``uri`` is relative to `%SRCROOT%`.
    let isUnderSourceRoot: Bool

    /// The location of `file`, a path as the user named it.
    init(file: String, sourceRoot: String) {
        let root = sourceRoot.hasSuffix("/") ? String(sourceRoot.dropLast()) : sourceRoot
        var path = file
        if path.hasPrefix("/") {
            guard path.hasPrefix(root + "/") else {
                uri = "file://" + Self.percentEncoded(path)
                isUnderSourceRoot = false
                return
            }
            path = String(path.dropFirst(root.count + 1))
        }
        while path.hasPrefix("./") { path = String(path.dropFirst(2)) }
        uri = Self.percentEncoded(path)
        isUnderSourceRoot = true
    }

    /// Writes the `artifactLocation` member.
    func write(into json: inout JSONWriter) {
        json.key("artifactLocation")
        json.beginObject()
        json.key("uri")
        json.string(uri)
        if isUnderSourceRoot {
            json.key("uriBaseId")
            json.string("%SRCROOT%")
        }
        json.endObject()
    }

    /// `folder` as a `file://` URI ending in `/`, as `originalUriBaseIds` requires.
    static func fileURI(ofFolder folder: String) -> String {
        "file://" + percentEncoded(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// `path` with every byte outside RFC 3986's unreserved characters and
    /// `/` percent-encoded.
    package static func percentEncoded(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            if byte.isASCIIAlphanumeric || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
            {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return encoded
    }

    /// The length, in Unicode scalars, of the YAML token that starts at
    /// `line`:`column` of `bytes`: a quoted scalar through its closing
    /// quote, else a plain word up to the `:`, `#`, `,` or bracket that
    /// ends it. `nil` when the position is outside the text or no token
    /// starts there. This is what a fix replaces: a key or a value that a
    /// finding suggests another word for. (A caller with many findings in
    /// one file passes each line with ``tokenLength(inLine:column:)``.)
    package static func tokenLength(in bytes: [UInt8], line: Int, column: Int) -> Int? {
        LineIndex(bytes).lineBytes(line).flatMap { tokenLength(inLine: $0, column: column) }
    }

    /// The length of the token at `column` of one line's bytes (without its
    /// line break): the work per finding is that line's, not the file's,
    /// which made 120,001 findings take 56 s in the language server.
    package static func tokenLength(inLine bytes: ArraySlice<UInt8>, column: Int) -> Int? {
        var offset = bytes.startIndex
        var scalars = 1
        while scalars < column, offset < bytes.endIndex {
            offset += 1
            while offset < bytes.endIndex, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            scalars += 1
        }
        guard scalars == column, offset < bytes.endIndex else { return nil }
        let start = offset
        let quote = bytes[offset]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            offset += 1
            while offset < bytes.endIndex, bytes[offset] != quote {
                offset += quote == UInt8(ascii: "\"") && bytes[offset] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard offset < bytes.endIndex, bytes[offset] == quote else { return nil }
            offset += 1
        } else {
            let stops: Set<UInt8> = [UInt8(ascii: "\r"), UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "#")]
            while offset < bytes.endIndex, !stops.contains(bytes[offset]) {
                // `: ` or a `:` at the end of the line ends a key.
                if bytes[offset] == UInt8(ascii: ":"),
                    offset + 1 == bytes.endIndex || [UInt8(ascii: " "), UInt8(ascii: "\r")].contains(bytes[offset + 1])
                {
                    break
                }
                offset += 1
            }
            while offset > start, bytes[offset - 1] == UInt8(ascii: " ") || bytes[offset - 1] == UInt8(ascii: "\t") { offset -= 1 }
        }
        guard offset > start else { return nil }
        return bytes[start..<offset].reduce(0) { count, byte in byte & 0xC0 == 0x80 ? count : count + 1 }
    }
}
