import TourCompiler
import TourDiagnostics

/// The one line every command ends with on standard error (unless
/// `--quiet`), as SwiftLint's "Done linting! Found 0 violations": what was
/// read, what was done, and the findings' count, so a quiet success still
/// says it happened.
enum Summary {
    /// `3 tours (17 steps)`.
    static func tours(_ tours: Int, steps: Int) -> String {
        "\(counted(tours, "tour")) (\(counted(steps, "step")))"
    }

    /// `0 errors, 1 warning`, for what is shown to the user.
    static func findings(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        return "\(counted(errors, "error")), \(counted(warnings, "warning"))"
    }

    /// `1 file`, `2 files`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// The summary of a compile; `diagnostics` as reported (after `--strict`).
    static func compile(_ outcome: CompileOutcome, mode: CompileRequest.Mode, diagnostics: [Diagnostic]) -> String {
        if outcome.upToDateByStamp {
            return "compiled: up to date, no tour, setting or output changed since the last compile; nothing written"
        }
        let read = outcome.validation.map { tours($0.tourCount, steps: $0.stepCount) } ?? "the tours"
        let changed = outcome.outputs.filter { $0.status != .unchanged }.count
        let unchanged = outcome.outputs.count - changed
        guard !diagnostics.containsErrors || mode == .check else {
            return "compile failed: \(findings(diagnostics))"
        }
        let removed = outcome.removals.count
        switch mode {
        case .write:
            let removals = removed == 0 ? "" : ", \(removed) removed"
            return "compiled \(read): \(counted(changed, "file")) written, \(unchanged) unchanged\(removals), \(findings(diagnostics))"
        case .dryRun:
            let removals = removed == 0 ? "" : ", \(removed) would be removed"
            return
                "checked \(read) (dry run): \(counted(changed, "file")) would be written, \(unchanged) unchanged\(removals), \(findings(diagnostics))"
        case .check:
            return
                "checked \(read): \(counted(changed + removed, "output")) missing, stale or orphaned, \(unchanged) up to date, \(findings(diagnostics))"
        }
    }

    /// The summary of `import xcstrings`: `imported 12 translations (de 6,
    /// fr 6) into 2 tour files; 6 catalog entries are tourc's now; 0 errors,
    /// 1 warning`.
    static func catalogImport(_ outcome: CatalogImportOutcome, dryRun: Bool, findings diagnostics: [Diagnostic]) -> String {
        guard !diagnostics.containsErrors else { return "import failed: \(findings(diagnostics))" }
        var byLanguage: [String: Int] = [:]
        for translation in outcome.translations { byLanguage[translation.language, default: 0] += 1 }
        let languages = byLanguage.keys.sorted().map { "\($0) \(byLanguage[$0]!)" }.joined(separator: ", ")
        let verb = dryRun ? "would import" : "imported"
        let imported = "\(verb) \(counted(outcome.translations.count, "translation"))" + (languages.isEmpty ? "" : " (\(languages))")
        let entries =
            outcome.adopted == 1
            ? "1 catalog entry \(dryRun ? "would be" : "is") tourc's now"
            : "\(outcome.adopted) catalog entries \(dryRun ? "would be" : "are") tourc's now"
        return "\(imported) into \(counted(outcome.tourFiles, "tour file")); \(entries); \(findings(diagnostics))"
    }
}
