import ShadeColor

/// The step of its ramps a system draws its colours at.
///
/// A system's hue ramps share one scale (`primary-300`, `warning-300`, `error-300`; Tailwind's
/// `green-600` beside `blue-600`), and the step its accent is drawn at is the step its designers
/// draw every other hue at too: MX's primary button is `Primary300` and its error `Error300`;
/// lion's brand fill is Tailwind's `green.600`. So where a status colour comes from a ramp,
/// that ramp's step of the accent's number is the one, as long as it shows on the page, rather
/// than whichever step first reaches text contrast.
extension RoleChooser {
    /// The accent's step: the last word (`300`, `600`, `dark`) of the written token of the
    /// accent's colour that is a step of a ramp of ``RoleValueRules/rampSteps`` steps or more. Nil where the accent is no ramp's step, or is two different ramps' at two
    /// different steps.
    func accentStep() -> String? {
        guard let accent = fills[ColorToken.accent.index], accent.origin != .derived else { return nil }
        let colour = accent.color.rgb
        var steps: Set<String> = []
        // A ramp's steps are written colours; an alias ending in a number (`t12`, `primary-600`
        // renaming `sky-600`) is a use of a step, and its written step is found beside it.
        for index in tokens.indices where tokens[index].color.rgb == colour && tokens[index].aliases.isEmpty
            && tokens[index].deprecated == nil {
            let words = pathWords[index]
            guard words.count > 1, let last = words.last, Self.isStep(last) else { continue }
            let ramp = words.dropLast()
            guard rampSize(ramp) >= RoleValueRules.rampSteps else { continue }
            steps.insert(last)
        }
        return steps.count == 1 ? steps.first : nil
    }

    /// The colours of the ramp steps the system's own tokens point at: a step aliased directly
    /// by a token that is no ramp's step itself (a focus ring, a focused input's border, a
    /// component's fill), not by another ramp (`primary-600: sky-600`, a palette renamed).
    func stepColoursInUse() -> Set<RGB> {
        var used: Set<RGB> = []
        for index in tokens.indices {
            guard let target = tokens[index].aliases.first, let last = pathWords[index].last, !Self.isStep(last),
                  tokens[index].deprecated == nil, let step = byPath[target], let stepWord = pathWords[step].last,
                  Self.isStep(stepWord) else { continue }
            used.insert(tokens[step].color.rgb)
        }
        return used
    }

    /// How many tokens are steps of the ramp named `ramp` (the words before the step).
    private func rampSize(_ ramp: ArraySlice<String>) -> Int {
        guard let head = ramp.first else { return 0 }
        let length = ramp.count + 1
        var count = 0
        for words in pathWords where words.count == length && words[0] == head {
            if let last = words.last, Self.isStep(last), words.dropLast().elementsEqual(ramp) {
                count += 1
                if count == RoleValueRules.rampSteps { break }
            }
        }
        return count
    }

    /// Whether `word` names a step of a ramp: a number, or a step word (`light`, `darker`).
    static func isStep(_ word: String) -> Bool {
        word.utf8.allSatisfy { (0x30...0x39).contains($0) } || RoleValueRules.stepWords.contains(word)
    }
}
