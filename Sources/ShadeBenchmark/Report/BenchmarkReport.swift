import ShadeFrame

/// Turns the results into the one table, with each of ``Goals`` beside the figure it judges.
struct BenchmarkReport {
    /// What was measured.
    let results: BenchmarkResults
    /// How it was measured.
    let options: BenchmarkOptions
    private let sizes = ScreenSize.measured

    /// Whether every frame on the pty had the size the in-process encoder gives it: if not,
    /// `shade` and this benchmark were built from different sources, and the byte figures
    /// describe a different screen from the one timed.
    var framesMatch: Bool {
        // Without the switch sessions (`--only`) there are no frames to compare.
        guard options.sections.contains(.switches) else { return true }
        return sizes.allSatisfy { results.bytes[$0].map { $0.matchingFrames == $0.comparedFrames } ?? false }
    }

    /// Each goal and whether it was met, in table order.
    private(set) var goals: [(name: String, met: Bool)] = []

    /// A report of `results`.
    init(results: BenchmarkResults, options: BenchmarkOptions) {
        self.results = results
        self.options = options
    }

    /// One line on the goals, after `table()`.
    var verdict: String {
        let missed = goals.filter { !$0.met }.map(\.name)
        let verdict = missed.isEmpty ? "All \(goals.count) goals met."
            : "Goals met: \(goals.count - missed.count) of \(goals.count); missed: \(missed.joined(separator: ", "))."
        return options.quick ? verdict + " (Quick mode: too few samples to judge.)" : verdict
    }

    /// The table; also fills in `goals`.
    mutating func table() -> Table {
        goals = []
        var table = Table(header: ["Measure"] + sizes.map(\.description) + ["Goal"])
        // Sections left out with `--only` are left out of the table, goals included.
        if options.sections.contains(.firstFrame) { addFirstFrame(to: &table) }
        if options.sections.contains(.switches) {
            addSwitches(to: &table)
            addBytes(to: &table)
        }
        if options.sections.contains(.compute) { addCompute(to: &table) }
        if options.sections.contains(.switches) { addProcess(to: &table) }
        if let scale = results.scale {
            table.section("6 Scale: \(ScaleScenario.fileCount) theme files, an extends chain of \(ScaleScenario.chainLength), \(ScaleScenario.terminalThemeCount) terminal themes (median time · peak RSS, not per size)")
            for row in scale.rows { table.add(row.cells + [row.goal.map { judge($0.name, $0.text, $0.met) } ?? ""]) }
        }
        if let screens = results.screens {
            table.section("8 Screens: \(ScreensScenario.fileCount) user theme files, the picker, switches at 300x90 (median, not per size)")
            for row in screens.rows {
                table.add([row.label, row.figure] + Array(repeating: "", count: max(0, sizes.count - 1))
                          + [row.goal.map { judge($0.name, $0.text, $0.met) } ?? ""])
            }
        }
        if let folders = results.folders {
            table.section("10 Folders as people keep them: median of spawn → first frame, spawn → exit of list, spawn → last byte before \(Int(FolderScenario.quietPeriod / .milliseconds(1))) ms of quiet (not per size)")
            for row in folders.rows {
                table.add([row.label, row.figure] + Array(repeating: "", count: max(0, sizes.count - 1))
                          + [row.goal.map { judge($0.name, $0.text, $0.met) } ?? ""])
            }
        }
        if let systems = results.systemFolders {
            table.section("11 Folders that hold one system: median of spawn → first frame, spawn → exit of list (not per size)")
            for row in systems.rows {
                table.add([row.label, row.figure] + Array(repeating: "", count: max(0, sizes.count - 1))
                          + [row.goal.map { judge($0.name, $0.text, $0.met) } ?? ""])
            }
        }
        addPathologies(to: &table)
        if let system = results.designSystem {
            table.section("9 Design system: \(system.files) DTCG token files, \(system.bytes / 1024) KiB, \(system.colorTokens) colour tokens, 4 contexts × a size axis (not per size)")
            for row in system.rows {
                let padding = Array(repeating: "", count: max(0, sizes.count + 1 - row.cells.count))
                table.add(row.cells + padding + [row.goal.map { judge($0.name, $0.text, $0.met) } ?? ""])
            }
        }
        return table
    }

    private mutating func addFirstFrame(to table: inout Table) {
        let runs = results.firstFrame.values.first?.milliseconds.count ?? 0
        table.section("1 Time to first frame: spawn → last byte of the first frame (\(runs) runs after 1 warm-up)")
        let median = figures { results.firstFrame[$0].map { Format.milliseconds($0.milliseconds.median) } }
        let goalMedian = results.firstFrame[Goals.firstFrameSize]?.milliseconds.median ?? .infinity
        table.add(["  median"] + median + [judge("first frame", "≤ \(Int(Goals.firstFrameMilliseconds)) ms at \(Goals.firstFrameSize)",
                                                goalMedian <= Goals.firstFrameMilliseconds)])
        table.add(["  min … max"] + figures { size in
            results.firstFrame[size].map { "\(Format.milliseconds($0.milliseconds.min)) … \(Format.milliseconds($0.milliseconds.max))" }
        })
        table.add(["  first frame (full repaint)"] + figures { results.firstFrame[$0].map { Format.bytes(Double($0.frameBytes)) } })
    }

