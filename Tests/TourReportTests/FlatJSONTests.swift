import Foundation
import TestSupport
import Testing

@testable import TourReport

/// The short way events are read (``FlatJSON``) against the long way
/// (`JSONSerialization`), on seeded random lines: where the short way
/// takes a line, it reads the same members; where it does not, the line
/// goes the long way and still reads.
@Suite struct FlatJSONTests {
    static let keys = ["event", "tour", "install", "time", "step", "index", "seconds", "variant", "reason", "extra"]
    static let texts = ["main", "stepShown", "mix", "Grüße", "日本語", "a\\\"b", "tab\\there", "\\u00e9t\\u00e9", "", "emoji 🎹", "slash\\/"]
    static let numbers = ["0", "2", "-1", "1.5", "12.25", "1e3", "2.5E-2", "-0.0", "123456789"]

    static func value(_ random: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<6, using: &random) {
        case 0, 1: "\"" + texts.randomElement(using: &random)! + "\""
        case 2: numbers.randomElement(using: &random)!
        case 3: ["true", "false", "null"].randomElement(using: &random)!
        case 4: Bool.random(using: &random) ? "[1, 2]" : "{\"nested\": true}"
        default: "\"2026-12-06T20:45:00Z\""
        }
    }

    static func line(_ random: inout SeededGenerator) -> String {
        let count = Int.random(in: 0..<8, using: &random)
        let members = (0..<count).map { _ in
            let space = Bool.random(using: &random) ? " " : ""
            return "\"\(keys.randomElement(using: &random)!)\"\(space):\(space)\(value(&random))"
        }
        return "{" + members.joined(separator: Bool.random(using: &random) ? ", " : ",") + "}"
    }

    @Test(arguments: TestSeed.seeds([7, 8]))
    func theShortWayReadsWhatFoundationReads(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        var short = 0
        for _ in 0..<3_000 {
            let line = Array(Self.line(&random).utf8)
            line.withUnsafeBufferPointer { bytes in
                let long = EventLogReader.foundationMembers(of: bytes)
                #expect(long != nil, "every generated line is JSON: \(String(decoding: line, as: UTF8.self))")
                guard let members = FlatJSON.members(of: bytes) else { return }
                short += 1
                // Repeated keys: the last, as Foundation keeps.
                var byKey: [String: FlatJSON.Value] = [:]
                for member in members { byKey[member.key] = member.value }
                var foundation: [String: FlatJSON.Value] = [:]
                for member in long ?? [] { foundation[member.key] = member.value }
                #expect(byKey == foundation, "\(String(decoding: line, as: UTF8.self))")
            }
        }
        #expect(short > 500, "the short way takes the lines without escapes or nesting")
    }

    @Test func whatIsNotJSONIsNotTaken() {
        for text in [#"{"a":1"#, #"{"a" 1}"#, #"{"a":1,}"#, #"{"a":tru}"#, #"{"a":1} x"#, #"["a"]"#, "", #"{"a":"b"#, "{\"a\":\"\u{1}\"}"] {
            let bytes = Array(text.utf8)
            #expect(bytes.withUnsafeBufferPointer { FlatJSON.members(of: $0) } == nil, "\(text)")
        }
        let invalidUTF8: [UInt8] = Array(#"{"a":""#.utf8) + [0xFF] + Array(#""}"#.utf8)
        #expect(invalidUTF8.withUnsafeBufferPointer { FlatJSON.members(of: $0) } == nil)
    }
}
