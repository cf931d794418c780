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
                            preexec_fn=wire, close_fds=False, stdout=subprocess.DEVNULL, stderr=open(os.path.join(profile, "log"), "w"))
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
                if not chunk:
                    proc.wait()
                    log = open(os.path.join(profile, "log")).read()[-3000:]
                    raise SystemExit("chromium closed the pipe (exit %s): %s" % (proc.returncode, log))
                buffer += chunk
            raw, buffer = buffer.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == counter:
                if "error" in reply: raise SystemExit(str(reply["error"]))
                return reply["result"]
    try:
        target = send("Target.createTarget", {"url": "file://" + page})["targetId"]
        session = send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        # createTarget returns before the page has loaded: wait until its script is there.
        import time
        deadline = time.time() + 60
        while True:
            probe = send("Runtime.evaluate", {"expression": "typeof window.readColors === 'function' && document.readyState === 'complete'",
                                              "returnByValue": True}, session)
            if probe.get("result", {}).get("value") is True: break
            if time.time() > deadline: raise SystemExit("the page did not load")
            time.sleep(0.05)
        results = {}
        for scheme in ["light", "dark"]:
            for contrast in ["no-preference", "more"]:
                send("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme},
                                                                {"name": "prefers-contrast", "value": contrast}]}, session)
                value = send("Runtime.evaluate", {"expression": "JSON.stringify(window.readColors())", "returnByValue": True}, session)
                if "exceptionDetails" in value: raise SystemExit(json.dumps(value["exceptionDetails"]))
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
            // One retry: a browser start can fail on a loaded machine; two failures are real.
            var output = Data(), errors = "", status: Int32 = -1
            for _ in 0..<2 where status != 0 {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = ["python3", driverPath, chromium, pagePath]
                let pipe = Pipe(), errorPipe = Pipe()
                process.standardOutput = pipe
                process.standardError = errorPipe
                try process.run()
                output = pipe.fileHandleForReading.readDataToEndOfFile()
                errors = String(decoding: errorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                status = process.terminationStatus
            }
            #expect(status == 0, "\(errors.suffix(2000))")
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
