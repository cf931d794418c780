import Foundation
import ShadeColor
import ShadeFormats
import ShadeTokens
import Testing

/// The exported CSS in a real browser: headless Chromium (Debian's `chromium`, which
/// `.ci/run` installs) loads it, the DevTools protocol (over a pipe, no network) emulates
/// `prefers-color-scheme` and `prefers-contrast`, and `getComputedStyle` must give every
/// role's colour in all four resolutions.
@Suite struct ChromiumConsumerTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Drives Chromium over --remote-debugging-pipe (fd 3 in, fd 4 out, NUL-separated JSON).
    static let driver = #"""
    import json, os, subprocess, sys, tempfile
    chromium, page = sys.argv[1], sys.argv[2]
    to_child_r, to_child_w = os.pipe()
    from_child_r, from_child_w = os.pipe()
    def wire():
        # Pipes are close-on-exec, and dup2 onto the same number keeps that flag: clear it.
        os.dup2(to_child_r, 3)
        os.dup2(from_child_w, 4)
        os.set_inheritable(3, True)
        os.set_inheritable(4, True)
    profile = tempfile.mkdtemp()
    proc = subprocess.Popen([chromium, "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
                             "--no-first-run", "--user-data-dir=" + profile, "about:blank"],
                            preexec_fn=wire, close_fds=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(to_child_r); os.close(from_child_w)
    buffer = b""
    counter = 0
    def send(method, params=None, session=None):
        global counter, buffer
        counter += 1
        message = {"id": counter, "method": method, "params": params or {}}
        if session: message["sessionId"] = session
        os.write(to_child_w, json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" not in buffer:
                chunk = os.read(from_child_r, 65536)
                if not chunk: raise SystemExit("chromium closed the pipe")
                buffer += chunk
            raw, buffer = buffer.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == counter:
                if "error" in reply: raise SystemExit(str(reply["error"]))
                return reply["result"]
    try:
        target = send("Target.createTarget", {"url": "file://" + page})["targetId"]
        session = send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        results = {}
        for scheme in ["light", "dark"]:
            for contrast in ["no-preference", "more"]:
                send("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme},
                                                                {"name": "prefers-contrast", "value": contrast}]}, session)
                value = send("Runtime.evaluate", {"expression": "window.ready.then(() => JSON.stringify(window.readColors()))",
                                                  "awaitPromise": True, "returnByValue": True}, session)
                results[scheme + "/" + contrast] = json.loads(value["result"]["value"])
        print(json.dumps(results))
    finally:
        proc.kill()
        proc.wait()
    """#

    /// Parses `rgb(1, 2, 3)` / `rgba(1, 2, 3, 0.5)` as Chromium serialises computed colours.
    static func parse(_ text: String) -> RGBA? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let numbers = text[text.index(after: open)..<text.index(before: text.endIndex)]
            .split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count >= 3 else { return nil }
        let rgb = RGB(red: UInt8(numbers[0].rounded()), green: UInt8(numbers[1].rounded()), blue: UInt8(numbers[2].rounded()))
        return RGBA(rgb, alpha: numbers.count == 4 ? numbers[3] : 1)
    }

    @Test(.enabled(if: chromium != nil || ProcessInfo.processInfo.environment["CI"] != nil, "chromium is not installed"),
          .timeLimit(.minutes(3)))
    func exportedCSSGivesTheTokensInChromium() throws {
        let chromium = try #require(Self.chromium, "install Debian's chromium package")
        let folder = Support.scratch()
        let themes = Support.bundled.filter { ["System", "Sky"].contains($0.name) }
        #expect(themes.count == 2)
        for theme in themes {
            let export = ExportTheme(theme: theme)
            let names = ColorToken.allCases.map(\.rawValue)
            let page = """
            <!doctype html><html><head><style>\(CSSWriter.text(export))</style></head><body>
            <script>
            window.ready = new Promise(r => document.readyState === 'complete' ? r() : addEventListener('load', r));
            window.readColors = () => \(String(describing: names)).map(name => {
              const probe = document.createElement('div');
              probe.style.color = 'var(--' + name + ')';
              document.body.appendChild(probe);
              const value = getComputedStyle(probe).color;
              probe.remove();
              return [name, value];
            });
            </script></body></html>
            """
            let pagePath = folder + "/\(theme.name).html", driverPath = folder + "/driver.py"
            try page.write(toFile: pagePath, atomically: true, encoding: .utf8)
            try Self.driver.write(toFile: driverPath, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", driverPath, chromium, pagePath]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            let results = try #require(try JSONSerialization.jsonObject(with: output) as? [String: [[String]]])
            let keys: [(String, Resolution)] = [("light/no-preference", Resolution(.light)), ("dark/no-preference", Resolution(.dark)),
                                                ("light/more", Resolution(.light, .high)), ("dark/more", Resolution(.dark, .high))]
            for (key, resolution) in keys {
                let pairs = try #require(results[key], "\(key)")
                #expect(pairs.count == ColorToken.allCases.count)
                for pair in pairs {
                    let role = try #require(ColorToken(rawValue: pair[0]))
                    let expected = try #require(export.variants[resolution])[role].rgba
                    let shown = try #require(Self.parse(pair[1]), "\(pair[1])")
                    let close = abs(Int(shown.rgb.red) - Int(expected.rgb.red)) <= 1 && abs(Int(shown.rgb.green) - Int(expected.rgb.green)) <= 1
                        && abs(Int(shown.rgb.blue) - Int(expected.rgb.blue)) <= 1 && abs(shown.alpha - expected.alpha) <= 0.01
                    #expect(close, "\(theme.name) \(key) \(role): Chromium \(pair[1]), token \(expected.hexText)")
                }
            }
        }
    }
}
