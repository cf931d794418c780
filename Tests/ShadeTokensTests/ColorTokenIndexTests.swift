import Testing
@testable import ShadeTokens

/// `ColorToken.index` reads the case number the enum is stored as (issue 8); it must be
/// the position in `allCases` for every token, or every colour lookup would be wrong.
@Suite struct ColorTokenIndexTests {
    @Test func indexIsThePositionInAllCases() {
        #expect(MemoryLayout<ColorToken>.size == 1)
        for (position, token) in ColorToken.allCases.enumerated() {
            #expect(token.index == position, "\(token)")
            #expect(ColorToken.allCases[token.index] == token)
        }
    }
}

extension ColorTokenIndexTests {
    /// The resolver marks tokens being resolved as bits of a `UInt64`.
    @Test func everyTokenHasABitInAWord() {
        #expect(ColorToken.allCases.count <= UInt64.bitWidth)
    }
}
