import ShadeJSON
import ShadeTokens

/// A reader's own table from roles to token paths (Material 3's, a terminal palette's, a colour
/// scale's), turned into what every consumer of a system's role map reads: a `RoleMap`, and the
/// same rows as `$extensions` (`{"dev.shade": {"roles": {…}}}`).
struct RoleTable {
    /// The rows, in the table's order: the role and the token path that fills it.
    let rows: [(role: ColorToken, path: String)]
    /// The name a role map cites as its file (the table's, not a file on disk).
    let name: String
    /// Where a row is cited: by default the table's row; a reader that knows the line of the file
    /// giving the colour cites that instead.
    var position: (_ row: Int, _ path: String) -> SourcePosition = { row, _ in SourcePosition(line: row + 1, column: 1) }

    /// The rows whose token the system has, with where each is cited.
    private func present(in tokens: [SystemColorToken]) -> [(role: ColorToken, path: String, position: SourcePosition)] {
        let paths = Set(tokens.map(\.path))
        return rows.enumerated().compactMap { row, item in
            paths.contains(item.path) ? (item.role, item.path, position(row, item.path)) : nil
        }
    }

    /// The role map of the rows whose token the system has.
    func roleMap(for tokens: [SystemColorToken]) -> RoleMap {
        RoleMap(file: name, entries: present(in: tokens).map {
            RoleMap.Entry(role: $0.role, position: $0.position, value: .path($0.path, $0.position))
        }, isFormatTable: true)
    }

    /// The same rows as a system's `$extensions`, so every reader of its role map finds them,
    /// marked as the format's table (``RoleMap/formatTableKey``): its roles are named, not pinned.
    func extensions(for tokens: [SystemColorToken]) -> JSONObject {
        let members = present(in: tokens).map {
            JSONObject.Member(key: $0.role.rawValue, keyPosition: $0.position, value: JSONNode(value: .string($0.path), position: $0.position))
        }
        let origin = SourcePosition(line: 1, column: 1)
        func object(_ key: String, _ value: JSONObject) -> JSONObject {
            JSONObject(members: [JSONObject.Member(key: key, keyPosition: origin, value: JSONNode(value: .object(value), position: origin))])
        }
        let shade = JSONObject(members: [
            JSONObject.Member(key: "roles", keyPosition: origin, value: JSONNode(value: .object(JSONObject(members: members)), position: origin)),
            JSONObject.Member(key: RoleMap.formatTableKey, keyPosition: origin, value: JSONNode(value: .string(name), position: origin)),
        ])
        return object("dev.shade", shade)
    }
}
