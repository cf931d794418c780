#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ShadeApp
import ShadeOutput
import ShadeTerminal
import ShadeView

/// The ncurses session as the runner's ``Terminal``: its events become messages, and frames
/// are diffed by the encoder so only what changed is written, in one `write`.
final class SessionTerminal: Terminal {
    private let session: TerminalSession
    private var encoder: TerminalEncoder

    init(session: TerminalSession, colorMode: ColorMode) {
        self.session = session
        encoder = TerminalEncoder(options: .init(colorMode: colorMode, synchronizedOutput: session.capabilities.synchronizedOutput))
    }

    var size: ScreenSize { session.size }

    func nextMessages(timeoutMilliseconds: Int?) -> [Message] {
        session.nextEvents(timeoutMilliseconds: timeoutMilliseconds).compactMap(Self.message)
    }

    /// The app's message for a terminal event; nil for what the app has no use for.
    static func message(_ event: TerminalEvent) -> Message? {
        switch event {
        case .key(let key): InputKey(key).map(Message.key)
        case .paste(let text): .paste(text)
        case .mouseClick(let column, let row): .click(column: column, row: row)
        case .resize(let size): .resize(size)
        case .resumed: .resumed
        case .colorScheme(let dark): .appearanceReported(dark ? .dark : .light)
        case .timeout: nil
        case .hangUp: .hangUp
        }
    }

    func show(_ frame: Frame, of model: AppModel) {
        encoder.options.palette = ScreenPalette.assignment(for: model, mode: encoder.options.colorMode)
        let bytes = encoder.encode(frame)
        if !bytes.isEmpty { session.write(bytes) }
    }

    func forgetShown() { encoder.invalidate() }

    func copy(_ text: String) {
        session.write(ClipboardContent.osc52(base64: Data(text.utf8).base64EncodedString()))
    }

    func suspend() { session.suspend() }

    var waker: @Sendable () -> Void { { [waker = session.waker] in waker.wake() } }
}

extension InputKey {
    /// The app's view of a terminal key; nil for keys the app has no use for.
    init?(_ key: Key) {
        switch key {
        case .character(let character): self = .character(character)
        case .left: self = .left
        case .right: self = .right
        case .up: self = .up
        case .down: self = .down
        case .tab: self = .tab
        case .backTab: self = .backTab
        case .enter: self = .enter
        case .escape: self = .escape
        case .controlC: self = .controlC
        case .backspace: self = .backspace
        case .controlZ: self = .controlZ
        default: return nil
        }
    }
}
