// Prints every sample tour's steps in order, from the enums the tourc build
// plugin generated out of Tours/*.tour.yaml at build time; then one step of
// the main tour's JSON bundle in English and in German, as an app that does
// not use SwiftUI shows translations.
import Foundation
import TourKit

/// One step as the report shows it.
struct StepLine {
    var id: String
    var target: String
    var title: String
    var text: String
}

func printTour(_ metadata: TourMetadata, _ steps: [StepLine]) {
    print("tour \(metadata.id): \(metadata.title ?? "")")
    for step in steps {
        print("  \(step.id) -> \(step.target): \(step.title)")
        for line in step.text.split(separator: "\n", omittingEmptySubsequences: false) {
            print("    | \(line)")
        }
    }
}

printTour(
    MainScreenHelp.metadata,
    MainScreenHelp.allCases.map { StepLine(id: $0.rawValue, target: $0.target, title: $0.plainTitle, text: $0.plainText) })
printTour(
    PresetsTour.metadata,
    PresetsTour.allCases.map { StepLine(id: $0.rawValue, target: $0.target, title: $0.plainTitle, text: $0.plainText) })
printTour(
    EffectsTour.metadata,
    EffectsTour.allCases.map { StepLine(id: $0.rawValue, target: $0.target, title: $0.plainTitle, text: $0.plainText) })

let bundleURL = Bundle.module.url(forResource: "main", withExtension: "json")!
let bundle = try TourBundle(jsonData: Data(contentsOf: bundleURL))
for identifier in ["en_US", "de_DE"] {
    let localized = bundle.localized(for: Locale(identifier: identifier))
    let step = localized.steps.first { $0.id == "octave-down" }!
    print("\(identifier): \(localized.title ?? "") / \(step.title)")
    print("    | \(step.text)")
}

// A scripted tour session over a progress file, as an app runs one: start,
// perform two steps' actions, abandon halfway; relaunch (a new session over
// the same file) and resume; complete; relaunch again, and the finished tour
// does not start. A clock that moves two seconds per action keeps the
// printed durations the same on every run.
final class ScriptClock: @unchecked Sendable {
    private let lock = NSLock()
    private var time = Date(timeIntervalSince1970: 0)
    var now: @Sendable () -> Date { { [self] in lock.withLock { time } } }
    func tick() { lock.withLock { time += 2 } }
}

let progressFile = FileManager.default.temporaryDirectory.appendingPathComponent(
    "synthhelp-progress-\(ProcessInfo.processInfo.processIdentifier).json"
).path
defer { try? FileManager.default.removeItem(atPath: progressFile) }
let clock = ScriptClock()

/// Runs `script` on a new session over the progress file, then prints what it emitted.
@MainActor func run(_ title: String, _ script: (TourSession<MainScreenHelp>) -> Void) async {
    print(title)
    let events: AsyncStream<TourEvent> = {
        let session = TourSession<MainScreenHelp>(store: FileTourProgressStore(path: progressFile), now: clock.now)
        script(session)
        return session.events
    }()  // the session ends here, and with it the stream
    for await event in events { print("  \(event)") }
}

await run("session 1: start, two steps, abandon") { session in
    print("  start() -> \(session.start())")
    clock.tick()
    session.next()  // the keyboard step is informational
    clock.tick()
    session.didPerform(.tap, on: "octaveControl")
    clock.tick()
    session.abandon()
}
await run("session 2: resume and complete") { session in
    print("  start() -> \(session.start())")
    while session.state == .running, let step = session.currentStep {
        clock.tick()
        if let action = step.action { session.didPerform(action, on: step.target) } else { session.next() }
    }
}
await run("session 3: start again") { session in
    print("  start() -> \(session.start()), state \(session.state)")
}
