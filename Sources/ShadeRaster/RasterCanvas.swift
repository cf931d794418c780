public import ShadeColor
public import ShadeExportGeometry
public import ShadeFrame

/// A picture being drawn in pixels: frames, filled rectangles and text, then PNG bytes.
/// `shade snapshot` draws one frame and its caption; `shade sheet` lays out many.
public struct RasterCanvas {
    /// The pixels drawn so far.
    public private(set) var image: RasterImage
    /// Cell size and strokes of the frames drawn.
    public let metrics: RasterMetrics
    private let fonts: RasterFonts
    private let zlib: Zlib

    /// A `width` × `height` px canvas filled with `background`. Throws one line when zlib
    /// cannot be loaded or the image would be too large.
    public init(width: Int, height: Int, background: RGB, metrics: RasterMetrics, fonts: RasterFonts) throws {
        zlib = try Zlib.shared.get()
        image = try RasterImage(width: width, height: height, background: background)
        self.metrics = metrics
        self.fonts = fonts
    }

    /// Draws `frame` with its top left corner at (`x`, `y`) px.
    public mutating func draw(_ frame: Frame, x: Int, y: Int) {
        FrameRasterizer(metrics: metrics, fonts: fonts).draw(frame, into: &image, originX: x, originY: y)
    }

    /// Paints `x0..<x1` × `y0..<y1` exactly `color`.
    public mutating func fill(x0: Int, y0: Int, x1: Int, y1: Int, color: RGB) {
        image.fill(x0: x0, y0: y0, x1: x1, y1: y1, color: color)
    }

    /// Draws `text` on one line from (`x`, `baseline`) at `size` px, clipped at `maxX`
    /// (default: the image's right edge).
    public mutating func text(_ text: String, x: Int, baseline: Int, size: Int, color: RGB, bold: Bool = false, maxX: Int? = nil) {
        let clip = PixelBox(x0: 0, y0: 0, x1: min(maxX ?? image.width, image.width), y1: image.height)
        var pen = Double(x)
        for scalar in text.unicodeScalars {
            guard let glyph = fonts.glyph(scalar, style: bold ? .bold : .regular, size: size) else { continue }
            GlyphPainter.paint(glyph, penX: Int(pen.rounded()), baseline: baseline, color: color, clip: clip, into: &image)
            pen += glyph.advance
            if Int(pen) >= clip.x1 { break }
        }
    }

    /// The height in px of the caption band for `caption` across `width` px at `metrics`.
    public static func captionBandHeight(_ caption: ExportCaption, width: Int, metrics: RasterMetrics) -> Int {
        let scale = Double(metrics.scale)
        let lines = CaptionBandLayout.factLines(caption.metadata, width: Double(width) / scale)
        return Int((CaptionBandLayout.height(factLines: lines.count) * scale).rounded(.up))
    }

    /// Draws the caption band (laid out as the SVG export lays it out) across the canvas, its
    /// top at `y`; returns its height.
    @discardableResult
    public mutating func captionBand(_ caption: ExportCaption, y: Int) -> Int {
        typealias Layout = CaptionBandLayout
        let scale = Double(metrics.scale)
        let height = Self.captionBandHeight(caption, width: image.width, metrics: metrics)
        fill(x0: 0, y0: y, x1: image.width, y1: y + height, color: Self.color(Layout.background))
        let left = Int(Layout.padding * scale), right = image.width - left / 2
        text(caption.title, x: left, baseline: y + Int(Layout.titleBaseline * scale), size: Int(Layout.titleSize * scale),
             color: Self.color(Layout.titleColor), bold: true, maxX: right)
        let lines = Layout.factLines(caption.metadata, width: Double(image.width) / scale)
        for (index, line) in lines.enumerated() {
            text(line, x: left, baseline: y + Int(Layout.factBaseline(index) * scale), size: Int(Layout.factSize * scale),
                 color: Self.color(Layout.factColor), maxX: right)
        }
        return height
    }

    /// The PNG file, with `caption` (when given) in its text chunks.
    public func png(caption: ExportCaption? = nil) -> [UInt8] {
        PNGEncoder.encode(image, text: caption?.pngTextChunks ?? [], zlib: zlib)
    }

    /// A `#RRGGBB` constant of the shared layout as a colour.
    static func color(_ hex: String) -> RGB {
        RGB(UInt32(hex.dropFirst(), radix: 16) ?? 0)
    }
}

/// The PNG counterpart of the SVG export: the exact frame, with its caption drawn under it.
public enum PNGExport {
    /// The size in px of `frame` at `metrics`, without a caption.
    public static func size(of frame: Frame, metrics: RasterMetrics) -> (width: Int, height: Int) {
        metrics.size(columns: frame.width, rows: frame.height)
    }

    /// A PNG file of `frame` with `caption` (when given) drawn in a band under it and stored
    /// in text chunks. Throws one line when FreeType, zlib or a font is missing.
    public static func png(_ frame: Frame, caption: ExportCaption?, metrics: RasterMetrics, fonts: RasterFonts) throws -> [UInt8] {
        let (width, height) = size(of: frame, metrics: metrics)
        let band = caption.map { RasterCanvas.captionBandHeight($0, width: width, metrics: metrics) } ?? 0
        var canvas = try RasterCanvas(width: width, height: height + band, background: RGB(0), metrics: metrics, fonts: fonts)
        canvas.draw(frame, x: 0, y: 0)
        if let caption { canvas.captionBand(caption, y: height) }
        return canvas.png(caption: caption)
    }
}
