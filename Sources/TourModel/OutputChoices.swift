/// The access level of every generated declaration.
public enum AccessLevel: String, Sendable, CaseIterable {
    case `internal`
    case `public`
    case `package`
}

/// The shapes a JSON bundle can take.
public enum JSONFlavor: String, Sendable, CaseIterable {
    /// `TourBundle`: metadata and steps with every default applied.
    case canonical
    /// The `QuickWinTask` model; every field required.
    case quickwin
}
