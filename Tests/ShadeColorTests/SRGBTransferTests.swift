import Testing
@testable import ShadeColor

@Suite struct SRGBTransferTests {
    @Test func lookupEncoderAgreesWithThePowPathEverywhere() {
        var mismatches: [Double] = []
        for step in -1_000...101_000 {
            let linear = Double(step) / 100_000
            let expected = unitToByte(SRGBTransfer.encode(linear))
            if SRGBTransfer.encodeToByte(linear) != expected { mismatches.append(linear) }
        }
        #expect(mismatches.isEmpty)
    }

    @Test func everyByteSurvivesDecodeThenEncode() {
        for byte in 0...255 {
            #expect(SRGBTransfer.encodeToByte(SRGBTransfer.linearByByte[byte]) == UInt8(byte))
        }
        #expect(SRGBTransfer.encodeToByte(.nan) == 0)
        #expect(SRGBTransfer.encodeToByte(.infinity) == 255)
    }

    @Test func transferFunctionRoundTrips() {
        for value in stride(from: -1.0, through: 2.0, by: 0.01) {
            #expect(abs(SRGBTransfer.encode(SRGBTransfer.decode(value)) - value) < 1e-12)
        }
    }
}
