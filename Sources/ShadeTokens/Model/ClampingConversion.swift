extension Int {
    /// `value` truncated towards zero like `Int(_:)`, but never trapping: values beyond
    /// `Int`'s range become `Int.min`/`Int.max` and NaN becomes 0.
    ///
    /// Every number that came from a theme file is range-checked when the file is loaded
    /// (`NumberRange`), so this only guards against arithmetic that strays anyway; it is the
    /// one conversion from `Double` the layers above loading use.
    public init(clamping value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 0x1p63 {
            self = .max
        } else if value < -0x1p63 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}

extension Double {
    /// The value as the shortest decimal text without a needless ".0" (16, 0.5, 1e+300),
    /// and without trapping on values no `Int` can hold.
    public var compactText: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(clamping: self)) }
        return String(self)
    }
}
