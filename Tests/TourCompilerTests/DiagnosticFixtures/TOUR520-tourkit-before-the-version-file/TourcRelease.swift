// # run: tourkit file=TourcRelease.swift
// # expect: TOUR520 TourcRelease.swift
// A file that declares no version, as a TourKit from before the check would
// hand over: the error is about the file, with no position.
package enum TourcRelease {}
