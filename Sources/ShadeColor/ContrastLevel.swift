/// The WCAG 2.x conformance level a contrast ratio reaches for text.
public enum ContrastLevel: Int, CaseIterable, Comparable, Sendable {
    /// Below 3: fails even for large text.
    case fail
    /// At least 3: AA for large text and non-text UI parts.
    case aaLarge
    /// At least 4.5: AA for body text (AAA for large text).
    case aa
    /// At least 7: AAA for body text.
    case aaa

    /// The level `ratio` reaches. The unrounded ratio is compared, as WCAG requires:
    /// 4.499 is not AA even though it displays as 4.5.
    public init(ratio: Double) {
        if ratio >= 7 {
            self = .aaa
        } else if ratio >= 4.5 {
            self = .aa
        } else if ratio >= 3 {
            self = .aaLarge
        } else {
            self = .fail
        }
    }

    /// The smallest ratio that reaches this level (1 for `fail`).
    public var minimumRatio: Double {
        switch self {
        case .fail: 1
        case .aaLarge: 3
        case .aa: 4.5
        case .aaa: 7
        }
    }

    /// A short label for tables: "AAA", "AA", "AA Large" or "Fail".
    public var label: String {
        switch self {
        case .fail: "Fail"
        case .aaLarge: "AA Large"
        case .aa: "AA"
        case .aaa: "AAA"
        }
    }

    /// Orders levels from `fail` to `aaa`.
    public static func < (lhs: ContrastLevel, rhs: ContrastLevel) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
