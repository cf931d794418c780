import ShadeColor
import ShadeTokens
import ShadeView

/// What the user asked for: follow the terminal, or a fixed appearance.
public enum AppearanceMode: String, CaseIterable, Sendable, Codable {
    case system, light, dark

    /// system → light → dark → system, as `a` cycles.
    public var next: AppearanceMode {
        let all = AppearanceMode.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}

/// Everything the previewer shows that the user can change, as a plain value: keys turn
/// one state into the next (`applying`), and the screen is drawn from it.
public struct AppState: Hashable, Sendable {
    /// The theme shown, by position in the theme list.
    public var themeIndex: Int
    /// How many themes there are, so theme switching can wrap.
    public var themeCount: Int
    /// The appearance the user chose.
    public var appearanceMode: AppearanceMode
    /// What `system` means here: the terminal's own background, detected at start.
    public var systemAppearance: Appearance
    /// Standard or increased contrast.
    public var contrast: Contrast
    /// Light and dark side by side.
    public var split: Bool
    /// The help overlay is open.
    public var showingHelp: Bool
    /// A colour-vision simulation applied to the whole frame.
    public var simulation: VisionSimulation
    /// The screen shown.
    public var screen: ScreenKind = .gallery
    /// The focused row of the Tokens screen (clamped when drawn).
    public var tokenCursor = 0
    /// The Tokens screen's filter text.
    public var tokenFilter = ""
    /// The filter is being typed: keys go to it.
    public var filtering = false
    /// The theme the Compare screen sets beside the shown one; nil: the next theme.
    public var compareIndex: Int?
    /// The theme picker, while it is open.
    public var picker: PickerState?
    /// Whether the terminal said which appearance it has (a colour-scheme report, its
    /// background, `COLORFGBG`); false when `systemAppearance` is only assumed.
    public var systemAppearanceKnown = false
    /// Which extra axis of a design system `o` moves (taken modulo the axes it has); `O`
    /// chooses the next one.
    public var extraAxis = 0
    /// The Tokens screen of a design system lists the 26 roles rather than its own tokens.
    public var showingRoleTokens = false
    /// The role chooser over the Tokens screen's role view, while it is open.
    public var roleChooser: RoleChooser?
    /// The Compare screen sets the theme beside its AA contrast fixes instead of another theme.
    public var comparingFixes = false
    /// The Compare screen sets the theme's committed version before the one being edited.
    public var comparingCommitted = false

    /// Creates a state.
    public init(themeIndex: Int = 0, themeCount: Int, appearanceMode: AppearanceMode = .system,
                systemAppearance: Appearance = .dark, contrast: Contrast = .standard, split: Bool = false,
                showingHelp: Bool = false, simulation: VisionSimulation = .normal) {
        self.themeCount = max(1, themeCount)
        self.themeIndex = min(max(0, themeIndex), self.themeCount - 1)
        self.appearanceMode = appearanceMode
        self.systemAppearance = systemAppearance
        self.contrast = contrast
        self.split = split
        self.showingHelp = showingHelp
        self.simulation = simulation
    }

    /// The appearance drawn: the chosen one, or the terminal's under `system`.
    public var appearance: Appearance {
        switch appearanceMode {
        case .system: systemAppearance
        case .light: .light
        case .dark: .dark
        }
    }

    /// The resolution drawn (the left half's appearance is always light in split view).
    public var resolution: Resolution { Resolution(appearance, contrast) }

    /// Where keys are read now.
    public var keyContext: KeyContext {
        showingHelp ? .help : picker != nil ? .picker : roleChooser != nil ? .chooser : filtering ? .filter : .screen(screen)
    }

    /// Whether the Tokens screen shows a filter that was typed and kept: Esc clears it
    /// rather than quitting.
    public var hasKeptFilter: Bool { screen == .tokens && !tokenFilter.isEmpty }

    /// The theme the Compare screen sets beside the shown one.
    public var comparedIndex: Int { compareIndex ?? (themeIndex + 1) % themeCount }

    /// The state after `action`, without its effects.
    public func applying(_ action: Action) -> AppState {
        AppState.update(self, action).state
    }

    /// The state after `action`, and what the world must do (quit, export, suspend, read the
    /// committed themes). This is the only place an action on the state is decided; the
    /// actions that need the model too (copy, the next extra context) are the model's
    /// (`AppModel.perform`) and leave the state as it is here.
    public static func update(_ state: AppState, _ action: Action) -> (state: AppState, effects: [Effect]) {
        update(state, action, themes: nil)
    }

