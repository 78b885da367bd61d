// An app's use of everything in TourKit but the session, type-checked by
// Integration/check-apple-availability.sh at the lowest versions the docs
// promise for it (iOS 15, macOS 12, tvOS 15, watchOS 8), with no
// `if #available`: if any of it needs more, the check fails here.
import Foundation
import SwiftUI
import TourKit

struct HelpCard: View {
    let bundle: TourBundle

    var stepTitles: [LocalizedStringKey] {
        bundle.localized(for: Locale(identifier: "de-CH")).steps.map { LocalizedStringKey(tourText: $0.title) }
    }

    var tourTitle: LocalizedStringKey? { bundle.metadata.localizedTitle }
}

func loadTours(from data: Data, task: Data) throws -> [TourMetadata] {
    let bundle = try TourBundle(jsonData: data)
    _ = try bundle.canonicalJSON()
    _ = try TourBundle.makeCanonicalEncoder().encode(bundle.steps)
    _ = bundle.iconName ?? bundle.metadata.iconName
    let quickWin = try JSONDecoder().decode(QuickWinTask.self, from: task)
    let segments = TourText.segments(of: quickWin.steps.first?.instruction ?? "")
    _ = segments.contains(where: \.isSymbol)
    _ = TourText.runs(of: "{symbol:play.fill|Play}").contains(where: \.isSymbol)
    _ = TourSpeech.announcement(position: 1, count: 2, title: "A", text: "B", phrases: TourSpokenPhrases.builtIn(for: "en"))
    _ = TourPresentation().animationDuration(for: .tutorialSpotlight, reduceMotion: true)
    _ = quickWin.steps.map { ($0.actionType == TourAction.tap, $0.targetView) }
    return [bundle.metadata, TourMetadata(id: quickWin.id, title: quickWin.title, iconName: quickWin.iconName)]
}

func remember(_ tour: String) {
    let record = TourRecord(
        revision: "1", status: .inProgress, step: "first", elapsed: 2, startedAt: Date(), finishedAt: nil, updatedAt: Date())
    let stores: [any TourProgressStore] = [
        InMemoryTourProgressStore(), FileTourProgressStore(path: "/tmp/tours.json"), UserDefaultsTourProgressStore(),
    ]
    for store in stores {
        store.save(record, forTour: tour)
        _ = store.record(forTour: tour)?.status == .completed
    }
}

func remoteTours(manifest data: Data, cache: URL) async throws -> [TourBundle] {
    let manifest = try TourAppManifest(jsonData: data)
    let source = RemoteTourSource(
        feedURL: URL(string: "https://tours.example.com/feed.json")!, cacheDirectory: cache, manifest: manifest, appVersion: "2.4.0")
    let refresh = await source.refresh()
    _ = (refresh.origin == .notModified, refresh.rejected.map { ($0.tourID, $0.reason) }, refresh.failure)
    return await source.tours + refresh.accepted
}

enum Plan: String, TourParameterCase {
    case free, pro
}

@MainActor func decide(_ bundle: TourBundle, clock: ManualTourClock) async {
    let plan = TourParameter<Plan>(TourParameterDeclaration(name: "plan", type: .enumeration(cases: ["free", "pro"])))
    let coordinator = TourCoordinator(tours: [], parameters: [plan.declaration], store: InMemoryTourProgressStore(), clock: clock)
    coordinator.add(bundle)
    coordinator.set(plan, .pro)
    _ = coordinator.value(of: plan) == .free
    coordinator.donate("presetSaved")
    coordinator.reset(tour: bundle.id)
    clock.advance(by: 60)
    for reason in coordinator.reasons(for: bundle.id) {
        if case .invalidated(let why) = reason, why == .durationLimit { return }
        if case .condition(let words) = reason { _ = words }
    }
    for await eligible in coordinator.eligibilityUpdates { _ = eligible.first }
}

@available(watchOS 9.0, *)
func syncedStore() -> SyncedTourProgressStore {
    let store = SyncedTourProgressStore(local: FileTourProgressStore(path: "/tmp/tours.json"), cloud: NSUbiquitousKeyValueStore.default)
    store.mergeFromCloud()
    return store
}
