import TourBytes
import TourFormat
import TourModel
import TourValidation

// The members every step has: its accessors, the shape and scroll anchor
// where steps differ, and the rows that hold each step's data.
extension SwiftEmitter {
    func writeStepAccessors(access: String, into writer: inout SourceWriter) {
        writer.line("/// The step's title as written in the tour file, `{symbol:NAME}` markup included.")
        writer.line("\(access)var plainTitle: String { row.title }")
        writer.line("/// The step's text as written in the tour file, `{symbol:NAME}` markup included.")
        writer.line("\(access)var plainText: String { row.text }")
        writer.line("/// The step's id: its raw value.")
        writer.line("\(access)var id: String { rawValue }")
        writer.line("/// The registered target the spotlight lights up.")
        writer.line("\(access)var target: String { row.target }")
        writer.line("/// Space around the target inside the spotlight, in points.")
        writer.line("\(access)var padding: CGFloat { row.padding }")
        writer.line("/// The corner radius of the spotlight, in points.")
        writer.line("\(access)var cornerRadius: CGFloat { row.cornerRadius }")
        writer.line("/// What the step asks the user to do; `nil` for an informational step.")
        writer.line("\(access)var action: TourAction? { row.action }")
        writer.line("/// The step's position in the tour, from 0.")
        writer.line("\(access)var ordinal: Int { row.ordinal }")
    }

    /// The shape and the scroll anchor: one value for most steps and a few
    /// that differ, so each is a `switch` that names only the steps that
    /// differ from the most common value (in a tie, the first step's). As a
    /// column of every row they cost a third more type-checking of the
    /// 1000-step benchmark tour (docs/performance.md).
    func writeSpotlightLooks(_ tour: ValidatedTour, access: String, into writer: inout SourceWriter) {
        writer.line("/// The outline of the spotlight.")
        writeSparseSwitch(
            "\(access)var spotlightShape: TourSpotlightShape", tour.steps, value: { ShapeKey(shape: $0.shape, style: $0.cornerStyle) },
            literal: { $0.expression(radius: "cornerRadius") }, into: &writer)
        writer.line("/// Where the target ends up when scrolled into view, as the tour file names it.")
        writeSparseSwitch(
            "private var scrollPosition: TourScrollAnchor?", tour.steps, value: \.scrollAnchor,
            literal: { $0.map { "." + $0.rawValue } ?? "nil" }, into: &writer)
        writeTargetWaits(tour, access: access, into: &writer)
        // Only where a step's screen is known, so a tour without screens
        // generates what it did before they were (TourKit's default is nil).
        guard tour.steps.contains(where: { $0.screen != nil }) else { return }
        writer.line("/// The view type the step's target is on; `nil` where the scan and the tour file do not say.")
        writeSparseSwitch(
            "\(access)var screen: String?", tour.steps, value: \.screen, literal: { $0.map(SwiftLiteral.string) ?? "nil" },
            into: &writer)
    }

    /// `waitFor` and `ifMissing`, only in a tour where a step sets
    /// `waitFor:` (TourKit's defaults are no bound and `skip`).
    private func writeTargetWaits(_ tour: ValidatedTour, access: String, into writer: inout SourceWriter) {
        guard tour.steps.contains(where: { $0.waitFor != nil }) else { return }
        writer.line("/// How long a session waits for the step's target, in seconds; `nil`: until it appears.")
        writeSparseSwitch(
            "\(access)var waitFor: Double?", tour.steps, value: \.waitFor, literal: { $0.map { String($0) } ?? "nil" }, into: &writer)
        writer.line("/// What a session does when the target has not appeared within `waitFor`.")
        writeSparseSwitch(
            "\(access)var ifMissing: TourMissingTarget", tour.steps, value: \.ifMissing, literal: { "." + $0.rawValue }, into: &writer)
    }

    /// What decides a step's `spotlightShape` besides its radius.
    struct ShapeKey: Equatable {
        let shape: TourShapeName
        let style: TourCornerStyle

        /// `.circle`, or `.roundedRect(cornerRadius: RADIUS, style: .continuous)`,
        /// `radius` the step's own (`cornerRadius`) or a number.
        func expression(radius: String) -> String {
            guard shape.hasRoundedCorners else { return "." + shape.rawValue }
            return ".roundedRect(cornerRadius: \(radius), style: .\(style.rawValue))"
        }

        static func == (left: ShapeKey, right: ShapeKey) -> Bool {
            // The style of a shape without corners is never written.
            left.shape == right.shape && (!left.shape.hasRoundedCorners || left.style == right.style)
        }
    }

