import TourDiagnostics
import TourSigning

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension DiagnosticCode {
    /// `tourc feed keygen` would overwrite a file.
    public static let keyWouldOverwrite = DiagnosticCode(
        "TOUR513", name: "keyWouldOverwrite", severity: .error,
        summary: "`tourc feed keygen` would overwrite an existing file.",
        explanation: """
            `tourc feed keygen KEY` writes a new private key to `KEY` and its \
            public key to `KEY.pub`, and refuses when either exists (a file, \
            a folder or a symbolic link, even one to nothing): replacing a \
            signing key would lock every app that accepts only the old one \
            out of new feeds. Choose another name, or move the old key away \
            yourself once no app accepts it.
            """)

    /// A key file cannot be read as a key.
    public static let unreadableKey = DiagnosticCode(
        "TOUR514", name: "unreadableKey", severity: .error,
        summary: "A signing key or public key file cannot be read as a key.",
        explanation: """
            `--sign-key KEY` reads the private key `tourc feed keygen` wrote \
            (a comment line and the key's 32 bytes in base64); `--public-key \
            PUB` reads a `KEY.pub` (its key in base64, 44 characters). The \
            file is missing, unreadable, or holds something else: a public \
            key passed where the private one belongs, or a key from another \
            tool. Make a key with `tourc feed keygen`.
            """)

    /// The key that signs a feed is not one an app manifest accepts.
    public static let signingKeyNotAccepted = DiagnosticCode(
        "TOUR412", name: "signingKeyNotAccepted", severity: .error,
        summary: "The key that signs the feed is not one an app build accepts.",
        explanation: """
            An app takes a feed only when it is signed with a key its \
            manifest lists (`remote.publicKeys:` in the app's tourc.yaml), so \
            `tourc compile --against MANIFEST --sign-key KEY` checks that \
            every build it checks against lists `KEY`'s public key. A build \
            that does not would refuse the whole feed. Sign with a key the \
            builds accept, or add the key to tourc.yaml and ship a release \
            before you sign with it (docs/remote.md, "Trust": key rotation).
            """)

    /// A feed's sequence is not above the previous one's.
    public static let feedSequenceNotIncreasing = DiagnosticCode(
        "TOUR415", name: "feedSequenceNotIncreasing", severity: .error,
        summary: "A feed's sequence is not above the feed it replaces.",
        explanation: """
            Every signed feed carries a sequence number, and an app refuses a \
            feed whose sequence is below the one it has: that is how an older \
            feed served again (a replay) is told apart. `--feed-out FILE` \
            writes the sequence of the feed already in `FILE` plus one, or \
            `--feed-sequence N`, which must then be above it. Pass a higher \
            number (CI's build number, or the time), or leave the flag out.
            """)

    /// A feed does not verify.
    public static let feedDoesNotVerify = DiagnosticCode(
        "TOUR416", name: "feedDoesNotVerify", severity: .error,
        summary: "A feed's signature does not verify with the public key given.",
        explanation: """
            `tourc feed verify --public-key PUB FEED` checks a feed as an app \
            would: it is signed (feed version 2), with the key of `PUB` (the \
            key id it names), its signature covers its exact bytes, and it \
            has a sequence and an expiry. The message says which check \
            failed. A feed changed after it was signed, even by one byte, \
            fails: sign it again with `tourc compile --sign-key`.
            """)
}

/// The key files of signed feeds: `tourc feed keygen` writes them, `--sign-key`
/// and `--public-key` read them.
///
/// A private key file is a comment line and the key's 32-byte seed in
/// base64 after `ed25519-private:`; a public key file is a comment line and the public key in base64,
/// the line to copy under `remote.publicKeys:` in the app's tourc.yaml.
public enum FeedKeys {
    /// What `tourc feed keygen` did.
    public struct Generated: Sendable {
        public var diagnostics: [Diagnostic] = []
        /// The new public key's id.
        public var keyID: String?
        /// The new public key in base64.
        public var publicKey: String?
    }

