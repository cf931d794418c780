import ShadeTokens

extension DTCGColorStrings {
    /// CSS colour strings read by ``CSSColorParser``: every `<color>` CSS Color 4 and 5 know,
    /// with commas between the components of any function (`oklch(0.58, 0.13, 240)`), as the
    /// colour libraries token builds use read them. What a catalog hands every DTCG system.
    /// Commas where CSS takes spaces are named (``CSSColorParser/commasInModernSyntax(_:)``), so
    /// a DTCG file is told of them as a Tokens Studio file is.
    public static let css = DTCGColorStrings(read: { text in
        switch CSSColorParser.parse(CSSParser.components(text), commasEverywhere: true) {
        case .success(let parsed)?: .color(parsed.value)
        case .failure(let problem)?: .problem(problem.message)
        case nil: nil
        }
    }, commas: CSSColorParser.commasInModernSyntax)
}