    /// `declaration { literal }` when every step has one value; otherwise a
    /// `switch` with a `case` for each step of another value, in tour
    /// order, and the most common value (in a tie, the first step's) as
    /// `default`. Values are counted as themselves, and written only for
    /// the steps named: a string per step was a third of the emitter's time.
    private func writeSparseSwitch<Value: Equatable>(
        _ declaration: String, _ steps: [ResolvedStep], value: (ResolvedStep) -> Value, literal: (Value) -> String,
        into writer: inout SourceWriter
    ) {
        // A handful of values at most (four shapes, two styles): a list beats hashing.
        var tally: [(value: Value, count: Int)] = []
        let values = steps.map(value)
        for value in values {
            if let index = tally.firstIndex(where: { $0.value == value }) {
                tally[index].count += 1
            } else {
                tally.append((value, 1))
            }
        }
        var common = tally[0]
        for entry in tally.dropFirst() where entry.count > common.count { common = entry }
        let fallback = literal(common.value)
        guard tally.count > 1 else {
            writer.line("\(declaration) { \(fallback) }")
            return
        }
        writer.block("\(declaration) {") { body in
            body.line("switch self {")
            for (step, value) in zip(steps, values) where value != common.value {
                body.line("case .\(SwiftNaming.escapedIdentifier(step.caseName)): return \(literal(value))")
            }
            body.line("default: return \(fallback)")
            body.line("}")
        }
    }

    /// One row per step, in tour order, each under its own `case`, so a
    /// change to a step shows up next to the step's name in a diff.
    ///
    /// A `switch` with one `return` per case is type-checked a row at a time;
    /// an array literal of 1000 rows is one constraint system and took 14 to
    /// 60 times as long (docs/performance.md). The rows are labelled tuples
    /// rather than initializer calls, which cost a further quarter.
    func writeRows(_ tour: ValidatedTour, into writer: inout SourceWriter) {
        writer.line("private typealias Row = (")
        writer.line("    ordinal: Int, target: String, padding: CGFloat, cornerRadius: CGFloat, action: TourAction?,")
        writer.line("    title: String, text: String")
        writer.line(")")
        writer.line()
        writer.block("private var row: Row {") { body in
            body.line("switch self {")
            for (ordinal, step) in tour.steps.enumerated() {
                body.line { buffer in
                    buffer.append("case ." as StaticString)
                    buffer.append(SwiftNaming.escapedIdentifier(step.caseName))
                    buffer.append(byte: UInt8(ascii: ":"))
                }
                writeRow(step, ordinal: ordinal, in: tour, into: &body)
            }
            body.line("}")
        }
    }

    /// Writes `return (ordinal: …, target: …, …, title: …, text: …)`, the
    /// title and the text each on a line of their own; the spotlight settings
    /// move to a line of their own too when a long target would take the
    /// first line past `maximumLineLength` (written, measured, and rarely
    /// written again, so no row needs a buffer of its own).
    private func writeRow(_ step: ResolvedStep, ordinal: Int, in tour: ValidatedTour, into writer: inout SourceWriter) {
        let continuation: StaticString = "            "
        func writeSettings(_ buffer: inout TextBuffer) {
            buffer.append("padding: " as StaticString)
            buffer.append(shortest: step.padding)
            buffer.append(", cornerRadius: " as StaticString)
            buffer.append(shortest: step.cornerRadius)
            buffer.append(", action: " as StaticString)
            if let action = step.action {
                buffer.append(byte: UInt8(ascii: "."))
                buffer.append(action.rawValue)
            } else {
                buffer.append("nil" as StaticString)
            }
            buffer.append(byte: UInt8(ascii: ","))
        }
        func writeHead(_ buffer: inout TextBuffer) {
            buffer.append("    return (ordinal: " as StaticString)
            buffer.append(ordinal)
            buffer.append(", target: " as StaticString)
            buffer.appendSwiftString(step.target)
            buffer.append(byte: UInt8(ascii: ","))
        }
        let lineStart = writer.buffer.count
        writer.line { buffer in
            writeHead(&buffer)
            buffer.append(byte: UInt8(ascii: " "))
            writeSettings(&buffer)
        }
        // The line's length in columns: its bytes less UTF-8 continuation
        // bytes, counted only when its bytes alone could pass the limit.
        if writer.buffer.count - lineStart - 1 > Self.maximumLineLength,
            writer.buffer.columns(from: lineStart) - 1 > Self.maximumLineLength
        {
            writer.truncate(to: lineStart)
            writer.line { writeHead(&$0) }
            writer.line { buffer in
                buffer.append(continuation)
                writeSettings(&buffer)
            }
        }
        writer.line { buffer in
            buffer.append(continuation)
            buffer.append("title: " as StaticString)
            buffer.appendSwiftString(step.title)
            buffer.append(byte: UInt8(ascii: ","))
        }
        writer.line { buffer in
            buffer.append(continuation)
            buffer.append("text: " as StaticString)
            buffer.appendSwiftString(step.text)
            buffer.append(byte: UInt8(ascii: ")"))
        }
    }

    /// The longest generated line, in columns, unless what the tour wrote
    /// makes a line longer: one string literal, or a name it chose (a long
    /// step id is a long case name).
    public static let maximumLineLength = 160
}
