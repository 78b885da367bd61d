@testable import TourCompiler

/// The build stamp's settings text found by walking the request's type with
/// `Mirror`: the reference `SettingsText`, which is written out type by
/// type, must equal. A property added to ``CompileRequest``, or to any type
/// inside it, is in this text the moment it exists, so the tests fail until
/// `SettingsText` describes it too.
enum ReflectedSettingsText {
    /// The settings that change no output byte, which the stamp leaves out
    /// on purpose (``SettingsText``): whether the report quotes source
    /// lines depends on the reporter, and switching from Xcode's report to
    /// a terminal's must not rebuild.
    static let notStamped: Set<String> = ["request.validation.quotesSources"]

    /// The lines describing `value`, in declaration order.
    static func lines(describing value: Any) -> [String] {
        var lines: [String] = []
        append(value, path: "request", to: &lines)
        return lines.filter { line in !notStamped.contains { line.hasPrefix($0 + "=") } }
    }

    private static func append(_ value: Any, path: String, to lines: inout [String]) {
        // The common leaves by concrete type: a cast to a concrete type is
        // cheap, while `Mirror` and `String(describing:)` look each type's
        // conformances up, which costs a scan of every loaded image.
        switch value {
        case let text as String: return lines.append("\(path)=\(escaped(text))")
        case let number as Int: return lines.append("\(path)=\(number)")
        case let flag as Bool: return lines.append("\(path)=\(flag)")
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct?, .class?, .tuple?:
            for (index, child) in mirror.children.enumerated() {
                append(child.value, path: "\(path).\(child.label ?? String(index))", to: &lines)
            }
        case .optional?:
            if let wrapped = mirror.children.first {
                append(wrapped.value, path: path, to: &lines)
            } else {
                lines.append("\(path)=nil")
            }
        case .collection?:
            lines.append("\(path).count=\(mirror.children.count)")
            for (index, child) in mirror.children.enumerated() {
                append(child.value, path: "\(path)[\(index)]", to: &lines)
            }
        case .set?, .dictionary?:
            // Unordered: each element's own lines, sorted, so equal values
            // always give equal text.
            var elements: [String] = []
            for child in mirror.children { elements += ReflectedSettingsText.lines(describing: child.value) }
            lines.append("\(path).count=\(mirror.children.count)")
            lines += elements.sorted().map { "\(path){\($0)}" }
        case .enum?:
            if let payload = mirror.children.first {
                append(payload.value, path: "\(path).\(payload.label ?? "")", to: &lines)
            } else {
                lines.append("\(path)=\(escaped(String(describing: value)))")
            }
        default:
            lines.append("\(path)=\(escaped(String(describing: value)))")
        }
    }

    /// The same escaping as the written-out text.
    private static func escaped(_ text: String) -> String { SettingsText.escaped(text) }
}
