import Foundation
import Testing
import ShadeTokens

/// Prints how long a generated 100-file system takes to open and resolve. Not a timed
/// test: it asserts only what the system contains, and runs only with
/// `SHADE_DTCG_SPEED=1` (use a release build: `swift build -c release --build-tests
/// -Xswiftc -enable-testing && SHADE_DTCG_SPEED=1 swift test -c release --skip-build
/// --filter DesignSystemSpeedProbe`).
@Suite struct DesignSystemSpeedProbe {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["SHADE_DTCG_SPEED"] == "1"))
    func measure() throws {
        let output = try DesignSystemGenerator.write(into: NSTemporaryDirectory())
        defer { try? FileManager.default.removeItem(atPath: output.folder) }
        // Thread CPU time, not wall time: the measuring machine is shared, and waiting for
        // a core is not Shade's cost.
        func milliseconds(_ body: () -> Void) -> Double {
            func now() -> Double {
                var time = timespec()
                clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
                return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
            }
            let start = now()
            body()
            return now() - start
        }
        var first: [Double] = []
        var colours = 0
        for _ in 0..<15 {
            first.append(milliseconds {
                let system = DesignSystem.open(path: output.resolver)
                colours = system.resolve(system.context(for: Resolution(.light))).colors.count
            })
        }
        let system = DesignSystem.open(path: output.resolver)
        _ = system.resolve(system.context(for: Resolution(.light)))
        var uncached: [Double] = []
        for resolution in Resolution.all.dropFirst() {
            uncached.append(milliseconds { _ = system.resolve(system.context(for: resolution)) })
        }
        uncached.append(milliseconds { _ = system.resolve(system.context(for: Resolution(.light), extras: ["size": "compact"])) })
        var cached: [Double] = []
        for round in 0..<200 {
            let resolution = Resolution.all[round % 4]
            cached.append(milliseconds { _ = system.resolve(system.context(for: resolution)) })
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        print("""
        DTCG speed (thread CPU time): \(output.files) token files, \(output.bytes / 1024) KiB, \(colours) colour tokens
          open + resolve first context: p50 \(median(first)) ms, max \(first.max()!) ms
          first resolve of another context: p50 \(median(uncached)) ms, max \(uncached.max()!) ms
          switch to a cached context: p50 \(median(cached)) ms, max \(cached.max()!) ms
        """)
        #expect(output.files == 100)
        #expect(colours >= 5000)
        #expect(output.bytes >= 1_000_000)
    }
}
