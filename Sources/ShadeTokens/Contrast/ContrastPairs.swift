/// A foreground/background pairing that the screen draws, with the ratio it needs.
///
/// Pairs are data: Shade's defaults (``defaults``, defined on roles) plus the pairs a theme,
/// resolver or sidecar declares (`$extensions["dev.shade"].pairs`, read by
/// ``ContrastPairReader``). A resolved theme carries its own list (``ResolvedTheme/pairs``),
/// which `shade contrast`, the token panel and the tests all read. Disabled button labels
/// are not listed: WCAG 1.4.3 exempts inactive controls, and their faintness is the point.
public struct ContrastPair: Hashable, Sendable {
    /// The text colour, or the graphical part (outline, fill) for non-text pairs.
    public let foreground: ColorToken
    /// What it is drawn on.
    public let background: ColorToken
    /// A lower requirement for text that is faint on purpose, with the reason; nil means
    /// the kind's requirement (or ``declaredRatio``).
    public let relaxed: Relaxation?
    /// Text, large text or non-text.
    public var kind: ContrastKind = .text
    /// A ratio the declaration sets, used in every resolution instead of the kind's.
    public var declaredRatio: Double?
    /// Why the pair is checked (or why it is held to a lower bar), for reports.
    public var reason: String?
    /// Where the pair comes from.
    public var origin: ContrastPairOrigin = .shade
    /// False for a pair that is measured and shown but never fails a check: an outline a
    /// theme has decided does not identify a control (see ``ControlOutlineDecision``).
    public var isRequired = true

    /// A requirement below the usual one, and why.
    public struct Relaxation: Hashable, Sendable {
        /// Required in standard contrast.
        public let standard: Double
        /// Required in increased contrast.
        public let high: Double
        /// Why the pair may be fainter than body text.
        public let reason: String
    }

    /// A text pair with the usual requirement, or a relaxed one.
    public init(foreground: ColorToken, background: ColorToken, relaxed: Relaxation?) {
        self.foreground = foreground
        self.background = background
        self.relaxed = relaxed
    }

    /// A pair of any kind, as declared data describes it.
    public init(foreground: ColorToken, background: ColorToken, kind: ContrastKind, ratio: Double? = nil,
                reason: String? = nil, origin: ContrastPairOrigin = .shade, isRequired: Bool = true) {
        self.init(foreground: foreground, background: background, relaxed: nil)
        self.kind = kind
        declaredRatio = ratio
        self.reason = reason
        self.origin = origin
        self.isRequired = isRequired
    }

    /// The ratio this pair must reach at `contrast`.
    public func requiredRatio(_ contrast: Contrast) -> Double {
        if let declaredRatio { return declaredRatio }
        guard let relaxed else { return kind.requiredRatio(contrast) }
        return contrast == .standard ? relaxed.standard : relaxed.high
    }

    /// The reason shown beside the pair: the relaxation's, else the declaration's.
    public var explanation: String? { relaxed?.reason ?? reason }

    /// Whether two pairs check the same thing (same colours and kind), whatever their origin.
    func sameCheck(as other: ContrastPair) -> Bool {
        foreground == other.foreground && background == other.background && kind == other.kind
    }
}

extension ContrastPair {
    private static let placeholder = Relaxation(
        standard: 3, high: 4.5,
        reason: "placeholder text is faint by design (seed 000); it must still be legible, so AA Large in standard, AA in high contrast")

