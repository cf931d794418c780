#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// libShadeParsers: the YAML (Yams) and TOML (TOMLKit) parsers behind a C ABI, so that `shade`
// opens them with dlopen when a base16 or Alacritty theme is first read instead of linking
// Foundation and ICU, which both packages import, into every run. ShadeFormats'
// `ParserLibrary` is the only caller; `TreeWriter` describes the answer's form.

/// The version of this C ABI and of the answer's form; ShadeFormats refuses a library that
/// gives another (one built from other sources).
@_cdecl("shade_parsers_abi")
public func shadeParsersABI() -> Int32 { TreeWriter.abi }

/// Parses the UTF-8 YAML in `bytes` (`count` bytes, not NUL-terminated) and returns its first
/// document as a NUL-terminated JSON answer, to be released with `shade_parsers_free`.
@_cdecl("shade_parsers_yaml")
public func shadeParsersYAML(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> UnsafeMutablePointer<CChar>? {
    strdup(YAMLTree.answer(text(bytes, count), byteCount: count))
}

/// Parses the UTF-8 TOML in `bytes` (`count` bytes) and returns the document as a
/// NUL-terminated JSON answer, to be released with `shade_parsers_free`.
@_cdecl("shade_parsers_toml")
public func shadeParsersTOML(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> UnsafeMutablePointer<CChar>? {
    strdup(TOMLTree.answer(text(bytes, count), byteCount: count))
}

/// Releases an answer of `shade_parsers_yaml` or `shade_parsers_toml`.
@_cdecl("shade_parsers_free")
public func shadeParsersFree(_ answer: UnsafeMutablePointer<CChar>?) {
    free(answer)
}

private func text(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> String {
    guard let bytes, count > 0 else { return "" }
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
}
