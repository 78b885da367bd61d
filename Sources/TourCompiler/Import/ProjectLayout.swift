import TourDiagnostics
import TourGeneration
import TourModel
import TourSyntax

/// Where an imported project keeps its editor schemas, and the schemas
/// themselves (the tour schema lists the registry's targets).
enum ProjectLayout {
    /// The schemas' folder, relative to the tour files: hidden, so SwiftPM
    /// neither builds the schemas nor warns about them in a target's folder.
    static let schemaFolder = ".schemas"

    /// The three editor schemas for a project in `folder` whose registry
    /// holds `registryText`.
    static func schemas(into folder: String, registryText: String?) -> [OutputFile] {
        var registry: TargetRegistry?
        if let registryText {
            var collector = DiagnosticCollector(file: "targets.yaml")
            let parsed = YAMLParser().parse(Array(registryText.utf8), diagnostics: &collector)
            registry = RegistryDecoder.decode(parsed.documents, file: "targets.yaml").registry
        }
        return SchemaEmitter.schemas(registry: registry).map {
            OutputFile(
                path: Paths.join(Paths.join(folder, schemaFolder), $0.name), contents: $0.text, source: folder)
        }
    }
}
