import TourDiagnostics
import TourGeneration
import TourModel
import TourScanning
import TourSyntax
import TourValidation

/// The starter project `tourc init` writes, for one of the two ways a
/// target gets its generated Swift.
public enum ProjectTemplate {
    /// How the target gets its generated Swift; chosen once, when the
    /// project is set up, because the two cannot mix: SwiftPM refuses a
    /// target whose checked-in `welcome.tour.swift` the plugin also makes
    /// ("multiple producers").
    public enum Generation: Sendable, Equatable {
        /// `TourcPlugin` generates the Swift at every build, into its work
        /// folder; nothing generated is kept among the sources.
        case buildPlugin
        /// `tourc compile` writes the Swift into `Generated/Tours`, which
        /// the team commits and reviews.
        case checkedIn
    }

    /// Where `tourc init` runs, as it decides how to set the target up.
    public struct Setup: Sendable, Equatable {
        public var generation: Generation
        /// The nearest `Package.swift` at or above the folder, if any.
        public var manifest: String?
        /// The target whose folder this is (`Sources/NAME/...`), if known.
        public var target: String?
        /// Whether that manifest applies `TourcPlugin` to a target.
        public var appliesPlugin: Bool
    }

    /// Chooses the set-up for `folder`: the build plugin when the nearest
    /// Package.swift applies it, unless `checkedIn` opts out; checked-in
    /// output otherwise (an Xcode project, or a package without the plugin).
    public static func setup(for folder: String = ".", checkedIn: Bool = false) -> Setup {
        let start = ProjectOwner.absolute(folder)
        var candidate = start
        var manifest: String?
        while manifest == nil {
            let path = Paths.join(candidate, "Package.swift")
            if FileSystem.kind(of: path) == .file { manifest = path }
            if candidate == "/" { break }
            candidate = Paths.parent(of: candidate)
        }
        let text = manifest.flatMap { try? FileSystem.readFile($0, limit: 1 << 22) }.map { String(decoding: $0, as: UTF8.self) }
        let applies = text.map(appliesPlugin) ?? false
        var target: String?
        if let manifest {
            let relative = ProjectOwner.relative(start, from: Paths.parent(of: manifest)).split(separator: "/")
            if relative.count >= 2, relative[0] == "Sources" { target = String(relative[1]) }
        }
        return Setup(generation: applies && !checkedIn ? .buildPlugin : .checkedIn, manifest: manifest, target: target, appliesPlugin: applies)
    }

    /// Whether a Package.swift applies `TourcPlugin` to a target: the use
    /// site names the package (`.plugin(name: "TourcPlugin", package: ...)`),
    /// which tourc's own declaration of the plugin does not.
    static func appliesPlugin(_ manifest: String) -> Bool {
        let squeezed = manifest.filter { !$0.isWhitespace }
        return squeezed.contains(".plugin(name:\"TourcPlugin\",package:")
    }

    /// What `exclude:` a target whose folder holds the project needs, so
    /// SwiftPM does not warn about the tour files it does not build (with
    /// checked-in output no plugin takes them as inputs).
    public static let excludeLine = #"exclude: ["tourc.yaml", "Tours"]"#

    /// Where the editor schemas go, beside the tours, relative to the
    /// current folder; the starter files' `$schema` lines point here. A
    /// hidden folder, so SwiftPM neither builds nor warns about it.
    public static let schemaFolder = "Tours/" + ProjectLayout.schemaFolder

    /// Where checked-in output goes.
    public static let checkedInSwiftFolder = "Generated/Tours"

    /// The files, by path relative to the current folder.
    public static func files(for generation: Generation) -> [(path: String, contents: String)] {
        [("tourc.yaml", configuration(for: generation)), ("Tours/targets.yaml", registry), ("Tours/welcome.tour.yaml", welcomeTour)]
    }

    static func configuration(for generation: Generation) -> String {
        let output =
            switch generation {
            case .buildPlugin:
                """
                # The build plugin (TourcPlugin) generates the Swift at every build, into
                # its own work folder: nothing generated is kept among the sources.
                # For checked-in output instead, remove the plugin from the target and
                # run tourc init --checked-in in a fresh folder.
                """
            case .checkedIn:
                """
                # tourc compile writes the Swift here, to commit with the tours. Do not
                # also apply the build plugin to this target: both would make the files.
                output:
                  swift: \(checkedInSwiftFolder)
                  # json: Resources/Tours   # bundles to load at run time; then add
                  #                         # resources: [.copy("Resources/Tours")] to the target
                """
            }
        return """
            # yaml-language-server: $schema=\(schemaFolder)/config.schema.json
            # tourc's settings; paths are relative to this file.
            inputs: [Tours]
            targets: Tours/targets.yaml
            \(output)
            swift:
              accessLevel: internal
              # The spotlight package the app uses, for the glue tourc generates:
              # [helpInfoSpotlightOverlay] (iOS 18, macOS 15) or [tutorialSpotlight]
              # (iOS 15). Set platforms: to the app's, as in its Package.swift.
              overlays: []
            localization:
              sourceLanguage: en

            """
    }

    static let registry = """
        # yaml-language-server: $schema=\(ProjectLayout.schemaFolder)/targets.schema.json
        # The UI elements the app tags, by name. Steps may only point at these.
        targets:
          - name: welcomeTitle
            description: The title at the top of the first screen
          - name: startButton
            description: The button that starts the app's main task

        """

    static let welcomeTour = """
        # yaml-language-server: $schema=\(ProjectLayout.schemaFolder)/tour.schema.json
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

    /// Writes the starter files for `generation`, and the editor schemas
    /// (the tour schema lists the starter registry's targets); refuses,
    /// writing nothing, when any starter file exists, or a schema there is
    /// not one tourc wrote.
    public static func write(into folder: String = ".", generation: Generation) -> [Diagnostic] {
        let files = files(for: generation)
        // A symbolic link to nothing is something there too: replacing a
        // dangling tourc.yaml link with a file would lose where it pointed.
        let existing = files.map { Paths.join(folder, $0.path) }.filter(FileSystem.entryExists)
        let schemas = schemaFiles(into: folder)
        let refusals = schemas.compactMap { FileOwnership.refusal(toReplace: $0.path, expecting: FileOwnership.schema, force: nil) }
        guard existing.isEmpty, refusals.isEmpty else {
            return existing.map {
                let what = FileSystem.kind(of: $0) == .missing ? "is a symbolic link (to nothing)" : "already exists"
                return Diagnostic(.initWouldOverwrite, "\($0) \(what); nothing was written", file: $0)
            } + refusals
        }
        let outputs = files.map {
            OutputFile(path: Paths.join(folder, $0.path), contents: $0.contents, source: $0.path)
        }
        return OutputWriter.write(outputs + schemas)
    }

    /// The editor schemas for the starter registry.
    static func schemaFiles(into folder: String) -> [OutputFile] {
        var collector = DiagnosticCollector(file: "Tours/targets.yaml")
        let parsed = YAMLParser().parse(Array(registry.utf8), diagnostics: &collector)
        let registry = RegistryDecoder.decode(parsed.documents, file: "Tours/targets.yaml").registry
        return SchemaEmitter.schemas(registry: registry).map {
            OutputFile(path: Paths.join(folder, schemaFolder + "/" + $0.name), contents: $0.text, source: "Tours/targets.yaml")
        }
    }
}
