// libFuzzer target: arbitrary bytes as a tour file through the whole
// pipeline. Whatever validates is generated, and the generated Swift is
// checked for what a code generator must guarantee:
// - every string literal decodes back to a string of the tour (its ids,
//   titles, texts, targets, metadata), and every such string is there;
// - no literal holds an interpolation (`\(`): texts are data, never code;
// - every declared type and case name is one the model produced;
// and the JSON bundles are valid JSON that hold the same texts.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let limits = YAMLLimits(maxDepth: 16, maxAliasExpansion: 2_000, maxFileSize: 1 << 16, maxScalarLength: 4_096)
    var collector = DiagnosticCollector(file: "fuzz.tour.yaml")
    let parsed = YAMLParser(limits: limits).parse(bytes, diagnostics: &collector)
    guard !parsed.stoppedEarly, !collector.hasErrors else { return 0 }
    let decoded = TourDecoder.decode(parsed.documents, file: "fuzz.tour.yaml")
    guard !decoded.diagnostics.containsErrors, !decoded.tours.isEmpty else { return 0 }
    let validation = Validator.validate(decoded.tours, registry: nil, options: ValidationOptions())
    guard !validation.diagnostics.containsErrors else { return 0 }

    let swift = SwiftEmitter().render(validation.tours, sourceName: "fuzz.tour.yaml")
    GeneratedSwiftInvariants.check(swift, tours: validation.tours)
    for tour in validation.tours {
        let json = CanonicalBundleEmitter().render(tour)
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
            let steps = object["steps"] as? [[String: Any]]
        else { preconditionFailure("the canonical bundle is not valid JSON:\n\(json)") }
        precondition(steps.map { $0["text"] as? String } == tour.steps.map { $0.step.text.text(in: "en") }, "bundle texts differ")
        precondition(steps.map { $0["title"] as? String } == tour.steps.map { $0.step.title.text(in: "en") }, "bundle titles differ")
    }
    return 0
}

/// Reads back the generated Swift with a lexer for exactly the literals
/// tourc writes, and checks it against the model.
enum GeneratedSwiftInvariants {
    static func check(_ swift: String, tours: [ValidatedTour]) {
        let literals = stringLiterals(in: swift)
        var expected: [String] = []
        var declarations: [String] = []
        for tour in tours {
            let source = tour.tour
            expected.append(source.id.value)
            for text in [source.title, source.description].compactMap({ $0 }) { expected.append(text.text(in: "en")!) }
            for value in [source.completionCriteria?.value, source.icon?.value].compactMap({ $0 }) { expected.append(value) }
            declarations.append("enum \(tour.typeName):")
            for step in tour.steps {
                if step.step.id.value != step.caseName { expected.append(step.step.id.value) }
                expected += [step.step.title.text(in: "en")!, step.step.text.text(in: "en")!, step.target]
                declarations.append("case \(SwiftNaming.escapedIdentifier(step.caseName))")
            }
        }
        precondition(literals.sorted() == expected.sorted(), "string literals differ from the tour's strings:\n\(swift)")
        var declared: [String] = []
        for line in swift.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("enum ") && !trimmed.hasPrefix("enum Table") {
                declared.append(String(trimmed.prefix { $0 != " " } + " " + trimmed.dropFirst(5).prefix { $0 != ":" } + ":"))
            } else if trimmed.hasPrefix("case ") && !trimmed.contains(":") {
                declared.append(String(trimmed.prefix { $0 != "=" }.trimmingCharacters(in: .whitespaces)))
            }
        }
        precondition(declared == declarations, "declared names \(declared) differ from the model's \(declarations)")
    }

    /// The decoded contents of every `"..."` literal, failing on `\(`.
    static func stringLiterals(in swift: String) -> [String] {
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
                precondition(next != "\n", "a line break inside a string literal")
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
                    precondition(scalars.next() == "{")
                    var hex = ""
                    while let digit = scalars.next(), digit != "}" { hex.unicodeScalars.append(digit) }
                    literal.append(Unicode.Scalar(UInt32(hex, radix: 16)!)!)
                case "(": preconditionFailure("an interpolation in generated code:\n\(swift)")
                default: preconditionFailure("an unknown escape in generated code")
                }
            }
            literals.append(String(literal))
            previous = "\""
        }
        return literals
    }
}
