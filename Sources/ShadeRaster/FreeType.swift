internal import CFreeType

/// FreeType's entry points, looked up once (see ``DynamicLibrary``). Holds no FreeType
/// state: every ``FreeTypeLibrary`` is its own instance, because FreeType forbids opening or
/// closing faces of one library from two threads at once.
final class FreeType: Sendable {
    let initialize: shim_FT_Init_FreeType
    let done: shim_FT_Done_FreeType
    let newFace: shim_FT_New_Face
    let doneFace: shim_FT_Done_Face
    let setPixelSizes: shim_FT_Set_Pixel_Sizes
    let charIndex: shim_FT_Get_Char_Index
    let loadGlyph: shim_FT_Load_Glyph

    private init?(_ dynamic: DynamicLibrary) {
        guard let initialize = dynamic.function("FT_Init_FreeType", as: shim_FT_Init_FreeType.self),
              let done = dynamic.function("FT_Done_FreeType", as: shim_FT_Done_FreeType.self),
              let newFace = dynamic.function("FT_New_Face", as: shim_FT_New_Face.self),
              let doneFace = dynamic.function("FT_Done_Face", as: shim_FT_Done_Face.self),
              let setPixelSizes = dynamic.function("FT_Set_Pixel_Sizes", as: shim_FT_Set_Pixel_Sizes.self),
              let charIndex = dynamic.function("FT_Get_Char_Index", as: shim_FT_Get_Char_Index.self),
              let loadGlyph = dynamic.function("FT_Load_Glyph", as: shim_FT_Load_Glyph.self)
        else { return nil }
        self.initialize = initialize
        self.done = done
        self.newFace = newFace
        self.doneFace = doneFace
        self.setPixelSizes = setPixelSizes
        self.charIndex = charIndex
        self.loadGlyph = loadGlyph
    }

    /// Why FreeType cannot be used here: one line naming the package to install.
    static let missing = RasterUnavailable.library("FreeType", package: "libfreetype6", formula: "freetype")

    /// The entry points, looked up once.
    static let shared: Result<FreeType, RasterUnavailable> = {
        guard let dynamic = DynamicLibrary(names: LibraryNames.freeType),
              let functions = FreeType(dynamic) else { return .failure(missing) }
        return .success(functions)
    }()
}

/// One FreeType library instance and the faces opened from it. Deliberately not `Sendable`:
/// FreeType allows one thread at a time per library, so each ``RasterFonts`` has its own and
/// two PNGs can be drawn on two threads at once.
final class FreeTypeLibrary {
    let functions: FreeType
    let library: FT_Library

    /// A new instance; the error names the package to install.
    init() throws(RasterUnavailable) {
        let functions = try FreeType.shared.get()
        var library: FT_Library?
        guard functions.initialize(&library) == 0, let library else { throw FreeType.missing }
        self.functions = functions
        self.library = library
    }

    // Faces keep their library alive (they hold it), so this runs after the last face is done.
    deinit { _ = functions.done(library) }
}

/// A rendered glyph: 8-bit coverage, placed relative to the pen position on the baseline.
struct GlyphBitmap: Sendable {
    /// Columns of coverage.
    var width: Int
    /// Rows of coverage.
    var rows: Int
    /// From the pen position to the bitmap's left edge, in px.
    var left: Int
    /// From the baseline up to the bitmap's top edge, in px.
    var top: Int
    /// Coverage 0…255, row by row.
    var coverage: [UInt8]
    /// How far the pen moves after this glyph, in px.
    var advance: Double
}

/// One font file at one pixel size, with the glyphs it has rendered.
final class FontFace {
    private let owner: FreeTypeLibrary
    private var freeType: FreeType { owner.functions }
    private let face: FT_Face
    private var cache: [Unicode.Scalar: GlyphBitmap?] = [:]
    /// The pixel size.
    let size: Int

    /// Opens `path` at `size` px; the error says why, with `shownPath` (already escaped).
    init(path: String, shownPath: String, size: Int, library owner: FreeTypeLibrary) throws {
        let freeType = owner.functions
        var face: FT_Face?
        let status = freeType.newFace(owner.library, path, 0, &face)
        guard status == 0, let face else {
            throw RasterUnavailable.font(shownPath, "FreeType cannot read it (error \(status))")
        }
        guard freeType.setPixelSizes(face, 0, FT_UInt(size)) == 0 else {
            _ = freeType.doneFace(face)
            throw RasterUnavailable.font(shownPath, "it has no scalable outlines at \(size) px")
        }
        self.owner = owner
        self.face = face
        self.size = size
    }

    deinit { _ = freeType.doneFace(face) }

    /// Whether the font has a glyph for `scalar`.
    func has(_ scalar: Unicode.Scalar) -> Bool { freeType.charIndex(face, FT_ULong(scalar.value)) != 0 }

    /// `scalar` rendered in grey levels with light hinting, or nil when it cannot be drawn.
    /// A scalar the font lacks renders as its "missing glyph" box.
    func glyph(_ scalar: Unicode.Scalar) -> GlyphBitmap? {
        if let cached = cache[scalar] { return cached }
        let rendered = render(scalar)
        cache[scalar] = rendered
        return rendered
    }

    private func render(_ scalar: Unicode.Scalar) -> GlyphBitmap? {
        let index = freeType.charIndex(face, FT_ULong(scalar.value))
        guard freeType.loadGlyph(face, index, shim_load_flags_render_light()) == 0, let slot = face.pointee.glyph else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: width * rows)
        // Only 8-bit grey bitmaps are expected from FT_RENDER_MODE_LIGHT; anything else
        // (a bitmap-only font) is left blank rather than misread.
        if let buffer = bitmap.buffer, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) {
            for row in 0..<rows {
                let source = pitch >= 0 ? row * pitch : (rows - 1 - row) * -pitch
                for column in 0..<width { coverage[row * width + column] = buffer[source + column] }
            }
        }
        return GlyphBitmap(width: width, rows: rows, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
                           coverage: coverage, advance: Double(slot.pointee.advance.x) / 64)
    }
}
