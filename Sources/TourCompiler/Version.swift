import TourFormat
import TourValidation

/// tourc's version, as TourFormat's `TourcRelease` writes it for tourc and
/// TourKit alike.
public enum TourcVersion {
    /// The version `tourc --version` prints.
    public static let current = TourcRelease.version

    /// What `tourc --version` prints: the version, then the SF Symbols
    /// release the symbol table covers (what TOUR340 checks against).
    public static var description: String {
        "tourc \(current)\nSF Symbols table: \(SymbolTable.release), \(SymbolTable.nameCount) names\n"
    }
}
