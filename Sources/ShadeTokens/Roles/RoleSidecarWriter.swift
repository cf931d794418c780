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
                    ? quoted(tokens[0])
                    : object(named.map { ($0.0, quoted($0.1)) }, indent: 4)
                roles.append((role.rawValue, value))
            }
            let unnamed = fills.filter { $0.1.token == nil }
            if !unnamed.isEmpty {
                let reasons = unnamed.map(\.1.reason)
                let value = unnamed.count == fills.count && Set(reasons).count == 1
                    ? quoted(reasons[0])
                    : object(unnamed.map { ($0.0, quoted($0.1.reason)) }, indent: 4)
                derived.append((role.rawValue, value))
            }
        }
        var members = [("$description", quoted(about)), ("roles", object(roles, indent: 2))]
        if !derived.isEmpty { members.append(("derived", object(derived, indent: 2))) }
        return object(members, indent: 0) + "\n"
    }

    /// `{ "key": value, … }`, one member a line, indented by `indent` spaces.
    private static func object(_ members: [(String, String)], indent: Int) -> String {
        guard !members.isEmpty else { return "{}" }
        let inner = String(repeating: " ", count: indent + 2)
        let lines = members.map { inner + quoted($0.0) + ": " + $0.1 }
        return "{\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "}"
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
