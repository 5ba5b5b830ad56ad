import Foundation
import Gtk

/// What a drop destination does: the types it takes, whether a drag may
/// drop, the operation it proposes, and the drop.
struct DropBehavior {
    var types: [UTType]
    var isTargeted: (Bool) -> Void = { _ in }
    var validate: (DropInfo) -> Bool
    var entered: (DropInfo) -> Void = { _ in }
    var updated: (DropInfo) -> DropProposal? = { _ in nil }
    var exited: (DropInfo) -> Void = { _ in }
    var perform: (DropInfo) -> Bool
}

/// `.dropDestination` / `.onDrop`: a GtkDropTarget on each of the content's
/// widgets, asking GTK for an in-app token, URIs (`text/uri-list`: files
/// from a file manager) or text, as the supported types need.
struct DropModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let behavior: DropBehavior

    func makeNode() -> DropTargetNode { DropTargetNode(viewType: Self.self) }

    func updateNode(_ node: DropTargetNode, context: RenderContext) {
        node.behavior = behavior
        node.render(content, context: context)
    }
}

/// The node of a drop modifier: one drop target per widget, kept across
/// renders (made again when the supported types need other GDK kinds).
@MainActor
final class DropTargetNode: PassthroughNode {
    var behavior = DropBehavior(types: [], validate: { _ in false }, perform: { _ in false })
    private let controllers = ControllerAttachments<DropTarget>()
    private var kinds: [DropValueKind] = []
    private var isTargeted = false

    override func didRender() {
        let wanted = TransferMIME.kinds(for: behavior.types)
        if wanted != kinds {
            controllers.removeAll()
            kinds = wanted
        }
        controllers.sync(widgets) { _ in
            let target = DropTarget(accepting: wanted)
            target.onEnterAction { [weak self, weak target] x, y in
                guard let self, let target else { return .none }
                return self.hover(info: self.info(x, y, target), entering: true)
            }
            target.onMotionAction { [weak self, weak target] x, y in
                guard let self, let target else { return .none }
                return self.hover(info: self.info(x, y, target), entering: false)
            }
            target.onLeave { [weak self] in self?.leave() }
            target.onDropValue { [weak self] value, x, y in self?.drop(value, x, y) ?? false }
            return target
        }
    }

    private func info(_ x: Double, _ y: Double, _ target: DropTarget) -> DropInfo {
        DropInfo(location: CGPoint(x: x, y: y), supportedTypes: behavior.types, providers: nil, kinds: target.currentDropKinds)
    }

    private func hover(info: DropInfo, entering: Bool) -> DropAction {
        guard behavior.validate(info) else { return .none }
        if !isTargeted {
            isTargeted = true
            behavior.isTargeted(true)
            behavior.entered(info)
        }
        switch behavior.updated(info)?.operation {
        case .cancel?, .forbidden?: return .none
        case .move?: return .move
        case .copy?, nil: return .copy
        }
    }

    private func leave() {
        guard isTargeted else { return }
        isTargeted = false
        behavior.isTargeted(false)
        behavior.exited(DropInfo(location: .zero, supportedTypes: behavior.types, providers: nil, kinds: []))
    }

    private func drop(_ value: DropValue, _ x: Double, _ y: Double) -> Bool {
        let providers = TransferMIME.providers(for: value)
        let info = DropInfo(location: CGPoint(x: x, y: y), supportedTypes: behavior.types, providers: providers, kinds: kinds)
        if isTargeted {
            isTargeted = false
            behavior.isTargeted(false)
        }
        guard !providers.isEmpty, behavior.validate(info) else { return false }
        return behavior.perform(info)
    }

    isolated deinit { controllers.removeAll() }
}

extension View {
    /// Accepts drops of `T`s: `action` gets the dropped items (imported
    /// through `T`'s representations) and where they were dropped.
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        let types = T.importedContentTypes()
        return DropModifier(
            content: self,
            behavior: DropBehavior(
                types: types, isTargeted: isTargeted, validate: { $0.hasItemsConforming(to: types) },
                perform: { info in
                    let providers = info.providers ?? []
                    let location = info.location
                    Task { @MainActor in
                        let items = await TransferMIME.items(T.self, from: providers).value
                        if !items.isEmpty { _ = action(items, location) }
                    }
                    return true
                }))
    }

    /// Accepts drops of `supportedContentTypes`: `action` gets their item providers.
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
    ) -> some View {
        onDrop(of: supportedContentTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
    }

    /// Accepts drops of `supportedContentTypes`: `action` gets their item providers and the drop point.
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
    ) -> some View {
        let types = supportedContentTypes
        return DropModifier(
            content: self,
            behavior: DropBehavior(
                types: types, isTargeted: { isTargeted?.wrappedValue = $0 }, validate: { $0.hasItemsConforming(to: types) },
                perform: { info in action(info.itemProviders(for: types), info.location) }))
    }

    /// Accepts drops of `supportedContentTypes` as `delegate` decides.
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        DropModifier(
            content: self,
            behavior: DropBehavior(
                types: supportedContentTypes, validate: { delegate.validateDrop(info: $0) },
                entered: { delegate.dropEntered(info: $0) }, updated: { delegate.dropUpdated(info: $0) },
                exited: { delegate.dropExited(info: $0) }, perform: { delegate.performDrop(info: $0) }))
    }

    /// Accepts drops of the type identifiers: `action` gets their item providers.
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool)
        -> some View
    {
        onDrop(of: supportedTypes.map(UTType.fromIdentifier), isTargeted: isTargeted, perform: action)
    }

    /// Accepts drops of the type identifiers: `action` gets their item providers and the drop point.
    public func onDrop(
        of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
    ) -> some View {
        onDrop(of: supportedTypes.map(UTType.fromIdentifier), isTargeted: isTargeted, perform: action)
    }

    /// Accepts drops of the type identifiers as `delegate` decides.
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View {
        onDrop(of: supportedTypes.map(UTType.fromIdentifier), delegate: delegate)
    }
}

extension UTType {
    /// The known type of `identifier`, else a type of that identifier.
    static func fromIdentifier(_ identifier: String) -> UTType { UTType(identifier) ?? UTType(exportedAs: identifier) }
}
