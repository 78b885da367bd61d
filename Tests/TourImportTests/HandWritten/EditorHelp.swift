// swift-format-ignore-file
import SwiftUI
import HelpInfoSpotlightOverlay

/// The onboarding tour of the document editor.
///
/// Uses switch expressions with implicit returns.
internal enum EditorHelp: CaseIterable, HelpInfoProvider {
    case canvas
    case toolbar
    case bold
    case italic
    case save
    case undo
    case redo
    case share

    /// The symbol of the save button.
    static let saveSymbol = "square.and.arrow.down"

    /// Logs that the tour was shown; not part of the tour.
    @MainActor func log() {}

    var title: LocalizedStringKey {
        switch self {
        case .canvas: "The Canvas"
        case .toolbar: "The Toolbar"
        // Formatting buttons share a title.
        case .bold, .italic: "Text Styles"
        case .save: "Save \(Image(systemName: Self.saveSymbol))"
        /* Undo and redo share one too. */
        case .undo, .redo: "Undo and Redo"
        default: "Sharing"
        }
    }

    var text: LocalizedStringKey {
        switch self {
        case .canvas:
            """
            Write and arrange your content here.
            • Double-tap a word to select it.
            • Pinch to zoom in and out.
            """
        case .toolbar:
            "The toolbar holds the most common commands."
        case .bold:
            "Tap \(Image(systemName: "bold")) to make the selection **bold**."
        case .italic:
            "Tap \(Image(systemName: "italic")) to make the selection *italic*."
        case .save:
            """
            Tap \(Image(systemName: Self.saveSymbol)) to save. \
            Documents also save automatically every 5 minutes.
            """
        // Undo and redo share their text.
        case .undo, .redo:
            "Use \(Image(systemName: "arrow.uturn.backward")) and \(Image(systemName: "arrow.uturn.forward")) to step through 100% of your history."
        default:
            "Share a copy, or invite others to edit with you."
        }
    }
}
