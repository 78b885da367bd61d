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
    public static func write(_ request: ValidationRequest, locale: String?, to path: String, force: Bool = false) -> Outcome {
        if !force, let refusal = FileOwnership.refusal(toReplace: path, expecting: FileOwnership.previewPage, force: "--force") {
            return Outcome(diagnostics: [refusal], sources: [:], written: false)
        }
        let outcome = Pipeline.validate(request)
        let page = PreviewEmitter.page(
            PreviewEmitter.Input(
                tours: outcome.resolvedFiles.flatMap(\.tours), diagnostics: outcome.diagnostics,
                locales: request.options.locales, locale: locale, overlays: request.options.overlays))
        let bytes = Array(page.utf8)
        guard OutputWriter.status(of: path, comparedWith: bytes) != .unchanged else {
            return Outcome(
                diagnostics: outcome.diagnostics, sources: outcome.sources, written: false, tourCount: outcome.tourCount,
                stepCount: outcome.stepCount)
        }
        let problems = OutputWriter.write([OutputFile(path: path, contents: page, source: path)])
        return Outcome(
            diagnostics: outcome.diagnostics + problems, sources: outcome.sources, written: problems.isEmpty,
            tourCount: outcome.tourCount, stepCount: outcome.stepCount)
    }
}
