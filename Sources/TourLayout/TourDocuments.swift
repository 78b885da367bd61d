import TourDiagnostics
import TourFormat
import TourSyntax

/// What `tourc format` takes for a tour file: every document a mapping
/// that has a `tour:` or a `steps:` key, or empty, and at least one such
/// mapping. Anything else (the target registry, `tourc.yaml`, a list) is
/// refused: its keys have another order, and its texts other rules.
enum TourDocuments {
    /// Why the file is not a tour file, or `nil` when it is one.
    static func problem(in documents: [YAMLSourceDocument], file: String) -> Diagnostic? {
        var tours = 0
        for document in documents {
            let root = document.root
            switch root.content {
            case .scalar("", .plain) where root.anchor == nil && root.tag == nil:
                continue
            case .mapping(let pairs, _):
                let keys = pairs.compactMap(\.key.scalarValue)
                if keys.contains(TourSetting.tour.key) || keys.contains(TourSetting.steps.key) {
                    tours += 1
                    continue
                }
                let kind =
                    keys.contains("targets") || keys.contains("events")
                    ? " (it looks like a target registry)" : keys.contains("inputs") || keys.contains("output") ? " (it looks like tourc.yaml)" : ""
                return Diagnostic(
                    .notATourFile, "this document is not a tour\(kind): a tour is a mapping with 'tour' and 'steps'; the file was left as it is",
                    file: file, at: root.position)
            default:
                return Diagnostic(
                    .notATourFile,
                    "this document is \(describe(root)), not a tour: a tour is a mapping with 'tour' and 'steps'; the file was left as it is",
                    file: file, at: root.position)
            }
        }
        guard tours == 0 else { return nil }
        return Diagnostic(
            .notATourFile, "this file holds no tour: a tour is a mapping with 'tour' and 'steps'; the file was left as it is", file: file,
            at: SourcePosition(line: 1, column: 1))
    }

    private static func describe(_ node: YAMLSourceNode) -> String {
        switch node.content {
        case .scalar: "a text"
        case .alias: "an alias"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}
