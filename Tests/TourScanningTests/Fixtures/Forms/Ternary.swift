// swift-format-ignore-file
import SwiftUI

// A ternary tags either case; the condition's `.tagEditing` is the app's
// own enum, not a step.
struct TagsScreen: View {
    var store: TagsStore
    var body: some View {
        List {}
            .helpInfoViewTag(store.mode == .tagEditing ? .tagsListVisibility : .tagsListMembership) // # site: .tagsListMembership :80 # site: .tagsListVisibility :58
        Button("Done") {}
            .helpInfoViewTag(store.editModeActive ? .doneButton : .editButton) // # site: .doneButton :53 # site: .editButton :67
        Toggle("On", isOn: $on)
            .helpInfoViewTag(id: (isOn) ? "toggleOn" : "toggleOff") // # site: "toggleOff" :56 # site: "toggleOn" :43
        Text(item?.name ?? "")
            .helpInfoViewTag(item?.isNew == true ? .newItem : .oldItem) // # site: .newItem :52 # site: .oldItem :63
    }
}
