import ShadeExportGeometry
import ShadeText

extension ExportCaption {
    /// The caption as one JSON object (`title` first, then each fact), for the SVG's `<metadata>`.
    var json: String {
        var text = "{" + JSONText.quoted("title") + ":" + JSONText.quoted(title)
        for entry in metadata {
            text += "," + JSONText.quoted(entry.key) + ":" + JSONText.quoted(entry.value)
        }
        return text + "}"
    }
}
