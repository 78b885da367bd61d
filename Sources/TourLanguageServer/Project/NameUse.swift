import TourDiagnostics
import TourModel

/// A name written in a tour file or the registry, and what it names there:
/// what hover, definition and rename find under the cursor.
struct NameUse: Sendable {
    /// What the name is at this place.
    enum Role: Sendable, Equatable {
        /// A step's `id:`; it also names the step's target when the step
        /// has no `target:` of its own.
        case stepID(namesTarget: Bool)
        /// A step's `target:`, or an entry of the registry's `targets:`.
        case target
        /// A tour's `tour:`.
        case tourID
        /// An entry of a tour's `show.after`.
        case tourReference
        /// A key of a tour's `show.events`, or an entry of the registry's `events:`.
        case event
    }

    /// The thing a name stands for, the same wherever it is written.
    enum Symbol: Hashable, Sendable {
        /// A target: registered, used by steps, tagged in Swift.
        case target(String)
        /// A step whose id names only the step (it has its own `target:`).
        case step(file: String, position: SourcePosition)
        /// A tour, by id.
        case tour(String)
        /// An event, by name.
        case event(String)
    }

    var role: Role
    var name: String
    var file: String
    /// Where the name starts.
    var position: SourcePosition
    /// Whether this is where the name is declared: a registry entry, a `tour:`.
    var declares = false

    /// What the name stands for. An id that stands in for its target is
    /// that target: renaming one renames the other.
    var symbol: Symbol {
        switch role {
        case .stepID(namesTarget: true), .target: .target(name)
        case .stepID(namesTarget: false): .step(file: file, position: position)
        case .tourID, .tourReference: .tour(name)
        case .event: .event(name)
        }
    }

    /// Every name in `tours` and `registry`, in file order.
    static func all(in tours: [Tour], registry: TargetRegistry?) -> [NameUse] {
        var uses: [NameUse] = []
        for tour in tours {
            func add(_ role: Role, _ name: Located<String>, declares: Bool = false) {
                uses.append(NameUse(role: role, name: name.value, file: tour.file, position: name.position, declares: declares))
            }
            add(.tourID, tour.id, declares: true)
            for reference in tour.show?.after ?? [] { add(.tourReference, reference) }
            for event in tour.show?.events ?? [] { add(.event, event.name) }
            for step in tour.steps {
                add(.stepID(namesTarget: step.target == nil), step.id)
                if let target = step.target { add(.target, target) }
            }
        }
        if let registry {
            for target in registry.targets {
                uses.append(NameUse(role: .target, name: target.name.value, file: registry.file, position: target.name.position, declares: true))
            }
            for event in registry.events {
                uses.append(NameUse(role: .event, name: event.name.value, file: registry.file, position: event.name.position, declares: true))
            }
        }
        return uses
    }
}

extension ProjectSnapshot {
    /// The name at `offset` of `document`, the file at `path`, with the
    /// bytes its token spans (quotes included).
    func nameUse(atOffset offset: Int, in document: TextDocument, path: String) -> (use: NameUse, span: Range<Int>)? {
        let line = document.line(atOffset: offset) + 1
        for use in nameUses where use.file == path && use.position.line == line {
            let span = document.span(ofTokenAt: use.position)
            if span.contains(offset) || span.upperBound == offset { return (use, span) }
        }
        return nil
    }

    /// Every place `symbol` is written.
    func uses(of symbol: NameUse.Symbol) -> [NameUse] {
        usesBySymbol[symbol] ?? []
    }
}

extension TextDocument {
    /// The bytes of the YAML token that starts at `position`: a key, a
    /// plain or quoted value, as a SARIF fix replaces it
    /// (`SARIFLocation.tokenLength`); empty when no token starts there.
    func span(ofTokenAt position: SourcePosition) -> Range<Int> {
        let start = offset(of: position)
        let length = SARIFLocation.tokenLength(inLine: bytes[lineRange(position.line - 1)], column: position.column) ?? 0
        return start..<offset(of: SourcePosition(line: position.line, column: position.column + length))
    }
}
