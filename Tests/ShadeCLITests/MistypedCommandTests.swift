import Testing
@testable import ShadeCLI

/// A misspelt subcommand is named as one, with the closest, instead of reaching the
/// previewer's parser; options, subcommands and paths still go where they went.
struct MistypedCommandTests {
    @Test func aMisspeltSubcommandGetsItsClosest() {
        #expect(Shade.mistypedSubcommand("tokns")?.suggestion == "tokens")
        #expect(Shade.mistypedSubcommand("contrst")?.suggestion == "contrast")
        #expect(Shade.mistypedSubcommand("tokens") == nil)
        #expect(Shade.mistypedSubcommand("--theme") == nil)
        #expect(Shade.mistypedSubcommand("/") == nil, "a path the previewer opens")
        #expect(Shade.mistypedSubcommand(nil) == nil)
    }
}
