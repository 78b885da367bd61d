/// The settings of `tourc.yaml`, as written (paths still relative to the
/// configuration file; the driver resolves them).
public struct Configuration: Sendable {
    /// Tour files, folders or globs.
    public var inputs: [Located<String>] = []
    /// The target registry file.
    public var registry: Located<String>?
    /// Swift files and folders to scan for tag sites; `nil` when not configured.
    public var scan: [Located<String>]?
    /// The folder for generated Swift.
    public var swiftOutput: Located<String>?
    /// The folder for JSON bundles.
    public var jsonOutput: Located<String>?
    /// The JSON bundle flavour.
    public var jsonFlavor: JSONFlavor?
    /// The access level of generated declarations.
    public var accessLevel: SwiftOptions.AccessLevel?
    /// Extra modules generated files import.
    public var imports: [String]?
    /// Whether generated enums conform to `HelpInfoProvider`.
    public var helpInfoProvider: Bool?
    /// The language whose texts are the keys and fallbacks.
    public var sourceLanguage: String?

    /// An empty configuration.
    public init() {}
}

/// The shapes a JSON bundle can take.
public enum JSONFlavor: String, Sendable, CaseIterable {
    /// `TourBundle`: metadata and steps with every default applied.
    case canonical
    /// The `QuickWinTask` model; every field required.
    case quickwin
}

/// The keys of `tourc.yaml`.
public enum ConfigurationKeys {
    /// The top level.
    public static let file: [FieldSpec] = [
        FieldSpec("inputs", .array),
        FieldSpec("targets", .stringOrObject),
        FieldSpec("output", .object),
        FieldSpec("swift", .object),
        FieldSpec("localization", .object),
    ]
    /// `targets:` written as a mapping.
    public static let targets: [FieldSpec] = [
        FieldSpec("registry", .string),
        FieldSpec("scan", .array),
    ]
    /// `output:`.
    public static let output: [FieldSpec] = [
        FieldSpec("swift", .string),
        FieldSpec("json", .string),
        FieldSpec("jsonFlavor", .string),
    ]
    /// `swift:`.
    public static let swift: [FieldSpec] = [
        FieldSpec("accessLevel", .string),
        FieldSpec("imports", .array),
        FieldSpec("helpInfoProvider", .boolean),
    ]
    /// `localization:`.
    public static let localization: [FieldSpec] = [FieldSpec("sourceLanguage", .string)]
}

/// Turns `tourc.yaml` into a ``Configuration``.
public enum ConfigurationDecoder {
    /// Decodes the configuration's one document (an empty file is an empty configuration).
    public static func decode(_ documents: [YAMLDocument], file: String) -> (Configuration, [Diagnostic]) {
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
            configuration.inputs = items.compactMap { text($0) }
        }
        if let targets = fields["targets"] {
            if case .mapping = targets.content {
                if let targetFields = self.fields(of: targets, ConfigurationKeys.targets, describing: "targets") {
                    configuration.registry = targetFields["registry"].flatMap { text($0) }
                    if let scan = targetFields["scan"], let items = list(scan, of: "paths") {
                        configuration.scan = items.compactMap { text($0) }
                    }
                }
            } else {
                configuration.registry = text(targets)
            }
        }
        if let output = fields["output"], let outputFields = self.fields(of: output, ConfigurationKeys.output, describing: "output") {
            configuration.swiftOutput = outputFields["swift"].flatMap { text($0) }
            configuration.jsonOutput = outputFields["json"].flatMap { text($0) }
            configuration.jsonFlavor = outputFields["jsonFlavor"]
                .flatMap { choice($0, among: JSONFlavor.allCases.map(\.rawValue), key: "jsonFlavor") }
                .flatMap { JSONFlavor(rawValue: $0.value) }
        }
        if let swift = fields["swift"], let swiftFields = self.fields(of: swift, ConfigurationKeys.swift, describing: "swift") {
            configuration.accessLevel = swiftFields["accessLevel"]
                .flatMap { choice($0, among: SwiftOptions.AccessLevel.allCases.map(\.rawValue), key: "accessLevel") }
                .flatMap { SwiftOptions.AccessLevel(rawValue: $0.value) }
            if let imports = swiftFields["imports"], let items = list(imports, of: "module names") {
                configuration.imports = items.compactMap { name($0, .swiftTypeName, describing: "module name")?.value }
            }
            configuration.helpInfoProvider = swiftFields["helpInfoProvider"].flatMap { boolean($0)?.value }
        }
        if let localization = fields["localization"],
            let localizationFields = self.fields(of: localization, ConfigurationKeys.localization, describing: "localization")
        {
            configuration.sourceLanguage = localizationFields["sourceLanguage"]
                .flatMap { name($0, .locale, describing: "locale") }?.value
        }
    }
}