    /// Writes a new key pair: the private key to `path` (mode 0600) and the
    /// public key to `path.pub`. Refuses (TOUR513) when either exists, and
    /// leaves nothing when a write fails.
    public static func generate(at path: String) -> Generated {
        var generated = Generated()
        let publicPath = path + ".pub"
        for existing in [path, publicPath] where FileSystem.entryExists(existing) {
            generated.diagnostics.append(
                Diagnostic(.keyWouldOverwrite, "\(existing) exists; tourc feed keygen never replaces a key", file: existing))
        }
        guard generated.diagnostics.isEmpty else { return generated }
        guard let key = FeedSigningKey.generate() else {
            generated.diagnostics.append(Diagnostic(.writeFailed, "the crypto library could not start, so no key was made", file: path))
            return generated
        }
        let id = key.publicKey.id
        let privateText =
            "# tourc feed signing key (Ed25519), key id \(id). Keep it secret: it signs feeds your apps trust.\n\(privatePrefix)\(key.base64)\n"
        let publicText =
            "# tourc feed public key (Ed25519), key id \(id): list it under remote.publicKeys in the app's tourc.yaml.\n\(key.publicKey.base64)\n"
        do throws(FileError) {
            try FileSystem.createExclusively(path, bytes: Array(privateText.utf8), permissions: 0o600)
            do throws(FileError) {
                try FileSystem.createExclusively(publicPath, bytes: Array(publicText.utf8), permissions: 0o644)
            } catch {
                try? FileSystem.removeFile(path)
                throw error
            }
        } catch {
            let code: DiagnosticCode = Platform.isExisting(error) ? .keyWouldOverwrite : .writeFailed
            generated.diagnostics.append(Diagnostic(code, "cannot write the key: \(error.reason)", file: error.path))
            return generated
        }
        generated.keyID = id
        generated.publicKey = key.publicKey.base64
        return generated
    }

    /// Why a key file is not a key.
    public struct KeyProblem: Error {
        public let diagnostic: Diagnostic
        init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
    }

    /// What starts a private key's line, so neither key can be passed for
    /// the other: both are 32 bytes.
    static let privatePrefix = "ed25519-private:"

    /// The private key in the file at `path`, or the error that says why not.
    static func signingKey(at path: String) -> Result<FeedSigningKey, KeyProblem> {
        keyLine(at: path, what: "signing key").flatMap { line in
            guard line.hasPrefix(privatePrefix), let data = Data(base64Encoded: String(line.dropFirst(privatePrefix.count))),
                let key = FeedSigningKey(seed: Array(data))
            else {
                let hint = FeedPublicKey(base64: line) != nil ? "it is a public key (a .pub file); pass the private key" : "it is not a key"
                return .failure(KeyProblem(Diagnostic(.unreadableKey, "\(path) is not a tourc signing key: \(hint)", file: path)))
            }
            return .success(key)
        }
    }

    /// The public key in the file at `path`, or the error that says why not.
    public static func publicKey(at path: String) -> Result<FeedPublicKey, KeyProblem> {
        keyLine(at: path, what: "public key").flatMap { line in
            guard let key = FeedPublicKey(base64: line) else {
                let hint = line.hasPrefix(privatePrefix) ? "it is the private key; pass KEY.pub" : "its line is not 32 bytes in base64"
                return .failure(KeyProblem(Diagnostic(.unreadableKey, "\(path) is not a public key: \(hint)", file: path)))
            }
            return .success(key)
        }
    }

    /// The one line of `path` that is not a comment.
    private static func keyLine(at path: String, what: String) -> Result<String, KeyProblem> {
        let bytes: [UInt8]
        do throws(FileError) {
            bytes = try FileSystem.readFile(path, limit: 4096)
        } catch {
            return .failure(KeyProblem(Diagnostic(.unreadableKey, "cannot read the \(what): \(error.reason)", file: path)))
        }
        let lines = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
        guard lines.count == 1, let line = lines.first else {
            return .failure(KeyProblem(Diagnostic(.unreadableKey, "\(path) is not a \(what) file: it should hold one line of base64", file: path)))
        }
        return .success(line)
    }
}

extension FeedRequest {
    /// The seconds a lifetime such as `30d` spells: a whole number and a
    /// unit, `s`, `m`, `h`, `d` or `w`, as durations are written in tour
    /// files; `nil` for anything else or nothing.
    public static func lifetime(_ text: String) -> Int64? {
        guard let unit = text.last, let count = Int64(text.dropLast()), count > 0, text.first?.isNumber == true else { return nil }
        let seconds: [Character: Int64] = ["s": 1, "m": 60, "h": 3600, "d": 86_400, "w": 604_800]
        guard let each = seconds[unit] else { return nil }
        let (total, overflow) = count.multipliedReportingOverflow(by: each)
        return overflow || total > 100 * 366 * 86_400 ? nil : total
    }
}
