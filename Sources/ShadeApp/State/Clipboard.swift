import ShadeText
import ShadeTokens
import ShadeView

/// What `y` copies: the Tokens screen's focused token's hex, elsewhere the role table of
/// the variant drawn; and the sentence that tells the user which.
public struct ClipboardContent: Hashable, Sendable {
    /// The text put on the clipboard.
    public let text: String
    /// What the footer says was copied.
    public let description: String

    /// The content for what a model shows.
    public init(_ model: AppModel) {
        if model.state.screen == .tokens {
            let tokens = TokenEntry.matching(model.vocabulary.tokens, model.state.tokenFilter)
            let cursor = TokenEntry.focus(model.state.tokenCursor, among: tokens.count)
            if tokens.indices.contains(cursor) {
                let token = tokens[cursor]
                text = token.color.hex
                description = "Copied \(token.color.hex) (\(VisibleText.escaping(token.path)))"
                return
            }
        }
        let theme = model.entry.resolved(model.drawnResolution)
        text = ColorToken.allCases.map { "\($0.rawValue)\t\(theme[$0].hex)" }.joined(separator: "\n") + "\n"
        description = "Copied the role table of \(VisibleText.escaping(model.entry.name)) · \(theme.resolution.title) (\(ColorToken.allCases.count) roles)"
    }

    /// The OSC 52 sequence that asks the terminal to put `text` on the clipboard.
    public static func osc52(base64 payload: String) -> [UInt8] {
        Array("\u{1B}]52;c;\(payload)\u{07}".utf8)
    }
}
