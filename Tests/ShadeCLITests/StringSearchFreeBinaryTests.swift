import Foundation
import Testing

/// The standard library's string `contains(_:)`, `replacing(_:with:)` and `firstRange(of:)`
/// live in `_StringProcessing`, whose searchers cost a session about 200 kB of resident
/// memory the first time one runs (a footer hint did). Shade searches text with ShadeText's
/// byte search; this keeps a new call from slipping back in.
@Suite struct StringSearchFreeBinaryTests {
    #if os(Linux)
    @Test func theBinaryCallsNothingInStringProcessing() throws {
        let shade = try ShadeBinary.require()
        let symbols = try E2EProcess.run("/usr/bin/env", ["nm", "-D", "--undefined-only", shade.path],
                                         environment: ProcessInfo.processInfo.environment)
        #expect(symbols.status == 0, "\(symbols.standardError)")
        #expect(symbols.standardOutput.contains("swift_retain"), "nm listed the binary's imports")
        let called = symbols.standardOutput.split(separator: "\n").filter { $0.contains("17_StringProcessing") }
        #expect(called.isEmpty, "use containsText, replacingEvery or firstTextRange (ShadeText) instead of: \(called)")
    }
    #endif
}
