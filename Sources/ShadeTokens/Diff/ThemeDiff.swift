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
        /// Paired across the sides under another name or in another file (by file, by
        /// git's rename detection, or by `--pair`).
        case renamed
        /// Did not load on a side (see ``ThemeDiff/failure``).
        case failed
    }

    /// A theme or file that did not load on a side: the first problem, and whether its file
    /// is byte for byte the same on both sides (then nothing changed, and it is said once).
    public struct LoadFailure: Sendable, Hashable {
        /// Which side failed.
        public enum Sides: String, Sendable {
            /// Only the old side.
            case old
            /// Only the new side.
            case new
            /// Both sides.
            case both
        }

        /// Where it failed.
        public var sides: Sides
        /// The first problem, `file:line:col: message` (the new side's when both failed).
        public var problem: String
        /// The old side's first problem when both failed.
        public var oldProblem: String?
        /// The file is the same bytes on both sides.
        public var identical: Bool

        /// Creates a failure.
        public init(sides: Sides, problem: String, identical: Bool) {
            self.sides = sides
            self.problem = problem
            self.identical = identical
        }
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
    /// Set when the theme did not load (or resolves in no variant) on a side.
    public var failure: LoadFailure?

    /// Creates a theme's diff.
    public init(old: Side?, new: Side?, status: Status, resolutions: [ResolutionDiff], failure: LoadFailure? = nil) {
        self.old = old
        self.new = new
        self.status = status
        self.resolutions = resolutions
        self.failure = failure
    }

    /// A failure the review must not pass over: a side failed, and the file is not the same
    /// on both sides (an identical file that fails on both is said once, and changes nothing).
    public var isFailure: Bool { failure.map { !$0.identical } ?? false }

    /// The name the theme is known by now (the old one when removed).
    public var name: String { new?.name ?? old?.name ?? "" }

    /// True when nothing about the theme changed: kept, and every resolution the same.
    public var isUnchanged: Bool { status == .kept && failure == nil && resolutions.allSatisfy(\.isUnchanged) }

    /// Paired under another name or file, and no colour of any resolution changed: a move or
    /// a format migration that keeps every colour.
    public var keepsEveryColour: Bool {
        (status == .renamed || status == .kept) && failure == nil
            && resolutions.allSatisfy { $0.presence == .both && $0.roles.isEmpty && $0.pairs.isEmpty && $0.tokens.allSatisfy { $0.kind == .changed && $0.keepsColour } }
    }

    /// Pairs that passed in a resolution both sides have and fail now, in every resolution.
    public var regressions: [(resolution: Resolution, change: PairChange)] {
        resolutions.flatMap { diff in diff.pairs.filter(\.isRegression).map { (diff.resolution, $0) } }
    }

    /// The regressions in pairs the team owns (``PairChange/isOwned``).
    public var gatedRegressions: [(resolution: Resolution, change: PairChange)] { regressions.filter { $0.change.isOwned } }
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
    /// Roles a token's name chose on the side measured (the new one, else the old): *named*,
    /// not pinned by the files. Their pairs are advisory.
    public var namedRoles: [ColorToken] = []
    /// Roles Shade guessed on the side measured: chosen from the palette by value, or derived
    /// (*value only*, *derived*). Their pairs are advisory.
    public var guessedRoles: [ColorToken] = []
    /// Every role no role map or Shade theme pins: named and guessed, in role order.
    public var advisoryRoles: [ColorToken] { ColorToken.allCases.filter { namedRoles.contains($0) || guessedRoles.contains($0) } }
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
