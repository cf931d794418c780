import ShadeTokens

/// What reading a rendition found (``Renditions``: a copy of a listed system, left out) is
/// said once, not once for every copy: a project that keeps each theme again as a token file
/// beside its style sheet (SAP's `design-tokens.json` beside every `css_variables.css`) would
/// otherwise print the copies' problems above the systems it lists. The lines go; one line
/// says how many files' problems were not repeated, and where `shade validate` lists them
/// (a file named itself is no rendition).
enum RenditionProblems {
    /// The files `system` reads, itself included: those the explanations of its assembly say it
    /// took (`taken`: by system path), and theirs in turn (a family of joined siblings took
    /// each sibling, and each sibling its files).
    static func files(of system: DesignSystem, taken: [String: [String]]) -> [String] {
        var files = [system.file]
        for path in taken[system.file] ?? [] {
            files.append(path)
            if path != system.file { files += taken[path] ?? [] }
        }
        return files
    }

    /// `diagnostics` without the lines of files only left-out systems read (`left`: the files
    /// each reads; `kept`: the files the listed systems read), plus the one line for them.
    static func keeping(_ diagnostics: [Diagnostic], left: [[String]], kept: [[String]]) -> [Diagnostic] {
        guard !left.isEmpty else { return diagnostics }
        let listed = Set(kept.joined().map { SourcePath.normalised($0) })
        let copies = Set(left.joined().map { SourcePath.normalised($0) }).subtracting(listed)
        guard !copies.isEmpty else { return diagnostics }
        var kept: [Diagnostic] = [], files: [String] = []
        for line in diagnostics {
            let file = SourcePath.normalised(line.file)
            guard copies.contains(file) else { kept.append(line); continue }
            if !files.contains(file) { files.append(file) }
        }
        guard let first = files.first else { return diagnostics }
        let which = files.count == 1 ? "this file, left out as a rendition of a system listed, are" : "\(files.count) files (this one and \(files.count - 1) more) left out as renditions of the systems listed are"
        kept.append(Diagnostic(file: first, message: "the problems of \(which) not repeated here; shade validate \(first) lists this one's"))
        return kept
    }
}
