/// A failure that is not a typing mistake on the command line: an unknown theme, no
/// terminal, nothing loadable. Printed as one `shade: …` line without a usage text, which
/// would only repeat the root command's and hide the message.
struct CommandFailure: Error, CustomStringConvertible {
    /// What went wrong, already made safe for a terminal.
    let message: String
    /// 2 for "you asked for something that isn't there", so that `shade contrast`'s 1 keeps
    /// meaning "a pair failed"; 1 for an environment that cannot run the command.
    let exitCode: Int32

    init(_ message: String, exitCode: Int32 = 2) {
        self.message = message
        self.exitCode = exitCode
    }

    var description: String { message }
}
