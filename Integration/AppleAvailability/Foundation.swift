// A stand-in for Apple's Foundation, for Integration/check-apple-availability.sh.
//
// The Linux toolchain has no Foundation interface for Apple platforms, so
// this file declares the part of Foundation that TourKit, the generated code
// and the check's client files use, each declaration with the availability
// Apple's documentation gives for it. Bodies are placeholders: the file is
// only ever type-checked against, never run.
//
// Sources (developer.apple.com/documentation/foundation/..., read for the
// "Availability" of each page):
// - Date, Data, URL, Locale, JSONEncoder, JSONDecoder, TimeInterval:
//   iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0 (the Swift value types and
//   coders shipped with the Swift overlay).
// - JSONEncoder.OutputFormatting.sortedKeys: iOS 11.0, macOS 10.13,
//   tvOS 11.0, watchOS 4.0; .withoutEscapingSlashes: iOS 13.0,
//   macOS 10.15, tvOS 13.0, watchOS 6.0. JSONEncoder.dateEncodingStrategy,
//   JSONDecoder.dateDecodingStrategy: iOS 8.0, macOS 10.10, tvOS 9.0,
//   watchOS 2.0; their .iso8601: iOS 10.0, macOS 10.12, tvOS 10.0,
//   watchOS 3.0.
// - FileHandle, .standardError, write(_:): iOS 2.0, macOS 10.0, tvOS 9.0,
//   watchOS 2.0. UUID, .uuidString: iOS 6.0, macOS 10.8, tvOS 9.0, watchOS 2.0.
// - Date.now: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0.
// - URL(filePath:), URL.path(percentEncoded:): iOS 16.0, macOS 13.0,
//   tvOS 16.0, watchOS 9.0.
// - NSLock, NSLocking, UserDefaults, Bundle (main, preferredLocalizations,
//   developmentLocalization, localizedString(forKey:value:table:)): iOS 2.0,
//   macOS 10.0, tvOS 9.0, watchOS 2.0. NSLocking.withLock(_:): iOS 16.0, macOS 13.0, tvOS 16.0,
//   watchOS 9.0.
// - StringProtocol.range(of:), .components(separatedBy:): iOS 8.0,
//   macOS 10.10 (the String bridging of NSString's methods).
// - CGFloat, CGPoint, CGSize, CGRect (CoreGraphics, which Foundation
//   re-exports): iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0.
// - URLSession: iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0;
//   URLSession.data(for:delegate:): iOS 15.0, macOS 12.0, tvOS 15.0,
//   watchOS 8.0. URLRequest, URLError: iOS 8.0, macOS 10.10, tvOS 9.0,
//   watchOS 2.0. URLResponse, HTTPURLResponse, FileManager, NSNumber:
//   iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0;
//   HTTPURLResponse.value(forHTTPHeaderField:): iOS 13.0, macOS 10.15,
//   tvOS 13.0, watchOS 6.0.
// - Data(base64Encoded:options:), Data.base64EncodedString(options:): iOS 8.0,
//   macOS 10.10, tvOS 9.0, watchOS 2.0 (Data's own).
// - DataProtocol, ContiguousBytes: iOS 12.0, macOS 10.14, tvOS 12.0,
//   watchOS 5.0, which CryptoKit's Curve25519 (iOS 13.0) takes.
//
// - ProcessInfo (processInfo, arguments): iOS 2.0, macOS 10.0, tvOS 9.0,
//   watchOS 2.0. UUID: iOS 6.0, macOS 10.8, tvOS 9.0, watchOS 2.0.
//   Date.timeIntervalSinceNow, .timeIntervalSinceReferenceDate: as Date.
// - NSUbiquitousKeyValueStore (default, data(forKey:), set(_:forKey:),
//   dictionaryRepresentation, synchronize()): iOS 5.0, macOS 10.7,
//   tvOS 9.0, watchOS 9.0.
//
// Members carry an annotation only where they are newer than their type.

public typealias TimeInterval = Double

/// A 64-bit floating-point value on every platform tourc's apps ship to.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, *)
public struct CGFloat: Hashable, Sendable, Codable, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var native: Double
    public init(_ value: Double) { native = value }
    public init(_ value: Int) { native = Double(value) }
    public init(floatLiteral value: Double) { native = value }
    public init(integerLiteral value: Int) { native = Double(value) }
    public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.native < rhs.native }
}

extension Double {
    public init(_ value: CGFloat) { self = value.native }
}

@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, *)
public struct CGPoint: Hashable, Sendable, Codable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }
    public static let zero = CGPoint(x: 0, y: 0)
}

