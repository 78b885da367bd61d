// What tests drive the stand-in with, outside the package's public API
// (`@_spi(StandIn) import HelpInfoSpotlightOverlay`): the views the public
// modifiers return, what the overlay was given, the card it shows, and the
// package's navigation over the views tagged in its content.
import Foundation
import SwiftUI

/// A view tagged with an id, found in an overlay's content as the package's
/// anchor preferences find it.
@_spi(StandIn)
public protocol HelpInfoTag {
    /// The id the view is tagged with.
    var anyID: AnyHashable { get }
}

/// What `helpInfoViewTag(id:)` returns.
@_spi(StandIn)
nonisolated public struct HelpInfoTaggedView<Content: View, ID: Hashable>: View, HelpInfoTag, AppearingView {
    public let content: Content
    public let id: ID
    public var anyID: AnyHashable { AnyHashable(id) }
    @MainActor public func appear() { appearAll(in: content) }
}

/// The package's ready card, as `helpInfoOverlay(for:actions:)` makes it:
/// its title and text, and buttons whose accessibility labels are `exit`,
/// `previous` and `next` (a test presses them by those names).
@_spi(StandIn)
nonisolated public struct HelpInfoCard: View {
    public let title: LocalizedStringKey
    public let text: LocalizedStringKey
    public let buttons: TupleView<(Button<Text>, Button<Text>, Button<Text>)>

    @MainActor init(title: LocalizedStringKey, text: LocalizedStringKey, actions: HelpInfoSpotlightOverlayActions) {
        self.title = title
        self.text = text
        buttons = TupleView(
            (Button("exit") { actions.dismiss() }, Button("previous") { actions.previous() }, Button("next") { actions.next() }))
    }
}

/// What a test drives an overlay with, whatever its generic parameters.
@_spi(StandIn)
public protocol HelpInfoSpotlightOverlayDriver {
    /// The card the overlay shows now, or `nil`.
    @MainActor func currentCard() -> (any View)?
    /// The package's next update, which applies Next and Back.
    @MainActor func nextFrame()
    /// A tap on the dimmed screen.
    @MainActor func tapDimmedScreen()
    /// What the modifier was given, by label, described.
    var arguments: [(label: String, value: String)] { get }
}

/// What the overlay remembers between frames: the id Next or Back picked,
/// which the package applies to the selection on the next update
/// (`onChange(of: pending) { Task { selection = pending } }`).
@_spi(StandIn)
public final class HelpInfoOverlayState<ID: Hashable>: @unchecked Sendable {
    var pending: ID?
    var pendingChanged = false
    /// The actions handed to the card last.
    public internal(set) var actions: HelpInfoSpotlightOverlayActions?
}

/// What `helpInfoSpotlightOverlay(...)` returns: everything it was given.
@_spi(StandIn)
nonisolated public struct HelpInfoSpotlightOverlayView<Content: View, ID: Hashable, Overlay: View>: View, AppearingView,
    HelpInfoSpotlightOverlayDriver
{
    public let content: Content
    public let selection: Binding<ID?>
    public let orderedIDs: [ID]
    public let spotlightPadding: CGFloat
    public let cornerRadius: CGFloat
    public let animationDuration: TimeInterval
    public let blurRadius: CGFloat
    public let dimmingOpacity: CGFloat
    public let scrollToItem: Bool
    public let windowedMode: WindowedMode
    let overlay: (ID, HelpInfoSpotlightOverlayActions) -> Overlay
    public let state = HelpInfoOverlayState<ID>()

    init(
        content: Content, selection: Binding<ID?>, orderedIDs: [ID], spotlightPadding: CGFloat, cornerRadius: CGFloat,
        animationDuration: TimeInterval, blurRadius: CGFloat, dimmingOpacity: CGFloat, scrollToItem: Bool, windowedMode: WindowedMode,
        overlay: @escaping (ID, HelpInfoSpotlightOverlayActions) -> Overlay
    ) {
        self.content = content
        self.selection = selection
        self.orderedIDs = orderedIDs
        self.spotlightPadding = spotlightPadding
        self.cornerRadius = cornerRadius
        self.animationDuration = animationDuration
        self.blurRadius = blurRadius
        self.dimmingOpacity = dimmingOpacity
        self.scrollToItem = scrollToItem
        self.windowedMode = windowedMode
        self.overlay = overlay
    }

    @MainActor public func appear() { appearAll(in: content) }

    /// The ids whose views are tagged in the content.
    public var taggedIDs: Set<ID> {
        var found = Set<ID>()
        func collect(_ value: Any) {
            if let tag = value as? any HelpInfoTag, let id = tag.anyID.base as? ID { found.insert(id) }
            for child in Mirror(reflecting: value).children { collect(child.value) }
        }
        collect(content)
        return found
    }

    /// The card for the selection, as the package draws it: `nil` when
    /// nothing is selected or the selected id has no tagged view.
    public func card() -> Overlay? {
        guard let selected = selection.wrappedValue, taggedIDs.contains(selected) else { return nil }
        let tagged = taggedIDs
        let actions = HelpInfoSpotlightOverlayActions(
            dismiss: { selection.wrappedValue = nil },
            previous: { pick(step(from: selected, by: -1, among: tagged)) },
            next: { pick(step(from: selected, by: 1, among: tagged)) })
        state.actions = actions
        return overlay(selected, actions)
    }

    public func currentCard() -> (any View)? { card() }

    public var arguments: [(label: String, value: String)] {
        [
            ("orderedIDs", "[" + orderedIDs.map { "\($0)" }.joined(separator: ", ") + "]"), ("spotlightPadding", "\(spotlightPadding)"),
            ("cornerRadius", "\(cornerRadius)"),
            ("animationDuration", "\(animationDuration)"), ("blurRadius", "\(blurRadius)"), ("dimmingOpacity", "\(dimmingOpacity)"),
            ("scrollToItem", "\(scrollToItem)"), ("windowedMode", "\(windowedMode)"),
        ]
    }

    /// A tap on the dimmed screen, which dismisses.
    public func tapDimmedScreen() { selection.wrappedValue = nil }

    /// The next update: the id Next or Back picked becomes the selection.
    public func nextFrame() {
        guard state.pendingChanged else { return }
        state.pendingChanged = false
        selection.wrappedValue = state.pending
    }

    private func pick(_ id: ID?) {
        guard let id else { return }
        if state.pending != id { state.pendingChanged = true }
        state.pending = id
    }

    /// The package's `previousId`/`nextId`: the first tagged id `offset`
    /// away in `orderedIDs`, wrapping around; `selected` itself when it is
    /// the only tagged one.
    private func step(from selected: ID, by offset: Int, among tagged: Set<ID>) -> ID? {
        guard var index = orderedIDs.firstIndex(of: selected) else { return nil }
        for _ in 0..<orderedIDs.count {
            index = (index + offset + orderedIDs.count) % orderedIDs.count
            if tagged.contains(orderedIDs[index]) { return orderedIDs[index] }
        }
        return nil
    }
}
