import Dispatch

/// `map` over every core the machine has, keeping the order.
enum ConcurrentMap {
    static func map<Element: Sendable, Output: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Output
    ) -> [Output] {
        guard elements.count > 1 else { return elements.map(transform) }
        let results = UnsafeMutableBufferPointer<Output?>.allocate(capacity: elements.count)
        results.initialize(repeating: nil)
        defer {
            // The slots hold values: release them before freeing the memory.
            results.deinitialize()
            results.deallocate()
        }
        let shared = SharedBuffer(results)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            shared.buffer[index] = transform(elements[index])
        }
        return results.map { $0! }
    }

    /// Each index is written by exactly one iteration, so the writes never race.
    private struct SharedBuffer<Output>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Output?>
        init(_ buffer: UnsafeMutableBufferPointer<Output?>) { self.buffer = buffer }
    }
}
