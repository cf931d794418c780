import ShadeJSON

extension TokensStudioReader {
    /// A colour written as an object of a colour and an alpha (`{color: '{core.black}', alpha:
    /// 0.65}`), as Style Dictionary projects with a `color/alpha` transform write translucent
    /// colours: the colour (a literal or a reference) at that opacity.
    struct ColorWithAlpha {
        /// The colour, as a token's value would be written.
        var color: JSONNode
        /// The opacity, from 0 to 1.
        var alpha: Double

        /// The value as the Tokens screen shows what a file wrote: `{core.black} alpha 0.65`.
        var written: String {
            "\(color.string ?? "") alpha \(alpha)"
        }

        /// The colour and alpha of `node`, when it is an object of exactly those two members,
        /// the colour a string and the alpha a number (or a number written as a string).
        init?(_ node: JSONNode) {
            guard let object = node.object, object.members.count == 2, let color = object["color"], color.string != nil,
                  let alphaNode = object["alpha"], let alpha = alphaNode.number ?? alphaNode.string.flatMap(Double.init) else { return nil }
            self.color = color
            self.alpha = alpha
        }
    }
}
