import ShadeTokens

/// `calc()`, `min()`, `max()` and `clamp()` in a colour function's components, to CSS Values
/// 4 § 10: `rgb(calc(255 * 0.5) 0 0)`, `hsl(calc(var(--h) + 10) 50% 50%)` once `var()` is
/// substituted. Numbers, percentages and angles (deg, rad, grad, turn); `+` and `-` between
/// values of one type, `*` with a number on one side, `/` by a number; parentheses, nested
/// calculations and the constants `e` and `pi`. Anything else (a length, a unit a colour has
/// no use for, a percentage added to a number, a division by zero) is a problem in words,
/// never a value guessed.
enum CSSCalc {
    /// The math functions read inside a colour.
    static let functions: Set<String> = ["calc", "min", "max", "clamp"]

    /// A calculated value and its type; angles in degrees.
    struct Value: Equatable {
        enum Kind: String { case number, percentage, angle }
        var amount: Double
        var kind: Kind
    }

    /// How deep calculations may nest (parentheses and functions): far more than any sheet
    /// writes, and no stack a hostile one can exhaust.
    static let maximumDepth = 32

    /// The value of math function `name` (lower-cased) with `arguments`.
    static func evaluate(_ name: String, _ arguments: [CSSComponent], depth: Int = 0) throws(FormatProblem) -> Value {
        guard depth < maximumDepth else { throw FormatProblem("calc() nests more than \(maximumDepth) deep") }
        switch name {
        case "calc":
            return try sum(arguments, depth: depth)
        case "min", "max", "clamp":
            let parts = try CSSReader.split(arguments).map { part throws(FormatProblem) in try sum(part, depth: depth) }
            guard !parts.contains(where: { $0.kind != parts[0].kind }) else { throw FormatProblem("\(name)() mixes \(kinds(parts))") }
            if name == "clamp" {
                guard parts.count == 3 else { throw FormatProblem("clamp() takes a minimum, a value and a maximum") }
                return Value(amount: max(parts[0].amount, min(parts[1].amount, parts[2].amount)), kind: parts[0].kind)
            }
            let amounts = parts.map(\.amount)
            return Value(amount: (name == "min" ? amounts.min() : amounts.max())!, kind: parts[0].kind)
        default:
            throw FormatProblem("\(name)() is not read inside a colour (calc(), min(), max() and clamp() are)")
        }
    }

    private static func kinds(_ values: [Value]) -> String {
        var seen: [String] = []
        for value in values where !seen.contains(value.kind.rawValue + "s") { seen.append(value.kind.rawValue + "s") }
        return seen.joined(separator: " and ")
    }

    /// A sum of products: `a + b * c - d`. `+` and `-` are delimiters between spaces (a sign
    /// written against a number, `10 -5`, is part of the number and no operator).
    private static func sum(_ components: [CSSComponent], depth: Int) throws(FormatProblem) -> Value {
        let items = components.filter { !$0.isWhitespace }
        guard !items.isEmpty else { throw FormatProblem("an empty calculation") }
        var index = 0
        var total = try product(items, &index, depth: depth)
        while index < items.count {
            guard case .token(let token) = items[index], case .delim(let operation) = token.kind, operation == "+" || operation == "-" else {
                throw FormatProblem("expected + or - in a calculation, saw \"\(CSSParser.text([items[index]]))\"")
            }
            index += 1
            let next = try product(items, &index, depth: depth)
            guard next.kind == total.kind else { throw FormatProblem("a calculation adds \(kinds([total, next]))") }
            total.amount += operation == "+" ? next.amount : -next.amount
        }
        guard total.amount.isFinite else { throw FormatProblem("a calculation that is not finite") }
        return total
    }

    private static func product(_ items: [CSSComponent], _ index: inout Int, depth: Int) throws(FormatProblem) -> Value {
        var result = try leaf(items, &index, depth: depth)
        while index < items.count, case .token(let token) = items[index], case .delim(let operation) = token.kind,
              operation == "*" || operation == "/" {
            index += 1
            let next = try leaf(items, &index, depth: depth)
            if operation == "*" {
                guard result.kind == .number || next.kind == .number else { throw FormatProblem("a calculation multiplies \(kinds([result, next]))") }
                result = Value(amount: result.amount * next.amount, kind: result.kind == .number ? next.kind : result.kind)
            } else {
                guard next.kind == .number else { throw FormatProblem("a calculation divides by a \(next.kind.rawValue); divide by a number") }
                guard next.amount != 0 else { throw FormatProblem("a calculation divides by zero") }
                result.amount /= next.amount
            }
        }
        return result
    }

    private static func leaf(_ items: [CSSComponent], _ index: inout Int, depth: Int) throws(FormatProblem) -> Value {
        guard index < items.count else { throw FormatProblem("a calculation ends with an operator") }
        let item = items[index]
        index += 1
        switch item {
        case .token(let token):
            switch token.kind {
            case .number(let value, _): return Value(amount: value, kind: .number)
            case .percentage(let value): return Value(amount: value, kind: .percentage)
            case .dimension(let value, let unit):
                guard let degrees = angle(value, unit) else { throw FormatProblem("unexpected unit \"\(unit)\" in a colour's calculation") }
                return Value(amount: degrees, kind: .angle)
            case .ident(let word) where word.lowercased() == "pi": return Value(amount: .pi, kind: .number)
            case .ident(let word) where word.lowercased() == "e": return Value(amount: 2.718281828459045, kind: .number)
            default: throw FormatProblem("unexpected \"\(CSSParser.text(token))\" in a calculation")
            }
        case .block(let open, let contents, _):
            guard open == "(" else { throw FormatProblem("unexpected \"\(open)\" in a calculation") }
            guard depth + 1 < maximumDepth else { throw FormatProblem("calc() nests more than \(maximumDepth) deep") }
            return try sum(contents, depth: depth + 1)
        case .function(let name, let arguments, _):
            return try evaluate(name.lowercased(), arguments, depth: depth + 1)
        }
    }

    /// `value` in `unit` as degrees, when the unit is an angle's.
    static func angle(_ value: Double, _ unit: String) -> Double? {
        switch unit.lowercased() {
        case "deg": value
        case "rad": value * 180 / .pi
        case "grad": value * 0.9
        case "turn": value * 360
        default: nil
        }
    }
}
