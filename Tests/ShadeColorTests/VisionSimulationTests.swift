import Testing
import ShadeColor

@Suite struct VisionSimulationTests {
    @Test func matricesAreMachadoSeverityOne() {
        #expect(VisionSimulation.protanopia.matrix == ColorMatrix(
            SIMD3(0.152286, 1.052583, -0.204868),
            SIMD3(0.114503, 0.786281, 0.099216),
            SIMD3(-0.003882, -0.048116, 1.051998)
        ))
        #expect(VisionSimulation.deuteranopia.matrix == ColorMatrix(
            SIMD3(0.367322, 0.860646, -0.227968),
            SIMD3(0.280085, 0.672501, 0.047413),
            SIMD3(-0.011820, 0.042940, 0.968881)
        ))
        #expect(VisionSimulation.tritanopia.matrix == ColorMatrix(
            SIMD3(1.255528, -0.076749, -0.178779),
            SIMD3(-0.078411, 0.930809, 0.147602),
            SIMD3(0.004733, 0.691367, 0.303900)
        ))
        #expect(VisionSimulation.protanopia.matrix[0, 1] == 1.052583)
        #expect(VisionSimulation.normal.matrix == .identity)
    }

    @Test func normalVisionChangesNothing() {
        for packed: UInt32 in [0x000000, 0xFF0000, 0x3C8DBC, 0xFFFFFF, 0x123456] {
            #expect(VisionSimulation.normal.apply(to: RGB(packed)) == RGB(packed))
        }
    }

    @Test(arguments: VisionSimulation.allCases)
    func neutralGreysStayGrey(_ vision: VisionSimulation) {
        // Every row sums to 1 (to six decimals), so greys are fixed points.
        for level: UInt8 in [0, 1, 17, 60, 128, 200, 254, 255] {
            let grey = RGB(red: level, green: level, blue: level)
            #expect(channelDistance(vision.apply(to: grey), grey) == 0)
        }
    }

    @Test func handCheckedDichromacies() {
        // linear (1, 0, 0) × protanopia = (0.152286, 0.114503, −0.003882) → 108.8, 95.0, clamped 0.
        #expect(VisionSimulation.protanopia.apply(to: RGB(0xFF0000)) == RGB(0x6D5F00))
        #expect(VisionSimulation.protanopia.apply(to: RGB(0x00FF00)) == RGB(0xFFE500))
        #expect(VisionSimulation.protanopia.apply(to: RGB(0x3C8DBC)) == RGB(0x778DBE))
        #expect(VisionSimulation.deuteranopia.apply(to: RGB(0xFF0000)) == RGB(0xA39000))
        #expect(VisionSimulation.deuteranopia.apply(to: RGB(0x3C8DBC)) == RGB(0x6580BB))
        #expect(VisionSimulation.tritanopia.apply(to: RGB(0x0000FF)) == RGB(0x006B96))
        #expect(VisionSimulation.tritanopia.apply(to: RGB(0x3C8DBC)) == RGB(0x00999D))
    }

    @Test func achromatopsiaKeepsRelativeLuminance() {
        // Red's luminance 0.2126 re-encodes to 0.4984 → 127.
        #expect(VisionSimulation.achromatopsia.apply(to: RGB(0xFF0000)) == RGB(0x7F7F7F))
        for packed: UInt32 in [0x0A84FF, 0x34C759, 0xFF9500, 0x3C3C43] {
            let source = RGB(packed)
            let grey = VisionSimulation.achromatopsia.apply(to: source)
            #expect(grey.red == grey.green && grey.green == grey.blue)
            #expect(abs(grey.relativeLuminance - source.relativeLuminance) < 0.005)
        }
    }

    @Test func everyCaseHasALabelAndOneLineSummary() {
        for vision in VisionSimulation.allCases {
            #expect(!vision.label.isEmpty)
            #expect(!vision.summary.isEmpty && !vision.summary.contains("\n"))
        }
        #expect(Set(VisionSimulation.allCases.map(\.label)).count == VisionSimulation.allCases.count)
        #expect(VisionSimulation(rawValue: "deuteranopia") == .deuteranopia)
    }
}
