import Testing
import ShadeColor

@Suite struct HexParsingTests {
    @Test func parsesAllFourLengthsCaseInsensitively() throws {
        #expect(try RGBA(hex: "#F80") == RGBA(RGB(0xFF8800)))
        #expect(try RGBA(hex: "#f808") == RGBA(RGB(0xFF8800), alpha: Double(0x88) / 255))
        #expect(try RGBA(hex: "#3c3C43") == RGBA(RGB(0x3C3C43)))
        #expect(try RGBA(hex: "#3C3C4399") == RGBA(RGB(0x3C3C43), alpha: 0.6))
        #expect(try RGBA(hex: "#ffffff00") == RGBA(RGB(0xFFFFFF), alpha: 0))
    }

    @Test func rejectsAMissingHash() {
        #expect(throws: ColorParseError.hexMissingHash("3C3C43")) { try RGBA(hex: "3C3C43") }
        #expect(throws: ColorParseError.hexMissingHash("")) { try RGBA(hex: "") }
    }

    @Test func rejectsWrongDigitCountsWithAMessageQuotingTheInput() {
        for bad in ["#", "#1", "#12", "#12345", "#1234567", "#123456789"] {
            #expect(throws: ColorParseError.hexDigitCount(bad)) { try RGBA(hex: bad) }
        }
        #expect(
            ColorParseError.hexDigitCount("#12345").description
                == "\"#12345\" is not a colour: a hex colour has 3, 4, 6 or 8 digits after '#'"
        )
    }

    @Test func rejectsNonHexCharacters() {
        #expect(throws: ColorParseError.hexInvalidDigit("#12G", "G")) { try RGBA(hex: "#12G") }
        #expect(throws: ColorParseError.hexInvalidDigit("# 123456", " ")) { try RGBA(hex: "# 123456") }
        #expect(throws: ColorParseError.hexInvalidDigit("#ＦＦＦ", "Ｆ")) { try RGBA(hex: "#ＦＦＦ") }
        #expect(
            ColorParseError.hexInvalidDigit("#12G", "G").description
                == "\"#12G\" is not a colour: 'G' is not a hex digit (0-9, A-F)"
        )
    }

    @Test func hexIsSixDigitsWhenOpaqueAndEightOtherwise() {
        #expect(RGBA(RGB(0x3C3C43)).hex == "#3C3C43")
        #expect(RGBA(RGB(0x3C3C43), alpha: 0.6).hex == "#3C3C4399")
        #expect(RGBA(RGB(0x0A84FF), alpha: 0).hex == "#0A84FF00")
        #expect(RGBA(RGB(0x0A84FF), alpha: 1.5).hex == "#0A84FF")
        #expect(RGBA(RGB(0x0A84FF), alpha: 0.9999).hex == "#0A84FF")
    }

    @Test(arguments: ["#000000", "#FFFFFF", "#3C3C4399", "#EBEBF529", "#0A84FF00", "#12345678"])
    func hexRoundTrips(_ text: String) throws {
        #expect(try RGBA(hex: text).hex == text)
    }
}
