/// The `$type` values of the DTCG format module 2025.10; any other string is an error.
public enum DTCGTypeName {
    /// Every type the format defines, simple and composite.
    public static let all: Set<String> = [
        "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
        "strokeStyle", "border", "transition", "shadow", "gradient", "typography",
    ]

    /// Figma's variable types, as plugins that export variables write them in `$type`, and the
    /// type each is read as in a plugin's list of collections: a `float` is a number; a `string`
    /// or `boolean` stays a type of its own, a token Shade keeps and never draws. None is a
    /// colour, so none is lost as one. In a DTCG file only `float` is read so.
    public static let figmaVariableTypes: [String: String] = ["float": "number", "string": "string", "boolean": "boolean"]

    /// The properties of a Figma variable that a plugin's export of a file's variables writes
    /// beside `$value`: where it may be used, its code names, whether it is published, and the
    /// library and collection of the variable an alias names. The plugin's list of collections
    /// defines them, so there they are read without a word; in a DTCG file they are not the
    /// format's, and are said to be ignored.
    public static let figmaVariableProperties: Set<String> = ["$scopes", "$codeSyntax", "$hiddenFromPublishing", "$libraryName", "$collectionName"]
}

/// Whether a token is deprecated, as `$deprecated` says on it or on a group around it.
public enum DTCGDeprecation: Hashable, Sendable {
    /// `false`: not deprecated, even inside a deprecated group.
    case active
    /// `true` (empty reason) or a string giving the reason.
    case deprecated(String)

    /// The reason for ``SystemColorToken/deprecated``: nil when active.
    public var reason: String? {
        if case .deprecated(let reason) = self { reason } else { nil }
    }
}

/// The DTCG naming rules for tokens and groups.
enum DTCGName {
    /// Why `name` cannot name a token or group, or nil when it can. Names MUST NOT begin
    /// with `$` (reserved for the format's properties) or contain `{`, `}` or `.` (which
    /// references use).
    static func problem(_ name: String) -> String? {
        if name.hasPrefix("$") { return "names must not begin with '$'; \"\(name)\" is not a property the format defines" }
        for scalar in name.unicodeScalars where scalar == "{" || scalar == "}" || scalar == "." {
            return "names must not contain '\(scalar)' (references use it): \"\(name)\""
        }
        return nil
    }

    /// The token path inside a whole-string curly-brace reference (`{color.text.$root}`), or nil.
    static func referencePath(_ text: String) -> String? {
        // Bytes in place, not Characters nor the UTF-8 view's indices: this runs for every
        // string value of every context.
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count > 2, bytes[0] == UInt8(ascii: "{"), bytes[bytes.count - 1] == UInt8(ascii: "}") else { return nil }
            let inner = UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)])
            guard !inner.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return nil }
            return String(decoding: inner, as: UTF8.self)
        }
    }
}
