import ShadeJSON

/// A token's value as it stands in its file (`{color.base.blue.500}`, `#0969DA`,
/// `oklch(0.62 0.2 250)`), made into text when it is asked for. A colour object's text is
/// composed from its numbers, and a large system resolves thousands of colours whose text
/// no first frame shows: composing each as it was resolved was 20 M instructions of a
/// 6,700-token system's 542 M. Equal when the texts are; two colour objects are compared by
/// their parts first, so comparing two contexts' tokens composes no text.
package struct WrittenText: Hashable, Sendable {
    /// A colour object as written: its space, its components and its alpha.
    package struct Colour: Equatable, Sendable {
        var space: String
        var components: [JSONValue]
        var alpha: Double?
    }

    private enum Source: Equatable, Sendable {
        case text(String)
        case colour(Colour)
    }

    private let source: Source

    /// Text known already.
    package init(_ text: String) {
        source = .text(text)
    }

    /// A colour object's text, written out when asked for (``DTCGWrittenValue``).
    package init(colour: Colour) {
        source = .colour(colour)
    }

    /// The text.
    package var text: String {
        switch source {
        case .text(let text): text
        case .colour(let colour): DTCGWrittenValue.text(of: colour)
        }
    }

    package static func == (left: WrittenText, right: WrittenText) -> Bool {
        left.source == right.source || left.text == right.text
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }
}
