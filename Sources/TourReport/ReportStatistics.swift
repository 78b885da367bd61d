import Foundation

/// The few statistics a funnel report needs, written out so a reader can
/// check them against a textbook (and a test against known values).
public enum ReportStatistics {
    /// z for a two-sided 95 % interval.
    static let z95 = 1.959_963_984_540_054

    /// The 95 % Wilson score interval of `successes` out of `trials`; `nil`
    /// for no trials. Unlike the normal approximation it stays within 0...1
    /// and means something for small counts and for rates near 0 or 1.
    public static func wilsonInterval(_ successes: Int, of trials: Int) -> ClosedRange<Double>? {
        guard trials > 0 else { return nil }
        let n = Double(trials)
        let p = Double(successes) / n
        let z2 = z95 * z95
        let center = (p + z2 / (2 * n)) / (1 + z2 / n)
        let half = z95 * (p * (1 - p) / n + z2 / (4 * n * n)).squareRoot() / (1 + z2 / n)
        return max(0, center - half)...min(1, center + half)
    }

    /// The two-sided p-value of the two-proportion z-test (pooled) that
    /// `first` and `second` (successes, trials) share one rate; `nil` when
    /// either has no trials, or the pooled rate is 0 or 1 (no variance:
    /// the rates are equal).
    public static func twoProportionPValue(_ first: (Int, Int), _ second: (Int, Int)) -> Double? {
        let (x1, n1) = (Double(first.0), Double(first.1))
        let (x2, n2) = (Double(second.0), Double(second.1))
        guard n1 > 0, n2 > 0 else { return nil }
        let pooled = (x1 + x2) / (n1 + n2)
        let variance = pooled * (1 - pooled) * (1 / n1 + 1 / n2)
        guard variance > 0 else { return 1 }
        let z = (x1 / n1 - x2 / n2) / variance.squareRoot()
        return erfc(abs(z) / 2.0.squareRoot())
    }

    /// The median of `values`: the middle one, or the mean of the two middle ones.
    public static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
