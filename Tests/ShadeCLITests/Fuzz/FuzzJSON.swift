import ShadeJSON
import ShadeTokens

/// A JSON document the fuzzer can damage in ways a parser would never produce: numbers and
/// string bodies are kept as the raw text written to the file, so a mutation can put an
/// invalid escape, a lone surrogate or a bare `NaN` exactly where it wants.
indirect enum FuzzJSON: Sendable {
    case object([(key: String, value: FuzzJSON)])
    case array([FuzzJSON])
    /// The body between the quotes, already escaped (or deliberately mis-escaped).
    case string(String)
    /// The number exactly as written.
    case number(String)
    case bool(Bool)
    case null

    /// The tree of a parsed document, member order kept.
    init(_ node: JSONNode) {
        switch node.value {
        case .object(let object): self = .object(object.members.map { ($0.key, FuzzJSON($0.value)) })
        case .array(let items): self = .array(items.map(FuzzJSON.init))
        case .string(let text): self = .string(FuzzJSON.escaped(text))
        case .number(let number): self = .number(String(number))
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        }
    }

    /// `text` as a JSON string body: quotes, backslashes and controls escaped.
    static func escaped(_ text: String) -> String {
        var body = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": body += "\\\""
            case "\\": body += "\\\\"
            case _ where scalar.value < 0x20: body += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: body.unicodeScalars.append(scalar)
            }
        }
        return body
    }

    /// The document as file text.
    var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                output += "\"" + FuzzJSON.escaped(member.key) + "\":"
                member.value.write(to: &output)
            }
            output += "}"
        case .array(let items):
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                item.write(to: &output)
            }
            output += "]"
        case .string(let body): output += "\"" + body + "\""
        case .number(let text): output += text
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        }
    }

    /// `other`'s members laid over this object's, recursively: how a theme file overrides
    /// the base mapping.
    func merging(_ other: FuzzJSON) -> FuzzJSON {
        guard case .object(var members) = self, case .object(let overrides) = other else { return other }
        for (key, value) in overrides {
            if let index = members.firstIndex(where: { $0.key == key }) {
                members[index].value = members[index].value.merging(value)
            } else {
                members.append((key, value))
            }
        }
        return .object(members)
    }
}