    /// Shade's text pairs (the 33 the screen draws as text), in the order listings show them.
    public static let checked: [ContrastPair] = {
        let text: [ColorToken] = [.foregroundPrimary, .foregroundSecondary, .foregroundTertiary]
        let grounds: [ColorToken] = [.backgroundPrimary, .backgroundSecondary, .backgroundTertiary,
                                     .surfacePrimary, .surfaceSecondary, .surfaceTertiary]
        var pairs = grounds.flatMap { ground in text.map { ContrastPair(foreground: $0, background: ground, relaxed: nil) } }
        pairs += [.invertedForegroundPrimary, .invertedForegroundSecondary, .invertedForegroundTertiary].map {
            ContrastPair(foreground: $0, background: .invertedBackgroundPrimary, relaxed: nil)
        }
        pairs += [.invertedBackgroundSecondary, .invertedBackgroundTertiary].map {
            ContrastPair(foreground: .invertedForegroundPrimary, background: $0, relaxed: nil)
        }
        pairs += [.invertedSurfacePrimary, .invertedSurfaceSecondary].map {
            ContrastPair(foreground: .foregroundPrimary, background: $0, relaxed: nil)
        }
        pairs += [
            ContrastPair(foreground: .foregroundPlaceholder, background: .backgroundPrimary, relaxed: placeholder),
            ContrastPair(foreground: .onAccent, background: .accent, relaxed: nil),
            ContrastPair(foreground: .accent, background: .backgroundPrimary, relaxed: nil),
            ContrastPair(foreground: .onAccent, background: .error, relaxed: nil),
            ContrastPair(foreground: .success, background: .backgroundPrimary, relaxed: nil),
            ContrastPair(foreground: .success, background: .backgroundSecondary, relaxed: nil),
            ContrastPair(foreground: .warning, background: .backgroundPrimary, relaxed: nil),
            ContrastPair(foreground: .error, background: .backgroundPrimary, relaxed: nil),
        ]
        return pairs
    }()

    /// Shade's non-text pairs (WCAG 1.4.11, 3:1): the control outline on the page (input
    /// border, secondary button outline; required only where the theme says the outline
    /// identifies the control), and the accent on the page and on raised areas (focus ring,
    /// caret, the filled primary button).
    public static func nonText(controlOutline: ControlOutlineDecision = .identifies) -> [ContrastPair] {
        [
            ContrastPair(foreground: .outlinePrimary, background: .backgroundPrimary, kind: .nonText,
                         reason: "input border and secondary button outline: " + controlOutline.reason,
                         isRequired: controlOutline.identifiesControl),
            ContrastPair(foreground: .accent, background: .backgroundPrimary, kind: .nonText,
                         reason: "focus ring and accent fills (primary button) against the page"),
            ContrastPair(foreground: .accent, background: .backgroundSecondary, kind: .nonText,
                         reason: "focus ring on raised areas (cards)"),
        ]
    }

    /// Shade's defaults: the text pairs, then the non-text pairs.
    public static let defaults: [ContrastPair] = checked + nonText()

    /// The pair a token panel shows beside a text token: the token on the ground it is
    /// usually drawn on. Nil for tokens that are not text.
    public static func primaryPair(for token: ColorToken) -> ContrastPair? {
        checked.first { $0.foreground == token }
    }

    /// Shade's defaults with the theme's decision about its outline, followed by the
    /// declared pairs; a declared pair that checks what a default checks replaces it (so a
    /// file can set its own ratio or reason for a default pair).
    public static func combined(controlOutline: ControlOutlineDecision, declared: [ContrastPair]) -> [ContrastPair] {
        var pairs = checked + nonText(controlOutline: controlOutline)
        for pair in declared {
            if let index = pairs.firstIndex(where: { $0.sameCheck(as: pair) }) { pairs[index] = pair } else { pairs.append(pair) }
        }
        return pairs
    }
}

/// Whether a theme's `outlinePrimary` is what identifies its controls (the input's border
/// and the secondary button's outline), recorded in the theme file as
/// `$extensions["dev.shade"].controlOutline` with the reason. Where it does, the outline
/// must reach 3:1 against the page (WCAG 1.4.11); where the controls are identified
/// otherwise, the pair is still measured and shown, but never fails.
public struct ControlOutlineDecision: Hashable, Sendable {
    /// Whether the outline identifies the controls.
    public var identifiesControl: Bool
    /// Why, in the theme author's words.
    public var reason: String

    /// Creates a decision.
    public init(identifiesControl: Bool, reason: String) {
        self.identifiesControl = identifiesControl
        self.reason = reason
    }

    /// The default when a theme says nothing: the outline is the control's only boundary.
    public static let identifies = ControlOutlineDecision(
        identifiesControl: true, reason: "the outline is the only boundary of the control, so it must reach 3:1")
}
