import ShadeOutput
import ShadeTokens

/// `shade contrast --format junit`: one test suite per theme and resolution, one test case
/// per checked pair, a `<failure>` for each that fails; what CI dashboards read.
enum ContrastJUnit {
    static func document(_ sections: [ContrastReport.Section]) -> String {
        let tests = sections.reduce(0) { $0 + $1.results.count }
        let failures = sections.reduce(0) { $0 + $1.failures.count }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"shade contrast\" tests=\"\(tests)\" failures=\"\(failures)\">\n"
        for section in sections {
            let resolved = section.resolved
            let suite = "\(resolved.themeName) · \(resolved.resolution.title)"
            xml += "  <testsuite name=\"\(XMLText.escaped(suite))\" tests=\"\(section.results.count)\" failures=\"\(section.failures.count)\">\n"
            for result in section.results {
                let name = "\(result.pair.foreground.rawValue) on \(result.pair.background.rawValue) (\(result.pair.kind.rawValue))"
                let classname = "shade.contrast.\(resolved.themeName).\(resolved.resolution.name)"
                xml += "    <testcase classname=\"\(XMLText.escaped(classname))\" name=\"\(XMLText.escaped(name))\""
                guard !result.passes else {
                    xml += "/>\n"
                    continue
                }
                let message = "\(RatioText.text(result.ratio)):1 needs \(RatioText.text(result.required)):1"
                let detail = "\(result.foreground.hex) on \(result.background.hex); defined in "
                    + ContrastSARIF.uri(resolved.details(result.pair.foreground).file)
                xml += ">\n      <failure message=\"\(XMLText.escaped(message))\" type=\"\(ContrastSARIF.ruleID(result.pair.kind))\">"
                xml += XMLText.escaped(detail) + "</failure>\n    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }
}
