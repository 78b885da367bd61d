import TourDiagnostics
import TourFormat
import TourSyntax

/// Turns the documents of a `*.tour.yaml` file into tours.
public enum TourDecoder {
    /// Decodes every document of `file` as one tour, reporting every error
    /// in every document. A tour whose id could be read is returned even
    /// with errors elsewhere (minus the steps that lack an id, title or
    /// text), so that validation can report its problems in the same run;
    /// errors keep anything from being generated.
    ///
    /// With a `stepLimit`, a tour with more steps is decoded only up to it
    /// (its ``Tour/stepOverflow`` says where and how many): the validator
    /// reports it there and checks nothing after it.
    public static func decode(
        _ documents: [YAMLDocument], file: String, stepLimit: Int? = nil
    ) -> (tours: [Tour], diagnostics: [Diagnostic]) {
        var reader = NodeReader(file: file)
        var tours: [Tour] = []
        for document in documents {
            reader.scalarSources = document.scalarSources
            // `---` with nothing after it: say so at the document, not at
            // wherever libyaml noticed the missing value.
            if case .scalar("", .plain) = document.root.content {
                reader.diagnostics.report(.emptyFile, "this document is empty; a tour is a mapping with 'tour' and 'steps'", at: document.position)
                continue
            }
            if let tour = reader.tour(document.root, file: file, stepLimit: stepLimit) { tours.append(tour) }
        }
        return (tours, reader.diagnostics.diagnostics)
    }
}

extension NodeReader {
    mutating func tour(_ node: YAMLNode, file: String, stepLimit: Int?) -> Tour? {
        guard let fields = fields(of: node, TourKeys.tour, describing: "a tour") else { return nil }
        func value(_ setting: TourSetting) -> YAMLNode? { fields[setting.key] }
        let id = value(.tour).flatMap { name($0, .tourID, describing: "tour id") }
        let swiftName = value(.swiftName).flatMap { name($0, .swiftTypeName, describing: "Swift type name") }
        let title = value(.title).flatMap { localizedText($0) }
        let description = value(.description).flatMap { localizedText($0) }
        let estimatedSeconds = value(.estimatedSeconds).flatMap { positiveInteger($0, key: TourSetting.estimatedSeconds.key) }
        let completionCriteria = value(.completionCriteria).flatMap { text($0) }
        let icon = value(.icon).flatMap { name($0, .symbolName, describing: "SF Symbol name") }
        let defaults = value(.defaults).map { stepDefaults($0) } ?? StepDefaults()
        let show = value(.show).flatMap { displayRule($0) }
        let presentation = value(.presentation).flatMap { self.presentation($0) }
        let minAppVersion = value(.minAppVersion).flatMap { name($0, .appVersion, describing: "app version") }
        let maxAppVersion = value(.maxAppVersion).flatMap { name($0, .appVersion, describing: "app version") }
        let experiment = value(.experiment).flatMap { self.experiment($0) }
        var steps: [Step] = []
        var overflow: StepOverflow?
        if let stepsNode = value(.steps), let items = list(stepsNode, of: "steps") {
            if items.isEmpty {
                diagnostics.report(.emptySteps, "a tour needs at least one step", at: stepsNode.position)
            }
            var decoded = items[...]
            if let stepLimit, items.count > stepLimit {
                overflow = StepOverflow(count: items.count, position: items[stepLimit].position)
                decoded = items[..<stepLimit]
            }
            steps = decoded.compactMap { step($0) }
        }
        guard let id else { return nil }
        return Tour(
            id: id, swiftName: swiftName, title: title, description: description,
            estimatedSeconds: estimatedSeconds, completionCriteria: completionCriteria, icon: icon,
            defaults: defaults, steps: steps, file: file, position: node.position, show: show,
            presentation: presentation, minAppVersion: minAppVersion, maxAppVersion: maxAppVersion, experiment: experiment,
            stepOverflow: overflow)
    }

