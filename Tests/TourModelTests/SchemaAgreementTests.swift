import Foundation
import TestSupport
import Testing
import TourFormat

@testable import TourDiagnostics
@testable import TourModel
@testable import TourSyntax

/// The editor schemas in Schemas/ and the decoder's key tables must say the
/// same thing: the same keys, the same required keys, the same types.
@Suite struct SchemaAgreementTests {
    typealias JSONObject = [String: Any]

    static func schema(_ name: String) throws -> JSONObject {
        let data = try Data(contentsOf: URL(fileURLWithPath: packageRoot + "/Schemas/" + name))
        return try #require(try JSONSerialization.jsonObject(with: data) as? JSONObject)
    }

    /// Follows a local `$ref` such as `#/$defs/step`.
    static func resolve(_ node: JSONObject, in root: JSONObject) throws -> JSONObject {
        guard let reference = node["$ref"] as? String else { return node }
        var current: Any = root
        for part in reference.dropFirst(2).split(separator: "/") {
            current = try #require((current as? JSONObject)?[String(part)], "unresolved \(reference)")
        }
        return try #require(current as? JSONObject)
    }

    /// The decoder's kind for a property schema.
    static func kind(of property: JSONObject, in root: JSONObject) throws -> FieldSpec.Kind? {
        if let reference = property["$ref"] as? String {
            switch reference {
            case "#/$defs/localizedText": return .localizedText
            case "#/$defs/action": return .action
            case "#/$defs/shape": return .shape
            case "#/$defs/cornerStyle": return .cornerStyle
            case "#/$defs/scrollAnchor": return .scrollAnchor
            case "#/$defs/ifMissing": return .ifMissing
            case "#/$defs/osVersion": return .version
            default: return try kind(of: resolve(property, in: root), in: root)
            }
        }
        if let choices = property["oneOf"] as? [JSONObject] {
            let types = Set(choices.compactMap { $0["type"] as? String })
            return types == ["string", "object"] ? .stringOrObject : nil
        }
        if let types = property["type"] as? [String] { return Set(types) == ["boolean", "number", "string"] ? .scalar : nil }
        return (property["type"] as? String).flatMap(FieldSpec.Kind.init(rawValue:))
    }

    static func check(_ object: JSONObject, in root: JSONObject, against specs: [FieldSpec], _ what: String) throws {
        let resolved = try resolve(object, in: root)
        let properties = try #require(resolved["properties"] as? [String: JSONObject], "\(what) has no properties")
        #expect(Set(properties.keys) == Set(specs.map(\.key)), "\(what): schema keys differ from the decoder's")
        let required = Set(resolved["required"] as? [String] ?? [])
        #expect(required == Set(specs.filter(\.isRequired).map(\.key)), "\(what): required keys differ")
        #expect(resolved["additionalProperties"] as? Bool == false, "\(what) must reject unknown keys")
        for spec in specs {
            guard let property = properties[spec.key] else { continue }
            #expect(try kind(of: property, in: root) == spec.kind, "\(what).\(spec.key): type differs")
        }
    }

    static func property(_ key: String, of object: JSONObject, in root: JSONObject) throws -> JSONObject {
        let properties = try #require(try resolve(object, in: root)["properties"] as? [String: JSONObject])
        return try #require(properties[key], "no property \(key)")
    }

