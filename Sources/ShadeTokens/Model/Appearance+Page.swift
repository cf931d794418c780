import ShadeColor

extension Appearance {
    /// The appearance a page background says when nothing else does (a terminal palette, a
    /// plain token file): dark when its relative luminance is below the mid-grey point
    /// (``RGB/isDark``), light otherwise.
    public init(page: RGB) {
        self = page.isDark ? .dark : .light
    }
}
