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

    @Test func siblingsFollowTheUsualNames() {
        #expect(FontFiles.withSiblings(of: "/nowhere/Mono-Regular.ttf") == FontFiles(regular: "/nowhere/Mono-Regular.ttf"))
    }
}
