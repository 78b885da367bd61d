import TourBytes
import TourDiagnostics
import TourFormat
import TourSyntax

/// Reads typed values out of YAML nodes, reporting every mismatch with the
/// node's position. The tour, registry and configuration decoders are built
/// from these pieces.
struct NodeReader: Sendable {
    /// Everything reported while reading.
    var diagnostics: DiagnosticCollector
    /// The sources of the current document's scalars that need one, for
    /// positions inside texts.
    var scalarSources: [SourcePosition: ScalarSource] = [:]

    /// Creates a reader that reports about `file`.
    init(file: String) {
        diagnostics = DiagnosticCollector(file: file)
    }

    /// The pairs of a mapping, checked against its field table.
    struct Fields: Sendable {
        /// The mapping's pairs.
        let pairs: [YAMLPair]
        /// The table the mapping was read against.
        let specs: [FieldSpec]
        /// Where the mapping holds each of the table's first 16 keys, four
        /// bits a key (`specs[i]` at bits `4i...`): 0 when it lacks the key,
        /// else 1 + the pair's index, and 15 for a pair past the 14th,
        /// which is looked up. A step's lookups, most of them for keys it
        /// lacks, are then answered without reading its pairs: 2 % of
        /// `tourc validate` on 1000 x 50 (Benchmarks/instructions.py).
        let slots: UInt64

        /// The value of `key`, if present.
        subscript(key: String) -> YAMLNode? {
            guard let index = specs.firstIndex(where: { $0.key.isSameKey(as: key) }) else { return nil }
            return value(at: index)
        }

        /// Whether the mapping holds any of the table's last `count` keys.
        func holdsAny(ofLast count: Int) -> Bool {
            (specs.count - count..<specs.count).contains { holdsKey(at: $0) }
        }

        /// Whether the mapping holds the table's key at `index`.
        func holdsKey(at index: Int) -> Bool {
            index < 16 ? (slots >> (4 * index)) & 0xF != 0 : pairs.contains { $0.key.hasScalarValue(specs[index].key) }
        }

        private func value(at index: Int) -> YAMLNode? {
            let slot = index < 16 ? Int((slots >> (4 * index)) & 0xF) : 15
            if slot == 0 { return nil }
            if slot < 15 { return pairs[slot - 1].value }
            let key = specs[index].key
            return pairs.first { $0.key.hasScalarValue(key) }?.value
        }

        /// The slots of `slot`: the key at `index` of the table is the pair at `pair`.
        static func slots(_ slots: UInt64, placing index: Int, at pair: Int) -> UInt64 {
            guard index < 16 else { return slots }
            let shift = UInt64(4 * index)
            // A repeated key was dropped by the parser: each key has one pair.
            return slots & ~(0xF << shift) | UInt64(min(pair + 1, 15)) << shift
        }
    }

    /// Reads a mapping against `specs`: reports a non-mapping, each key that
    /// is not plain text, each unknown key (suggesting the closest allowed
    /// one) and each missing required key. `what` names the mapping in
    /// messages ("a step"). Keys that `openKeys` accepts are left to the
    /// caller: `lint:` takes diagnostic codes as keys besides its fixed ones.
    /// A key in `retired` was accepted once: its message says what replaced it.
    mutating func fields(
        of node: YAMLNode, _ specs: [FieldSpec], describing what: String, openKeys: OpenKeys? = nil,
        retired: [String: String] = [:]
    ) -> Fields? {
        guard case .mapping(let pairs) = node.content else {
            wrongType(node, expected: "a mapping (\(what))")
            return nil
        }
        // Lookups go straight to the mapping's pairs: an unknown key is
        // reported here and never asked for, so no filtered copy is made.
        checkTag(node, allowing: "tag:yaml.org,2002:map")
        var slots: UInt64 = 0
        // The keys the table does not declare, reported below: rare, so
        // the reporting reads them a second time.
        var strayKeys: [YAMLPair] = []
        for (place, pair) in pairs.enumerated() {
            guard let key = plainKey(pair.key) else { continue }
            if let index = specs.firstIndex(where: { $0.key.isSameKey(as: key) }) {
                slots = Fields.slots(slots, placing: index, at: place)
            } else if key == "<<" || retired[key] != nil || openKeys?.accepts(key) != true {
                strayKeys.append(pair)
            }
        }
        let fields = Fields(pairs: pairs, specs: specs, slots: slots)
        let missing = specs.indices.filter { specs[$0].isRequired && !fields.holdsKey(at: $0) }.map { specs[$0].key }
        // Missing keys that an unknown key most likely misspells: that
        // key's error says it, and no second error says the key is missing.
        var misspelt: Set<String> = []
        for pair in strayKeys {
            guard case .scalar(let key, _) = pair.key.content else { continue }
            if key == "<<" && pair.key.content.isPlainScalar {
                diagnostics.report(
                    .unsupportedYAML, "merge keys ('<<') are not supported; write the keys out, or share a value with an alias",
                    at: pair.key.position)
            } else if let replacement = retired[key] {
                diagnostics.report(
                    .unknownKey, "unknown key '\(key)' in \(what): \(replacement)", at: pair.key.position)
            } else {
                let allowed = specs.map(\.key)
                // A missing required key is the likeliest meaning of a key close to it.
                let suggestion =
                    Suggestions.likelyMeant(key, among: missing.filter { !misspelt.contains($0) })
                    ?? Suggestions.likelyMeant(key, among: allowed)
                let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
                let accepted = allowed + (openKeys.map { [$0.description] } ?? [])
                var notes = ["\(what) accepts: \(accepted.joined(separator: ", "))"]
                if let suggestion, missing.contains(suggestion), misspelt.insert(suggestion).inserted {
                    notes.insert("\(what) requires '\(suggestion)', which this mapping lacks", at: 0)
                }
                diagnostics.report(
                    .unknownKey, "unknown key '\(key.truncatedForMessage)' in \(what)\(hint)",
                    at: pair.key.position, notes: notes, suggestion: suggestion)
            }
        }
        for key in missing where !misspelt.contains(key) {
            diagnostics.report(.missingKey, "\(what) is missing the required key '\(key)'", at: node.position)
        }
        return fields
    }

