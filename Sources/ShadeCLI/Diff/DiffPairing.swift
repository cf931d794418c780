import ShadeTokens

/// What pairs the two sides of `shade diff` beyond theme names: git's rename detection, and
/// the files that did not load, each stated with its fate rather than dropped.
enum DiffPairing {
    /// Files git sees as renamed between the sides, as `(old file, new file)` pairs for
    /// ``ThemeDiffer/match(old:new:forced:)``: only where each file holds exactly one theme,
    /// and only when the old side is a revision of the repository the new side lies in.
    static func renames(old: DiffSide, new: DiffSide, oldEntries: [ThemeDiffer.Entry], newEntries: [ThemeDiffer.Entry]) -> [(old: String, new: String)] {
        func single(_ entries: [ThemeDiffer.Entry], _ file: String) -> Bool { entries.count { $0.file == file } == 1 }
        return renamedFiles(old: old, new: new).filter { single(oldEntries, $0.old) && single(newEntries, $0.new) }
    }

    /// Every file git sees as renamed between the sides, each relative to its side's root.
    static func renamedFiles(old: DiffSide, new: DiffSide) -> [(old: String, new: String)] {
        guard let commit = old.commit, let oldInside = old.roots.first?.inside, let newInside = new.roots.first?.inside,
              let repository = try? GitRepository.here(for: "shade diff") else { return [] }
        let found = repository.renames(from: commit, to: new.commit, paths: Array(Set([oldInside, newInside])).sorted(), for: "shade diff")
        return found.sorted { $0.key < $1.key }.compactMap { was, now in
            guard let oldFile = old.file(atRepositoryPath: was), let newFile = new.file(atRepositoryPath: now) else { return nil }
            return (oldFile, newFile)
        }
    }

    /// `diffs` with every file that did not load stated: a theme on one side whose file failed
    /// on the other is failed, not added or removed; a file that failed on both sides is one
    /// entry, marked identical when its bytes are the same on both.
    static func withFailedFiles(_ diffs: [ThemeDiff], old: DiffSide, new: DiffSide,
                                failed: (old: [DiffSide.FailedFile], new: [DiffSide.FailedFile]), renamed: [(old: String, new: String)] = []) -> [ThemeDiff] {
        var diffs = diffs
        // A variant gone (or come) while the side's file has problems did not load there: a
        // failure, never "removed".
        for index in diffs.indices where diffs[index].failure == nil {
            let theme = diffs[index]
            if theme.resolutions.contains(where: { $0.presence == .removed }), let file = theme.new?.file, let problem = new.firstProblem(in: file) {
                diffs[index].status = .failed
                diffs[index].failure = ThemeDiff.LoadFailure(sides: .new, problem: problem, identical: false)
            } else if theme.resolutions.contains(where: { $0.presence == .added }), let file = theme.old?.file, let problem = old.firstProblem(in: file) {
                diffs[index].status = .failed
                diffs[index].failure = ThemeDiff.LoadFailure(sides: .old, problem: problem, identical: false)
            }
        }
        let newFailures = Dictionary(failed.new.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        var handledNew = Set<String>()
        // A file moved and failing on its new path is the theme it was, failing; likewise back.
        let movedFrom = Dictionary(renamed.map { ($0.new, $0.old) }, uniquingKeysWith: { first, _ in first })
        let movedTo = Dictionary(renamed.map { ($0.old, $0.new) }, uniquingKeysWith: { first, _ in first })
        func mark(_ file: String, sides: ThemeDiff.LoadFailure.Sides, problem: String) -> Bool {
            let other = (sides == .new ? movedFrom[file] : movedTo[file]) ?? file
            guard let index = diffs.firstIndex(where: { (sides == .new ? $0.old?.file : $0.new?.file).map { $0 == file || $0 == other } == true && $0.failure == nil && ($0.status == .removed || $0.status == .added) })
                    ?? diffs.firstIndex(where: { (sides == .new ? $0.old?.file : $0.new?.file) == file && $0.failure == nil }) else { return false }
            diffs[index].status = .failed
            diffs[index].failure = ThemeDiff.LoadFailure(sides: sides, problem: problem, identical: false)
            if sides == .new, diffs[index].new == nil { diffs[index].new = ThemeDiff.Side(name: file, file: file) }
            if sides == .old, diffs[index].old == nil { diffs[index].old = ThemeDiff.Side(name: file, file: file) }
            return true
        }
        for failure in failed.old {
            if let other = newFailures[failure.file] {
                handledNew.insert(failure.file)
                let identical = old.sameContents(of: failure.file, as: new)
                diffs.append(fileDiff(failure.file, old: true, new: true,
                                      failure: ThemeDiff.LoadFailure(sides: .both, problem: other.problem, identical: identical)))
            } else if !mark(failure.file, sides: .old, problem: failure.problem) {
                diffs.append(fileDiff(failure.file, old: true, new: new.bytes(of: failure.file) != nil,
                                      failure: ThemeDiff.LoadFailure(sides: .old, problem: failure.problem, identical: false)))
            }
        }
        for failure in failed.new where !handledNew.contains(failure.file) {
            if !mark(failure.file, sides: .new, problem: failure.problem) {
                diffs.append(fileDiff(failure.file, old: old.bytes(of: failure.file) != nil, new: true,
                                      failure: ThemeDiff.LoadFailure(sides: .new, problem: failure.problem, identical: false)))
            }
        }
        return diffs.sorted { ($0.name.lowercased(), $0.new?.file ?? $0.old?.file ?? "") < ($1.name.lowercased(), $1.new?.file ?? $1.old?.file ?? "") }
    }

    /// A failed file as a theme of its own, named by its file.
    private static func fileDiff(_ file: String, old: Bool, new: Bool, failure: ThemeDiff.LoadFailure) -> ThemeDiff {
        let side = ThemeDiff.Side(name: file, file: file)
        return ThemeDiff(old: old ? side : nil, new: new ? side : nil, status: .failed, resolutions: [], failure: failure)
    }
}
