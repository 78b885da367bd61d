import TourDiagnostics
import TourModel
import TourValidation

extension SettingsResolver {
    /// The lint options `lint:` in `file` describes, with an error at each
    /// switch whose code is not a lint. The decoder accepts any key shaped
    /// like a code; which codes exist, and which of them are lints, is only
    /// known here, where every code is listed.
    static func lintOptions(_ settings: LintSettings, file: String) -> (options: LintOptions, diagnostics: [Diagnostic]) {
        var options = LintOptions()
        if let length = settings.maxTitleLength { options.maxTitleLength = length }
        if let length = settings.maxTextLength { options.maxTextLength = length }
        if let duration = settings.maxAnimationDuration { options.maxAnimationDuration = duration }
        if let fit = settings.cardFit { options.cardFit = CardFit(fit) }
        var collector = DiagnosticCollector(file: file)
        let lints = DiagnosticCode.lints.map(\.rawValue)
        let lintList = "lint can turn off: \(lints.joined(separator: ", "))"
        for lintSwitch in settings.switches {
            let written = lintSwitch.code
            guard let code = DiagnosticCode.named(written.value) else {
                let suggestion = Suggestions.likelyMeant(written.value.uppercased(), among: lints)
                let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
                collector.report(
                    .unknownKey, "'\(written.value.truncatedForMessage)' in lint is not a diagnostic code\(hint)",
                    at: written.position, notes: [lintList], suggestion: suggestion)
                continue
            }
            guard DiagnosticCode.lints.contains(code) else {
                // Errors stop a build for a reason, and the other warnings
                // point at tours, targets or tags that disagree: only lints,
                // which judge how a text is written, are a team's choice.
                collector.report(
                    .unknownKey, "\(code) is not a lint, so lint cannot turn it off",
                    at: written.position, notes: [lintList, "\(code): \(code.summary)"])
                continue
            }
            if lintSwitch.isOn { options.disabled.remove(code) } else { options.disabled.insert(code) }
        }
        return (options, collector.diagnostics)
    }
}
