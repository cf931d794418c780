import ShadeColor
import ShadeTokens

/// How much the header's status words are abbreviated. A narrow header gives up its tabs
/// first, then abbreviates one kind of word at a time, in this order: the colour mode
/// ("≈ 256 colours" → "≈256"), the simulation ("Deuteranopia" → "Deut."), the contrast
/// ("High contrast" → "HC"), the system appearance ("(system, assumed)" → "(assumed)"), and
/// the rest ("Compare with" → "vs"). The active theme's name is never abbreviated.
struct HeaderWords {
    /// How many kinds of word are abbreviated, 0 (none) … 5 (all).
    let level: Int

    /// Every word in full.
    static let full = HeaderWords(level: 0)
    /// Each level, longest first.
    static let levels = (0...5).map(HeaderWords.init(level:))

    /// The colour mode, e.g. "≈ 256 colours" or "≈256".
    func colors(_ label: String) -> String {
        guard level >= 1 else { return label }
        var words = label.split(separator: " ")
        if words.count > 1, words.last == "colours" { words.removeLast() }
        return words.joined()
    }

    /// The simulation, e.g. "Deuteranomaly 60 %" or "Deut. 60 %".
    func simulation(_ simulation: VisionSimulation, severity: Double) -> String {
        let label = simulation.label(severity: severity)
        guard level >= 2 else { return label }
        let short: String = switch simulation {
        case .normal: label
        case .protanopia: "Prot."
        case .deuteranopia: "Deut."
        case .tritanopia: "Trit."
        case .achromatopsia: "Achr."
        }
        // The severity, when shown, is the label's last two words ("60 %").
        let words = label.split(separator: " ")
        return severity < 1 && words.count >= 3 ? ([short] + words.suffix(2).map(String.init)).joined(separator: " ") : short
    }

    /// The contrast: "High contrast" or "HC", "Standard" or "Std".
    func contrast(_ contrast: Contrast) -> String {
        guard level >= 3 else { return contrast.title }
        return contrast == .high ? "HC" : "Std"
    }

    /// An appearance that follows the terminal: "Light (system, assumed)" or
    /// "Light (assumed)"; "Light (system)" either way when the terminal said.
    func system(_ appearance: Appearance, known: Bool) -> String {
        guard !known else { return "\(appearance.title) (system)" }
        return level >= 4 ? "\(appearance.title) (assumed)" : "\(appearance.title) (system, assumed)"
    }

    /// Whether the remaining words take their short forms ("vs", "Light|Dark", "no dark").
    var short: Bool { level >= 5 }
}
