/// A JSON object: its members in the order they were written, each with the key's position.
public struct JSONObject: Sendable, Equatable {
    /// One `"key": value` pair of an object.
    public struct Member: Sendable, Equatable {
        /// The member name, escapes decoded.
        public var key: String
        /// Where the key's opening quote is.
        public var keyPosition: SourcePosition
        /// The member's value and its position.
        public var value: JSONNode

        /// Creates a member.
        public init(key: String, keyPosition: SourcePosition, value: JSONNode) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
        }
    }

    /// Objects at most this large are searched linearly; larger ones get a hash index.
    /// Theme objects are mostly small, and a dictionary per small object would cost more than
    /// it saves.
    static let linearSearchLimit = 8

    /// The members in source order.
    public let members: [Member]
    /// Member offsets by key, present only for objects above ``linearSearchLimit`` members.
    private let index: [String: Int]?

    /// Creates an object from members in order. If a key repeats (the parser never produces
    /// that), lookups find its first occurrence.
    public init(members: [Member]) {
        var index: [String: Int]?
        if members.count > Self.linearSearchLimit {
            var built = [String: Int](minimumCapacity: members.count)
            for (offset, member) in members.enumerated() where built[member.key] == nil {
                built[member.key] = offset
            }
            index = built
        }
        self.init(members: members, index: index)
    }

    /// Adopts an index the parser already built while checking for duplicate keys.
    init(members: [Member], index: [String: Int]?) {
        self.members = members
        self.index = index
    }

    /// The keys in source order.
    public var keys: [String] { members.map(\.key) }

    /// The number of members.
    public var count: Int { members.count }

    /// Whether the object has no members.
    public var isEmpty: Bool { members.isEmpty }

    /// The value of the member named `key`, or nil if there is none.
    public subscript(key: String) -> JSONNode? {
        member(named: key)?.value
    }

    /// The whole member named `key` (with its key position), or nil if there is none.
    public func member(named key: String) -> Member? {
        if let index {
            return index[key].map { members[$0] }
        }
        return members.first { $0.key == key }
    }

    /// Compares members only; the index is derived from them.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members == rhs.members
    }
}
