import Foundation
import Testing

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourModel
@testable import TourValidation

@Suite struct PipelineTests {
    @Test func onlyFilesThatPassAloneAreGeneratedAndTheirToursAreLetGo() throws {
        let scratch = try Scratch()
        try scratch.edit("effects.tour.yaml", replacing: "title:", with: "titel:")
        let (outcome, products) = Pipeline.validateAndRender(ValidationRequest(inputs: [scratch.root + "/Tours"])) { file in
            Paths.lastComponent(of: file.file)
        }
        #expect(products == ["main.tour.yaml", "presets.tour.yaml"])
        #expect(outcome.diagnostics.containsErrors)
        #expect(outcome.validatedFiles == nil)
        #expect(outcome.resolvedFiles.allSatisfy { $0.tours.isEmpty })
        // The rules across tours still see every tour that decoded, even one with an error.
        #expect(outcome.outlines.map(\.id.value) == ["effects", "main", "presets"])
    }

    /// A weak reference to a file's first step, taken while it is generated.
    private final class StepWatch: @unchecked Sendable {
        weak var step: Step?
    }

    @Test func eachFilesModelIsFreedOnceItIsGenerated() throws {
        let scratch = try Scratch()
        let watch = StepWatch()
        let (outcome, products) = Pipeline.validateAndRender(ValidationRequest(inputs: [scratch.root + "/Tours/main.tour.yaml"])) { file in
            watch.step = file.tours.first?.tour.steps.first
            return file.tours.count
        }
        #expect(products == [1])
        #expect(!outcome.diagnostics.containsErrors, "\(outcome.diagnostics)")
        #expect(watch.step == nil, "the step outlived its file's generation: something still holds the model")
        // Kept, the model lives on in the outcome.
        let kept = Pipeline.validate(ValidationRequest(inputs: [scratch.root + "/Tours/main.tour.yaml"]))
        watch.step = kept.resolvedFiles.first?.tours.first?.tour.steps.first
        #expect(watch.step != nil)
    }

    @Test func validatingWithoutKeepingToursFindsTheSameAndKeepsOnlyOutlines() throws {
        let scratch = try Scratch()
        // A second file with the same tour id: a finding only the rules across tours make.
        try FileManager.default.createDirectory(atPath: scratch.root + "/Tours/More", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: scratch.root + "/Tours/main.tour.yaml", toPath: scratch.root + "/Tours/More/main-again.tour.yaml")
        let request = ValidationRequest(inputs: [scratch.root + "/Tours"])
        let kept = Pipeline.validate(request)
        let letGo = Pipeline.validate(request, keepingTours: false)
        #expect(letGo.diagnostics.map(\.code) == kept.diagnostics.map(\.code))
        #expect(letGo.diagnostics.map(\.code).contains(.duplicateTourID))
        #expect(kept.resolvedFiles.map(\.tours.count) == [1, 1, 1, 1])
        #expect(letGo.resolvedFiles.allSatisfy { $0.tours.isEmpty })
        #expect(letGo.outlines.map(\.id.value) == kept.outlines.map(\.id.value))
    }

    @Test func theFilesFindingsAreInAreReadAgainOnlyForAReportThatQuotesThem() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.root + "/Tours/More", withIntermediateDirectories: true)
        let again = scratch.root + "/Tours/More/main-again.tour.yaml"
        try FileManager.default.copyItem(atPath: scratch.root + "/Tours/main.tour.yaml", toPath: again)
        var request = ValidationRequest(inputs: [scratch.root + "/Tours"])
        let quoting = Pipeline.validate(request, keepingTours: false)
        #expect(quoting.diagnostics.contains { $0.file == again && $0.position != nil })
        #expect(quoting.sources[again] == Array(try Data(contentsOf: URL(fileURLWithPath: again))))
        request.quotesSources = false
        let plain = Pipeline.validate(request, keepingTours: false)
        #expect(plain.diagnostics == quoting.diagnostics)
        #expect(plain.sources.isEmpty)
    }
}