    private mutating func addSwitches(to table: inout Table) {
        let keys = ShadeSession.Key.allCases.map(\.label).joined(separator: ", ")
        table.section("2 Switch latency: key written → last byte of its frame (\(options.switches) keys, \(keys) in turn)")
        let goalStats = results.switches[Goals.switchSize]?.latencies()
        table.add(["  p50"] + figures { results.switches[$0].map { Format.milliseconds($0.latencies().median) } })
        table.add(["  p99"] + figures { results.switches[$0].map { Format.milliseconds($0.latencies().percentile(99)) } }
                  + [judge("switch p99", "≤ \(Int(Goals.switchP99Milliseconds)) ms at \(Goals.switchSize)",
                           (goalStats?.percentile(99) ?? .infinity) <= Goals.switchP99Milliseconds)])
        table.add(["  max"] + figures { results.switches[$0].map { Format.milliseconds($0.latencies().max) } })
        table.add(["  shade's CPU time per key"] + figures { results.switches[$0].map { Format.milliseconds($0.cpuPerSwitch) } })
        for key in ShadeSession.Key.allCases {
            table.add(["  p50 for \(key.label)"] + figures { results.switches[$0].map { Format.milliseconds($0.latencies(key).median) } })
        }
    }

    private mutating func addBytes(to table: inout Table) {
        let count = results.bytes.values.first?.switchBytes.count ?? 0
        table.section("3 Bytes per theme switch (→, median of \(count); ratios are the worst switch)")
        table.add(["  switch frame, on the pty"] + figures { results.bytes[$0].map { Format.bytes($0.switchBytes.median) } })
        table.add(["  naive: cursor + fg/bg SGR per cell"] + figures { results.bytes[$0].map { Format.bytes($0.naiveBytes.median) } })
        table.add(["  switch ÷ naive"] + figures { results.bytes[$0].map { Format.percent($0.worstPercentOfNaive) } })
        table.add(["  previous frame in full"] + figures { results.bytes[$0].map { Format.bytes($0.previousFullBytes.median) } })
        table.add(["  switch ÷ previous in full"] + figures { results.bytes[$0].map { Format.percent($0.worstPercentOfPrevious) } })
        table.add(["  unchanged frame"] + figures { results.bytes[$0].map { Format.bytes(Double($0.unchangedFrameBytes)) } })
        table.add(["  frames = in-process encoder"] + figures { results.bytes[$0].map { "\($0.matchingFrames)/\($0.comparedFrames)" } }
                  + ["check: all " + (framesMatch ? "✔" : "✖")])
    }

    private func addCompute(to table: inout Table) {
        table.section("4 Compute alone, in-process (median per operation)")
        if let themes = results.themes {
            table.add(["  load bundled themes", Format.milliseconds(themes.load.median), "(any size)"])
            table.add(["  resolve all \(themes.resolutions) (theme × appearance × contrast)", Format.milliseconds(themes.resolve.median), "(any size)"])
        }
        table.add(["  render a frame"] + figures { results.frames[$0].map { Format.milliseconds($0.render.median) } })
        table.add(["  diff + encode a theme switch"] + figures { results.frames[$0].map { Format.milliseconds($0.encodeSwitch.median) } })
        table.add(["  encode a full repaint"] + figures { results.frames[$0].map { Format.milliseconds($0.encodeFull.median) } })
        table.add(["  render + diff + encode"] + figures { results.frames[$0].map { Format.milliseconds($0.renderAndEncode.median) } })
    }

    private mutating func addProcess(to table: inout Table) {
        let seconds = Int(options.idle / .seconds(1))
        let source = results.switches.values.first?.cpuSource ?? "?"
        table.section("5 The shade process after the switch run")
        table.add(["  idle CPU over \(seconds) s (\(source))"] + figures { results.switches[$0].map { Format.cpuRate($0.idleCPU) } })
        table.add(["  output while idle"] + figures { results.switches[$0].map { Format.bytes(Double($0.idleBytes)) } })
        let worstPeak = sizes.compactMap { results.switches[$0].map { Double($0.peakResidentKilobytes) * 1024 } }.max() ?? .infinity
        table.add(["  peak RSS (VmHWM)"] + figures { results.switches[$0].map { Format.megabytes(Double($0.peakResidentKilobytes) * 1024) } }
                  + [judge("peak RSS", "≤ \(Int(Goals.peakResidentBytes / 1e6)) MB", worstPeak <= Goals.peakResidentBytes)])
        table.add(["  exit status after q (every session)"] + figures { results.switches[$0].map { _ in "0" } })
    }

    /// One cell per size; "—" where nothing was measured.
    private func figures(_ cell: (ScreenSize) -> String?) -> [String] {
        sizes.map { cell($0) ?? "—" }
    }

    /// Records a goal and returns its cell.
    mutating func judge(_ name: String, _ goal: String, _ met: Bool) -> String {
        goals.append((name, met))
        return Format.goal(goal, met: met)
    }
}