    /// Keys a mapping accepts beyond its field table, checked by the caller.
    struct OpenKeys {
        /// How the unknown-key note names them ("a lint's code, such as TOUR330").
        let description: String
        /// Whether `key` is one of them.
        let accepts: (String) -> Bool
    }

    /// The key's text, or `nil` (reported) when the key is not plain text.
    mutating func plainKey(_ key: YAMLNode) -> String? {
        if case .scalar(let value, _) = key.content, !value.isEmpty { return value }
        diagnostics.report(.invalidKey, "a key must be plain text, found \(key.kindDescription)", at: key.position)
        return nil
    }

    /// Any scalar, as text exactly as written; only an empty value is
    /// rejected. `no`, `1e3` and `null` are texts here, not booleans, numbers or nulls.
    mutating func text(_ node: YAMLNode) -> Located<String>? {
        checkTag(node, allowing: "tag:yaml.org,2002:str")
        if case .scalar(let value, let style) = node.content, !(style == .plain && value.isEmpty) {
            return Located(value, at: node.position)
        }
        wrongType(node, expected: "text")
        return nil
    }

    /// Text that follows `rule`.
    mutating func name(_ node: YAMLNode, _ rule: NameRule, describing what: String) -> Located<String>? {
        guard let text = text(node) else { return nil }
        guard rule.matches(text.value) else {
            diagnostics.report(
                .invalidName, "'\(text.value.truncatedForMessage)' is not a valid \(what)",
                at: node.position, notes: ["\(what)s match \(rule.pattern)"])
            return nil
        }
        return text
    }

    /// A finite number `>= 0` (and at most `maximum`, when given), written
    /// unquoted; `unit` names what it counts in the message.
    mutating func nonNegativeNumber(_ node: YAMLNode, key: String, unit: String = "points", maximum: Double? = nil) -> Located<Double>? {
        checkTag(node, allowing: "tag:yaml.org,2002:float", "tag:yaml.org,2002:int")
        guard case .scalar(let value, .plain) = node.content, let number = YAMLNumber.parse(value) else {
            wrongType(node, expected: "a number")
            return nil
        }
        guard number.isFinite, number >= 0, number <= (maximum ?? .infinity) else {
            let range = maximum.map { "from 0 to \($0.shortestDecimal)" } ?? "0 or more"
            diagnostics.report(
                .numberOutOfRange, "'\(key)' must be a finite number of \(unit), \(range); found \(value)",
                at: node.position)
            return nil
        }
        return Located(number, at: node.position)
    }

    /// A whole number `>= 1`, written unquoted.
    mutating func positiveInteger(_ node: YAMLNode, key: String) -> Located<Int>? {
        checkTag(node, allowing: "tag:yaml.org,2002:int")
        guard case .scalar(let value, .plain) = node.content else {
            wrongType(node, expected: "a whole number")
            return nil
        }
        guard let number = YAMLNumber.parseInteger(value) else {
            wrongType(node, expected: "a whole number")
            return nil
        }
        guard number >= 1 else {
            diagnostics.report(.numberOutOfRange, "'\(key)' must be 1 or more; found \(value)", at: node.position)
            return nil
        }
        return Located(number, at: node.position)
    }

