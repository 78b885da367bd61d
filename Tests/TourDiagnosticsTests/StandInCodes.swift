@testable import TourDiagnostics

// Codes are declared by the stages that emit them, above this module; the
// reporters only read a code's raw value, so these stand-ins carry the real
// codes' values without depending on those stages.
extension DiagnosticCode {
    static let wrongType = DiagnosticCode("TOUR203", name: "wrongType", severity: .error, summary: "A value has the wrong type.", explanation: "")
    static let unknownKey = DiagnosticCode("TOUR201", name: "unknownKey", severity: .error, summary: "Unknown key.", explanation: "")
    static let unusedTarget = DiagnosticCode("TOUR306", name: "unusedTarget", severity: .warning, summary: "Unused target.", explanation: "")
    static let inputNotFound = DiagnosticCode("TOUR501", name: "inputNotFound", severity: .error, summary: "Input not found.", explanation: "")
    static let registryNotFound = DiagnosticCode(
        "TOUR503", name: "registryNotFound", severity: .error, summary: "Registry not found.", explanation: "")
}
