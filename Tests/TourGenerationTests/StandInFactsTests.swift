import Foundation
import TestSupport
import Testing
import TourFormat

/// The stand-ins are the real packages' public API: each declaration of
/// each stand-in (outside its `@_spi(StandIn)` test hooks) is the one its
/// facts file records from the package's source, and TourFormat's
/// `SpotlightOverlay` says what the facts say (defaults, labels, floors).
/// Integration/extract-package-facts.py reads both sides the same way.
@Suite struct StandInFactsTests {
    static let facts = GeneratedCodeHarness.standIns + "/Facts"

    /// One public declaration, as the facts script reads it.
    struct Declaration: Decodable, Hashable, CustomStringConvertible {
        struct Parameter: Decodable, Hashable {
            var label: String
            var type: String
            var `default`: String?
        }
        var scope: String
        var declaration: String
        var parameters: [Parameter]?

        var description: String { scope.isEmpty ? declaration : "\(scope): \(declaration)" }
    }

    struct Facts: Decodable {
        var package: String?
        var platforms: [String: String]?
        var declarations: [Declaration]
    }

    static func recorded(_ package: String) throws -> Facts {
        try JSONDecoder().decode(Facts.self, from: Data(contentsOf: URL(fileURLWithPath: "\(facts)/\(package).json")))
    }

    /// The declarations of the stand-in in `folder`.
    static func declared(in folder: String) throws -> Facts {
        let run = try runProcess(
            "/usr/bin/env", ["python3", packageRoot + "/Integration/extract-package-facts.py", "--stand-in", folder], in: packageRoot)
        try #require(run.status == 0, "\(run.error)")
        return try JSONDecoder().decode(Facts.self, from: Data(run.output.utf8))
    }

    /// What differs: declarations the facts have and the stand-in lacks, and the reverse.
    static func differences(_ package: String, standIn folder: String) throws -> (missing: [String], extra: [String]) {
        let expected = Set(try recorded(package).declarations.map(\.description))
        let actual = Set(try declared(in: folder).declarations.map(\.description))
        return (expected.subtracting(actual).sorted(), actual.subtracting(expected).sorted())
    }

    @Test(arguments: ["HelpInfoSpotlightOverlay", "TutorialSpotlight"])
    func theStandInDeclaresExactlyThePackagesPublicAPI(_ package: String) throws {
        let found = try Self.differences(package, standIn: GeneratedCodeHarness.standIns + "/" + package)
        #expect(found.missing.isEmpty, "the stand-in lacks \(found.missing)")
        #expect(found.extra.isEmpty, "the stand-in declares what the package does not: \(found.extra)")
        #expect(try Self.recorded(package).declarations.count > 10)
    }

    /// The check fails on a stand-in whose default or label drifted.
    @Test func aChangedDefaultOrLabelFailsTheCheck() throws {
        let scratch = try TemporaryFolder()
        let copy = scratch.path + "/HelpInfoSpotlightOverlay"
        try FileManager.default.copyItem(atPath: GeneratedCodeHarness.standIns + "/HelpInfoSpotlightOverlay", toPath: copy)
        let file = copy + "/HelpInfoSpotlightOverlay.swift"
        let source = try String(contentsOfFile: file, encoding: .utf8)
        for (old, new) in [
            ("dimmingOpacity: CGFloat = 0.8,", "dimmingOpacity: CGFloat = 0.7,"), ("blurRadius: CGFloat = 6.0,", "edgeBlur: CGFloat = 6.0,"),
        ] {
            #expect(source.contains(old))
            try source.replacingOccurrences(of: old, with: new).write(toFile: file, atomically: true, encoding: .utf8)
            let found = try Self.differences("HelpInfoSpotlightOverlay", standIn: copy)
            #expect(found.missing.count == 1 && found.extra.count == 1, "\(found)")
            #expect(found.extra.first?.contains(new) == true)
        }
    }

    /// The parameters of the modifier `name` in the package's facts whose labels include `label`.
    static func modifier(_ name: String, of package: String, with label: String) throws -> [String: Declaration.Parameter] {
        let declaration = try #require(
            try recorded(package).declarations.first {
                $0.declaration.hasPrefix("func \(name)<") && ($0.parameters ?? []).contains { $0.label == label }
            })
        return Dictionary(uniqueKeysWithValues: (declaration.parameters ?? []).map { ($0.label, $0) })
    }

    static func number(_ parameter: Declaration.Parameter?) -> Double? { parameter?.default.flatMap(Double.init) }

    @Test(arguments: SpotlightOverlay.allCases)
    func tourFormatsOverlayFactsAreThePackagesOwn(_ overlay: SpotlightOverlay) throws {
        let facts = try Self.recorded(overlay.moduleName)
        let modifier = try Self.modifier(
            overlay.rawValue, of: overlay.moduleName, with: overlay == .tutorialSpotlight ? "spotlightShape" : "cornerRadius")
        #expect(Self.number(modifier["spotlightPadding"]) == overlay.defaultPadding)
        for setting in PresentationSetting.allCases {
            let parameter = modifier[overlay.argumentLabel(of: setting)]
            #expect(parameter != nil, "\(overlay) has no '\(overlay.argumentLabel(of: setting))'")
            #expect(Self.number(parameter) == overlay.defaultValue(of: setting), "\(overlay).\(setting)")
        }
        switch overlay {
        case .helpInfoSpotlightOverlay:
            #expect(Self.number(modifier["cornerRadius"]) == overlay.defaultCornerRadius)
        case .tutorialSpotlight:
            #expect(modifier["spotlightShape"]?.default == ".rect(cornerRadius: \(Int(overlay.defaultCornerRadius)))")
        }
        let floors = Dictionary(uniqueKeysWithValues: overlay.platformFloors.map { ($0.platform, $0.version) })
        #expect(floors == facts.platforms)
    }

    /// Neither package lets an app make its actions: the card gets them.
    @Test(arguments: [("HelpInfoSpotlightOverlay", "HelpInfoSpotlightOverlayActions"), ("TutorialSpotlight", "TutorialSpotlightActions")])
    func theActionsHaveNoPublicInitializer(_ package: String, _ type: String) throws {
        let members = try Self.recorded(package).declarations.filter { $0.scope == type }
        #expect(members.count == 3)
        #expect(!members.contains { $0.declaration.hasPrefix("init") })
    }
}
