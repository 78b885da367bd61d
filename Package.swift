// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "tourc",
    platforms: [.macOS(.v13)],
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
        // The compiler as a library: no argument parsing, no printing.
        .target(name: "TourCompiler", dependencies: ["CYaml"]),
        // The runtime generated code and apps use: no SwiftUI needed.
        .target(name: "TourKit"),
        // The command line: parses flags, calls the driver, prints, exits.
        .executableTarget(name: "tourc", dependencies: ["TourCompiler"]),
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
        .testTarget(
            name: "TourCompilerTests",
            dependencies: ["TourCompiler", "TourKit"],
            exclude: ["Diagnostics/Fixtures", "Generation/Golden", "Generation/StandIns", "Generation/validate_json_schema.py", "Scanning/Fixtures"]
        ),
        .testTarget(
            name: "TourKitTests",
            dependencies: ["TourKit"]
        ),
        .testTarget(
            name: "tourcTests",
            dependencies: ["tourc"]
        ),
    ]
)
