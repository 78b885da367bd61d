import TourDiagnostics
import TourFormat

/// A remote feed as tourc reads it to preview it (`tourc preview
/// FEED.json`): each element of `tours` with what `RemoteTourFit` checks and
/// the cards' texts, read leniently, so one broken tour is shown as broken
/// while the others are shown whole. TourKit decodes feeds its own way
/// (`RemoteTourSource`); both apply the same rules.
package enum RemoteFeedReader {
    /// One element of `tours`.
    package struct Entry: Sendable {
        /// The tour's id, or `tours[N]`.
        package var name: String
        package var title: String?
        /// Each step's title and text, as written.
        package var cards: [(title: String, text: String)]
        /// What the rules read; `nil` for an element that is no bundle.
        package var fit: RemoteTourFit.Tour?
        /// Why the element is no bundle, when it is not.
        package var unreadable: String?
    }

    /// The feed's tours and withdrawn ids, or why the bytes are no feed
    /// (with the byte offset, when the JSON itself is broken).
    package static func read(_ bytes: [UInt8]) -> Result<(tours: [Entry], withdrawn: [String]), JSONReader.Failure> {
        let root: JSONValue
        switch JSONReader.read(bytes, maxDepth: 32) {
        case .success(let value): root = value
        case .failure(let failure): return .failure(failure)
        }
        // A signed feed's signed part (its envelope opened by the caller) has
        // a sequence; a feed of version 1 was written before feeds were signed.
        let isFeed: Bool
        if case .number("1") = root["feedVersion"]?.content { isFeed = true } else { isFeed = root["sequence"] != nil }
        guard isFeed, case .array(let elements) = root["tours"]?.content else {
            return .failure(
                JSONReader.Failure(offset: 0, message: "it has no tours list of a feed; write it with tourc compile --feed-out"))
        }
        var withdrawn: [String] = []
        if case .array(let ids) = root["withdrawn"]?.content { withdrawn = ids.compactMap(\.string) }
        return .success((elements.enumerated().map { entry($1, index: $0) }, withdrawn))
    }

    private static func entry(_ value: JSONValue, index: Int) -> Entry {
        let name = value["id"]?.string ?? "tours[\(index)]"
        guard let id = value["id"]?.string, case .number(let format) = value["schemaVersion"]?.content, let schemaVersion = Int(format),
            case .array(let steps) = value["steps"]?.content
        else {
            return Entry(name: name, title: nil, cards: [], fit: nil, unreadable: "it is not a tour bundle (no id, schemaVersion or steps)")
        }
        var fitSteps: [(id: String, target: String)] = []
        var cards: [(title: String, text: String)] = []
        for step in steps {
            guard let stepID = step["id"]?.string, let target = step["target"]?.string else {
                return Entry(name: name, title: nil, cards: [], fit: nil, unreadable: "a step has no id or target")
            }
            fitSteps.append((stepID, target))
            cards.append((step["title"]?.string ?? "", step["text"]?.string ?? ""))
        }
        var events: [String] = []
        if case .object(let members) = value["show"]?["events"]?.content { events = members.map(\.key) }
        let fit = RemoteTourFit.Tour(
            id: id, schemaVersion: schemaVersion, steps: fitSteps, events: events, minAppVersion: value["minAppVersion"]?.string,
            maxAppVersion: value["maxAppVersion"]?.string, parameters: value.conditionParameters)
        return Entry(name: name, title: value["title"]?.string, cards: cards, fit: fit, unreadable: nil)
    }
}
