/// Small design systems written for the tests: Acme (a resolver with a light/dark modifier
/// and a size axis, its token files in a subfolder and one beside it), a plain token file
/// with one appearance, and a resolver recognised by its content rather than its name.
enum SystemFixtures {
    static let acmeResolver = ##"""
    {
      "version": "2025.10",
      "name": "Acme",
      "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
      "modifiers": {
        "theme": { "contexts": { "light": [{ "$ref": "tokens/light.json" }], "dark": [{ "$ref": "tokens/dark.json" }] }, "default": "light" },
        "size": { "contexts": { "regular": [{ "$ref": "tokens/regular.json" }], "compact": [{ "$ref": "./tokens/../tokens/compact.json" }] }, "default": "regular" }
      },
      "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/size" }]
    }
    """##

    static let acmeBase = ##"""
    { "gray": { "$type": "color", "0": { "$value": "#ffffff" }, "100": { "$value": "#eaecee" }, "300": { "$value": "#d1d5da" },
                "600": { "$value": "#4d545e" }, "900": { "$value": "#14171c" }, "1000": { "$value": "#050508" } },
      "blue": { "$type": "color", "400": { "$value": "#5499ff" }, "600": { "$value": "#0a66d9" } } }
    """##

    static let acmeLight = ##"""
    { "color": { "$type": "color",
      "text": { "default": { "$value": "{gray.900}" }, "muted": { "$value": "{gray.600}" } },
      "bg": { "default": { "$value": "{gray.0}" }, "subtle": { "$value": "{gray.100}" } },
      "border": { "default": { "$value": "{gray.300}" } },
      "accent": { "$value": "{blue.600}" } } }
    """##

    static let acmeDark = ##"""
    { "color": { "$type": "color",
      "text": { "default": { "$value": "{gray.100}" }, "muted": { "$value": "{gray.300}" } },
      "bg": { "default": { "$value": "{gray.1000}" }, "subtle": { "$value": "{gray.900}" } },
      "border": { "default": { "$value": "{gray.600}" } },
      "accent": { "$value": "{blue.400}" } } }
    """##

    static func size(_ pixels: Int) -> String {
        #"{ "space": { "$type": "dimension", "md": { "$value": { "value": \#(pixels), "unit": "px" } } } }"#
    }

    /// A plain DTCG token file: no resolver, no modifier, one appearance.
    static let oneAppearance = ##"""
    { "text": { "$type": "color", "primary": { "$value": "#1a1a1a" }, "secondary": { "$value": "#555555" } },
      "background": { "$type": "color", "primary": { "$value": "#fdfdfd" } } }
    """##

    /// A resolver named like any JSON file, with an inline set, that references a broken file
    /// listed after it and a token file listed before it.
    static let contentResolver = ##"""
    { "version": "2025.10", "name": "Inline",
      "sets": { "broken": { "sources": [{ "$ref": "content-source.json" }, { "$ref": "aa-early.tokens.json" }] } },
      "resolutionOrder": [
        { "type": "set", "name": "inline", "sources": [{ "fg": { "$type": "color", "$value": "#000000" }, "bg": { "$type": "color", "$value": "#ffffff" } }] },
        { "$ref": "#/sets/broken" }
      ] }
    """##
}
