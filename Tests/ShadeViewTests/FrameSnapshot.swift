import ShadeColor
import ShadeView
import SnapshotTesting

/// Frames as reviewable text: the characters, then every distinct style given a key, then
/// a grid of those keys. A change of one cell's colour or glyph changes the snapshot.
extension Snapshotting where Value == Frame, Format == String {
    static var cells: Snapshotting {
        SimplySnapshotting.lines.pullback { frame in FrameSnapshot.describe(frame) }
    }
}

enum FrameSnapshot {
    static let keys = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>@[]^_{|}~")

    static func describe(_ frame: Frame) -> String {
        var styleKeys: [CellStyle: Character] = [:]
        var legend: [String] = []
        var grid: [String] = []
        for row in 0..<frame.height {
            var line = ""
            for column in 0..<frame.width {
                let style = frame[column, row].style
                if styleKeys[style] == nil {
                    let key = styleKeys.count < keys.count ? keys[styleKeys.count] : "?"
                    styleKeys[style] = key
                    legend.append("\(key) fg \(style.foreground.hex) bg \(style.background.hex)\(attributes(style.attributes))")
                }
                line.append(styleKeys[style]!)
            }
            grid.append(line)
        }
        let text = (0..<frame.height).map { frame.text(ofRow: $0) }
        return (["text \(frame.width)×\(frame.height)"] + text + ["", "styles"] + legend + ["", "grid"] + grid).joined(separator: "\n") + "\n"
    }

    private static func attributes(_ attributes: TextAttributes) -> String {
        var names: [String] = []
        if attributes.contains(.bold) { names.append("bold") }
        if attributes.contains(.dim) { names.append("dim") }
        if attributes.contains(.italic) { names.append("italic") }
        if attributes.contains(.underline) { names.append("underline") }
        if attributes.contains(.strikethrough) { names.append("strikethrough") }
        return names.isEmpty ? "" : " " + names.joined(separator: " ")
    }
}
