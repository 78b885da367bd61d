/// What one ``RemoteTourSource/refresh()`` did.
public struct RemoteTourRefresh: Sendable {
    /// Where the tours came from.
    public enum Origin: Sendable, Equatable {
        /// A feed the server sent now.
        case network
        /// The server said the cached feed is current (HTTP 304).
        case notModified
        /// The server's answer could not be used; the cached feed was.
        case cache
        /// Neither the server's answer nor a cache could be used.
        case none
    }

    /// Where the tours came from.
    public let origin: Origin
    /// The tours this app build can show, in feed order.
    public let accepted: [TourBundle]
    /// The feed's tours it cannot, each with why.
    public let rejected: [RemoteTourRejection]
    /// Why the feed itself was not used (HTTP status, size, decode error); nil when it was.
    public let failure: String?

    /// Creates a result.
    public init(origin: Origin, accepted: [TourBundle], rejected: [RemoteTourRejection], failure: String?) {
        self.origin = origin
        self.accepted = accepted
        self.rejected = rejected
        self.failure = failure
    }
}

/// A tour of the feed that this app build does not show, and why.
public struct RemoteTourRejection: Sendable, Equatable {
    /// The tour's id (`tours[N]` for an element without one).
    public let tourID: String
    /// Why, in words for a log: "step 'share' targets 'shareButton', which
    /// this app version does not register".
    public let reason: String

    /// Creates a rejection.
    public init(tourID: String, reason: String) {
        self.tourID = tourID
        self.reason = reason
    }
}
