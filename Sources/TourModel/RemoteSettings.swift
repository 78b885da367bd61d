import TourBytes
import TourDiagnostics
import TourFormat
import TourSyntax

extension DiagnosticCode {
    /// A public key or link domain under `remote:` is not one.
    public static let invalidRemoteSetting = DiagnosticCode(
        "TOUR512", name: "invalidRemoteSetting", severity: .error,
        summary: "A public key or link domain under `remote:` in tourc.yaml is not one.",
        explanation: """
            `remote.publicKeys` lists the Ed25519 public keys whose signatures \
            the app accepts on a remote feed, each as `tourc feed keygen` \
            writes it into `KEY.pub`: 44 characters of base64. \
            `remote.linkDomains` lists the domains remote tours may link to, \
            lowercase and without a scheme or path (`example.com`, which \
            allows its subdomains too). Both go into the app manifest, which \
            the app ships and `tourc compile --against` reads. Copy the key \
            from the `.pub` file, or write the domain alone.
            """)
}

/// `remote:` in tourc.yaml: what this app build accepts from remote tours,
/// written into its manifest (docs/remote.md, "Trust").
public struct RemoteSettings: Sendable, Hashable {
    /// The base64 Ed25519 public keys whose feeds the app accepts.
    public var publicKeys: [String] = []
    /// The domains remote tours may link to, with their subdomains.
    public var linkDomains: [String] = []

    /// No keys and no domains: the app takes no feed.
    public init() {}

    /// Whether `text` is an Ed25519 public key as base64 writes 32 bytes:
    /// 43 characters of its alphabet and one `=`. (The key itself is read
    /// where feeds are signed and checked.)
    public static func isPublicKey(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 44, bytes[43] == UInt8(ascii: "=") else { return false }
        return bytes[..<43].allSatisfy { $0.isASCIIAlphanumeric || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "/") }
    }
}

extension NodeReader {
    /// `remote:`'s lists, each entry checked (TOUR512).
    mutating func remoteSettings(_ fields: Fields) -> RemoteSettings {
        var settings = RemoteSettings()
        if let keys = fields["publicKeys"], let items = list(keys, of: "public keys") {
            settings.publicKeys = items.compactMap { item in
                guard let key = text(item) else { return nil }
                guard RemoteSettings.isPublicKey(key.value) else {
                    diagnostics.report(
                        .invalidRemoteSetting,
                        "'\(key.value.truncatedForMessage)' is not an Ed25519 public key: copy the line of the KEY.pub file that tourc feed keygen wrote",
                        at: item.position)
                    return nil
                }
                return key.value
            }
        }
        if let domains = fields["linkDomains"], let items = list(domains, of: "domains") {
            settings.linkDomains = items.compactMap { item in
                guard let domain = text(item) else { return nil }
                guard LinkRules.isDomain(domain.value) else {
                    diagnostics.report(
                        .invalidRemoteSetting,
                        "'\(domain.value.truncatedForMessage)' is not a domain: write it lowercase, without a scheme or path (example.com)",
                        at: item.position)
                    return nil
                }
                return domain.value
            }
        }
        return settings
    }
}
