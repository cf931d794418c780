import ShadeText
@testable import ShadeTokens
import Testing

/// Whether `text` holds anything a terminal could act on: C0 (but tab), DEL or C1.
private func hasControls(_ text: String) -> Bool {
    text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\t") || (0x7F...0x9F).contains($0.value) }
}

@Suite struct VisibleTextTests {
    @Test func printableTextIsUnchanged() {
        for text in ["", "plain", "café 😀 👩‍👩‍👧 ✓ — 漢字", "tab\there", "^[ is already visible", "\u{A0}\u{FEFF}"] {
            #expect(VisibleText.escaping(text) == text)
            #expect(VisibleText.escaping(bytes: Array(text.utf8)) == text)
        }
    }

    @Test func osc52ClipboardAttackIsDefused() {
        // Printed raw, this would put "rm -rf ~" on the user's clipboard.
        let attack = "Sky\u{1B}]52;c;cm0gLXJmIH4=\u{07} theme"
        let escaped = VisibleText.escaping(attack)
        #expect(escaped == "Sky^[]52;c;cm0gLXJmIH4=^G theme")
        #expect(!hasControls(escaped))
        // The same with the ST terminator, and with the single-byte C1 OSC and ST.
        #expect(VisibleText.escaping("\u{1B}]52;c;eA==\u{1B}\\") == "^[]52;c;eA==^[\\")
        #expect(VisibleText.escaping("\u{9D}52;c;eA==\u{9C}") == "<U+009D>52;c;eA==<U+009C>")
        #expect(VisibleText.escaping(bytes: Array(attack.utf8)) == escaped)
    }

    /// Printable ASCII skips the scalar-by-scalar check; every ASCII control still does not.
    @Test func everyAsciiControlButTabIsEscapedAndEveryPrintableKept() {
        for byte in UInt8(0)...UInt8(0x7F) {
            let text = "a" + String(UnicodeScalar(byte)) + "b"
            let kept = (0x20...0x7E).contains(byte) || byte == 0x09
            #expect((VisibleText.escaping(text) == text) == kept, "byte \(byte)")
        }
    }

    @Test func controlCharactersUseCaretNotation() {
        #expect(VisibleText.escaping("\u{0}") == "^@")
        #expect(VisibleText.escaping("\u{1}") == "^A")
        #expect(VisibleText.escaping("a\nb\rc") == "a^Jb^Mc")
        #expect(VisibleText.escaping("\u{1B}[2J") == "^[[2J")
        #expect(VisibleText.escaping("\u{1F}") == "^_")
        #expect(VisibleText.escaping("\u{7F}") == "^?")
    }

    @Test func c1ControlsAreShownAsCodePoints() {
        #expect(VisibleText.escaping("\u{80}") == "<U+0080>")
        #expect(VisibleText.escaping("x\u{9B}31m") == "x<U+009B>31m")
        #expect(VisibleText.escaping("\u{9F}\u{A0}") == "<U+009F>\u{A0}")
    }

    @Test func noControlSurvivesAcrossTheLowPlanes() {
        var text = ""
        for value in 0...0x3FF { text.unicodeScalars.append(Unicode.Scalar(value)!) }
        let escaped = VisibleText.escaping(text)
        #expect(!hasControls(escaped))
        // The 31 C0 controls besides tab and DEL take two scalars each (caret form), the 32 C1
        // controls eight (`<U+0080>`), and the other 960 scalars are kept one for one.
        #expect(escaped.unicodeScalars.count == 960 + 32 * 2 + 32 * 8)
    }

    @Test func invalidUTF8BytesAreShownAsHex() {
        #expect(VisibleText.escaping(bytes: [0x61, 0xC3, 0x28]) == "a\\xC3(")
        #expect(VisibleText.escaping(bytes: [0xC3, 0xA9]) == "é")
        #expect(VisibleText.escaping(bytes: [0xE2, 0x82]) == "\\xE2\\x82")
        #expect(VisibleText.escaping(bytes: [0xC0, 0xAF]) == "\\xC0\\xAF")
        #expect(VisibleText.escaping(bytes: [0xED, 0xA0, 0x80]) == "\\xED\\xA0\\x80")
        #expect(VisibleText.escaping(bytes: [0xF4, 0x90, 0x80, 0x80]) == "\\xF4\\x90\\x80\\x80")
        #expect(VisibleText.escaping(bytes: [0x9B, 0x33, 0x31, 0x6D]) == "\\x9B31m")
        #expect(VisibleText.escaping(bytes: [0xC2, 0x9B]) == "<U+009B>")
        #expect(VisibleText.escaping(bytes: [0x1B, 0x5D, 0xFF]) == "^[]\\xFF")
        #expect(VisibleText.escaping(bytes: Array("😀".utf8)) == "😀")
    }
}

