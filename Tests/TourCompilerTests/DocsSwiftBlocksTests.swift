import Foundation
import TestSupport
import Testing
import TourFormat

@testable import TourCompiler
@testable import TourModel
@testable import TourValidation

/// Every ```swift block in README.md and docs/ is real: it type-checks
/// against TourKit, the stand-ins of SwiftUI and the two spotlight
/// packages, and the app module DocsApp (the samples' generated enums, those
/// of Tests/TourCompilerTests/Docs/Tours, and the placeholder views of
/// Docs/AppViews.swift). What the comment right above a block says:
///
/// - nothing: the block is a Swift file; one without declarations is a
///   view expression, checked as the body of a function returning
///   `some View`;
/// - `<!-- docs-check: excerpt -->`: the block is an abridged copy of what
///   tourc generates for the ```yaml block before it (with, as its
///   registry, the last ```yaml block before that which starts with
///   `targets:`, when there is one); each of its lines but `...` must
///   appear, in order, in the real output (a line ending in `{ ... }`
///   stands for the opening of a body left out);
/// - `<!-- docs-check: skip: REASON -->`: not Swift the app compiles (a
///   Package.swift fragment); the reason is required.
///
/// Docs/Broken/broken.md proves the check fails where it should.
@Suite struct DocsSwiftBlocksTests {
    /// One ```swift block.
    struct Block {
        enum Check: Equatable {
            case compile
            case excerpt
            case skip(String)
        }
        var file: String
        /// The line of the block's first line of code.
        var line: Int
        var code: String
        var check: Check
        /// The ```yaml block before it in the file, for an excerpt.
        var yaml: String?
        /// The last registry (a ```yaml block starting with `targets:`) before that.
        var registry: String? = nil
    }

