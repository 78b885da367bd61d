// What tests drive the stand-in with, outside the package's public API
// (`@_spi(StandIn) import TutorialSpotlight`): the views the public
// modifiers return, what the overlay was given, the card it shows, and the
// package's navigation over the sources registered in its content.
import Foundation
import SwiftUI

/// A view registered as a source, found in an overlay's content as the
/// package's anchor preferences find it.
@_spi(StandIn)
public protocol TutorialSpotlightSource {
    /// The id the view is the source of.
    var anyID: AnyHashable { get }
}

/// What `tutorialSpotlightSource(id:)` and its siblings return.
@_spi(StandIn)
nonisolated public struct TutorialSpotlightSourceView<Content: View, ID: Hashable>: View, TutorialSpotlightSource, AppearingView {
    public let content: Content
    public let id: ID
    public let spotlightShape: TutorialSpotlightShape?
    public var anyID: AnyHashable { AnyHashable(id) }
    @MainActor public func appear() { appearAll(in: content) }
}

extension TutorialSpotlightShape {
    /// What the shape draws, described: `circle`, `roundedRect(cornerRadius: 28.0, style: continuous)`.
    @_spi(StandIn)
    nonisolated public var kind: String { path(in: .zero).description }
}

/// What a test drives an overlay with, whatever its generic parameters.
@_spi(StandIn)
public protocol TutorialSpotlightDriver {
    /// The card the overlay shows now, or `nil`.
    @MainActor func currentCard() -> (any View)?
    /// A tap on the dimmed screen.
    @MainActor func tapDimmedScreen()
    /// What the modifier was given, by label, described.
    var arguments: [(label: String, value: String)] { get }
}

/// What `tutorialSpotlight(...)` returns: everything it was given.
@_spi(StandIn)
nonisolated public struct TutorialSpotlightView<Content: View, ID: Hashable, Overlay: View>: View, AppearingView,
    TutorialSpotlightDriver
{
    public let content: Content
    public let selection: Binding<ID?>
    public let orderedIDs: [ID]
    public let spotlightPadding: CGFloat
    public let spotlightShape: TutorialSpotlightShape
    public let animationDuration: TimeInterval
    public let dimmingOpacity: CGFloat
    public let spotlightEdgeBlurRadius: CGFloat
    let overlay: (ID, TutorialSpotlightActions) -> Overlay

    @MainActor public func appear() { appearAll(in: content) }

    /// The ids with a source in the content.
    public var registeredIDs: Set<ID> {
        var found = Set<ID>()
        func collect(_ value: Any) {
            if let source = value as? any TutorialSpotlightSource, let id = source.anyID.base as? ID { found.insert(id) }
            for child in Mirror(reflecting: value).children { collect(child.value) }
        }
        collect(content)
        return found
    }

    /// The card for the selection, as the package draws it: `nil` when
    /// nothing is selected or the selected id has no source.
    public func card() -> Overlay? {
        guard let selected = selection.wrappedValue, registeredIDs.contains(selected) else { return nil }
        let registered = registeredIDs
        let actions = TutorialSpotlightActions(
            dismiss: { selection.wrappedValue = nil },
            previous: { selection.wrappedValue = adjacent(to: selected, by: -1, among: registered) },
            advance: { selection.wrappedValue = adjacent(to: selected, by: 1, among: registered) })
        return overlay(selected, actions)
    }

    public func currentCard() -> (any View)? { card() }

    public var arguments: [(label: String, value: String)] {
        [
            ("orderedIDs", "[" + orderedIDs.map { "\($0)" }.joined(separator: ", ") + "]"), ("spotlightPadding", "\(spotlightPadding)"),
            ("spotlightShape", spotlightShape.kind),
            ("animationDuration", "\(animationDuration)"), ("dimmingOpacity", "\(dimmingOpacity)"),
            ("spotlightEdgeBlurRadius", "\(spotlightEdgeBlurRadius)"),
        ]
    }

    /// A tap on the dimmed screen, which dismisses.
    public func tapDimmedScreen() { selection.wrappedValue = nil }

    /// The package's `adjacentSelection`: the first registered id `offset`
    /// away in `orderedIDs`; `nil` past either end.
    private func adjacent(to selected: ID, by offset: Int, among registered: Set<ID>) -> ID? {
        guard var index = orderedIDs.firstIndex(of: selected) else { return nil }
        while true {
            index += offset
            guard orderedIDs.indices.contains(index) else { return nil }
            if registered.contains(orderedIDs[index]) { return orderedIDs[index] }
        }
    }
}
