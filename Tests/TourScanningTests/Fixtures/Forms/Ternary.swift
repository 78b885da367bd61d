import SwiftUI

// A ternary tags either case; the condition's `.tagEditing` is the app's
// own enum, not a step.
struct TagsScreen: View {
    var store: TagsStore
    var body: some View {
        List {}
            .helpInfoViewTag(store.mode == .tagEditing ? .tagsListVisibility : .tagsListMembership) // # site: .tagsListMembership 9:80 # site: .tagsListVisibility 9:58
        Button("Done") {}
            .helpInfoViewTag(store.editModeActive ? .doneButton : .editButton) // # site: .doneButton 11:53 # site: .editButton 11:67
        Toggle("On", isOn: $on)
            .helpInfoViewTag(id: (isOn) ? "toggleOn" : "toggleOff") // # site: "toggleOff" 13:56 # site: "toggleOn" 13:43
        Text(item?.name ?? "")
            .helpInfoViewTag(item?.isNew == true ? .newItem : .oldItem) // # site: .newItem 15:52 # site: .oldItem 15:63
    }
}
