import Testing
import ShadeColor

@Suite struct CIELChPaletteTests {
    struct Stop: Sendable, CustomTestStringConvertible {
        let name: String
        let hex: String
        let l: Double
        let c: Double
        let h: Double
        var testDescription: String { name }
    }

    /// Every stop of the seven 20-stop ramps in palettes.md (ColorTokensKit's
    /// published palettes), as (name, hex, L, C, h).
    static let stops: [Stop] = [
        Stop(name: "System 50", hex: "#E7F8FB", l: 96.50, c: 5.90, h: 211.00),
        Stop(name: "Graphite 50", hex: "#FFFFFF", l: 99.90, c: 0.10, h: 246.48),
        Stop(name: "Sky 50", hex: "#EEF6FA", l: 96.50, c: 3.50, h: 235.00),
        Stop(name: "Tomato 50", hex: "#FBF4F4", l: 96.60, c: 2.40, h: 20.00),
        Stop(name: "Gold 50", hex: "#FFF3EA", l: 96.69, c: 6.69, h: 67.36),
        Stop(name: "Grass 50", hex: "#F6FBEB", l: 97.97, c: 8.53, h: 123.41),
        Stop(name: "Ruby 50", hex: "#FDF3F7", l: 96.83, c: 3.83, h: 355.01),
        Stop(name: "System 100", hex: "#C8F2F8", l: 92.94, c: 14.35, h: 211.09),
        Stop(name: "Graphite 100", hex: "#F4F5F5", l: 96.41, c: 0.10, h: 246.03),
        Stop(name: "Sky 100", hex: "#D6F0FE", l: 93.37, c: 11.10, h: 237.32),
        Stop(name: "Tomato 100", hex: "#FFE1E1", l: 92.06, c: 11.25, h: 20.00),
        Stop(name: "Gold 100", hex: "#FFE4CC", l: 92.40, c: 17.15, h: 65.96),
        Stop(name: "Grass 100", hex: "#E1F2CB", l: 93.52, c: 20.95, h: 126.13),
        Stop(name: "Ruby 100", hex: "#FFE3EC", l: 92.66, c: 11.25, h: 355.01),
        Stop(name: "System 150", hex: "#ABEAF3", l: 88.97, c: 20.87, h: 211.02),
        Stop(name: "Graphite 150", hex: "#E9E9E9", l: 92.45, c: 0.10, h: 245.98),
        Stop(name: "Sky 150", hex: "#BCE8FB", l: 89.45, c: 17.13, h: 235.55),
        Stop(name: "Tomato 150", hex: "#FFCFCF", l: 87.31, c: 19.08, h: 20.00),
        Stop(name: "Gold 150", hex: "#FFD5AE", l: 88.35, c: 28.12, h: 65.86),
        Stop(name: "Grass 150", hex: "#D3ECBE", l: 90.60, c: 25.25, h: 129.53),
        Stop(name: "Ruby 150", hex: "#FFD2E2", l: 88.48, c: 18.30, h: 355.01),
        Stop(name: "System 200", hex: "#90E1ED", l: 84.94, c: 25.77, h: 211.33),
        Stop(name: "Graphite 200", hex: "#DDDDDD", l: 88.08, c: 0.10, h: 245.64),
        Stop(name: "Sky 200", hex: "#A3DEF7", l: 85.42, c: 22.26, h: 235.00),
        Stop(name: "Tomato 200", hex: "#FFBDBE", l: 82.85, c: 26.69, h: 20.00),
        Stop(name: "Gold 200", hex: "#FFC592", l: 84.05, c: 37.72, h: 65.61),
        Stop(name: "Grass 200", hex: "#C9E3A8", l: 87.22, c: 32.10, h: 125.92),
        Stop(name: "Ruby 200", hex: "#FFC2D8", l: 84.42, c: 25.41, h: 355.01),
        Stop(name: "System 250", hex: "#75D7E4", l: 80.63, c: 29.69, h: 211.48),
        Stop(name: "Graphite 250", hex: "#CFCFCF", l: 83.03, c: 0.10, h: 245.49),
        Stop(name: "Sky 250", hex: "#8AD4F1", l: 81.11, c: 26.61, h: 235.00),
        Stop(name: "Tomato 250", hex: "#FFABAE", l: 78.27, c: 33.50, h: 20.00),
        Stop(name: "Gold 250", hex: "#FDB77A", l: 79.61, c: 44.95, h: 65.48),
        Stop(name: "Grass 250", hex: "#C2D795", l: 83.08, c: 35.53, h: 120.78),
        Stop(name: "Ruby 250", hex: "#FEB1CD", l: 80.20, c: 32.22, h: 354.94),
        Stop(name: "System 300", hex: "#5BCBDA", l: 76.15, c: 32.35, h: 211.48),
        Stop(name: "Graphite 300", hex: "#C0C0C0", l: 77.66, c: 0.10, h: 245.49),
        Stop(name: "Sky 300", hex: "#72C8EA", l: 76.63, c: 29.92, h: 235.00),
        Stop(name: "Tomato 300", hex: "#FB9B9F", l: 73.99, c: 38.63, h: 20.00),
        Stop(name: "Gold 300", hex: "#F4A965", l: 75.13, c: 50.03, h: 65.48),
        Stop(name: "Grass 300", hex: "#B9CB84", l: 78.84, c: 38.09, h: 118.04),
        Stop(name: "Ruby 300", hex: "#FAA1C2", l: 75.88, c: 37.31, h: 354.94),
        Stop(name: "System 350", hex: "#44BFCF", l: 71.67, c: 33.80, h: 211.65),
        Stop(name: "Graphite 350", hex: "#B1B1B1", l: 72.10, c: 0.10, h: 245.49),
        Stop(name: "Sky 350", hex: "#5BBCDF", l: 71.97, c: 32.05, h: 235.00),
        Stop(name: "Tomato 350", hex: "#F48D93", l: 69.86, c: 42.07, h: 20.00),
        Stop(name: "Gold 350", hex: "#E99C54", l: 70.66, c: 53.45, h: 65.48),
        Stop(name: "Grass 350", hex: "#ACC072", l: 74.62, c: 41.54, h: 117.49),
        Stop(name: "Ruby 350", hex: "#F193B7", l: 71.49, c: 40.36, h: 355.01),
        Stop(name: "System 400", hex: "#2CB3C3", l: 67.06, c: 34.58, h: 211.96),
        Stop(name: "Graphite 400", hex: "#A1A1A1", l: 66.16, c: 0.10, h: 245.49),
        Stop(name: "Sky 400", hex: "#45B0D4", l: 67.19, c: 33.26, h: 235.00),
        Stop(name: "Tomato 400", hex: "#EA7F86", l: 65.36, c: 44.40, h: 20.00),
        Stop(name: "Gold 400", hex: "#DE8F45", l: 66.19, c: 55.45, h: 65.18),
        Stop(name: "Grass 400", hex: "#9DB466", l: 70.01, c: 42.52, h: 118.78),
        Stop(name: "Ruby 400", hex: "#E685AB", l: 66.93, c: 42.18, h: 355.01),
        Stop(name: "System 450", hex: "#03A6B6", l: 62.23, c: 34.88, h: 211.96),
        Stop(name: "Graphite 450", hex: "#909191", l: 59.97, c: 0.10, h: 245.49),
        Stop(name: "Sky 450", hex: "#2FA4C8", l: 62.63, c: 34.00, h: 235.00),
        Stop(name: "Tomato 450", hex: "#DF7279", l: 60.81, c: 45.88, h: 20.00),
        Stop(name: "Gold 450", hex: "#D1833A", l: 61.71, c: 56.15, h: 64.37),
        Stop(name: "Grass 450", hex: "#8DA75F", l: 65.10, c: 40.07, h: 121.84),
        Stop(name: "Ruby 450", hex: "#DA779E", l: 62.21, c: 43.22, h: 355.01),
        Stop(name: "System 500", hex: "#009AA9", l: 57.71, c: 34.40, h: 211.99),
        Stop(name: "Graphite 500", hex: "#818182", l: 54.13, c: 0.10, h: 245.52),
        Stop(name: "Sky 500", hex: "#1496BB", l: 57.74, c: 33.97, h: 235.00),
        Stop(name: "Tomato 500", hex: "#D2666E", l: 56.33, c: 46.25, h: 20.00),
        Stop(name: "Gold 500", hex: "#C3772F", l: 57.23, c: 55.45, h: 64.46),
        Stop(name: "Grass 500", hex: "#849951", l: 60.19, c: 40.30, h: 118.99),
        Stop(name: "Ruby 500", hex: "#CD6B93", l: 57.72, c: 43.46, h: 355.01),
        Stop(name: "System 550", hex: "#008C9C", l: 52.81, c: 33.10, h: 212.41),
        Stop(name: "Graphite 550", hex: "#717272", l: 47.87, c: 0.10, h: 245.96),
        Stop(name: "Sky 550", hex: "#008BAE", l: 53.27, c: 33.53, h: 235.00),
        Stop(name: "Tomato 550", hex: "#C35A63", l: 51.77, c: 45.45, h: 20.00),
        Stop(name: "Gold 550", hex: "#B46D28", l: 52.67, c: 53.40, h: 64.53),
        Stop(name: "Grass 550", hex: "#788C4A", l: 55.27, c: 37.68, h: 119.42),
        Stop(name: "Ruby 550", hex: "#BF5F86", l: 52.95, c: 42.87, h: 355.01),
        Stop(name: "System 600", hex: "#00808E", l: 48.30, c: 31.25, h: 212.44),
        Stop(name: "Graphite 600", hex: "#626262", l: 41.61, c: 0.10, h: 245.99),
        Stop(name: "Sky 600", hex: "#007D9E", l: 48.37, c: 31.82, h: 235.00),
        Stop(name: "Tomato 600", hex: "#B45059", l: 47.21, c: 44.14, h: 20.00),
        Stop(name: "Gold 600", hex: "#A46321", l: 48.20, c: 50.60, h: 65.67),
        Stop(name: "Grass 600", hex: "#6A7F43", l: 50.36, c: 35.43, h: 121.51),
        Stop(name: "Ruby 600", hex: "#AF5479", l: 48.04, c: 41.57, h: 355.01),
        Stop(name: "System 650", hex: "#007380", l: 43.45, c: 28.95, h: 212.44),
        Stop(name: "Graphite 650", hex: "#535353", l: 35.34, c: 0.10, h: 245.99),
        Stop(name: "Sky 650", hex: "#00708F", l: 43.45, c: 30.03, h: 235.00),
        Stop(name: "Tomato 650", hex: "#A4464F", l: 42.65, c: 42.06, h: 20.00),
        Stop(name: "Gold 650", hex: "#94591C", l: 43.64, c: 47.21, h: 65.88),
        Stop(name: "Grass 650", hex: "#5E733B", l: 45.44, c: 33.19, h: 121.90),
        Stop(name: "Ruby 650", hex: "#9F4A6D", l: 43.24, c: 39.49, h: 355.01),
        Stop(name: "System 700", hex: "#006571", l: 38.54, c: 26.56, h: 212.44),
        Stop(name: "Graphite 700", hex: "#454545", l: 29.40, c: 0.10, h: 246.31),
        Stop(name: "Sky 700", hex: "#006480", l: 38.85, c: 27.92, h: 235.00),
        Stop(name: "Tomato 700", hex: "#933D45", l: 37.89, c: 39.19, h: 20.00),
        Stop(name: "Gold 700", hex: "#84501A", l: 39.14, c: 42.85, h: 65.88),
        Stop(name: "Grass 700", hex: "#536634", l: 40.52, c: 30.63, h: 121.90),
        Stop(name: "Ruby 700", hex: "#8E4161", l: 38.58, c: 36.73, h: 355.01),
        Stop(name: "System 750", hex: "#005964", l: 33.88, c: 24.23, h: 212.44),
        Stop(name: "Graphite 750", hex: "#383838", l: 23.58, c: 0.10, h: 246.49),
        Stop(name: "Sky 750", hex: "#005870", l: 34.11, c: 25.16, h: 235.00),
        Stop(name: "Tomato 750", hex: "#81353C", l: 33.01, c: 35.53, h: 20.00),
        Stop(name: "Gold 750", hex: "#744618", l: 34.46, c: 38.06, h: 66.09),
        Stop(name: "Grass 750", hex: "#48592C", l: 35.34, c: 27.67, h: 121.90),
        Stop(name: "Ruby 750", hex: "#7D3855", l: 33.78, c: 33.31, h: 355.01),
        Stop(name: "System 800", hex: "#004D56", l: 29.19, c: 21.54, h: 212.24),
        Stop(name: "Graphite 800", hex: "#2C2C2C", l: 17.97, c: 0.10, h: 246.49),
        Stop(name: "Sky 800", hex: "#004C61", l: 29.39, c: 22.02, h: 235.00),
        Stop(name: "Tomato 800", hex: "#6E2D33", l: 28.08, c: 31.29, h: 20.00),
        Stop(name: "Gold 800", hex: "#643D16", l: 29.58, c: 33.01, h: 66.28),
        Stop(name: "Grass 800", hex: "#3E4C25", l: 30.18, c: 24.73, h: 122.11),
        Stop(name: "Ruby 800", hex: "#6B3049", l: 28.78, c: 29.36, h: 355.01),
        Stop(name: "System 850", hex: "#004148", l: 24.43, c: 18.40, h: 211.96),
        Stop(name: "Graphite 850", hex: "#212121", l: 12.76, c: 0.10, h: 246.50),
        Stop(name: "Sky 850", hex: "#044052", l: 24.76, c: 18.74, h: 235.00),
        Stop(name: "Tomato 850", hex: "#5C262B", l: 23.16, c: 26.66, h: 20.00),
        Stop(name: "Gold 850", hex: "#543414", l: 24.82, c: 27.70, h: 66.28),
        Stop(name: "Grass 850", hex: "#34401F", l: 25.26, c: 21.86, h: 122.55),
        Stop(name: "Ruby 850", hex: "#59293C", l: 23.76, c: 25.03, h: 355.01),
        Stop(name: "System 900", hex: "#05363B", l: 19.85, c: 15.16, h: 211.86),
        Stop(name: "Graphite 900", hex: "#171718", l: 7.95, c: 0.10, h: 246.50),
        Stop(name: "Sky 900", hex: "#0B3442", l: 19.85, c: 15.16, h: 235.00),
        Stop(name: "Tomato 900", hex: "#4A2023", l: 18.27, c: 21.64, h: 20.00),
        Stop(name: "Gold 900", hex: "#452B13", l: 20.25, c: 22.45, h: 66.19),
        Stop(name: "Grass 900", hex: "#2A3519", l: 20.35, c: 18.81, h: 122.99),
        Stop(name: "Ruby 900", hex: "#482231", l: 18.92, c: 20.31, h: 355.01),
        Stop(name: "System 950", hex: "#0A2A2C", l: 14.97, c: 11.63, h: 203.75),
        Stop(name: "Graphite 950", hex: "#0D0D0D", l: 3.59, c: 0.10, h: 246.50),
        Stop(name: "Sky 950", hex: "#0E2933", l: 14.97, c: 11.52, h: 235.00),
        Stop(name: "Tomato 950", hex: "#38191B", l: 13.37, c: 16.30, h: 20.00),
        Stop(name: "Gold 950", hex: "#36220F", l: 15.33, c: 17.57, h: 65.88),
        Stop(name: "Grass 950", hex: "#202A13", l: 15.42, c: 16.13, h: 123.48),
        Stop(name: "Ruby 950", hex: "#371C26", l: 14.23, c: 15.18, h: 355.01),
        Stop(name: "System 1000", hex: "#161F15", l: 10.50, c: 8.46, h: 138.56),
        Stop(name: "Graphite 1000", hex: "#000001", l: 0.10, c: 0.10, h: 246.50),
        Stop(name: "Sky 1000", hex: "#0F1F25", l: 10.50, c: 7.50, h: 235.00),
        Stop(name: "Tomato 1000", hex: "#261213", l: 8.10, c: 11.20, h: 20.00),
        Stop(name: "Gold 1000", hex: "#281909", l: 10.50, c: 13.10, h: 65.88),
        Stop(name: "Grass 1000", hex: "#181F0A", l: 10.50, c: 13.83, h: 124.35),
        Stop(name: "Ruby 1000", hex: "#26151B", l: 9.17, c: 9.66, h: 355.01),
    ]

