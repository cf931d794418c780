import ShadeTokens

/// How one role is filled, as `shade roles` and `shade tokens` both report it: the system
/// token, where the fill came from (theme, explicit, matched, palette or derived) and why, in
/// words, how sure that is in the designer's words (pinned, named, value only, derived), the
/// value rule it was judged by and the best alternative that lost.
///
/// It encodes into the object of the entry holding it, so both reports keep one flat object
/// per role and say the same thing in the same way.
struct RoleFillFields: Encodable {
    var token: String?
    var origin: String
    var reason: String
    var confidence: String
    var value: String?
    var alternative: String?

    init(_ fill: RoleFill) {
        token = fill.token
        origin = fill.origin.rawValue
        reason = fill.reason
        confidence = fill.confidenceWord
        value = fill.valueReason
        alternative = fill.alternative
    }

    private enum CodingKeys: String, CodingKey { case token, origin, reason, confidence, value, alternative }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        // `token` is always present: null says the role was derived, not forgotten.
        try container.encode(token, forKey: .token)
        try container.encode(origin, forKey: .origin)
        try container.encode(reason, forKey: .reason)
        try container.encode(confidence, forKey: .confidence)
        try container.encodeIfPresent(value, forKey: .value)
        try container.encodeIfPresent(alternative, forKey: .alternative)
    }
}
