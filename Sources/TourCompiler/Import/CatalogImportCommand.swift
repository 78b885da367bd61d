import Foundation  // String(format:), the lookup --verify runs, as SwiftUI's does
import TourDiagnostics
import TourFormat
import TourGeneration
import TourImport
import TourModel
import TourSyntax
import TourValidation

/// What `tourc import xcstrings` is asked to do.
public struct CatalogImportRequest: Sendable {
    /// The String Catalog whose translations come into the tours.
    public var catalog: String
    /// The tours, as `validate` would read them.
    public var validation: ValidationRequest
    /// Whether to prove that every imported translation shows the catalog's
    /// text through SwiftUI's lookup.
    public var verify = false
    /// Whether to only report what would be written.
    public var dryRun = false

    /// Creates a request.
    public init(catalog: String, validation: ValidationRequest) {
        self.catalog = catalog
        self.validation = validation
    }
}

/// What `tourc import xcstrings` found and did.
public struct CatalogImportOutcome: Sendable {
    /// Every finding, in reporting order.
    public var diagnostics: [Diagnostic]
    /// The files written (or, in a dry run, that would be).
    public var written: [String] = []
    /// Every translation brought into the tours.
    public var translations: [CatalogTranslationImporter.Translation] = []
    /// How many catalog entries became tourc's.
    public var adopted = 0
    /// How many tour files gained translations.
    public var tourFiles = 0
    /// The bytes of files findings quote.
    public var sources: [String: [UInt8]] = [:]
}

/// `tourc import xcstrings CATALOG`: brings an app's existing translations of
/// the tours' keys from its String Catalog into the tour files, and marks the
/// entries that came across whole as tourc's, so the next compile owns them.
///
/// The tours must validate first. Each changed tour file is edited in place
/// (``TranslationInserter``) and read back: every text must be as it was,
/// plus exactly the new translations, and the file must still validate. With
/// `verify`, each imported translation's new catalog value and the catalog's
/// old one go through `String(format:)` with the source's images, as
/// SwiftUI's lookup does, and must show the same text. Nothing is written
/// unless all of that holds, and then every file is written at once.
public enum CatalogImportCommand {
    public static func run(_ request: CatalogImportRequest) -> CatalogImportOutcome {
        let validation = Pipeline.validate(request.validation, keepingTours: true)
        var outcome = CatalogImportOutcome(diagnostics: validation.diagnostics.filter { $0.severity == .error }, sources: validation.sources)
        guard !outcome.diagnostics.containsErrors, let files = validation.validatedFiles else { return finished(outcome) }
        let read = Compiler.readCatalog(request.catalog)
        outcome.diagnostics += read.diagnostics
        guard let catalog = read.document else { return finished(outcome, quoting: request.catalog) }
        outcome.sources[request.catalog] = catalog.bytes

        let tours = files.flatMap(\.tours)
        let sourceLanguage = tours.first?.sourceLanguage ?? request.validation.options.sourceLanguage
        let plan = CatalogTranslationImporter.plan(
            tours.map(\.tour), sourceLanguage: sourceLanguage, catalog: catalog, catalogFile: request.catalog,
            locales: request.validation.options.locales)
        outcome.diagnostics += plan.diagnostics

        // Each changed file, edited and read back.
        var (outputs, toursAfter) = editTourFiles(
            files, adding: plan.additions, sourceLanguage: sourceLanguage, validation: validation, request, into: &outcome.diagnostics)
        guard !outcome.diagnostics.containsErrors else { return finished(outcome) }
        let allTours = files.flatMap { toursAfter[$0.file] ?? $0.tours }
        let collected = StringCatalogEntries.collect(allTours)
        outcome.diagnostics += collected.diagnostics
        if request.verify { outcome.diagnostics += verify(plan.translations, against: collected.entries, catalog: request.catalog) }
        let adopted = collected.entries.filter { plan.adoptedKeys.contains($0.key) }
        outcome.diagnostics += languagesLost(adopting: adopted, from: catalog, file: request.catalog)
        if !adopted.isEmpty {
            outputs.append(
                OutputFile(
                    path: request.catalog, contents: String(decoding: StringCatalogEmitter().adopting(adopted, in: catalog), as: UTF8.self),
                    source: request.catalog))
        }
        outcome.diagnostics += refusals(outputs, readAs: validation.readIdentities, catalog: request.catalog)
        guard !outcome.diagnostics.containsErrors else { return finished(outcome) }
        if !request.dryRun {
            let failures = writeThroughLinks(outputs)
            outcome.diagnostics += failures
            guard failures.isEmpty else { return finished(outcome) }
        }
        outcome.written = outputs.map(\.path)
        outcome.translations = plan.translations
        outcome.adopted = adopted.count
        outcome.tourFiles = toursAfter.count
        return finished(outcome)
    }

