import Foundation
import Testing

@testable import TourFormat

/// The one evaluator of conditions: what holds, what the words say about
/// the false part, and the JSON form bundles carry.
@Suite struct TourConditionTests {
    static let plan = TourParameterDeclaration(name: "plan", type: .enumeration(cases: ["free", "plus", "pro"]), defaultValue: .enumCase("free"))
    static let isPro = TourParameterDeclaration(name: "isPro", type: .bool, defaultValue: .bool(false))
    static let mode = TourParameterDeclaration(name: "mode", type: .string)

    /// `plan == .free && presetSaved >= 3 && !isPro`
    static let condition = TourCondition(
        .all([
            .compare(.parameter("plan"), .equal, .value(.enumCase("free"))),
            .compare(.event("presetSaved"), .greaterOrEqual, .value(.int(3))),
            .not(.value(.parameter("isPro"))),
        ]), parameters: [isPro, plan])

    @Test func defaultsApplyUntilTheAppSetsAValue() {
        let facts = TourConditionFacts(eventCounts: ["presetSaved": 3])
        #expect(Self.condition.holds(in: facts))
        var pro = facts
        pro.parameterValues["isPro"] = .bool(true)
        #expect(!Self.condition.holds(in: pro))
        #expect(Self.condition.evaluate(in: pro).falsePart == "!isPro (isPro is true)")
    }

    @Test func theFalsePartIsTheFirstFalseConjunctWithItsValues() {
        let outcome = Self.condition.evaluate(in: TourConditionFacts(eventCounts: ["presetSaved": 1]))
        #expect(!outcome.holds)
        #expect(outcome.falsePart == "presetSaved >= 3 (presetSaved is 1)")
        let either = TourCondition(
            .any([.compare(.launches, .greater, .value(.int(2))), .compare(.parameter("plan"), .equal, .value(.enumCase("pro")))]),
            parameters: [Self.plan])
        #expect(either.evaluate(in: TourConditionFacts(launches: 1)).falsePart == "launches > 2 || plan == .pro (launches is 1, plan is .free)")
    }

    @Test func anUnsetParameterComparesFalseAndItsNegationHolds() {
        let equal = TourCondition(.compare(.parameter("mode"), .equal, .value(.string("a"))), parameters: [Self.mode])
        let notEqual = TourCondition(.compare(.parameter("mode"), .notEqual, .value(.string("a"))), parameters: [Self.mode])
        let negated = TourCondition(.not(equal.expression), parameters: [Self.mode])
        #expect(!equal.holds(in: TourConditionFacts()))
        #expect(!notEqual.holds(in: TourConditionFacts()))
        #expect(negated.holds(in: TourConditionFacts()))
        #expect(equal.evaluate(in: TourConditionFacts()).falsePart == "mode == \"a\" (mode is not set)")
        // A stored value of another type (a parameter whose type changed) is not used.
        #expect(!equal.holds(in: TourConditionFacts(parameterValues: ["mode": .int(1)])))
    }

    @Test func numbersCompareAcrossIntAndDouble() {
        let ratio = TourParameterDeclaration(name: "ratio", type: .double, defaultValue: .double(0.5))
        let condition = TourCondition(.compare(.parameter("ratio"), .less, .value(.double(1))), parameters: [ratio])
        #expect(condition.holds(in: TourConditionFacts()))
        #expect(condition.holds(in: TourConditionFacts(parameterValues: ["ratio": .int(0)])))
        #expect(!condition.holds(in: TourConditionFacts(parameterValues: ["ratio": .int(1)])))
    }

    @Test func descriptionsParenthesizeOnlyWhereTheGrammarNeedsIt() {
        let expression = TourCondition.Expression.all([
            .any([.value(.parameter("a")), .value(.parameter("b"))]),
            .not(.compare(.launches, .equal, .value(.int(1)))),
            .not(.value(.parameter("c"))),
        ])
        #expect(expression.description == "(a || b) && !(launches == 1) && !c")
        #expect(TourCondition.Expression.compare(.parameter("s"), .equal, .value(.string("a\"b\\"))).description == #"s == "a\"b\\""#)
    }

    @Test func theJSONFormRoundTrips() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(Self.condition)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#"{"compare":"==","left":{"parameter":"plan"},"right":{"value":{"case":"free"}}}"#))
        #expect(text.contains(#"{"not":{"is":{"parameter":"isPro"}}}"#))
        #expect(text.contains(#"{"cases":["free","plus","pro"],"default":{"case":"free"},"name":"plan","type":"enum"}"#))
        #expect(try JSONDecoder().decode(TourCondition.self, from: data) == Self.condition)
    }

    @Test(arguments: [#"{"int": 1, "bool": true}"#, #"{}"#, #"{"integer": 1}"#])
    func aValueIsAnObjectOfOneKnownKey(_ json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(TourValue.self, from: Data(json.utf8)) }
    }
}

@Suite struct TourDurationTests {
    @Test func durationsAreAWholeNumberAndAUnit() {
        #expect(TourDuration.seconds("90s") == 90)
        #expect(TourDuration.seconds("30m") == 1_800)
        #expect(TourDuration.seconds("3h") == 10_800)
        #expect(TourDuration.seconds("7d") == 604_800)
        #expect(TourDuration.seconds("2w") == 1_209_600)
        #expect(TourDuration.text(604_800) == "1w")
        #expect(TourDuration.text(90) == "90s")
        #expect(TourDuration.text(172_800) == "2d")
    }

    @Test(arguments: ["", "d", "0d", "07d", "7 d", "7days", "1.5h", "-1d", "90", "99999999999w", "٧d"])
    func notADuration(_ text: String) {
        #expect(TourDuration.seconds(text) == nil)
    }
}
