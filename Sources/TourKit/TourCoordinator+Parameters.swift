import Foundation
import TourFormat

extension TourCoordinator {
    /// Sets a parameter's value (`nil`: unset, so its default applies),
    /// kept in the store with the counts. The key's type is the value's:
    /// `set(TourParameters.isPro, 1)` does not compile.
    public func set<Value: TourParameterValue>(_ parameter: TourParameter<Value>, _ value: Value?) {
        set(parameter.declaration, to: value?.tourValue)
    }

    /// The parameter's value: what the app set (a transient one only in the
    /// launch it was set in), else its default.
    public func value<Value: TourParameterValue>(of parameter: TourParameter<Value>) -> Value? {
        let facts = store.record(forTour: countsRecordID)?.conditionFacts ?? TourConditionFacts()
        return facts.parameterValues[parameter.name].flatMap(Value.init(tourValue:)) ?? parameter.defaultValue
    }

    /// Sets `declaration`'s value, or unsets it.
    func set(_ declaration: TourParameterDeclaration, to value: TourValue?) {
        let time = now()
        store.updateCounts(at: time) { record in
            let launch = record.counts?[TourCounts.launchesKey] ?? 0
            var parameters = record.parameters ?? [:]
            parameters[declaration.name] = value.map {
                TourParameterRecord(value: $0, setAt: time, isTransient: declaration.isTransient, launch: launch)
            }
            record.parameters = parameters.isEmpty ? nil : parameters
        }
        answerMayHaveChanged()
    }
}
