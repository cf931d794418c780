import ShadeJSON

extension MarkupNode {
    /// The node as a JSON node, so that a YAML token file goes through the same token readers
    /// as a JSON one and keeps its line and column. Every YAML scalar is text (the parser
    /// resolves no types), so `value: 12` is the string "12", which no colour reader mistakes
    /// for a colour. A node without a position takes `fallback` (its parent's place).
    ///
    /// YAML lets a key repeat and keeps the last; JSON objects here find the first, so a
    /// repeated key keeps only its last value, in the place of its first.
    func jsonNode(fallback: SourcePosition = SourcePosition(line: 1, column: 1)) -> JSONNode {
        let here = position ?? fallback
        switch value {
        case .string(let text):
            return JSONNode(value: .string(text), position: here)
        case .other(let type):
            return JSONNode(value: .string(type), position: here)
        case .sequence(let items):
            return JSONNode(value: .array(items.map { $0.jsonNode(fallback: here) }), position: here)
        case .mapping(let pairs):
            var members: [JSONObject.Member] = []
            var slot: [String: Int] = [:]
            for pair in pairs {
                // A key that is itself a mapping or a list names no token.
                guard let key = pair.key.string else { continue }
                let keyPosition = pair.key.position ?? here
                let member = JSONObject.Member(key: key, keyPosition: keyPosition, value: pair.value.jsonNode(fallback: keyPosition))
                if let index = slot[key] {
                    members[index].value = member.value
                } else {
                    slot[key] = members.count
                    members.append(member)
                }
            }
            return JSONNode(value: .object(JSONObject(members: members)), position: here)
        }
    }
}
