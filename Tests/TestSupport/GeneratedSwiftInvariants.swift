// Invariants of generated Swift, shared by the pipeline fuzzer
// (Fuzz/PipelineFuzzer.swift, built with -D FUZZING against the stages'
// modules) and the tests.
import Foundation
import TourGeneration
import TourModel
import TourValidation

/// Reads back the generated Swift with a lexer for exactly the literals
/// tourc writes, and checks it against the model.
public enum GeneratedSwiftInvariants {
    /// What is wrong with `swift` as the code generated for `tours`; empty
    /// when every invariant holds.
    public static func problems(in swift: String, tours: [ValidatedTour]) -> [String] {
        let literals: [String]
        switch stringLiterals(in: swift) {
        case .success(let found): literals = found
        case .failure(let problem): return [problem.message]
        }
        var problems: [String] = []
        var expected: [String] = []
        var declarations: [String] = []
        for tour in tours {
            let source = tour.tour
            expected.append(source.id.value)
            expected.append(tour.revision)
            for text in [source.title, source.description].compactMap({ $0 }) { expected.append(text.text(in: "en")!) }
            for value in [source.completionCriteria?.value, source.icon?.value].compactMap({ $0 }) { expected.append(value) }
            declarations.append("enum \(tour.typeName):")
            for step in tour.steps {
                if step.step.id.value != step.caseName { expected.append(step.step.id.value) }
                expected += [step.step.title.text(in: "en")!, step.step.text.text(in: "en")!, step.target]
                declarations.append("case \(SwiftNaming.escapedIdentifier(step.caseName))")
            }
            expected += screenLiterals(tour.steps.map(\.screen))
            // The experiment: its id, each variant's name, and each text a variant gives.
            if let experiment = tour.experiment {
                expected.append(experiment.id)
                for variant in experiment.variants {
                    expected.append(variant.name)
                    for step in variant.steps {
                        expected += [step.id] + [step.title, step.text].compactMap { $0 }
                    }
                }
            }
            // The show rule: its tour ids and event names, and the Event enum
            // that names each event once (as its raw value).
            if let rule = source.show {
                expected += rule.after.map(\.value) + rule.events.map(\.name.value)
                var seen = Set<String>()
                let events = rule.events.map(\.name.value).filter { seen.insert($0).inserted }
                if !events.isEmpty { declarations.append("enum Event:") }
                for event in events {
                    expected.append(event)
                    declarations.append("case \(SwiftNaming.escapedIdentifier(SwiftNaming.caseName(forStepID: event)))")
                }
            }
        }
        if literals.sorted() != expected.sorted() {
            problems.append("string literals \(literals.sorted()) differ from the tour's strings \(expected.sorted())")
        }
        var declared: [String] = []
        for line in swift.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("enum ") && !trimmed.hasPrefix("enum Table") {
                declared.append(String(trimmed.prefix { $0 != " " } + " " + trimmed.dropFirst(5).prefix { $0 != ":" } + ":"))
            } else if trimmed.hasPrefix("case ") && !trimmed.contains(":") {
                declared.append(String(trimmed.prefix { $0 != "=" }.trimmingCharacters(in: .whitespaces)))
            }
        }
        if declared != declarations {
            problems.append("declared names \(declared) differ from the model's \(declarations)")
        }
        // A line may pass the limit only because of what the tour wrote: one
        // string literal, and the names it chose (a long step id is a long
        // case name, on the case's declaration with its raw value; a long
        // tour id is a long type name, and is quoted in the enum's comment).
        let names = tours.flatMap { tour in
            [tour.typeName, tour.tour.id.value] + tour.steps.map { SwiftNaming.escapedIdentifier($0.caseName) }
        }
        for (index, line) in swift.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.count > SwiftEmitter.maximumLineLength {
            let (literals, outside) = literalsAndOutsideLength(of: line)
            let namesLength = names.filter { line.contains($0) }.map(\.count).max() ?? 0
            if literals > 1 || outside - namesLength > SwiftEmitter.maximumLineLength {
                problems.append("line \(index + 1) has \(line.count) columns, not because of one string literal or name: \(line)")
            }
        }
        return problems
    }

    /// How many string literals `line` holds, and how many columns it has
    /// without their contents (the quotes count).
    public static func literalsAndOutsideLength(of line: Substring) -> (literals: Int, outside: Int) {
        var literals = 0
        var outside = 0
        var inLiteral = false
        var escaped = false
        for character in line {
            if inLiteral {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inLiteral = false
                    outside += 1
                }
                continue
            }
            outside += 1
            if character == "\"" {
                inLiteral = true
                literals += 1
            }
        }
        return (literals, outside)
    }

    public struct Problem: Error {
        var message: String
    }

    /// The decoded contents of every `"..."` literal, failing on `\(`.
    public static func stringLiterals(in swift: String) -> Result<[String], Problem> {
        var literals: [String] = []
        var scalars = swift.unicodeScalars.makeIterator()
        var inComment = false
        var previous: Unicode.Scalar = "\n"
        while let scalar = scalars.next() {
            defer { previous = scalar }
            if inComment {
                if scalar == "\n" { inComment = false }
                continue
            }
            if scalar == "/" && previous == "/" {
                inComment = true
                continue
            }
            guard scalar == "\"" else { continue }
            var literal = String.UnicodeScalarView()
            while let next = scalars.next() {
                if next == "\"" { break }
                if next == "\n" { return .failure(Problem(message: "a line break inside a string literal")) }
                guard next == "\\" else {
                    literal.append(next)
                    continue
                }
                switch scalars.next() {
                case "\\": literal.append("\\")
                case "\"": literal.append("\"")
                case "n": literal.append("\n")
                case "r": literal.append("\r")
                case "t": literal.append("\t")
                case "0": literal.append("\0")
                case "u":
                    guard scalars.next() == "{" else { return .failure(Problem(message: "a malformed \\u escape")) }
                    var hex = ""
                    while let digit = scalars.next(), digit != "}" { hex.unicodeScalars.append(digit) }
                    guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                        return .failure(Problem(message: "a \\u escape that is no scalar: \(hex)"))
                    }
                    literal.append(scalar)
                case "(": return .failure(Problem(message: "an interpolation in generated code"))
                default: return .failure(Problem(message: "an unknown escape in generated code"))
                }
            }
            literals.append(String(literal))
            previous = "\""
        }
        return .success(literals)
    }
}

/// The string literals of a tour's `screen` member: none when no step's
/// screen is known; else the most common value (the first step's in a tie)
/// once, as the `default`, and the value of each step that differs.
private func screenLiterals(_ screens: [String?]) -> [String] {
    guard screens.contains(where: { $0 != nil }) else { return [] }
    var counts: [(value: String?, count: Int)] = []
    for screen in screens {
        if let index = counts.firstIndex(where: { $0.value == screen }) { counts[index].count += 1 } else { counts.append((screen, 1)) }
    }
    var common = counts[0]
    for entry in counts.dropFirst() where entry.count > common.count { common = entry }
    return ([common.value] + screens.filter { $0 != common.value }).compactMap { $0 }
}
