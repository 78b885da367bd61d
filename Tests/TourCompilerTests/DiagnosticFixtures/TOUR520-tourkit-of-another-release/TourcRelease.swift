// # run: tourkit file=TourcRelease.swift
// The TourcRelease.swift of a TourKit one release older than the tourc the
// test expects (0.1.0): the error points at the version.
package enum TourcRelease {
    package static let version = "0.0.9"  // # expect: TOUR520 :34
}
