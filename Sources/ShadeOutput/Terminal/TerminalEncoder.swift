import ShadeFrame

/// Turns frames into the bytes that paint them on a terminal, writing only what changed.
///
/// Output is self-contained per update: it starts with a cursor position (`ESC[H` for a full
/// repaint), sends SGR only where the style changes (fg and bg in one sequence, attributes
/// off by their own codes or by a `0` prefix, whichever is shorter), moves the cursor only
/// across unchanged cells, and always ends with `ESC[0m`, so a crash between frames leaves no
/// colour set and the next diff starts from a known state. An unchanged frame is zero bytes.
///
/// Use the value type to keep the last frame between calls, or the static
/// ``encode(_:previous:options:)`` as a pure function.
public struct TerminalEncoder: Sendable {
    /// How the encoder writes.
    public struct Options: Hashable, Sendable {
        /// 24-bit colour or the xterm 256-colour approximation.
        public var colorMode: ColorMode
        /// Wraps every non-empty update in `ESC[?2026h` … `ESC[?2026l` (DEC mode 2026), so
        /// terminals that support it show the update at once; others ignore it.
        public var synchronizedOutput: Bool
        /// In 256 colours, indices assigned for the colours on screen (the theme's tokens),
        /// so colours that look distinct never share one; other colours take their nearest.
        public var palette: PaletteAssignment?

        /// Creates options; the defaults are truecolor without synchronized output.
        public init(colorMode: ColorMode = .truecolor, synchronizedOutput: Bool = false) {
            self.colorMode = colorMode
            self.synchronizedOutput = synchronizedOutput
        }
    }

    /// How frames are written. Changing the colour mode forgets the last frame, because
    /// every cell on screen then needs re-sending.
    public var options: Options {
        didSet {
            if options.colorMode != oldValue.colorMode || options.palette != oldValue.palette { previous = nil }
        }
    }

    /// The frame the terminal shows, as far as this encoder knows; `nil` before the first
    /// frame and after ``invalidate()``.
    public private(set) var previous: Frame?

    /// Creates an encoder whose first frame is a full repaint.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The bytes that turn the screen from the last encoded frame into `frame`, and
    /// remembers `frame` as what the screen now shows.
    public mutating func encode(_ frame: Frame) -> [UInt8] {
        let bytes = Self.encode(frame, previous: previous, options: options)
        previous = frame
        return bytes
    }

    /// Forgets the last frame so the next ``encode(_:)`` repaints every cell: call it after
    /// a resize, after anything else drew on the screen, or when a write failed.
    public mutating func invalidate() {
        previous = nil
    }

    /// The bytes that turn a screen showing `previous` (as this encoder wrote it, which
    /// leaves SGR reset) into one showing `frame`.
    ///
    /// With `previous` nil or of another size, every cell is written, starting at `ESC[H`.
    /// The caller clears the screen after a resize if the terminal is larger than the frame;
    /// the encoder never touches cells outside it. Returns no bytes when nothing changed.
    public static func encode(_ frame: Frame, previous: Frame?, options: Options = Options()) -> [UInt8] {
        let comparable = previous.flatMap { $0.width == frame.width && $0.height == frame.height ? $0 : nil }
        return frame.cells.withUnsafeBufferPointer { new in
            guard let comparable else {
                var writer = FrameDiffWriter(new: new, old: nil, width: frame.width, height: frame.height, options: options)
                return writer.run()
            }
            return comparable.cells.withUnsafeBufferPointer { old in
                var writer = FrameDiffWriter(new: new, old: old, width: frame.width, height: frame.height, options: options)
                return writer.run()
            }
        }
    }
}