    /// The `show:` rule: tour ids, counts `>= 0` (events and displays `>= 1`),
    /// any priority, and format 1.4's windows, condition, limits and invalidation.
    mutating func displayRule(_ node: YAMLNode) -> DisplayRule? {
        guard let fields = fields(of: node, TourKeys.show, describing: "show") else { return nil }
        var rule = DisplayRule(position: node.position)
        func count(_ setting: ShowSetting) -> Located<Int>? {
            guard case .count(let minimum) = setting.values else { return nil }
            return fields[setting.key].flatMap { integer($0, key: setting.key, minimum: minimum) }
        }
        if let after = fields[ShowSetting.after.key], let items = list(after, of: "tour ids") {
            rule.after = items.compactMap { name($0, .tourID, describing: "tour id") }
        }
        rule.launches = count(.launches)
        if let events = fields[ShowSetting.events.key], case .eventCounts(let minimum) = ShowSetting.events.values {
            if case .mapping(let pairs) = events.content {
                for pair in pairs {
                    guard let event = name(pair.key, .stepID, describing: "event name"),
                        let count = eventCount(pair.value, event: event, minimum: minimum, into: &rule)
                    else { continue }
                    rule.events.append((event, count))
                }
            } else {
                wrongType(events, expected: "a mapping of event name to count")
            }
        }
        rule.maxDisplays = count(.maxDisplays)
        rule.priority = count(.priority)
        readFormat14Keys(of: fields, into: &rule)
        return rule
    }

    /// `presentation:`: each value in its setting's range.
    mutating func presentation(_ node: YAMLNode) -> Presentation? {
        guard let fields = fields(of: node, TourKeys.presentation, describing: "presentation") else { return nil }
        var presentation = Presentation(position: node.position)
        for setting in PresentationSetting.allCases {
            presentation[setting] = fields[setting.key].flatMap {
                nonNegativeNumber($0, key: setting.key, unit: setting.unit, maximum: setting.maximum)
            }
        }
        return presentation
    }

    mutating func stepDefaults(_ node: YAMLNode) -> StepDefaults {
        guard let fields = fields(of: node, TourKeys.defaults, describing: "defaults") else { return StepDefaults() }
        return spotlight(fields)
    }

    /// The keys a step and `defaults:` share: how the spotlight looks and
    /// what the step asks for.
    private mutating func spotlight(_ fields: Fields) -> StepDefaults {
        var spotlight = StepDefaults()
        // Most steps set none: the spotlight keys end both tables.
        guard fields.holdsAny(ofLast: TourKeys.spotlight.count) else { return spotlight }
        func points(_ setting: StepSetting) -> Located<Double>? {
            fields[setting.key].flatMap { nonNegativeNumber($0, key: setting.key) }
        }
        func choice<Choice: RawRepresentable & CaseIterable>(_ setting: StepSetting, as type: Choice.Type) -> Located<Choice>?
        where Choice.RawValue == String {
            fields[setting.key].flatMap { self.choice($0, key: setting.key, as: type) }
        }
        spotlight.padding = points(.padding)
        spotlight.cornerRadius = points(.cornerRadius)
        spotlight.action = choice(.action, as: TourAction.self)
        spotlight.shape = choice(.shape, as: TourShapeName.self)
        spotlight.cornerStyle = choice(.cornerStyle, as: TourCornerStyle.self)
        spotlight.scrollAnchor = choice(.scrollAnchor, as: TourScrollAnchor.self)
        spotlight.waitFor = fields[StepSetting.waitFor.key].flatMap { duration($0, key: StepSetting.waitFor.key) }
        spotlight.ifMissing = choice(.ifMissing, as: TourMissingTarget.self)
        return spotlight
    }

    mutating func step(_ node: YAMLNode) -> Step? {
        guard let fields = fields(of: node, TourKeys.step, describing: "a step") else { return nil }
        let id = fields[StepField.id.key].flatMap { name($0, .stepID, describing: "step id") }
        let target = fields[StepField.target.key].flatMap { name($0, .stepID, describing: "target name") }
        let title = fields[StepField.title.key].flatMap { localizedText($0) }
        let text = fields[StepField.text.key].flatMap { localizedText($0) }
        let condition = fields[StepField.when.key].flatMap { self.condition($0) }
        let screen = fields[StepField.screen.key].flatMap { name($0, .swiftTypeName, describing: "screen (a view type's name)") }
        let spotlight = spotlight(fields)
        guard let id, let title, let text else { return nil }
        return Step(
            id: id, target: target, title: title, text: text, spotlight: spotlight, position: node.position, condition: condition,
            screen: screen)
    }

    /// One of `Choice`'s raw values, suggesting the closest on a miss.
    mutating func choice<Choice: RawRepresentable & CaseIterable>(_ node: YAMLNode, key: String, as _: Choice.Type) -> Located<Choice>?
    where Choice.RawValue == String {
        // The list of names is made only for the message: most values are right.
        if node.tag == nil, case .scalar(let word, _) = node.content, let value = Choice(rawValue: word) {
            return Located(value, at: node.position)
        }
        guard let word = choice(node, among: Choice.allCases.map(\.rawValue), key: key),
            let value = Choice(rawValue: word.value)
        else { return nil }
        return Located(value, at: word.position)
    }
}
