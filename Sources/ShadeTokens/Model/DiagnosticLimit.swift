/// A file with thousands of broken tokens must not bury the terminal (or take minutes to
/// print): each file shows its first problems and one line counting the rest.
extension Diagnostic {
    /// How many problems each file shows before the rest are counted in one line.
    public static let limitPerFile = 50

    /// How many problems this line stands for: 1, or the number a summary line counts.
    public var problemCount: Int { omitted ?? 1 }

    /// The line that replaces a file's problems beyond the limit.
    static func summary(file: String, omitted: Int) -> Diagnostic {
        var line = Diagnostic(file: file, message: "… and \(omitted) more problem\(omitted == 1 ? "" : "s") in this file")
        line.omitted = omitted
        return line
    }
}

extension Array where Element == Diagnostic {
    /// At most `limit` problems per file, in their order, each file's excess replaced by one
    /// summary line standing right after its last problem shown.
    package func cappedPerFile(_ limit: Int = Diagnostic.limitPerFile) -> [Diagnostic] {
        var shown: [String: Int] = [:]
        var omitted: [String: Int] = [:]
        var result: [Diagnostic] = []
        var lastShownIndex: [String: Int] = [:]
        for diagnostic in self {
            let count = shown[diagnostic.file, default: 0]
            if count < limit {
                shown[diagnostic.file] = count + 1
                lastShownIndex[diagnostic.file] = result.count
                result.append(diagnostic)
            } else {
                omitted[diagnostic.file, default: 0] += diagnostic.problemCount
            }
        }
        guard !omitted.isEmpty else { return result }
        // Insert from the back so earlier indices stay valid.
        for (file, index) in lastShownIndex.sorted(by: { $0.value > $1.value }) {
            if let count = omitted[file] { result.insert(.summary(file: file, omitted: count), at: index + 1) }
        }
        return result
    }
}

extension Array where Element == Diagnostic {
    /// How many problems these lines report, counting those a summary line stands for.
    public var problemCount: Int { reduce(0) { $0 + $1.problemCount } }
}
