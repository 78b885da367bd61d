import TourDiagnostics
import TourGeneration
import TourModel
import TourSyntax
import TourValidation

/// The settings of a compile as text, one `path=value` line per stored
/// property, in declaration order (`request.validation.limits.maxDepth=64`).
///
/// The build stamp compares this text, so every option that changes an
/// output byte must be in it. It is written out type by type rather than
/// found with `Mirror`: reflection looks each type's conformances up at run
/// time, a scan of every loaded image, and cost a sixth of a no-op compile
/// (0.9 ms of 5.5). The tests keep the reflective walk as the reference
/// (`ReflectedSettingsText`): the two texts must be equal for every
/// setting, so a property added to the request and not described here
/// fails them.
enum SettingsText {
    /// The lines describing `request`.
    static func lines(describing request: CompileRequest) -> [String] {
        var lines: [String] = []
        lines.reserveCapacity(32)
        request.describe(at: "request", into: &lines)
        return lines
    }

    /// The value with `\` and line breaks escaped, so one setting is one line.
    static func escaped(_ text: String) -> String {
        guard text.contains(where: { $0 == "\\" || $0.isNewline }) else { return text }
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.append(character.isNewline ? "?" : character)
            }
        }
        return result
    }
}

/// A value the build stamp's settings describe: each stored property as a
/// line, under `path`.
protocol SettingsDescribable {
    func describe(at path: String, into lines: inout [String])
}

extension String: SettingsDescribable {
    func describe(at path: String, into lines: inout [String]) {
        lines.append("\(path)=\(SettingsText.escaped(self))")
    }
}

extension Int: SettingsDescribable {
    func describe(at path: String, into lines: inout [String]) { lines.append("\(path)=\(self)") }
}

extension Bool: SettingsDescribable {
    func describe(at path: String, into lines: inout [String]) { lines.append("\(path)=\(self)") }
}

extension Optional: SettingsDescribable where Wrapped: SettingsDescribable {
    func describe(at path: String, into lines: inout [String]) {
        guard let self else { return lines.append("\(path)=nil") }
        self.describe(at: path, into: &lines)
    }
}

extension Array: SettingsDescribable where Element: SettingsDescribable {
    func describe(at path: String, into lines: inout [String]) {
        lines.append("\(path).count=\(count)")
        for (index, element) in enumerated() { element.describe(at: "\(path)[\(index)]", into: &lines) }
    }
}

extension Set: SettingsDescribable where Element: SettingsDescribable {
    /// Unordered: each element's own lines, sorted, so equal sets always
    /// give equal text.
    func describe(at path: String, into lines: inout [String]) {
        var elements: [String] = []
        for element in self { element.describe(at: "request", into: &elements) }
        lines.append("\(path).count=\(count)")
        lines += elements.sorted().map { "\(path){\($0)}" }
    }
}

extension Dictionary: SettingsDescribable where Key: SettingsDescribable, Value: SettingsDescribable {
    /// Unordered, as a set of its entries: each entry's key and value lines, sorted.
    func describe(at path: String, into lines: inout [String]) {
        var entries: [String] = []
        for (key, value) in self {
            key.describe(at: "request.key", into: &entries)
            value.describe(at: "request.value", into: &entries)
        }
        lines.append("\(path).count=\(count)")
        lines += entries.sorted().map { "\(path){\($0)}" }
    }
}

extension ApplePlatform: SettingsDescribable {
    func describe(at path: String, into lines: inout [String]) { rawValue.describe(at: path, into: &lines) }
}

extension OSVersion: SettingsDescribable {
    func describe(at path: String, into lines: inout [String]) { parts.describe(at: path + ".parts", into: &lines) }
}

extension PlatformSettings: SettingsDescribable {
    func describe(at path: String, into lines: inout [String]) { minimums.describe(at: path + ".minimums", into: &lines) }
}

extension CompileRequest: SettingsDescribable {
    func describe(at path: String, into lines: inout [String]) {
        validation.describe(at: path + ".validation", into: &lines)
        swiftOutput.describe(at: path + ".swiftOutput", into: &lines)
        jsonOutput.describe(at: path + ".jsonOutput", into: &lines)
        jsonFlavor.rawValue.describe(at: path + ".jsonFlavor", into: &lines)
        catalog.describe(at: path + ".catalog", into: &lines)
        swift.describe(at: path + ".swift", into: &lines)
        let mode: String
        switch self.mode {
        case .write: mode = "write"
        case .check: mode = "check"
        case .dryRun: mode = "dryRun"
        }
        mode.describe(at: path + ".mode", into: &lines)
        configuration.describe(at: path + ".configuration", into: &lines)
        narrowsInputs.describe(at: path + ".narrowsInputs", into: &lines)
        appManifest.describe(at: path + ".appManifest", into: &lines)
        remote.publicKeys.describe(at: path + ".remote.publicKeys", into: &lines)
        remote.linkDomains.describe(at: path + ".remote.linkDomains", into: &lines)
        force.describe(at: path + ".force", into: &lines)
        writesParametersAlways.describe(at: path + ".writesParametersAlways", into: &lines)
    }
}

