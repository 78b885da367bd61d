import TestSupport
import Testing
import TourCompiler
import TourFormat
import TourValidation

@testable import TourLanguageServer

/// What completes where, read from the format's own declarations and the
/// project as the compile reads it.
@Suite struct CompletionTests {
    let folder: TemporaryFolder
    let project: ProjectSnapshot

    init() throws {
        folder = try TemporaryFolder(files: [
            "tourc.yaml": "inputs: [Tours]\n",
            "Tours/targets.yaml": """
            targets:\n  - keyboard\n  - name: star\n    description: The star\nevents: [saved]
            parameters:
              - {name: isPro, type: bool, description: Bought pro}
              - {name: plan, type: enum, cases: [free, plus, pro]}
              - {name: mode, type: enum, cases: [play, record]}

            """,
            "Tours/main.tour.yaml": "tour: main\ntitle: Welcome\nsteps:\n  - id: keyboard\n    title: Play\n    text: Hi\n",
        ])
        project = ProjectSnapshot(analyzing: ProjectLocation(containing: folder.path + "/Tours/main.tour.yaml"), unsaved: UnsavedFiles())
    }

    var tour: String { folder.path + "/Tours/main.tour.yaml" }

    func items(_ marked: String, in path: String? = nil) -> CompletionList {
        let (document, offset) = markedDocument(marked)
        return Completion.items(atOffset: offset, in: document, path: path ?? tour, project: project, encoding: .utf16)
    }

    func labels(_ marked: String) -> [String] {
        items(marked).items.map(\.label)
    }

    static let step = "tour: main\nsteps:\n  - id: keyboard\n"

    @Test func keysAreTheFormatsOwn() {
        #expect(labels("‸") == TourSetting.allCases.map(\.key))
        #expect(labels(Self.step + "    ‸") == StepField.allCases.map(\.key) + StepSetting.allCases.map(\.key))
        #expect(labels("defaults:\n  ‸") == StepSetting.allCases.map(\.key))
        #expect(labels("show:\n  ‸") == ShowSetting.allCases.map(\.key))
        #expect(labels("presentation:\n  ‸") == PresentationSetting.allCases.map(\.key))
        #expect(labels("experiment:\n  ‸") == ExperimentField.allCases.map(\.key))
        #expect(labels("experiment:\n  id: x\n  variants:\n    b:\n      ‸") == VariantField.allCases.map(\.key))
        #expect(labels("experiment:\n  id: x\n  variants:\n    b:\n      steps:\n        keyboard:\n          ‸") == ["title", "text"])
    }

    @Test func nothingCompletesOutsideTourFiles() {
        #expect(items("‸", in: folder.path + "/Tours/targets.yaml").items.isEmpty)
        #expect(items("‸", in: folder.path + "/tourc.yaml").items.isEmpty)
        #expect(!items("‸", in: folder.path + "/Tours/new.tour.yaml").items.isEmpty)
    }

    @Test func aKeyIsInsertedWithWhatItsValueNeeds() {
        let items = items("‸").items
        #expect(items.first { $0.label == "title" }?.textEdit.newText == "title: ")
        #expect(items.first { $0.label == "steps" }?.textEdit.newText == "steps:")
        #expect(items.first { $0.label == "title" }?.detail == TourSetting.title.summary)
    }

    @Test func everyChoiceKeyOffersItsChoices() {
        for setting in StepSetting.allCases {
            guard case .choice(_, let names) = setting.values else { continue }
            #expect(labels(Self.step + "    \(setting.key): ‸") == names, "\(setting)")
            #expect(labels("defaults:\n  \(setting.key): ‸") == names, "\(setting)")
        }
        #expect(labels(Self.step + "    padding: ‸").isEmpty)
    }

    @Test func targetsEventsAndToursComeFromTheProject() {
        #expect(labels(Self.step + "    target: ‸") == ["keyboard", "star"])
        #expect(labels("show:\n  events: {‸}") == ["saved"])
        #expect(labels("show:\n  after:\n    - ‸") == ["main"])
        let item = items("show:\n  after: ‸").items.first
        #expect(item?.textEdit.newText == "[main]" && item?.detail == "Welcome")
    }

    @Test func conditionsCompleteNamesAndTheComparedEnumsCases() {
        let names = ["isPro", "plan", "mode", "launches", "saved"]
        #expect(labels("show:\n  when: pl‸") == names)
        #expect(labels("show:\n  when: plan == .free && !is‸") == names)
        #expect(labels(Self.step + "    when: \"!is‸") == names)
        #expect(labels(Self.step + "    when: \"plan == .‸") == [".free", ".plus", ".pro"])
        #expect(labels("show:\n  when: mode != .r‸") == [".play", ".record"])
        #expect(labels("show:\n  when: .‸") == [".free", ".plus", ".pro", ".play", ".record"])
        let item = items("show:\n  when: is‸").items.first
        #expect(item?.detail == "bool: Bought pro" && item?.textEdit.newText == "isPro")
        #expect(labels("when: is‸").isEmpty, "a tour has no when: of its own, only show: and its steps")
    }

    @Test func aValueRightAfterTheColonGetsItsSpace() {
        let item = items(Self.step + "    target:‸").items.first
        #expect(item?.textEdit.newText == " keyboard")
    }

    @Test func symbolsReplaceWhatIsTypedAndSayTheirMinimumOS() throws {
        let list = items(Self.step + "    text: Tap {symbol:slider.hor‸")
        let first = try #require(list.items.first)
        #expect(list.items.allSatisfy { $0.label.hasPrefix("slider.hor") } && !list.isIncomplete)
        #expect(first.textEdit.range == TextRange(start: Position(line: 3, character: 22), end: Position(line: 3, character: 32)))
        let release = try #require(SymbolTable.shared.release(of: first.label))
        #expect(first.detail?.hasPrefix("\(release.name), in iOS ") == true)
    }
}

/// A step's `screen:` completes with the view types the scan finds the
/// tours' targets tagged in, and the screens the registry declares.
@Suite struct ScreenCompletionTests {
    @Test func aStepsScreenOffersTheScannedAndDeclaredScreens() throws {
        let folder = try TemporaryFolder(files: [
            "tourc.yaml": "inputs: [Tours]\ntargets:\n  scan: [App]\n",
            "Tours/targets.yaml": "targets:\n  - keyboard\n  - {name: meter, screen: Mixer}\n",
            "Tours/main.tour.yaml":
                "tour: main\nsteps:\n  - id: keyboard\n    title: Play\n    text: Hi\n  - id: reverb\n    title: Mix\n    text: Hi\n  - id: meter\n    title: Level\n    text: Hi\n",
            "App/Views.swift": """
            struct MainScreen: View { var body: some View { Keys().helpInfoViewTag("keyboard") } }
            extension EffectsScreen { var mix: some View { Slider().helpInfoViewTag("reverb") } }
            struct Unused: View { var body: some View { Text("").helpInfoViewTag("nothing") } }

            """,
        ])
        let path = folder.path + "/Tours/main.tour.yaml"
        let project = ProjectSnapshot(analyzing: ProjectLocation(containing: path), unsaved: UnsavedFiles())
        let (document, offset) = markedDocument("tour: main\nsteps:\n  - id: keyboard\n    screen: ‸")
        let labels = Completion.items(atOffset: offset, in: document, path: path, project: project, encoding: .utf16).items.map(\.label)
        #expect(labels == ["EffectsScreen", "MainScreen", "Mixer"])
    }
}
