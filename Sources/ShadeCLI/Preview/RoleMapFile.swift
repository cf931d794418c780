import ShadeCatalog
import ShadeFiles
import ShadeJSON
import ShadeText
import ShadeJSON
import ShadeTokens
import ShadeCatalog
import ShadeFiles

/// Writes the role map the previewer's role editor kept: the system's sidecar
/// (`NAME.shade.json` beside its files), whole or not at all. What the sidecar held besides
/// its roles (declared `pairs`, a `$schema`, the team's own `$description`) is kept as it was;
/// `derived`, which `shade roles --write-sidecar` writes for information, is dropped, since
/// the roles it describes may be pinned now.
enum RoleMapFile {
    /// Writes `text` (a sidecar with `$description` and `roles`) to `path`, merged with what
    /// the file held; a problem in words, or nil.
    static func write(_ text: String, to path: String) -> String? {
        guard path.hasSuffix(".shade.json") else { return "'\(VisibleText.escaping(path))' is not a sidecar (NAME.shade.json); nothing written" }
        guard let written = try? JSONParser.parse(text).object else { return "the role map could not be written" }
        var members = written.members
        switch FileSystem.regularFileContents(atPath: path, limit: ThemeCatalog.maximumFileSize) {
        case .success(let bytes):
            guard let existing = try? JSONParser.parse(bytes).object else {
                return "\(VisibleText.escaping(FileSystem.fileName(path))) is not a JSON object; fix or remove it first (nothing written)"
            }
            let kept = existing.members.filter { !["roles", "derived"].contains($0.key) }
            members = kept + written.members.filter { member in member.key == "roles" || !kept.contains { $0.key == member.key } }
        case .failure:
            if FileKind.of(path) != .missing { return "cannot read \(VisibleText.escaping(path)); nothing written" }
        }
        let bytes = Array((serialized(.object(JSONObject(members: members)), indent: 0) + "\n").utf8)
        do {
            try AtomicFile.write(bytes, to: path, temporaryPrefix: ".shade-roles-")
            return nil
        } catch {
            return "cannot write \(VisibleText.escaping(path)): \(FileSystem.errorText(error.code))"
        }
    }

    /// `value` as JSON, objects one member a line.
    static func serialized(_ value: JSONValue, indent: Int) -> String {
        let inner = String(repeating: " ", count: indent + 2), outer = String(repeating: " ", count: indent)
        switch value {
        case .null: return "null"
        case .bool(let bool): return bool ? "true" : "false"
        case .number(let number):
            return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
        case .string(let string): return JSONText.quoted(string)
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            return "[\n" + elements.map { inner + serialized($0.value, indent: indent + 2) }.joined(separator: ",\n") + "\n" + outer + "]"
        case .object(let object):
            guard !object.isEmpty else { return "{}" }
            let lines = object.members.map { inner + JSONText.quoted($0.key) + ": " + serialized($0.value.value, indent: indent + 2) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + outer + "}"
        }
    }
}
