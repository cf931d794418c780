#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
internal import CNcurses

/// The C locale decides how ncurses decodes typed characters and measures text.
enum TerminalLocale {
    /// Adopts the user's locale, and if its character set is not UTF-8 (LANG unset gives
    /// plain "C") switches just the character type to C.UTF-8: ncurses would otherwise
    /// read every non-ASCII key as garbage bytes.
    static func ensureUTF8CharacterType() {
        _ = setlocale(LC_ALL, "")
        if !characterSetIsUTF8() {
            _ = setlocale(LC_CTYPE, "C.UTF-8")
        }
    }

    private static func characterSetIsUTF8() -> Bool {
        guard let name = nl_langinfo(nl_item(CODESET)) else { return false }
        let normalized = String(cString: name).uppercased().filter { $0 != "-" && $0 != "_" }
        return normalized == "UTF8"
    }
}
