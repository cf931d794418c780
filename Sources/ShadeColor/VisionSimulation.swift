/// How a colour looks with a colour-vision deficiency, for previewing a theme as
/// colour-blind users see it.
///
/// Dichromacies use the severity-1.0 matrices of Machado, Oliveira & Fernandes (2009),
/// applied in linear-light sRGB; achromatopsia keeps only relative luminance.
public enum VisionSimulation: String, CaseIterable, Sendable {
    /// Typical colour vision; colours are unchanged.
    case normal
    /// No long-wavelength (red) cones.
    case protanopia
    /// No medium-wavelength (green) cones.
    case deuteranopia
    /// No short-wavelength (blue) cones.
    case tritanopia
    /// No cone vision at all: lightness only.
    case achromatopsia

    /// A short name for menus and status lines.
    public var label: String {
        switch self {
        case .normal: "Normal vision"
        case .protanopia: "Protanopia"
        case .deuteranopia: "Deuteranopia"
        case .tritanopia: "Tritanopia"
        case .achromatopsia: "Achromatopsia"
        }
    }

    /// One line saying what the simulation shows, in plain words.
    public var summary: String {
        switch self {
        case .normal: "Colours as most people see them."
        case .protanopia: "Red-blind: reds look dark and merge with greens and browns."
        case .deuteranopia: "Green-blind: reds, greens and yellows merge; the most common kind."
        case .tritanopia: "Blue-blind: blues merge with greens, yellows with pinks; rare."
        case .achromatopsia: "No colour at all, only lightness; very rare."
        }
    }

    /// The matrix applied to linear-light sRGB: Machado et al. (2009) at severity 1.0
    /// for the dichromacies, identity for `normal`, and three equal rows of the
    /// Rec. 709 luminance weights for `achromatopsia`.
    public var matrix: ColorMatrix {
        switch self {
        case .normal: .identity
        case .protanopia: Self.protanopiaMatrix
        case .deuteranopia: Self.deuteranopiaMatrix
        case .tritanopia: Self.tritanopiaMatrix
        case .achromatopsia: Self.achromatopsiaMatrix
        }
    }

    /// `color` as this vision sees it: linearise, apply `matrix`, re-encode with
    /// clamping. Uses lookup tables only (no `pow`, no allocation), since it runs for
    /// every cell of a frame.
    public func apply(to color: RGB) -> RGB {
        if self == .normal { return color }
        return SRGBTransfer.encodeToRGB(matrix.transform(SRGBTransfer.linear(color)))
    }

    private static let protanopiaMatrix = ColorMatrix(
        SIMD3(0.152286, 1.052583, -0.204868),
        SIMD3(0.114503, 0.786281, 0.099216),
        SIMD3(-0.003882, -0.048116, 1.051998)
    )

    private static let deuteranopiaMatrix = ColorMatrix(
        SIMD3(0.367322, 0.860646, -0.227968),
        SIMD3(0.280085, 0.672501, 0.047413),
        SIMD3(-0.011820, 0.042940, 0.968881)
    )

    private static let tritanopiaMatrix = ColorMatrix(
        SIMD3(1.255528, -0.076749, -0.178779),
        SIMD3(-0.078411, 0.930809, 0.147602),
        SIMD3(0.004733, 0.691367, 0.303900)
    )

    private static let luminanceWeights = SIMD3(0.2126, 0.7152, 0.0722)

    private static let achromatopsiaMatrix = ColorMatrix(luminanceWeights, luminanceWeights, luminanceWeights)
}