    static let markdown =
        ["README.md"]
        + ((try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/docs")) ?? [])
        .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }

    /// The ```swift blocks of the Markdown file at `path` (relative to the package).
    static func blocks(in path: String) throws -> [Block] {
        let lines = try String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8).components(separatedBy: "\n")
        var blocks: [Block] = []
        var yaml: String?
        var registry: String?
        var index = 0
        while index < lines.count {
            let fence = lines[index].trimmingCharacters(in: .whitespaces)
            guard fence == "```swift" || fence == "```yaml" else {
                index += 1
                continue
            }
            var end = index + 1
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
            let code = lines[(index + 1)..<end].joined(separator: "\n")
            if fence == "```yaml" {
                if code.hasPrefix("targets:") { registry = code } else { yaml = code }
            } else {
                var above = index - 1
                while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).isEmpty { above -= 1 }
                let comment = above >= 0 ? lines[above].trimmingCharacters(in: .whitespaces) : ""
                var check = Block.Check.compile
                if comment.hasPrefix("<!-- docs-check:"), comment.hasSuffix("-->") {
                    let directive = comment.dropFirst("<!-- docs-check:".count).dropLast(3).trimmingCharacters(in: .whitespaces)
                    if directive == "excerpt" {
                        check = .excerpt
                    } else if directive.hasPrefix("skip:") {
                        check = .skip(directive.dropFirst("skip:".count).trimmingCharacters(in: .whitespaces))
                    }
                }
                blocks.append(Block(file: path, line: index + 2, code: code, check: check, yaml: yaml, registry: registry))
            }
            index = end + 1
        }
        return blocks
    }

    /// The module DocsApp, built once.
    static let app: Result<String, GeneratedCodeHarness.HarnessError> = {
        do {
            var settings = CommandSettings()
            settings.configuration = packageRoot + "/Samples/tourc.yaml"
            settings.accessLevel = .public
            let samples = try outputs(of: try resolved(settings))
            var docs = CommandSettings()
            docs.inputs = [packageRoot + "/Tests/TourCompilerTests/Docs/Tours"]
            docs.ignoresConfiguration = true
            docs.swiftOutput = "/nonexistent/never-written"
            docs.accessLevel = .public
            docs.overlays = SpotlightOverlay.allCases
            let context = try outputs(of: try resolved(docs))
            let views = try String(contentsOfFile: packageRoot + "/Tests/TourCompilerTests/Docs/AppViews.swift", encoding: .utf8)
            // One module has one overlay glue: both compiles write the same
            // (public, both overlays), and the module takes it once.
            let glue = OutputNaming.overlayGlueFileName
            guard samples.first(where: { $0.name == glue })?.contents == context.first(where: { $0.name == glue })?.contents else {
                throw GeneratedCodeHarness.HarnessError(message: "the samples and the docs' tours wrote different \(glue)")
            }
            let files = samples + context.filter { $0.name != glue } + [("AppViews.swift", views)]
            return .success(try GeneratedCodeHarness.buildModule("DocsApp", files))
        } catch let error as GeneratedCodeHarness.HarnessError {
            return .failure(error)
        } catch {
            return .failure(GeneratedCodeHarness.HarnessError(message: "\(error)"))
        }
    }()

    static func resolved(_ settings: CommandSettings) throws -> CompileRequest {
        let resolved = SettingsResolver.resolve(settings)
        guard let request = resolved.request else { throw GeneratedCodeHarness.HarnessError(message: "\(resolved.diagnostics)") }
        return request
    }

    static func outputs(of request: CompileRequest) throws -> [(name: String, contents: String)] {
        let generated = Compiler.outputs(of: request)
        guard !generated.diagnostics.containsErrors else { throw GeneratedCodeHarness.HarnessError(message: "\(generated.diagnostics)") }
        return generated.files.filter { $0.path.hasSuffix(".swift") }.map { (Paths.lastComponent(of: $0.path), $0.contents) }
    }

    /// Why `block` fails, with its errors at their lines in the Markdown file; `nil` when it passes.
    static func problem(with block: Block, app: String) throws -> String? {
        switch block.check {
        case .skip(let reason):
            return reason.isEmpty ? "\(block.file):\(block.line): a skipped block needs a reason" : nil
        case .excerpt:
            return try excerptProblem(block)
        case .compile:
            let scratch = try TemporaryFolder()
            // A block without declarations is a view expression.
            let isExpression = !block.code.split(separator: "\n").contains { line in
                let code = line.trimmingCharacters(in: .whitespaces)
                return ["import ", "struct ", "final class ", "class ", "enum ", "extension ", "func ", "let ", "var ", "@"].contains {
                    code.hasPrefix($0)
                }
            }
            let prefix =
                isExpression
                ? "import DocsApp\nimport SwiftUI\nimport TourKit\n@MainActor @ViewBuilder func docsBlock() -> some View {\n" : "import DocsApp\n"
            let suffix = isExpression ? "\n}\n" : "\n"
            let shift = prefix.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            try scratch.write("block.swift", prefix + block.code + suffix)
            guard let errors = try GeneratedCodeHarness.typecheck(scratch.path + "/block.swift", importing: [app]) else { return nil }
            // `block.swift:12:5: error: ...` at its line in the Markdown file.
            let mapped = errors.split(separator: "\n").compactMap { line -> String? in
                guard let range = line.range(of: "block.swift:") else { return nil }
                let rest = line[range.upperBound...]
                guard let colon = rest.firstIndex(of: ":"), let number = Int(rest[..<colon]), rest.contains("error:") else { return nil }
                return "\(block.file):\(block.line + number - 1 - shift):\(rest[rest.index(after: colon)...])"
            }
            return mapped.isEmpty ? errors : mapped.joined(separator: "\n")
        }
    }

    /// Each line of the excerpt but `...`, in order, among the lines tourc
    /// writes for the block's YAML (with both overlays, as the samples).
    static func excerptProblem(_ block: Block) throws -> String? {
        guard let yaml = block.yaml else { return "\(block.file):\(block.line): an excerpt needs a ```yaml block before it" }
        // The tour file is named after the tour, and its registry lists
        // every step's target (the id where it names none).
        let scratch = try TemporaryFolder()
        let lines = yaml.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let id = lines.first { $0.hasPrefix("tour: ") }.map { String($0.dropFirst("tour: ".count)) } ?? "docs"
        var targets: [String] = []
        for line in lines {
            if line.hasPrefix("- id: ") { targets.append(String(line.dropFirst("- id: ".count))) }
            if line.hasPrefix("target: "), let word = line.dropFirst("target: ".count).split(separator: " ").first {
                targets[targets.count - 1] = String(word)
            }
        }
        try scratch.write(id + ".tour.yaml", yaml + "\n")
        try scratch.write("targets.yaml", block.registry.map { $0 + "\n" } ?? "targets: [" + targets.joined(separator: ", ") + "]\n")
        var settings = CommandSettings()
        settings.inputs = [scratch.path]
        settings.ignoresConfiguration = true
        settings.swiftOutput = scratch.path + "/Generated"
        settings.overlays = SpotlightOverlay.allCases
        let files = try outputs(of: try resolved(settings))
        let generated = files.flatMap { $0.contents.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }
        var position = 0
        for (offset, line) in block.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let wanted = line.trimmingCharacters(in: .whitespaces)
            guard !wanted.isEmpty, wanted != "..." else { continue }
            // `var x: T { ... }` stands for a body the excerpt leaves out.
            let opening = wanted.hasSuffix(" { ... }") ? String(wanted.dropLast(" ... }".count)) : nil
            guard let found = generated[position...].firstIndex(where: { $0 == wanted || $0 == opening }) else {
                return "\(block.file):\(block.line + offset): tourc does not write this line here: \(wanted)"
            }
            position = found + 1
        }
        return nil
    }

    @Test(.uninstrumentedWork) func everySwiftBlockInTheDocsIsReal() throws {
        let app = try Self.app.get()
        var checked = 0
        for file in Self.markdown {
            for block in try Self.blocks(in: file) {
                let problem = try Self.problem(with: block, app: app)
                #expect(problem == nil, "\(problem ?? "")")
                if case .skip = block.check {} else { checked += 1 }
            }
        }
        #expect(checked >= 10, "the docs have Swift blocks")
    }

    /// The check fails on a block that calls an API the real package lacks,
    /// at the block's line in its page.
    @Test(.uninstrumentedWork) func aBrokenBlockFailsAtItsLine() throws {
        let app = try Self.app.get()
        let blocks = try Self.blocks(in: "Tests/TourCompilerTests/Docs/Broken/broken.md")
        #expect(blocks.count == 1)
        let problem = try #require(try Self.problem(with: blocks[0], app: app))
        #expect(problem.contains("Tests/TourCompilerTests/Docs/Broken/broken.md:16:"), "\(problem)")
        #expect(problem.contains("overlay"), "\(problem)")
    }

    /// The sample app's views are real SwiftUI code against the stand-ins,
    /// with the samples' generated enums.
    @Test(.uninstrumentedWork) func theSampleAppsViewsTypeCheck() throws {
        let app = try Self.app.get()
        let folder = packageRoot + "/Samples/App/Sources/SynthHelp/Views"
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).filter({ $0.hasSuffix(".swift") }).sorted() {
            let scratch = try TemporaryFolder()
            try scratch.write(name, "import DocsApp\n" + (try String(contentsOfFile: folder + "/" + name, encoding: .utf8)))
            let errors = try GeneratedCodeHarness.typecheck(scratch.path + "/" + name, importing: [app])
            #expect(errors == nil, "\(name): \(errors ?? "")")
        }
    }
}
