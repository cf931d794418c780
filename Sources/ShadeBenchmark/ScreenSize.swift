import ShadeFrame

extension ScreenSize {
    /// The sizes every measure runs at: a common window and a large one.
    static let measured = [ScreenSize(columns: 120, rows: 40), ScreenSize(columns: 200, rows: 60)]
}
