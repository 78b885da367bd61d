import Foundation
import Testing
import TourFormat

@testable import TourDiagnostics
@testable import TourModel
@testable import TourSyntax
@testable import TourValidation

/// Names that validate also compile (issue "Nothing lost, round two",
/// item 12): every name the generated code uses is refused as a tour's
/// type or a step's case, and the lists are held to the code they describe.
@Suite struct GeneratedNamesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func findings(_ yaml: String) -> [Diagnostic] {
        var collector = DiagnosticCollector(file: "t.tour.yaml")
        let parsed = YAMLParser().parse(Array(yaml.utf8), diagnostics: &collector)
        let decoded = TourDecoder.decode(parsed.documents, file: "t.tour.yaml")
        #expect(!decoded.diagnostics.containsErrors, "\(decoded.diagnostics)")
        return Validator.checkFile("t.tour.yaml", tours: decoded.tours, diagnostics: [], isComplete: true, options: ValidationOptions())
            .diagnostics
    }

    @Test(arguments: GeneratedNames.types.union(["Self", "self", "class", "Any"]).sorted())
    func everyTypeNameTheCodeUsesIsRefusedAsASwiftName(_ name: String) {
        let yaml = "tour: t\nswiftName: \(name)\nsteps:\n  - id: s\n    title: T\n    text: X\n"
        let codes = Self.findings(yaml).map(\.code)
        // A keyword that is not a type name fails the naming rule first (TOUR204).
        let expected: DiagnosticCode = NameRule.swiftTypeName.matches(name) ? .reservedTypeName : .invalidName
        #expect(codes.contains(expected) || codes.contains(.reservedTypeName), "\(name): \(codes)")
    }

    /// `waitFor`, `ifMissing` and `screen` are members only of a tour that
    /// waits or knows a screen: a step may take the name otherwise.
    @Test func theMembersOfWaitsAndScreensAreTakenOnlyWhereTheyAreWritten() {
        let steps = "steps:\n  - id: waitFor\n    title: Wait\n    text: One.\n  - id: screen\n    title: Screen\n    text: Two.\n"
        func reserved(_ yaml: String) -> [String] {
            Self.findings(yaml).filter { $0.code == .reservedCaseName }.map { "\($0.position?.line ?? 0)" }
        }
        #expect(reserved("tour: t\n" + steps) == [])
        #expect(reserved("tour: t\ndefaults: {waitFor: 5s}\n" + steps) == ["4"], "waitFor, at its line")
        #expect(reserved("tour: t\n" + steps + "    screen: MainScreen\n") == ["6"], "screen, at its line")
    }

    /// Round three: `any`, `each` and `_` matched the naming rule and made
    /// `enum any: String` and the like, which do not compile.
    @Test(arguments: ["any", "each", "_"])
    func aContextualKeywordOrAnUnderscoreIsNoTypeName(_ name: String) {
        let yaml = "tour: t\nswiftName: \(name)\nsteps:\n  - id: s\n    title: T\n    text: X\n"
        #expect(Self.findings(yaml).map(\.code) == [.reservedTypeName], "\(name)")
    }

    @Test(arguments: GeneratedNames.members.union(["presentation"]).sorted())
    func everyMemberIsRefusedAsACaseName(_ name: String) {
        let yaml = "tour: t\nsteps:\n  - id: \(name)\n    title: T\n    text: X\n"
        #expect(Self.findings(yaml).map(\.code).contains(.reservedCaseName), "\(name)")
    }

    @Test func aPlainNameAndAKeywordCaseAreAccepted() {
        // The emitter escapes keywords: `case \`default\``.
        let yaml = "tour: t\nswiftName: PlayerHelp\nsteps:\n  - id: waveform\n    title: T\n    text: X\n  - id: default\n    title: T\n    text: Y\n"
        #expect(Self.findings(yaml).filter { $0.severity == .error }.isEmpty)
    }

    /// Every type TourKit and TourFormat declare at the top level is listed.
    @Test func theTypeListHoldsEveryTopLevelTypeOfTourKitAndTourFormat() throws {
        let declaration = try Regex(#"^(?:@[\w().,: ]+\s+)*public (?:final )?(?:struct|enum|class|protocol|typealias|actor) (\w+)"#)
        var names: Set<String> = []
        for module in ["TourKit", "TourFormat"] {
            let folder = Self.root.appendingPathComponent("Sources/" + module)
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    if let match = try declaration.firstMatch(in: String(line)), let name = match.output[1].substring {
                        names.insert(String(name))
                    }
                }
            }
        }
        #expect(!names.isEmpty)
        #expect(names.subtracting(GeneratedNames.types).sorted() == [], "add these to GeneratedNames.types")
    }

    /// Every member the Swift emitter declares on a tour enum is listed:
    /// read from the golden files, in the enum and its extensions (the
    /// samples', and those of a tour whose steps wait and have screens).
    @Test func theMemberListHoldsEveryMemberTheEmitterWrites() throws {
        let golden = Self.root.appendingPathComponent("Tests/TourGenerationTests/Golden")
        let member = try Regex(#"^    (?:@\w+ )?(?:(?:static|private|fileprivate|public|package|internal|nonisolated) )*(?:let|var) (\w+)"#)
        var found: Set<String> = []
        let files = try ["Swift", "Screens"].flatMap { name in
            let folder = golden.appendingPathComponent(name)
            return try FileManager.default.contentsOfDirectory(atPath: folder.path).map { folder.appendingPathComponent($0) }
        }
        for path in files where path.pathExtension == "swift" {
            let text = try String(contentsOf: path, encoding: .utf8)
            var inTourType = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if !line.hasPrefix(" "), !line.hasPrefix("}"), !line.isEmpty, !line.hasPrefix("//"), !line.hasPrefix("@") {
                    // A top-level declaration: the tour's enum or one of its extensions, or the glue on View.
                    inTourType = !line.contains("extension View") && (line.contains("enum ") || line.hasPrefix("extension "))
                }
                if inTourType, let match = try member.firstMatch(in: String(line)), let name = match.output[1].substring {
                    found.insert(String(name))
                }
            }
        }
        #expect(found.contains("presentation") && found.contains("metadata"), "\(found.sorted())")
        #expect(found.contains(GeneratedNames.stepScreen), "the samples' steps have screens")
        #expect(Set(GeneratedNames.stepWaits).isSubset(of: found), "the Screens tour waits")
        let conditional = [GeneratedNames.stepCondition, GeneratedNames.stepScreen] + GeneratedNames.stepWaits
        #expect(found.subtracting(GeneratedNames.members.union(conditional)).sorted() == [], "add these to GeneratedNames.members")
    }
}
