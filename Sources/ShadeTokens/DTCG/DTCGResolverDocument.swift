import ShadeJSON
import ShadeText

/// Where one source of tokens comes from: a file (optionally a part of it), or tokens
/// written inline in the resolver document.
package enum DTCGSource: Hashable, Sendable {
    /// A file, relative to the resolver already made absolute or as the user named it, and
    /// the JSON pointer after `#`, if any.
    case file(path: String, pointer: String?)
    /// Tokens inline in the resolver, identified by where they stand.
    case inline(SourcePosition)
}

/// A modifier of a resolver document: named contexts, each a list of sources.
package struct DTCGModifierDefinition: Sendable {
    var name: String
    var description: String?
    /// Contexts in document order with their sources (sets already expanded).
    package var contexts: [(name: String, sources: [DTCGSource])]
    var defaultContext: String?
    var extensions: JSONObject?
    var position: SourcePosition
}

/// One entry of `resolutionOrder`: a set's sources, or a modifier.
package enum DTCGOrderItem: Sendable {
    case set(name: String, sources: [DTCGSource])
    case modifier(DTCGModifierDefinition)
}

/// A DTCG 2025.10 resolver document, read and checked against the resolver module's
/// MUSTs: `version` is `2025.10`; `resolutionOrder` is present; every set has `sources`;
/// every modifier has a non-empty `contexts` and a `default` that names one of them; inline
/// entries have `type` and a `name` unique in `resolutionOrder`; references are not
/// circular, never point into `resolutionOrder`, and a modifier never references a modifier.
package struct DTCGResolverDocument: Sendable {
    var name: String?
    var description: String?
    package var order: [DTCGOrderItem] = []
    var extensions: JSONObject?
    var inlineSources: [SourcePosition: JSONNode] = [:]
    var diagnostics: [Diagnostic] = []

    private let file: String
    private let folder: String
    private var setNodes: [String: JSONNode] = [:]
    private var modifierNodes: [String: JSONNode] = [:]
    /// Each set's sources, expanded once: sets that reference the next set twice
    /// (`s0 → s1, s1`, `s1 → s2, s2`, …) would otherwise expand exponentially.
    private var expandedSets: [String: [DTCGSource]] = [:]
    private var reportedSelf = false
    private var confinement: DTCGSourceConfinement

    /// Whether `root` looks like a resolver document rather than a token file.
    package static func isResolver(_ root: JSONNode) -> Bool {
        guard let object = root.object else { return false }
        return object["resolutionOrder"] != nil || (object["version"] != nil && (object["sets"] != nil || object["modifiers"] != nil))
    }

    /// The resolver `root`, read from `file`; its sources are judged with what `files` says
    /// of the disk.
    package init(root: JSONNode, file: String, files: any TokenFiles) {
        self.file = file
        folder = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? ""
        confinement = DTCGSourceConfinement(resolverFile: file, folder: folder, files: files)
        guard let object = root.object else {
            report(root.position, "a resolver document is an object, not \(root.typeName)")
            return
        }
        if let version = object["version"] {
            if version.string != "2025.10" {
                report(version.position, "\"version\" must be \"2025.10\", not \(version.string.map { "\"\($0)\"" } ?? version.typeName)")
            }
        } else {
            report(root.position, "a resolver document needs \"version\": \"2025.10\"")
        }
        name = object["name"]?.string
        description = object["description"]?.string
        extensions = object["$extensions"]?.object
        if let sets = object["sets"] {
            if let members = sets.object?.members { for member in members { setNodes[member.key] = member.value } }
            else { report(sets.position, "\"sets\" is an object of named sets, not \(sets.typeName)") }
        }
        if let modifiers = object["modifiers"] {
            if let members = modifiers.object?.members { for member in members { modifierNodes[member.key] = member.value } }
            else { report(modifiers.position, "\"modifiers\" is an object of named modifiers, not \(modifiers.typeName)") }
        }
        guard let orderNode = object["resolutionOrder"] else {
            report(root.position, "a resolver document needs \"resolutionOrder\"")
            return
        }
        guard let entries = orderNode.array else {
            report(orderNode.position, "\"resolutionOrder\" is an array, not \(orderNode.typeName)")
            return
        }
        var names: Set<String> = []
        for entry in entries {
            guard let item = readOrderItem(entry) else { continue }
            let itemName: String
            switch item {
            case .set(let name, _): itemName = name
            case .modifier(let modifier): itemName = modifier.name
            }
            guard names.insert(itemName).inserted else {
                report(entry.position, "\"\(itemName)\" appears twice in \"resolutionOrder\"; names there must be unique")
                continue
            }
            order.append(item)
        }
    }

    private mutating func readOrderItem(_ entry: JSONNode) -> DTCGOrderItem? {
        guard let object = entry.object else {
            report(entry.position, "a \"resolutionOrder\" entry is a reference or an inline set or modifier, not \(entry.typeName)")
            return nil
        }
        if let reference = object["$ref"] {
            guard let pointer = reference.string else {
                report(reference.position, "\"$ref\" is a string")
                return nil
            }
            let segments = DTCGPointer.segments(pointer)
            guard pointer.hasPrefix("#/"), segments.count == 2 else {
                report(reference.position, "\"\(pointer)\" must point at \"#/sets/NAME\" or \"#/modifiers/NAME\" in this document")
                return nil
            }
            switch segments[0] {
            case "sets":
                guard let node = setNodes[segments[1]] else { return missing(pointer, reference.position, among: setNodes.keys) }
                return readSet(node, name: segments[1], chain: [segments[1]]).map { .set(name: segments[1], sources: $0) }
            case "modifiers":
                guard let node = modifierNodes[segments[1]] else { return missing(pointer, reference.position, among: modifierNodes.keys) }
                return readModifier(node, name: segments[1]).map { .modifier($0) }
            case "resolutionOrder":
                report(reference.position, "entries of \"resolutionOrder\" must not be referenced (\"\(pointer)\")")
                return nil
            default:
                report(reference.position, "\"\(pointer)\" must point at \"#/sets/NAME\" or \"#/modifiers/NAME\"")
                return nil
            }
        }
        guard let nameNode = object["name"], let name = nameNode.string else {
            report(entry.position, "an inline set or modifier needs a \"name\"")
            return nil
        }
        guard let typeNode = object["type"], let type = typeNode.string else {
            report(entry.position, "inline \"\(name)\" needs \"type\": \"set\" or \"modifier\"")
            return nil
        }
        switch type {
        case "set": return readSet(entry, name: name, chain: []).map { .set(name: name, sources: $0) }
        case "modifier": return readModifier(entry, name: name).map { .modifier($0) }
        default:
            report(typeNode.position, "\"type\" is \"set\" or \"modifier\", not \"\(type)\"")
            return nil
        }
    }

    private mutating func missing<T>(_ pointer: String, _ position: SourcePosition, among keys: Dictionary<String, JSONNode>.Keys) -> T? {
        report(position, "\"\(pointer)\" points at nothing in this document",
               suggestion: Suggestion.closest(to: String(pointer.split(separator: "/").last ?? ""), among: keys))
        return nil
    }

    private mutating func readSet(_ node: JSONNode, name: String, chain: [String]) -> [DTCGSource]? {
        if let known = expandedSets[name] { return known }
        guard let object = node.object else {
            report(node.position, "set \"\(name)\" is an object with \"sources\", not \(node.typeName)")
            return nil
        }
        guard let sourcesNode = object["sources"], let sources = sourcesNode.array else {
            report(object["sources"]?.position ?? node.position, "set \"\(name)\" needs a \"sources\" array")
            return nil
        }
        let expanded = readSources(sources, chain: chain, inModifier: false)
        // Referenced sets only: an inline set's name is not a key of "sets".
        if setNodes[name] != nil { expandedSets[name] = expanded }
        return expanded
    }

    private mutating func readModifier(_ node: JSONNode, name: String) -> DTCGModifierDefinition? {
        guard let object = node.object else {
            report(node.position, "modifier \"\(name)\" is an object with \"contexts\", not \(node.typeName)")
            return nil
        }
        guard let contextsNode = object["contexts"], let contexts = contextsNode.object else {
            report(object["contexts"]?.position ?? node.position, "modifier \"\(name)\" needs a \"contexts\" object")
            return nil
        }
        guard !contexts.isEmpty else {
            report(contextsNode.position, "modifier \"\(name)\" must have at least one context")
            return nil
        }
        if contexts.count == 1 {
            report(contextsNode.position, "modifier \"\(name)\" has one context; a modifier should have two or more (one is a set)")
        }
        var modifier = DTCGModifierDefinition(name: name, description: object["description"]?.string, contexts: [],
                                              extensions: object["$extensions"]?.object, position: node.position)
        for member in contexts.members {
            guard let sources = member.value.array else {
                report(member.value.position, "context \"\(member.key)\" of \"\(name)\" is an array of sources, not \(member.value.typeName)")
                continue
            }
            modifier.contexts.append((member.key, readSources(sources, chain: [], inModifier: true)))
        }
        if let defaultNode = object["default"] {
            if let value = defaultNode.string, contexts[value] != nil {
                modifier.defaultContext = value
            } else {
                report(defaultNode.position, "\"default\" of \"\(name)\" must name one of its contexts (\(contexts.keys.joined(separator: ", ")))",
                       suggestion: defaultNode.string.flatMap { Suggestion.closest(to: $0, among: contexts.keys) })
            }
        }
        return modifier
    }

    private mutating func readSources(_ nodes: [JSONNode], chain: [String], inModifier: Bool) -> [DTCGSource] {
        var sources: [DTCGSource] = []
        for node in nodes {
            guard let object = node.object else {
                report(node.position, "a source is a {\"$ref\": …} or inline tokens, not \(node.typeName)")
                continue
            }
            guard let reference = object["$ref"] else {
                inlineSources[node.position] = node
                sources.append(.inline(node.position))
                continue
            }
            guard let text = reference.string, !text.isEmpty else {
                report(reference.position, "\"$ref\" is a non-empty string")
                continue
            }
            if text.hasPrefix("#") {
                let segments = DTCGPointer.segments(text)
                if segments.count == 2, segments[0] == "sets", let setNode = setNodes[segments[1]] {
                    guard !chain.contains(segments[1]) else {
                        report(reference.position, "circular reference: " + (chain + [segments[1]]).joined(separator: " → "))
                        continue
                    }
                    sources += readSet(setNode, name: segments[1], chain: chain + [segments[1]]) ?? []
                } else if segments.first == "modifiers" {
                    report(reference.position, inModifier ? "a modifier must not reference a modifier (\"\(text)\")"
                                                          : "a set must not reference a modifier (\"\(text)\")")
                } else if segments.first == "resolutionOrder" {
                    report(reference.position, "entries of \"resolutionOrder\" must not be referenced (\"\(text)\")")
                } else {
                    report(reference.position, "\"\(text)\" points at no set in this document")
                }
                continue
            }
            if text.containsUTF8Bytes(Self.schemeSeparator) {
                report(reference.position, "\"\(text)\" is a remote reference; Shade reads only local files")
                continue
            }
            // By bytes: `#` is ASCII, and a split by characters walked every grapheme of every path.
            let hash = text.utf8.firstIndex(of: UInt8(ascii: "#"))
            let relative = hash.map { String(Substring(text.utf8[..<$0])) } ?? text
            let pointer = hash.map { String(Substring(text.utf8[text.utf8.index(after: $0)...])) }
            // Normalised, so every line about the file names it one way (`dir/sub`, not `dir/./sub`).
            let path = SourcePath.normalised(relative.hasPrefix("/") || folder.isEmpty ? relative : folder + "/" + relative)
            if let refusal = confinement.refusal(path: path, reference: text) {
                // Said once per document, not once per set or context that lists the file.
                if refusal.isSelf ? !reportedSelf : true { report(reference.position, refusal.message) }
                if refusal.isSelf { reportedSelf = true }
                continue
            }
            sources.append(.file(path: path, pointer: pointer))
        }
        // A source listed twice is applied once, at its last place: applying it again on top
        // of itself changes nothing, and expanded sets can repeat a source many times.
        var seen: Set<DTCGSource> = []
        var unique: [DTCGSource] = []
        for source in sources.reversed() where seen.insert(source).inserted { unique.append(source) }
        return unique.reversed()
    }

    /// What marks a remote reference (`https://…`), as bytes.
    private static let schemeSeparator = Array("://".utf8)

    private mutating func report(_ position: SourcePosition, _ message: String, suggestion: String? = nil) {
        diagnostics.append(Diagnostic(file: file, position: position, message: message, suggestion: suggestion))
    }
}
