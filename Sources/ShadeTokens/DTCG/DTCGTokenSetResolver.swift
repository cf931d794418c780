import ShadeSync
import ShadeColor
import ShadeJSON

/// Turns composed DTCG sources into a ``ResolvedSystem``: composition, `$extends`, aliases,
/// types (own `$type`, else the referenced token's, else the closest group's), and the
/// values of colour and dimension tokens. Every other type is kept as JSON.
package enum DTCGTokenSetResolver {
    /// What a token says whose type nothing gives and whose value is no colour: a size, a
    /// word. Never a colour Shade failed to read.
    package static let undeterminedType = "the token's type cannot be determined: give it \"$type\" or put it in a group that has one"

    /// Resolves `sources` (in resolution order) for `context`; `cut` divides the tokens into
    /// the parts read side by side (tests cut them anywhere); `suggestions` are the system's,
    /// shared by its contexts; `colorStrings` reads colours written as CSS strings.
    static func resolve(_ sources: [DTCGFlatDocument], context: SystemContext, colorStrings: DTCGColorStrings = .none,
                        suggestions: Locked<SuggestionBudget> = Locked(SuggestionBudget()),
                        cut: (Int) -> [Range<Int>] = { CoreParts.of($0, least: tokensPerPart) }) -> ResolvedSystem {
        let composition = DTCGComposition(sources: sources)
        let aliases = DTCGAliasResolution(composition, suggestions: suggestions)
        // Reading values is independent token by token: a system's thousands of tokens are read
        // on every core, in as many contiguous parts, joined in order. Each part reads a
        // literal its tokens share once; one shared by two parts is read twice and its
        // problems said twice, which `unique` folds back into the order of one pass.
        let shared = SharedResolution(composition: composition, aliases: aliases, colorStrings: colorStrings)
        let parts = cut(composition.tokens.count)
        // One part is read on this thread: `concurrentMap` maps in place what fits one chunk.
        let read = parts.concurrentMap(chunk: 1) { ReadValues(shared, range: $0) }
        var diagnostics = composition.diagnostics + aliases.diagnostics
        var colors: [SystemColorToken] = [], dimensions: [SystemDimensionToken] = [], others: [SystemOtherToken] = []
        colors.reserveCapacity(read.reduce(0) { $0 + $1.colors.count })
        for part in read {
            colors += part.colors
            dimensions += part.dimensions
            others += part.others
            diagnostics += part.diagnostics
        }
        return ResolvedSystem(context: context, colors: colors, dimensions: dimensions, others: others,
                              diagnostics: unique(diagnostics))
    }

    /// Tokens a part reads at least: below this, one core reads faster than two start.
    static let tokensPerPart = 1_500

    /// The composition and its aliases, read (never changed) by every part at once.
    private struct SharedResolution: @unchecked Sendable {
        let composition: DTCGComposition
        let aliases: DTCGAliasResolution
        let colorStrings: DTCGColorStrings
    }

    /// The values of one contiguous part of a composition's tokens.
    private struct ReadValues: Sendable {
        var colors: [SystemColorToken] = []
        var dimensions: [SystemDimensionToken] = []
        var others: [SystemOtherToken] = []
        var diagnostics: [Diagnostic] = []

        init(_ shared: SharedResolution, range: Range<Int>) {
            let composition = shared.composition, aliases = shared.aliases, colorStrings = shared.colorStrings
            let tokens = composition.tokens, outcomes = aliases.outcomes
            colors.reserveCapacity(range.count)
            var colorByHolder: [Int: Result<DTCGColor, DTCGValueError>] = [:]
            let resolver: DTCGColorValue.ReferenceResolver = { pointer, position throws(DTCGValueError) in
                try aliases.node(at: pointer, position: position)
            }
            for index in range {
                let token = tokens[index]
                guard let outcome = outcomes[index] else { continue }
                let holder = tokens[outcome.holder]
                // The token's group defaults, looked up once for its type and its deprecation.
                let group = composition.groupDefaults[token.groupPath]
                let targetType = outcome.holder == index || outcome.projected ? nil : (holder.type ?? composition.inheritedType(of: holder))
                if let own = token.type, let targetType, own != targetType {
                    diagnostics.append(Diagnostic(file: token.file, position: token.value?.position ?? token.position, tokenPath: token.path,
                                                  message: "a \(own) token cannot alias \"\(holder.path)\", a \(targetType) token"))
                    continue
                }
                let declared = token.type ?? targetType ?? group?.type
                // A value that can only be a colour is read as one (many exports leave the type
                // out): the system keeps its colours, and the file is told what is missing.
                let untypedColor = declared == nil && DTCGTokenSetResolver.isPlainlyColor(outcome.node, colorStrings: colorStrings)
                guard let type = declared ?? (untypedColor ? "color" : nil) else {
                    diagnostics.append(Diagnostic(file: token.file, position: token.position, tokenPath: token.path,
                                                  message: undeterminedType))
                    continue
                }
                if untypedColor {
                    diagnostics.append(Diagnostic(file: token.file, position: token.position, tokenPath: token.path,
                                                  message: "the token has no \"$type\"; its value is plainly a colour and is read as one "
                                                      + "(give it \"$type\": \"color\", or put it in a group that has one)")
                        .deviation(kind: "have no $type, and are read as colours by their values"))
                }
                let deprecated = (token.deprecation ?? group?.deprecation)?.reason
                switch type {
                case "color":
                    // Aliases share their holder's literal: read each literal colour once.
                    let cached = outcome.projected ? nil : colorByHolder[outcome.holder]
                    let result = cached ?? Result { () throws(DTCGValueError) -> DTCGColor in
                        try DTCGTokenSetResolver.readColor(outcome.node, resolver: resolver, colorStrings: colorStrings, token: holder,
                                                           diagnostics: &diagnostics)
                    }
                    if cached == nil, !outcome.projected { colorByHolder[outcome.holder] = result }
                    switch result {
                    case .success(let color):
                        colors.append(SystemColorToken(
                            path: token.path, color: color.color, outOfGamut: color.outOfGamut,
                            wide: color.outOfGamut ? color.value : nil, writtenText: token.written,
                            aliases: outcome.aliases, deprecated: deprecated, description: token.description,
                            file: token.file, position: token.position))
                    case .failure(let error):
                        if cached == nil {
                            diagnostics.append(Diagnostic(file: holder.file, position: error.position, tokenPath: holder.path, message: error.message))
                        }
                    }
                case "dimension":
                    do {
                        let (value, unit) = try DTCGTokenSetResolver.readDimension(outcome.node)
                        dimensions.append(SystemDimensionToken(path: token.path, value: value, unit: unit, aliases: outcome.aliases,
                                                               deprecated: deprecated, file: token.file, position: token.position))
                    } catch {
                        diagnostics.append(Diagnostic(file: holder.file, position: error.position, tokenPath: holder.path, message: error.message))
                    }
                default:
                    others.append(SystemOtherToken(path: token.path, type: type, value: outcome.node, file: token.file, position: token.position))
                }
            }
        }
    }

    /// Whether a value can only be a colour: a DTCG colour object (`colorSpace` and
    /// `components`), a hex string (`#0969DA`, `#fff8`) or a CSS colour function that
    /// `colorStrings` reads (`rgb(0 0 0 / 0.5)`; not a bare word such as `white`).
    static func isPlainlyColor(_ node: JSONNode, colorStrings: DTCGColorStrings = .none) -> Bool {
        if let object = node.object { return object["colorSpace"] != nil && object["components"] != nil }
        guard let text = node.string else { return false }
        guard text.hasPrefix("#") else { return colorStrings.isColorFunction(text) }
        return (try? RGBA(hex: text)) != nil
    }

    /// A colour object, strictly; a bare hex string or another CSS colour string (the
    /// pre-2025.10 forms, still common) is reported and then read, since it names one colour
    /// without doubt.
    fileprivate static func readColor(_ node: JSONNode, resolver: @escaping DTCGColorValue.ReferenceResolver, colorStrings: DTCGColorStrings,
                                      token: DTCGTokenEntry, diagnostics: inout [Diagnostic]) throws(DTCGValueError) -> DTCGColor {
        if let text = node.string {
            // Hex digits without their `#` (`FDF4F4`) are read as Style Dictionary's readers take them.
            let bare = DTCGColorStrings.bareHex(text)
            guard let rgba = try? RGBA(hex: bare ?? text) else {
                return try readColorString(text, at: node.position, colorStrings: colorStrings, token: token, diagnostics: &diagnostics)
            }
            if let bare {
                diagnostics.append(DTCGColorStrings.bareHexDeviation(written: text, hex: bare, file: token.file, position: node.position, tokenPath: token.path))
            } else {
                diagnostics.append(Diagnostic(file: token.file, position: node.position, tokenPath: token.path,
                                              message: "DTCG 2025.10 colours are objects ({\"colorSpace\": \"srgb\", \"components\": […]}), not hex strings; \"\(text)\" is read as sRGB")
                    .deviation(kind: "write a colour as a hex string, read as sRGB"))
            }
            return DTCGColor(color: rgba, outOfGamut: false, linearSRGB: .zero, value: nil, fallbackReason: nil, hexMismatch: nil)
        }
        let color = try DTCGColorValue.parse(node, resolvingReferencesWith: resolver)
        if let reason = color.fallbackReason {
            diagnostics.append(Diagnostic(file: token.file, position: node.position, tokenPath: token.path, message: reason))
        }
        if let mismatch = color.hexMismatch {
            diagnostics.append(Diagnostic(file: token.file, position: mismatch.position, tokenPath: token.path,
                                          message: "the hex fallback \(mismatch.hex.hex) disagrees with the components, which give \(color.color.rgb.hex)")
                .deviation(kind: "have a hex fallback that disagrees with the components"))
        }
        for deviation in color.deviations {
            diagnostics.append(Diagnostic(file: token.file, position: deviation.position, tokenPath: token.path,
                                          message: deviation.message)
                .deviation(kind: "have a hex fallback that is not 6 digits"))
        }
        return color
    }

    /// A colour written as a CSS string other than hex (`rgb(0 0 0 / 0.5)`, `oklch(…)`,
    /// `white`), read as its colour in the space it was written in, with a deviation that
    /// shows the object the Color module wants; a string that is no colour, or a colour
    /// function that is wrong (`rgb(0 0)`), is a problem.
    private static func readColorString(_ text: String, at position: SourcePosition, colorStrings: DTCGColorStrings, token: DTCGTokenEntry,
                                        diagnostics: inout [Diagnostic]) throws(DTCGValueError) -> DTCGColor {
        switch colorStrings.read(text) {
        case .color(let value)?:
            diagnostics.append(Diagnostic(file: token.file, position: position, tokenPath: token.path,
                                          message: "DTCG 2025.10 colours are objects (\(DTCGColorStrings.object(value))), "
                                              + "not CSS colour strings; \"\(text)\" is read as that colour")
                .deviation(kind: "write a colour as a CSS colour string, read as that colour"))
            if let function = colorStrings.commasInModernSyntax(text) {
                diagnostics.append(DTCGColorStrings.commaDeviation(function: function, file: token.file, position: position, tokenPath: token.path))
            }
            let mapped = value.toSRGB()
            return DTCGColor(color: mapped.color, outOfGamut: mapped.outOfGamut, linearSRGB: value.linearSRGB, value: value,
                             fallbackReason: nil, hexMismatch: nil)
        case .problem(let why)?:
            throw DTCGValueError(message: "\"\(text)\" is not a colour: \(why)", position: position)
        case nil:
            throw DTCGValueError(message: "\"\(text)\" is not a colour; a colour is an object with colorSpace and components", position: position)
        }
    }

    /// `{"value": 16, "unit": "px"}`; DTCG 2025.10 allows only px and rem.
    fileprivate static func readDimension(_ node: JSONNode) throws(DTCGValueError) -> (Double, SystemDimensionToken.Unit) {
        guard let object = node.object else {
            throw DTCGValueError(message: "a dimension is an object {\"value\": 16, \"unit\": \"px\"}, not \(node.typeName)", position: node.position)
        }
        guard let valueNode = object["value"], let value = valueNode.number else {
            throw DTCGValueError(message: "a dimension needs a numeric \"value\"", position: object["value"]?.position ?? node.position)
        }
        guard let unitNode = object["unit"], let unitText = unitNode.string, let unit = SystemDimensionToken.Unit(rawValue: unitText) else {
            throw DTCGValueError(message: "a dimension's \"unit\" is \"px\" or \"rem\"", position: object["unit"]?.position ?? node.position)
        }
        return (value, unit)
    }

    private static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }
    }
}
