import ShadeText
import ShadeTokens

/// The override file `shade fix` prints: a user theme in Shade's dialect that `extends` the
/// original and sets only the changed tokens, each with a `$description` saying what it
/// was, which pairs failed, and both proposals with their ratios and ΔE2000.
enum FixDocument {
    /// The proposals for one resolution, and the group they are written in.
    struct Part {
        var fixes: [ContrastFix]
        /// `light`, `darkHighContrast`, …
        var group: String
        /// Values the file must restate in another group because a standard-group override
        /// in a more specific file would otherwise replace them there (the increased-contrast
        /// value a base file gives): group → token → value.
        var restated: [(group: String, token: ColorToken, value: String)] = []
    }

    /// A resolved token's value for a fix file: its alias when it is one (`{palette.850}`),
    /// else its colour as written, with alpha when translucent (`#3C3C43BF`).
    static func value(_ color: ResolvedColor) -> String {
        let source = color.source
        if source.count > 2, source.first == "{", source.last == "}", !source.contains("\"") { return source }
        guard !color.written.isOpaque else { return color.written.rgb.hex }
        let alpha = Int(clamping: (color.written.alpha * 255).rounded())
        let digits = Array("0123456789ABCDEF")
        return color.written.rgb.hex + String([digits[alpha >> 4], digits[alpha & 15]])
    }

    /// The group a resolution's tokens live in.
    static func group(_ resolution: Resolution) -> String {
        resolution.contrast == .high ? resolution.appearance.rawValue + "HighContrast" : resolution.appearance.rawValue
    }

    /// The file's text (JSON, two-space indent, keys in a fixed order).
    static func text(theme: String, name: String, target: FixTarget, parts: [Part], note: String) -> String {
        var groups: [(String, [(String, String)])] = []
        func add(_ group: String, _ key: String, _ body: String) {
            if let index = groups.firstIndex(where: { $0.0 == group }) { groups[index].1.append((key, body)) } else { groups.append((group, [(key, body)])) }
        }
        for part in parts {
            for fix in part.fixes {
                guard let chosen = fix.chosen else { continue }
                // Opacity the original token had is kept, so the proposal is drawn as measured.
                let opacity = chosen.color.isOpaque ? "" : ", \"$extensions\": { \"dev.shade\": { \"opacity\": \(chosen.color.alpha) } }"
                add(part.group, fix.token.rawValue,
                    "{ \"$value\": \(JSONText.quoted(chosen.value)), \"$description\": \(JSONText.quoted(describe(fix)))\(opacity) }")
            }
        }
        // Restated values come last, and only where no fix of the same group sets the token.
        for part in parts {
            for restated in part.restated where !groups.contains(where: { $0.0 == restated.group && $0.1.contains { $0.0 == restated.token.rawValue } }) {
                add(restated.group, restated.token.rawValue,
                    "{ \"$value\": \(JSONText.quoted(restated.value)), \"$description\": \"unchanged: restated because this file overrides the standard value\" }")
            }
        }
        var text = "{\n"
        text += "  \"$description\": \(JSONText.quoted(note)),\n"
        text += "  \"$extensions\": { \"dev.shade\": { \"name\": \(JSONText.quoted(name)), \"extends\": \(JSONText.quoted(theme)) } }"
        for (group, entries) in groups {
            text += ",\n  \(JSONText.quoted(group)): {\n    \"$type\": \"color\""
            for (key, body) in entries { text += ",\n    \(JSONText.quoted(key)): \(body)" }
            text += "\n  }"
        }
        return text + "\n}\n"
    }

    /// What the token was, which pairs failed, and both proposals.
    static func describe(_ fix: ContrastFix) -> String {
        var parts = ["was \(fix.currentValue)"]
        parts.append("failed " + fix.failing.map {
            "\(RatioText.text($0.ratio)):1 on \($0.pair.background.rawValue)"
        }.joined(separator: ", "))
        if let step = fix.rampStep {
            parts.append("ramp step \(step.value) gives at least \(RatioText.text(step.ratio)):1, ΔE2000 \(tenths(step.deltaE))")
        } else {
            parts.append("no step of its ramp passes")
        }
        if let light = fix.lightness {
            parts.append("OKLCH lightness \(light.value) gives at least \(RatioText.text(light.ratio)):1, ΔE2000 \(tenths(light.deltaE))")
        }
        return parts.joined(separator: "; ")
    }

    static func tenths(_ value: Double) -> String {
        let tenths = Int(clamping: (value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
