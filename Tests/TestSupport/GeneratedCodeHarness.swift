import Foundation
import TourFormat

/// Compiles generated Swift together with TourKit and the stand-in SwiftUI,
/// HelpInfoSpotlightOverlay and TutorialSpotlight modules, runs a probe over
/// every case, and returns what the compiled code reports about itself.
///
/// The probe only names types; every value it reports comes from the
/// generated code, and the tests compare those values with the tour files.
public enum GeneratedCodeHarness {
    /// What the compiled code reports about one step.
    public struct StepRecord: Decodable {
        public var type: String
        public var id: String
        public var ordinal: Int
        public var plainTitle: String
        public var plainText: String
        /// The `LocalizedStringKey`s' parts: `L:` literal runs, `I:` image names.
        public var titleParts: [String]
        public var textParts: [String]
        public var target: String
        public var padding: Double
        public var cornerRadius: Double
        public var action: String?
        public var helpInfoTag: String?
        public var spotlightSource: String?
        /// The step's `spotlightShape`'s name, and the shape the TutorialSpotlight source got, described.
        public var shape: String
        public var sourceShape: String?
        /// The step's `scrollAnchor`'s `y`: 0 at the top, 1 at the bottom.
        public var scrollAnchorY: Double?
        /// Whether the source modifiers give the view the step as its `id`.
        public var hasIdentity: Bool
    }

    /// What the compiled code reports about one tour.
    public struct TourRecord: Decodable {
        public var type: String
        public var id: String
        public var title: String?
        public var description: String?
        public var estimatedSeconds: Int?
        public var completionCriteria: String?
        public var iconName: String?
        public var allCases: [String]
    }

    public struct Report: Decodable {
        public var tours: [TourRecord]
        public var steps: [StepRecord]
    }

    public static let standIns = packageRoot + "/Tests/TourGenerationTests/StandIns"

    /// The Swift files of the stand-in for `module`, sorted.
    public static func standInSources(of module: String) -> [String] {
        swiftFiles(in: standIns + "/" + module)
    }

