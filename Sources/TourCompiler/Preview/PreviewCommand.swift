import TourDiagnostics
import TourGeneration
import TourModel
import TourValidation

/// `tourc preview`: validates the tours and writes the preview page, also
/// when validation finds errors (the page lists them at the top and shows
/// what could be decoded). An unchanged page is not rewritten.
public enum PreviewCommand {
    /// What previewing did.
    public struct Outcome: Sendable {
        /// What validation reported, and any failure to write.
        public var diagnostics: [Diagnostic]
        /// The files the diagnostics quote.
        public var sources: [String: [UInt8]]
        /// Whether the page was written (else it already held these bytes,
        /// or could not be written).
        public var written: Bool
        /// How many tours, and steps, the page shows.
        public var tourCount = 0
        public var stepCount = 0
    }

    /// Validates `request` and writes its preview to `path`, each tour
    /// opening in `locale` when it has it. A file at `path` that is not a
    /// preview page tourc wrote is replaced only with `force` (TOUR410).
    ///
    /// With `liveReload` (`tourc watch --preview`), the page reloads itself
    /// when it is rewritten: beside it, `PAGE.version.js` says the current
    /// version, and is written after the page, so a page that asks always
    /// finds itself in place.
    public static func write(
        _ request: ValidationRequest, locale: String?, to path: String, force: Bool = false, liveReload: Bool = false
    ) -> Outcome {
        let script = versionScript(forPage: path)
        if !force {
            let refusals = [
                FileOwnership.refusal(toReplace: path, expecting: FileOwnership.previewPage, force: "--force"),
                liveReload ? FileOwnership.refusal(toReplace: script, expecting: FileOwnership.previewVersionScript, force: "--force") : nil,
            ].compactMap { $0 }
            if !refusals.isEmpty { return Outcome(diagnostics: refusals, sources: [:], written: false) }
        }
        let outcome = Pipeline.validate(request)
        let page = PreviewEmitter.page(
            PreviewEmitter.Input(
                tours: outcome.resolvedFiles.flatMap(\.tours), diagnostics: outcome.diagnostics,
                locales: request.options.locales, locale: locale, overlays: request.options.overlays,
                cardFit: request.options.lints.cardFit, liveReload: liveReload ? PreviewLiveReload(scriptName: Paths.lastComponent(of: script)) : nil)
        )
        var files = [OutputFile(path: path, contents: page.html, source: path)]
        if let version = page.version { files.append(OutputFile(path: script, contents: PreviewLiveReload.script(version: version), source: path)) }
        var written = false
        var problems: [Diagnostic] = []
        // One at a time, the page first: its version script must never name
        // a page that is not there yet.
        for file in files where OutputWriter.status(of: file.path, comparedWith: Array(file.contents.utf8)) != .unchanged {
            let failures = OutputWriter.write([file])
            problems += failures
            guard failures.isEmpty else { break }
            written = true
        }
        return Outcome(
            diagnostics: outcome.diagnostics + problems, sources: outcome.sources, written: written && problems.isEmpty,
            tourCount: outcome.tourCount, stepCount: outcome.stepCount)
    }

    /// Where the version script of the page at `path` goes: beside it.
    static func versionScript(forPage path: String) -> String {
        Paths.join(Paths.parent(of: path), PreviewLiveReload.scriptName(forPage: Paths.lastComponent(of: path)))
    }
}