extension ValidationRequest: SettingsDescribable {
    func describe(at path: String, into lines: inout [String]) {
        inputs.describe(at: path + ".inputs", into: &lines)
        registry.describe(at: path + ".registry", into: &lines)
        scan.describe(at: path + ".scan", into: &lines)
        limits.describe(at: path + ".limits", into: &lines)
        options.describe(at: path + ".options", into: &lines)
        appRegistry.map { $0.file }.describe(at: path + ".appRegistry", into: &lines)
        // Not `quotesSources`: it decides what the report prints, not an
        // output byte, and follows the reporter, which differs between a
        // terminal and Xcode; stamped, each switch would rebuild everything.
    }
}

extension YAMLLimits: SettingsDescribable {
    func describe(at path: String, into lines: inout [String]) {
        maxDepth.describe(at: path + ".maxDepth", into: &lines)
        maxAliasExpansion.describe(at: path + ".maxAliasExpansion", into: &lines)
        maxAliasBytes.describe(at: path + ".maxAliasBytes", into: &lines)
        maxFileSize.describe(at: path + ".maxFileSize", into: &lines)
        maxScalarLength.describe(at: path + ".maxScalarLength", into: &lines)
    }
}

extension ValidationOptions: SettingsDescribable {
    func describe(at path: String, into lines: inout [String]) {
        sourceLanguage.describe(at: path + ".sourceLanguage", into: &lines)
        locales.describe(at: path + ".locales", into: &lines)
        allInputsDecoded.describe(at: path + ".allInputsDecoded", into: &lines)
        maxStepsPerTour.describe(at: path + ".maxStepsPerTour", into: &lines)
        lints.describe(at: path + ".lints", into: &lines)
        requiresQuickWinTasks.describe(at: path + ".requiresQuickWinTasks", into: &lines)
        overlays.map(\.rawValue).describe(at: path + ".overlays", into: &lines)
        platforms.describe(at: path + ".platforms", into: &lines)
        extraSymbols.describe(at: path + ".extraSymbols", into: &lines)
        newerSymbolsAreErrors.describe(at: path + ".newerSymbolsAreErrors", into: &lines)
        remoteLinkDomains.describe(at: path + ".remoteLinkDomains", into: &lines)
    }
}

extension LintOptions: SettingsDescribable {
    func describe(at path: String, into lines: inout [String]) {
        disabled.describe(at: path + ".disabled", into: &lines)
        maxTitleLength.describe(at: path + ".maxTitleLength", into: &lines)
        maxTextLength.describe(at: path + ".maxTextLength", into: &lines)
        String(maxAnimationDuration).describe(at: path + ".maxAnimationDuration", into: &lines)
        cardFit.describe(at: path + ".cardFit", into: &lines)
    }
}

extension CardFit: SettingsDescribable {
    func describe(at path: String, into lines: inout [String]) {
        standard.describe(at: path + ".standard", into: &lines)
        locales.describe(at: path + ".locales", into: &lines)
    }
}

extension CardFit.Size: SettingsDescribable {
    func describe(at path: String, into lines: inout [String]) {
        charactersPerLine.describe(at: path + ".charactersPerLine", into: &lines)
        linesPerCard.describe(at: path + ".linesPerCard", into: &lines)
    }
}

extension DiagnosticCode: SettingsDescribable {
    func describe(at path: String, into lines: inout [String]) {
        rawValue.describe(at: path + ".rawValue", into: &lines)
        name.describe(at: path + ".name", into: &lines)
        severity.rawValue.describe(at: path + ".severity", into: &lines)
        summary.describe(at: path + ".summary", into: &lines)
        explanation.describe(at: path + ".explanation", into: &lines)
    }
}

extension SwiftOptions: SettingsDescribable {
    func describe(at path: String, into lines: inout [String]) {
        accessLevel.rawValue.describe(at: path + ".accessLevel", into: &lines)
        imports.describe(at: path + ".imports", into: &lines)
        overlays.map(\.rawValue).describe(at: path + ".overlays", into: &lines)
    }
}
