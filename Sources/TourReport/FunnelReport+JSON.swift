import Foundation

extension FunnelReport {
    /// The same numbers as data: `{"goalWindow", "tours": [{"tour",
    /// "experiment", "variants": [{"variant", "entered", "started",
    /// "completed", "completionRate", "steps": [{"step", "reached"}],
    /// "goalRate", ...}], "comparisons": [...]}]}`. Keys sorted; a rate
    /// with no denominator is null; rates to six decimals.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings, numbers and nulls cannot fail.
        return String(decoding: try! encoder.encode(Document(self)), as: UTF8.self) + "\n"
    }

    private struct Document: Encodable {
        var goalWindow: Int
        var tours: [TourData]
        init(_ report: FunnelReport) {
            goalWindow = report.goalWindow
            tours = report.tours.map(TourData.init)
        }
    }

    private struct TourData: Encodable {
        var tour: String
        var experiment: String?
        var variants: [VariantData]
        var comparisons: [ComparisonData]
        init(_ tour: Tour) {
            self.tour = tour.tour
            experiment = tour.experiment
            variants = tour.variants.map(VariantData.init)
            comparisons = tour.comparisons.map(ComparisonData.init)
        }
        enum CodingKeys: CodingKey { case tour, experiment, variants, comparisons }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(tour, forKey: .tour)
            try container.encode(experiment, forKey: .experiment)
            try container.encode(variants, forKey: .variants)
            try container.encode(comparisons, forKey: .comparisons)
        }
    }

    private struct VariantData: Encodable {
        var variant: Variant
        init(_ variant: Variant) { self.variant = variant }
        enum CodingKeys: CodingKey {
            case variant, holdout, entered, started, completed, skipped, completionRate, completionInterval, steps, skippedAt, goalReached,
                goalRate
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(variant.variant, forKey: .variant)
            try container.encode(variant.isHoldout, forKey: .holdout)
            try container.encode(variant.entered, forKey: .entered)
            try container.encode(variant.started, forKey: .started)
            try container.encode(variant.completed, forKey: .completed)
            try container.encode(variant.skipped, forKey: .skipped)
            try container.encode(variant.completionRate.map(rounded), forKey: .completionRate)
            try container.encode(variant.completionInterval.map { [rounded($0.lowerBound), rounded($0.upperBound)] }, forKey: .completionInterval)
            try container.encode(variant.steps.map(StepData.init), forKey: .steps)
            try container.encode(variant.skippedAt.map { SkipData(step: $0.step, installs: $0.reached) }, forKey: .skippedAt)
            try container.encode(variant.goalReached, forKey: .goalReached)
            try container.encode(variant.goalRate.map(rounded), forKey: .goalRate)
        }
    }

    private struct StepData: Encodable {
        var step: String
        var reached: Int
        var medianSeconds: Double?
        init(_ step: Step) {
            self.step = step.step
            reached = step.reached
            medianSeconds = step.medianSeconds.map(rounded)
        }
        enum CodingKeys: CodingKey { case step, reached, medianSeconds }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(step, forKey: .step)
            try container.encode(reached, forKey: .reached)
            try container.encode(medianSeconds, forKey: .medianSeconds)
        }
    }

    private struct SkipData: Encodable {
        var step: String
        var installs: Int
    }

    private struct ComparisonData: Encodable {
        var measure: String
        var first: String
        var second: String
        var firstRate: Double
        var secondRate: Double
        var pValue: Double
        var sentence: String
        init(_ comparison: Comparison) {
            measure = comparison.measure.rawValue
            first = comparison.first
            second = comparison.second
            firstRate = rounded(comparison.firstRate)
            secondRate = rounded(comparison.secondRate)
            pValue = comparison.pValue
            sentence = comparison.sentence
        }
    }
}

/// `value` to six decimals, so the JSON reads as the numbers it means.
private func rounded(_ value: Double) -> Double {
    (value * 1_000_000).rounded() / 1_000_000
}
