import SwiftUI

struct TagsScreen: View {
    var store: TagsStore
    var body: some View {
        List {}
            .helpInfoViewTag(store.mode == .tagEditing ? .tagsListVisibility : .tagsListMembership)
        Button("Done") {}
            .helpInfoViewTag(store.editModeActive ? TagsHelp.doneButton : TagsHelp.editButton)
        Picker("Sort", selection: $order) {}
            .helpInfoViewTag(if order == .byName { .sortOrder } else { TagsHelp.sortOrder })
        Menu("Filter") {}
            .helpInfoViewTag(
                switch filter {
                case .none: .filter
                default: TagsHelp.filter
                }
            )
    }
}
