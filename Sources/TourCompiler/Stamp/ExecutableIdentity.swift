#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Which tourc executable is running: its real path, size, modification
/// time and inode. A tourc rebuilt from other sources (a branch, a local
/// build, a package update to a commit with the same version number) is a
/// new file, so the build stamp of another build is never trusted.
enum ExecutableIdentity {
    /// The running executable's identity, or `nil` when it cannot be found.
    static let current: String? = {
        // Foundation resolves argv[0] to the executable's path (from
        // /proc/self/exe on Linux, _CFProcessPath on Apple platforms).
        guard let launched = ProcessInfo.processInfo.arguments.first,
            let path = Platform.realPath(launched),
            case .success(let status) = Platform.status(of: path)
        else { return nil }
        return "\(status.size) \(status.seconds).\(status.nanoseconds) \(status.inode) \(path)"
    }()
}
