/// The step of a hue ramp a status colour is drawn at, where no name and no accent step says.
///
/// A status colour is the system's colour of that meaning, drawn as its icon, its badge and its
/// banner's edge: the ramp's purest step, the one of most chroma (Carbon's `green.50`,
/// `yellow.30` and `red.60`, its support colours; Open Props' `green-6`; Radix's step 9), not
/// the darker step that first reaches text contrast, which is the ramp's text shade. Steps within
/// ``vividTie`` of the most chroma are equals, and the one of most contrast on the page wins.
extension RoleChooser {
    /// Chroma (OKLCh) within which two steps are equally vivid.
    static let vividTie = 0.005

    /// The most vivid of `ramp`'s steps that `shows` accepts, or nil when none does.
    func mostVividStep(of ramp: [Int], shows: (Int) -> Bool) -> Int? {
        let seen = ramp.filter(shows)
        guard let most = seen.map({ lch($0).c }).max() else { return nil }
        return seen.filter { lch($0).c >= most - Self.vividTie }.max { contrast($0) < contrast($1) }
    }
}
