import Testing
import ShadeColor

/// The anomalous trichromacies against the published Machado et al. (2009) table and
/// colorspacious's interpolation rule.
@Suite struct SimulationSeverityTests {
    /// Published steps, read back exactly.
    @Test func publishedStepsAreReturnedAsPublished() {
        #expect(VisionSimulation.deuteranopia.matrix(severity: 0.5) == ColorMatrix(
            SIMD3(0.547494, 0.607765, -0.155259), SIMD3(0.181692, 0.781742, 0.036566), SIMD3(-0.010410, 0.027275, 0.983136)))
        #expect(VisionSimulation.protanopia.matrix(severity: 0.3) == ColorMatrix(
            SIMD3(0.630323, 0.465641, -0.095964), SIMD3(0.069181, 0.890046, 0.040773), SIMD3(-0.006308, -0.007724, 1.014032)))
        #expect(VisionSimulation.tritanopia.matrix(severity: 0.7) == ColorMatrix(
            SIMD3(1.193214, -0.109812, -0.083402), SIMD3(-0.058496, 0.979410, 0.079086), SIMD3(-0.002346, 0.403492, 0.598854)))
    }

    @Test(arguments: [VisionSimulation.protanopia, .deuteranopia, .tritanopia])
    func endsAreNormalVisionAndTheDichromacy(_ vision: VisionSimulation) {
        #expect(vision.matrix(severity: 0) == .identity)
        #expect(vision.matrix(severity: 1) == vision.matrix)
        #expect(vision.matrix(severity: 7) == vision.matrix)
    }

    /// colorspacious's own test: severity 53.1 is 0.31 of step 60 and 0.69 of step 50.
    @Test func betweenStepsIsLinear() {
        let matrix = VisionSimulation.deuteranopia.matrix(severity: 0.531)
        let fifty = ColorMatrix(SIMD3(0.547494, 0.607765, -0.155259), SIMD3(0.181692, 0.781742, 0.036566), SIMD3(-0.010410, 0.027275, 0.983136))
        let sixty = ColorMatrix(SIMD3(0.498864, 0.674741, -0.173604), SIMD3(0.205199, 0.754872, 0.039929), SIMD3(-0.011131, 0.030969, 0.980162))
        for row in 0..<3 {
            for column in 0..<3 {
                let expected = 0.31 * sixty[row, column] + 0.69 * fifty[row, column]
                #expect(abs(matrix[row, column] - expected) < 1e-12)
            }
        }
    }

    @Test func severityOneMatchesTheDichromacyOnColours() throws {
        for hex in ["#FF0000", "#3C8DBC", "#536634"] {
            let rgb = try color(hex)
            #expect(VisionSimulation.protanopia.apply(to: rgb, severity: 1) == VisionSimulation.protanopia.apply(to: rgb))
            #expect(VisionSimulation.deuteranopia.apply(to: rgb, severity: 0) == rgb)
        }
    }

    /// Mild deuteranomaly moves red less than deuteranopia does.
    @Test func milderSeverityChangesLess() throws {
        let red = try color("#FF0000")
        let mild = deltaE2000(VisionSimulation.deuteranopia.apply(to: red, severity: 0.3), red)
        let full = deltaE2000(VisionSimulation.deuteranopia.apply(to: red), red)
        #expect(mild < full)
        #expect(mild > 1)
    }
}
