// swift-tools-version:6.0
import PackageDescription

// A sample app package that uses tourc the way an app would: the build
// plugin turns the tours among the target's sources into Swift at every
// build, and TourKit provides the types the generated code uses.
let package = Package(
    name: "SynthHelp",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "tourc", path: "../..")],
    targets: [
        .executableTarget(
            name: "SynthHelp",
            dependencies: [.product(name: "TourKit", package: "tourc")],
            // The main tour's JSON bundle, which `tourc compile --json-out`
            // writes and Integration/check-recipes.sh keeps current.
            resources: [.copy("Bundles/main.json")],
            plugins: [.plugin(name: "TourcPlugin", package: "tourc")]
        )
    ]
)