    @Test func tourSchemaMatchesTheDecoder() throws {
        let root = try Self.schema("tour.schema.json")
        try Self.check(root, in: root, against: TourKeys.tour, "tour")
        try Self.check(try Self.property("defaults", of: root, in: root), in: root, against: TourKeys.defaults, "defaults")
        try Self.check(try Self.property("show", of: root, in: root), in: root, against: TourKeys.show, "show")
        let steps = try Self.property("steps", of: root, in: root)
        let step = try #require(steps["items"] as? JSONObject)
        try Self.check(step, in: root, against: TourKeys.step, "step")
        try Self.check(
            try Self.property("presentation", of: root, in: root), in: root, against: TourKeys.presentation, "presentation")
        let experiment = try Self.property("experiment", of: root, in: root)
        try Self.check(experiment, in: root, against: TourKeys.experiment, "experiment")
        let variants = try Self.property("variants", of: experiment, in: root)
        let variant = try #require(variants["additionalProperties"] as? JSONObject)
        try Self.check(variant, in: root, against: TourKeys.variant, "variant")
        let variantSteps = try Self.property("steps", of: variant, in: root)
        try Self.check(
            try #require(variantSteps["additionalProperties"] as? JSONObject), in: root, against: TourKeys.variantStep, "variant step")
        func choices(_ name: String) throws -> [String]? {
            try Self.resolve(["$ref": "#/$defs/\(name)"], in: root)["enum"] as? [String]
        }
        #expect(try choices("action") == TourAction.allCases.map(\.rawValue))
        #expect(try choices("shape") == TourShapeName.allCases.map(\.rawValue))
        #expect(try choices("cornerStyle") == TourCornerStyle.allCases.map(\.rawValue))
        #expect(try choices("scrollAnchor") == TourScrollAnchor.allCases.map(\.rawValue))
        #expect(try choices("ifMissing") == TourMissingTarget.allCases.map(\.rawValue))
    }

    @Test func registrySchemaMatchesTheDecoder() throws {
        let root = try Self.schema("targets.schema.json")
        try Self.check(root, in: root, against: RegistryKeys.file, "registry")
        let targets = try Self.property("targets", of: root, in: root)
        let items = try #require(targets["items"] as? JSONObject)
        let choices = try #require(items["oneOf"] as? [JSONObject])
        let object = try #require(try choices.map { try Self.resolve($0, in: root) }.first { $0["type"] as? String == "object" })
        try Self.check(object, in: root, against: RegistryKeys.target, "target")
        let parameters = try Self.property("parameters", of: root, in: root)
        try Self.check(try #require(parameters["items"] as? JSONObject), in: root, against: RegistryKeys.parameter, "parameter")
        let parameter = try #require(parameters["items"] as? JSONObject)
        #expect(try Self.property("type", of: parameter, in: root)["enum"] as? [String] == TourParameterType.names)
        #expect(try Self.property("name", of: parameter, in: root)["pattern"] as? String == "^\(NameRule.parameterName.pattern)$")
    }

    @Test func namePatternsMatchTheDecoder() throws {
        let root = try Self.schema("tour.schema.json")
        #expect(try Self.property("tour", of: root, in: root)["pattern"] as? String == "^\(NameRule.tourID.pattern)$")
        #expect(try Self.property("swiftName", of: root, in: root)["pattern"] as? String == "^\(NameRule.swiftTypeName.pattern)$")
        #expect(try Self.property("icon", of: root, in: root)["pattern"] as? String == "^\(NameRule.symbolName.pattern)$")
        let step = try Self.resolve(["$ref": "#/$defs/step"], in: root)
        #expect(try Self.property("id", of: step, in: root)["pattern"] as? String == "^\(NameRule.stepID.pattern)$")
    }
}

@Suite struct ConfigurationSchemaAgreementTests {
    @Test func configurationSchemaMatchesTheDecoder() throws {
        let root = try SchemaAgreementTests.schema("config.schema.json")
        try SchemaAgreementTests.check(root, in: root, against: ConfigurationKeys.file, "configuration")
        for (key, specs) in [
            ("output", ConfigurationKeys.output), ("swift", ConfigurationKeys.swift),
            ("localization", ConfigurationKeys.localization), ("platforms", ConfigurationKeys.platforms),
            ("symbols", ConfigurationKeys.symbols), ("remote", ConfigurationKeys.remote),
        ] {
            try SchemaAgreementTests.check(
                try SchemaAgreementTests.property(key, of: root, in: root), in: root, against: specs, key)
        }
        let output = try SchemaAgreementTests.property("output", of: root, in: root)
        #expect(try SchemaAgreementTests.property("jsonFlavor", of: output, in: root)["enum"] as? [String] == JSONFlavor.allCases.map(\.rawValue))
        let swift = try SchemaAgreementTests.property("swift", of: root, in: root)
        #expect(
            try SchemaAgreementTests.property("accessLevel", of: swift, in: root)["enum"] as? [String]
                == AccessLevel.allCases.map(\.rawValue))
    }
}

@Suite struct TargetsSettingSchemaTests {
    @Test func theTargetsMappingMatchesTheDecoder() throws {
        let root = try SchemaAgreementTests.schema("config.schema.json")
        let targets = try SchemaAgreementTests.property("targets", of: root, in: root)
        let choices = try #require(targets["oneOf"] as? [[String: Any]])
        let object = try #require(choices.first { $0["type"] as? String == "object" })
        try SchemaAgreementTests.check(object, in: root, against: ConfigurationKeys.targets, "targets")
    }
}

@Suite struct LimitsSchemaTests {
    @Test func theLimitsMappingMatchesTheDecoder() throws {
        let root = try SchemaAgreementTests.schema("config.schema.json")
        try SchemaAgreementTests.check(
            try SchemaAgreementTests.property("limits", of: root, in: root), in: root, against: ConfigurationKeys.limits, "limits")
    }
}

@Suite struct LintSchemaTests {
    /// `lint:`'s fixed keys; which codes it takes is checked in
    /// TourCompilerTests, where the lints are listed.
    @Test func theLintMappingMatchesTheDecoder() throws {
        let root = try SchemaAgreementTests.schema("config.schema.json")
        let lint = try SchemaAgreementTests.property("lint", of: root, in: root)
        try SchemaAgreementTests.check(lint, in: root, against: ConfigurationKeys.lint, "lint")
        let patterns = try #require(lint["patternProperties"] as? [String: Any])
        #expect(patterns.keys.allSatisfy { $0.hasPrefix("^TOUR") }, "lint takes codes besides its keys")
    }
}
