/// The release this code belongs to. The `tourc` command and the TourKit
/// runtime its generated code calls are always one release: this file is in
/// both, and it is the one place the version is written.
///
/// The plugins pass this file of the TourKit the app's target links to
/// `tourc compile --tourkit-version-file`, which refuses (TOUR520) to
/// generate code for a TourKit of another release: the app sees that one
/// error instead of the type errors the mismatch would cause. tourc reads
/// the version from the first string literal after `static let version`,
/// so keep it a plain literal.
package enum TourcRelease {
    /// The version `tourc --version` prints and the release tag.
    package static let version = "0.1.0"
}