@Suite struct SuggestionTests {
    static let tokens = [
        "foregroundPrimary", "foregroundSecondary", "foregroundTertiary", "foregroundPlaceholder",
        "backgroundPrimary", "backgroundSecondary", "backgroundTertiary", "accent", "onAccent",
        "success", "warning", "error",
    ]

    @Test func typosFindTheIntendedToken() {
        #expect(Suggestion.closest(to: "foregroundSecundary", among: Self.tokens) == "foregroundSecondary")
        #expect(Suggestion.closest(to: "backgroundprimary", among: Self.tokens) == "backgroundPrimary")
        #expect(Suggestion.closest(to: "acent", among: Self.tokens) == "accent")
        #expect(Suggestion.closest(to: "sucess", among: Self.tokens) == "success")
        #expect(Suggestion.closest(to: "warnxxg", among: Self.tokens) == "warning")
    }

    @Test func farWordsFindNothing() {
        #expect(Suggestion.closest(to: "xyz", among: Self.tokens) == nil)
        #expect(Suggestion.closest(to: "warxxxg", among: Self.tokens) == nil)
        #expect(Suggestion.closest(to: "ab", among: ["xy"]) == nil)
        #expect(Suggestion.closest(to: "accent", among: [String]()) == nil)
    }

    @Test func aSwapOfNeighboursCostsOne() {
        // Levenshtein would call both 2 and keep the first; transposition makes "bacd" nearer.
        #expect(Suggestion.closest(to: "abcd", among: ["abxy", "bacd"]) == "bacd")
        #expect(Suggestion.closest(to: "sucecss", among: Self.tokens) == "success")
    }

    @Test func nearestWinsThenFirstGiven() {
        #expect(Suggestion.closest(to: "Accent", among: ["accents", "accent"]) == "accent")
        #expect(Suggestion.closest(to: "cat", among: ["bat", "cot"]) == "bat")
        #expect(Suggestion.closest(to: "cat", among: ["cot", "bat"]) == "cot")
    }

    @Test func cuttingSharedStartsAndEndsKeepsTheDistance() {
        // The full optimal-string-alignment table, without any cut, over every pair of short
        // words of a three-letter alphabet (where shared starts, ends and swaps abound).
        func full(_ a: [UInt32], _ b: [UInt32]) -> Int {
            var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
            for i in 0...a.count { d[i][0] = i }
            for j in 0...b.count { d[0][j] = j }
            for i in stride(from: 1, through: a.count, by: 1) {
                for j in stride(from: 1, through: b.count, by: 1) {
                    d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
                }
            }
            return d[a.count][b.count]
        }
        var words: [[UInt32]] = [[]]
        for _ in 0..<4 { words += words.filter { $0.count == words.last!.count }.flatMap { w in (0..<3).map { w + [UInt32(97 + $0)] } } }
        for a in words {
            for b in words {
                let expected = full(a, b)
                #expect(Suggestion.distance(a, b, atMost: 9) == expected, "\(a) \(b)")
                #expect(Suggestion.distance(a, b, atMost: expected - 1) == nil)
            }
        }
    }

    @Test func theNearestIsFoundAmongManyAsByComparingEveryOne() {
        // Words of four letters from a six-letter alphabet: every candidate's distance worked
        // out in full, the nearest within max(2, n / 3) taken, the first among equals.
        let alphabet = Array("abcdef")
        var state: UInt64 = 7
        func next() -> Int { state = state &* 6364136223846793005 &+ 1442695040888963407; return Int(state >> 33) }
        let candidates = (0..<400).map { _ in String((0..<(2 + next() % 5)).map { _ in alphabet[next() % alphabet.count] }) }
        for _ in 0..<200 {
            let word = String((0..<(2 + next() % 7)).map { _ in alphabet[next() % alphabet.count] })
            let target = Suggestion.letters(word)
            let limit = max(2, target.count / 3)
            var expected: (String, Int)?
            for candidate in candidates {
                let other = Suggestion.letters(candidate)
                guard let d = Suggestion.distance(target, other, atMost: 99), d <= limit, d < max(target.count, other.count) else { continue }
                if expected == nil || d < expected!.1 { expected = (candidate, d) }
            }
            #expect(Suggestion.closest(to: word, among: candidates) == expected?.0, "\(word)")
        }
    }

    @Test func longWordsAllowMoreEdits() {
        // 19 letters allow 6 edits; a 7-letter word only 2.
        #expect(Suggestion.closest(to: "foregrndSecondry", among: Self.tokens) == "foregroundSecondary")
        #expect(Suggestion.closest(to: "wrnnxg", among: ["warning"]) == nil)
    }
}
