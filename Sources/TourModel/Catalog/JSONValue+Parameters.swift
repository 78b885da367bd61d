import TourFormat

extension JSONValue {
    /// The parameter declaration this value is (`{"name", "type",
    /// "cases"?, "default"?, "transient"?}`, as app manifests and bundles'
    /// conditions write them), or `nil` when it is none.
    package var parameterDeclaration: TourParameterDeclaration? {
        guard let name = self["name"]?.string, let typeName = self["type"]?.string else { return nil }
        let type: TourParameterType
        switch typeName {
        case "bool": type = .bool
        case "int": type = .int
        case "double": type = .double
        case "string": type = .string
        case "enum":
            guard case .array(let items) = self["cases"]?.content else { return nil }
            let cases = items.compactMap(\.string)
            guard cases.count == items.count, !cases.isEmpty else { return nil }
            type = .enumeration(cases: cases)
        default: return nil
        }
        var transient = false
        if case .bool(let flag) = self["transient"]?.content { transient = flag }
        return TourParameterDeclaration(name: name, type: type, defaultValue: self["default"]?.tourValue, isTransient: transient)
    }

    /// The value this `{"bool": true}`-like object is.
    var tourValue: TourValue? {
        guard case .object(let members) = content, members.count == 1, let member = members.first else { return nil }
        switch (member.key, member.value.content) {
        case ("bool", .bool(let flag)): return .bool(flag)
        case ("int", .number(let text)): return Int(text).map(TourValue.int)
        case ("double", .number(let text)): return Double(text).map(TourValue.double)
        case ("string", .string(let text)): return .string(text)
        case ("case", .string(let name)): return .enumCase(name)
        default: return nil
        }
    }

    /// The parameters a bundle's conditions read: its `show.when`'s and its steps' `when`s.
    package var conditionParameters: [TourParameterDeclaration] {
        var conditions = [self["show"]?["when"]]
        if case .array(let steps) = self["steps"]?.content { conditions += steps.map { $0["when"] } }
        return conditions.compactMap { condition -> [TourParameterDeclaration]? in
            guard case .array(let items) = condition?["parameters"]?.content else { return nil }
            return items.compactMap(\.parameterDeclaration)
        }.flatMap { $0 }
    }
}
