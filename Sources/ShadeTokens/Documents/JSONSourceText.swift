import ShadeJSON
import ShadeText

extension JSONNode {
    /// The value written back compactly, for showing "the value as written" in listings.
    var sourceText: String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): number.compactText
        case .string(let text): text
        case .array(let items): "[" + items.map(\.sourceText).joined(separator: ", ") + "]"
        case .object(let object):
            "{" + object.members.map { "\"\($0.key)\": \($0.value.quotedSourceText)" }.joined(separator: ", ") + "}"
        }
    }

    private var quotedSourceText: String {
        if case .string(let text) = value { return "\"\(text)\"" }
        return sourceText
    }
}
