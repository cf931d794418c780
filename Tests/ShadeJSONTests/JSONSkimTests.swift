import Testing
@testable import ShadeJSON
@testable import ShadeTokens

/// `JSONParser.skim`: a large folder's themes are read for their top level and `$extensions`
/// only. What the skim keeps must be exactly what reading keeps, and it must never accept a
/// file that reading refuses.
@Suite struct JSONSkimTests {
    /// A theme with every kind of value, on several lines, its `$extensions` last (so its
    /// positions follow skipped groups).
    static let theme = """
    {
      "$description": "Harbor, with a \\"quote\\"",
      "palette": { "$type": "color", "50": { "$value": "#F0F4F8" }, "900": { "$value": "#102A43" } },
      "light": {
        "$type": "color",
        "accent": { "$value": "{palette.900}", "$description": "tab \\t and \\u00e9" },
        "list": [1, -2.5, 0, true, false, null, [], {}, "x"]
      },
      "dark": {},
      "count": 12,
      "$extensions": { "dev.shade": { "name": "Harbor", "extends": "Sky", "pairs": [["a", "b"]] } }
    }

    """

    /// Every top-level member's key and position, its scalar value, or (for a container) its
    /// kind and position.
    private static func topLevel(_ node: JSONNode) -> [String] {
        (node.object?.members ?? []).map { member in
            let value: String = switch member.value.value {
            case .object: "object"
            case .array: "array"
            default: "\(member.value.value)"
            }
            return "\(member.key)@\(member.keyPosition) = \(value)@\(member.value.position)"
        }
    }

    /// Skims `text` and checks it against reading it: the same top level, `$extensions`
    /// whole, every other container empty. Returns whether the skim kept it.
    @discardableResult
    private static func expectFaithful(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let bytes = Array(text.utf8)
        guard let skimmed = JSONParser.skim(bytes) else { return false }
        guard let read = try? JSONParser.parse(bytes) else {
            Issue.record("the skim kept a file reading refuses: \(text.debugDescription)", sourceLocation: sourceLocation)
            return true
        }
        #expect(topLevel(skimmed) == topLevel(read), sourceLocation: sourceLocation)
        #expect(skimmed.object?["$extensions"] == read.object?["$extensions"], sourceLocation: sourceLocation)
        for member in skimmed.object?.members ?? [] where member.key != "$extensions" {
            switch member.value.value {
            case .object(let object): #expect(object.isEmpty, sourceLocation: sourceLocation)
            case .array(let elements): #expect(elements.isEmpty, sourceLocation: sourceLocation)
            default: break
            }
        }
        return true
    }

    @Test func aSkimKeepsTheTopLevelAndExtensionsExactly() {
        #expect(Self.expectFaithful(Self.theme))
        #expect(Self.expectFaithful(Self.theme.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")), "CR LF counts one line")
        #expect(Self.expectFaithful(Self.theme.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r")), "a lone CR counts one line")
        #expect(Self.expectFaithful("\u{FEFF}" + Self.theme), "after a byte order mark")
        #expect(Self.expectFaithful(#"{"light":{"a":{"b":{"c":[[[{"d":"é, ✓"}]]]}}},"$extensions":{"dev.shade":{"name":"Ünï"}}}"#))
        for file in BundledThemeFiles.all {
            #expect(Self.expectFaithful(file.contents), "\(file.name)")
        }
    }

    /// What the skim leaves to reading: it gives up rather than guess.
    @Test func aSkimGivesUpOnWhatOnlyReadingChecks() {
        for text in [
            #"{"light":{"a\u0062":1}}"#,  // a key with an escape (is it a repeat?)
            #"{"light":{"a":1e3}}"#,  // an exponent (does it overflow?)
            #"{"light":{"a":"\ud83d\ude00"}}"#,  // surrogates (are they paired?)
            #"{"light":{"a":1.5E+2}}"#,
        ] {
            #expect(JSONParser.skim(Array(text.utf8)) == nil, "\(text)")
            #expect((try? JSONParser.parse(text)) != nil, "reading accepts \(text)")
        }
        let manyKeys = "{\"light\":{" + (0..<100).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}}"
        #expect(JSONParser.skim(Array(manyKeys.utf8)) == nil)
    }

    @Test func aSkimRefusesWhatReadingRefuses() {
        for text in [
            #"{"light":{"a":1,"a":2}}"#, #"{"light":{"a":1,}}"#, #"{"light":[1,]}"#, #"{"light":{"a":01}}"#,
            #"{"light":{"a":-}}"#, #"{"light":{"a":1.}}"#, #"{"light":{"a":tru}}"#, #"{"light":{"a":nulll}}"#,
            #"{"light":{"a":"x\qy"}}"#, "{\"light\":{\"a\":\"x\ty\"}}", "{\"light\":{\"a\":\"x\ny\"}}",
            #"{"light":{"a":"\u12"}}"#, #"{"light":{"a" 1}}"#, #"{"light":{"a":1 "b":2}}"#, #"{"light":{a:1}}"#,
            #"{"light":{"a":1}"#, #"{"light":[1 2]}"#, #"{"light":{"a":'x'}}"#, #"{"light":{"a":NaN}}"#,
            #"{"light":{"a":1}}}"#, #"{"light":{"a":1} // note"#, #"{"light":{"a":12abc}}"#,
            String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
            "{\"light\":" + String(repeating: "[", count: 260) + String(repeating: "]", count: 260) + "}",
        ] {
            #expect((try? JSONParser.parse(text)) == nil, "reading refuses \(text.prefix(60))")
            #expect(JSONParser.skim(Array(text.utf8)) == nil, "\(text.prefix(60))")
        }
    }

    /// Every file one edit away from a theme (a byte dropped, or one of JSON's delimiters put
    /// in): the skim keeps only files reading accepts, and keeps them exactly.
    @Test func everyEditOfAThemeIsSkimmedOnlyWhenItReads() {
        let bytes = Array(Self.theme.utf8)
        let inserts: [UInt8] = Array(",:{}[]\"\\ 0-.e\n\tx".utf8)
        var kept = 0
        for index in bytes.indices {
            var dropped = bytes
            dropped.remove(at: index)
            if Self.expectFaithful(String(decoding: dropped, as: UTF8.self)) { kept += 1 }
            for byte in inserts {
                var inserted = bytes
                inserted.insert(byte, at: index)
                if Self.expectFaithful(String(decoding: inserted, as: UTF8.self)) { kept += 1 }
            }
        }
        // Whitespace moved about, digits dropped from values: many edits still read.
        #expect(kept > 500, "\(kept)")
    }
}
