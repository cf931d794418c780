/// The monospace faces a PNG is drawn with, opened once per pixel size as needed.
///
/// Bold and italic come from the family's own faces where it has them; a style it lacks is
/// drawn with the nearest face it has (bold italic → bold → italic → regular), a character
/// a styled face lacks is drawn from the regular face, and one the family lacks altogether
/// from the fallback faces (as a terminal's font fallback does).
///
/// Not `Sendable`: an instance is used from one thread at a time. Each has its own FreeType
/// library, so separate instances draw on separate threads at once.
public final class RasterFonts {
    /// The style of a face.
    enum Style: Int, CaseIterable { case regular, bold, italic, boldItalic }

    private let files: FontFiles
    private let shownRegular: String
    private let library: FreeTypeLibrary
    private var faces: [Int: FontFace] = [:]
    private var fallbackFaces: [Int: [FontFace]] = [:]

    /// The regular face's file.
    public var regularPath: String { files.regular }
    /// Whether the family has a bold face of its own.
    public var hasBold: Bool { files.bold != nil }
    /// Whether the family has an italic face of its own.
    public var hasItalic: Bool { files.italic != nil }

    /// Loads FreeType and finds the fonts: `path` (`--font`; `shownPath` is how to name it in
    /// a message, already made safe to print) or DejaVu Sans Mono. Throws one line that says
    /// what to install or pass.
    public convenience init(path: String? = nil, shownPath: String? = nil) throws {
        let files = try FontFiles.locate(explicit: path, shown: shownPath ?? path)
        try self.init(files: files, shownRegular: path == nil ? files.regular : (shownPath ?? files.regular))
    }

    init(files: FontFiles, shownRegular: String) throws {
        self.files = files
        self.shownRegular = shownRegular
        library = try FreeTypeLibrary()
        // Open the regular face now, so a file FreeType cannot read fails here, once.
        _ = try face(.regular, size: 13)
    }

    /// The file drawing `style`.
    private func path(_ style: Style) -> String {
        switch style {
        case .regular: files.regular
        case .bold: files.bold ?? files.regular
        case .italic: files.italic ?? files.regular
        case .boldItalic: files.boldItalic ?? files.bold ?? files.italic ?? files.regular
        }
    }

    /// The face of `style` at `size` px.
    func face(_ style: Style, size: Int) throws -> FontFace {
        let key = size * 4 + style.rawValue
        if let face = faces[key] { return face }
        let file = path(style)
        let face = try FontFace(path: file, shownPath: file == files.regular ? shownRegular : file, size: size, library: library)
        faces[key] = face
        return face
    }

    /// The fallback faces at `size`; a file FreeType cannot open is left out.
    private func fallbacks(size: Int) -> [FontFace] {
        if let opened = fallbackFaces[size] { return opened }
        let opened = files.fallbacks.compactMap { try? FontFace(path: $0, shownPath: $0, size: size, library: library) }
        fallbackFaces[size] = opened
        return opened
    }

    /// The glyph of `scalar` in `style` at `size`: from the styled face, else the regular face,
    /// else the first fallback face that has it, else the styled face's missing-glyph box;
    /// nil when nothing can be drawn.
    func glyph(_ scalar: Unicode.Scalar, style: Style, size: Int) -> GlyphBitmap? {
        guard let styled = try? face(style, size: size) else { return nil }
        if styled.has(scalar) { return styled.glyph(scalar) }
        if style != .regular, let regular = try? face(.regular, size: size), regular.has(scalar) {
            return regular.glyph(scalar)
        }
        if let fallback = fallbacks(size: size).first(where: { $0.has(scalar) }) {
            return fallback.glyph(scalar)
        }
        return styled.glyph(scalar)
    }
}
