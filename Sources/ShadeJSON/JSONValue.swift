/// A JSON value whose nested values carry their own source positions.
///
/// Not declared `indirect`: arrays and objects already store their children out of line, so
/// boxing every scalar would only cost an allocation per value.
public enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number. JSON does not distinguish integers; every number is kept as a finite `Double`.
    case number(Double)
    /// A string with all escapes decoded.
    case string(String)
    /// An array, elements in the order written.
    case array([JSONNode])
    /// An object, members in the order written.
    case object(JSONObject)

    /// The kind of value in a designer's words (`"object"`, `"string"`, `"number"`,
    /// `"boolean"`, `"array"`, `"null"`), for messages such as "expected a string, found an array".
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
