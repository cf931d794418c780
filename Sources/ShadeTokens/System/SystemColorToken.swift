import ShadeColor
import ShadeJSON

/// One colour token of a design system (a DTCG resolver document, an asset catalog, CSS…),
/// resolved at one context: the common currency between the readers that produce a system's
/// tokens and the role rules that fill Shade's gallery from them.
public struct SystemColorToken: Hashable, Sendable {
    /// The dotted token path as the system names it (`color.text.default`). A group's own
    /// `$root` token is named by the group path plus `.$root` (`color.text.$root`).
    public var path: String
    /// The colour after aliases, with its alpha; not yet composited over anything.
    public var color: RGBA
    /// Whether the written colour lay outside the sRGB gamut (and was brought into it).
    public var outOfGamut: Bool
    /// The colour as written in its own space (Display P3, OKLCH…) when that lies outside
    /// sRGB, so exports that can say so (asset catalogs' `display-p3`, CSS `color()`) keep
    /// it rather than ``color``'s clamped value; nil for colours inside sRGB.
    public var wide: ColorSpaceValue?
    /// The value as it stands in the file, e.g. `{color.base.blue.500}` or `#0969DA`.
    public var written: String {
        get { writtenText.text }
        set { writtenText = WrittenText(newValue) }
    }
    /// ``written``, made when it is asked for.
    package var writtenText: WrittenText
    /// The alias paths followed, in order, ending at the token that holds the literal; of a
    /// chain longer than 16 only the first 15 and that last token are kept.
    public var aliases: [String]
    /// nil when not deprecated; the reason (possibly empty) when `$deprecated` says so.
    public var deprecated: String?
    /// The token's `$description`, if any.
    public var description: String?
    /// The file that defined the token at this context.
    public var file: String
    /// Where the token's name stands in that file.
    public var position: SourcePosition?

    /// Creates a resolved system token.
    public init(path: String, color: RGBA, outOfGamut: Bool = false, wide: ColorSpaceValue? = nil, written: String,
                aliases: [String] = [], deprecated: String? = nil, description: String? = nil, file: String,
                position: SourcePosition? = nil) {
        self.init(path: path, color: color, outOfGamut: outOfGamut, wide: wide, writtenText: WrittenText(written), aliases: aliases,
                  deprecated: deprecated, description: description, file: file, position: position)
    }

    /// Creates a resolved system token whose written value is made when it is asked for.
    package init(path: String, color: RGBA, outOfGamut: Bool, wide: ColorSpaceValue?, writtenText: WrittenText,
                 aliases: [String], deprecated: String?, description: String?, file: String, position: SourcePosition?) {
        self.path = path
        self.color = color
        self.outOfGamut = outOfGamut
        self.wide = wide
        self.writtenText = writtenText
        self.aliases = aliases
        self.deprecated = deprecated
        self.description = description
        self.file = file
        self.position = position
    }
}
