/// Unicode characters that change how the text around them is shown.
public enum ControlCharacters {
    /// The explicit bidirectional formatting characters that change the order of the text
    /// after them: LRE, RLE, PDF, LRO, RLO and the isolates LRI, RLI, FSI, PDI.
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
