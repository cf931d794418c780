#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeFrame

/// Runs every measure in order: the pty ones first, on a quiet machine, then the in-process ones.
enum Benchmark {
    /// Measures everything `options` asks for.
    static func run(_ options: BenchmarkOptions) throws -> BenchmarkResults {
        let sandbox = try Sandbox(keep: options.keep)
        let mirror = try ShadeMirror()
        var results = BenchmarkResults()
        let firstFrame = FirstFrameScenario(shade: options.shade, runs: options.firstFrameRuns)
        let switching = SwitchScenario(shade: options.shade, switches: options.switches, idle: options.idle)
        let bytes = BytesScenario(mirror: mirror)
        let compute = ComputeScenario(mirror: mirror, frameIterations: options.frameIterations, themeIterations: options.themeIterations)
        for size in ScreenSize.measured where options.sections.contains(.firstFrame) {
            progress("· first frame at \(size)")
            results.firstFrame[size] = try firstFrame.run(size: size, sandbox: sandbox)
        }
        for size in ScreenSize.measured where options.sections.contains(.switches) {
            progress("· \(options.switches) switches, then \(Int(options.idle / .seconds(1))) s idle, at \(size)")
            let session = try switching.run(size: size, sandbox: sandbox)
            results.switches[size] = session
            results.bytes[size] = bytes.run(size: size, session: session)
        }
        if options.sections.contains(.scale) {
            progress("· scale: \(ScaleScenario.fileCount) theme files, an extends chain of \(ScaleScenario.chainLength), \(ScaleScenario.terminalThemeCount) terminal themes")
            // One run of `validate` in quick mode was a figure quoted against its goal; three give a median.
            results.scale = try ScaleScenario(shade: options.shade, runs: options.quick ? 3 : 5, idle: options.idle,
                                              firstFrameRuns: options.firstFrameRuns).run(sandbox: sandbox)
        }
        if options.sections.contains(.folders) {
            progress("· folders: \(MixedFolderGenerator.fileCount) mixed files in subfolders, \(FolderScenario.fileCount) files flat and nested, the settled screen")
            results.folders = try FolderScenario(shade: options.shade, runs: options.quick ? 2 : 9).run(sandbox: sandbox)
        }
        if options.sections.contains(.designSystem) {
            progress("· a 100-file design system (resolver, 5,000+ tokens)")
            results.designSystem = try DesignSystemScenario(shade: options.shade, runs: options.firstFrameRuns, switches: options.quick ? 10 : 100,
                                                            iterations: options.themeIterations).run(sandbox: sandbox)
        }
        if options.sections.contains(.systems) {
            progress("· systems: a \(SystemFoldersScenario.exportFiles)-file variable export, seven resolver systems")
            results.systemFolders = try SystemFoldersScenario(shade: options.shade, runs: options.quick ? 5 : 15).run(sandbox: sandbox)
        }
        if options.sections.contains(.screens) {
            progress("· screens: \(ScreensScenario.fileCount) theme files, the picker, switches at 300x90")
            results.screens = try ScreensScenario(shade: options.shade, runs: options.quick ? 2 : 9, keys: options.quick ? 20 : 120).run(sandbox: sandbox)
        }
        if options.sections.contains(.compute) {
            progress("· compute, in-process")
            results.themes = compute.runThemes()
            for size in ScreenSize.measured {
                results.frames[size] = compute.runFrames(size: size)
            }
        }
        if options.sections.contains(.pathologies) {
            progress("· pathological themes: shade validate")
            results.pathologies = try AliasPathologyScenario(shade: options.shade, runs: options.quick ? 2 : 9).run(sandbox: sandbox)
        }
        return results
    }

    /// Writes a line to standard error, so the table alone goes to standard output.
    static func progress(_ text: String) {
        var line = text + "\n"
        line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
