/// An object or array whose closing bracket the reader has not reached yet.
struct JSONOpenContainer {
    /// Whether this is an object (true) or an array (false).
    let isObject: Bool
    /// Where its opening bracket is.
    let position: SourcePosition
    /// Byte offset of its opening bracket, for error messages.
    let offset: Int

    /// Array elements read so far.
    var elements: [JSONNode] = []
    /// Object members read so far.
    var members: [JSONObject.Member] = []
    /// Member offsets by key once the object outgrows linear search.
    var index: [String: Int]?
    /// The key whose value is being read.
    var pendingKey = ""
    /// Where that key is.
    var pendingKeyPosition = SourcePosition(line: 0, column: 0)

    /// Where the member with this key sits among those read so far, if there is one.
    func earlierMemberIndex(named key: String) -> Int? {
        if let index {
            return index[key]
        }
        return members.firstIndex { $0.key == key }
    }

    /// Completes the pending member with its value.
    mutating func appendMember(value: JSONNode) {
        members.append(JSONObject.Member(key: pendingKey, keyPosition: pendingKeyPosition, value: value))
        if index != nil {
            index?[pendingKey] = members.count - 1
        } else if members.count > JSONObject.linearSearchLimit {
            var built = [String: Int](minimumCapacity: members.count * 2)
            for (offset, member) in members.enumerated() {
                built[member.key] = offset
            }
            index = built
        }
    }

    /// The finished object or array.
    consuming func node() -> JSONNode {
        if isObject {
            JSONNode(value: .object(JSONObject(members: members, index: index)), position: position)
        } else {
            JSONNode(value: .array(elements), position: position)
        }
    }
}