    /// A whole number `>= minimum` (any when `nil`), written unquoted.
    mutating func integer(_ node: YAMLNode, key: String, minimum: Int?) -> Located<Int>? {
        checkTag(node, allowing: "tag:yaml.org,2002:int")
        guard case .scalar(let value, .plain) = node.content, let number = YAMLNumber.parseInteger(value) else {
            wrongType(node, expected: "a whole number")
            return nil
        }
        if let minimum, number < minimum {
            diagnostics.report(.numberOutOfRange, "'\(key)' must be \(minimum) or more; found \(value)", at: node.position)
            return nil
        }
        return Located(number, at: node.position)
    }

    /// `true` or `false`, written unquoted.
    mutating func boolean(_ node: YAMLNode) -> Located<Bool>? {
        checkTag(node, allowing: "tag:yaml.org,2002:bool")
        if case .scalar(let value, .plain) = node.content {
            switch value {
            case "true", "True", "TRUE": return Located(true, at: node.position)
            case "false", "False", "FALSE": return Located(false, at: node.position)
            default: break
            }
        }
        wrongType(node, expected: "true or false")
        return nil
    }

    /// One of `choices`, suggesting the closest on a miss.
    mutating func choice(_ node: YAMLNode, among choices: [String], key: String) -> Located<String>? {
        guard let text = text(node) else { return nil }
        guard choices.contains(text.value) else {
            let suggestion = Suggestions.likelyMeant(text.value, among: choices)
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            diagnostics.report(
                .invalidChoice,
                "'\(text.value.truncatedForMessage)' is not a valid \(key)\(hint)",
                at: node.position, notes: ["\(key) is one of: \(choices.joined(separator: ", "))"],
                suggestion: suggestion)
            return nil
        }
        return text
    }

    /// The items of a list.
    mutating func list(_ node: YAMLNode, of what: String) -> [YAMLNode]? {
        checkTag(node, allowing: "tag:yaml.org,2002:seq")
        if case .sequence(let items) = node.content { return items }
        wrongType(node, expected: "a list of \(what)")
        return nil
    }

    /// A title or text: a non-empty scalar, or a mapping of locale to text.
    mutating func localizedText(_ node: YAMLNode) -> LocalizedText? {
        switch node.content {
        case .scalar(_, let style):
            guard let text = text(node) else { return nil }
            return LocalizedText(
                single: .init(
                    locale: nil, text: text.value, position: node.position, style: style,
                    isSingleLine: node.endLine == node.position.line, source: scalarSources[node.position]),
                position: node.position)
        case .mapping(let pairs):
            var entries: [LocalizedText.Entry] = []
            for pair in pairs {
                guard let locale = plainKey(pair.key) else { continue }
                guard checkLanguageTag(locale, at: pair.key.position) else { continue }
                guard case .scalar(_, let style) = pair.value.content, let text = text(pair.value) else {
                    if case .scalar = pair.value.content {} else { wrongType(pair.value, expected: "text") }
                    continue
                }
                entries.append(
                    .init(
                        locale: locale, text: text.value, position: pair.value.position, style: style,
                        isSingleLine: pair.value.endLine == pair.value.position.line, source: scalarSources[pair.value.position]))
            }
            if pairs.isEmpty { wrongType(node, expected: "text or a mapping of locale to text") }
            return entries.isEmpty ? nil : LocalizedText(entries: entries, position: node.position)
        case .sequence:
            wrongType(node, expected: "text or a mapping of locale to text")
            return nil
        }
    }

    /// Reports a tag other than the core-schema tag that matches what is
    /// expected (`!!str` on a text is fine; `!!binary` or `!custom` is not).
    mutating func checkTag(_ node: YAMLNode, allowing allowed: String...) {
        // Almost no node has a tag: look before building the variadic array.
        if node.tag != nil { reportTag(node, allowing: allowed) }
    }

    private mutating func reportTag(_ node: YAMLNode, allowing allowed: [String]) {
        guard let tag = node.tag, !allowed.contains(tag) else { return }
        let written = tag.hasPrefix("tag:yaml.org,2002:") ? "!!" + tag.dropFirst("tag:yaml.org,2002:".count) : tag
        diagnostics.report(
            .unsupportedYAML, "tags such as '\(written.truncatedForMessage)' are not supported here; remove the tag",
            at: node.position)
    }

    /// Reports that `node` is not what was expected.
    mutating func wrongType(_ node: YAMLNode, expected: String) {
        diagnostics.report(.wrongType, "expected \(expected), found \(node.kindDescription)", at: node.position)
    }
}

extension String {
    /// Whether the string is `key`. Keys of one table mostly differ in
    /// length, which a string knows without reading its bytes.
    fileprivate func isSameKey(as key: String) -> Bool {
        utf8.count == key.utf8.count && self == key
    }
}
