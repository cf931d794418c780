import Testing
@testable import ShadeTokens

/// A reading suggests names for its first missing names only, each once: thousands of missing
/// aliases (a folder opened without the files it refers to) must not each search every token.
@Suite struct SuggestionBudgetTests {
    @Test func theFirstNamesGetASuggestionAndTheSameAnswerEachTime() {
        let tokens = (0..<40).map { "color.gray.\($0)" }
        var budget = SuggestionBudget()
        let first = (0..<SuggestionBudget.names).map { budget.closest(to: "color.grey.\($0)", among: tokens) }
        #expect(first == (0..<SuggestionBudget.names).map { "color.gray.\($0)" })
        #expect(budget.closest(to: "color.grey.0", among: tokens) == "color.gray.0", "a name asked again keeps its answer")
        #expect(budget.closest(to: "color.grey.30", among: tokens) == nil, "past the budget, no more searches")
    }

    @Test func aDTCGSystemWithManyMissingAliasesSuggestsForTheFirstOnly() {
        // Thirty misspelt aliases, each one letter from a token that exists.
        let grays = (0..<30).map { ##""\##($0)": {"$value": "#111111"}"## }.joined(separator: ",")
        var members = [##""gray": {"$type": "color", "## + grays + "}"]
        for index in 0..<30 { members.append(##""ink\##(index)": {"$type": "color", "$value": "{grey.\##(index)}"}"##) }
        let files = DTCGMemoryFiles(["t.tokens.json": "{" + members.joined(separator: ",") + "}"])
        let system = files.open("t.tokens.json")
        let missing = system.resolve(system.defaultContext).diagnostics.filter { $0.message.contains("refers to no token") }
        #expect(missing.count == 30)
        #expect(missing.filter { $0.suggestion != nil }.count == SuggestionBudget.names)
        #expect(missing.first?.suggestion == "{gray.0}")
    }
}
