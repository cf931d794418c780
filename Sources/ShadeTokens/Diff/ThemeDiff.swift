/// What changed in one theme between two versions of a set of theme files: the theme as it
/// was (`old`) and as it is (`new`), matched by name or, when renamed, by file, and every
/// resolution either side has, compared role by role, token by token and pair by pair.
///
/// Pure data: `shade diff` renders it as text, markdown, JSON or pictures, and the tests read
/// it without a terminal.
public struct ThemeDiff: Sendable {
    /// How the theme itself changed between the sides.
    public enum Status: String, Sendable, CaseIterable {
        /// On both sides under the same name.
        case kept
        /// Only on the new side.
        case added
        /// Only on the old side.
        case removed
        /// The same file, named differently on the two sides.
        case renamed
    }

    /// The theme on one side: its name and the file it came from, relative to that side's root.
    public struct Side: Sendable, Hashable {
        /// The display name.
        public var name: String
        /// The file, relative to the side's root (or as given when outside it); nil when built in.
        public var file: String?

        /// Creates a side.
        public init(name: String, file: String?) {
            self.name = name
            self.file = file
        }
    }

    /// The theme as it was; nil when added.
    public var old: Side?
    /// The theme as it is; nil when removed.
    public var new: Side?
    /// Kept, added, removed or renamed.
    public var status: Status
    /// Every resolution either side has, in `Resolution.all` order.
    public var resolutions: [ResolutionDiff]

    /// Creates a theme's diff.
    public init(old: Side?, new: Side?, status: Status, resolutions: [ResolutionDiff]) {
        self.old = old
        self.new = new
        self.status = status
        self.resolutions = resolutions
    }

    /// The name the theme is known by now (the old one when removed).
    public var name: String { new?.name ?? old?.name ?? "" }

    /// True when nothing about the theme changed: kept, and every resolution the same.
    public var isUnchanged: Bool { status == .kept && resolutions.allSatisfy(\.isUnchanged) }

    /// Pairs that passed in a resolution both sides have and fail now, in every resolution.
    public var regressions: [(resolution: Resolution, change: PairChange)] {
        resolutions.flatMap { diff in diff.pairs.filter(\.isRegression).map { (diff.resolution, $0) } }
    }
}

/// One resolution of a theme, compared across the two sides.
public struct ResolutionDiff: Sendable {
    /// Whether each side has this resolution.
    public enum Presence: String, Sendable {
        /// Both sides resolve it.
        case both
        /// Only the new side: a variant added (or one that resolves only now).
        case added
        /// Only the old side: a variant removed (or one that no longer resolves).
        case removed
    }

    /// Which appearance and contrast.
    public var resolution: Resolution
    /// Which sides have it.
    public var presence: Presence
    /// Roles whose colour changed, in role order.
    public var roles: [RoleChange]
    /// Tokens added, removed or changed, by path.
    public var tokens: [TokenChange]
    /// Pairs whose verdict or level changed: regressions first, then other verdict changes,
    /// then level changes. For a resolution only one side has, its failing pairs.
    public var pairs: [PairChange]
    /// How many pairs each side checked here (0 for a side without it).
    public var checkedPairs: (old: Int, new: Int)

    /// Creates a resolution's diff.
    public init(resolution: Resolution, presence: Presence, roles: [RoleChange], tokens: [TokenChange], pairs: [PairChange],
                checkedPairs: (old: Int, new: Int)) {
        self.resolution = resolution
        self.presence = presence
        self.roles = roles
        self.tokens = tokens
        self.pairs = pairs
        self.checkedPairs = checkedPairs
    }

    /// Both sides have it and nothing in it changed.
    public var isUnchanged: Bool { presence == .both && roles.isEmpty && tokens.isEmpty && pairs.isEmpty }
}
