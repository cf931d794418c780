import ArgumentParser
import ShadeText
import ShadeTokens

/// `--context modifier=context` (repeatable): the context of a design system's modifier.
///
/// An extra axis (size, density, brand) is set as asked. Naming the appearance or contrast
/// modifier (`--context theme=dark-hc`) picks the appearance and contrast that context means,
/// overriding `--appearance` and `--contrast`. Shade's own themes take `appearance=light|dark`
/// and `contrast=standard|high`. A modifier or context the theme lacks fails with one line
/// listing what it has.
struct ContextOptions: ParsableArguments, ContextChoosing {
    @Option(name: .customLong("context"),
            help: ArgumentHelp("A design system's modifier context, modifier=context (repeatable), e.g. size=compact.",
                               valueName: "modifier=context"))
    var pairs: [String] = []

    /// The same choice as a plain value, which outlives the parse.
    var plain: ContextChoice { ContextChoice(pairs: pairs) }
}

/// ``ContextOptions`` as a plain value: what a launch that parsed no arguments uses, and what
/// the previewer keeps.
struct ContextChoice: ContextChoosing, Equatable {
    /// `--context` pairs, in the order given.
    var pairs: [String] = []
}

/// `--context` pairs, whether parsed from options or given as a plain value, and what they
/// mean for a theme.
protocol ContextChoosing {
    /// `--context` pairs, in the order given.
    var pairs: [String] { get }
}

extension ContextChoosing {
    /// The pairs in the order given, checked for their form.
    func selections() throws -> [(modifier: String, context: String)] {
        try pairs.map { pair in
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex, pair.index(after: equals) != pair.endIndex else {
                throw CommandFailure("--context takes modifier=context, not '\(VisibleText.escaping(pair))'")
            }
            return (String(pair[..<equals]), String(pair[pair.index(after: equals)...]))
        }
    }

    /// The resolution and extra-axis contexts `theme` is drawn at, starting from `resolution`.
    func apply(to theme: Theme, resolution: Resolution) throws -> (resolution: Resolution, extras: [String: String]) {
        var resolution = resolution
        var extras: [String: String] = [:]
        let modifiers = theme.axes
        for (name, context) in try selections() {
            guard let modifier = modifiers.first(where: { $0.name == name }) else {
                throw CommandFailure("\(VisibleText.escaping(theme.name)) has no modifier '\(VisibleText.escaping(name))'"
                                     + Self.suggestion(name, among: modifiers.map(\.name)) + "; it has " + Self.listing(modifiers))
            }
            guard modifier.contexts.contains(context) else {
                throw CommandFailure("modifier '\(VisibleText.escaping(name))' of \(VisibleText.escaping(theme.name)) has no context '\(VisibleText.escaping(context))'"
                                     + Self.suggestion(context, among: modifier.contexts) + "; its contexts: "
                                     + modifier.contexts.map(VisibleText.escaping).joined(separator: ", "))
            }
            if modifier.role == .extra {
                extras[name] = context
            } else if let position = modifier.positions[context] {
                if let appearance = position.appearance { resolution.appearance = appearance }
                if let contrast = position.contrast { resolution.contrast = contrast } else if modifier.role != .appearance { resolution.contrast = .standard }
            }
        }
        return (resolution, extras)
    }

    /// The extra-axis contexts asked for, checked against every theme: each modifier must
    /// be an extra axis of at least one design system, with that context. For commands that
    /// show every theme (the previewer, sheets), where each system takes the axes it has.
    func extras(across themes: [Theme]) throws -> [String: String] {
        var extras: [String: String] = [:]
        let axes = themes.flatMap(\.extraAxes)
        for (name, context) in try selections() {
            let named = axes.filter { $0.name == name }
            guard !named.isEmpty else {
                let known = Array(Set(axes.map(\.name))).sorted()
                throw CommandFailure("no theme has an extra axis '\(VisibleText.escaping(name))'" + Self.suggestion(name, among: known)
                                     + (known.isEmpty ? "; no theme has extra axes" : "; extra axes: " + known.map(VisibleText.escaping).joined(separator: ", ")))
            }
            guard named.contains(where: { $0.contexts.contains(context) }) else {
                let contexts = Array(Set(named.flatMap(\.contexts))).sorted()
                throw CommandFailure("the axis '\(VisibleText.escaping(name))' has no context '\(VisibleText.escaping(context))'"
                                     + Self.suggestion(context, among: contexts) + "; its contexts: " + contexts.map(VisibleText.escaping).joined(separator: ", "))
            }
            extras[name] = context
        }
        return extras
    }

    /// `theme (light, dark); size (regular, compact)`.
    static func listing(_ modifiers: [SystemModifier]) -> String {
        modifiers.map { "\(VisibleText.escaping($0.name)) (\($0.contexts.map(VisibleText.escaping).joined(separator: ", ")))" }
            .joined(separator: "; ")
    }

    private static func suggestion(_ name: String, among names: [String]) -> String {
        Suggestion.closest(to: name, among: names).map { " (did you mean \(VisibleText.escaping($0))?)" } ?? ""
    }
}
