import ShadeTokens

/// Problems as the commands other than `shade validate` print them: `shade: warning:` lines
/// on standard error, each kind of problem once per file and a few lines per file at most
/// (`validate` lists every one).
enum WarningLines {
    /// Writes `problems`, summarised by file and kind, leaving out those in `said` (already
    /// written, as the catalog's own are while it loads).
    static func write(_ problems: [Diagnostic], except said: [Diagnostic] = []) {
        let known = Set(said.map(\.description))
        let fresh = problems.filter { !known.contains($0.description) }
        for problem in fresh.briefPerFile() { StandardError.write("shade: warning: \(problem)") }
    }
}
