import TestSupport
import Testing

@testable import TourGeneration

/// tourc's catalog entries go where Xcode would insert them one by one,
/// among entries that keep their own order, in O(n log n).
@Suite struct StringCatalogPlacementTests {
    typealias Member = (key: String, text: [UInt8])

    /// The placement by definition: each of ours inserted in turn before the
    /// first member it orders before.
    static func insertingOneByOne(_ ours: [Member], among members: [Member]) -> [String] {
        var placed = members
        for member in ours {
            let place = placed.firstIndex { StringCatalogEmitter.xcodeOrders(member.key, before: $0.key) } ?? placed.count
            placed.insert(member, at: place)
        }
        return placed.map(\.key)
    }

    @Test func keysCompareAsXcodeSortsThem() {
        let keys = ["NoTasks", "InProgress", "None", "invalidURL", "b", "B", "a%@", "A %@", "É", "e"]
        let sorted = keys.sorted(by: StringCatalogEmitter.xcodeOrders)
        #expect(sorted == ["A %@", "a%@", "B", "b", "e", "InProgress", "invalidURL", "None", "NoTasks", "É"])
    }

    @Test(arguments: TestSeed.seeds(Array(0..<40)))
    func placesEveryKeyWhereInsertingOneByOneWould(seed: UInt64) {
        var generator = SeededGenerator(state: seed)
        let alphabet = ["a", "B", "b", "c", "Ä", "%", " ", "Z", "z", "1"]
        func key() -> String { (0..<Int.random(in: 1...4, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined() }
        var used = Set<String>()
        func unique() -> String {
            while true {
                let candidate = key()
                if used.insert(candidate).inserted { return candidate }
            }
        }
        // The catalog's own entries, sometimes sorted as Xcode writes them, sometimes not.
        var members: [Member] = (0..<Int.random(in: 0...30, using: &generator)).map { _ in (unique(), []) }
        if seed % 2 == 0 { members.sort { StringCatalogEmitter.xcodeOrders($0.key, before: $1.key) } }
        let ours: [Member] = (0..<Int.random(in: 0...30, using: &generator)).map { _ in (unique(), []) }
        let placed = StringCatalogEmitter.placing(ours, among: members).map(\.key)
        #expect(placed == Self.insertingOneByOne(ours.sorted { StringCatalogEmitter.xcodeOrders($0.key, before: $1.key) }, among: members))
        #expect(placed == Self.insertingOneByOne(ours, among: members), "the order of tourc's entries does not matter")
    }
}
