import ShadeSync

/// Which vocabularies the role rules may use in this process.
///
/// Every rule that names a system's own words is tagged with its vocabulary (``NameRule/vocabulary``,
/// ``WordRules/vocabularyExcludingWords``). The role evaluation scores each labelled system with
/// its own vocabulary switched off (`shade tokens --without-vocabulary NAME`), so a rule written
/// for one system cannot score on it. Switched off once, before any system is read.
public enum RoleVocabularies {
    private static let off = Locked<Set<String>>([])

    /// Turns the rules of these vocabularies off for the rest of the process.
    public static func switchOff(_ names: [String]) {
        off.withLock { $0.formUnion(names) }
    }

    /// The vocabularies switched off.
    public static var switchedOff: Set<String> { off.withLock { $0 } }

    /// Every vocabulary some rule names, for `--without-vocabulary`'s check.
    public static var known: Set<String> {
        Set(NameRules.all.map(\.vocabulary)).union(WordRules.vocabularyExcludingWords.keys)
    }

    /// A value worked out from the vocabularies in use, made once per set switched off.
    final class Cache<Value: Sendable>: Sendable {
        private let made = Locked<(Set<String>, Value)?>(nil)
        private let make: @Sendable (Set<String>) -> Value

        init(_ make: @escaping @Sendable (Set<String>) -> Value) { self.make = make }

        var value: Value {
            let current = RoleVocabularies.switchedOff
            return made.withLock { made in
                if let (key, value) = made, key == current { return value }
                let value = make(current)
                made = (current, value)
                return value
            }
        }
    }
}
