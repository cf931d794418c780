import ShadeText

/// Drafts a sidecar (`NAME.shade.json`) from filled roles, for the user to edit.
///
/// Every role a token fills (explicitly, by matching, or from a Shade theme) is written under
/// `roles`, so reading the sidecar back pins today's choices explicitly. Derived roles have
/// no token to name; they are listed under `derived` with their reason, which Shade ignores
/// when reading — to pin one, move it into `roles` with a token path. Given one assignment per
/// context, a role whose token differs between contexts is written as a choice by context.
///
/// ```json
/// {
///   "$description": "Shade roles for acme.resolver.json. …",
///   "roles": {
///     "foregroundPrimary": "fgColor.default",
///     "accent": { "light": "color.blue.600", "dark": "color.blue.400" }
///   },
///   "derived": {
///     "surfacePrimary": "derived: backgroundTertiary at 50 % opacity, over the page"
///   }
/// }
/// ```
public enum RoleSidecarWriter {
    /// The sidecar text for one context's roles.
    public static func text(for assignment: RoleAssignment, source: String? = nil) -> String {
        text(for: [(selector: "*", assignment: assignment)], source: source)
    }

    /// The sidecar text for several contexts' roles, each named by the selector it is written
    /// under when roles differ (`"dark"`, `"appearance=dark"`). Selectors are written in the
    /// order given.
    public static func text(for assignments: [(selector: String, assignment: RoleAssignment)],
                            source: String? = nil) -> String {
        var about = "Shade roles"
        if let source { about += " for " + source }
        about += ". Each role names the token that fills it; edit freely. Shade ignores \"derived\": those"
            + " roles have no token and are computed; to pin one, move it into \"roles\" with a token path."
        var roles: [(String, String)] = []
        var derived: [(String, String)] = []
        for role in ColorToken.allCases {
            let fills = assignments.map { ($0.selector, $0.assignment[role]) }
            let named = fills.compactMap { selector, fill in fill.token.map { (selector, $0) } }
            if !named.isEmpty {
                let tokens = named.map(\.1)
                let value = named.count == fills.count && Set(tokens).count == 1
                    ? JSONText.quoted(tokens[0])
                    : object(named.map { ($0.0, JSONText.quoted($0.1)) }, indent: 4)
                roles.append((role.rawValue, value))
            }
            let unnamed = fills.filter { $0.1.token == nil }
            if !unnamed.isEmpty {
                let reasons = unnamed.map(\.1.reason)
                let value = unnamed.count == fills.count && Set(reasons).count == 1
                    ? JSONText.quoted(reasons[0])
                    : object(unnamed.map { ($0.0, JSONText.quoted($0.1.reason)) }, indent: 4)
                derived.append((role.rawValue, value))
            }
        }
        var members = [("$description", JSONText.quoted(about)), ("roles", object(roles, indent: 2))]
        if !derived.isEmpty { members.append(("derived", object(derived, indent: 2))) }
        return object(members, indent: 0) + "\n"
    }

    /// `{ "key": value, … }`, one member a line, indented by `indent` spaces.
    private static func object(_ members: [(String, String)], indent: Int) -> String {
        guard !members.isEmpty else { return "{}" }
        let inner = String(repeating: " ", count: indent + 2)
        let lines = members.map { inner + JSONText.quoted($0.0) + ": " + $0.1 }
        return "{\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "}"
    }
}
