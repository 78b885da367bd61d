import TourDiagnostics
import TourScanning

/// Go to definition: from a target (a step's `target:`, an id standing in
/// for its target, a registry entry) to where the app's Swift code tags
/// it, and to its registry entry; from a tour id in `after:` to the tour.
enum Definition {
    /// The places the name at byte `offset` of `document` (the file at
    /// `path`) is defined; empty when it names nothing tourc knows.
    static func locations(
        atOffset offset: Int, in document: TextDocument, path: String, project: ProjectSnapshot, files: DocumentStore, encoding: PositionEncoding
    ) -> [Location] {
        guard let (use, _) = project.nameUse(atOffset: offset, in: document, path: path) else { return [] }
        var locations: [Location] = []
        let sites: [TagSite] = if case .target(let name) = use.symbol { project.tagSites?[name] ?? [] } else { [] }
        let declarations = project.uses(of: use.symbol).filter(\.declares)
        let texts = files.documents(at: sites.map(\.file) + declarations.map(\.file))
        if case .target = use.symbol {
            for site in sites {
                guard let text = texts[site.file] else { continue }
                // The tag as written: `.keyboard`, `"keyboard"`, `Help.keyboard`.
                let range = text.range(from: site.position, scalars: site.written.unicodeScalars.count, in: encoding)
                locations.append(Location(uri: files.uri(of: site.file), range: range))
            }
        }
        for declaration in declarations {
            guard let text = texts[declaration.file] else { continue }
            let range = text.range(of: text.span(ofTokenAt: declaration.position), in: encoding)
            locations.append(Location(uri: files.uri(of: declaration.file), range: range))
        }
        return locations
    }
}
