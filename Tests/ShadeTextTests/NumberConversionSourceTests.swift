import Foundation
import Testing

/// Fails when a plain `Int(…)`/`UInt8(…)` of a fractional value appears in the sources that
/// see file data, instead of `Int(clamping:)` (ShadeText's `NumberText.swift`, the one checked
/// conversion). `Int(1e20)` traps, and the numbers in theme files are anything a parser takes.
///
/// A source scan cannot know types, so it looks for the shapes every such conversion had:
/// an argument that rounds, multiplies or divides by a fraction, or names `Double`.
@Suite struct NumberConversionSourceTests {
    static let modules = ["ShadeText", "ShadeColor", "ShadeTokens", "ShadeFormats", "ShadeCLI", "ShadeApp", "ShadeOutput", "ShadeView", "ShadeFrame"]

    static var sources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
    }

    /// Every `Int(…)`-like call with its argument text, outside the conversion itself.
    static func unclampedConversions(in text: String) -> [String] {
        let call = try! Regex(#"U?Int(?:8|16|32|64)?\("#)
        let fractional = try! Regex(#"\.rounded|Double|\d\.\d|squareRoot|pow\(|timeInterval|\* *0?\.|/ *\d+\.\d"#)
        var found: [String] = []
        for match in text.matches(of: call) {
            // A name that merely ends in Int (`toInt(`, `.UInt8(`) is not a conversion.
            if match.range.lowerBound > text.startIndex {
                let before = text[text.index(before: match.range.lowerBound)]
                if before.isLetter || before.isNumber || before == "_" || before == "." { continue }
            }
            var depth = 1, index = match.range.upperBound
            while index < text.endIndex, depth > 0 {
                if text[index] == "(" { depth += 1 } else if text[index] == ")" { depth -= 1 }
                index = text.index(after: index)
            }
            let argument = String(text[match.range.upperBound..<text.index(before: index)])
            if ["clamping:", "exactly:", "bitPattern:", "truncatingIfNeeded:"].contains(where: argument.hasPrefix) { continue }
            if argument.firstMatch(of: fractional) != nil { found.append(String(text[match.range.lowerBound..<index])) }
        }
        return found
    }

    @Test func theScanFindsTheShapesItLooksFor() {
        #expect(Self.unclampedConversions(in: "let a = Int((value * 1000).rounded())").count == 1)
        #expect(Self.unclampedConversions(in: "let a = UInt8((x * 255).rounded()), b = Int(Double(n) * 0.5)").count == 2)
        #expect(Self.unclampedConversions(in: "Int(clamping: (value * 1000).rounded()); Int(text, radix: 16); Int(count / 2)").isEmpty)
    }

    @Test func noPlainConversionOfAFractionalValue() throws {
        var offenders: [String] = []
        for module in Self.modules {
            let folder = Self.sources.appendingPathComponent(module)
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            #expect(!files.isEmpty, "no sources found under \(folder.path)")
            for file in files where file.hasSuffix(".swift") && !(module == "ShadeText" && file == "NumberText.swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                offenders += Self.unclampedConversions(in: text).map { "\(module)/\(file): \($0)" }
            }
        }
        #expect(offenders.isEmpty, "use Int(clamping:) (ShadeText/NumberText.swift):\n\(offenders.joined(separator: "\n"))")
    }
}
