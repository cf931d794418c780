import ShadeJSON
import ShadeTokens

/// The roles of a folder of 12-step colour scales, by the steps' documented uses (Radix Colors):
/// 1–2 app backgrounds, 3–5 component backgrounds, 6–8 borders, 9–10 solid fills, 11–12 text.
///
/// | role | step |
/// |---|---|
/// | backgroundPrimary · backgroundSecondary · backgroundTertiary | neutral 1 · 2 · 3 |
/// | outlinePrimary · outlineSecondary · outlineTertiary | neutral 8 · 7 · 6 |
/// | foregroundPrimary · foregroundSecondary | neutral 12 · 11 |
/// | accent | accent scale 9 |
/// | error · success · warning | red · green · amber scale 11 (their text step, readable on the page) |
enum ScaleRoles {
    /// The name the table's reasons cite.
    static let tableName = "Shade's colour-scale role table"

    /// Role → token path for the scales chosen (`neutral`, `accent`, `error`… → scale name).
    static func table(_ chosen: [(role: String, scale: String)]) -> [(role: ColorToken, path: String)] {
        var rows: [(role: ColorToken, path: String)] = []
        for (role, scale) in chosen {
            switch role {
            case "neutral":
                let steps: [(ColorToken, Int)] = [(.backgroundPrimary, 1), (.backgroundSecondary, 2), (.backgroundTertiary, 3),
                                                  (.outlinePrimary, 8), (.outlineSecondary, 7), (.outlineTertiary, 6),
                                                  (.foregroundPrimary, 12), (.foregroundSecondary, 11)]
                rows += steps.map { (role: $0.0, path: "\(scale)-\($0.1)") }
            case "accent": rows.append((.accent, "\(scale)-9"))
            case "error": rows.append((.error, "\(scale)-11"))
            case "success": rows.append((.success, "\(scale)-11"))
            case "warning": rows.append((.warning, "\(scale)-11"))
            default: break
            }
        }
        return rows
    }

    /// Whether `scale`'s numbered steps among `tokens` are Radix's, 1 to 12 and no other: the
    /// shape the documented uses are written for. Open Props' scales run 0–12, and its own
    /// theme uses them otherwise (page step 0, secondary text step 7).
    static func hasRadixSteps(_ scale: String, in tokens: [SystemColorToken]) -> Bool {
        let prefix = scale + "-"
        let steps = Set(tokens.compactMap { token -> Int? in
            guard token.path.hasPrefix(prefix) else { return nil }
            return Int(token.path.dropFirst(prefix.count))
        })
        return steps == Set(1...12)
    }

    /// The role map: the table's rows whose step the scales have.
    static func roleMap(_ rows: [(role: ColorToken, path: String)], present tokens: [SystemColorToken]) -> RoleMap {
        RoleTable(rows: rows, name: tableName).roleMap(for: tokens)
    }

    /// The table as a system's `$extensions`, so every reader of its role map finds it.
    static func extensions(_ rows: [(role: ColorToken, path: String)], present tokens: [SystemColorToken]) -> JSONObject {
        RoleTable(rows: rows, name: tableName).extensions(for: tokens)
    }
}
