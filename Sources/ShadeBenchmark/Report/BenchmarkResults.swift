import ShadeFrame

/// Everything measured, by size.
struct BenchmarkResults {
    /// Time to first frame.
    var firstFrame: [ScreenSize: FirstFrameScenario.Result] = [:]
    /// Switch latency, idle CPU, peak RSS.
    var switches: [ScreenSize: SwitchScenario.Result] = [:]
    /// Bytes per switch.
    var bytes: [ScreenSize: BytesScenario.Result] = [:]
    /// Loading and resolving the themes.
    var themes: ComputeScenario.ThemeResult?
    /// 10,000 theme files and a 4,000-deep extends chain (issue 8).
    var scale: ScaleScenario.Result?
    /// Mixed folders, subfolder search and the settled screen (issue 18).
    var folders: FolderScenario.Result?
    /// A 100-file DTCG design system opened as a theme (issue 9).
    var designSystem: DesignSystemScenario.Result?
    /// A variable export and seven resolver systems as folders (issue 32).
    var systemFolders: SystemFoldersScenario.Result?
    /// The picker and large-screen figures (issue 10), when measured.
    var screens: ScreensScenario.Result?
    /// Per-frame compute.
    var frames: [ScreenSize: ComputeScenario.FrameResult] = [:]
    /// Validating themes built to be slow.
    var pathologies: [AliasPathologyScenario.Result] = []
}
