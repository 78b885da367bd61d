/// A small drawing of a step's spotlight, to scale (one unit is one point):
/// the dimmed screen, a placeholder control, and the cutout around it with
/// the step's padding and corner radius. The corner radius is limited to
/// half the cutout's shorter side, as SwiftUI's rounded rectangle limits it.
enum SpotlightDrawing {
    /// The placeholder control: a button-sized rectangle.
    static let control = (width: 96.0, height: 36.0)
    /// The drawing's size.
    static let size = (width: 240.0, height: 120.0)

    static func svg(padding: Double, cornerRadius: Double) -> String {
        // Padding beyond what fits is drawn at the most that fits.
        let pad = max(0, min(padding, (size.height - control.height) / 2 - 2))
        let width = control.width + 2 * pad
        let height = control.height + 2 * pad
        let x = (size.width - width) / 2
        let y = (size.height - height) / 2
        let radius = max(0, min(cornerRadius, min(width, height) / 2))
        let label = "spotlight: padding \(PreviewEmitter.points(padding)), corner radius \(PreviewEmitter.points(cornerRadius))"
        var svg =
            "<svg class=\"spotlight\" viewBox=\"0 0 \(n(size.width)) \(n(size.height))\" role=\"img\" aria-label=\"\(HTMLText.escaped(label))\">"
        svg += "<path class=\"dim\" fill-rule=\"evenodd\" d=\"M0 0H\(n(size.width))V\(n(size.height))H0Z "
        svg += roundedRectangle(x: x, y: y, width: width, height: height, radius: radius) + "\"/>"
        svg += "<rect class=\"control\" x=\"\(n((size.width - control.width) / 2))\" y=\"\(n((size.height - control.height) / 2))\" "
        svg += "width=\"\(n(control.width))\" height=\"\(n(control.height))\" rx=\"8\"/>"
        return svg + "</svg>\n"
    }

    /// A closed rounded-rectangle path.
    private static func roundedRectangle(x: Double, y: Double, width: Double, height: Double, radius r: Double) -> String {
        let right = x + width
        let bottom = y + height
        return "M\(n(x + r)) \(n(y))H\(n(right - r))A\(n(r)) \(n(r)) 0 0 1 \(n(right)) \(n(y + r))"
            + "V\(n(bottom - r))A\(n(r)) \(n(r)) 0 0 1 \(n(right - r)) \(n(bottom))"
            + "H\(n(x + r))A\(n(r)) \(n(r)) 0 0 1 \(n(x)) \(n(bottom - r))"
            + "V\(n(y + r))A\(n(r)) \(n(r)) 0 0 1 \(n(x + r)) \(n(y))Z"
    }

    /// A coordinate, rounded to hundredths so the page is the same bytes on
    /// every machine.
    private static func n(_ value: Double) -> String {
        PreviewEmitter.points((value * 100).rounded() / 100)
    }
}
