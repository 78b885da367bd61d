import TourDiagnostics
import TourSyntax

/// Numbers as YAML 1.2's core schema writes them, and nothing else: no
/// `0x`, no `1_000`, no sexagesimal `1:30` from YAML 1.1.
enum YAMLNumber {
    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, or `.inf`, `-.inf`, `.nan`.
    static func parse(_ text: String) -> Double? {
        // Most numbers in tours are a few digits (`8`, `28`): read them
        // without the general path's string compares and array.
        if let whole = smallWholeNumber(text) { return Double(whole) }
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        let bytes = Array(text.utf8)
        var index = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        let integerDigits = digits(bytes, from: &index)
        var fractionDigits = 0
        var hasPoint = false
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            hasPoint = true
            index += 1
            fractionDigits = digits(bytes, from: &index)
        }
        // `.5` and `5.` are numbers; `.` alone is not.
        guard integerDigits > 0 || (hasPoint && fractionDigits > 0) else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            guard digits(bytes, from: &index) > 0 else { return nil }
        }
        guard index == bytes.count else { return nil }
        return Double(text)
    }

    /// `[0-9]{1,9}` as its value, or `nil`.
    private static func smallWholeNumber(_ text: String) -> Int? {
        let utf8 = text.utf8
        guard (1...9).contains(utf8.count) else { return nil }
        var value = 0
        for byte in utf8 {
            guard byte.isASCIIDigit else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// `[-+]?[0-9]+`.
    static func parseInteger(_ text: String) -> Int? {
        if let whole = smallWholeNumber(text) { return whole }
        let bytes = Array(text.utf8)
        var index = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        guard digits(bytes, from: &index) > 0, index == bytes.count else { return nil }
        return Int(text)
    }

    private static func digits(_ bytes: [UInt8], from index: inout Int) -> Int {
        let start = index
        while index < bytes.count, bytes[index].isASCIIDigit { index += 1 }
        return index - start
    }
}
