import TestSupport

/// Writes random tour files the way people leave them: keys in any order,
/// any indentation, texts in every YAML style (plain, quoted, blocks with
/// every chomping, folded, over several lines), localized mappings in block
/// and flow style, anchors and aliases, comments on lines of their own and
/// after values at any indentation, blank lines, several documents, CRLF
/// line breaks and byte order marks. Deterministic from its seed.
///
/// Not every file it writes is valid YAML (a text may need quotes the
/// chosen style cannot give): the tests read each file first and keep the
/// ones that parse.
struct MessyTourWriter {
    var random: SeededGenerator
    /// Whether to write only what validates (no unknown keys, no empty values).
    var validOnly = false
    private var indent = 2
    private var anchors: [String] = []
    private var anchorCount = 0

    init(seed: UInt64, validOnly: Bool = false) {
        random = SeededGenerator(state: seed)
        self.validOnly = validOnly
    }

    private static let words =
        "tap the key to play a note and hold it for sustain slide along the strip pick a preset **bold** *soft* `code` {symbol:star} 50% #hashtag a:b \"quoted\" it's back\\slash \\(n) naïve café 日本語 🎹 yes no null ~ 1e3 - ? : , [x] {y} & * ! | > @"
        .split(separator: " ").map(String.init)

    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    private mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }

    /// One tour file of `documents` tours of `steps` steps each.
    mutating func file(documents: Int = 1, steps: Int) -> String {
        indent = pick([2, 2, 3, 4])
        var lines: [String] = []
        if chance(50) { lines.append("# yaml-language-server: $schema=../schema.json") }
        if chance(20) { lines.append("") }
        for index in 0..<documents {
            anchors = []
            if index > 0 || chance(10) { lines.append(chance(30) ? "--- # tour \(index)" : "---") }
            lines += tour(index: index, steps: steps)
            if chance(20) { lines.append(pick(["# after the tour", "", "...", "  # indented after"])) }
        }
        var text = lines.joined(separator: "\n") + (chance(90) ? "\n" : "")
        if chance(15) { text = text.replacingOccurrences(of: "\n", with: "\r\n") }
        if chance(10) { text = "\u{FEFF}" + text }
        return text
    }

    private mutating func tour(index: Int, steps: Int) -> [String] {
        var entries: [[String]] = []
        entries.append(["tour: tour\(index)x\(Int.random(in: 0..<1000, using: &random))"])
        if chance(50) { entries.append(["swiftName: Tour\(index)Help"]) }
        if chance(70) { entries.append(keyed("title", text(level: 0))) }
        if chance(50) { entries.append(keyed("description", text(level: 0))) }
        if chance(40) { entries.append(["estimatedSeconds: \(Int.random(in: 1..<90, using: &random))"]) }
        if chance(50) { entries.append(mapping("defaults", ["padding: 8", "cornerRadius: 16", "action: tap", "shape: circle"], level: 0)) }
        if chance(40) { entries.append(mapping("presentation", ["dimmingOpacity: 0.5", "animationDuration: 0.3"], level: 0)) }
        if chance(30) { entries.append(mapping("show", ["launches: 2", "priority: 1", "maxDisplays: 3"], level: 0)) }
        if !validOnly, chance(10) { entries.append(["titel: misspelt"]) }
        entries.append(stepList(count: steps))
        entries.shuffle(using: &random)
        return entries.flatMap { $0 }
    }

    /// `key:` and a value's lines (the first continues the key's line).
    private mutating func keyed(_ key: String, _ value: [String]) -> [String] {
        var lines = comments(level: 0)
        lines.append(key + ":" + value[0] + trailingComment())
        return lines + value.dropFirst()
    }

    private mutating func mapping(_ key: String, _ entries: [String], level: Int) -> [String] {
        let pad = String(repeating: " ", count: indent * (level + 1))
        var lines = [key + ":" + (chance(20) ? "  # \(key)" : "")]
        for entry in entries.shuffled(using: &random) where chance(70) || entry == entries[0] {
            lines += comments(level: level + 1)
            lines.append(pad + entry + trailingComment())
        }
        return lines
    }

    private mutating func stepList(count: Int) -> [String] {
        // A list at the key's column ("indentless") or indented.
        let dash = String(repeating: " ", count: chance(30) ? 0 : indent)
        var lines = ["steps:" + (chance(20) ? "  # the steps" : "")]
        for step in 0..<count {
            lines += comments(level: 1, column: dash.count)
            if chance(15) { lines.append("") }
            var fields: [[String]] = [["id: step\(step)"]]
            if chance(40) { fields.append(["target: target\(step % 7)"]) }
            fields.append(stepText("title"))
            fields.append(stepText("text"))
            if chance(30) { fields.append(["padding: \(Int.random(in: 0..<20, using: &random))"]) }
            if chance(30) { fields.append(["action: " + pick(["tap", "input", "navigate"])]) }
            if chance(20) { fields.append(["shape: " + pick(["rect", "circle", "capsule"])]) }
            fields.shuffle(using: &random)
            let inner = dash + "- "
            let continuation = String(repeating: " ", count: inner.count)
            let onNextLine = chance(10)
            if onNextLine { lines.append(dash + "-" + (chance(50) ? "  # step \(step)" : "")) }
            for (index, field) in fields.enumerated() {
                if index > 0 { lines += comments(level: 2, column: continuation.count) }
                let first = index == 0 && !onNextLine ? inner : continuation
                lines.append(first + field[0])
                lines += field.dropFirst().map { continuation + $0 }
            }
            if chance(10) { lines.append(continuation + "# closing step \(step)") }
        }
        return lines
    }

    /// A step's title or text, maybe anchored or an alias.
    private mutating func stepText(_ key: String) -> [String] {
        if !anchors.isEmpty, chance(5) { return [key + ": *" + pick(anchors) + trailingComment()] }
        var value = text(level: 1)
        if chance(8) {
            anchorCount += 1
            let name = "a\(anchorCount)"
            anchors.append(name)
            value[0] = " &" + name + value[0]
        }
        value[0] = key + ":" + value[0] + (value.count == 1 ? trailingComment() : "")
        return value
    }

    /// A text's value lines, the first to follow `key:`; `level` is how
    /// deep the key is (the value's lines go one deeper).
    private mutating func text(level: Int) -> [String] {
        let pad = String(repeating: " ", count: indent * (level + 1))
        if chance(15) {
            // Localized: a flow or a block mapping.
            let english = sentence()
            let german = sentence()
            if chance(50) { return [" {en: \(quotedDouble(english)), de: \(quotedSingle(german))}"] }
            let inner = String(repeating: " ", count: indent * (level + 2))
            return [""] + [pad + "en: " + quotedDouble(english), pad + "de:" + block(german, pad: inner)[0]]
                + block(german, pad: inner).dropFirst()
        }
        let value = sentence()
        switch Int.random(in: 0..<8, using: &random) {
        case 0, 3: return [" " + (Self.looksPlain(value) ? value : quotedDouble(value))]
        case 1: return [" " + quotedSingle(value)]
        case 2: return [" " + quotedDouble(value)]
        case 4:
            // Plain over two lines.
            let words = value.split(separator: " ")
            guard words.count > 2, Self.looksPlain(value) else { return [" " + quotedSingle(value)] }
            return [" " + words.prefix(2).joined(separator: " "), pad + words.dropFirst(2).joined(separator: " ")]
        case 5:
            // Double-quoted over lines.
            let words = value.split(separator: " ")
            guard words.count > 2 else { return [" " + quotedDouble(value)] }
            let escaped = quotedDouble(value).dropFirst().dropLast().split(separator: " ", omittingEmptySubsequences: false)
            return [" \"" + escaped.prefix(2).joined(separator: " "), pad + escaped.dropFirst(2).joined(separator: " ") + "\""]
        default:
            return block(value + (chance(50) ? "\n" + sentence() : ""), pad: pad)
        }
    }

    /// `value` as a block scalar of a random kind, at `pad`.
    private mutating func block(_ value: String, pad: String) -> [String] {
        let header = pick(["|", "|-", "|+", ">", ">-", "|2-", "|-2"])
        let extra = header.contains("2") ? String(repeating: " ", count: max(0, 2 - indent)) : ""
        var lines = [" " + header + (chance(20) ? " # block" : "")]
        lines += value.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : pad + extra + $0 }
        if header.hasSuffix("+"), chance(50) { lines.append("") }
        return lines
    }

    private mutating func sentence() -> String {
        var words: [String] = []
        for _ in 0..<Int.random(in: 1..<9, using: &random) { words.append(pick(Self.words)) }
        var text = words.joined(separator: " ")
        if chance(5) { text = " " + text }
        if chance(5) { text += " " }
        return text
    }

    /// Whether `value` most likely reads back as itself written plain (a
    /// rough guess: files it gets wrong do not parse, and are skipped).
    private static func looksPlain(_ value: String) -> Bool {
        guard let first = value.unicodeScalars.first, let last = value.unicodeScalars.last else { return false }
        return (first.properties.isAlphabetic || ("0"..."9").contains(first)) && last != " " && last != ":"
            && !value.contains(": ") && !value.contains(" #")
    }

    private func quotedSingle(_ value: String) -> String { "'" + value.replacingOccurrences(of: "'", with: "''") + "'" }
    private func quotedDouble(_ value: String) -> String {
        "\""
            + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(
                of: "\n", with: "\\n")
            + "\""
    }

    /// Comment lines (and blank lines) before an entry at `level`.
    private mutating func comments(level: Int, column: Int? = nil) -> [String] {
        var lines: [String] = []
        while chance(12) {
            if chance(30) {
                lines.append("")
            } else {
                let at = column ?? indent * level
                let shift = pick([0, 0, 0, -2, 2, 4])
                lines.append(String(repeating: " ", count: max(0, at + shift)) + "# note \(Int.random(in: 0..<100, using: &random))")
            }
        }
        return lines
    }

    private mutating func trailingComment() -> String {
        chance(10) ? String(repeating: " ", count: Int.random(in: 1..<4, using: &random)) + "# trailing" : ""
    }
}
