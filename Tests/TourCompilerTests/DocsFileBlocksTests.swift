import Foundation
import TestSupport
import Testing

/// A fenced block in README.md or docs/ right under
/// `<!-- docs-check: file PATH -->` shows the file at PATH (relative to the
/// package), whole: the block and the file must hold the same text, so a
/// script the docs tell users to copy is the one CI checks.
@Suite struct DocsFileBlocksTests {
    struct Shown: CustomStringConvertible {
        var markdown: String
        var line: Int
        var file: String
        var block: String
        var description: String { "\(markdown):\(line) shows \(file)" }
    }

    static let marker = "<!-- docs-check: file "

    /// Every block that shows a file.
    static func shownFiles() throws -> [Shown] {
        var shown: [Shown] = []
        for markdown in DocsSwiftBlocksTests.markdown {
            let lines = try String(contentsOfFile: packageRoot + "/" + markdown, encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix(marker), trimmed.hasSuffix("-->") else { continue }
                let file = trimmed.dropFirst(marker.count).dropLast(3).trimmingCharacters(in: .whitespaces)
                let fence = index + 1
                guard fence < lines.count, lines[fence].trimmingCharacters(in: .whitespaces).hasPrefix("```") else {
                    shown.append(Shown(markdown: markdown, line: index + 1, file: file, block: "(no fenced block right below)"))
                    continue
                }
                var end = fence + 1
                while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
                shown.append(
                    Shown(markdown: markdown, line: index + 1, file: file, block: lines[(fence + 1)..<end].joined(separator: "\n") + "\n"))
            }
        }
        return shown
    }

    @Test("each block shows its file exactly")
    func blocksMatchTheirFiles() throws {
        let shown = try Self.shownFiles()
        // The Xcode Cloud script is one of them; the check is not vacuous.
        #expect(shown.contains { $0.file == "Integration/XcodeCloud/ci_scripts/ci_post_clone.sh" })
        for entry in shown {
            let contents = try? String(contentsOfFile: packageRoot + "/" + entry.file, encoding: .utf8)
            #expect(contents != nil, "\(entry): no such file")
            #expect(contents == entry.block, "\(entry): the block differs from the file")
        }
    }

    @Test("the Xcode Cloud script trusts the plugin with the key Xcode reads, and is executable")
    func xcodeCloudScript() throws {
        let path = packageRoot + "/Integration/XcodeCloud/ci_scripts/ci_post_clone.sh"
        let script = try String(contentsOfFile: path, encoding: .utf8)
        // Apple's spelling, "Validatation"; the correctly spelled key does nothing.
        #expect(script.contains("defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES"))
        #expect(FileManager.default.isExecutableFile(atPath: path))
    }
}
