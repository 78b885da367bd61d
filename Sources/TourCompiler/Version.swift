import TourValidation

/// tourc's version: the one place it is written.
public enum TourcVersion {
    /// The version `tourc --version` prints.
    public static let current = "0.1.0"

    /// What `tourc --version` prints: the version, then the SF Symbols
    /// release the symbol table covers (what TOUR340 checks against).
    public static var description: String {
        "tourc \(current)\nSF Symbols table: \(SymbolTable.release), \(SymbolTable.nameCount) names\n"
    }
}
