import ShadeExportGeometry

extension ExportCaption {
    /// The PNG text chunks: the title, the facts one per line, and the generator as `Software`.
    var pngTextChunks: [(keyword: String, value: String)] {
        var chunks = [(keyword: "Title", value: title)]
        chunks.append(("Description", metadata.map { "\($0.key): \($0.value)" }.joined(separator: "\n")))
        if let generator = metadata.first(where: { $0.key == "generator" }) { chunks.append(("Software", generator.value)) }
        return chunks
    }
}
