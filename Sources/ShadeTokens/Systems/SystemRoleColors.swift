import ShadeColor

/// Turns a design system's filled roles into the colours the screen draws, compositing
/// translucent roles the way Shade's own themes do.
///
/// A translucent role is drawn over `backgroundPrimary` (the page), as a Shade theme's token
/// is when its file names no other ground; a translucent `backgroundPrimary` itself is drawn
/// over white in light and black in dark, since nothing of the system lies beneath it.
enum SystemRoleColors {
    /// One ``ResolvedColor`` per role, in `ColorToken.allCases` order.
    static func drawn(_ roles: RoleAssignment, tokens: ResolvedSystem, appearance: Appearance) -> [ResolvedColor] {
        let page = roles[.backgroundPrimary].color
        let beneathPage = RGB(appearance == .light ? 0xFFFFFF : 0x000000)
        let pageRGB = page.isOpaque ? page.rgb : page.composited(over: beneathPage)
        return roles.fills.map { fill in
            let token = fill.token.flatMap(tokens.color)
            let ground: ColorToken? = fill.color.isOpaque || fill.role == .backgroundPrimary ? nil : .backgroundPrimary
            let rgb = fill.color.isOpaque ? fill.color.rgb
                : fill.color.composited(over: fill.role == .backgroundPrimary ? beneathPage : pageRGB)
            return ResolvedColor(
                rgb: rgb, written: fill.color, source: token?.written ?? fill.reason, aliasChain: token?.aliases ?? [],
                ground: ground, outOfGamut: token?.outOfGamut ?? false, file: token?.file ?? "",
                // The token's own place and name, so a line about it (a colour outside sRGB)
                // names file:line:col and the token as every other line does.
                position: token?.position, path: token?.path ?? "",
                description: token?.description, wide: token?.color == fill.color ? token?.wide : nil)
        }
    }
}
