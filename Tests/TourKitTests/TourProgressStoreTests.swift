import Foundation
import TestSupport
import Testing

@testable import TourKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The environment variables that make ``TourProgressStoreTests/writerProcess()``,
/// in a copy of the test binary, the writer a multi-process test starts.
enum StoreWriter {
    static let pathVariable = "TOURKIT_STORE_WRITER_PATH"
    static let nameVariable = "TOURKIT_STORE_WRITER_NAME"
    static let modeVariable = "TOURKIT_STORE_WRITER_MODE"
    /// Each writer's saves. Every save rewrites the whole file, so a test's
    /// cost grows with the square of this: under ThreadSanitizer, which is
    /// there for the races (four writers meet as often in 100 saves each),
    /// 300 made `fourThreadsOnTwoStoresOfOneFileLoseNoRecord` 258 s on one
    /// core, the last test of CI's TSan run by three minutes.
    static let count = runsUnderSanitizer ? 100 : 300

    static var environment: [String: String] { ProcessInfo.processInfo.environment }
    static var isWriter: Bool { environment[pathVariable] != nil }
}

private func record(_ step: String) -> TourRecord {
    TourRecord(
        revision: "r1", status: .inProgress, step: step, elapsed: 1, startedAt: nil, finishedAt: nil,
        updatedAt: Date(timeIntervalSince1970: 1_000_000))
}

