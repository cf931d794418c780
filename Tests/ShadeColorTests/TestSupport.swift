import ShadeColor

/// An opaque colour from a hex literal, for readable expectations.
func color(_ hex: String) throws -> RGB {
    try RGBA(hex: hex).rgb
}

/// The largest per-channel difference between two colours.
func channelDistance(_ first: RGB, _ second: RGB) -> Int {
    max(
        abs(Int(first.red) - Int(second.red)),
        abs(Int(first.green) - Int(second.green)),
        abs(Int(first.blue) - Int(second.blue))
    )
}
