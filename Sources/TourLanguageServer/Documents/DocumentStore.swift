import TourCompiler
import TourSyntax

/// The documents the editor has open, with their unsaved text, and the
/// text of any other file a feature points into, read by the driver.
struct DocumentStore: Sendable {
    /// One open document.
    struct OpenDocument: Sendable {
        /// The URI as the client spelled it, which its answers use.
        var uri: String
        /// The version of the text, as the client numbers them.
        var version: Int
        var text: TextDocument
    }

    /// The open documents, by path.
    private(set) var open: [String: OpenDocument] = [:]

    /// The open documents' text, for the pipeline to read instead of the disk.
    var unsavedFiles: UnsavedFiles {
        var files = UnsavedFiles()
        for (path, document) in open { files[path] = document.text.bytes }
        return files
    }

    /// Opens or replaces the document at `path`.
    mutating func open(_ path: String, uri: String, version: Int, text: String) {
        open[path] = OpenDocument(uri: uri, version: version, text: TextDocument(text))
    }

    /// Forgets the document at `path`: the disk's text applies again.
    mutating func close(_ path: String) {
        open[path] = nil
    }

    /// Applies `change` to the document at `path`, counting positions in `encoding`.
    mutating func apply(_ change: DidChangeTextDocumentParams.Change, to path: String, version: Int, encoding: PositionEncoding) {
        guard var document = open[path] else { return }
        if let range = change.range {
            let start = document.text.offset(of: range.start, in: encoding)
            let end = max(start, document.text.offset(of: range.end, in: encoding))
            document.text.replace(start..<end, with: change.text)
        } else {
            document.text = TextDocument(change.text)
        }
        document.version = version
        open[path] = document
    }

    /// The text of `path`: the open document's, else the disk's; `nil`
    /// when it cannot be read.
    func document(at path: String) -> TextDocument? {
        if let document = open[path] { return document.text }
        return UnsavedFiles().read(path, limit: YAMLLimits.default.maxFileSize).map(TextDocument.init(bytes:))
    }

    /// The documents at `paths`, each read once, by path; a path that
    /// cannot be read is missing. A request that finds a name in many
    /// places reads each file once, not once a place.
    func documents(at paths: some Sequence<String>) -> [String: TextDocument] {
        var documents: [String: TextDocument] = [:]
        for path in paths where documents[path] == nil {
            if let document = document(at: path) { documents[path] = document }
        }
        return documents
    }

    /// The URI of `path`: the client's for an open document.
    func uri(of path: String) -> String {
        open[path]?.uri ?? FileURI.uri(ofPath: path)
    }
}
