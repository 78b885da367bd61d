import TourFormat

/// The Apple platforms an app's `platforms:` names, as Package.swift spells them.
public enum ApplePlatform: String, Sendable, Hashable, CaseIterable, Comparable {
    case iOS, macOS, tvOS, watchOS, visionOS

    public static func < (left: ApplePlatform, right: ApplePlatform) -> Bool {
        allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
    }
}

/// An OS version such as `15.0` or `13.3`, compared part by part.
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The numbers, major first; at least two (`16` reads as `16.0`).
    public let parts: [Int]

    /// `text` as a version, or `nil` unless it is one to three whole numbers joined by dots.
    public init?(_ text: some StringProtocol) {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(pieces.count) else { return nil }
        var parts: [Int] = []
        for piece in pieces {
            guard !piece.isEmpty, piece.count <= 4, piece.allSatisfy({ ("0"..."9").contains($0) }), let number = Int(piece) else { return nil }
            parts.append(number)
        }
        if parts.count == 1 { parts.append(0) }
        self.parts = parts
    }

    /// `major.minor`.
    public init(_ major: Int, _ minor: Int) {
        parts = [major, minor]
    }

    public static func < (left: OSVersion, right: OSVersion) -> Bool {
        for index in 0..<max(left.parts.count, right.parts.count) {
            let a = index < left.parts.count ? left.parts[index] : 0
            let b = index < right.parts.count ? right.parts[index] : 0
            if a != b { return a < b }
        }
        return false
    }

    public static func == (left: OSVersion, right: OSVersion) -> Bool { !(left < right) && !(right < left) }

    public func hash(into hasher: inout Hasher) {
        var trimmed = parts
        while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }

    /// `15.0`, `13.3`.
    public var description: String { parts.map(String.init).joined(separator: ".") }
}

/// The platforms and versions an app supports: `platforms:` in tourc.yaml.
public struct PlatformSettings: Sendable, Hashable {
    /// The lowest version of each platform the app runs on; a platform not
    /// listed is one it does not run on.
    public var minimums: [ApplePlatform: OSVersion]

    /// What TourKit supports at the lowest (Package.swift's `platforms`):
    /// the default when tourc.yaml names none.
    public static let tourKit = PlatformSettings(minimums: [
        .iOS: OSVersion(15, 0), .macOS: OSVersion(12, 0), .tvOS: OSVersion(15, 0), .watchOS: OSVersion(8, 0), .visionOS: OSVersion(1, 0),
    ])

    /// Creates settings.
    public init(minimums: [ApplePlatform: OSVersion]) {
        self.minimums = minimums
    }

    /// "iOS 15.0, macOS 12.0", in Package.swift's order.
    public var description: String {
        minimums.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
    }
}

extension PlatformSettings {
    /// These settings with each platform raised to at least `floors`' version
    /// for it; a platform these settings do not list stays unlisted.
    public func raised(to floors: PlatformSettings) -> PlatformSettings {
        var minimums = self.minimums
        for (platform, floor) in floors.minimums {
            if let minimum = minimums[platform], minimum < floor { minimums[platform] = floor }
        }
        return PlatformSettings(minimums: minimums)
    }
}

extension SpotlightOverlay {
    /// The lowest OS versions the package's Package.swift declares.
    public var floors: PlatformSettings {
        var minimums: [ApplePlatform: OSVersion] = [:]
        for floor in platformFloors {
            if let platform = ApplePlatform(rawValue: floor.platform), let version = OSVersion(floor.version) { minimums[platform] = version }
        }
        return PlatformSettings(minimums: minimums)
    }
}