@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, *)
public struct CGSize: Hashable, Sendable, Codable {
    public var width: CGFloat
    public var height: CGFloat
    public init(width: CGFloat, height: CGFloat) { (self.width, self.height) = (width, height) }
    public static let zero = CGSize(width: 0, height: 0)
}

@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, *)
public struct CGRect: Hashable, Sendable, Codable {
    public var origin: CGPoint
    public var size: CGSize
    public init(origin: CGPoint, size: CGSize) { (self.origin, self.size) = (origin, size) }
    public static let zero = CGRect(origin: .zero, size: .zero)
}

@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, *)
public struct Date: Hashable, Sendable, Codable, Comparable {
    public init() {}
    public init(timeIntervalSinceReferenceDate: TimeInterval) {}
    public init(timeIntervalSince1970: TimeInterval) {}
    public static var distantPast: Date { Date() }
    public static var distantFuture: Date { Date() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static var now: Date { Date() }
    public func timeIntervalSince(_ date: Date) -> TimeInterval { 0 }
    public var timeIntervalSinceNow: TimeInterval { 0 }
    public var timeIntervalSinceReferenceDate: TimeInterval { 0 }
    public var timeIntervalSince1970: TimeInterval { 0 }
    public func addingTimeInterval(_ interval: TimeInterval) -> Date { self }
    public static func + (lhs: Date, rhs: TimeInterval) -> Date { lhs }
    public static func - (lhs: Date, rhs: TimeInterval) -> Date { lhs }
    public static func < (lhs: Date, rhs: Date) -> Bool { false }
}

@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, *)
public struct Data: Hashable, Sendable, Codable, RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element == UInt8 {}
    public init(contentsOf url: URL, options: ReadingOptions = []) throws {}
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> UInt8 {
        get { 0 }
        set {}
    }
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == UInt8 {}
    public func write(to url: URL, options: WritingOptions = []) throws {}
    public init?(base64Encoded base64String: String, options: Base64DecodingOptions = []) {}
    public func base64EncodedString(options: Base64EncodingOptions = []) -> String { "" }

    public struct Base64DecodingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    public struct Base64EncodingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mappedIfSafe = ReadingOptions(rawValue: 1)
    }

    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let atomic = WritingOptions(rawValue: 1)
    }
}

@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, *)
public struct URL: Hashable, Sendable, Codable {
    public init(fileURLWithPath path: String) {}
    public init?(string: String) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(filePath path: String) {}
    public var path: String { "" }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func path(percentEncoded: Bool = true) -> String { "" }
    public var lastPathComponent: String { "" }
    public var absoluteString: String { "" }
    public func appendingPathComponent(_ component: String) -> URL { self }
    public func deletingLastPathComponent() -> URL { self }
}

@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, *)
extension Error {
    public var localizedDescription: String { "" }
}

@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, *)
public struct URLRequest: Hashable, Sendable {
    public enum CachePolicy: UInt, Sendable {
        case useProtocolCachePolicy = 0
        case reloadIgnoringLocalCacheData = 1
    }
    public init(url: URL, cachePolicy: CachePolicy = .useProtocolCachePolicy, timeoutInterval: TimeInterval = 60) {}
    public var url: URL? { nil }
    public mutating func setValue(_ value: String?, forHTTPHeaderField field: String) {}
    public func value(forHTTPHeaderField field: String) -> String? { nil }
}

@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, *)
open class URLResponse: @unchecked Sendable {
    open var expectedContentLength: Int64 { 0 }
}

@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, *)
open class HTTPURLResponse: URLResponse, @unchecked Sendable {
    open var statusCode: Int { 0 }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    open func value(forHTTPHeaderField field: String) -> String? { nil }
}

@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, *)
public struct URLError: Error, Sendable {
    public struct Code: Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let timedOut = Code(rawValue: -1001)
    }
    public init(_ code: Code) {}
}

@available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, *)
open class URLSession: @unchecked Sendable {
    open class var shared: URLSession { URLSession() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) { fatalError() }
}

@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, *)
open class NSNumber: @unchecked Sendable {
    open var intValue: Int { 0 }
}

@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, *)
public struct FileAttributeKey: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let size = FileAttributeKey(rawValue: "NSFileSize")
}

@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, *)
open class FileManager: @unchecked Sendable {
    open class var `default`: FileManager { FileManager() }
    open func fileExists(atPath path: String) -> Bool { false }
    open func attributesOfItem(atPath path: String) throws -> [FileAttributeKey: Any] { [:] }
    open func createDirectory(at url: URL, withIntermediateDirectories: Bool, attributes: [FileAttributeKey: Any]? = nil) throws {}
    open func removeItem(at url: URL) throws {}
}

