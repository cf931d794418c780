import ShadeJSON

/// Theo's token files (Salesforce's format, still kept by many YAML token repositories),
/// read as Style Dictionary groups: `props` (a mapping, or a list of `{name, value}`), its
/// `aliases` (a name and a value each, named in values as `{!name}`), and `global` (a `type`
/// for every prop). `imports` name other files of the same folder, which are read with it.
enum TheoTokens {
    /// `root` as Style Dictionary groups when it is a Theo file, else itself: each prop a
    /// token under its own name, each alias a token under `aliases`.
    static func normalised(_ root: JSONNode) -> JSONNode {
        guard let object = root.object else { return root }
        let props = object["props"]
        // `aliases` alone is a Theo file of aliases (`_aliases.yml`); `props` alone is a plain group
        // unless written as a list or beside Theo's other keys.
        guard object["aliases"]?.object != nil || props?.array != nil
              || props != nil && (object["imports"] != nil || object["global"] != nil) else { return root }
        let globalType = object["global"]?.object?["type"]
        var members: [JSONObject.Member] = []
        if let aliases = object.member(named: "aliases"), let entries = aliases.value.object {
            let tokens = entries.members.map { entry in
                // An alias is a bare value or an object with one.
                entry.value.object?["value"] != nil ? entry
                    : JSONObject.Member(key: entry.key, keyPosition: entry.keyPosition,
                                        value: JSONNode(value: .object(JSONObject(members: [JSONObject.Member(key: "value", keyPosition: entry.keyPosition, value: entry.value)])),
                                                        position: entry.value.position))
            }
            members.append(JSONObject.Member(key: "aliases", keyPosition: aliases.keyPosition, value: JSONNode(value: .object(JSONObject(members: tokens)), position: aliases.value.position)))
        }
        func token(_ node: JSONNode, droppingName: Bool) -> JSONNode {
            guard let fields = node.object else { return node }
            var kept = fields.members.filter { !(droppingName && $0.key == "name") }
            if let globalType, fields["type"] == nil { kept.append(JSONObject.Member(key: "type", keyPosition: node.position, value: globalType)) }
            return JSONNode(value: .object(JSONObject(members: kept)), position: node.position)
        }
        if let list = props?.array {
            for item in list {
                guard let name = item.object?["name"]?.string else { continue }
                members.append(JSONObject.Member(key: name, keyPosition: item.object?.member(named: "name")?.keyPosition ?? item.position,
                                                 value: token(item, droppingName: true)))
            }
        } else if let map = props?.object {
            members += map.members.map { JSONObject.Member(key: $0.key, keyPosition: $0.keyPosition, value: token($0.value, droppingName: false)) }
        }
        return JSONNode(value: .object(JSONObject(members: members)), position: root.position)
    }

    /// The token a Theo reference names: `!name` is the alias `aliases.name`; nil for any other.
    static func aliasPath(_ reference: String) -> String? {
        reference.hasPrefix("!") ? "aliases." + reference.dropFirst() : nil
    }
}
