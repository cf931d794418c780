import ArgumentParser

/// The file formats a frame of the previewer is written in: the one list behind
/// `shade snapshot --format`, `shade sheet --format`, `shade diff`'s pictures and what the
/// previewer's `x` saves. Each command accepts the part of it that makes sense for what it
/// draws (``FrameFormats``); ``FrameWriter`` and ``FramePage`` write them all.
enum FrameFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// A standalone SVG file.
    case svg
    /// A self-contained web page.
    case html
    /// The escape stream that paints the frame when printed to a terminal.
    case ansi
    /// The characters only.
    case text
    /// A PNG image drawn by Shade itself (see `--scale`, `--font`).
    case png

    /// The format a file name's extension names (`review.png`), nil for any other.
    init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        switch fileName[fileName.index(after: dot)...].lowercased() {
        case "svg": self = .svg
        case "png": self = .png
        case "html", "htm": self = .html
        case "ansi", "ans": self = .ansi
        case "txt", "text": self = .text
        default: return nil
        }
    }

    /// The extension of a file Shade names itself in this format (the previewer's `x`).
    var fileExtension: String { self == .text ? "txt" : rawValue }

    /// Refuses to pour a PNG's bytes into a terminal, which would show them as garbage.
    func checkDestination(output: String?) throws {
        if self == .png, output == nil || output == "-", StandardOutput.isTerminal {
            throw CommandFailure("a PNG is not text: give -o FILE, or redirect standard output to a file")
        }
    }
}

/// Which of the frame formats a command's `--format` accepts, in the order its help lists them.
protocol FrameFormatSubset {
    /// The formats accepted.
    static var formats: [FrameFormat] { get }
}

/// A `--format` value that is one of `Subset`'s frame formats, so a command that cannot write
/// one (a page of frames as ANSI) refuses it while parsing, naming the ones it can.
struct FrameFormats<Subset: FrameFormatSubset>: ExpressibleByArgument, Equatable {
    /// The format chosen.
    let format: FrameFormat

    init(_ format: FrameFormat) { self.format = format }

    init?(argument: String) {
        guard let format = FrameFormat(rawValue: argument), Subset.formats.contains(format) else { return nil }
        self.format = format
    }

    static var allValueStrings: [String] { Subset.formats.map(\.rawValue) }

    var defaultValueDescription: String { format.rawValue }
}

/// The formats a page of several labelled frames is written in (`shade sheet`).
enum PageFormats: FrameFormatSubset {
    static let formats: [FrameFormat] = [.html, .svg, .png]
}
