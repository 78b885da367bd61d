import Testing

@testable import TourFormat

/// App versions as `CFBundleShortVersionString` writes them, compared as
/// remote tours' `minAppVersion` and `maxAppVersion` are.
@Suite struct AppVersionTests {
    @Test func versionsCompareNumberByNumber() throws {
        let v = { (text: String) in try #require(AppVersion(text)) }
        #expect(try v("2.9") < v("2.10"))
        #expect(try v("2.1") == v("2.1.0"))
        #expect(try !(v("3") < v("2.99")))
    }

    @Test(arguments: ["", "2.", ".1", "2.x", "-1", "1.2.3.4.5.6.7.8.9", "12345678901", "2 .1", "١.٢"])
    func notAVersion(_ text: String) {
        #expect(AppVersion(text) == nil)
    }
}
