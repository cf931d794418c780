import Foundation
import Testing

@Suite struct RoleFillFieldsTests {
    /// `shade roles` and `shade tokens` build each role's token, origin and reason with the
    /// same code, so they agree on every role, derived ones (token null) included.
    @Test func rolesAndTokensSayTheSameAboutEveryRole() throws {
        let setup = try SystemCommandsTests.Setup()
        defer { setup.home.remove() }
        let context = ["--theme", "acme", "--context", "theme=dark-hc", "--context", "size=compact", "--format", "json"]
        let roles = try #require(try setup.json(["roles"] + context)["roles"] as? [[String: Any]])
        let colors = try #require(try setup.json(["tokens"] + context)["colors"] as? [String: [String: Any]])
        #expect(roles.count == 26 && colors.count == 26)
        #expect(roles.contains { $0["origin"] as? String == "derived" } && roles.contains { $0["origin"] as? String == "explicit" })
        for role in roles {
            let name = try #require(role["role"] as? String)
            let entry = try #require(colors[name], "\(name)")
            for key in ["token", "origin", "reason"] {
                let fromRoles = try #require(role[key], "\(name).\(key) is present in roles")
                let fromTokens = try #require(entry[key], "\(name).\(key) is present in tokens")
                #expect(String(describing: fromRoles) == String(describing: fromTokens), "\(name).\(key)")
            }
        }
    }
}
