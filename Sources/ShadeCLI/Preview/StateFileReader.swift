import ShadeApp
import ShadeJSON
import ShadeTokens
import ShadeView

/// Reads the state file with Shade's own JSON parser, which the previewer has in memory
/// anyway for the themes, rather than Foundation's `JSONDecoder` (see `StateFileWriter`).
/// It accepts what `JSONDecoder` accepted for `SavedState`: an object whose fields are each
/// absent, null or of the right type; other keys are ignored.
enum StateFileReader {
    /// The state in `bytes`, or nil when they are not a Shade state file.
    static func state(from bytes: [UInt8]) -> SavedState? {
        guard let root = try? JSONParser.parse(bytes), let object = root.object else { return nil }
        var state = SavedState()
        for member in object.members {
            let value = member.value
            if case .null = value.value { continue }
            switch member.key {
            case "theme":
                guard let theme = value.string else { return nil }
                state.theme = theme
            case "appearance":
                guard let appearance = value.string.flatMap(AppearanceMode.init(rawValue:)) else { return nil }
                state.appearance = appearance
            case "contrast":
                guard let contrast = value.string.flatMap(Contrast.init(rawValue:)) else { return nil }
                state.contrast = contrast
            case "split":
                guard let split = value.bool else { return nil }
                state.split = split
            case "export":
                guard let export = value.string else { return nil }
                state.export = export
            case "contexts":
                // Contexts malformed by hand are forgotten on their own, as `SavedState`'s
                // decoder does: the theme and appearance stay.
                state.contexts = contexts(value)
            default: continue
            }
        }
        return state
    }

    /// Design system name → (axis → context), or nil when any part is not of that shape.
    private static func contexts(_ node: JSONNode) -> [String: [String: String]]? {
        guard let systems = node.object else { return nil }
        var result: [String: [String: String]] = [:]
        for system in systems.members {
            guard let axes = system.value.object else { return nil }
            var chosen: [String: String] = [:]
            for axis in axes.members {
                guard let context = axis.value.string else { return nil }
                chosen[axis.key] = context
            }
            result[system.key] = chosen
        }
        return result
    }
}
