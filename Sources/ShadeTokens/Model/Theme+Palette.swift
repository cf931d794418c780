public import ShadeColor

/// One stop of a theme's reference ramp, as the designer wrote it.
public struct PaletteStop: Hashable, Sendable {
    /// The token path, e.g. `palette.600`.
    public var path: String
    /// The stop's name within its ramp, e.g. `600`.
    public var name: String
    /// The colour as written.
    public var color: RGBA
    /// Whether the literal lay outside sRGB and was clamped.
    public var outOfGamut: Bool
}

extension Theme {
    /// The literal colours under `palette.` (the most specific file's), in numeric stop
    /// order; a stop that does not parse is left out (`validate` reports it).
    public var paletteStops: [PaletteStop] {
        let numbering = tokens.numbering
        return numbering.paths.indices.compactMap { number -> PaletteStop? in
            let path = numbering.paths[number]
            guard path.hasPrefix("palette."), let literal = try? ColorLiteral.parse(numbering.definitions[number].value) else { return nil }
            return PaletteStop(path: path, name: String(path.dropFirst("palette.".count)), color: literal.color, outOfGamut: literal.outOfGamut)
        }
        .sorted { (Int($0.name) ?? Int.max, $0.name) < (Int($1.name) ?? Int.max, $1.name) }
    }
}
