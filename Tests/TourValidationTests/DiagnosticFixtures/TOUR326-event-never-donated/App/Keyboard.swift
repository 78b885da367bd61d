import SwiftUI
import TourKit

struct Keyboard: View {
    let coordinator: TourCoordinator
    var body: some View {
        Text("Keys")
            .helpInfoViewTag(MainTour.keyboard)
            .onTapGesture { coordinator.donate(.presetSaved) }
    }
}
