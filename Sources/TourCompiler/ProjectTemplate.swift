import TourDiagnostics
import TourGeneration
import TourModel
import TourScanning
import TourSyntax
import TourValidation

/// The starter project `tourc init` writes.
public enum ProjectTemplate {
    /// The files, by path relative to the current folder.
    public static let files: [(path: String, contents: String)] = [
        (
            "tourc.yaml",
            """
            # yaml-language-server: $schema=Tours/schemas/config.schema.json
            # tourc's settings; paths are relative to this file.
            inputs: [Tours]
            targets: Tours/targets.yaml
            output:
              swift: Generated/Tours
              json: Resources/Tours
            swift:
              accessLevel: internal
              # The spotlight packages the app uses: helpInfoSpotlightOverlay, tutorialSpotlight.
              overlays: [helpInfoSpotlightOverlay]
            localization:
              sourceLanguage: en

            """
        ),
        (
            "Tours/targets.yaml",
            """
            # yaml-language-server: $schema=schemas/targets.schema.json
            # The UI elements the app tags, by name. Steps may only point at these.
            targets:
              - name: welcomeTitle
                description: The title at the top of the first screen
              - name: startButton
                description: The button that starts the app's main task

            """
        ),
        (
            "Tours/welcome.tour.yaml",
            """
            # yaml-language-server: $schema=schemas/tour.schema.json
            tour: welcome
            title: Welcome
            description: A first look around.
            estimatedSeconds: 20
            steps:
              - id: welcomeTitle
                title: Welcome!
                text: This short tour shows you around. Tap **Next** to go on.
              - id: start
                target: startButton
                title: Get started
                text: Tap {symbol:play.fill} to begin.
                action: tap

            """
        ),
    ]

    /// Where the editor schemas go, beside the tours, relative to the
    /// current folder; the starter files' `$schema` lines point here.
    public static let schemaFolder = "Tours/schemas"

    /// Writes the starter files, and the editor schemas (the tour schema
    /// lists the starter registry's targets); refuses, writing nothing, when
    /// any starter file exists, or a schema there is not one tourc wrote.
    public static func write(into folder: String = ".") -> [Diagnostic] {
        let existing = files.map { Paths.join(folder, $0.path) }.filter { FileSystem.kind(of: $0) != .missing }
        let schemas = schemaFiles(into: folder)
        let refusals = schemas.compactMap { FileOwnership.refusal(toReplace: $0.path, expecting: FileOwnership.schema, force: nil) }
        guard existing.isEmpty, refusals.isEmpty else {
            return existing.map {
                Diagnostic(
                    severity: .error, code: .initWouldOverwrite, message: "\($0) already exists; nothing was written",
                    file: $0, position: nil)
            } + refusals
        }
        let outputs = files.map {
            OutputFile(path: Paths.join(folder, $0.path), contents: $0.contents, source: $0.path)
        }
        return OutputWriter.write(outputs + schemas)
    }

    /// The editor schemas for the starter registry.
    static func schemaFiles(into folder: String) -> [OutputFile] {
        let registryText = files.first { $0.path == "Tours/targets.yaml" }!.contents
        var collector = DiagnosticCollector(file: "Tours/targets.yaml")
        let parsed = YAMLParser().parse(Array(registryText.utf8), diagnostics: &collector)
        let registry = RegistryDecoder.decode(parsed.documents, file: "Tours/targets.yaml").registry
        return SchemaEmitter.schemas(registry: registry).map {
            OutputFile(path: Paths.join(folder, schemaFolder + "/" + $0.name), contents: $0.text, source: "Tours/targets.yaml")
        }
    }
}
