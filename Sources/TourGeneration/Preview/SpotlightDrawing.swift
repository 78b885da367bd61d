import TourBytes
import TourFormat
import TourModel
import TourValidation

/// A small drawing of a step's spotlight, to scale (one unit is one point):
/// the dimmed screen, a placeholder control, and the cutout around it in the
/// step's shape, with its padding and corners, dimmed and blurred as the
/// tour's presentation says. A rounded rectangle's radius is limited to half
/// the cutout's shorter side, as SwiftUI's rounded rectangle limits it.
enum SpotlightDrawing {
    /// The placeholder control: a button-sized rectangle.
    static let control = (width: 96.0, height: 36.0)
    /// The drawing's size.
    static let size = (width: 240.0, height: 120.0)

    /// How one step's spotlight looks.
    struct Spotlight {
        var padding: Double
        var shape = StepBuiltIns.shape
        var cornerRadius: Double
        var cornerStyle = StepBuiltIns.cornerStyle
    }

    /// How the tour's overlay looks, in the overlay's units.
    struct Overlay {
        var dimmingOpacity: Double
        var edgeBlurRadius: Double
        var animationDuration: Double
    }

    static func svg(_ spotlight: Spotlight, overlay: Overlay = .defaults(of: .tutorialSpotlight)) -> String {
        // Padding beyond what fits is drawn at the most that fits.
        let pad = max(0, min(spotlight.padding, (size.height - control.height) / 2 - 2))
        let width = control.width + 2 * pad
        let height = control.height + 2 * pad
        let x = (size.width - width) / 2
        let y = (size.height - height) / 2
        let cutout: String
        switch spotlight.shape {
        case .roundedRect:
            let radius = max(0, min(spotlight.cornerRadius, min(width, height) / 2))
            cutout = roundedRectangle(x: x, y: y, width: width, height: height, radius: radius)
        case .rect:
            cutout = roundedRectangle(x: x, y: y, width: width, height: height, radius: 0)
        case .capsule:
            cutout = roundedRectangle(x: x, y: y, width: width, height: height, radius: min(width, height) / 2)
        case .circle:
            // Around the padded frame's longer side, as far as the drawing goes.
            let radius = min(max(width, height), size.height - 4) / 2
            cutout = circle(centerX: size.width / 2, centerY: size.height / 2, radius: radius)
        }
        var svg =
            "<svg class=\"spotlight\" viewBox=\"0 0 \(n(size.width)) \(n(size.height))\" role=\"img\" aria-label=\"\(HTMLText.escaped(label(spotlight, overlay)))\">"
        svg += "<path class=\"dim\" fill-rule=\"evenodd\" fill-opacity=\"\(n(overlay.dimmingOpacity))\""
        if overlay.edgeBlurRadius > 0 {
            // The filter presentation attribute takes CSS's blur(), a standard
            // deviation: half the radius looks like the overlay's edge.
            svg += " filter=\"blur(\(n(overlay.edgeBlurRadius / 2))px)\""
        }
        svg += " d=\"M0 0H\(n(size.width))V\(n(size.height))H0Z " + cutout + "\"/>"
        svg += "<rect class=\"control\" x=\"\(n((size.width - control.width) / 2))\" y=\"\(n((size.height - control.height) / 2))\" "
        svg += "width=\"\(n(control.width))\" height=\"\(n(control.height))\" rx=\"8\"/>"
        return svg + "</svg>\n"
    }

    /// What the drawing shows, for screen readers.
    static func label(_ spotlight: Spotlight, _ overlay: Overlay) -> String {
        "spotlight: \(words(spotlight)), dimming \(overlay.dimmingOpacity.shortestDecimal), edge blur \(overlay.edgeBlurRadius.shortestDecimal)"
    }

