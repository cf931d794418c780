import ShadeColor
import ShadeTokens

/// A design system's colour scales, grouped by path as its designer wrote them: the tokens
/// under one group whose last segments are all numbers (`color.blue.100` … `color.blue.900`)
/// form the ramp `color.blue`, its steps in numeric order. Groups of named tokens
/// (`text.primary`, `text.secondary`) are roles, not scales, and are left to the Tokens
/// screen.
enum SystemScales {
    /// The scales of `resolved`'s system tokens, in the order their groups first appear,
    /// each step composited over the page and marked with the roles whose token is it or
    /// aliases it.
    static func ramps(_ resolved: ResolvedTheme) -> [Ramp] {
        var rolesByPath: [String: [String]] = [:]
        let tokens = Dictionary(resolved.systemColors.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for fill in resolved.roles.fills {
            guard let path = fill.token else { continue }
            for used in [path] + (tokens[path]?.aliases ?? []) where !(rolesByPath[used]?.contains(fill.role.rawValue) ?? false) {
                rolesByPath[used, default: []].append(fill.role.rawValue)
            }
        }
        let page = resolved[.backgroundPrimary]
        var order: [String] = []
        var groups: [String: [(number: Double, step: RampStep)]] = [:]
        var named: Set<String> = []
        for token in resolved.systemColors {
            let segments = token.path.split(separator: ".")
            guard segments.count >= 2, let last = segments.last else { continue }
            let group = segments.dropLast().joined(separator: ".")
            guard let number = Double(last), number.isFinite else {
                named.insert(group)
                continue
            }
            if groups[group] == nil { order.append(group) }
            let step = RampStep(name: String(last), path: token.path, color: token.color.composited(over: page),
                                roles: rolesByPath[token.path] ?? [])
            groups[group, default: []].append((number, step))
        }
        return order.compactMap { group in
            guard let steps = groups[group], steps.count >= 2, !named.contains(group) else { return nil }
            // A stable sort: equal numbers ("050", "50") keep the file's order.
            let sorted = steps.enumerated().sorted { ($0.element.number, $0.offset) < ($1.element.number, $1.offset) }
            return Ramp(name: group, steps: sorted.map(\.element.step))
        }
    }
}
