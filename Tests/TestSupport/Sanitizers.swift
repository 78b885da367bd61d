import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the tests run under AddressSanitizer or ThreadSanitizer
/// (`swift test --sanitize=...`), whose runtimes each export their
/// initializer: CI runs the suite plain and again under each sanitizer
/// (`.ci/run` says which tests each one runs), and a test that
/// measures nothing but proves a property on a large input may take a
/// smaller one under the sanitizers, which are there for memory and races.
public let runsUnderSanitizer: Bool = {
    #if canImport(Glibc)
        let everywhere = UnsafeMutableRawPointer(bitPattern: 0)  // RTLD_DEFAULT
    #else
        let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
    #endif
    return dlsym(everywhere, "__asan_init") != nil || dlsym(everywhere, "__tsan_init") != nil
}()

extension Trait where Self == ConditionTrait {
    /// For a test whose work is done by a program no sanitizer instruments:
    /// swiftc building generated code against the stand-ins and running it,
    /// or Chromium loading the preview. Under a sanitizer it would repeat
    /// the plain run's check at the plain run's cost while looking at none
    /// of tourc's memory or threads, so it runs in the plain `swift test`
    /// only (CI's sanitizer stage was 27 of its 45 minutes).
    public static var uninstrumentedWork: Self {
        .disabled(if: runsUnderSanitizer, "its work is swiftc's or Chromium's, which no sanitizer instruments")
    }
}
