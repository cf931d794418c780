import ShadeText
import ShadeTokens

/// `shade roles` output: each role, the token that fills it and why.
enum RolesReport {
    struct Role: Encodable {
        var role: String
        var fill: RoleFillFields
        var hex: String
        var alpha: Double

        private enum CodingKeys: String, CodingKey { case role, hex, alpha }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(role, forKey: .role)
            try fill.encode(to: encoder)
            try container.encode(hex, forKey: .hex)
            try container.encode(alpha, forKey: .alpha)
        }
    }

    struct Document: Encodable {
        var theme: String
        var appearance: String
        var contrast: String
        var axes: [String: String]
        var roleMap: String?
        var counts: [String: Int]
        var roles: [Role]
        /// The chart palette's tokens, in order, when the system has one.
        var chart: [String]?
        var problems: [String]

        private enum CodingKeys: String, CodingKey { case theme, appearance, contrast, axes, roleMap, counts, roles, chart, problems }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(theme, forKey: .theme)
            try container.encode(appearance, forKey: .appearance)
            try container.encode(contrast, forKey: .contrast)
            try container.encode(axes, forKey: .axes)
            try container.encode(roleMap, forKey: .roleMap)
            try container.encode(counts, forKey: .counts)
            try container.encode(roles, forKey: .roles)
            try container.encodeIfPresent(chart, forKey: .chart)
            try container.encode(problems, forKey: .problems)
        }
    }

    /// The role map in use, for the header line: the sidecar, the system's own map, or none.
    static func roleMapFile(_ theme: Theme) -> String? {
        if let sidecar = theme.sidecar { return sidecar }
        // A format's own table (a terminal palette's slots) is no role map of the system's.
        if let shade = theme.system?.extensions?["dev.shade"]?.object, shade["roles"] != nil, shade[RoleMap.formatTableKey] == nil {
            return theme.system?.file
        }
        return nil
    }

    static func document(_ resolved: ResolvedTheme, theme: Theme) -> Document {
        Document(
            theme: resolved.themeName, appearance: resolved.resolution.appearance.rawValue,
            contrast: resolved.resolution.contrast.rawValue, axes: resolved.context.selections,
            roleMap: roleMapFile(theme),
            counts: Dictionary(uniqueKeysWithValues: ["pinned", "named", "value only", "derived"].map { word in
                (word, resolved.roles.fills.count { $0.confidenceWord == word })
            }),
            roles: resolved.roles.fills.map { fill in
                Role(role: fill.role.rawValue, fill: RoleFillFields(fill), hex: resolved[fill.role].hex, alpha: fill.color.alpha)
            },
            chart: resolved.chart?.entries.map(\.path),
            problems: resolved.roles.diagnostics.map(\.description))
    }

    /// Where the gallery's chart takes its colours from, for a design system: its chart
    /// palette, or none (the bars in the accent and the outline); nil for a Shade theme.
    static func chartLine(_ resolved: ResolvedTheme, theme: Theme) -> String? {
        if let chart = resolved.chart { return "chart: " + VisibleText.escaping(chart.summary) }
        return theme.system == nil ? nil : "chart: none; bars in outlinePrimary, the current month in accent"
    }

    static func json(_ resolved: ResolvedTheme, theme: Theme) -> String {
        JSONOutput.encode(document(resolved, theme: theme))
    }

    static func text(_ resolved: ResolvedTheme, theme: Theme, swatches: Bool) -> String {
        var output = "\(VisibleText.escaping(resolved.themeName)) · \(resolved.resolution.title)"
        output += "  (" + VisibleText.escaping(resolved.context.description) + ")\n"
        // A format's own table (a terminal palette's slots) names roles; it is no role map.
        let formatTable = theme.system?.extensions?["dev.shade"]?.object?[RoleMap.formatTableKey]?.string
        output += "role map: " + (roleMapFile(theme).map(VisibleText.escaping)
            ?? formatTable.map { "none; roles are named by " + VisibleText.escaping($0) } ?? "none; roles are matched by name") + "\n"
        output += resolved.roles.confidenceCounts.map { "\($0.count) \($0.word)" }.joined(separator: " · ") + "\n"
        output += chartLine(resolved, theme: theme).map { $0 + "\n" } ?? ""
        output += "\n"
        var table = TextTable()
        for fill in resolved.roles.fills {
            table.add([Swatches.swatch(resolved[fill.role], enabled: swatches) + fill.role.rawValue,
                       fill.token.map(VisibleText.escaping) ?? "-", resolved[fill.role].hex,
                       fill.confidenceWord, VisibleText.escaping(fill.reason)])
        }
        output += table.render(indent: "  ")
        let judged = resolved.roles.fills.filter { $0.valueReason != nil || $0.alternative != nil }
        if !judged.isEmpty {
            output += "\nvalues and the alternatives that lost:\n"
            for fill in judged {
                output += "  \(fill.role.rawValue): " + [fill.valueReason.map { "value: " + VisibleText.escaping($0) },
                                                         fill.alternative.map { "lost: " + VisibleText.escaping($0) }]
                    .compactMap { $0 }.joined(separator: " · ") + "\n"
            }
        }
        if resolved.roles.isGuessed {
            output += "\nthe page or the primary text is guessed (value only or derived): pin them in the previewer"
                + " (Tokens screen, r, Enter) or with shade roles --write-sidecar FILE\n"
        }
        for problem in resolved.roles.diagnostics { output += "  ⚠ \(problem)\n" }
        return output
    }
}
