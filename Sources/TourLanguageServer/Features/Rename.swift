import TourFormat
import TourModel

/// `textDocument/rename`'s params.
struct RenameParams: Decodable, Sendable {
    var textDocument: TextDocumentIdentifier
    var position: Position
    var newName: String
}

/// `textDocument/prepareRename`'s answer: the name under the cursor.
struct PrepareRenameResult: Encodable, Sendable {
    var range: TextRange
    var placeholder: String
}

/// Rename a name across the project's tour files and its registry: a
/// target (its registry entry, every `target:` naming it, and every step
/// id standing in for it, whose Swift case changes with it), a step id
/// that names only its step, a tour id (and every `after:` naming it), or
/// an event.
enum Rename {
    /// The name at byte `offset` of `document` (the file at `path`), when
    /// it can be renamed.
    static func prepare(
        atOffset offset: Int, in document: TextDocument, path: String, project: ProjectSnapshot, encoding: PositionEncoding
    ) -> PrepareRenameResult? {
        guard let (use, span) = project.nameUse(atOffset: offset, in: document, path: path) else { return nil }
        return PrepareRenameResult(range: document.range(of: span, in: encoding), placeholder: use.name)
    }

    /// The edits that rename the name at byte `offset` to `newName`
    /// everywhere it is written, or why they cannot.
    static func edit(
        atOffset offset: Int, in document: TextDocument, path: String, to newName: String, project: ProjectSnapshot,
        files: DocumentStore, encoding: PositionEncoding
    ) -> Result<WorkspaceEdit, ResponseError> {
        guard let (use, _) = project.nameUse(atOffset: offset, in: document, path: path) else {
            return .failure(.requestFailed("there is no step id, target, tour id or event here to rename"))
        }
        let rule: NameRule = use.symbol == .tour(use.name) ? .tourID : .stepID
        guard rule.matches(newName) else {
            return .failure(.requestFailed("'\(newName)' is not a valid name here: it must match \(rule.pattern)"))
        }
        if newName != use.name, project.isTaken(newName, renaming: use.symbol) {
            return .failure(.requestFailed("'\(newName)' is already taken: renaming '\(use.name)' to it would make two of one name"))
        }
        var changes: [String: [TextEdit]] = [:]
        let places = project.uses(of: use.symbol)
        let texts = files.documents(at: places.map(\.file))
        for place in places {
            guard let text = texts[place.file] else {
                return .failure(.requestFailed("cannot read \(place.file), where '\(use.name)' is written"))
            }
            let span = text.span(ofTokenAt: place.position)
            changes[files.uri(of: place.file), default: []].append(TextEdit(range: text.range(of: span, in: encoding), newText: newName))
        }
        return .success(WorkspaceEdit(changes: changes))
    }
}
