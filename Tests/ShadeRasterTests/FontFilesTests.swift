#if canImport(Glibc)
import Glibc
#endif
@testable import ShadeRaster
import Testing

@Suite struct FontFilesTests {
    @Test func dejaVuSansMonoIsFoundWithItsStyledFaces() throws {
        let files = try FontFiles.locate(explicit: nil, useFontconfig: false)
        #expect(files.regular.hasSuffix("/DejaVuSansMono.ttf"))
        #expect(files.bold?.hasSuffix("/DejaVuSansMono-Bold.ttf") == true)
        #expect(files.italic?.hasSuffix("/DejaVuSansMono-Oblique.ttf") == true)
        #expect(files.boldItalic?.hasSuffix("/DejaVuSansMono-BoldOblique.ttf") == true)
    }

    @Test func noFontGivesOneLineSayingWhatToInstall() {
        do {
            _ = try FontFiles.locate(explicit: nil, folders: [], useFontconfig: false)
            Issue.record("no folders and no fontconfig must find nothing")
        } catch {
            let line = "\(error)"
            #expect(line.contains("fonts-dejavu-core") && line.contains("--font") && !line.contains("\n"))
        }
    }

    @Test func anExplicitFileThatIsNotAFontIsRefusedByFreeType() throws {
        let path = "/tmp/shade-not-a-font-\(UInt32.random(in: 0...UInt32.max)).ttf"
        _ = path.withCString { fopen($0, "w") }.map { fclose($0) }
        defer { _ = path.withCString { unlink($0) } }
        do {
            _ = try RasterFonts(path: path)
            Issue.record("a text file is not a font")
        } catch {
            #expect("\(error)".contains("FreeType cannot read it"))
        }
    }

    @Test func dejaVuSansIsTheFallbackFace() throws {
        let files = try FontFiles.locate(explicit: nil, useFontconfig: false)
        #expect(files.fallbacks.count == 1 && files.fallbacks[0].hasSuffix("/DejaVuSans.ttf"))
        #expect(try FontFiles.locate(explicit: files.regular).fallbacks == files.fallbacks, "--font keeps the fallback")
    }

    /// The gallery's info alert uses `ℹ`, which DejaVu Sans Mono lacks: it must be drawn from
    /// the fallback face, not as the missing-glyph box a private-use character gets.
    @Test func aCharacterTheMonospaceFaceLacksComesFromTheFallback() throws {
        let fonts = try RasterFonts()
        let mono = try fonts.face(.regular, size: 15)
        let info: Unicode.Scalar = "\u{2139}", missing: Unicode.Scalar = "\u{E000}"
        #expect(!mono.has(info), "DejaVu Sans Mono has no ℹ, so this test proves nothing")
        let drawn = try #require(fonts.glyph(info, style: .regular, size: 15))
        let box = try #require(fonts.glyph(missing, style: .regular, size: 15))
        #expect(drawn.coverage != box.coverage, "ℹ is drawn as the missing-glyph box")
        let bold = try #require(fonts.glyph(info, style: .bold, size: 15))
        #expect(bold.coverage == drawn.coverage, "a styled face falls back the same way")
    }

    @Test func siblingsFollowTheUsualNames() {
        #expect(FontFiles.withSiblings(of: "/nowhere/Mono-Regular.ttf") == FontFiles(regular: "/nowhere/Mono-Regular.ttf"))
    }
}
