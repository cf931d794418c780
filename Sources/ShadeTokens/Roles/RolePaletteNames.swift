/// Which of two names for one neutral colour is the palette's, where both are its own literals.
///
/// A palette is collected a colour at a time, first name first in the files' order. A grey that a
/// category palette lists under its own name before the grey ramp does (Spor's transport-line
/// tags: `linjetag.lokalbussLight` is `#EBEBEC`, as `palette.grey.100` is) would then be shown as
/// a page layer by the category's name; the grey ramp's step is the name a designer uses for it.
extension RoleChooser {
    /// Whether the token at `index`, a step of a grey ramp, names the colour the token at
    /// `holder` named first: a literal of no grey word, aliasing nothing.
    func greyStepRenames(_ index: Int, holder: Int) -> Bool {
        Self.namesGreyStep(pathWords[index]) && tokens[holder].aliases.isEmpty
            && !pathWords[holder].contains(where: RoleValueRules.neutralWords.contains)
    }

    /// A grey ramp's step: a grey word (``RoleValueRules/neutralWords``) before a last step
    /// number or step word (`grey.100`, `gray-lighter`).
    static func namesGreyStep(_ words: [String]) -> Bool {
        guard words.count > 1, let last = words.last,
              last.utf8.allSatisfy({ (0x30...0x39).contains($0) }) || RoleValueRules.stepWords.contains(last) else { return false }
        return words.dropLast().contains(where: RoleValueRules.neutralWords.contains)
    }
}
