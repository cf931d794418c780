import ShadeText
import ShadeColor
import ShadeText
import ShadeTokens
import ShadeView

/// One change to a design system's role map, kept so `u` can take it back.
struct RoleMapChange: Sendable {
    /// The theme changed, by name.
    var themeName: String
    /// The theme as it was drawn before.
    var before: Theme
    /// The sidecar text before (the map in use then, written out).
    var beforeText: String
    /// The sidecar the change went to.
    var path: String
}

/// The role editor: the Tokens screen's role view chooses a role's token, previews it over
/// the whole screen, and pins it in the system's role map (its sidecar), which the runner
/// writes; `u` undoes, `R` resets a role to the guess. Every step is a model change and, for
/// a kept one, a `.writeRoles` effect.
extension AppModel {
    /// The role the Tokens screen's role view has in focus, if that view is shown.
    var focusedRole: ColorToken? {
        guard state.screen == .tokens, state.showingRoleTokens, entry.theme.system != nil else { return nil }
        let listed = TokenEntry.matching(vocabulary.tokens, state.tokenFilter)
        guard !listed.isEmpty else { return nil }
        return ColorToken(rawValue: listed[TokenEntry.focus(state.tokenCursor, among: listed.count)].path)
    }

    /// The shown system's colour tokens at the context drawn.
    var shownSystemTokens: [SystemColorToken] { entry.resolved(state.resolution).systemColors }

    mutating func performRoleEdit(_ action: Action) -> [Effect] {
        switch action {
        case .chooseRole: openChooser()
        case .chooserType(let character):
            // Typing narrows: the matches so far are all that can match now.
            let narrowing = state.roleChooser?.results
            state.roleChooser?.query.append(character)
            refilter(within: narrowing)
        case .chooserErase:
            if state.roleChooser?.query.isEmpty == false { state.roleChooser?.query.removeLast() }
            refilter(within: nil)
        case .chooserMove(let delta):
            guard var chooser = state.roleChooser, !chooser.results.isEmpty else { return [] }
            chooser.highlighted = min(max(0, chooser.highlighted + delta), chooser.results.count - 1)
            state.roleChooser = chooser
            preview()
        case .chooserAccept: return keepChoice()
        case .chooserCancel:
            if let before = chooserBefore { replaceShown(with: before) }
            state.roleChooser = nil
            chooserBefore = nil
            chooserIndex = nil
            touch()
        case .undoRole: return undoRoleChange()
        case .resetRole: return resetFocusedRole()
        default: break
        }
        return []
    }

    private mutating func openChooser() {
        guard entry.theme.system != nil else { return }
        guard state.showingRoleTokens else {
            show("Enter chooses a role's token in the role view: press r first")
            return
        }
        guard let role = focusedRole else { return }
        let resolved = entry.resolved(state.resolution)
        var chooser = RoleChooser(role: role, original: resolved.roles[role].token)
        let index = RoleChooserIndex(resolved.systemColors)
        chooser.results = index.matches("")
        chooserIndex = index
        // Open on the role's token, so ↑↓ start from what is shown.
        let tokens = resolved.systemColors
        chooser.highlighted = chooser.results.firstIndex { tokens[$0].path == chooser.original } ?? 0
        state.roleChooser = chooser
        chooserBefore = entry.theme
        touch()
    }

    /// The matches for the query (searched `within` the earlier matches when typing narrowed
    /// them), the first highlighted.
    private mutating func refilter(within earlier: [Int]?) {
        guard var chooser = state.roleChooser else { return }
        let index = chooserIndex ?? RoleChooserIndex(chooserBaseTokens)
        chooserIndex = index
        chooser.results = index.matches(chooser.query, within: earlier)
        chooser.highlighted = 0
        state.roleChooser = chooser
        preview()
    }

    /// The tokens the chooser lists: those of the theme it opened on (a preview changes
    /// roles, never the system's tokens).
    private var chooserBaseTokens: [SystemColorToken] {
        ((try? chooserBefore?.resolve(drawnResolution, extras: entry.extras)) ?? entry.resolved(state.resolution)).systemColors
    }

    /// The highlighted token in the role, over the whole screen; the theme as it was when
    /// nothing matches.
    private mutating func preview() {
        defer { touch() }
        guard let chooser = state.roleChooser, let before = chooserBefore else { return }
        guard chooser.results.indices.contains(chooser.highlighted) else { return replaceShown(with: before) }
        let path = chooserBaseTokens[chooser.results[chooser.highlighted]].path
        replaceShown(with: pinned(before, chooser.role, to: path).theme)
    }

