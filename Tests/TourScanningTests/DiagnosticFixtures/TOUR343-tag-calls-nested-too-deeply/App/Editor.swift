// swift-format-ignore-file
import SwiftUI

// Eighteen tag calls, each in the argument of the one before: past sixteen
// the scanner does not read an argument (one reading of the file per level
// would make the scan quadratic), so it warns at the 17th call's name. The
// innermost literal tag is still seen; the annotation declares what the
// unreadable outer calls tag.
struct Editor: View {
    var body: some View {
        // tourc:tags EditorHelp.save
        Text("x").helpInfoViewTag(.helpInfoViewTag(.helpInfoViewTag(.helpInfoViewTag(.helpInfoViewTag(.helpInfoViewTag(.helpInfoViewTag(.helpInfoViewTag(.helpInfoViewTag(.helpInfoViewTag(.helpInfoViewTag(.helpInfoViewTag(.helpInfoViewTag(.helpInfoViewTag(.helpInfoViewTag(.helpInfoViewTag(.helpInfoViewTag(.helpInfoViewTag(.save)))))))))))))))))) // # expect: TOUR343 :291
        Button("Cancel") {}.helpInfoViewTag(.cancel)
    }
}
