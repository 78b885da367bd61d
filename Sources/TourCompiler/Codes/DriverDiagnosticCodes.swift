import TourDiagnostics
import TourGeneration
import TourModel
import TourScanning
import TourSyntax
import TourValidation

extension DiagnosticCode {
    /// A path given as input does not exist.
    public static let inputNotFound = DiagnosticCode(
        "TOUR501", name: "inputNotFound", severity: .error,
        summary: "An input path does not exist.",
        explanation: """
            A path on the command line or under `inputs:` in `tourc.yaml` names \
            no file or folder. Paths in `tourc.yaml` are relative to the \
            configuration file, paths on the command line to the current folder.
            """)

    /// No tour files were found.
    public static let noInputs = DiagnosticCode(
        "TOUR502", name: "noInputs", severity: .error,
        summary: "No tour files were found.",
        explanation: """
            The inputs hold no `*.tour.yaml` file. Folders are searched \
            recursively for files whose names end in `.tour.yaml`; a file named \
            on the command line is read whatever its name.
            """)

    /// The target registry could not be found, or more than one was found.
    public static let registryNotFound = DiagnosticCode(
        "TOUR503", name: "registryNotFound", severity: .error,
        summary: "The target registry was not found, or is ambiguous.",
        explanation: """
            Steps are checked against the registry of targets the app tags. \
            Pass it with `--registry FILE` or `targets:` in `tourc.yaml`. \
            Without either, tourc looks for one file named `targets.yaml` in \
            the input folders (and beside input files); none, or more than \
            one, is this error.
            """)

    /// A file could not be read.
    public static let unreadableFile = DiagnosticCode(
        "TOUR504", name: "unreadableFile", severity: .error,
        summary: "A file could not be read.",
        explanation: """
            The file exists but reading it failed: it is not readable by the \
            current user, it is a folder where a file was expected, the \
            folder structure loops through symbolic links, or it is a \
            symbolic link to nothing (a `*.tour.yaml` link whose file was \
            moved: an error, not a file skipped, so the tours it held do not \
            vanish and their outputs stay). The message carries the system's \
            reason.
            """)
}

extension DiagnosticCode {
    /// The configuration file does not exist.
    public static let configurationNotFound = DiagnosticCode(
        "TOUR505", name: "configurationNotFound", severity: .error,
        summary: "The configuration file was not found.",
        explanation: """
            tourc reads the file given with `--config`, else the nearest \
            `tourc.yaml`: in the current folder or the closest folder above \
            it, as SwiftLint finds `.swiftlint.yml`. With none, and no tour \
            files or folders named, there is nothing to read. Create one with \
            `tourc init`, pass `--config FILE`, or name the tour files and \
            output folders on the command line. A configuration error exits \
            with status 2, as a usage error does.
            """)

    /// Compile was asked to write nothing.
    public static let noOutputs = DiagnosticCode(
        "TOUR506", name: "noOutputs", severity: .error,
        summary: "No output folder is configured.",
        explanation: """
            `tourc compile` needs somewhere to write: `output.swift` or \
            `output.json` in `tourc.yaml`, or `--swift-out DIR` or \
            `--json-out DIR`. To check tours without writing, use `tourc validate`.
            """)

    /// `tourc init` would overwrite a file.
    public static let initWouldOverwrite = DiagnosticCode(
        "TOUR507", name: "initWouldOverwrite", severity: .error,
        summary: "`tourc init` would overwrite an existing file.",
        explanation: """
            `tourc init` writes a starter `tourc.yaml`, `Tours/targets.yaml` and \
            `Tours/welcome.tour.yaml`, and refuses to run when any of them \
            exists, so it never replaces your work. Run it in an empty folder, \
            or move the existing files away.
            """)

    /// The build plugin leaves the configured catalog alone (a warning).
    public static let catalogNotWritten = DiagnosticCode(
        "TOUR509", name: "catalogNotWritten", severity: .warning,
        summary: "The build plugin does not write the configured String Catalog.",
        explanation: """
            `localization.catalog` names the app's `Localizable.xcstrings`, \
            which lives among the sources. A build-tool plugin may write only \
            into its work folder (Xcode's and SwiftPM's sandboxes refuse \
            anything else), so the build plugin runs tourc with \
            `--skip-catalog`: the enums are generated, the catalog is not \
            touched, and this warning says so. Update the catalog with the \
            command plugin, which may write into the package \
            (`swift package --allow-writing-to-package-directory tourc \
            compile`), or with `tourc compile`, and commit it.
            """)

    /// `platforms:` is below the lowest version of a declared overlay.
    public static let platformBelowOverlayFloor = DiagnosticCode(
        "TOUR510", name: "platformBelowOverlayFloor", severity: .error,
        summary: "`platforms:` in tourc.yaml is below the lowest OS version of a declared overlay.",
        explanation: """
            Each spotlight package declares the lowest OS versions it builds \
            for in its Package.swift: HelpInfoSpotlightOverlay needs iOS 18 \
            and macOS 15, TutorialSpotlight iOS 15. An app whose \
            `platforms:` are lower cannot depend on the package (SwiftPM \
            refuses, and Xcode stops at the import: "module \
            'HelpInfoSpotlightOverlay' has a minimum deployment target of \
            iOS 18.0"), so the generated code for it would never build. Raise \
            the platform in `platforms:` (and in the app's Package.swift), or \
            remove the overlay from `swift.overlays`. Without `platforms:`, \
            tourc takes the app's versions to be TourKit's lowest raised to \
            the declared overlays'.
            """)

    /// A `tourc.yaml` beside the inputs is not the one used (a warning).
    public static let unusedConfiguration = DiagnosticCode(
        "TOUR508", name: "unusedConfiguration", severity: .warning,
        summary: "A tourc.yaml beside the inputs is not used.",
        explanation: """
            A tour folder (or a tour file's folder) holds a `tourc.yaml`, but \
            this run uses another configuration, or none (`--no-config`, or \
            none in the current folder or above it). Its settings (outputs, \
            access level, overlays, languages) then do not apply, which is \
            easy to miss: a public enum comes out internal. Run tourc in that \
            folder, or pass `--config` with that file.
            """)
}
