/// A token's value as it stands in its file (`{color.base.blue.500}`, `#0969DA`,
/// `oklch(0.62 0.2 250)`), made into text when it is asked for. A colour object's text is
/// composed from its numbers, and a large system resolves thousands of colours whose text
/// no first frame shows: composing each as it was resolved was 20 M instructions of a
/// 6,700-token system's 542 M. Equal when the texts are.
package struct WrittenText: Hashable, Sendable {
    private enum Source: Sendable {
        case text(String)
        case composed(@Sendable () -> String)
    }

    private let source: Source

    /// Text known already.
    package init(_ text: String) {
        source = .text(text)
    }

    /// Text `compose` makes each time it is asked for: it must always make the same.
    package init(composing compose: @escaping @Sendable () -> String) {
        source = .composed(compose)
    }

    /// The text.
    package var text: String {
        switch source {
        case .text(let text): text
        case .composed(let compose): compose()
        }
    }

    package static func == (left: WrittenText, right: WrittenText) -> Bool {
        left.text == right.text
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }
}
