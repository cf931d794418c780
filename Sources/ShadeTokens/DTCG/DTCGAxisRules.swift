import ShadeJSON
import ShadeText

/// Decides which modifiers of a resolver are Shade's appearance and contrast axes.
///
/// **Explicit first.** `$extensions["dev.shade"]` on a modifier — or on the resolver as
/// `"axes": {"MODIFIER": …}`, which wins — may say
/// `{"axis": "appearance" | "contrast" | "appearance+contrast" | "none",
///   "contexts": {"CONTEXT": "light" | "dark" | "standard" | "high" | "light high" | …}}`.
/// Contexts not listed keep what the naming rules give them.
///
/// **Naming rules otherwise.** A context name is split into lower-case words at case
/// changes, digits, `-`, `_`, `.` and spaces (`lightHighContrast` → light, high, contrast).
/// - Appearance: *light*, *day* → light; *dark*, *night*, *dim*, *dimmed*, *darkest*,
///   *midnight* → dark. In a modifier whose contexts include *inverted* or *inverse*, those
///   are dark and *default*, *normal*, *base*, *regular* are light — a guess kept only when
///   the inverted context really darkens the page as filled (checked by ``DesignSystem``).
/// - Contrast: *hc*, *ax*, *highcontrast*, *more*, *increased*, or *high* with *contrast*
///   → high. In a modifier whose name contains *contrast*, *high*, *on*, *true* are high
///   as well, and *standard*, *normal*, *default*, *regular*, *less*, *low*, *off*, *false*,
///   *no-preference* are standard.
/// - A modifier is **appearance** when at least one context is light and one dark; it is
///   **appearance+contrast** when, in addition, a context is high contrast (contexts with no
///   contrast word are standard). It is **contrast** when every context has a contrast and
///   both standard and high occur. Anything else is an **extra** axis.
/// - Only the first appearance-bearing and the first contrast-bearing modifier (in
///   `resolutionOrder`) become axes; later ones are extras. A system with no appearance
///   modifier has one appearance and is never split into two.
package enum DTCGAxisRules {
    /// Classifies `modifiers` (in resolution order), honouring the resolver's `$extensions`.
    static func classify(_ modifiers: [DTCGModifierDefinition], resolverExtensions: JSONObject?) -> [SystemModifier] {
        let resolverAxes = resolverExtensions?["dev.shade"]?.object?["axes"]?.object
        var result: [SystemModifier] = []
        var haveAppearance = false
        var haveContrast = false
        for definition in modifiers {
            let names = definition.contexts.map(\.name)
            let explicit = resolverAxes?[definition.name]?.object ?? definition.extensions?["dev.shade"]?.object
            var (role, positions) = automatic(modifier: definition.name, contexts: names)
            var isExplicit = false
            if let explicit {
                isExplicit = true
                if let axis = explicit["axis"]?.string {
                    role = SystemModifier.Role(rawValue: axis) ?? .extra
                }
                if let mapping = explicit["contexts"]?.object {
                    for member in mapping.members {
                        guard let words = member.value.string else { continue }
                        positions[member.key] = position(from: words)
                    }
                }
            }
            if role == .appearance || role == .appearanceAndContrast {
                if haveAppearance { role = role == .appearanceAndContrast && !haveContrast ? .contrast : .extra }
            }
            if role == .contrast && haveContrast { role = .extra }
            if role == .appearanceAndContrast && haveContrast { role = .appearance }
            switch role {
            case .appearance: haveAppearance = true
            case .contrast: haveContrast = true
            case .appearanceAndContrast: haveAppearance = true; haveContrast = true
            case .extra: break
            }
            if role == .extra { positions = [:] }
            result.append(SystemModifier(name: definition.name, description: definition.description, contexts: names,
                                         defaultContext: definition.defaultContext ?? names.first ?? "",
                                         role: role, positions: positions, isExplicit: isExplicit))
        }
        return result
    }

    /// `"dark high"` → dark, high contrast; unknown words are ignored.
    static func position(from text: String) -> SystemAxisPosition {
        var position = SystemAxisPosition()
        for word in text.split(whereSeparator: { $0 == " " || $0 == "+" || $0 == "," }) {
            switch word.lowercased() {
            case "light": position.appearance = .light
            case "dark": position.appearance = .dark
            case "standard": position.contrast = .standard
            case "high": position.contrast = .high
            default: break
            }
        }
        return position
    }

    package static func automatic(modifier: String, contexts: [String]) -> (SystemModifier.Role, [String: SystemAxisPosition]) {
        let modifierIsContrast = words(modifier).contains { $0.contains("contrast") }
        let wordLists = contexts.map(words)
        let inverted = wordLists.contains { $0.contains("inverted") || $0.contains("inverse") }
        var positions: [String: SystemAxisPosition] = [:]
        for (name, list) in zip(contexts, wordLists) {
            positions[name] = SystemAxisPosition(appearance: appearance(list, inverted: inverted),
                                                 contrast: contrast(list, modifierIsContrast: modifierIsContrast || list.contains("contrast")))
        }
        let appearances = Set(positions.values.compactMap(\.appearance))
        let contrasts = positions.values.map(\.contrast)
        if appearances.count == 2 {
            if contrasts.contains(.high) {
                for name in contexts where positions[name]?.contrast == nil { positions[name]?.contrast = .standard }
                return (.appearanceAndContrast, positions)
            }
            for name in contexts { positions[name]?.contrast = nil }
            return (.appearance, positions)
        }
        if !contrasts.contains(nil), Set(contrasts.compactMap { $0 }).count == 2 {
            for name in contexts { positions[name]?.appearance = nil }
            return (.contrast, positions)
        }
        return (.extra, [:])
    }

    /// Whether a modifier's appearance comes only from the `inverted`/`inverse` rule (no
    /// context says light or dark): a guess ``DesignSystem`` checks against the page.
    static func isInvertedGuess(_ contexts: [String]) -> Bool {
        let lists = contexts.map(words)
        let named = lists.contains { list in list.contains { lightWords.contains($0) || darkWords.contains($0) } }
        return !named && lists.contains { $0.contains("inverted") || $0.contains("inverse") }
    }

    // `hcw` and `hcb` (high contrast white and black: SAP's and UI5's theme names, Windows'
    // contrast themes) say an appearance and a contrast in one word.
    private static let lightWords: Set<String> = ["light", "day", "hcw"]
    private static let darkWords: Set<String> = ["dark", "night", "dim", "dimmed", "darkest", "midnight", "hcb"]

    /// What the lower-case `word` says on its own: an appearance (`dimmed` → dark), or nil.
    /// The one list of appearance words: set names and folder names ask it too.
    package static func appearance(ofWord word: String) -> Appearance? {
        lightWords.contains(word) ? .light : darkWords.contains(word) ? .dark : nil
    }

    /// Whether the lower-case `word` on its own says increased contrast (`hc`, `ax`, `increased`).
    package static func saysHighContrast(_ word: String) -> Bool {
        highContrastWords.contains(word)
    }

    /// Whether the lower-case `word` names an appearance or a contrast (`dimmed`, `ax`,
    /// `contrast`, `high`), not an alternative: what names that differ only by such words
    /// differ in, is where they sit on Shade's own axes.
    package static func isAppearanceOrContrastWord(_ word: String) -> Bool {
        appearance(ofWord: word) != nil || saysHighContrast(word) || word == "contrast" || word == "high"
    }

    private static func appearance(_ words: [String], inverted: Bool) -> Appearance? {
        let light = words.contains { lightWords.contains($0) }
        let dark = words.contains { darkWords.contains($0) }
        if light != dark { return light ? .light : .dark }
        guard inverted, !light else { return nil }
        if words.contains("inverted") || words.contains("inverse") { return .dark }
        if words.contains(where: { ["default", "normal", "base", "regular"].contains($0) }) { return .light }
        return nil
    }

    private static func contrast(_ words: [String], modifierIsContrast: Bool) -> Contrast? {
        if words.contains(where: highContrastWords.contains) { return .high }
        if words.contains("high") && words.contains("contrast") { return .high }
        guard modifierIsContrast else { return nil }
        if words.contains(where: { ["high", "on", "true"].contains($0) }) { return .high }
        if words.contains(where: { ["standard", "normal", "default", "regular", "less", "low", "off", "false", "no", "preference"].contains($0) }) {
            return .standard
        }
        return nil
    }

    /// Whether a name says no more than a contrast level (`highContrast`, `normal contrast`,
    /// `hc`, `increased`): every word of it is a contrast word.
    package static func namesContrastLevel(_ name: String) -> Bool {
        let list = words(name)
        guard !list.isEmpty, list.contains(where: { $0 == "contrast" || Self.highContrastWords.contains($0) }) else { return false }
        return list.allSatisfy { $0 == "contrast" || Self.highContrastWords.contains($0) || Self.contrastLevelWords.contains($0) }
    }

    private static let highContrastWords: Set<String> = ["hc", "hcb", "hcw", "ax", "highcontrast", "more", "increased"]
    private static let contrastLevelWords: Set<String> = ["high", "standard", "normal", "default", "regular", "less", "low"]

    /// Lower-case words of an identifier: split at case changes, digits and punctuation.
    package static func words(_ name: String) -> [String] {
        var result: [String] = []
        var current = ""
        var previousLower = false
        for character in name {
            // An ASCII character's class and case are its byte's: asking Unicode's tables for
            // each character of each file name was a twentieth of opening a 120-file export.
            if let byte = character.asciiValue {
                let upper = (0x41...0x5A).contains(byte), lower = (0x61...0x7A).contains(byte)
                if upper || lower {
                    if upper && previousLower && !current.isEmpty {
                        result.append(current)
                        current = ""
                    }
                    current.unicodeScalars.append(Unicode.Scalar(upper ? byte + 0x20 : byte))
                    previousLower = lower
                } else {
                    if !current.isEmpty { result.append(current) }
                    current = ""
                    previousLower = false
                }
                continue
            }
            if character.isLetter {
                if character.isUppercase && previousLower && !current.isEmpty {
                    result.append(current)
                    current = ""
                }
                current.append(Character(character.lowercased()))
                previousLower = character.isLowercase
            } else {
                if !current.isEmpty { result.append(current) }
                current = ""
                previousLower = false
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}
