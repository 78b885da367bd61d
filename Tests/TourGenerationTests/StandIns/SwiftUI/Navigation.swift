// The navigation of the SwiftUI stand-in that the docs' Swift blocks use,
// with the signatures and availability of Apple's documentation
// (developer.apple.com/documentation/swiftui/navigationstack and
// .../view/navigationdestination(for:destination:)):
// - NavigationStack, NavigationStack.init(path:root:) with a path that is
//   a collection of Hashable values, View.navigationDestination(for:destination:):
//   iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0.
// Each keeps what it is given, so a test can look inside with `Mirror`.

/// A stack of views over a root view, pushed by the values in `path`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct NavigationStack<Data, Root: View>: View {
    public let path: Binding<Data>
    public let root: Root

    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.path = path
        self.root = root()
    }
}

/// What `navigationDestination(for:destination:)` records: the value's type
/// and the view for each value.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct _NavigationDestinationModifier<D: Hashable, C: View> {
    public let destination: (D) -> C
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(_NavigationDestinationModifier(destination: destination))
    }
}