    /// Adds each file's translations to its bytes and reads it back; a
    /// file changed since validation read it is refused.
    private static func editTourFiles(
        _ files: [ValidatedTourFile], adding additions: [String: [TranslationAddition]], sourceLanguage: String,
        validation: ValidationOutcome, _ request: CatalogImportRequest, into diagnostics: inout [Diagnostic]
    ) -> (outputs: [OutputFile], toursAfter: [String: [ValidatedTour]]) {
        var outputs: [OutputFile] = []
        var toursAfter: [String: [ValidatedTour]] = [:]
        for file in files {
            guard let additions = additions[file.file] else { continue }
            // The bytes validated: read again, and the same file only if it is as validation found it.
            guard let read = try? Platform.readFile(file.file, limit: request.validation.limits.maxFileSize), let identity = read.identity,
                validation.readIdentities[file.file] == identity
            else {
                diagnostics.append(changedWhileImporting(file.file))
                continue
            }
            switch edit(file, adding: additions, bytes: read.bytes, sourceLanguage: sourceLanguage, options: request.validation.options) {
            case .success(let edited):
                outputs.append(OutputFile(path: file.file, contents: String(decoding: edited.bytes, as: UTF8.self), source: request.catalog))
                toursAfter[file.file] = edited.tours
            case .failure(let refusal):
                diagnostics.append(refusal.diagnostic)
            }
        }
        return (outputs, toursAfter)
    }

    /// An entry becomes tourc's only with every language it had now in the
    /// tours: TOUR616 for each that would lose one.
    private static func languagesLost(adopting adopted: [StringCatalogEntry], from catalog: StringCatalogDocument, file: String) -> [Diagnostic] {
        let catalogLanguages = Dictionary(catalog.entries.map { ($0.key, $0.localizations.map(\.language)) }, uniquingKeysWith: { first, _ in first })
        return adopted.filter { entry in !(catalogLanguages[entry.key] ?? []).allSatisfy { entry.values[$0] != nil } }.map { entry in
            Diagnostic(
                .translationLookupMismatch,
                "the catalog's entry for '\(entry.key.truncatedForMessage)' would lose languages it has; nothing was written", file: file)
        }
    }

    /// Writes every output at once. A tour file (or catalog) that is a link
    /// is written where it points: replacing the link would leave its
    /// target without the translations.
    private static func writeThroughLinks(_ outputs: [OutputFile]) -> [Diagnostic] {
        OutputWriter.write(
            outputs.map { output in
                var target = output
                if Platform.isSymbolicLink(output.path), let real = Platform.realPath(output.path) { target.path = real }
                return target
            })
    }

    private static func finished(_ outcome: CatalogImportOutcome, quoting file: String? = nil) -> CatalogImportOutcome {
        var outcome = outcome
        // Reporters quote the line a finding is at: the catalog's or a tour file's.
        let quoted = Set(outcome.diagnostics.filter { $0.position != nil }.compactMap(\.file)).union(file.map { [$0] } ?? [])
        for path in quoted where outcome.sources[path] == nil {
            outcome.sources[path] = try? FileSystem.readFile(path, limit: 1 << 28)
        }
        outcome.diagnostics = outcome.diagnostics.sortedForReporting()
        return outcome
    }

