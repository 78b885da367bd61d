// swift-format-ignore-file
// Not part of the help enum; a string here is never closed.
let greeting = "Hello  // # expect: TOUR617 :16
