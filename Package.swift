// swift-tools-version:6.0
import PackageDescription

// One target per stage of the pipeline, so the compiler, not a reviewer,
// keeps data flowing one way:
//
//   bytes -> TourSyntax -> TourModel -> TourValidation -> TourGeneration -> TourCompiler -> tourc
//
// TourDiagnostics and TourFormat sit below every stage; TourScanning reads
// the app's Swift code and feeds validation. docs/modules.md says what each
// target may import and why.
let package = Package(
    name: "tourc",
    // What apps get: TourKit's data types and the generated code build for
    // these; TourSession carries its own @available (Observation). The tourc
    // command is built for the same macOS. Integration/check-apple-availability.sh
    // checks all of it against Apple's availability, on Linux.
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        .executable(name: "tourc", targets: ["tourc"]),
        .library(name: "TourCompiler", targets: ["TourCompiler"]),
        .library(name: "TourKit", targets: ["TourKit"]),
        .plugin(name: "TourcPlugin", targets: ["TourcPlugin"]),
        .plugin(name: "TourcCommand", targets: ["TourcCommand"]),
    ],
    targets: [
        // The system libyaml, found through pkg-config; nothing is vendored.
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // What the tour format means to the compiler and the runtime alike:
        // the `{symbol:NAME}` markup and the step actions. No dependencies.
        .target(name: "TourFormat"),
        // The byte-level text tools every stage shares: the output buffer,
        // the JSON writer, hashing, UTF-8 and ASCII scanning. No dependencies.
        .target(name: "TourBytes"),
        // Diagnostics: codes, positions, line counting and the renderers.
        .target(name: "TourDiagnostics", dependencies: ["TourBytes"]),
        // Bytes -> positioned YAML nodes; the only target that sees libyaml.
        .target(name: "TourSyntax", dependencies: ["TourDiagnostics", "TourBytes", "CYaml"]),
        // Nodes -> the typed model of tours, registries and tourc.yaml.
        .target(name: "TourModel", dependencies: ["TourSyntax", "TourDiagnostics", "TourBytes", "TourFormat"]),
        // Swift source text -> the tag sites that name tour steps and targets.
        .target(name: "TourScanning", dependencies: ["TourDiagnostics", "TourBytes"]),
        // The model and tag sites -> validated tours, or diagnostics.
        .target(name: "TourValidation", dependencies: ["TourModel", "TourScanning", "TourDiagnostics", "TourBytes", "TourFormat"]),
        // Validated tours -> Swift, JSON and report text. No I/O.
        .target(name: "TourGeneration", dependencies: ["TourValidation", "TourModel", "TourScanning", "TourDiagnostics", "TourBytes", "TourFormat"]),
        // A hand-written help enum (Swift source) -> the tour it says, as YAML text.
        .target(name: "TourImport", dependencies: ["TourScanning", "TourModel", "TourSyntax", "TourDiagnostics", "TourBytes", "TourFormat"]),
        // The driver: configuration, input discovery, the pipeline, the build
        // stamp and output writing. The only target that touches the disk.
        .target(
            name: "TourCompiler",
            dependencies: [
                "TourGeneration", "TourImport", "TourValidation", "TourScanning", "TourModel", "TourSyntax", "TourDiagnostics", "TourBytes",
                "TourFormat",
            ]
        ),
        // The runtime generated code and apps use: no SwiftUI needed.
        .target(name: "TourKit", dependencies: ["TourFormat"]),
        // The command line: parses flags, calls the driver, prints, exits.
        .executableTarget(name: "tourc", dependencies: ["TourCompiler", "TourGeneration", "TourModel", "TourDiagnostics", "TourBytes", "TourFormat"]),
        // Generates Swift from a target's *.tour.yaml files at every build.
        .plugin(name: "TourcPlugin", capability: .buildTool(), dependencies: ["tourc"]),
        // `swift package tourc validate|compile ...` for teams that commit generated files.
        .plugin(
            name: "TourcCommand",
            capability: .command(
                intent: .custom(verb: "tourc", description: "Validate tours or compile them into the package"),
                permissions: [.writeToPackageDirectory(reason: "tourc compile writes the generated Swift and JSON files")]
            ),
            dependencies: ["tourc"]
        ),
        // What the tests share: the package root, temporary folders, a
        // process runner, and the harness that compiles generated Swift.
        .target(
            name: "TestSupport", dependencies: ["TourGeneration", "TourValidation", "TourModel", "TourFormat"], path: "Tests/TestSupport"),
        .testTarget(name: "TourFormatTests", dependencies: ["TourFormat"]),
        .testTarget(name: "TourBytesTests", dependencies: ["TourBytes"]),
        .testTarget(name: "TourDiagnosticsTests", dependencies: ["TourDiagnostics", "TourBytes"]),
        .testTarget(name: "TourSyntaxTests", dependencies: ["TestSupport", "TourSyntax", "TourDiagnostics", "TourBytes"]),
        .testTarget(name: "TourModelTests", dependencies: ["TestSupport", "TourModel", "TourSyntax", "TourDiagnostics", "TourBytes", "TourFormat"]),
        .testTarget(
            name: "TourValidationTests",
            dependencies: ["TourValidation", "TourModel", "TourScanning", "TourSyntax", "TourDiagnostics", "TourFormat"]),
        .testTarget(name: "TourScanningTests", dependencies: ["TestSupport", "TourScanning", "TourDiagnostics", "TourBytes"], exclude: ["Fixtures"]),
        .testTarget(
            name: "TourGenerationTests",
            dependencies: [
                "TestSupport", "TourGeneration", "TourValidation", "TourModel", "TourSyntax", "TourDiagnostics", "TourBytes",
                "TourFormat", "TourKit",
            ],
            exclude: ["Golden", "StandIns", "validate_json_schema.py"]
        ),
        .testTarget(
            name: "TourCompilerTests",
            dependencies: [
                "TestSupport", "TourCompiler", "TourGeneration", "TourImport", "TourValidation", "TourModel", "TourSyntax",
                "TourDiagnostics", "TourBytes", "TourFormat", "TourKit",
            ],
            exclude: ["Diagnostics/Fixtures", "Preview/Hostile", "Preview/png_stats.py", "Twin"]
        ),
        .testTarget(
            name: "TourImportTests",
            dependencies: ["TestSupport", "TourImport", "TourCompiler", "TourModel", "TourSyntax", "TourDiagnostics", "TourBytes", "TourFormat"],
            exclude: ["HandWritten"]
        ),
        .testTarget(name: "TourKitTests", dependencies: ["TestSupport", "TourKit"]),
        .testTarget(name: "tourcTests", dependencies: ["TestSupport", "tourc", "TourCompiler", "TourDiagnostics", "TourBytes"]),
    ]
)
