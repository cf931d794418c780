#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeSubprocess

/// The files of a monospace family: regular, and bold and italic faces where it has them.
struct FontFiles: Hashable, Sendable {
    var regular: String
    var bold: String?
    var italic: String?
    var boldItalic: String?
    /// Faces asked for a character the family lacks, in order, as a terminal's font fallback
    /// would be: DejaVu Sans beside DejaVu Sans Mono draws `ℹ`, which the monospace face lacks.
    var fallbacks: [String] = []

    /// Where Debian (`fonts-dejavu-core`), Fedora, Arch and Homebrew put DejaVu Sans Mono.
    static let knownFolders = [
        "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu-sans-mono-fonts", "/usr/share/fonts/dejavu",
        "/usr/share/fonts/TTF", "/usr/local/share/fonts", "/opt/homebrew/share/fonts",
    ]

    /// `--font PATH` when given (`shown` names it in a message) (its siblings named -Bold, -Italic/-Oblique … supply the
    /// other faces), else DejaVu Sans Mono from `folders`, else what fontconfig's `fc-match`
    /// says is the monospace family (when `useFontconfig`).
    static func locate(explicit: String?, shown: String? = nil, folders: [String] = knownFolders, useFontconfig: Bool = true) throws -> FontFiles {
        var files: FontFiles
        if let explicit {
            guard isReadableFile(explicit) else {
                throw RasterUnavailable.font(shown ?? explicit, "no such readable file")
            }
            files = withSiblings(of: explicit)
        } else if let regular = folders.map({ $0 + "/DejaVuSansMono.ttf" }).first(where: isReadableFile) {
            files = withSiblings(of: regular)
        } else if useFontconfig, let found = fromFontconfig() {
            files = found
        } else {
            throw RasterUnavailable.noFont
        }
        files.fallbacks = fallbackFiles(folders: folders).filter { $0 != files.regular }
        return files
    }

    /// The proportional DejaVu Sans in `folders`, which covers far more symbols than any
    /// monospace face; a character no face has is drawn as the family's own missing-glyph box.
    static func fallbackFiles(folders: [String]) -> [String] {
        folders.map { $0 + "/DejaVuSans.ttf" }.first(where: isReadableFile).map { [$0] } ?? []
    }

    /// The regular file and the styled faces named like it: `Name.ttf` or `Name-Regular.ttf`
    /// beside `Name-Bold.ttf`, `Name-Oblique.ttf` or `Name-Italic.ttf`, and
    /// `Name-BoldOblique.ttf` or `Name-BoldItalic.ttf`.
    static func withSiblings(of regular: String) -> FontFiles {
        guard let dot = regular.lastIndex(of: "."), regular[dot...].count <= 5, !regular[dot...].contains("/") else {
            return FontFiles(regular: regular)
        }
        var stem = String(regular[..<dot])
        let suffix = String(regular[dot...])
        for ending in ["-Regular", "-Book", "-Roman"] where stem.hasSuffix(ending) {
            stem.removeLast(ending.count)
        }
        func first(_ styles: [String]) -> String? {
            styles.map { stem + "-" + $0 + suffix }.first(where: isReadableFile)
        }
        return FontFiles(regular: regular, bold: first(["Bold"]), italic: first(["Oblique", "Italic"]),
                         boldItalic: first(["BoldOblique", "BoldItalic"]))
    }

    /// The monospace family fontconfig prefers, when `fc-match` is installed and names one.
    static func fromFontconfig() -> FontFiles? {
        func match(_ pattern: String) -> String? {
            guard let output = Subprocess.output(of: "fc-match", ["-f", "%{file}", pattern]) else { return nil }
            let path = output.trimmingWhitespace
            return path.isEmpty || !isReadableFile(path) ? nil : path
        }
        // fc-match always answers; only a family that says it is monospace (spacing 100) will do.
        guard let spacing = Subprocess.output(of: "fc-match", ["-f", "%{spacing}", "monospace"]),
              spacing.trimmingWhitespace == "100", let regular = match("monospace") else { return nil }
        func styled(_ style: String) -> String? {
            guard let path = match("monospace:" + style), path != regular else { return nil }
            return path
        }
        return FontFiles(regular: regular, bold: styled("bold"), italic: styled("italic"), boldItalic: styled("bold:italic"))
    }

    static func isReadableFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG && access(path, R_OK) == 0
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = scalars.firstIndex(where: { !isSpace($0) }), let end = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[start...end])
    }
}
