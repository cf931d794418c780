/// What an exported picture says about itself: a human title and ordered key/value facts.
///
/// The one caption of every export, whatever its format: each draws it under the frame in
/// the band ``CaptionBandLayout`` lays out, and stores it where its format keeps such text.
/// The SVG carries it in `<title>`, `<desc>` and `<metadata>` (ShadeOutput), the HTML page
/// shows the title and a small table, and the PNG stores it in text chunks (ShadeRaster).
/// Keys are free text; keep them unique if a machine will read the JSON metadata.
public struct ExportCaption: Hashable, Sendable {
    /// One fact about the export, such as `theme: Sky` or `size: 120×40`.
    public struct Entry: Hashable, Sendable {
        /// The name of the fact (`theme`, `appearance`, `contrast`, `simulation`, `size`, `generator`).
        public var key: String
        /// Its value as shown to a reader.
        public var value: String

        /// Creates a fact.
        public init(key: String, value: String) {
            self.key = key
            self.value = value
        }
    }

    /// The headline, e.g. "Shade — Sky · Dark · Standard contrast".
    public var title: String
    /// The facts in display order.
    public var metadata: [Entry]

    /// Creates a caption from a title and facts.
    public init(title: String, metadata: [Entry] = []) {
        self.title = title
        self.metadata = metadata
    }

    /// Creates a caption from a title and `(key, value)` pairs.
    public init(title: String, pairs: [(key: String, value: String)]) {
        self.init(title: title, metadata: pairs.map { Entry(key: $0.key, value: $0.value) })
    }

    /// The caption every Shade export uses, so screenshots from different commands read alike.
    ///
    /// The title is "Shade — ‹theme› · ‹appearance› · ‹contrast› contrast", followed by
    /// " · ‹simulation›" when a colour-vision simulation is active. The facts are theme,
    /// appearance, contrast, simulation ("none" when absent), size ("120×40") and generator.
    public static func shade(
        theme: String,
        appearance: String,
        contrast: String,
        simulation: String? = nil,
        columns: Int,
        rows: Int,
        generator: String
    ) -> ExportCaption {
        var title = "Shade — \(theme) · \(appearance) · \(contrast) contrast"
        if let simulation { title += " · \(simulation)" }
        return ExportCaption(title: title, metadata: [
            Entry(key: "theme", value: theme),
            Entry(key: "appearance", value: appearance),
            Entry(key: "contrast", value: contrast),
            Entry(key: "simulation", value: simulation ?? "none"),
            Entry(key: "size", value: "\(columns)×\(rows)"),
            Entry(key: "generator", value: generator),
        ])
    }
}
