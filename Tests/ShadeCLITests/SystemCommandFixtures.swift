import Foundation

/// Design systems written for the command tests: Acme (a resolver with light, dark and
/// high-contrast contexts, a size axis and a sidecar), a flat token file with one
/// appearance, a Primer-like resolver and an Apple-like one with separate appearance and
/// contrast modifiers.
enum SystemCommandFixtures {
    /// Writes `files` (relative path → contents) under `folder`, making subfolders as needed.
    static func write(_ files: [String: String], to folder: String) throws {
        for (name, contents) in files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        }
    }

    /// A new temporary folder holding Acme (named after `purpose`); its path.
    static func acmeFolder(_ purpose: String) throws -> String {
        let folder = NSTemporaryDirectory() + "shade-\(purpose)-" + UUID().uuidString
        try write(acme, to: folder)
        return folder
    }

    static let all: [String: String] = acme.merging(primer) { $1 }.merging(apple) { $1 }.merging([
        "flat.tokens.json": ##"{ "text": { "$type": "color", "primary": { "$value": "#1a1a1a" } }, "background": { "$type": "color", "primary": { "$value": "#fdfdfd" } } }"##,
    ]) { $1 }

    static let acme: [String: String] = [
        "acme.resolver.json": ##"""
        {
          "version": "2025.10",
          "name": "Acme",
          "sets": { "base": { "sources": [{ "$ref": "acme/palette.json" }] } },
          "modifiers": {
            "theme": {
              "contexts": {
                "light": [{ "$ref": "acme/light.json" }], "dark": [{ "$ref": "acme/dark.json" }],
                "light-hc": [{ "$ref": "acme/light.json" }, { "$ref": "acme/light-hc.json" }],
                "dark-hc": [{ "$ref": "acme/dark.json" }, { "$ref": "acme/dark-hc.json" }]
              },
              "default": "light"
            },
            "size": { "contexts": { "regular": [{ "$ref": "acme/regular.json" }], "compact": [{ "$ref": "acme/compact.json" }] }, "default": "regular" }
          },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/size" }]
        }
        """##,
        "acme.shade.json": ##"{ "roles": { "accent": "color.accent" } }"##,
        "acme/palette.json": ##"""
        { "gray": { "$type": "color", "0": { "$value": "#ffffff" }, "100": { "$value": "#eaecee" }, "300": { "$value": "#d1d5da" },
                    "600": { "$value": "#4d545e" }, "900": { "$value": "#14171c" }, "1000": { "$value": "#050508" } },
          "blue": { "$type": "color", "400": { "$value": "#5499ff" }, "600": { "$value": "#0a66d9" } } }
        """##,
        "acme/light.json": ##"""
        { "color": { "$type": "color",
          "text": { "default": { "$value": "{gray.900}" }, "muted": { "$value": "{gray.600}" } },
          "bg": { "default": { "$value": "{gray.0}" }, "subtle": { "$value": "{gray.100}" } },
          "border": { "default": { "$value": "{gray.300}" } }, "accent": { "$value": "{blue.600}" } } }
        """##,
        "acme/dark.json": ##"""
        { "color": { "$type": "color",
          "text": { "default": { "$value": "{gray.100}" }, "muted": { "$value": "{gray.300}" } },
          "bg": { "default": { "$value": "{gray.1000}" }, "subtle": { "$value": "{gray.900}" } },
          "border": { "default": { "$value": "{gray.600}" } }, "accent": { "$value": "{blue.400}" } } }
        """##,
        "acme/light-hc.json": ##"{ "color": { "$type": "color", "text": { "muted": { "$value": "{gray.900}" } } } }"##,
        "acme/dark-hc.json": ##"{ "color": { "$type": "color", "text": { "muted": { "$value": "{gray.100}" } } } }"##,
        "acme/regular.json": ##"{ "space": { "$type": "dimension", "md": { "$value": { "value": 16, "unit": "px" } } } }"##,
        "acme/compact.json": ##"{ "space": { "$type": "dimension", "md": { "$value": { "value": 8, "unit": "px" } } } }"##,
    ]

    /// GitHub Primer's names (`fgColor.default`, `bgColor.muted`, `borderColor.default`…).
    static let primer: [String: String] = [
        "primer-like.resolver.json": ##"""
        { "version": "2025.10", "name": "primer-like",
          "sets": { "base": { "sources": [{ "$ref": "primer/base.json" }] } },
          "modifiers": { "mode": { "contexts": {
            "light": [{ "$ref": "primer/light.json" }], "dark": [{ "$ref": "primer/dark.json" }],
            "light_high_contrast": [{ "$ref": "primer/light.json" }, { "$ref": "primer/light-hc.json" }],
            "dark_high_contrast": [{ "$ref": "primer/dark.json" }, { "$ref": "primer/dark-hc.json" }] }, "default": "light" } },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }] }
        """##,
        "primer/base.json": ##"""
        { "base": { "gray": { "$type": "color", "0": { "$value": "#ffffff" }, "1": { "$value": "#f6f8fa" }, "2": { "$value": "#d1d9e0" },
            "4": { "$value": "#9198a1" }, "6": { "$value": "#59636e" }, "8": { "$value": "#1f2328" }, "9": { "$value": "#0d1117" } },
          "blue": { "$type": "color", "5": { "$value": "#0969da" }, "3": { "$value": "#4493f8" } },
          "red": { "$type": "color", "5": { "$value": "#d1242f" }, "3": { "$value": "#f85149" } } } }
        """##,
        "primer/light.json": ##"""
        { "fgColor": { "$type": "color",
            "default": { "$value": "{base.gray.8}" },
            "muted": { "$value": "{base.gray.6}" },
            "accent": { "$value": "{base.blue.5}" }, "danger": { "$value": "{base.red.5}" },
            "legacy": { "$value": "{base.gray.8}", "$deprecated": "use fgColor.default" } },
          "bgColor": { "$type": "color", "default": { "$value": "{base.gray.0}" }, "muted": { "$value": "{base.gray.1}" } },
          "borderColor": { "$type": "color", "default": { "$value": "{base.gray.2}" } } }
        """##,
        "primer/dark.json": ##"""
        { "fgColor": { "$type": "color",
            "default": { "$value": "{base.gray.1}" },
            "muted": { "$value": "{base.gray.4}" },
            "accent": { "$value": "{base.blue.3}" }, "danger": { "$value": "{base.red.3}" },
            "legacy": { "$value": "{base.gray.1}", "$deprecated": "use fgColor.default" } },
          "bgColor": { "$type": "color", "default": { "$value": "{base.gray.9}" }, "muted": { "$value": "{base.gray.8}" } },
          "borderColor": { "$type": "color", "default": { "$value": "{base.gray.6}" } } }
        """##,
        "primer/light-hc.json": ##"{ "fgColor": { "$type": "color", "default": { "$value": "#000000" } } }"##,
        "primer/dark-hc.json": ##"{ "fgColor": { "$type": "color", "default": { "$value": "#ffffff" } } }"##,
    ]

    /// Apple's names (`label`, `secondaryLabel`, `systemBackground`, `systemBlue`…), with an
    /// appearance modifier and a separate contrast one.
    static let apple: [String: String] = [
        "apple-like.resolver.json": ##"""
        { "version": "2025.10", "name": "apple-like",
          "modifiers": {
            "appearance": { "contexts": { "light": [{ "$ref": "apple/light.json" }], "dark": [{ "$ref": "apple/dark.json" }] }, "default": "light" },
            "contrast": { "contexts": { "standard": [], "increased": [{ "$ref": "apple/increased.json" }] }, "default": "standard" } },
          "resolutionOrder": [{ "$ref": "#/modifiers/appearance" }, { "$ref": "#/modifiers/contrast" }] }
        """##,
        "apple/light.json": ##"""
        { "$type": "color",
          "label": { "$value": "#000000" },
          "secondaryLabel": { "$value": { "colorSpace": "srgb", "components": [0.235, 0.235, 0.263], "alpha": 0.6 } },
          "systemBackground": { "$value": "#ffffff" }, "secondarySystemBackground": { "$value": "#f2f2f7" },
          "separator": { "$value": "#c6c6c8" },
          "systemBlue": { "$value": "#007aff" }, "systemGreen": { "$value": "#34c759" },
          "systemOrange": { "$value": "#ff9500" }, "systemRed": { "$value": "#ff3b30" } }
        """##,
        "apple/dark.json": ##"""
        { "$type": "color",
          "label": { "$value": "#ffffff" },
          "secondaryLabel": { "$value": { "colorSpace": "srgb", "components": [0.922, 0.922, 0.961], "alpha": 0.6 } },
          "systemBackground": { "$value": "#000000" }, "secondarySystemBackground": { "$value": "#1c1c1e" },
          "separator": { "$value": "#38383a" },
          "systemBlue": { "$value": "#0a84ff" }, "systemGreen": { "$value": "#30d158" },
          "systemOrange": { "$value": "#ff9f0a" }, "systemRed": { "$value": "#ff453a" } }
        """##,
        "apple/increased.json": ##"{ "systemBlue": { "$type": "color", "$value": "#409cff" } }"##,
    ]
}
