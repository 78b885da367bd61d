import TourDiagnostics

extension DiagnosticCode {
    /// Two inputs would write the same output file.
    public static let outputConflict = DiagnosticCode(
        "TOUR401", name: "outputConflict", severity: .error,
        summary: "Two inputs would write the same output file.",
        explanation: """
            Each tour file writes `<name>.tour.swift` (named after the file) and \
            each tour writes `<tour id>.json`. Two tour files with the same name \
            in different folders, or the same output folder given for Swift and \
            JSON with clashing names, would overwrite each other. Names are \
            compared as macOS's default file system compares them, with case \
            and Unicode normalization folded: `Help.tour.yaml` and \
            `help.tour.yaml`, the tours `mainA` and `MainA`, or `café` spelled \
            with one scalar and with two are one file there, on any machine \
            tourc runs on. The error is at both inputs. Rename one.
            """)

    /// An output could not be written.
    public static let writeFailed = DiagnosticCode(
        "TOUR402", name: "writeFailed", severity: .error,
        summary: "An output file could not be written.",
        explanation: """
            tourc writes each output to a temporary file in the output folder \
            and renames it into place, so no partly written file is ever \
            visible; when any write fails, nothing is renamed. The message \
            carries the system's reason: the folder is read-only, a path \
            component is a file, or the disk is full.
            """)

    /// An output is missing or out of date (`--check`).
    public static let staleOutput = DiagnosticCode(
        "TOUR403", name: "staleOutput", severity: .error,
        summary: "A generated file is missing or out of date.",
        explanation: """
            `tourc compile --check` writes nothing and reports every output \
            that does not match what the tours generate, so CI can fail when \
            someone edited a tour but did not regenerate, or edited a generated \
            file by hand. It also reports every file an earlier compile wrote \
            for a tour that no longer exists (see TOUR405 for how tourc knows), \
            which `tourc compile` removes. Run `tourc compile` and commit the \
            result.
            """)
}

extension DiagnosticCode {
    /// An output folder holds a file tourc will not remove (a note).
    public static let unownedOutput = DiagnosticCode(
        "TOUR405", name: "unownedOutput", severity: .note,
        summary: "An output folder holds a file that tourc did not write, or that was edited.",
        explanation: """
            tourc records the files it writes into each output folder in \
            `.tourc-manifest`, and removes a recorded file when no tour \
            produces it any more, but only if it still holds exactly the bytes \
            tourc wrote. A `.swift` or `.json` file it did not record (a \
            hand-written file, or one from a tourc without a manifest), or a \
            recorded one edited since, is left in place with this note. Delete \
            it yourself if nothing uses it, or move hand-written files out of \
            the output folder. Commit `.tourc-manifest` with generated files, \
            so `compile --check` can report orphans in CI. Only a name tourc \
            gives outputs (`*.tour.swift`, `tourc-overlays.swift`, \
            `tourc-parameters.swift`, `*.json`) is ever removed, whatever a \
            manifest lists.
            """)

    /// An output folder's manifest cannot be read (a warning).
    public static let unreadableManifest = DiagnosticCode(
        "TOUR408", name: "unreadableManifest", severity: .warning,
        summary: "An output folder's .tourc-manifest cannot be read.",
        explanation: """
            The manifest is how tourc knows which files in an output folder \
            it wrote (TOUR405). One that cannot be read, or that holds \
            something other than a manifest tourc wrote (edited by hand, \
            mangled by a merge), is reported rather than ignored: this compile \
            removes no file of that folder as an orphan, since it cannot tell \
            which are tourc's, and then writes a new manifest for the outputs \
            it produced. Outputs of tours deleted before then are left for you \
            to delete.
            """)

    /// A command would replace a file tourc did not write.
    public static let foreignFileWouldBeReplaced = DiagnosticCode(
        "TOUR410", name: "foreignFileWouldBeReplaced", severity: .error,
        summary: "A command would replace a file that tourc did not write.",
        explanation: """
            tourc changes only files it owns. Before `compile` replaces an \
            output, the folder's `.tourc-manifest` must list it (a Swift file \
            that starts with tourc's header is also tourc's, for a folder whose \
            manifest was lost): a hand-written `settings.json` where a new tour \
            `settings` would put its bundle is refused. Before `preview -o`, \
            `schema -o`, `init` (its editor schemas) or `import swift` (its tour \
            files) replaces a file, it checks that tourc wrote it: a preview \
            page by its generator tag, a schema by its title, an imported tour \
            file by the fingerprint in its first line, which an edit no longer \
            matches. \
            Anything else (a tour file, tourc.yaml, a hand-written schema, an \
            imported tour a writer has edited) is left untouched and nothing \
            is written. Move the file, choose another path, or pass `--force` \
            (compile, preview, schema, import swift) to replace it.
            """)

    /// An output is also an input of the compile, or one of tourc's own files.
    public static let outputIsAnInput = DiagnosticCode(
        "TOUR411", name: "outputIsAnInput", severity: .error,
        summary: "An output would overwrite an input of the compile, or tourc's manifest or stamp.",
        explanation: """
            Every output path is compared, once made absolute and its links \
            resolved, with what the compile reads and keeps: tourc.yaml, the \
            registry, the tour files, the String Catalog, and each output \
            folder's `.tourc-manifest` and `.tourc-stamp`. `--registry \
            out/main.json --json-out out` would write the bundle of the tour \
            `main` over the registry; `--catalog out/.tourc-manifest` would \
            write the catalog over the manifest. Either is an error before \
            anything is written: choose another output folder or file.
            """)

    /// Two projects write into one output folder (a warning).
    public static let sharedOutputFolder = DiagnosticCode(
        "TOUR409", name: "sharedOutputFolder", severity: .warning,
        summary: "Another project's outputs are in this output folder.",
        explanation: """
            Each manifest records the project that wrote it: its tourc.yaml, or \
            the inputs of a compile without one. When a compile finds a \
            manifest another project wrote, it warns, naming that project, and \
            removes none of the files that manifest lists, so two projects \
            sharing a folder no longer delete each other's outputs. Each still \
            takes the manifest over when it writes, so each compile warns \
            again: give each project an output folder of its own.
            """)
}
