import ArgumentParser
import ShadeTokens

/// `--without-vocabulary NAME`: role rules that name one system's vocabulary switched off, as
/// `scripts/roles-eval` scores each labelled system (hidden: it is for measuring, not for use).
struct VocabularyOptions: ParsableArguments {
    @Option(name: .customLong("without-vocabulary"), help: ArgumentHelp("Switch off the role rules naming this vocabulary.", visibility: .hidden))
    var switchedOff: [String] = []

    func validate() throws {
        let known = RoleVocabularies.known
        for name in switchedOff where !known.contains(name) {
            throw ValidationError("no role rules name the vocabulary '\(name)'; known: \(known.sorted().joined(separator: ", "))")
        }
    }

    /// Switches the named vocabularies off before anything is read.
    func apply() {
        RoleVocabularies.switchOff(switchedOff)
    }
}
