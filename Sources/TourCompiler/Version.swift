/// tourc's version: the one place it is written.
public enum TourcVersion {
    /// The version `tourc --version` prints.
    public static let current = "0.1.0"
}
