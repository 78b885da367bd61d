/// The package's root folder, found from this file's path
/// (`Tests/TestSupport/PackageRoot.swift`), so tests run from anywhere.
public let packageRoot: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path
}()
