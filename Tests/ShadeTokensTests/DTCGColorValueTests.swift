import Testing
import ShadeColor
@testable import ShadeTokens
import ShadeJSON

@Suite struct DTCGColorValueTests {
    private func parse(_ json: String) throws -> DTCGColor {
        let node = try JSONParser.parse(json)
        return try DTCGColorValue.parse(node)
    }

    private func error(_ json: String) -> DTCGValueError? {
        do { _ = try parse(json); return nil } catch let error as DTCGValueError { return error } catch { return nil }
    }

    @Test func computesFromComponentsNotHex() throws {
        let color = try parse(##"{"colorSpace": "oklch", "components": [0.627955, 0.257683, 29.2339], "hex": "#ff0000"}"##)
        #expect(color.color.rgb.hex == "#FF0000")
        #expect(color.value?.colorSpace == .oklch)
        #expect(color.hexMismatch == nil)
    }

    @Test func reportsAHexThatDisagrees() throws {
        let color = try parse(##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#00ff00"}"##)
        #expect(color.color.rgb.hex == "#FF0000")
        #expect(color.hexMismatch?.hex.hex == "#00FF00")
        #expect(color.hexMismatch?.position == SourcePosition(line: 1, column: 56))
    }

    @Test func toleratesRoundingInHex() throws {
        let color = try parse(##"{"colorSpace": "srgb", "components": [0.467, 0.467, 0.467], "hex": "#777777"}"##)
        #expect(color.hexMismatch == nil)
    }

    @Test func hexFallbackKeepsAlpha() throws {
        let color = try parse(##"{"colorSpace": "cmyk", "components": [0, 1, 1], "alpha": 0.5, "hex": "#ff0000"}"##)
        #expect(color.value == nil)
        #expect(color.color == RGBA(RGB(0xFF0000), alpha: 0.5))
        #expect(color.fallbackReason?.contains("cmyk") == true)
    }

    @Test func noneAndAlpha() throws {
        let color = try parse(##"{"colorSpace": "hsl", "components": ["none", 0, 50], "alpha": 0.25}"##)
        #expect(color.color == RGBA(RGB(0x808080), alpha: 0.25))
    }

    @Test func newSpacesAreRead() throws {
        #expect(try parse(##"{"colorSpace": "rec2020", "components": [1, 1, 1]}"##).color.rgb.hex == "#FFFFFF")
        #expect(try parse(##"{"colorSpace": "a98-rgb", "components": [1, 1, 1]}"##).color.rgb.hex == "#FFFFFF")
        #expect(try parse(##"{"colorSpace": "prophoto-rgb", "components": [1, 1, 1]}"##).color.rgb.hex == "#FFFFFF")
    }

    /// Each case the colour module rules out, with the column the error points at.
    @Test(arguments: [
        (##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": "0.5"}"##, 58, "alpha"),
        (##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 1.5}"##, 58, "outside 0 to 1"),
        (##"{"colorSpace": "oklch", "components": [0.5, -0.1, 30]}"##, 45, "negative"),
        (##"{"colorSpace": "lch", "components": [50, 10, 360]}"##, 46, "hue"),
        (##"{"colorSpace": "srgb", "components": [1.2, 0, 0]}"##, 39, "outside 0 to 1"),
        (##"{"colorSpace": "srgb", "components": [1, 0]}"##, 38, "3 components, not 2"),
        (##"{"colorSpace": "srgb", "components": [1, 0, 0, 1]}"##, 38, "3 components, not 4"),
        (##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "ff0000"}"##, 56, "not a hex colour"),
        (##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#f0"}"##, 56, "exactly 6"),
        (##"{"colorSpace": "cmyk", "components": [0, 0, 0], "hex": "#f0"}"##, 56, "exactly 6"),
        (##"{"colorSpace": "cmyk", "components": [0, 0, 0]}"##, 16, "not a colour space"),
        (##"{"components": [0, 0, 0]}"##, 1, "colorSpace"),
        (##"{"colorSpace": "srgb"}"##, 1, "components"),
        (##"{"colorSpace": "srgb", "components": [1, "red", 0]}"##, 42, "number or \"none\""),
        (##""#0969DA""##, 1, "object"),
    ])
    func rejects(json: String, column: Int, words: String) throws {
        let found = try #require(error(json))
        #expect(found.message.contains(words), "\(found.message)")
        #expect(found.position.column == column, "\(found)")
    }

    /// A 3- or 8-digit fallback breaks the module but not the colour, which is the components':
    /// the colour is kept and the fallback reported where it stands. These are the whites and
    /// blacks a system's page and text alias to.
    @Test(arguments: [("#fff", "3 digits"), ("#FFFFFF80", "8 digits")])
    func keepsComponentsBesideAShortOrLongFallback(hex: String, words: String) throws {
        let color = try parse(##"{"colorSpace": "srgb", "components": [1, 1, 1], "hex": "\##(hex)"}"##)
        #expect(color.color == RGBA(RGB(0xFFFFFF)))
        let deviation = try #require(color.deviations.first)
        #expect(deviation.message.contains(words), "\(deviation.message)")
        #expect(deviation.position.column == 56)
    }

    @Test func aShortFallbackStandsInForAnUnknownSpace() throws {
        let color = try parse(##"{"colorSpace": "cmyk", "components": [0, 0, 0], "hex": "#f00"}"##)
        #expect(color.color.rgb == RGB(0xFF0000))
        #expect(color.deviations.count == 1)
        #expect(color.fallbackReason != nil)
    }

    @Test func followsReferencesInComponents() throws {
        let node = try JSONParser.parse(##"{"colorSpace": "srgb", "components": [{"$ref": "#/x"}, 0, 0]}"##)
        let color = try DTCGColorValue.parse(node) { pointer, position throws(DTCGValueError) in
            #expect(pointer == "#/x")
            return JSONNode(value: .number(1), position: position)
        }
        #expect(color.color.rgb.hex == "#FF0000")
    }
}