@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, *)
public struct Locale: Hashable, Sendable, Codable {
    public init(identifier: String) {}
    public static var current: Locale { Locale(identifier: "") }
    public var identifier: String { "" }
}

@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, *)
public protocol NSLocking {
    func lock()
    func unlock()
}

extension NSLocking {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func withLock<R>(_ body: () throws -> R) rethrows -> R { try body() }
}

@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, *)
open class NSLock: NSLocking, @unchecked Sendable {
    public init() {}
    open func lock() {}
    open func unlock() {}
}

@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, *)
open class UserDefaults: @unchecked Sendable {
    public init?(suiteName: String?) {}
    open class var standard: UserDefaults { UserDefaults(suiteName: nil)! }
    open func data(forKey key: String) -> Data? { nil }
    open func set(_ value: Any?, forKey key: String) {}
    open func removeObject(forKey key: String) {}
}

@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, *)
open class JSONEncoder {
    public struct OutputFormatting: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let prettyPrinted = OutputFormatting(rawValue: 1)
        @available(iOS 11.0, macOS 10.13, tvOS 11.0, watchOS 4.0, *)
        public static let sortedKeys = OutputFormatting(rawValue: 2)
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
        public static let withoutEscapingSlashes = OutputFormatting(rawValue: 8)
    }

    public enum DateEncodingStrategy: Sendable {
        case deferredToDate, secondsSince1970
        @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, *)
        case iso8601
    }

    public init() {}
    open var outputFormatting: OutputFormatting = []
    open var dateEncodingStrategy: DateEncodingStrategy = .deferredToDate
    open func encode<T: Encodable>(_ value: T) throws -> Data { Data() }
}

@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, *)
open class JSONDecoder {
    public enum DateDecodingStrategy: Sendable {
        case deferredToDate, secondsSince1970
        @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, *)
        case iso8601
    }

    public init() {}
    open var dateDecodingStrategy: DateDecodingStrategy = .deferredToDate
    open func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { fatalError() }
}

@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, *)
open class FileHandle: @unchecked Sendable {
    open class var standardError: FileHandle { FileHandle() }
    open func write(_ data: Data) {}
}

@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, *)
extension StringProtocol {
    public func range<T: StringProtocol>(of other: T) -> Range<String.Index>? { nil }
    public func components<T: StringProtocol>(separatedBy separator: T) -> [String] { [] }
}

@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, *)
open class Bundle: @unchecked Sendable {
    open class var main: Bundle { Bundle() }
    open var preferredLocalizations: [String] { [] }
    open var developmentLocalization: String? { nil }
    open func localizedString(forKey key: String, value: String?, table tableName: String?) -> String { key }
}

@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, *)
open class ProcessInfo: @unchecked Sendable {
    open class var processInfo: ProcessInfo { ProcessInfo() }
    open var arguments: [String] { [] }
}

@available(iOS 6.0, macOS 10.8, tvOS 9.0, watchOS 2.0, *)
public struct UUID: Hashable, Sendable, Codable {
    public init() {}
    public var uuidString: String { "" }
}

@available(iOS 5.0, macOS 10.7, tvOS 9.0, watchOS 9.0, *)
open class NSUbiquitousKeyValueStore {
    open class var `default`: NSUbiquitousKeyValueStore { NSUbiquitousKeyValueStore() }
    open func data(forKey aKey: String) -> Data? { nil }
    open func set(_ aData: Data?, forKey aKey: String) {}
    open var dictionaryRepresentation: [String: Any] { [:] }
    open func synchronize() -> Bool { true }
}

/// Bytes that can be read as one or more regions (Foundation's DataProtocol).
@available(iOS 12.0, macOS 10.14, tvOS 12.0, watchOS 5.0, *)
public protocol DataProtocol: RandomAccessCollection where Element == UInt8 {}

/// Bytes in one contiguous region (Foundation's ContiguousBytes).
@available(iOS 12.0, macOS 10.14, tvOS 12.0, watchOS 5.0, *)
public protocol ContiguousBytes {}

@available(iOS 12.0, macOS 10.14, tvOS 12.0, watchOS 5.0, *)
extension Data: DataProtocol, ContiguousBytes {}

@available(iOS 12.0, macOS 10.14, tvOS 12.0, watchOS 5.0, *)
extension Array: DataProtocol, ContiguousBytes where Element == UInt8 {}
