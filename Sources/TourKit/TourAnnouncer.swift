#if canImport(Accessibility)
    import Accessibility
#endif
#if canImport(UIKit)
    import UIKit
#elseif canImport(AppKit)
    import AppKit
#endif

/// Says what a tour wants VoiceOver to hear: each step as it shows
/// ("Step 2 of 5. Title. Text.") and the tour's end. A ``TourSession``
/// calls its ``TourSession/announcer``; tests give it a
/// ``RecordingTourAnnouncer`` to read what would be said.
@MainActor
public protocol TourAnnouncer {
    /// Says `announcement`, which is in `language` (a BCP 47 tag).
    func announce(_ announcement: String, language: String)
}

/// The system's announcement, which VoiceOver (and other assistive apps)
/// speak, and which does nothing when none runs:
/// `AccessibilityNotification.Announcement` where the OS has it (iOS 17,
/// macOS 14, tvOS 17, watchOS 10), `UIAccessibility.post(notification:
/// .announcement, argument:)` before it, and on macOS 12 and 13
/// `NSAccessibility`'s `announcementRequested`. Elsewhere (Linux) nothing.
public struct SystemTourAnnouncer: TourAnnouncer {
    /// The system's announcer.
    public init() {}

    public func announce(_ announcement: String, language: String) {
        #if canImport(Accessibility) && (os(iOS) || os(macOS) || os(tvOS) || os(watchOS) || os(visionOS))
            if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
                AccessibilityNotification.Announcement(announcement).post()
                return
            }
        #endif
        #if canImport(UIKit)
            UIAccessibility.post(notification: .announcement, argument: announcement)
        #elseif canImport(AppKit)
            NSAccessibility.post(
                element: NSApp.mainWindow as Any, notification: .announcementRequested,
                userInfo: [.announcement: announcement, .priority: NSAccessibilityPriorityLevel.high.rawValue])
        #endif
    }
}

/// An announcer that keeps what it is asked to say, in order, for tests
/// and previews.
@MainActor
public final class RecordingTourAnnouncer: TourAnnouncer {
    /// What was announced, in order.
    public private(set) var announcements: [String] = []
    /// The language of each announcement, in the same order.
    public private(set) var languages: [String] = []

    /// An announcer that has said nothing yet.
    public init() {}

    public func announce(_ announcement: String, language: String) {
        announcements.append(announcement)
        languages.append(language)
    }
}