    /// `theme` with `role` pinned to `path` (nil: unpinned) at the context drawn, and the
    /// sidecar text that says so.
    private func pinned(_ theme: Theme, _ role: ColorToken, to path: String?) -> (theme: Theme, text: String) {
        let file = theme.sidecarPath ?? "roles.shade.json"
        let selectors = RoleMapEdit.selectors(for: theme, context: entry.resolved(state.resolution).context.selections)
        let map = RoleMapEdit.pinning(role, to: path, at: selectors, in: theme.roleMap, file: file)
        let text = RoleMapEdit.sidecarText(map, source: FileSystem.fileName(theme.system?.file ?? theme.name))
        return (theme.pinning(RoleMapEdit.read(text, file: file)), text)
    }

    private mutating func keepChoice() -> [Effect] {
        guard let chooser = state.roleChooser, let before = chooserBefore else { return [] }
        state.roleChooser = nil
        chooserBefore = nil
        chooserIndex = nil
        let tokens = chooserBaseTokens
        guard chooser.results.indices.contains(chooser.highlighted) else {
            replaceShown(with: before)
            touch()
            return []
        }
        let path = tokens[chooser.results[chooser.highlighted]].path
        return commit(role: chooser.role, to: path, from: before, saying: chooser.role.rawValue + " → " + path)
    }

    private mutating func resetFocusedRole() -> [Effect] {
        guard let role = focusedRole else {
            if entry.theme.system != nil { show("R resets the focused role in the role view: press r first") }
            return []
        }
        let theme = entry.theme
        let selectors = RoleMapEdit.selectors(for: theme, context: entry.resolved(state.resolution).context.selections)
        let pinnedHere = RoleMapEdit.pinned(role, at: selectors, in: theme.roleMap)
        let pinnedEverywhere = RoleMapEdit.pinned(role, at: [], in: theme.roleMap)
        guard pinnedHere != nil || pinnedEverywhere != nil else {
            show(role.rawValue + " is not pinned here; it is already Shade's guess")
            return []
        }
        return commit(role: role, to: nil, from: theme, saying: role.rawValue + " reset to Shade's guess")
    }

    /// Pins (or unpins) `role`, draws the result, remembers the change for `u`, and asks for
    /// the sidecar to be written.
    private mutating func commit(role: ColorToken, to path: String?, from before: Theme, saying what: String) -> [Effect] {
        guard let sidecar = before.sidecarPath else { return [] }
        let (after, text) = pinned(before, role, to: path)
        let beforeText = RoleMapEdit.sidecarText(before.roleMap.map { RoleMap(file: sidecar, entries: $0.entries) } ?? RoleMap(file: sidecar, entries: []),
                                                 source: FileSystem.fileName(before.system?.file ?? before.name))
        roleChanges.append(RoleMapChange(themeName: entry.name, before: before, beforeText: beforeText, path: sidecar))
        replaceShown(with: after)
        show("✔ " + VisibleText.escaping(what) + " · writing " + VisibleText.escaping(FileSystem.fileName(sidecar)))
        return [.writeRoles(path: sidecar, text: text)]
    }

    private mutating func undoRoleChange() -> [Effect] {
        guard let change = roleChanges.popLast() else {
            if entry.theme.system != nil { show("Nothing to undo") }
            return []
        }
        if let index = library.index(of: change.themeName) {
            state.themeIndex = index
            replaceShown(with: change.before)
        }
        show("↶ Undone · writing " + VisibleText.escaping(FileSystem.fileName(change.path)))
        return [.writeRoles(path: change.path, text: change.beforeText)]
    }

    /// Draws `theme` in place of the shown entry's, keeping its extra contexts.
    private mutating func replaceShown(with theme: Theme) {
        library = library.replacingTheme(at: state.themeIndex, with: theme)
        bannerTheme = nil
        touch()
    }

    /// The chooser as the view draws it.
    var roleChooserView: RoleChooserView? {
        guard let chooser = state.roleChooser else { return nil }
        let resolved = entry.resolved(state.resolution)
        let page = resolved[.backgroundPrimary]
        let partner: (role: ColorToken, color: RGB, partnerIsGround: Bool)?
        if let pair = ContrastPair.primaryPair(for: chooser.role) {
            partner = (pair.background, resolved[pair.background], true)
        } else if let pair = ContrastPair.checked.first(where: { $0.background == chooser.role }) {
            partner = (pair.foreground, resolved[pair.foreground], false)
        } else {
            partner = nil
        }
        var view = RoleChooserView(role: chooser.role, query: chooser.query, tokens: chooserBaseTokens, results: chooser.results,
                                   highlighted: chooser.highlighted, original: chooser.original, page: page, partner: partner)
        view.card = try? chooserBefore?.resolve(drawnResolution, extras: entry.extras)
        return view
    }
}

extension ThemeLibrary {
    /// The same library with entry `index` drawing `theme` (a role map pinned or previewed),
    /// keeping the entry's extra contexts and fallback.
    func replacingTheme(at index: Int, with theme: Theme) -> ThemeLibrary {
        var entries = entries
        entries[index] = entries[index].replacingTheme(with: theme)
        return ThemeLibrary(entries: entries)
    }
}
