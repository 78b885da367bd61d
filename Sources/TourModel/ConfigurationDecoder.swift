import TourDiagnostics
import TourFormat
import TourSyntax

/// The keys of `tourc.yaml`.
enum ConfigurationKeys {
    /// The top level.
    static let file: [FieldSpec] = [
        FieldSpec("inputs", .array),
        FieldSpec("targets", .stringOrObject),
        FieldSpec("output", .object),
        FieldSpec("swift", .object),
        FieldSpec("localization", .object),
        FieldSpec("limits", .object),
        FieldSpec("lint", .object),
        FieldSpec("platforms", .object),
        FieldSpec("symbols", .object),
        FieldSpec("remote", .object),
    ]
    /// `remote:`: what the app accepts from remote tours (docs/remote.md).
    static let remote: [FieldSpec] = [FieldSpec("publicKeys", .array), FieldSpec("linkDomains", .array)]
    /// `platforms:`, as Package.swift names them.
    static let platforms: [FieldSpec] = ApplePlatform.allCases.map { FieldSpec($0.rawValue, .version) }
    /// `symbols:`.
    static let symbols: [FieldSpec] = [FieldSpec("extra", .array)]
    /// `limits:`.
    static let limits: [FieldSpec] = [
        FieldSpec("fileSize", .integer),
        FieldSpec("depth", .integer),
        FieldSpec("aliasExpansion", .integer),
        FieldSpec("scalarLength", .integer),
        FieldSpec("stepsPerTour", .integer),
    ]
    /// `lint:`, besides the diagnostic codes it turns on or off (see
    /// ``LintSettings/isCodeShaped(_:)``).
    static let lint: [FieldSpec] = [
        FieldSpec("maxTitleLength", .integer),
        FieldSpec("maxTextLength", .integer),
    ]
    /// `targets:` written as a mapping.
    static let targets: [FieldSpec] = [
        FieldSpec("registry", .string),
        FieldSpec("scan", .array),
    ]
    /// `output:`.
    static let output: [FieldSpec] = [
        FieldSpec("swift", .string),
        FieldSpec("json", .string),
        FieldSpec("jsonFlavor", .string),
        FieldSpec("appManifest", .string),
    ]
    /// `swift:`.
    static let swift: [FieldSpec] = [
        FieldSpec("accessLevel", .string),
        FieldSpec("imports", .array),
        FieldSpec("overlays", .array),
    ]
    /// Keys `swift:` no longer takes, with what replaced them.
    static let retiredSwift = [
        "helpInfoProvider":
            "replaced by 'overlays', the spotlight packages the app integrates, such as 'overlays: [helpInfoSpotlightOverlay, tutorialSpotlight]'"
    ]
    /// `localization:`.
    static let localization: [FieldSpec] = [
        FieldSpec("sourceLanguage", .string),
        FieldSpec("locales", .array),
        FieldSpec("catalog", .string),
    ]
}

/// Turns `tourc.yaml` into a ``Configuration``.
public enum ConfigurationDecoder {
    /// Decodes the configuration's one document (an empty file is an empty configuration).
    public static func decode(_ documents: [YAMLDocument], file: String) -> (configuration: Configuration, diagnostics: [Diagnostic]) {
        var reader = NodeReader(file: file)
        var configuration = Configuration()
        if let document = documents.first {
            reader.configuration(document.root, into: &configuration)
        }
        return (configuration, reader.diagnostics.diagnostics)
    }
}

