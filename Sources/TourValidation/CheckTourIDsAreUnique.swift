extension DiagnosticCode {
    /// Two tours share an id.
    public static let duplicateTourID = DiagnosticCode(
        "TOUR301",
        summary: "Two tours have the same id.",
        explanation: """
            A tour's id (`tour:`) names its JSON bundle and, by default, its \
            Swift type, so it must be unique across every input file. The \
            error is at the later tour; a note says where the first one is.
            """)
}

extension ValidationContext {
    mutating func checkTourIDsAreUnique(_ tours: [Tour]) {
        var first: [String: Tour] = [:]
        for tour in tours {
            if let earlier = first[tour.id.value] {
                report(
                    .error, .duplicateTourID, "tour id '\(tour.id.value)' is already used by another tour",
                    file: tour.file, at: tour.id.position,
                    notes: ["the first tour '\(tour.id.value)' is at \(describe(file: earlier.file, earlier.id.position))"])
            } else {
                first[tour.id.value] = tour
            }
        }
    }
}
