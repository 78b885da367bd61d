import Foundation
import TestSupport
import Testing

@testable import TourCompiler

/// `Platform.forEachLine`, which `tourc report` streams events files
/// through: every line, whole, in order, whatever its length against the
/// 1 MiB piece read at a time, and the last one with or without a newline.
@Suite struct LineStreamTests {
    static func lines(of path: String) throws -> [String] {
        var lines: [String] = []
        try Platform.forEachLine(in: path, limit: 1 << 30) { lines.append(String(decoding: $0, as: UTF8.self)) }
        return lines
    }

    @Test(arguments: TestSeed.seeds([11, 12]))
    func linesOfAnyLengthComeWholeAndInOrder(seed: UInt64) throws {
        var random = SeededGenerator(state: seed)
        // Lengths around the piece's edge, a line of three pieces, empty lines.
        var expected: [String] = []
        var length = 0
        while length < 5 << 20 {
            let size = [0, 1, 80, 4_095, (1 << 20) - 1, 1 << 20, 3 << 20].randomElement(using: &random)!
            let letter = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(expected.count % 26)))
            expected.append(String(repeating: letter, count: size))
            length += size + 1
        }
        let folder = try TemporaryFolder()
        let endsWithNewline = Bool.random(using: &random)
        try folder.write("events.jsonl", expected.joined(separator: "\n") + (endsWithNewline ? "\n" : ""))
        let read = try Self.lines(of: folder.path + "/events.jsonl")
        #expect(read.count == expected.count, "seed \(seed)")
        #expect(read == expected, "seed \(seed)")
    }

    @Test func aFileOverTheLimitAndAFolderAreRefused() throws {
        let folder = try TemporaryFolder(files: ["big.jsonl": String(repeating: "x", count: 100) + "\n"])
        #expect(throws: FileError.self) { try Platform.forEachLine(in: folder.path + "/big.jsonl", limit: 50) { _ in } }
        #expect(throws: FileError.self) { try Platform.forEachLine(in: folder.path, limit: 50) { _ in } }
        #expect(throws: FileError.self) { try Platform.forEachLine(in: folder.path + "/missing.jsonl", limit: 50) { _ in } }
    }
}