    /// `padding 8, rounded rectangle, corner radius 28, continuous`.
    static func words(_ spotlight: Spotlight) -> String {
        let padding = "padding \(spotlight.padding.shortestDecimal)"
        switch spotlight.shape {
        case .roundedRect:
            return "\(padding), rounded rectangle, corner radius \(spotlight.cornerRadius.shortestDecimal), \(spotlight.cornerStyle)"
        case .rect: return "\(padding), rectangle"
        case .circle: return "\(padding), circle"
        case .capsule: return "\(padding), capsule"
        }
    }

    /// A closed rounded-rectangle path.
    private static func roundedRectangle(x: Double, y: Double, width: Double, height: Double, radius r: Double) -> String {
        let right = x + width
        let bottom = y + height
        guard r > 0 else { return "M\(n(x)) \(n(y))H\(n(right))V\(n(bottom))H\(n(x))Z" }
        return "M\(n(x + r)) \(n(y))H\(n(right - r))A\(n(r)) \(n(r)) 0 0 1 \(n(right)) \(n(y + r))"
            + "V\(n(bottom - r))A\(n(r)) \(n(r)) 0 0 1 \(n(right - r)) \(n(bottom))"
            + "H\(n(x + r))A\(n(r)) \(n(r)) 0 0 1 \(n(x)) \(n(bottom - r))"
            + "V\(n(y + r))A\(n(r)) \(n(r)) 0 0 1 \(n(x + r)) \(n(y))Z"
    }

    /// A closed circle path: two half arcs.
    private static func circle(centerX: Double, centerY: Double, radius r: Double) -> String {
        "M\(n(centerX - r)) \(n(centerY))A\(n(r)) \(n(r)) 0 1 1 \(n(centerX + r)) \(n(centerY))"
            + "A\(n(r)) \(n(r)) 0 1 1 \(n(centerX - r)) \(n(centerY))Z"
    }

    /// A coordinate, rounded to hundredths so the page is the same bytes on
    /// every machine.
    private static func n(_ value: Double) -> String {
        ((value * 100).rounded() / 100).shortestDecimal
    }
}

extension SpotlightDrawing.Overlay {
    /// What `overlay` draws for a tour that sets no presentation.
    static func defaults(of overlay: SpotlightOverlay) -> Self {
        Self(
            dimmingOpacity: overlay.defaultValue(of: .dimmingOpacity), edgeBlurRadius: overlay.defaultValue(of: .edgeBlurRadius),
            animationDuration: overlay.defaultValue(of: .animationDuration))
    }

    /// `tour`'s presentation as `overlay` draws it: the tour's values, the
    /// overlay's own defaults where it sets none.
    init(_ tour: ResolvedTour, as overlay: SpotlightOverlay) {
        self.init(
            dimmingOpacity: tour.presentationValue(.dimmingOpacity, for: overlay),
            edgeBlurRadius: tour.presentationValue(.edgeBlurRadius, for: overlay),
            animationDuration: tour.presentationValue(.animationDuration, for: overlay))
    }
}

extension SpotlightDrawing.Spotlight {
    /// `step`'s spotlight as `overlay` draws it. Neither package takes a
    /// padding per step, so every step gets the tour's one padding;
    /// TutorialSpotlight draws each step's shape (its source's), and
    /// HelpInfoSpotlightOverlay one rounded rectangle, with the tour's one
    /// corner radius and SwiftUI's default circular corners.
    init(_ step: ResolvedStep, of tour: ResolvedTour, as overlay: SpotlightOverlay) {
        let padding = overlay.drawsPaddingPerStep ? step.padding : tour.overlayPadding ?? overlay.defaultPadding
        if overlay.drawsShapePerStep {
            self.init(padding: padding, shape: step.shape, cornerRadius: step.cornerRadius, cornerStyle: step.cornerStyle)
        } else {
            self.init(
                padding: padding, shape: .roundedRect, cornerRadius: tour.overlayCornerRadius ?? overlay.defaultCornerRadius,
                cornerStyle: .circular)
        }
    }
}
