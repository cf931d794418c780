/// Unicode characters that change how the text around them is shown.
public enum ControlCharacters {
    /// The explicit bidirectional formatting characters that change the order of the text
    /// after them: LRE, RLE, PDF, LRO, RLO and the isolates LRI, RLI, FSI, PDI.
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}

extension ControlCharacters {
    /// Whether a scalar must never reach a written file raw: C0 controls (newlines
    /// included), DEL, C1 controls (U+0080–U+009F, CSI among them), the bidi controls, and
    /// the line and paragraph separators U+2028/9.
    public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x2028...0x2029).contains(scalar.value)
            || isBidiControl(scalar)
    }

    /// `text` as one line for a comment or a header in a written file, every hidden scalar
    /// (``isHidden(_:)``) shown as `?`: a name can then neither end its line (and start a
    /// live `include` in a kitty config) nor send an escape sequence to whoever views the file.
    public static func oneLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { isHidden($0) ? "?" : $0 }))
    }
}
