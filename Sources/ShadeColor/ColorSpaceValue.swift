/// A DTCG 2025.10 colour object: a colour space, three components and an alpha.
///
/// Validated on creation, so every value can be converted.
public struct ColorSpaceValue: Hashable, Sendable {
    /// The space the components are measured in.
    public let colorSpace: ColorSpaceName
    /// Exactly three components in `colorSpace`'s units; `nil` is the DTCG keyword
    /// `"none"` (a missing component), which converts as 0.
    public let components: [Double?]
    /// Opacity, 0…1.
    public let alpha: Double

    /// Creates a colour, checking there are three finite components and alpha is 0…1.
    public init(colorSpace: ColorSpaceName, components: [Double?], alpha: Double = 1) throws(ColorParseError) {
        guard components.count == 3 else { throw .componentCount(colorSpace, components.count) }
        for (index, component) in components.enumerated() {
            if let component, !component.isFinite {
                throw .invalidComponent(colorSpace, index: index, value: component)
            }
        }
        guard alpha >= 0, alpha <= 1 else { throw .alphaOutOfRange(alpha) }
        self.colorSpace = colorSpace
        self.components = components
        self.alpha = alpha
    }

    /// An 8-bit sRGB colour as a colour value: always valid, so it cannot throw.
    public init(_ color: RGBA) {
        colorSpace = .srgb
        components = [Double(color.rgb.red) / 255, Double(color.rgb.green) / 255, Double(color.rgb.blue) / 255]
        alpha = color.alpha.isNaN ? 1 : min(max(color.alpha, 0), 1)
    }

    /// Creates a colour from the DTCG `colorSpace` string, e.g. `"oklch"`.
    public init(colorSpace name: String, components: [Double?], alpha: Double = 1) throws(ColorParseError) {
        try self.init(colorSpace: ColorSpaceName(dtcgName: name), components: components, alpha: alpha)
    }

    /// The components with `none` read as 0.
    var resolvedComponents: SIMD3<Double> {
        SIMD3(components[0] ?? 0, components[1] ?? 0, components[2] ?? 0)
    }
}
