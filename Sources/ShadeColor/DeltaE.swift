#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The CIEDE2000 colour difference (kL = kC = kH = 1) between two CIELAB colours.
///
/// Implemented as in Sharma, Wu & Dalal (2005), including their hue-averaging rules
/// for colours on opposite sides of the hue circle. About 1 is a just-noticeable
/// difference; the result is the same whichever colour comes first.
public func deltaE2000(_ first: CIELab, _ second: CIELab) -> Double {
    let degrees = 180 / Double.pi
    let chromaMean = (hypot(first.a, first.b) + hypot(second.a, second.b)) / 2
    let chromaMean7 = pow(chromaMean, 7)
    let g = 0.5 * (1 - (chromaMean7 / (chromaMean7 + pow(25, 7))).squareRoot())

    let a1 = (1 + g) * first.a
    let a2 = (1 + g) * second.a
    let c1 = hypot(a1, first.b)
    let c2 = hypot(a2, second.b)
    let h1 = hueDegrees(b: first.b, a: a1)
    let h2 = hueDegrees(b: second.b, a: a2)

    let deltaL = second.l - first.l
    let deltaC = c2 - c1
    let bothChromatic = c1 * c2 != 0
    var deltaHue = 0.0
    if bothChromatic {
        deltaHue = h2 - h1
        if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
    }
    let deltaH = 2 * (c1 * c2).squareRoot() * sin(deltaHue / 2 / degrees)

    let lMean = (first.l + second.l) / 2
    let cMean = (c1 + c2) / 2
    var hMean = h1 + h2
    if bothChromatic {
        if Swift.abs(h1 - h2) > 180 { hMean += hMean < 360 ? 360 : -360 }
        hMean /= 2
    }

    let t = 1
        - 0.17 * cos((hMean - 30) / degrees)
        + 0.24 * cos(2 * hMean / degrees)
        + 0.32 * cos((3 * hMean + 6) / degrees)
        - 0.20 * cos((4 * hMean - 63) / degrees)
    let rotation = 30 * exp(-pow((hMean - 275) / 25, 2))
    let cMean7 = pow(cMean, 7)
    let rc = 2 * (cMean7 / (cMean7 + pow(25, 7))).squareRoot()
    let lOffset2 = (lMean - 50) * (lMean - 50)
    let sl = 1 + 0.015 * lOffset2 / (20 + lOffset2).squareRoot()
    let sc = 1 + 0.045 * cMean
    let sh = 1 + 0.015 * cMean * t
    let rt = -sin(2 * rotation / degrees) * rc

    let termL = deltaL / sl
    let termC = deltaC / sc
    let termH = deltaH / sh
    return (termL * termL + termC * termC + termH * termH + rt * termC * termH).squareRoot()
}

/// The CIEDE2000 difference between two sRGB colours, measured in CIELAB (D65).
public func deltaE2000(_ first: RGB, _ second: RGB) -> Double {
    deltaE2000(CIELab(first), CIELab(second))
}

/// Hue angle in 0..<360 degrees; 0 for a neutral colour, as the formula requires.
private func hueDegrees(b: Double, a: Double) -> Double {
    if a == 0 && b == 0 { return 0 }
    let angle = atan2(b, a) * 180 / .pi
    return angle < 0 ? angle + 360 : angle
}
