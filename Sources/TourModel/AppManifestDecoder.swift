import TourDiagnostics
import TourFormat
import TourSyntax

extension DiagnosticCode {
    /// An app manifest given to `--against` cannot be read.
    public static let unreadableAppManifest = DiagnosticCode(
        "TOUR511", name: "unreadableAppManifest", severity: .error,
        summary: "An app manifest given to --against cannot be read.",
        explanation: """
            `tourc compile --against FILE` checks tours against the manifest \
            an app build's compile wrote (`output.appManifest:`). The file \
            must be that JSON: `manifestVersion` 1, and `targets`, `events` \
            and `tours` lists. Write it again with the app's `tourc compile`, \
            and commit it where the remote tours are checked.
            """)
}

/// An app build's manifest (`output.appManifest:`) as `--against` reads it:
/// what the build registers, with each name's place in the file, so a
/// remote tour is checked against it as a local one is against targets.yaml.
public struct AppManifest: Sendable {
    /// The manifest file.
    public var file: String
    /// What the build registers, as a registry (the manifest's file and places).
    public var registry: TargetRegistry
    /// The lowest OS versions the build runs on.
    public var platforms: PlatformSettings
    /// The bundle format versions the build's TourKit reads.
    public var bundleFormatVersions: [Int]
    /// The ids of the tours the build ships.
    public var localTours: Set<String>
    /// The public keys whose feeds the build accepts (base64).
    public var publicKeys: [String] = []
    /// The domains its remote tours may link to.
    public var linkDomains: [String] = []

    /// Why a file is not a manifest.
    public struct Unreadable: Error {
        public let diagnostic: Diagnostic
    }

    /// The manifest in `bytes`, or the error that says why it is not one.
    public static func decode(_ bytes: [UInt8], file: String) -> Result<AppManifest, Unreadable> {
        func problem(_ message: String, at offset: Int? = nil) -> Result<AppManifest, Unreadable> {
            let position = offset.map { offset in bytes.withUnsafeBufferPointer { TextPositions.position(ofByteOffset: offset, in: $0) } }
            return .failure(
                Unreadable(
                    diagnostic: Diagnostic(
                        .unreadableAppManifest, "\(message); write it again with the app's tourc compile", file: file, at: position)))
        }
        let root: JSONValue
        switch JSONReader.read(bytes, maxDepth: 16) {
        case .success(let value): root = value
        case .failure(let failure): return problem("the app manifest is not JSON: \(failure.message)", at: failure.offset)
        }
        guard case .number(let version) = root["manifestVersion"]?.content, version == "1" else {
            return problem("the app manifest's manifestVersion is not 1", at: root["manifestVersion"]?.range.lowerBound)
        }
        // Every name is checked: a manifest is data from outside, and a
        // name with `../`, a quote or a NUL would reach messages and feeds.
        func strings(_ key: String) -> [JSONValue]? {
            guard case .array(let items) = root[key]?.content, items.allSatisfy({ $0.string != nil }) else { return nil }
            return items
        }
        guard let targetItems = strings("targets") else { return problem("the app manifest's targets is not a list of names") }
        guard let eventItems = strings("events") else { return problem("the app manifest's events is not a list of names") }
        for item in targetItems + eventItems where !NameRule.stepID.matches(item.string!) {
            return problem("'\(item.string!.truncatedForMessage)' in the app manifest is not a name", at: item.range.lowerBound)
        }
        var remote = RemoteSettings()
        for item in strings("publicKeys") ?? [] {
            guard RemoteSettings.isPublicKey(item.string!) else {
                return problem("'\(item.string!.truncatedForMessage)' in publicKeys is not an Ed25519 public key", at: item.range.lowerBound)
            }
            remote.publicKeys.append(item.string!)
        }
        for item in strings("linkDomains") ?? [] {
            guard LinkRules.isDomain(item.string!) else {
                return problem("'\(item.string!.truncatedForMessage)' in linkDomains is not a domain", at: item.range.lowerBound)
            }
            remote.linkDomains.append(item.string!)
        }
        // Each name's place, in one pass over the file.
        let positions = TextPositions.positions(ofByteOffsets: (targetItems + eventItems).map(\.range.lowerBound), inUTF8: bytes)
        let targets = zip(targetItems, positions).map { Located($0.string!, at: $1) }
        let events = zip(eventItems, positions.dropFirst(targetItems.count)).map { Located($0.string!, at: $1) }
        var minimums: [ApplePlatform: OSVersion] = [:]
        if case .object(let members) = root["platforms"]?.content {
            for member in members {
                if let platform = ApplePlatform(rawValue: member.key), let text = member.value.string, let version = OSVersion(text) {
                    minimums[platform] = version
                }
            }
        }
        var formats: [Int] = []
        if case .array(let items) = root["bundleFormatVersions"]?.content {
            for item in items { if case .number(let text) = item.content, let version = Int(text) { formats.append(version) } }
        }
        var local = Set<String>()
        if case .array(let items) = root["tours"]?.content {
            for item in items {
                guard let id = item["id"]?.string else { continue }
                guard NameRule.tourID.matches(id) else {
                    return problem("'\(id.truncatedForMessage)' in the app manifest's tours is not a tour id", at: item.range.lowerBound)
                }
                local.insert(id)
            }
        }
        // The parameters conditions may read, each where the manifest writes it.
        var parameters: [TargetRegistry.Parameter] = []
        if case .array(let items) = root["parameters"]?.content {
            for item in items {
                guard let declaration = item.parameterDeclaration else {
                    return problem("the app manifest's parameters hold one that is not a parameter", at: item.range.lowerBound)
                }
                let position = bytes.withUnsafeBufferPointer { TextPositions.position(ofByteOffset: item.range.lowerBound, in: $0) }
                parameters.append(
                    TargetRegistry.Parameter(
                        name: Located(declaration.name, at: position), type: Located(declaration.type, at: position),
                        defaultValue: declaration.defaultValue.map { Located($0, at: position) }, isTransient: declaration.isTransient))
            }
        }
        let registry = TargetRegistry(
            targets: targets.map { TargetRegistry.Target(name: $0) }, file: file, events: events.map { TargetRegistry.Target(name: $0) },
            parameters: parameters)
        return .success(
            AppManifest(
                file: file, registry: registry, platforms: PlatformSettings(minimums: minimums), bundleFormatVersions: formats,
                localTours: local, publicKeys: remote.publicKeys, linkDomains: remote.linkDomains))
    }
}
