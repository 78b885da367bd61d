import Foundation
import TestSupport
import Testing

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourGeneration
@testable import TourModel
@testable import TourSyntax
@testable import TourValidation

/// Runs `arguments[0]` with the rest as its arguments and returns its exit
/// status and standard output, with its standard error appended when
/// `includingErrors` (a validator's report) or dropped (a browser's noise).
func runProcess(_ arguments: [String], includingErrors: Bool) throws -> (status: Int32, output: String) {
    let run = try runProcess(arguments[0], Array(arguments.dropFirst()))
    return (run.status, run.output + (includingErrors ? run.error : ""))
}
