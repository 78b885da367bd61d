import Dispatch
import TourDiagnostics

/// `tourc watch`: compiles, then compiles again whenever a file it reads
/// changes, until it is stopped. Each cycle reads the settings anew (an
/// edit of `tourc.yaml` may change what is watched), compiles as `tourc
/// compile` does (removing what a deleted tour generated), and rewrites the
/// preview page, which reloads itself. A cycle with errors is reported and
/// the watch goes on.
///
/// The command line drives it: ``runCycle()``, then ``waitForChanges()``,
/// again and again, printing each ``Cycle``.
public final class WatchSession {
    /// How the watch is set up beyond the compile's settings.
    public struct Options: Sendable {
        /// The preview page to keep, if any.
        public var preview: String?
        /// The language each tour opens in on the page.
        public var previewLocale: String?
        /// Replace a file at `preview` that tourc did not write.
        public var forcePreview = false
        /// Seconds without a change that end a burst of them.
        public var quietPeriod = 0.1
        /// The longest a burst of changes delays a compile, in seconds.
        public var longestDelay = 1.0
        /// Poll even where the platform can watch (`TOURC_WATCH_POLL`).
        public var polls = false

        /// The defaults.
        public init() {}
    }

    /// What one cycle did.
    public struct Cycle: Sendable {
        /// The changed paths that started it; empty for the first.
        public var changes: [String]
        /// Why the settings give no compile (a mistake in tourc.yaml), if they don't.
        public var settingsProblems: [Diagnostic]
        /// The settings' warnings, when they give one.
        public var settingsWarnings: [Diagnostic]
        /// The settings' files quoted by their problems.
        public var settingsSources: [String: [UInt8]]
        /// The compile, unless the settings give none or only a preview is kept.
        public var compile: CompileOutcome?
        /// The preview page, when one is kept.
        public var preview: PreviewCommand.Outcome?
    }

    private let settings: CommandSettings
    private let options: Options
    private let watcher: any ChangeWatcher
    private var scope: WatchScope?

    /// How the watch learns of changes ("inotify", "FSEvents", or that it polls and why).
    public var method: String { watcher.method }

    /// A watch of what `settings` read, with `options`.
    public init(settings: CommandSettings, options: Options) {
        self.settings = settings
        self.options = options
        watcher = makeChangeWatcher(forcePolling: options.polls)
    }

    /// Reads the settings, compiles, writes the preview, and watches what
    /// they read from now on.
    public func runCycle(changes: [String] = []) -> Cycle {
        let resolved = SettingsResolver.resolve(settings)
        guard let request = resolved.request else {
            // Only the configuration can be watched until it is mended.
            watch(configurationOnly())
            return Cycle(
                changes: changes, settingsProblems: resolved.diagnostics, settingsWarnings: [], settingsSources: resolved.sources,
                compile: nil, preview: nil)
        }
        // Watch before compiling: an edit saved during the compile is seen.
        watch(WatchScope(request, preview: options.preview))
        let writesOutputs = request.swiftOutput != nil || request.jsonOutput != nil || request.catalog != nil || request.appManifest != nil
        let compile = writesOutputs || options.preview == nil ? Compiler.compile(request) : nil
        let preview = options.preview.map {
            PreviewCommand.write(request.validation, locale: options.previewLocale, to: $0, force: options.forcePreview, liveReload: true)
        }
        return Cycle(
            changes: changes, settingsProblems: [], settingsWarnings: resolved.diagnostics, settingsSources: resolved.sources,
            compile: compile, preview: preview)
    }

    /// Waits for changes to what the last cycle read, then for them to
    /// settle (``Options/quietPeriod`` without another, or
    /// ``Options/longestDelay`` in all), and returns the changed paths,
    /// relative to the current folder when they are in it.
    public func waitForChanges() -> [String] {
        var changed: [String] = []
        while changed.isEmpty { changed = relevant(watcher.changes(waitingUpTo: nil)) }
        var waited = 0.0
        while waited < options.longestDelay {
            let started = DispatchTime.now().uptimeNanoseconds
            let more = watcher.changes(waitingUpTo: min(options.quietPeriod, options.longestDelay - waited))
            waited += Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            if more.isEmpty { break }
            changed += relevant(more)
        }
        let here = (Platform.realPath(".") ?? Platform.currentDirectory) + "/"
        return PathWalker.uniqueSorted(changed).map { $0.hasPrefix(here) ? String($0.dropFirst(here.count)) : $0 }
    }

    private func relevant(_ changes: [FileChange]) -> [String] {
        guard let scope else { return [] }
        return changes.filter(scope.isRelevant).map(\.path)
    }

    private func watch(_ next: WatchScope) {
        guard next != scope else { return }
        scope = next
        watcher.watch(next.watchedFolders)
    }

    /// The configuration file alone, when the settings cannot be read.
    private func configurationOnly() -> WatchScope {
        let file = settings.configuration ?? SettingsResolver.nearestConfiguration() ?? CommandSettings.defaultConfiguration
        return WatchScope(folders: [], files: [ProjectOwner.absolute(file)], outputs: [])
    }
}