    /// `file` with `additions` made, read back and validated again; a
    /// TOUR615 error when any text is not exactly as it was plus its new
    /// translations.
    private static func edit(
        _ file: ValidatedTourFile, adding additions: [TranslationAddition], bytes: [UInt8], sourceLanguage: String, options: ValidationOptions
    ) -> Result<(bytes: [UInt8], tours: [ValidatedTour]), Refusal> {
        func failure(_ message: String, at position: SourcePosition?) -> Result<(bytes: [UInt8], tours: [ValidatedTour]), Refusal> {
            .failure(
                Refusal(
                    diagnostic: Diagnostic(.translationEditFailed, message + "; nothing was written", file: file.file, at: position)))
        }
        let parser = YAMLParser(limits: .default)
        var collector = DiagnosticCollector(file: file.file)
        let documents = parser.parse(bytes, diagnostics: &collector).documents
        let edited = TranslationInserter.inserting(additions, sourceLanguage: sourceLanguage, into: bytes, documents: documents)
        if let position = edited.failed.first {
            return failure("cannot add the translations to this text in place", at: position)
        }
        var after = DiagnosticCollector(file: file.file)
        let parsed = parser.parse(edited.bytes, diagnostics: &after)
        let decoded = TourDecoder.decode(parsed.documents, file: file.file)
        let validated = Validator.validate(decoded.tours, registry: nil, options: options)
        let problems = (after.diagnostics + decoded.diagnostics + validated.diagnostics).filter { $0.severity == .error }
        guard problems.isEmpty, let tours = validated.validatedFiles?.first?.tours, tours.count == file.tours.count else {
            return failure(
                "the file does not read back after adding the translations (\(problems.first?.message ?? "its tours changed"))",
                at: additions.first?.position)
        }
        // Every text as it was, plus exactly the new translations.
        let added = Dictionary(additions.map { ($0.position, $0.translations) }, uniquingKeysWith: { first, _ in first })
        for (before, now) in zip(file.tours, tours) {
            let (oldTexts, newTexts) = (before.tour.translatableTexts, now.tour.translatableTexts)
            guard oldTexts.count == newTexts.count else {
                return failure("adding the translations would change the tour's texts; add them by hand", at: before.tour.position)
            }
            for (old, new) in zip(oldTexts, newTexts) {
                var expected = Dictionary(old.entries.map { ($0.locale ?? sourceLanguage, $0.text) }, uniquingKeysWith: { first, _ in first })
                expected.merge(added[old.position] ?? [:]) { first, _ in first }
                let found = Dictionary(new.entries.map { ($0.locale ?? sourceLanguage, $0.text) }, uniquingKeysWith: { first, _ in first })
                if found != expected {
                    return failure("adding the translations would change this text; add them by hand", at: old.position)
                }
            }
        }
        return .success((edited.bytes, tours))
    }

    /// Why a file is not edited.
    private struct Refusal: Error {
        let diagnostic: Diagnostic
    }

    /// Each imported translation's new catalog value and the catalog's old
    /// one, shown as SwiftUI shows a key's translation: through
    /// `String(format:)` with the source's images as arguments when the key
    /// is formatted, as it is otherwise.
    static func verify(
        _ translations: [CatalogTranslationImporter.Translation], against entries: [StringCatalogEntry], catalog: String
    ) -> [Diagnostic] {
        let values = Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var diagnostics: [Diagnostic] = []
        for translation in translations {
            let images: [CVarArg] = translation.sourceSymbols.map { "⟨symbol:\($0)⟩" }
            func shown(_ value: String) -> String { translation.isFormatted ? String(format: value, arguments: images) : value }
            let now = values[translation.key]?.values[translation.language]
            guard let now, shown(now) == shown(translation.catalogValue) else {
                diagnostics.append(
                    Diagnostic(
                        .translationLookupMismatch,
                        "the \(translation.language) translation of '\(translation.key.truncatedForMessage)' would show '\(now.map(shown)?.truncatedForMessage ?? "nothing")', the catalog shows '\(shown(translation.catalogValue).truncatedForMessage)'; nothing was written",
                        file: catalog))
                continue
            }
        }
        return diagnostics
    }

    /// Why an output may not be replaced: a file that changed since it was
    /// read (an edit saved during the import would be lost), or one no one
    /// may write.
    private static func refusals(_ outputs: [OutputFile], readAs identities: [String: Platform.FileStatus?], catalog: String) -> [Diagnostic] {
        outputs.compactMap { output in
            guard case .success(let status) = Platform.status(of: output.path) else { return nil }
            if status.isReadOnly {
                return Diagnostic(
                    .writeFailed, "\(output.path) is read-only; make it writable to import into it; nothing was written", file: output.path)
            }
            guard output.path != catalog, let read = identities[output.path] else { return nil }
            return read == status ? nil : changedWhileImporting(output.path)
        }
    }

    private static func changedWhileImporting(_ path: String) -> Diagnostic {
        Diagnostic(.writeFailed, "\(path) changed while the translations were imported; nothing was written, run the import again", file: path)
    }
}
