import TourDiagnostics
import TourSyntax

/// Turns `targets.yaml` into a ``TargetRegistry``.
public enum RegistryDecoder {
    /// Decodes the registry file's one document.
    public static func decode(_ documents: [YAMLDocument], file: String) -> (registry: TargetRegistry, diagnostics: [Diagnostic]) {
        var reader = NodeReader(file: file)
        var targets: [TargetRegistry.Target] = []
        var events: [TargetRegistry.Target] = []
        var parameters: [TargetRegistry.Parameter] = []
        if documents.isEmpty {
            reader.diagnostics.report(
                .missingKey, "the registry is empty; it needs a 'targets' list", at: SourcePosition(line: 1, column: 1))
        }
        for document in documents {
            guard let fields = reader.fields(of: document.root, RegistryKeys.file, describing: "a target registry") else { continue }
            if let list = fields["targets"], let items = reader.list(list, of: "target names") {
                targets += items.compactMap { reader.target($0) }
            }
            // Events are entries of the same shape: a name, or a name and a description.
            if let list = fields["events"], let items = reader.list(list, of: "event names") {
                events += items.compactMap { reader.target($0, describing: "event") }
            }
            if let list = fields["parameters"], let items = reader.list(list, of: "parameters") {
                parameters += items.compactMap { reader.parameter($0) }
            }
        }
        return (TargetRegistry(targets: targets, file: file, events: events, parameters: parameters), reader.diagnostics.diagnostics)
    }
}

extension NodeReader {
    mutating func target(_ node: YAMLNode, describing what: String = "target") -> TargetRegistry.Target? {
        if case .scalar = node.content {
            return name(node, .stepID, describing: "\(what) name").map { TargetRegistry.Target(name: $0, description: nil) }
        }
        guard
            let fields = fields(
                of: node, what == "event" ? RegistryKeys.event : RegistryKeys.target, describing: "a\(what.first == "e" ? "n" : "") \(what)")
        else { return nil }
        let description = fields["description"].flatMap { text($0) }
        let screen = fields["screen"].flatMap { name($0, .swiftTypeName, describing: "screen (a view type's name)") }
        return fields["name"].flatMap { name($0, .stepID, describing: "\(what) name") }
            .map { TargetRegistry.Target(name: $0, description: description?.value, screen: screen) }
    }
}
