// swift-format-ignore-file
import SwiftUI
import HelpInfoSpotlightOverlay

/// Help texts written with raw strings and escape sequences.
enum RawHelp: String, CaseIterable, HelpInfoProvider {
    case quotes
    case favorite
    case paths
    case escapes
    case unicode

    var title: LocalizedStringKey {
        switch self {
        case .quotes: return "Quotes"
        case .favorite: return "Favorites"
        case .paths: return "File Paths"
        case .escapes: return "Escapes"
        case .unicode: return "Unicode"
        }
    }

    var text: LocalizedStringKey {
        switch self {
        case .quotes:
            return #"Use "quotes" and \n literally"#
        case .favorite:
            return #"Tap \#(Image(systemName: "star")) to favorite; a backslash \ stays"#
        case .paths:
            return #"""
            Windows paths look like C:\Users\me\Music.
            • A regex such as \d+ is kept as written.
            • "Quotes" need no escaping here.
            """#
        case .escapes:
            return "Line one\nLine two\nQuote: \"hi\"\nBackslash: \\ done"
        case .unicode:
            return "Unicode: \u{2022} bullet"
        }
    }
}
