import Testing

@testable import TourDiagnostics
@testable import TourModel
@testable import TourSyntax

@Suite("YAMLNumber: the YAML 1.2 core schema")
struct YAMLNumberTests {
    @Test(arguments: [
        ("8", 8.0), ("8.5", 8.5), (".5", 0.5), ("5.", 5.0), ("1e3", 1000.0), ("1E-2", 0.01),
        ("-1", -1.0), ("+2", 2.0), ("0", 0.0), ("007", 7.0), ("-.25", -0.25), ("2.5e+1", 25.0),
    ])
    func parsesCoreSchemaNumbers(text: String, expected: Double) {
        #expect(YAMLNumber.parse(text) == expected)
    }

    @Test(arguments: [
        "0x10", "0o17", "1_000", "8px", "", ".", "-", "1e", "1e+", "e3", "1:30", " 8", "8 ", "1.2.3", "--1", "inf",
        "nan", ".infinity", "eight",
    ])
    func rejectsEverythingElse(text: String) {
        #expect(YAMLNumber.parse(text) == nil)
    }

    @Test(arguments: [".inf", ".Inf", ".INF", "+.inf"])
    func positiveInfinityIsANumberButNotFinite(text: String) throws {
        let value = try #require(YAMLNumber.parse(text))
        #expect(value == .infinity)
        #expect(!value.isFinite)
    }

    @Test func negativeInfinity() {
        #expect(YAMLNumber.parse("-.inf") == -.infinity)
    }

    @Test(arguments: [".nan", ".NaN", ".NAN"])
    func notANumberParsesAsNaN(text: String) throws {
        let value = try #require(YAMLNumber.parse(text))
        #expect(value.isNaN)
    }

    @Test func integers() {
        #expect(YAMLNumber.parseInteger("30") == 30)
        #expect(YAMLNumber.parseInteger("-4") == -4)
        #expect(YAMLNumber.parseInteger("+4") == 4)
        for text in ["3.0", "1e3", "0x1F", "1_000", "", "-", "30s", "99999999999999999999999"] {
            #expect(YAMLNumber.parseInteger(text) == nil, "\(text)")
        }
    }
}
