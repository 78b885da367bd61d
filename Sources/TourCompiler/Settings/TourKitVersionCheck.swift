import TourDiagnostics

extension DiagnosticCode {
    /// The target links a TourKit of another release than this tourc.
    public static let tourKitVersionMismatch = DiagnosticCode(
        "TOUR520", name: "tourKitVersionMismatch", severity: .error,
        summary: "The app links a TourKit of another release than the tourc that generates its code.",
        explanation: """
            Generated code calls TourKit, and each tourc release generates \
            code for the TourKit of the same release: one of another release \
            may lack what the code calls, or take it differently, and the \
            build would fail with type errors far from the cause. The build \
            plugins pass the version file of the TourKit the target links \
            (`--tourkit-version-file`), and tourc stops with this error \
            before it writes anything. Take TourKit and the plugin from one \
            package: `.product(name: "TourKit", package: "TourcPlugins")` \
            beside the `TourcPlugin` of the same TourcPlugins release (or \
            both from the `tourc` source package). A file without a version \
            literal is a TourKit older than the check.
            """)
}

/// The check behind `tourc compile --tourkit-version-file FILE`: the TourKit
/// a target links must be this tourc's release.
public enum TourKitVersionCheck {
    /// TourFormat's `TourcRelease.swift` is a few hundred bytes; anything
    /// near this size is not that file.
    static let sizeLimit = 64 * 1024

    /// What the check found: no diagnostic when the versions agree.
    public struct Outcome: Sendable {
        /// TOUR520, or TOUR504 when the file cannot be read.
        public var diagnostics: [Diagnostic] = []
        /// The file's bytes, for quoting the line.
        public var sources: [String: [UInt8]] = [:]
    }

    /// Reads the version that `versionFile` (a TourKit's
    /// `TourcRelease.swift`) declares and compares it with `expected`,
    /// this tourc's own.
    public static func check(versionFile: String, expected: String = TourcVersion.current) -> Outcome {
        var outcome = Outcome()
        let older = Diagnostic(
            .tourKitVersionMismatch,
            "this target links a TourKit older than \(expected) (its \(Paths.lastComponent(of: versionFile)) declares no version), but tourc \(expected) generates code for TourKit \(expected): take TourKit from the same package and release as the plugin",
            file: versionFile)
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(versionFile, limit: sizeLimit)
        } catch {
            // A TourKit from before the check has no such file at all.
            outcome.diagnostics.append(
                Platform.isMissing(error)
                    ? older
                    : Diagnostic(
                        .unreadableFile, "cannot read the version file of the TourKit this target links: \(error.reason)", file: versionFile))
            return outcome
        }
        outcome.sources[versionFile] = bytes
        guard let declared = declaredVersion(in: bytes) else {
            outcome.diagnostics.append(older)
            return outcome
        }
        guard declared.version != expected else { return outcome }
        outcome.diagnostics.append(
            Diagnostic(
                .tourKitVersionMismatch,
                "this target links TourKit \(declared.version), but tourc \(expected) generates code for TourKit \(expected): take TourKit from the same package and release as the plugin",
                file: versionFile, at: declared.position))
        return outcome
    }

    /// The first string literal after `static let version` in `bytes`, with
    /// the position of its opening quote.
    static func declaredVersion(in bytes: [UInt8]) -> (version: String, position: SourcePosition)? {
        let declaration = Array("static let version".utf8)
        guard let declarationStart = firstIndex(of: declaration, in: bytes),
            let open = bytes[(declarationStart + declaration.count)...].firstIndex(of: UInt8(ascii: "\"")),
            let close = bytes[(open + 1)...].firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n") }),
            bytes[close] == UInt8(ascii: "\"")
        else { return nil }
        var counter = LineCounter(.swift)
        for scalar in String(decoding: bytes[..<open], as: UTF8.self).unicodeScalars { counter.advance(over: scalar) }
        return (String(decoding: bytes[(open + 1)..<close], as: UTF8.self), counter.position)
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { start in haystack[start..<(start + needle.count)].elementsEqual(needle) }
    }
}
