// swift-format-ignore-file
import SwiftUI
import HelpInfoSpotlightOverlay

/// A view to tag.
struct SomeView: View {}

/// Uses only what both the hand-written and the generated enums provide.
@MainActor func callSites() -> [String] {
    let view = SomeView()
    _ = view.helpInfoViewTag(id: MusicHelp.library)
    _ = view.helpInfoViewTag(id: EditorHelp.save)
    _ = view.helpInfoViewTag(id: RawHelp.favorite)
    let order: [MusicHelp] = MusicHelp.allCases
    let first: any HelpInfoProvider = EditorHelp.allCases[0]
    _ = first.title
    _ = first.text
    let providers: [any HelpInfoProvider] = MusicHelp.allCases.map { $0 } + RawHelp.allCases.map { $0 }
    let keys: [LocalizedStringKey] = providers.flatMap { [$0.title, $0.text] }
    _ = keys
    let editor: EditorHelp = .bold
    _ = editor.title
    return order.map(\.rawValue) + RawHelp.allCases.map(\.rawValue)
}
