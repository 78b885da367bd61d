import Foundation

#if canImport(os)
    import os
#endif

/// An analytics sink that writes each event to the system log: `os.Logger`
/// on Apple platforms (subsystem and category as given, the event's JSON
/// line as public text, so Console and `log stream` show it), standard
/// error elsewhere. For development and for apps that ship no analytics
/// of their own; ``JSONLinesTourAnalytics`` keeps events for `tourc report`.
public struct TourAnalyticsLog: TourAnalytics {
    /// The log's subsystem (the app's bundle id, usually).
    public let subsystem: String
    /// The log's category.
    public let category: String

    /// A sink logging under `subsystem` and `category`.
    public init(subsystem: String, category: String = "tour") {
        self.subsystem = subsystem
        self.category = category
    }

    public func record(_ event: TourAnalyticsEvent) {
        let line = event.jsonLine
        #if canImport(os)
            Logger(subsystem: subsystem, category: category).info("\(line, privacy: .public)")
        #else
            FileHandle.standardError.write(Data("\(subsystem) \(category): \(line)\n".utf8))
        #endif
    }
}
