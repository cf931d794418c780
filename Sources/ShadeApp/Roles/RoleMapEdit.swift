import ShadeJSON
import ShadeText
import ShadeJSON
import ShadeTokens

/// Pinning and unpinning one role of a role map at the context drawn, and the sidecar text
/// of the result: the pure half of the role editor (the runner writes the text).
///
/// A pin is made for the context on screen: a system with appearance or contrast modifiers
/// gets a choice by context (`{ "appearance=dark": "color.text.subtle" }`), put before what
/// the role had, so the other contexts keep their own choice; a system without them gets the
/// path itself.
public enum RoleMapEdit {
    /// The selectors that name the context drawn: each appearance or contrast modifier and
    /// its chosen context, in resolution order (`["appearance=dark", "contrast=high"]`).
    public static func selectors(for theme: Theme, context: [String: String]) -> [String] {
        theme.modifiers.filter { $0.role != .extra }.compactMap { modifier in
            context[modifier.name].map { modifier.name + "=" + $0 }
        }
    }

    /// `map` with `role` pinned to `path` at `selectors` (nil `path`: the pin there removed,
    /// leaving the role to inference at that context).
    public static func pinning(_ role: ColorToken, to path: String?, at selectors: [String], in map: RoleMap?, file: String) -> RoleMap {
        var entries = map?.entries ?? []
        let here = SourcePosition(line: 1, column: 1)
        let old = entries.firstIndex { $0.role == role }
        let value = setting(old.map { entries[$0].value }, at: selectors[...], to: path)
        switch (old, value) {
        case (let index?, let value?): entries[index].value = value
        case (let index?, nil): entries.remove(at: index)
        case (nil, let value?): entries.append(RoleMap.Entry(role: role, position: here, value: value))
        case (nil, nil): break
        }
        return RoleMap(file: file, entries: entries)
    }

    private static func setting(_ value: RoleMap.Value?, at selectors: ArraySlice<String>, to path: String?) -> RoleMap.Value? {
        let here = SourcePosition(line: 1, column: 1)
        guard let selector = selectors.first else { return path.map { .path($0, here) } }
        var choices: [RoleMap.Choice]
        switch value {
        case .byContext(let existing)?: choices = existing
        // A pin for every context stays for the others.
        case .path(let other, let position)?: choices = [RoleMap.Choice(selector: "*", position: position, value: .path(other, position))]
        case .unmapped?, nil: choices = []
        }
        let inner = choices.firstIndex { $0.selector == selector }
        let next = setting(inner.map { choices[$0].value }, at: selectors.dropFirst(), to: path)
        if let inner { choices.remove(at: inner) }
        if let next {
            choices.insert(RoleMap.Choice(selector: selector, position: here, value: next), at: 0)
        } else if choices.contains(where: { $0.selector == "*" }) {
            // Removing the pin here must not let a pin for every context take its place.
            choices.insert(RoleMap.Choice(selector: selector, position: here, value: .unmapped), at: 0)
        }
        return choices.isEmpty ? nil : .byContext(choices)
    }

    /// The path `map` pins `role` to at exactly `selectors` (not through `*`), if any.
    public static func pinned(_ role: ColorToken, at selectors: [String], in map: RoleMap?) -> String? {
        guard var value = map?.entries.first(where: { $0.role == role })?.value else { return nil }
        for selector in selectors {
            switch value {
            case .byContext(let choices):
                guard let choice = choices.first(where: { $0.selector == selector }) else { return nil }
                value = choice.value
            case .path, .unmapped: return nil
            }
        }
        if case .path(let path, _) = value { return path }
        return nil
    }

    /// The sidecar text for `map`: a `$description` and its `roles`, one role a line.
    public static func sidecarText(_ map: RoleMap, source: String) -> String {
        let about = "Shade roles for \(source), pinned in the previewer (Tokens screen, r). Each role names the token"
            + " that fills it, per context where it differs; a role not named is inferred."
        let roles = map.entries.map { "    " + JSONText.quoted($0.role.rawValue) + ": " + text($0.value, indent: 4) }
        let rolesText = roles.isEmpty ? "{}" : "{\n" + roles.joined(separator: ",\n") + "\n  }"
        return "{\n  \"$description\": " + JSONText.quoted(about) + ",\n  \"roles\": " + rolesText + "\n}\n"
    }

    private static func text(_ value: RoleMap.Value, indent: Int) -> String {
        switch value {
        case .path(let path, _): return JSONText.quoted(path)
        case .unmapped: return "null"
        case .byContext(let choices):
            let inner = String(repeating: " ", count: indent + 2)
            let lines = choices.map { inner + JSONText.quoted($0.selector) + ": " + text($0.value, indent: indent + 2) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "}"
        }
    }

    /// The map a sidecar text gives, read as Shade reads the file (positions are the text's).
    public static func read(_ text: String, file: String) -> RoleMap {
        (try? RoleMap.read(sidecar: JSONParser.parse(Array(text.utf8)), file: file)) ?? RoleMap(file: file, entries: [])
    }
}