    private static func swiftFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }

    /// The support modules, built once per test run into a shared folder.
    public static let modules: Result<String, HarnessError> = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-standins-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // In dependency order: TourKit re-exports TourFormat's types and,
        // where SwiftUI can be imported, builds keys with it.
        let modules: [(String, [String])] = [
            ("SwiftUI", standInSources(of: "SwiftUI")),
            ("TourFormat", swiftFiles(in: packageRoot + "/Sources/TourFormat")),
            ("TourSigning", swiftFiles(in: packageRoot + "/Sources/TourSigning")),
            ("TourKit", swiftFiles(in: packageRoot + "/Sources/TourKit")),
            ("HelpInfoSpotlightOverlay", standInSources(of: "HelpInfoSpotlightOverlay")),
            ("TutorialSpotlight", standInSources(of: "TutorialSpotlight")),
        ]
        // TourFormat and TourKit are one package, as SwiftPM builds them, so
        // TourKit sees TourFormat's `package` API; the generated code,
        // compiled later without a package name, sees only the public API.
        let package = ["TourFormat", "TourSigning", "TourKit"]
        for (name, sources) in modules {
            let arguments =
                [
                    "-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name", name,
                    "-emit-module-path", "\(folder)/\(name).swiftmodule", "-I", folder, "-I", packageRoot + "/Sources/CSodium",
                    "-o", "\(folder)/lib\(name).a",
                ] + (package.contains(name) ? ["-package-name", "tourc"] : []) + sources
            if let failure = swiftc(arguments, in: folder) { return .failure(failure) }
        }
        return .success(folder)
    }()

    /// Compiles `files` (name, contents) with a probe over `types` and runs it.
    public static func run(_ files: [(name: String, contents: String)], types: [String], flags: [String] = []) throws -> Report {
        let output = try runProgram(files, main: probe(types), flags: flags)
        return try JSONDecoder().decode(Report.self, from: Data(output.utf8))
    }

    /// Compiles `files` with `main` as `main.swift` against TourKit and the
    /// stand-ins, runs the program and returns what it printed. `flags` go
    /// to swiftc as well.
    public static func runProgram(_ files: [(name: String, contents: String)], main: String, flags: [String] = []) throws -> String {
        let modules = try Self.modules.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-run-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var sources: [String] = []
        for file in files {
            try file.contents.write(toFile: "\(folder)/\(file.name)", atomically: false, encoding: .utf8)
            sources.append("\(folder)/\(file.name)")
        }
        try main.write(toFile: "\(folder)/main.swift", atomically: false, encoding: .utf8)
        let arguments =
            [
                "-swift-version", "6", "-warnings-as-errors", "-I", modules, "-L", modules,
                "-I", packageRoot + "/Sources/CSodium", "-lTourKit", "-lTourSigning", "-lTourFormat", "-lsodium", "-lHelpInfoSpotlightOverlay",
                "-lTutorialSpotlight", "-lSwiftUI",
                "-o", "\(folder)/probe",
            ] + flags + sources + ["\(folder)/main.swift"]
        if let failure = swiftc(arguments, in: folder) { throw failure }
        let output = try runProcess("\(folder)/probe", [], in: folder)
        guard output.status == 0 else { throw HarnessError(message: "probe failed:\n\(output.error)") }
        return output.output
    }

    /// Builds `files` into the module `name`, against TourKit and the
    /// stand-ins, in a new folder; returns the folder, for
    /// ``typecheck(_:importing:)``.
    public static func buildModule(_ name: String, _ files: [(name: String, contents: String)]) throws -> String {
        let modules = try Self.modules.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-module-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var sources: [String] = []
        for file in files {
            try file.contents.write(toFile: "\(folder)/\(file.name)", atomically: false, encoding: .utf8)
            sources.append("\(folder)/\(file.name)")
        }
        let arguments =
            [
                "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-emit-module", "-module-name", name,
                "-emit-module-path", "\(folder)/\(name).swiftmodule", "-I", modules, "-I", packageRoot + "/Sources/CSodium",
            ] + sources
        if let failure = swiftc(arguments, in: folder) { throw failure }
        return folder
    }

    /// Type-checks the Swift file at `path` against TourKit, the stand-ins
    /// and the modules in `folders`; the compiler's errors, or none.
    public static func typecheck(_ path: String, importing folders: [String]) throws -> String? {
        let modules = try Self.modules.get()
        let arguments =
            ["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-I", modules, "-I", packageRoot + "/Sources/CSodium"]
            + folders.flatMap { ["-I", $0] } + [path]
        return swiftc(arguments, in: (path as NSString).deletingLastPathComponent)?.message
    }

    /// Swift source of `find(_:in:)`, for programs that look inside the
    /// stand-ins' views: the first value of a type among a value's stored
    /// properties, however deep (a source modifier's view may be wrapped in
    /// `.id(_:)`).
    public static let findFunction = """
        /// The first value of type `T` in `value` or its stored properties, however deep.
        func find<T>(_ type: T.Type, in value: Any) -> T? {
            if let found = value as? T { return found }
            for child in Mirror(reflecting: value).children {
                if let found = find(type, in: child.value) { return found }
            }
            return nil
        }
        """

    /// The probe program: for each type, every case's members and the tour's metadata.
    public static func probe(_ types: [String]) -> String {
        var text = """
            import Foundation
            @_spi(StandIn) import HelpInfoSpotlightOverlay
            import SwiftUI
            import TourKit
            @_spi(StandIn) import TutorialSpotlight

            struct Probe: View {}

            \(findFunction)

            func parts(_ key: LocalizedStringKey) -> [String] {
                key.parts.map { part in
                    switch part {
                    case .literal(let text): return "L:" + text
                    case .image(let name): return "I:" + name
                    }
                }
            }

            var tours: [[String: Any]] = []
            var steps: [[String: Any]] = []

            """
        for type in types {
            text += """

                for step in \(type).allCases {
                    let provider: any HelpInfoProvider = step
                    let tag = find(HelpInfoTaggedView<Probe, \(type)>.self, in: Probe().helpInfoViewTag(step))
                    let source = find(TutorialSpotlightSourceView<Probe, \(type)>.self, in: Probe().tutorialSpotlightSource(step))
                    let identified = find(IdentifiedView<TutorialSpotlightSourceView<Probe, \(type)>, \(type)>.self, in: Probe().tutorialSpotlightSource(step))
                    steps.append([
                        "type": "\(type)", "id": step.rawValue, "ordinal": step.ordinal,
                        "plainTitle": step.plainTitle, "plainText": step.plainText,
                        "titleParts": parts(provider.title), "textParts": parts(provider.text),
                        "target": step.target, "padding": Double(step.padding), "cornerRadius": Double(step.cornerRadius),
                        "action": step.action?.rawValue ?? NSNull(),
                        "helpInfoTag": tag?.id.rawValue ?? NSNull(), "spotlightSource": source?.id.rawValue ?? NSNull(),
                        "shape": step.spotlightShape.name.rawValue, "sourceShape": source?.spotlightShape?.kind ?? NSNull(),
                        "scrollAnchorY": step.scrollAnchor?.y ?? NSNull(), "hasIdentity": identified?.id == step,
                    ])
                }
                tours.append([
                    "type": "\(type)", "id": \(type).metadata.id,
                    "title": \(type).metadata.title ?? NSNull(), "description": \(type).metadata.description ?? NSNull(),
                    "estimatedSeconds": \(type).metadata.estimatedSeconds ?? NSNull(),
                    "completionCriteria": \(type).metadata.completionCriteria ?? NSNull(),
                    "iconName": \(type).metadata.iconName ?? NSNull(),
                    "allCases": \(type).allCases.map(\\.rawValue),
                ])

                """
        }
        text += """

            let report: [String: Any] = ["tours": tours, "steps": steps]
            let data = try! JSONSerialization.data(withJSONObject: report, options: [.sortedKeys])
            FileHandle.standardOutput.write(data)

            """
        return text
    }

    /// The parts a `LocalizedStringKey` built from `text` must have.
    public static func expectedParts(_ text: String) -> [String] {
        TourText.segments(of: text).map { segment in
            switch segment {
            case .text(let run): return "L:" + run
            case .symbol(let name): return "I:" + name
            }
        }
    }

    public struct HarnessError: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
        public init(message: String) { self.message = message }
    }

    private static func swiftc(_ arguments: [String], in folder: String) -> HarnessError? {
        do {
            let result = try runProcess("/usr/bin/env", ["swiftc"] + arguments, in: folder)
            return result.status == 0 ? nil : HarnessError(message: "swiftc failed:\n\(result.error)\(result.output)")
        } catch {
            return HarnessError(message: "cannot run swiftc: \(error)")
        }
    }
}
