import TourDiagnostics
import TourGeneration
import TourModel
import TourScanning
import TourSyntax
import TourValidation

/// Renders `docs/diagnostics.md` from ``DiagnosticCode/all``, so the
/// documentation is the explanations that sit beside the checks. A test
/// fails when the committed file drifts; `UPDATE_GOLDEN=1 swift test`
/// rewrites it.
public enum DiagnosticsDocument {
    /// The whole Markdown document.
    public static func markdown() -> String {
        var text = """
            # Diagnostics

            <!-- Generated from the explanations beside the checks in Sources/; do not edit. -->
            <!-- Regenerate with: UPDATE_GOLDEN=1 swift test --filter DiagnosticsDocument -->

            Every finding tourc reports has a stable code. `tourc explain CODE` prints
            the explanation below. Codes are grouped by the stage that emits them:

            | range | stage |
            | --- | --- |
            | TOUR1xx | YAML syntax and limits |
            | TOUR2xx | shape and types |
            | TOUR3xx | validation and targets |
            | TOUR4xx | output |
            | TOUR5xx | configuration and command line |
            | TOUR6xx | importing hand-written enums (`tourc import swift`) |
            | TOUR7xx | laying out tour files (`tourc format`) |

            | code | level | summary |
            | --- | --- | --- |

            """
        for code in DiagnosticCode.all {
            text += "| [\(code.rawValue)](#\(code.rawValue.lowercased())) | \(code.severity.rawValue) | \(code.summary) |\n"
        }
        for code in DiagnosticCode.all {
            text += "\n## \(code.rawValue)\n\n**\(code.summary)** (\(code.severity.rawValue))\n\n\(code.explanation)\n"
        }
        return text
    }
}
