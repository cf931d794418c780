#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Whether the text reports (`list`, `tokens`, `contrast`, `validate`, warnings and errors)
/// may colour anything. The one place that reads `NO_COLOR`, so no report can forget it.
///
/// <https://no-color.org>: `NO_COLOR` set to a non-empty value turns colour off; set but
/// empty, it is ignored. Output that is colour by request (`snapshot --format ansi`, the
/// previewer, whose purpose is showing colour) is not a text report and is unaffected.
enum ReportColor {
    /// False when `NO_COLOR` is set and non-empty.
    static func allowed(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let value = environment["NO_COLOR"] else { return true }
        return value.isEmpty
    }

    /// `text` with every SGR sequence (`ESC [ … m`) taken out: applied to each text report
    /// on its way out when colour is not allowed, so colour added to a report later is
    /// covered too.
    static func removingColor(from text: String) -> String {
        guard text.unicodeScalars.contains("\u{1B}") else { return text }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                result.append(scalar)
                continue
            }
            var sequence = String.UnicodeScalarView([scalar])
            var isSGR = false
            if let next = scalars.next() {
                sequence.append(next)
                if next == "[" {
                    while let inner = scalars.next() {
                        sequence.append(inner)
                        if (0x40...0x7E).contains(inner.value) {
                            isSGR = inner == "m"
                            break
                        }
                    }
                }
            }
            if !isSGR { result.append(contentsOf: sequence) }
        }
        return String(result)
    }

    /// A text report as it should be printed under this environment.
    static func report(_ text: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        allowed(environment: environment) ? text : removingColor(from: text)
    }
}
