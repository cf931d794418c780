import Foundation

/// The machine the figures came from, for the header.
enum Machine {
    /// "AMD EPYC, 2 CPUs, Linux 6.1.0, Swift 6.3.1".
    static func summary() -> String {
        var parts = [cpuModel() ?? "unknown CPU", "\(ProcessInfo.processInfo.activeProcessorCount) CPUs"]
        var names = utsname()
        if uname(&names) == 0 {
            let system = withUnsafeBytes(of: &names.sysname) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            let release = withUnsafeBytes(of: &names.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            parts.append("\(system) \(release)")
        }
        if let swift = swiftVersion() { parts.append(swift) }
        return parts.joined(separator: ", ")
    }

    /// The CPU's model name from /proc/cpuinfo; nil elsewhere (macOS has no /proc).
    private static func cpuModel() -> String? {
        #if os(Linux)
        guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        for line in info.split(separator: "\n") where line.hasPrefix("model name") {
            return line.split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces)
        }
        return nil
        #else
        return nil
        #endif
    }

    /// "Swift 6.3.1" from the `swift` on the PATH (the one `scripts/bench` built with), or nil.
    private static func swiftVersion() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "--version"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard let range = text.range(of: #"Swift version [0-9][0-9.]*"#, options: .regularExpression) else { return nil }
        return text[range].replacingOccurrences(of: " version", with: "")
    }
}
