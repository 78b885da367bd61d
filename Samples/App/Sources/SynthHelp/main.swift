// Prints every sample tour's steps in order, from the enums the tourc build
// plugin generated out of Tours/*.tour.yaml at build time; then one step of
// the main tour's JSON bundle in English and in German, as an app that does
// not use SwiftUI shows translations.
import Foundation
import TourKit

/// One step as the report shows it.
struct StepLine {
    var id: String
    var target: String
    var title: String
    var text: String
}

func printTour(_ metadata: TourMetadata, _ steps: [StepLine]) {
    print("tour \(metadata.id): \(metadata.title ?? "")")
    for step in steps {
        print("  \(step.id) -> \(step.target): \(step.title)")
        for line in step.text.split(separator: "\n", omittingEmptySubsequences: false) {
            print("    | \(line)")
        }
    }
}

printTour(
    MainScreenHelp.metadata,
    MainScreenHelp.allCases.map { StepLine(id: $0.rawValue, target: $0.target, title: $0.plainTitle, text: $0.plainText) })
printTour(
    PresetsTour.metadata,
    PresetsTour.allCases.map { StepLine(id: $0.rawValue, target: $0.target, title: $0.plainTitle, text: $0.plainText) })
printTour(
    EffectsTour.metadata,
    EffectsTour.allCases.map { StepLine(id: $0.rawValue, target: $0.target, title: $0.plainTitle, text: $0.plainText) })

let bundleURL = Bundle.module.url(forResource: "main", withExtension: "json")!
let bundle = try TourBundle.decode(from: Data(contentsOf: bundleURL))
for identifier in ["en_US", "de_DE"] {
    let localized = bundle.localized(for: Locale(identifier: identifier))
    let step = localized.steps.first { $0.id == "octave-down" }!
    print("\(identifier): \(localized.title ?? "") / \(step.title)")
    print("    | \(step.text)")
}