    /// As `update(_:_:)`, with the themes the picker searches.
    public static func update(_ state: AppState, _ action: Action, themes: (any ThemeDirectory)?) -> (state: AppState, effects: [Effect]) {
        if let themes, let next = state.picking(action, themes) { return (next, []) }
        switch action {
        case .quit: return (state, [.quit])
        case .exportSVG: return (state, [.export])
        case .suspend: return (state, [.suspend])
        case .copy, .nextExtraContext, .chooseRole, .chooserType, .chooserErase, .chooserMove, .chooserAccept, .chooserCancel,
             .undoRole, .resetRole: return (state, [])
        case .closeOverlayOrQuit where !state.showingHelp && !state.hasKeptFilter: return (state, [.quit])
        case .toggleCommitted where !state.comparingCommitted:
            // The runner loads git:HEAD the first time, unless a revision is loaded already.
            return (state.changed(by: action), [.loadCommitted])
        default: return (state.changed(by: action), [])
        }
    }

    /// The picker's actions; nil for the others.
    private func picking(_ action: Action, _ themes: any ThemeDirectory) -> AppState? {
        var next = self
        switch action {
        case .openPicker:
            var picker = PickerState(original: themeIndex)
            picker.refresh(themes)
            next.picker = picker
            return next
        case .pickerType(let character): next.picker?.query.append(character)
        case .pickerErase: if next.picker?.query.isEmpty == false { next.picker?.query.removeLast() }
        case .pickerCycleFilter: next.picker?.filter = picker?.filter.next ?? .all
        case .pickerMove(let delta):
            guard var picker, !picker.results.isEmpty else { return self }
            picker.highlighted = min(max(0, picker.highlighted + delta), picker.results.count - 1)
            next.picker = picker
            next.themeIndex = picker.results[picker.highlighted]
            return next
        case .pickerAccept:
            next.picker = nil
            return next
        case .pickerCancel:
            next.themeIndex = picker?.original ?? themeIndex
            next.picker = nil
            return next
        default: return nil
        }
        next.picker?.refresh(themes)
        if let picker = next.picker, picker.results.indices.contains(picker.highlighted) {
            next.themeIndex = picker.results[picker.highlighted]
        }
        return next
    }

    private func changed(by action: Action) -> AppState {
        var next = self
        switch action {
        case .nextTheme: next.themeIndex = (themeIndex + 1) % themeCount
        case .previousTheme: next.themeIndex = (themeIndex + themeCount - 1) % themeCount
        case .selectTheme(let index): if index >= 0, index < themeCount { next.themeIndex = index }
        case .toggleAppearance: next.appearanceMode = appearance == .light ? .dark : .light
        case .cycleAppearance: next.appearanceMode = appearanceMode.next
        case .toggleContrast: next.contrast = contrast.toggled
        case .toggleSplit: next.split.toggle()
        case .toggleHelp: next.showingHelp.toggle()
        case .cycleSimulation: next.simulation = simulation.next
        case .closeOverlayOrQuit:
            // Esc undoes what is open before it quits: the help, else a kept filter.
            if showingHelp {
                next.showingHelp = false
            } else {
                next.tokenFilter = ""
                next.tokenCursor = 0
            }
        case .systemAppearanceReported(let appearance):
            next.systemAppearance = appearance
            next.systemAppearanceKnown = true
        case .cycleScreen: next.screen = screen.next
        case .moveCursor(let delta): next.tokenCursor = max(0, tokenCursor + delta)
        case .startFilter: next.filtering = true
        case .typeFilter(let character): next.tokenFilter.append(character); next.tokenCursor = 0
        case .eraseFilter: if !tokenFilter.isEmpty { next.tokenFilter.removeLast() }; next.tokenCursor = 0
        case .endFilter(let keep):
            next.filtering = false
            if !keep { next.tokenFilter = ""; next.tokenCursor = 0 }
        case .cycleCompared(let step):
            next.compareIndex = (comparedIndex + step + themeCount) % themeCount
            next.comparingFixes = false
            next.comparingCommitted = false
        case .nextExtraAxis: next.extraAxis += 1
        case .toggleTokenSource: next.showingRoleTokens.toggle(); next.tokenCursor = 0
        case .toggleFixes:
            next.comparingFixes.toggle()
            next.comparingCommitted = false
        case .toggleCommitted:
            next.comparingCommitted.toggle()
            next.comparingFixes = false
        case .chooseRole, .chooserType, .chooserErase, .chooserMove, .chooserAccept, .chooserCancel, .undoRole, .resetRole:
            break
        case .exportSVG, .nextExtraContext, .quit, .suspend, .copy, .openPicker, .pickerType, .pickerErase, .pickerCycleFilter, .pickerMove,
             .pickerAccept, .pickerCancel: break
        }
        return next
    }
}

extension VisionSimulation {
    /// normal → protanopia → … → achromatopsia → normal, as `v` cycles.
    public var next: VisionSimulation {
        let all = VisionSimulation.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