/// `FileTourProgressStore` with many writers, failing writes, and links.
@Suite struct TourProgressStoreTests {
    @Test func fourThreadsOnTwoStoresOfOneFileLoseNoRecord() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/progress.json"
        let stores = [FileTourProgressStore(path: path), FileTourProgressStore(path: path)]
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            let store = stores[thread % 2]
            for index in 0..<StoreWriter.count {
                store.save(record("s\(index)"), forTour: "t\(thread)-\(index)")
            }
        }
        let all = try readRecords(path)
        #expect(all.count == 4 * StoreWriter.count)
        #expect(all["t3-\(StoreWriter.count - 1)"]?.step == "s\(StoreWriter.count - 1)")
        #expect(stores.allSatisfy { $0.lastError == nil })
    }

    @Test func fourThreadsCountingOnTwoStoresLoseNoCount() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/progress.json"
        let stores = [FileTourProgressStore(path: path), FileTourProgressStore(path: path)]
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for _ in 0..<StoreWriter.count { stores[thread % 2].incrementCount("launches", at: Date()) }
        }
        #expect(FileTourProgressStore(path: path).counts() == ["launches": 4 * StoreWriter.count])
    }

    #if os(Linux)
        /// Four copies of this test binary, each running ``writerProcess()``.
        private func runWriters(_ mode: String, path: String) throws {
            let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
            let processes = try (0..<4).map { writer in
                try runRetryingWhileBusy {
                    let process = Process()
                    process.executableURL = URL(fileURLWithPath: binary)
                    process.arguments = ["--testing-library", "swift-testing", "--filter", "TourProgressStoreTests/writerProcess"]
                    var environment = ProcessInfo.processInfo.environment
                    environment[StoreWriter.pathVariable] = path
                    environment[StoreWriter.nameVariable] = "p\(writer)"
                    environment[StoreWriter.modeVariable] = mode
                    process.environment = environment
                    process.standardInput = FileHandle.nullDevice
                    process.standardOutput = FileHandle.nullDevice
                    process.standardError = FileHandle.nullDevice
                    return process
                }
            }
            for process in processes {
                process.waitUntilExit()
                #expect(process.terminationStatus == 0)
            }
        }

        @Test func fourProcessesSavingLoseNoRecord() throws {
            let folder = try TemporaryFolder()
            let path = folder.path + "/progress.json"
            try runWriters("save", path: path)
            let all = try readRecords(path)
            #expect(all.count == 4 * StoreWriter.count)
            for writer in 0..<4 { #expect(all["p\(writer)-\(StoreWriter.count - 1)"]?.step == "s\(StoreWriter.count - 1)") }
        }

        @Test func fourProcessesRecordingLaunchesCountEveryOne() throws {
            let folder = try TemporaryFolder()
            let path = folder.path + "/progress.json"
            try runWriters("launch", path: path)
            #expect(FileTourProgressStore(path: path).counts() == ["launches": 4 * StoreWriter.count])
        }
    #endif

    /// The writer loop of the multi-process tests: runs only in the copies
    /// of the test binary they start.
    @Test(.enabled(if: StoreWriter.isWriter)) @MainActor func writerProcess() throws {
        let environment = StoreWriter.environment
        let path = try #require(environment[StoreWriter.pathVariable])
        let name = environment[StoreWriter.nameVariable] ?? "p"
        let store = FileTourProgressStore(path: path)
        if environment[StoreWriter.modeVariable] == "launch" {
            let coordinator = TourCoordinator(tours: [], store: store)
            for _ in 0..<StoreWriter.count { coordinator.recordLaunch() }
        } else {
            for index in 0..<StoreWriter.count { store.save(record("s\(index)"), forTour: "\(name)-\(index)") }
        }
        #expect(store.lastError == nil)
    }

    @Test func aSaveToAFolderIsReported() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/progress.json"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let reported = Reported()
        let store = FileTourProgressStore(path: path, onError: { reported.add($0) })
        store.save(record("a"), forTour: "t")
        let error = try #require(store.lastError)
        #expect(error.path == path && error.code == EISDIR)
        #expect(reported.errors == [error])
        #expect("\(error)".hasPrefix("cannot read the tour progress store '\(path)': "))
        #expect(throws: FileTourProgressStoreError.self) { try store.write(record("a"), forTour: "t") }
        store.update(forTour: "t") { _ in record("b") }
        #expect(reported.errors.count == 2)
    }

    @Test func aSaveWhoseFolderIsMissingIsReportedAndTheNextSaveClearsIt() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/missing/progress.json"
        let store = FileTourProgressStore(path: path)
        store.save(record("a"), forTour: "t")
        let error = try #require(store.lastError)
        #expect(error.operation == "lock" && error.code == ENOENT && error.path == path + ".lock")
        #expect(store.record(forTour: "t") == nil)
        try FileManager.default.createDirectory(atPath: folder.path + "/missing", withIntermediateDirectories: false)
        store.save(record("a"), forTour: "t")
        #expect(store.lastError == nil)
        #expect(store.record(forTour: "t")?.step == "a")
    }

    @Test func aLinkedStoreWritesTheFileItPointsTo() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/real", withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: folder.path + "/app", withIntermediateDirectories: false)
        let target = folder.path + "/real/progress.json"
        let link = folder.path + "/app/progress.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../real/progress.json")
        // A link to a missing file: the first save creates the file.
        let store = FileTourProgressStore(path: link)
        store.save(record("a"), forTour: "one")
        store.save(record("b"), forTour: "two")
        #expect(store.lastError == nil)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../real/progress.json")
        #expect(try readRecords(target).keys.sorted() == ["one", "two"])
        #expect(FileTourProgressStore(path: target).record(forTour: "two")?.step == "b")
        // No temporary is left, and the lock is beside the file itself.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/app") == ["progress.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/real").sorted() == ["progress.json", "progress.json.lock"])
    }

    @Test func manyRecordsAtOnceLeaveOutIdsWithNone() {
        let store = InMemoryTourProgressStore()
        store.save(record("a"), forTour: "a")
        #expect(store.records(forTours: ["a", "b", "a"]) == ["a": record("a")])
    }

    private func readRecords(_ path: String) throws -> [String: TourRecord] {
        try JSONDecoder().decode([String: TourRecord].self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }
}

/// The errors a store's handler was given.
final class Reported: @unchecked Sendable {
    private let lock = NSLock()
    private var all: [FileTourProgressStoreError] = []
    var errors: [FileTourProgressStoreError] { lock.withLock { all } }
    func add(_ error: FileTourProgressStoreError) { lock.withLock { all.append(error) } }
}
