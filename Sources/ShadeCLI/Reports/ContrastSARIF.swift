import ShadeTokens

/// `shade contrast --format sarif`: SARIF 2.1.0, one result per failing pair, located at the
/// line and column where the failing foreground token is defined, so code review can
/// annotate that line (GitHub code scanning reads `physicalLocation.region`).
enum ContrastSARIF {
    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }
    struct Run: Encodable { var tool: Tool; var results: [Result] }
    struct Tool: Encodable { var driver: Driver }
    struct Driver: Encodable {
        var name = "shade"
        var informationUri = "https://www.w3.org/TR/WCAG22/#contrast-minimum"
        var rules: [Rule]
    }
    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var helpUri: String
    }
    struct Message: Encodable { var text: String }
    struct Result: Encodable {
        var ruleId: String
        var level: String
        var message: Message
        var locations: [Location]
        var properties: Properties
    }
    struct Properties: Encodable {
        var theme: String
        var resolution: String
        var ratio: Double
        var required: Double
        var foreground: String
        var background: String
    }
    struct Location: Encodable { var physicalLocation: PhysicalLocation }
    struct PhysicalLocation: Encodable { var artifactLocation: ArtifactLocation; var region: Region? }
    struct ArtifactLocation: Encodable { var uri: String }
    struct Region: Encodable { var startLine: Int; var startColumn: Int }

    /// The rule id of a pair's kind.
    static func ruleID(_ kind: ContrastKind) -> String { "contrast/\(kind.rawValue)" }

    static let rules: [Rule] = [
        Rule(id: ruleID(.text), name: "TextContrast",
             shortDescription: Message(text: "Text must reach 4.5:1 (7:1 in increased contrast) against its background (WCAG 1.4.3, 1.4.6)."),
             helpUri: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html"),
        Rule(id: ruleID(.largeText), name: "LargeTextContrast",
             shortDescription: Message(text: "Large text must reach 3:1 (4.5:1 in increased contrast) against its background."),
             helpUri: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html"),
        Rule(id: ruleID(.nonText), name: "NonTextContrast",
             shortDescription: Message(text: "Control outlines, focus indicators and fills must reach 3:1 against adjacent colours (WCAG 1.4.11)."),
             helpUri: "https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html"),
    ]

    /// A bundled theme's file as it stands in Shade's repository; user files as named.
    static func uri(_ file: String) -> String {
        let builtIn = "<built-in>/"
        return file.hasPrefix(builtIn) ? "themes/" + file.dropFirst(builtIn.count) : file
    }

    static func document(_ sections: [ContrastReport.Section]) -> String {
        var results: [Result] = []
        for section in sections {
            let resolved = section.resolved
            for failure in section.failures {
                let definition = resolved.details(failure.pair.foreground)
                let region = definition.position.map { Region(startLine: $0.line, startColumn: $0.column) }
                let text = "\(resolved.themeName) · \(resolved.resolution.title): \(failure.pair.foreground.rawValue) on "
                    + "\(failure.pair.background.rawValue) is \(RatioText.text(failure.ratio)):1, needs "
                    + "\(RatioText.text(failure.required)):1 (\(failure.foreground.hex) on \(failure.background.hex))"
                    + (failure.pair.explanation.map { ". \($0)" } ?? "")
                results.append(Result(
                    ruleId: ruleID(failure.pair.kind), level: "error", message: Message(text: text),
                    locations: [Location(physicalLocation: PhysicalLocation(
                        artifactLocation: ArtifactLocation(uri: uri(definition.file)), region: region))],
                    properties: Properties(theme: resolved.themeName, resolution: resolved.resolution.name,
                                           ratio: RatioText.hundredths(failure.ratio), required: failure.required,
                                           foreground: failure.pair.foreground.rawValue, background: failure.pair.background.rawValue)))
            }
        }
        return JSONOutput.encode(Log(runs: [Run(tool: Tool(driver: Driver(rules: rules)), results: results)]))
    }
}
