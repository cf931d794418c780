import ShadeColor
import ShadeTokens

/// What every writer takes: a theme's name and, for each resolution it provides, the colour
/// of each of Shade's 26 roles and (for a design system with its own vocabulary) its tokens.
///
/// A small value on purpose, so Shade's themes today and design systems later build the same
/// thing: ``init(theme:name:)`` and ``init(system:name:)``.
public struct ExportTheme: Sendable {
    /// One colour as a writer needs it: 8-bit sRGB with alpha, and the wider original when the
    /// source had one outside sRGB (written as `display-p3` where the format allows).
    public struct Color: Sendable, Hashable {
        /// The sRGB colour (clamped into sRGB when the original was wider).
        public var rgba: RGBA
        /// The original, when it lay outside sRGB.
        public var wide: ColorSpaceValue?

        /// Creates a colour.
        public init(_ rgba: RGBA, wide: ColorSpaceValue? = nil) {
            self.rgba = rgba
            self.wide = wide
        }
    }

    /// One named token of a system's own vocabulary.
    public struct Token: Sendable, Hashable {
        /// The dotted path (`color.text.default`).
        public var path: String
        /// Its colour.
        public var color: Color

        /// Creates a token.
        public init(path: String, color: Color) {
            self.path = path
            self.color = color
        }
    }

    /// One resolution's colours.
    public struct Variant: Sendable {
        /// One colour per role, in `ColorToken.allCases` order.
        public var roles: [Color]
        /// The system's own tokens, in its order (empty for Shade's themes, whose vocabulary is
        /// the roles).
        public var tokens: [Token]

        /// Creates a variant; `roles` must hold one colour per role.
        public init(roles: [Color], tokens: [Token] = []) {
            precondition(roles.count == ColorToken.allCases.count, "one colour per role")
            self.roles = roles
            self.tokens = tokens
        }

        /// The colour of `role`.
        public subscript(role: ColorToken) -> Color { roles[role.index] }
    }

    /// The name written into the files (and used for file and type names).
    public var name: String
    /// The resolutions the theme provides; a missing one is not invented.
    public var variants: [Resolution: Variant]

    /// Creates a theme from its variants.
    public init(name: String, variants: [Resolution: Variant]) {
        self.name = name
        self.variants = variants
    }

    /// The provided resolutions, in Shade's listing order.
    public var resolutions: [Resolution] { Resolution.all.filter { variants[$0] != nil } }

    /// The variant that stands for `resolution` when a format has fewer slots: itself, else the
    /// same appearance at standard contrast.
    public func variant(_ resolution: Resolution) -> Variant? {
        variants[resolution]
    }

    /// Whether any variant has tokens of its own vocabulary.
    public var hasOwnTokens: Bool { variants.values.contains { !$0.tokens.isEmpty } }

    /// One of Shade's themes: every resolution that resolves, each role as written (alpha
    /// kept; compositing is the consumer's, as on screen) with its wide-gamut original.
    public init(theme: Theme, name: String? = nil) {
        var variants: [Resolution: Variant] = [:]
        for resolution in Resolution.all {
            guard let resolved = try? theme.resolve(resolution) else { continue }
            variants[resolution] = Variant(roles: ColorToken.allCases.map { role in
                let color = resolved.details(role)
                return Color(color.written, wide: color.wide)
            })
        }
        self.init(name: name ?? theme.name, variants: variants)
    }

    /// A design system: each resolution it provides, roles filled by ``RoleFiller`` (with
    /// `roleMap` when given) and its own tokens, each keeping its wide-gamut original. The
    /// roles are filled as the previewer fills them: against the appearance drawn when the
    /// system has an appearance axis, and after light (its reference), whose choices the other
    /// resolutions keep where they hold (``RoleReference``) — so an export is what was drawn.
    public init(system: DesignSystem, name: String? = nil, roleMap: RoleMap? = nil) {
        var variants: [Resolution: Variant] = [:]
        let appearances = Set(system.appearances)
        var reference: RoleReference?
        let resolutions = Resolution.all.filter { resolution in
            appearances.contains(resolution.appearance) && (resolution.contrast == .standard || system.contrasts.contains(.high))
        }
        // The reference first, as the previewer chooses it.
        let first = RoleReference.resolution(among: resolutions, drawnByDefault: resolutions.first { system.context(for: $0) == system.defaultContext } ?? resolutions.first)
        for resolution in resolutions.filter({ $0 == first }) + resolutions.filter({ $0 != first }) {
            let context = system.context(for: resolution)
            let resolved = system.resolve(context)
            let roles = RoleFiller.fill(tokens: resolved.colors, roleMap: roleMap, context: context.selections,
                                        appearance: system.rolesAppearance(at: resolution), reference: reference,
                                        dimensions: resolved.dimensions.map(\.path))
            if resolution == first { reference = RoleReference(roles: roles, appearance: system.rolesAppearance(at: resolution), name: resolution.name) }
            // A role filled by a wide token keeps the token's wide value; a derived fill (a
            // mix, an alpha step) is a new colour in sRGB.
            var wideByPath: [String: SystemColorToken] = [:]
            for token in resolved.colors where token.wide != nil { wideByPath[token.path] = token }
            let fills = roles.fills.map { fill in
                let token = fill.token.flatMap { wideByPath[$0] }
                return Color(fill.color, wide: token?.color == fill.color ? token?.wide : nil)
            }
            variants[resolution] = Variant(roles: fills,
                                           tokens: resolved.colors.map { Token(path: $0.path, color: Color($0.color, wide: $0.wide)) })
        }
        self.init(name: name ?? system.name, variants: variants)
    }
}
