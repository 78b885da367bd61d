// The app around the docs' Swift blocks: the views and helpers the
// examples name but do not show. Built into the module DocsApp with the
// samples' generated enums and those of Docs/Tours, public, so each block
// type-checks on its own against it (DocsSwiftBlocksTests).
import SwiftUI
import TourKit

public struct KeyboardView: View { public init() {} }
public struct OctaveControl: View { public init() {} }
public struct PresetList: View { public init() {} }
public struct PresetRow: View { public init() {} }
public struct SearchField: View { public init() {} }
public struct FavoritesToggle: View { public init() {} }
public struct ResetButton: View { public init() {} }
public struct ReverbSlider: View { public init() {} }
public struct FontsList: View { public init() {} }
public struct TagList: View { public init() {} }
public struct PlayButton: View { public init() {} }
public struct ShareButton: View { public init() {} }

/// A row of the editor's list, for an item of its help.
public struct Row: View {
    public init(_ item: EditorHelp) {}
}

/// The editor's modes.
public enum EditorMode: Sendable { case browsing, tagEditing }

/// Where the app sends what a session reports.
public enum Analytics {
    public static func log(_ event: TourEvent) {}
}
