import Foundation

/// The seeds of the randomized tests.
///
/// Every randomized test takes its seed as its argument,
/// `@Test(arguments: TestSeed.seeds([...]))`, so Swift Testing names it with
/// every failure ("with 1 argument seed → 42"). Each test has fixed seeds of
/// its own, so CI runs the same cases every time;
/// `TOURC_TEST_SEED=42 swift test --filter NAME` replays seed 42 alone, and
/// `TOURC_TEST_SEED=random` runs one new seed, to explore.
public enum TestSeed {
    /// The environment variable that replaces every test's seeds.
    public static let variable = "TOURC_TEST_SEED"

    /// The environment's seed alone when it sets one, else `fixed`.
    public static func seeds(_ fixed: [UInt64]) -> [UInt64] {
        guard let text = ProcessInfo.processInfo.environment[variable], !text.isEmpty else { return fixed }
        if text == "random" { return [UInt64.random(in: 0...UInt64.max)] }
        guard let value = UInt64(text) else { preconditionFailure("\(variable)=\(text) is neither a number nor 'random'") }
        return [value]
    }
}
