/// A parsed JSON value together with where it starts in the source.
public struct JSONNode: Sendable, Equatable {
    /// The value itself.
    public var value: JSONValue
    /// Where the value starts: its first character (`{`, `[`, `"`, `-`, a digit, `t`, `f`, `n`).
    public var position: SourcePosition

    /// Creates a node from a value and the position where it starts.
    public init(value: JSONValue, position: SourcePosition) {
        self.value = value
        self.position = position
    }

    /// The object, if this node is one.
    public var object: JSONObject? {
        if case .object(let object) = value { object } else { nil }
    }

    /// The array's elements, if this node is an array.
    public var array: [JSONNode]? {
        if case .array(let elements) = value { elements } else { nil }
    }

    /// The string, if this node is one.
    public var string: String? {
        if case .string(let string) = value { string } else { nil }
    }

    /// The number, if this node is one.
    public var number: Double? {
        if case .number(let number) = value { number } else { nil }
    }

    /// The boolean, if this node is `true` or `false`.
    public var bool: Bool? {
        if case .bool(let bool) = value { bool } else { nil }
    }

    /// Whether this node is `null`.
    public var isNull: Bool { value == .null }

    /// The kind of value in a designer's words; see ``JSONValue/typeName``.
    public var typeName: String { value.typeName }
}
