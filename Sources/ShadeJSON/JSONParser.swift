/// A strict RFC 8259 JSON parser that records the source position of every value and key.
///
/// Strict, because a theme file that only some tools accept is a trap: no comments, no trailing
/// commas, no single quotes, no `NaN` or `Infinity`, no unescaped control characters in
/// strings, no lone surrogates, no duplicate keys in one object (which would make a theme
/// ambiguous), nesting at most ``maximumDepth`` deep, and the whole file must be UTF-8. A
/// UTF-8 byte order mark at the very start is skipped.
///
/// Every error is a ``JSONParseError`` with a line and column and a message a designer can act
/// on. Parsing works on bytes and never recurses, so hostile input cannot overflow the stack.
public enum JSONParser {
    /// How many objects and arrays may be open at once.
    public static let maximumDepth = 256

    /// Parses a whole JSON document from UTF-8 bytes.
    public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONNode {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONParseError) -> JSONNode in try parse(buffer: buffer) }
        }
        return try result.get()
    }

    /// Parses a whole JSON document from UTF-8 bytes, e.g. `Data` read from a file.
    public static func parse(_ bytes: some Collection<UInt8>) throws(JSONParseError) -> JSONNode {
        let contiguous = bytes.withContiguousStorageIfAvailable { buffer in
            Result { () throws(JSONParseError) -> JSONNode in try parse(buffer: buffer) }
        }
        if let contiguous {
            return try contiguous.get()
        }
        return try parse(Array(bytes))
    }

    /// Parses a whole JSON document held in a string.
    public static func parse(_ text: String) throws(JSONParseError) -> JSONNode {
        try parse(Array(text.utf8))
    }

    /// The document with only its top level and `$extensions` read: every other member's
    /// object or array stands as an empty one (at its position). Nil when the document is
    /// not valid JSON, or holds anything the skim leaves to reading in full (``parse(_:)``
    /// then says what, or reads it); a document skimmed is one that parses.
    public static func skim(_ bytes: [UInt8]) -> JSONNode? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(bytes: buffer)
            reader.skimsMembers = true
            do throws(JSONParseError) {
                try reader.validateEncoding()
                return try reader.readDocument()
            } catch {
                return nil
            }
        }
    }

    /// Parses a whole JSON5 document (https://spec.json5.org), as Style Dictionary reads its
    /// `.json5` token sources: JSON plus comments, trailing commas, single quotes, unquoted
    /// member names and JSON5's numbers. Limits, positions and messages are JSON's.
    public static func parseJSON5(_ text: String) throws(JSONParseError) -> JSONNode {
        let bytes = Array(text.utf8)
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONParseError) -> JSONNode in try parse(buffer: buffer, isJSON5: true) }
        }
        return try result.get()
    }

    private static func parse(buffer: UnsafeBufferPointer<UInt8>, isJSON5: Bool = false) throws(JSONParseError) -> JSONNode {
        var reader = JSONReader(bytes: buffer)
        reader.isJSON5 = isJSON5
        try reader.validateEncoding()
        return try reader.readDocument()
    }
}
