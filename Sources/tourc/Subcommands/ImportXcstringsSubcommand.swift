import TourCompiler

/// `tourc import xcstrings`: brings a String Catalog's translations into the tour files.
enum ImportXcstringsSubcommand: Subcommand {
    static let spec = CommandSpec(
        name: "import xcstrings",
        summary: "Bring an app's String Catalog translations of the tours' texts into the tour files.",
        positionalUsage: "CATALOG.xcstrings [PATH...]",
        positionalCount: 1...Int.max,
        options: [
            SharedOptions.config, SharedOptions.noConfig, SharedOptions.registry,
            SharedOptions.verify.withHelp("Prove every imported translation shows the catalog's text through SwiftUI's lookup."),
            SharedOptions.dryRun.withHelp("Report what would be imported and written; write nothing."),
            SharedOptions.reporter, SharedOptions.quiet,
        ],
        discussion: """
            The tours come from tourc.yaml, or the PATHs. Every language of every entry for a
            tour's key comes into the tour file, which changes only at those texts; entries that
            came across whole become tourc's, so the next compile owns them. Plural and device
            variations, and other placeholders than images, stay in the catalog (TOUR612,
            TOUR613). See docs/migrating.md.
            """)

    static func run(_ parsed: ParsedArguments, on commandLine: TourcCommandLine) -> ExitStatus {
        let reporter = commandLine.reporter(parsed)
        var settings = commandLine.inputSettings(parsed)
        let catalog = settings.inputs.removeFirst()
        guard catalog.hasSuffix(".xcstrings") else {
            return commandLine.usageError(
                UsageError(message: "'\(catalog)' is not a String Catalog; the first argument is the .xcstrings file to import from"),
                usage: spec.usage)
        }
        // The catalog is read, never written by a compile, here.
        settings.skipCatalog = true
        let resolved = SettingsResolver.resolve(settings)
        guard let compile = resolved.request else { return commandLine.reportConfigurationProblems(resolved, with: reporter) }
        var request = CatalogImportRequest(catalog: catalog, validation: compile.validation)
        request.verify = parsed.flag(SharedOptions.verify)
        request.dryRun = parsed.flag(SharedOptions.dryRun)
        let outcome = CatalogImportCommand.run(request)
        let findings = (resolved.diagnostics.filter { $0.code != .catalogNotWritten } + outcome.diagnostics).sortedForReporting()
        let status = commandLine.report(findings, with: reporter, sources: outcome.sources, strict: false)
        let console = commandLine.console
        for path in outcome.written { console.standardError((request.dryRun ? "would write " : "wrote ") + path + "\n") }
        if status == .success, request.verify {
            console.standardError("verified: each imported translation shows the catalog's text through SwiftUI's lookup\n")
        }
        if !parsed.flag(SharedOptions.quiet) {
            console.standardError(Summary.catalogImport(outcome, dryRun: request.dryRun, findings: findings) + "\n")
        }
        return status
    }
}
