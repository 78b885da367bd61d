import TourDiagnostics
import TourFormat
import TourSigning
import TourSyntax

/// `tourc feed verify --public-key PUB FEED`: checks a served feed as an
/// app that accepts `PUB` would, before anything in it is decoded.
public enum FeedVerification {
    /// What the check found.
    public struct Outcome: Sendable {
        public var diagnostics: [Diagnostic] = []
        /// The verified feed's sequence, expiry and key id.
        public var sequence: Int?
        public var expires: String?
        public var keyID: String?
    }

    /// Checks the feed at `feed` with the public key in the file `publicKey`,
    /// at `now` (seconds since 1970; the clock when `nil`).
    public static func verify(feed: String, publicKey: String, now: Int64? = nil) -> Outcome {
        var outcome = Outcome()
        let key: FeedPublicKey
        switch FeedKeys.publicKey(at: publicKey) {
        case .success(let read): key = read
        case .failure(let problem):
            outcome.diagnostics.append(problem.diagnostic)
            return outcome
        }
        let bytes: [UInt8]
        do throws(FileError) {
            bytes = try FileSystem.readFile(feed, limit: YAMLLimits.default.maxFileSize)
        } catch {
            outcome.diagnostics.append(Diagnostic(.unreadableFile, "cannot read the feed: \(error.reason)", file: feed))
            return outcome
        }
        do throws(SignedFeed.Problem) {
            let signed = try SignedFeed(parsing: bytes).verified(with: [key])
            let freshness = try SignedFeed.freshness(of: signed)
            if freshness.expires < (now ?? Int64(Platform.currentTime())) {
                throw SignedFeed.Problem.expired(freshness.expiresText)
            }
            (outcome.sequence, outcome.expires, outcome.keyID) = (freshness.sequence, freshness.expiresText, key.id)
        } catch {
            outcome.diagnostics.append(Diagnostic(.feedDoesNotVerify, error.reason, file: feed))
        }
        return outcome
    }
}

extension SignedFeed.Problem {
    /// An expired feed, which an app refuses as it refuses a bad signature.
    static func expired(_ time: String) -> SignedFeed.Problem {
        SignedFeed.Problem(expiredAt: time)
    }
}
