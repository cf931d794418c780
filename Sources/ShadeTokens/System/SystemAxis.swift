/// What one context of a modifier means to Shade: an appearance, a contrast, both, or
/// neither (an extra axis such as size or brand).
public struct SystemAxisPosition: Hashable, Sendable {
    /// Light or dark, when the context says.
    public var appearance: Appearance?
    /// Standard or high contrast, when the context says.
    public var contrast: Contrast?

    /// Creates a position.
    public init(appearance: Appearance? = nil, contrast: Contrast? = nil) {
        self.appearance = appearance
        self.contrast = contrast
    }
}

/// One modifier of a design system as Shade uses it.
public struct SystemModifier: Hashable, Sendable {
    /// How Shade treats the modifier.
    public enum Role: String, Hashable, Sendable {
        /// Its contexts are light and dark.
        case appearance
        /// Its contexts are standard and high contrast.
        case contrast
        /// Its contexts combine both (`light`, `dark`, `light-hc`, `darkHighContrast`…).
        case appearanceAndContrast = "appearance+contrast"
        /// Any other modifier (size, density, brand): an extra axis with its default.
        case extra
    }

    /// The modifier's name.
    public var name: String
    /// Its `description`, if any.
    public var description: String?
    /// Its contexts in document order.
    public var contexts: [String]
    /// The context used when nothing else is asked: `default`, else the first context.
    public var defaultContext: String
    /// How Shade treats it.
    public var role: Role
    /// What each context means, for appearance and contrast roles (empty for extras).
    public var positions: [String: SystemAxisPosition]
    /// Whether the role came from `$extensions["dev.shade"]` rather than the naming rules.
    public var isExplicit: Bool

    /// Whether the axis offers a choice: an axis of one context is part of every resolution,
    /// so what shows the axes a system varies on (`list`'s AXES column, the header's status)
    /// leaves it out.
    public var varies: Bool { Self.varies(contexts) }

    /// Whether an axis of `contexts` offers a choice (``varies``): more than one context.
    public static func varies(_ contexts: [String]) -> Bool { contexts.count > 1 }

    /// Creates a modifier whose contexts' meanings are set explicitly (readers of formats
    /// other than DTCG, which know what each of their contexts means).
    public init(name: String, description: String? = nil, contexts: [String], defaultContext: String, role: Role,
                positions: [String: SystemAxisPosition], isExplicit: Bool = true) {
        self.name = name
        self.description = description
        self.contexts = contexts
        self.defaultContext = defaultContext
        self.role = role
        self.positions = positions
        self.isExplicit = isExplicit
    }
}