extension NodeReader {
    mutating func configuration(_ node: YAMLNode, into configuration: inout Configuration) {
        guard let fields = fields(of: node, ConfigurationKeys.file, describing: "the configuration") else { return }
        if let inputs = fields["inputs"], let items = list(inputs, of: "paths") {
            configuration.inputs = items.compactMap { path($0) }
        }
        if let targets = fields["targets"] {
            if case .mapping = targets.content {
                if let targetFields = self.fields(of: targets, ConfigurationKeys.targets, describing: "targets") {
                    configuration.registry = targetFields["registry"].flatMap { path($0) }
                    if let scan = targetFields["scan"], let items = list(scan, of: "paths") {
                        configuration.scan = items.compactMap { path($0) }
                    }
                }
            } else {
                configuration.registry = path(targets)
            }
        }
        if let output = fields["output"], let outputFields = self.fields(of: output, ConfigurationKeys.output, describing: "output") {
            configuration.swiftOutput = outputFields["swift"].flatMap { path($0) }
            configuration.jsonOutput = outputFields["json"].flatMap { path($0) }
            configuration.appManifest = outputFields["appManifest"].flatMap { path($0) }
            configuration.jsonFlavor = outputFields["jsonFlavor"]
                .flatMap { choice($0, among: JSONFlavor.allCases.map(\.rawValue), key: "jsonFlavor") }
                .flatMap { JSONFlavor(rawValue: $0.value) }
        }
        if let swift = fields["swift"],
            let swiftFields = self.fields(of: swift, ConfigurationKeys.swift, describing: "swift", retired: ConfigurationKeys.retiredSwift)
        {
            configuration.accessLevel = swiftFields["accessLevel"]
                .flatMap { choice($0, among: AccessLevel.allCases.map(\.rawValue), key: "accessLevel") }
                .flatMap { AccessLevel(rawValue: $0.value) }
            if let imports = swiftFields["imports"], let items = list(imports, of: "module names") {
                configuration.imports = items.compactMap { name($0, .swiftTypeName, describing: "module name")?.value }
            }
            if let overlays = swiftFields["overlays"], let items = list(overlays, of: "overlay names") {
                configuration.overlays = items.compactMap { item in
                    choice(item, among: SpotlightOverlay.allCases.map(\.rawValue), key: "overlay").flatMap { SpotlightOverlay(rawValue: $0.value) }
                }
            }
        }
        if let limits = fields["limits"], let limitFields = self.fields(of: limits, ConfigurationKeys.limits, describing: "limits") {
            configuration.limits.fileSize = limitFields["fileSize"].flatMap { positiveInteger($0, key: "fileSize")?.value }
            configuration.limits.depth = limitFields["depth"].flatMap { positiveInteger($0, key: "depth")?.value }
            configuration.limits.aliasExpansion = limitFields["aliasExpansion"]
                .flatMap { positiveInteger($0, key: "aliasExpansion")?.value }
            configuration.limits.scalarLength = limitFields["scalarLength"]
                .flatMap { positiveInteger($0, key: "scalarLength")?.value }
            configuration.limits.stepsPerTour = limitFields["stepsPerTour"]
                .flatMap { positiveInteger($0, key: "stepsPerTour")?.value }
        }
        if let localization = fields["localization"],
            let localizationFields = self.fields(of: localization, ConfigurationKeys.localization, describing: "localization")
        {
            configuration.sourceLanguage = localizationFields["sourceLanguage"].flatMap { languageTag($0) }?.value
            if let locales = localizationFields["locales"], let items = list(locales, of: "language tags") {
                configuration.locales = items.compactMap { languageTag($0)?.value }
            }
            configuration.catalog = localizationFields["catalog"].flatMap { path($0) }
        }
        if let lint = fields["lint"] { configuration.lint = lintSettings(lint) }
        if let platforms = fields["platforms"] {
            configuration.platforms = platformSettings(platforms)
            if case .mapping(let pairs) = platforms.content {
                for pair in pairs {
                    guard case .scalar(let key, _) = pair.key.content, let platform = ApplePlatform(rawValue: key) else { continue }
                    configuration.platformPositions[platform] = pair.value.position
                }
            }
        }
        if let remote = fields["remote"], let remoteFields = self.fields(of: remote, ConfigurationKeys.remote, describing: "remote") {
            configuration.remote = remoteSettings(remoteFields)
        }
        if let symbols = fields["symbols"], let symbolFields = self.fields(of: symbols, ConfigurationKeys.symbols, describing: "symbols"),
            let extra = symbolFields["extra"], let items = list(extra, of: "SF Symbol names")
        {
            configuration.extraSymbols = items.compactMap { name($0, .symbolName, describing: "SF Symbol name")?.value }
        }
    }

    /// A path, relative to tourc.yaml's folder. One that starts with `~` is
    /// refused (TOUR212): no shell reads tourc.yaml, so it would name a
    /// folder called `~`, and a home folder is no place for a committed
    /// configuration to point.
    mutating func path(_ node: YAMLNode) -> Located<String>? {
        guard let path = text(node) else { return nil }
        guard !path.value.hasPrefix("~") else {
            diagnostics.report(
                .homeRelativePath,
                "'\(path.value.truncatedForMessage)' starts with '~', which tourc does not expand: write the path relative to this file's folder, or absolute",
                at: node.position)
            return nil
        }
        return path
    }

    /// `platforms:`: each platform's lowest version, quoted as in
    /// Package.swift (`"15.0"`) or a plain number (`16`, `16.4`).
    mutating func platformSettings(_ node: YAMLNode) -> PlatformSettings? {
        guard let fields = fields(of: node, ConfigurationKeys.platforms, describing: "platforms") else { return nil }
        var minimums: [ApplePlatform: OSVersion] = [:]
        for platform in ApplePlatform.allCases {
            guard let value = fields[platform.rawValue] else { continue }
            checkTag(value, allowing: "tag:yaml.org,2002:str", "tag:yaml.org,2002:float", "tag:yaml.org,2002:int")
            guard case .scalar(let text, _) = value.content, let version = OSVersion(text) else {
                wrongType(value, expected: "a version such as \"15.0\"")
                continue
            }
            minimums[platform] = version
        }
        return PlatformSettings(minimums: minimums)
    }
}
