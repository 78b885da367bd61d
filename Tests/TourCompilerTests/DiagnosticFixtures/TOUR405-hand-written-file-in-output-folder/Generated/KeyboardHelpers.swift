// # expect: TOUR405
// A hand-written helper that someone put beside the generated code.
extension String {
    static let keyboardHint = "Play"
}
