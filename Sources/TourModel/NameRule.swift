import TourDiagnostics
import TourFormat
import TourSyntax

/// The rules are checked by hand (no regular expressions) because every
/// step of every tour passes here.
extension NameRule {
    /// The rule as a regular expression, for messages and the schemas.
    public var pattern: String {
        switch self {
        case .tourID: return "[A-Za-z][A-Za-z0-9_-]*"
        case .stepID: return "[A-Za-z][A-Za-z0-9_.-]*"
        case .swiftTypeName: return "[A-Za-z_][A-Za-z0-9_]*"
        case .symbolName: return TourText.symbolNamePattern
        case .appVersion: return "[0-9]{1,9}(\\.[0-9]{1,9}){0,7}"
        case .parameterName: return "[a-z][A-Za-z0-9_]*"
        case .parameterCase: return "[A-Za-z][A-Za-z0-9_]*"
        }
    }

    /// Whether `name` follows the rule.
    public func matches(_ name: String) -> Bool {
        // Over the contiguous UTF-8: walking `utf8` as a collection cost
        // several times as much, for every id and target of every step.
        name.withUTF8Bytes { bytes in
            guard let first = bytes.first else { return false }
            switch self {
            case .tourID:
                return first.isASCIILetter
                    && bytes.allSatisfy { $0.isASCIIAlphanumeric || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
            case .stepID:
                return first.isASCIILetter
                    && bytes.allSatisfy {
                        $0.isASCIIAlphanumeric || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
                    }
            case .swiftTypeName:
                return (first.isASCIILetter || first == UInt8(ascii: "_"))
                    && bytes.allSatisfy { $0.isASCIIAlphanumeric || $0 == UInt8(ascii: "_") }
            case .symbolName:
                return TourText.isSymbolName(name)
            case .appVersion:
                return AppVersion(name) != nil
            case .parameterName:
                return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first)
                    && bytes.allSatisfy { $0.isASCIIAlphanumeric || $0 == UInt8(ascii: "_") }
            case .parameterCase:
                return first.isASCIILetter && bytes.allSatisfy { $0.isASCIIAlphanumeric || $0 == UInt8(ascii: "_") }
            }
        }
    }
}
