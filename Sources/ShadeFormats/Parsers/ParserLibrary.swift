#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeText

/// libShadeParsers, the YAML and TOML parsers (Yams, TOMLKit), opened with dlopen from beside
/// the running executable on the first base16 or Alacritty read. Both packages import
/// Foundation and ICU; linked into `shade` they cost every run ~8 MB and ~5 ms, though most
/// runs read no YAML or TOML at all.
final class ParserLibrary: @unchecked Sendable {
    /// `(bytes, count) -> answer` of the library's C ABI.
    typealias Parse = @convention(c) (UnsafePointer<UInt8>?, Int) -> UnsafeMutablePointer<CChar>?
    private typealias ABI = @convention(c) () -> Int32
    private typealias Free = @convention(c) (UnsafeMutablePointer<CChar>?) -> Void

    /// The library's file name.
    #if canImport(Darwin)
    static let fileName = "libShadeParsers.dylib"
    #else
    static let fileName = "libShadeParsers.so"
    #endif

    /// The library beside this program, opened once, or why it cannot be used.
    static let shared: Result<ParserLibrary, FormatProblem> = open(in: searchFolders())

    private let yaml: Parse
    private let toml: Parse
    private let free: Free

    private init(yaml: @escaping Parse, toml: @escaping Parse, free: @escaping Free) {
        self.yaml = yaml
        self.toml = toml
        self.free = free
    }

    /// The answer for YAML `text`: JSON as ``MarkupDocument`` reads it.
    func parseYAML(_ text: String) -> [UInt8] { call(yaml, text) }

    /// The answer for TOML `text`.
    func parseTOML(_ text: String) -> [UInt8] { call(toml, text) }

    private func call(_ parse: Parse, _ text: String) -> [UInt8] {
        var text = text
        let answer = text.withUTF8 { parse($0.baseAddress, $0.count) }
        guard let answer else { return [] }
        defer { free(answer) }
        return Array(UnsafeRawBufferPointer(start: answer, count: strlen(answer)).bindMemory(to: UInt8.self))
    }

    /// Opens the library from the first of `folders` that holds it.
    static func open(in folders: [String]) -> Result<ParserLibrary, FormatProblem> {
        var problem: String?
        for folder in folders {
            let path = folder + "/" + fileName
            guard access(path, F_OK) == 0 else { continue }
            guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
                problem = "\(path) did not load (\(dlerror().map { String(cString: $0) } ?? "unknown reason"))"
                continue
            }
            guard let abi = symbol(handle, "shade_parsers_abi", as: ABI.self),
                  let yaml = symbol(handle, "shade_parsers_yaml", as: Parse.self),
                  let toml = symbol(handle, "shade_parsers_toml", as: Parse.self),
                  let free = symbol(handle, "shade_parsers_free", as: Free.self) else {
                problem = "\(path) lacks the parser functions"
                dlclose(handle)
                continue
            }
            guard abi() == MarkupDocument.abi else {
                problem = "\(path) is from another build of Shade"
                dlclose(handle)
                continue
            }
            return .success(ParserLibrary(yaml: yaml, toml: toml, free: free))
        }
        let shown = folders.first ?? "."
        return .failure(FormatProblem(
            "reading YAML and TOML themes needs \(fileName) beside the shade executable, and "
                + (problem ?? "it is not in \(shown)")
                + ": build it with `swift build -c release --product ShadeParsers` (plain `swift build -c release` "
                + "builds it too; without -c release for a debug shade) and keep it next to shade"))
    }

    private static func symbol<T>(_ handle: UnsafeMutableRawPointer, _ name: String, as type: T.Type) -> T? {
        dlsym(handle, name).map { unsafeBitCast($0, to: type) }
    }

    /// The folder of the running executable, and for `swift test` on macOS the folder that
    /// holds the test bundle (the executable sits inside it).
    static func searchFolders() -> [String] {
        guard let executable = executablePath() else { return ["."] }
        var folders = [folder(of: executable)]
        if let bundle = executable.firstRange(of: ".xctest/") {
            folders.append(folder(of: String(executable[..<bundle.lowerBound])))
        }
        return folders
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func executablePath() -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return String(cString: buffer)
        #endif
    }
}
