/// The `$schema` lines of YAML files (`# yaml-language-server:
/// $schema=.schemas/tour.schema.json`), read for the folders they point at.
enum SchemaReferences {
    /// The names of the schemas tourc writes.
    static let names: Set<String> = ["tour.schema.json", "targets.schema.json", "config.schema.json"]

    /// Every folder that a `$schema` line in `files` points at with one of
    /// tourc's schema names, relative to its file; sorted, without repeats.
    /// Lines that name a URL, or another schema, are not tourc's to update.
    static func folders(in files: [String]) -> [String] {
        var folders = Set<String>()
        for file in files {
            guard let bytes = try? FileSystem.readFile(file, limit: 1 << 24) else { continue }
            for reference in references(in: String(decoding: bytes.prefix(4096), as: UTF8.self)) {
                guard !reference.contains("://"), names.contains(Paths.lastComponent(of: reference)) else { continue }
                let path = reference.hasPrefix("/") ? reference : Paths.join(Paths.parent(of: file), reference)
                folders.insert(Paths.normalized(Paths.parent(of: path)))
            }
        }
        return folders.sorted()
    }

    /// The paths named by `$schema=` in the comment lines that open `text`.
    static func references(in text: String) -> [String] {
        var found: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("#") else { break }
            guard let range = trimmed.range(of: "$schema=") else { continue }
            let value = trimmed[range.upperBound...].prefix { !$0.isWhitespace }
            if !value.isEmpty { found.append(String(value)) }
        }
        return found
    }
}
