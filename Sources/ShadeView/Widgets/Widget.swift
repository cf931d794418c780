/// Anything drawn on screen: it paints the rectangle it is given, with the resolved
/// styles it is given, and nothing outside it. Header, footer, overlays, gallery
/// components and whole screens are all widgets; layouts decide the rectangles.
public protocol Widget: Sendable {
    /// Draws into `rect` of `frame`, colouring only from `styles`.
    func render(in rect: Rect, frame: inout Frame, styles: Styles)
}

/// Where a widget is drawn, in which theme, and on which layer.
public struct Placement: Sendable {
    /// Overlays (help, dialogs) are drawn after, and over, the base layer.
    public enum Layer: Int, Hashable, Sendable, Comparable {
        /// The screen's own parts, which never overlap one another.
        case base
        /// Drawn over the base layer.
        case overlay

        /// Base before overlay.
        public static func < (lhs: Layer, rhs: Layer) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// What is drawn.
    public let widget: any Widget
    /// Where; the widget draws nothing outside it.
    public let rect: Rect
    /// The theme it is drawn in (split and compare halves differ).
    public let styles: Styles
    /// Which layer.
    public let layer: Layer

    /// A placement.
    public init(_ widget: any Widget, in rect: Rect, styles: Styles, layer: Layer = .base) {
        self.widget = widget
        self.rect = rect
        self.styles = styles
        self.layer = layer
    }
}

/// A widget made of other widgets: it paints its own ground, then lays out children.
/// Splitting the two lets tests check every leaf's rectangle.
public protocol Container: Widget {
    /// Paints what belongs to the container itself (its ground, a label), inside `rect`.
    func renderOwn(in rect: Rect, frame: inout Frame, styles: Styles)
    /// The children and their rectangles, all inside `rect`.
    func children(in rect: Rect, styles: Styles) -> [Placement]
}

extension Container {
    /// Its own ground first, then each child, overlays last.
    public func render(in rect: Rect, frame: inout Frame, styles: Styles) {
        renderOwn(in: rect, frame: &frame, styles: styles)
        let placements = children(in: rect, styles: styles)
        for layer in [Placement.Layer.base, .overlay] {
            for placement in placements where placement.layer == layer {
                placement.widget.render(in: placement.rect, frame: &frame, styles: placement.styles)
            }
        }
    }
}
