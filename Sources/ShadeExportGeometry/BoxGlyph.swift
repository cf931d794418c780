/// How thick one arm of a box-drawing glyph is.
public enum LineWeight: UInt8, Hashable, Sendable {
    /// No arm.
    case none
    /// A thin line.
    case light
    /// A thick line.
    case heavy
    /// Two thin parallel lines.
    case double
}

/// The four arms of a box-drawing glyph, each reaching from the cell centre to an edge.
public struct BoxArms: Hashable, Sendable {
    /// The arm towards the top edge.
    public var up: LineWeight
    /// The arm towards the right edge.
    public var right: LineWeight
    /// The arm towards the bottom edge.
    public var down: LineWeight
    /// The arm towards the left edge.
    public var left: LineWeight

    /// Creates the arms of a glyph.
    public init(up: LineWeight, right: LineWeight, down: LineWeight, left: LineWeight) {
        self.up = up
        self.right = right
        self.down = down
        self.left = left
    }
}

/// A box-drawing character (U+2500–U+257F) as geometry instead of a font glyph.
public enum BoxGlyph: Hashable, Sendable {
    /// Straight arms meeting at the centre; dashed variants are drawn solid.
    case arms(BoxArms)
    /// A rounded corner (╭╮╰╯): a quarter circle joining the two light arms that are present.
    case arc(BoxArms)
    /// Diagonals: ╱ rises to the right, ╲ falls to the right, ╳ is both.
    case diagonal(rising: Bool, falling: Bool)

    /// The geometry of `scalar`, or nil when it is not a box-drawing character.
    public static func of(_ scalar: Unicode.Scalar) -> BoxGlyph? {
        guard (0x2500...0x257F).contains(scalar.value) else { return nil }
        switch scalar.value {
        case 0x2571: return .diagonal(rising: true, falling: false)
        case 0x2572: return .diagonal(rising: false, falling: true)
        case 0x2573: return .diagonal(rising: true, falling: true)
        case 0x256D...0x2570: return .arc(armTable[Int(scalar.value - 0x2500)])
        default: return .arms(armTable[Int(scalar.value - 0x2500)])
        }
    }

    /// Arms of U+2500…U+257F in code point order, one "up right down left" code per
    /// character: `.` none, `l` light, `h` heavy, `d` double. The three diagonals hold
    /// placeholders. A test checks every entry against the Unicode character names.
    private static let armTable: [BoxArms] = {
        let codes = [
            ".l.l", ".h.h", "l.l.", "h.h.", ".l.l", ".h.h", "l.l.", "h.h.", // 2500 ─━│┃┄┅┆┇
            ".l.l", ".h.h", "l.l.", "h.h.", ".ll.", ".hl.", ".lh.", ".hh.", // 2508 ┈┉┊┋┌┍┎┏
            "..ll", "..lh", "..hl", "..hh", "ll..", "lh..", "hl..", "hh..", // 2510 ┐┑┒┓└┕┖┗
            "l..l", "l..h", "h..l", "h..h", "lll.", "lhl.", "hll.", "llh.", // 2518 ┘┙┚┛├┝┞┟
            "hlh.", "hhl.", "lhh.", "hhh.", "l.ll", "l.lh", "h.ll", "l.hl", // 2520 ┠┡┢┣┤┥┦┧
            "h.hl", "h.lh", "l.hh", "h.hh", ".lll", ".llh", ".hll", ".hlh", // 2528 ┨┩┪┫┬┭┮┯
            ".lhl", ".lhh", ".hhl", ".hhh", "ll.l", "ll.h", "lh.l", "lh.h", // 2530 ┰┱┲┳┴┵┶┷
            "hl.l", "hl.h", "hh.l", "hh.h", "llll", "lllh", "lhll", "lhlh", // 2538 ┸┹┺┻┼┽┾┿
            "hlll", "llhl", "hlhl", "hllh", "hhll", "llhh", "lhhl", "hhlh", // 2540 ╀╁╂╃╄╅╆╇
            "lhhh", "hlhh", "hhhl", "hhhh", ".l.l", ".h.h", "l.l.", "h.h.", // 2548 ╈╉╊╋╌╍╎╏
            ".d.d", "d.d.", ".dl.", ".ld.", ".dd.", "..ld", "..dl", "..dd", // 2550 ═║╒╓╔╕╖╗
            "ld..", "dl..", "dd..", "l..d", "d..l", "d..d", "ldl.", "dld.", // 2558 ╘╙╚╛╜╝╞╟
            "ddd.", "l.ld", "d.dl", "d.dd", ".dld", ".ldl", ".ddd", "ld.d", // 2560 ╠╡╢╣╤╥╦╧
            "dl.l", "dd.d", "ldld", "dldl", "dddd", ".ll.", "..ll", "l..l", // 2568 ╨╩╪╫╬╭╮╯
            "ll..", "....", "....", "....", "...l", "l...", ".l..", "..l.", // 2570 ╰╱╲╳╴╵╶╷
            "...h", "h...", ".h..", "..h.", ".h.l", "l.h.", ".l.h", "h.l.", // 2578 ╸╹╺╻╼╽╾╿
        ]
        func weight(_ code: Character) -> LineWeight {
            switch code {
            case "l": .light
            case "h": .heavy
            case "d": .double
            default: .none
            }
        }
        return codes.map { code in
            let weights = code.map(weight)
            return BoxArms(up: weights[0], right: weights[1], down: weights[2], left: weights[3])
        }
    }()
}