    @Test func tableHoldsAllSevenRampsOfTwentyStops() {
        #expect(Self.stops.count == 140)
        #expect(Set(Self.stops.map(\.name)).count == 140)
    }

    @Test(arguments: stops)
    func stopConvertsToItsPublishedHexWithinOnePerChannel(_ stop: Stop) throws {
        let converted = CIELCh(l: stop.l, c: stop.c, h: stop.h).srgbD65()
        let expected = try color(stop.hex)
        #expect(
            channelDistance(converted.color.rgb, expected) <= 1,
            "\(stop.name): got \(converted.color.rgb.hex), published \(stop.hex)"
        )
        #expect(converted.color.alpha == 1)
    }

    @Test func hueWrapsAroundTheCircle() {
        let base = CIELCh(l: 62.63, c: 34, h: 235).srgbD65()
        #expect(CIELCh(l: 62.63, c: 34, h: 235 + 360).srgbD65().color == base.color)
        #expect(CIELCh(l: 62.63, c: 34, h: 235 - 360).srgbD65().color == base.color)
    }

    @Test func extremeChromaIsClampedAndFlagged() {
        let mapped = CIELCh(l: 50, c: 128, h: 140).srgbD65()
        #expect(mapped.outOfGamut)
        #expect(!CIELCh(l: 62.63, c: 34, h: 235).srgbD65().outOfGamut)
    }
}
