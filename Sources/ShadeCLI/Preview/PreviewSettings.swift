import ShadeApp
import ShadeTokens
import ShadeView

/// What `shade preview` is asked for, as plain values. `PreviewCommand` fills it from its
/// parsed options; a bare `shade` (no arguments at all) takes the defaults without parsing,
/// since ArgumentParser reflects every subcommand's options before it runs any of them,
/// which took 4–5 ms of a first frame of 10–14 ms.
struct PreviewSettings: Equatable {
    /// `--themes` and `--allow-outside-sources`.
    var sources = ThemeSources()
    /// `--theme`: the theme to open, else the remembered one.
    var theme: String?
    /// `--appearance`, else the remembered one.
    var appearance: AppearanceMode?
    /// `--contrast`, else the remembered one.
    var contrast: Contrast?
    /// `--color`.
    var color: ColorChoice = .auto
    /// `--severity` of a simulated colour-vision deficiency.
    var severity: Double = 1
    /// `--context` pairs.
    var context = ContextChoice()
    /// `--export`, else the remembered choice.
    var export: ExportChoice?
    /// `--chrome`: what of the screen `x` keeps.
    var chrome: ExportChrome = .header
    /// `--compare-with git:REV`.
    var compareWith: String?

    /// The settings of a launch that needs no parsing: `shade` alone, whose every option is
    /// its default. Nil when there are arguments, which ArgumentParser reads.
    static func bareLaunch(arguments: [String]) -> PreviewSettings? {
        arguments.count == 1 ? PreviewSettings() : nil
    }
}
