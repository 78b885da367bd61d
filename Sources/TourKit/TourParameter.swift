/// A parameter's typed key: the generated `TourParameters` declares one per
/// parameter of targets.yaml (`TourParameters.isPro`, a
/// `TourParameter<Bool>`), so setting a value of another type does not
/// compile:
///
/// ```swift
/// coordinator.set(TourParameters.isPro, true)
/// coordinator.set(TourParameters.plan, .free)
/// ```
public struct TourParameter<Value: TourParameterValue>: Hashable, Sendable {
    /// The parameter as targets.yaml declares it.
    public let declaration: TourParameterDeclaration

    /// A key for `declaration`, whose type must be `Value`'s (the generated
    /// code makes them).
    public init(_ declaration: TourParameterDeclaration) {
        self.declaration = declaration
    }

    /// The name conditions use.
    public var name: String { declaration.name }

    /// The value until the app sets one.
    public var defaultValue: Value? { declaration.defaultValue.flatMap(Value.init(tourValue:)) }
}

/// A type a parameter's value can have: `Bool`, `Int`, `Double`, `String`,
/// and the enums the generated `TourParameters` declares for enum
/// parameters (``TourParameterCase``).
public protocol TourParameterValue: Sendable {
    /// The value as conditions read it.
    var tourValue: TourValue { get }
    /// The value `tourValue` holds, when it is of this type.
    init?(tourValue: TourValue)
}

/// The cases of an enum parameter, as the generated `TourParameters` declares
/// them (`enum Plan: String, TourParameterCase { case free, plus, pro }`):
/// each case's raw value is its name in targets.yaml.
public protocol TourParameterCase: TourParameterValue, RawRepresentable where RawValue == String {}

extension TourParameterCase {
    public var tourValue: TourValue { .enumCase(rawValue) }

    public init?(tourValue: TourValue) {
        guard case .enumCase(let name) = tourValue else { return nil }
        self.init(rawValue: name)
    }
}

extension Bool: TourParameterValue {
    public var tourValue: TourValue { .bool(self) }

    public init?(tourValue: TourValue) {
        guard case .bool(let value) = tourValue else { return nil }
        self = value
    }
}

extension Int: TourParameterValue {
    public var tourValue: TourValue { .int(self) }

    public init?(tourValue: TourValue) {
        guard case .int(let value) = tourValue else { return nil }
        self = value
    }
}

extension Double: TourParameterValue {
    public var tourValue: TourValue { .double(self) }

    /// A double, or an int (a whole number is a double too).
    public init?(tourValue: TourValue) {
        switch tourValue {
        case .double(let value): self = value
        case .int(let value): self = Double(value)
        default: return nil
        }
    }
}

extension String: TourParameterValue {
    public var tourValue: TourValue { .string(self) }

    public init?(tourValue: TourValue) {
        guard case .string(let value) = tourValue else { return nil }
        self = value
    }
}
