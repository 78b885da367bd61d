#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the tests run under AddressSanitizer or ThreadSanitizer
/// (`swift test --sanitize=...`), whose runtimes each export their
/// initializer: CI runs the whole suite three times, and a test that
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
