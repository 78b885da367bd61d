import TourValidation

extension ValidatedTour {
    /// Room for an output of this tour, so its buffer is never copied to
    /// grow: each step's title and text (in the first language written)
    /// with an eighth more for escapes, plus `perStep` bytes of the emitter's
    /// own keys, labels and layout a step.
    func estimatedOutputBytes(perStep: Int) -> Int {
        steps.reduce(0) { total, step in
            total + (step.step.title.first.text.utf8.count + step.step.text.first.text.utf8.count) * 9 / 8 + perStep
        }
    }
}
