import ShadeJSON

/// Which system token fills which role, as a file says it: the `roles` object of
/// `$extensions["dev.shade"]` in a theme or resolver document, or of a sidecar file.
///
/// ```json
/// "roles": {
///   "accent": "color.brand.primary",
///   "foregroundTertiary": { "dark": "color.text.subtle-dark", "*": "color.text.subtle" },
///   "outlineTertiary": { "appearance=dark": { "contrast=high": "color.border.strong", "*": null } }
/// }
/// ```
///
/// A role's value is a token path (`"color.brand.primary"`, or the alias form
/// `"{color.brand.primary}"`; a group with a `$root` token may be named by the group path), or
/// `null` to leave the role to matching, or an object choosing by context. Its keys are
/// selectors, tried in the order written, and the first that fits the current contexts wins:
/// a context name (`"dark"`, fitting whichever modifier has that context), `"modifier=context"`
/// when a name is ambiguous, or `"*"` for every context. Values nest, for a choice on a second
/// axis. When no selector fits, the role is left to matching.
public struct RoleMap: Sendable, Equatable {
    /// What one role, or one selector, says.
    public indirect enum Value: Sendable, Equatable {
        /// A token path, as written (braces removed), and where the string stands.
        case path(String, SourcePosition)
        /// `null`: leave the role to matching.
        case unmapped
        /// A choice by context, selectors in the order written.
        case byContext([Choice])
    }

    /// One `"selector": value` member of a choice.
    public struct Choice: Sendable, Equatable {
        /// `*`, a context name, or `modifier=context`.
        public var selector: String
        /// Where the selector stands.
        public var position: SourcePosition
        /// What it chooses.
        public var value: Value

        /// Creates a choice.
        public init(selector: String, position: SourcePosition, value: Value) {
            self.selector = selector
            self.position = position
            self.value = value
        }
    }

    /// One role's entry.
    public struct Entry: Sendable, Equatable {
        /// The role.
        public var role: ColorToken
        /// Where the role's name stands.
        public var position: SourcePosition
        /// What the file says for it.
        public var value: Value

        /// Creates an entry.
        public init(role: ColorToken, position: SourcePosition, value: Value) {
            self.role = role
            self.position = position
            self.value = value
        }
    }

    /// The file the map was read from, for diagnostics and reasons.
    public var file: String
    /// The entries, in the order written.
    public var entries: [Entry]
    /// Problems found while reading (unknown roles, wrong value types).
    public var diagnostics: [Diagnostic]
    /// The map is a format's own table (a terminal palette's ANSI slots, Material 3's roles, a
    /// colour scale's documented steps), not a designer's choice: its roles are *named* by the
    /// format, and only a designer's role map *pins* one.
    public var isFormatTable: Bool

    /// Creates a map.
    public init(file: String, entries: [Entry], diagnostics: [Diagnostic] = [], isFormatTable: Bool = false) {
        self.file = file
        self.entries = entries
        self.diagnostics = diagnostics
        self.isFormatTable = isFormatTable
    }

    /// The key of `$extensions["dev.shade"]` that marks its `roles` as a format's own table
    /// (``isFormatTable``), naming the table.
    public static let formatTableKey = "rolesTable"

    /// The path chosen for `role` at `context` (modifier → context name) and where it is
    /// written, or nil when the map leaves the role to matching.
    public func choice(for role: ColorToken, context: [String: String]) -> (path: String, position: SourcePosition)? {
        guard let entry = entries.first(where: { $0.role == role }) else { return nil }
        return Self.choose(entry.value, context: context)
    }

    private static func choose(_ value: Value, context: [String: String]) -> (path: String, position: SourcePosition)? {
        switch value {
        case .path(let path, let position): return (path, position)
        case .unmapped: return nil
        case .byContext(let choices):
            guard let choice = choices.first(where: { fits($0.selector, context) }) else { return nil }
            return choose(choice.value, context: context)
        }
    }

    /// Whether `selector` fits the chosen contexts.
    static func fits(_ selector: String, _ context: [String: String]) -> Bool {
        if selector == "*" { return true }
        if let equals = selector.firstIndex(of: "=") {
            let modifier = String(selector[..<equals])
            return context[modifier] == String(selector[selector.index(after: equals)...])
        }
        return context.values.contains(selector)
    }
}
