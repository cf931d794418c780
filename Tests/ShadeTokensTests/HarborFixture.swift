/// Harbor, a design system laid out the way real ones are: a primitive palette (whose white
/// and black carry 3-digit hex fallbacks), a semantic layer over it per appearance (its page
/// called `background.body`, a brand-blue fill called `background.primary`, text at
/// `text.$root` beside a blue `text.primary`, borders whose `tertiary` is the strongest, a
/// token with a stray `alpha`, a link typed `string`), and a component file of hundreds of
/// tokens beside it (a drop zone's "page", error banner fills, a size in `em`). A `mode`
/// modifier's `inverted` context flips only a banner and a tooltip.
enum HarborFixture {
    static let neutral: [(String, String)] = [
        ("0", "ffffff"), ("50", "f8f9fa"), ("100", "eef0f2"), ("200", "dde1e6"), ("300", "c5cbd3"), ("400", "9aa3ae"),
        ("500", "6f7a87"), ("600", "525c69"), ("700", "3a434f"), ("800", "262d36"), ("900", "161b22"), ("1000", "000000"),
    ]
    static let ramps: [(String, [(String, String)])] = [
        ("blue", [("100", "e3efff"), ("300", "94bfff"), ("500", "3d86f5"), ("700", "0f5bd1"), ("900", "0a2f6e")]),
        ("red", [("100", "ffe6e8"), ("300", "ff9aa2"), ("500", "e5343f"), ("700", "b3141f"), ("900", "5c0a10")]),
        ("green", [("100", "e3f7e9"), ("300", "8ddba3"), ("500", "2da44e"), ("700", "1a7f37"), ("900", "0b3d1a")]),
        ("orange", [("100", "fff1e0"), ("300", "ffc27a"), ("500", "e8840c"), ("700", "a35a00"), ("900", "4d2a00")]),
    ]

    /// A colour object from six hex digits, its fallback as written (`#fff` for white).
    static func color(_ hex: String, fallback: String? = nil) -> String {
        let channels = stride(from: 0, to: 6, by: 2).map { offset -> String in
            let start = hex.index(hex.startIndex, offsetBy: offset)
            let value = Double(Int(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)!) / 255
            return String(value)
        }
        return #"{"colorSpace": "srgb", "components": [\#(channels.joined(separator: ", "))], "hex": "\#(fallback ?? "#" + hex)"}"#
    }

    static var palette: String {
        let neutrals = neutral.map { step, hex in
            #""\#(step)": {"$value": \#(color(hex, fallback: hex == "ffffff" ? "#fff" : hex == "000000" ? "#000" : nil))}"#
        }
        let others = ramps.map { name, steps in
            #""\#(name)": {"# + steps.map { #""\#($0.0)": {"$value": \#(color($0.1))}"# }.joined(separator: ", ") + "}"
        }
        return #"{"palette": {"$type": "color", "neutral": {"# + neutrals.joined(separator: ", ") + "}, "
            + others.joined(separator: ", ") + "}}"
    }

    static func semantic(dark: Bool) -> String {
        func n(_ light: String, _ darkStep: String) -> String { #"{"$value": "{palette.neutral.\#(dark ? darkStep : light)}"}"# }
        func r(_ ramp: String, _ light: String, _ darkStep: String) -> String {
            #"{"$value": "{palette.\#(ramp).\#(dark ? darkStep : light)}"}"#
        }
        return """
        {"color": {"$type": "color",
          "background": {"body": \(n("0", "1000")), "weak": \(n("50", "900")), "strong": \(n("100", "800")),
            "primary": \(r("blue", "700", "300")), "primary-weak": \(r("blue", "100", "900")),
            "error-weakest": \(r("red", "100", "900")), "inverse": \(n("900", "50"))},
          "text": {"$root": \(n("900", "50")), "primary": \(r("blue", "700", "300")), "weak": \(n("600", "300")),
            "weaker": {"$value": "{palette.neutral.\(dark ? "400" : "500")}", "alpha": 0}, "inverse": \(n("0", "900")),
            "error": \(r("red", "700", "300")), "success": \(r("green", "700", "300")), "warning": \(r("orange", "700", "300")),
            "link": {"$type": "string", "$value": "{palette.blue.\(dark ? "300" : "700")}"}},
          "border": {"default": {"$root": \(n("200", "800")), "secondary": \(n("300", "700")), "tertiary": \(n("500", "500"))},
            "primary": \(r("blue", "700", "300")), "error": \(r("red", "500", "500"))},
          "icon": {"$root": \(n("900", "50")), "success": \(r("green", "500", "500"))}}}
        """
    }

    static let componentNames = [
        "button", "card", "chip", "dropdown", "input", "list", "menu", "modal", "nav", "pagination", "popover", "progress",
        "radio", "select", "slider", "switch", "table", "tabs", "tag", "toast", "tooltip", "avatar", "accordion",
        "breadcrumb", "calendar", "checkbox", "combobox", "datagrid", "stepper", "tile",
    ]

    /// 270 component tokens, plus a drop zone's and a banner's "page" and message-bar fills.
    static var components: String {
        let parts = [("background", "neutral.0"), ("text", "neutral.900"), ("border", "neutral.300")]
        let each = componentNames.map { name in
            #""\#(name)": {"$type": "color", "# + parts.map { part, step in
                #""\#(part)": {"# + ["rest", "hover", "pressed"].map { #""\#($0)": {"$value": "{palette.\#(step)}"}"# }
                    .joined(separator: ", ") + "}"
            }.joined(separator: ", ") + "}"
        }
        return "{" + each.joined(separator: ", ") + ", " + ##"""
        "dropZone": {"$type": "color", "surface": {"page": {"$value": "{palette.blue.100}"}}, "border": {"$value": "{palette.blue.500}"}},
        "messageBar": {"$type": "color", "error": {"background": {"default": {"$value": "{palette.red.100}"}}}},
        "banner": {"$type": "color", "error": {"page": {"$value": "{palette.red.100}"}}},
        "space": {"$type": "dimension", "md": {"$value": {"value": 1, "unit": "em"}}}}
        """##
    }

    static let resolver = ##"""
    {"version": "2025.10", "name": "Harbor",
     "sets": {"core": {"sources": [{"$ref": "palette.tokens.json"}, {"$ref": "./components/components.tokens.json"}]}},
     "modifiers": {
       "theme": {"contexts": {"light": [{"$ref": "semantic/light.tokens.json"}], "dark": [{"$ref": "semantic/dark.tokens.json"}]}, "default": "light"},
       "mode": {"contexts": {"default": [], "inverted": [{"$ref": "semantic/inverted.tokens.json"}]}, "default": "default"}},
     "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/mode"}]}
    """##

    static let inverted = ##"""
    {"banner": {"$type": "color", "error": {"page": {"$value": "{palette.red.700}"}}},
     "tooltip": {"$type": "color", "background": {"rest": {"$value": "{palette.neutral.0}"}}}}
    """##

    /// File name → contents, under `harbor/`.
    static var files: [String: String] {
        ["harbor/harbor.resolver.json": resolver, "harbor/palette.tokens.json": palette,
         "harbor/components/components.tokens.json": components, "harbor/semantic/light.tokens.json": semantic(dark: false),
         "harbor/semantic/dark.tokens.json": semantic(dark: true), "harbor/semantic/inverted.tokens.json": inverted]
    }
}
