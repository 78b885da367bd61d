import Foundation
import Testing

@testable import TourDiagnostics
@testable import TourSyntax

/// The bounds that keep a hostile file from taking the parser down: the
/// ceiling on `maxDepth`, and the bytes of text aliases may add.
@Suite("YAML parser: hostile limits")
struct YAMLHostileLimitTests {
    @Test func noDepthAskedForGoesPastTheCeiling() throws {
        let ceiling = YAMLLimits.maxDepthCeiling
        // At the ceiling, the deepest tree is built and let go (its teardown
        // is one level at a time, so the ceiling bounds it too).
        let deepest = String(repeating: "[", count: ceiling) + String(repeating: "]", count: ceiling)
        let (accepted, none) = parseYAML(deepest, limits: YAMLLimits(maxDepth: ceiling))
        #expect(none.isEmpty)
        #expect(accepted.documents.count == 1)
        // A million asked for is the ceiling: 100,000 brackets stop there.
        let text = String(repeating: "[", count: 100_000)
        let (result, diagnostics) = parseYAML(text, limits: YAMLLimits(maxDepth: 1_000_000))
        #expect(result.stoppedEarly)
        #expect(diagnostics.map(\.code) == [.nestingLimit])
        #expect(diagnostics.first?.position == syntaxPosition(1, ceiling + 1))
        #expect(diagnostics.first?.message == "lists and mappings nest more than \(ceiling) levels deep")
    }

    /// Aliases stack anchored trees on top of each other: four 10,000-deep
    /// lists, each holding the one before, make a tree 40,000 levels deep
    /// within the default expansion budget. Freed by Swift's own releases,
    /// one stack frame per level, it would overflow a worker thread's
    /// stack; it is freed on a 256 KB stack here, whole and, when the parse
    /// stops at an error after it, as the builder's leftovers.
    @Test(arguments: [false, true])
    func aTreeDeeperThanTheStackIsFreedLevelByLevel(stoppedAfterIt: Bool) throws {
        let ceiling = YAMLLimits.maxDepthCeiling
        func nested(_ inner: String) -> String {
            String(repeating: "[", count: ceiling - 1) + inner + String(repeating: "]", count: ceiling - 1)
        }
        let yaml =
            "a: &a \(nested("x"))\nb: &b \(nested("*a"))\nc: &c \(nested("*b"))\nd: \(nested("*c"))\n"
            + (stoppedAfterIt ? "e: *undefined\n" : "")
        let limits = YAMLLimits(maxDepth: ceiling)
        let depth = onSmallStack {
            let (result, diagnostics) = parseYAML(yaml, limits: limits)
            #expect(result.stoppedEarly == stoppedAfterIt)
            #expect(diagnostics.map(\.code) == (stoppedAfterIt ? [.undefinedAlias] : []))
            return result.documents.first.map { Self.depth(of: $0.root) } ?? 0
        }
        #expect(depth == (stoppedAfterIt ? 0 : 4 * (ceiling - 1) + 2))
    }

    /// The depth of `node`'s tree, counted without recursion.
    private static func depth(of node: YAMLNode) -> Int {
        var deepest = 0
        var pending = [(node, 1)]
        while let (node, level) = pending.popLast() {
            deepest = max(deepest, level)
            switch node.content {
            case .scalar: break
            case .sequence(let items): pending += items.map { ($0, level + 1) }
            case .mapping(let pairs): pending += pairs.map { ($0.value, level + 1) }
            }
        }
        return deepest
    }

    /// Runs `work` on a thread with a 256 KB stack, and waits for it.
    private func onSmallStack<Result: Sendable>(_ work: @escaping @Sendable () -> Result) -> Result {
        let box = ResultBox<Result>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = work()
            done.signal()
        }
        thread.stackSize = 1 << 18
        thread.start()
        done.wait()
        return box.value!
    }

    /// One 1 MB text anchored once and reused as the title and text of 400
    /// steps: 800 MB of text from a 1 MB file.
    @Test func aLongTextReusedByManyStepsStopsAtTheAliasThatCrossesTheLimit() throws {
        let long = String(repeating: "a", count: (1 << 20) - 16)
        var yaml = "tour: main\nsteps:\n  - id: s0\n    title: &t \(long)\n    text: *t\n"
        for index in 1..<400 { yaml += "  - id: s\(index)\n    title: *t\n    text: *t\n" }
        let (result, diagnostics) = parseYAML(yaml)
        #expect(result.stoppedEarly)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.code == .aliasExpansionLimit)
        #expect(diagnostic.message == "aliases in this document expand to more than \(8 << 20) bytes of text")
        // The 9th alias crosses 8 MiB: the text of step s4 (line 17).
        #expect(diagnostic.position == syntaxPosition(17, 11))
        #expect(diagnostic.notes.first?.hasPrefix("alias '*t' alone stands for \((1 << 20) - 16) bytes") == true)
    }

    @Test func aliasBytesCountNestedCopies() throws {
        // A list of four 10-byte texts, copied three times: 40 + 120 bytes.
        let yaml = "a: &a [&x 0123456789, *x, *x, *x]\nb: [*a, *a, *a]\n"
        #expect(parseYAML(yaml, limits: YAMLLimits(maxAliasBytes: 150)).1.isEmpty)
        let (result, diagnostics) = parseYAML(yaml, limits: YAMLLimits(maxAliasBytes: 149))
        #expect(result.stoppedEarly)
        #expect(diagnostics.map(\.code) == [.aliasExpansionLimit])
        #expect(diagnostics.first?.position == syntaxPosition(2, 13))
    }

    @Test func theDefaultLeavesRoomForRealReuse() {
        #expect(YAMLLimits.default.maxAliasBytes == 8 << 20)
        // A 2 KB text reused by 1,000 steps is far inside it.
        let text = String(repeating: "b", count: 2_000)
        var yaml = "x: &t \(text)\nsteps:\n"
        for _ in 0..<1_000 { yaml += "  - *t\n" }
        #expect(parseYAML(yaml).1.isEmpty)
    }
}

/// A value handed from one thread to another; the semaphore orders them.
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}
