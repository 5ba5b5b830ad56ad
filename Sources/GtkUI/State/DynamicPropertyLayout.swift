@_spi(Reflection) import Swift

/// Where a view type's `@State` and `@Environment` properties sit in its
/// values, found once per type and cached, so a render links them by offset
/// instead of walking the value with `Mirror` (as OpenSwiftUI's field caches
/// and swift-cross-ui's `DynamicPropertyUpdater` do).
@MainActor
struct DynamicPropertyLayout {
    /// One dynamic property: its byte offset in the view value and its type.
    enum Field {
        case state(offset: Int, type: any DynamicPropertyLink.Type)
        case environment(offset: Int, type: any EnvironmentReading.Type)
        /// Linked storage that also reads the environment (`@EnvironmentObject`).
        case environmentState(offset: Int, type: any (EnvironmentReading & DynamicPropertyLink).Type)
    }

    /// The dynamic properties, in declaration order (state is matched to
    /// its storage by this order).
    let fields: [Field]
    /// False when the type's stored fields cannot be read by offset (a view
    /// that is not a struct): its properties are then found by `Mirror`.
    let readsByOffset: Bool

    private static var cache: [ObjectIdentifier: DynamicPropertyLayout] = [:]

    /// The layout of `V`, computed on first use; `example` is any value of it.
    static func of<V>(_ type: V.Type, example: V) -> DynamicPropertyLayout {
        if let cached = cache[ObjectIdentifier(type)] { return cached }
        let layout = compute(type, isStruct: Mirror(reflecting: example).displayStyle == .struct)
        cache[ObjectIdentifier(type)] = layout
        return layout
    }

    private static func compute<V>(_ type: V.Type, isStruct: Bool) -> DynamicPropertyLayout {
        guard isStruct else { return DynamicPropertyLayout(fields: [], readsByOffset: false) }
        var fields: [Field] = []
        let complete = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            if let both = fieldType as? any (EnvironmentReading & DynamicPropertyLink).Type {
                fields.append(.environmentState(offset: offset, type: both))
            } else if let reading = fieldType as? any EnvironmentReading.Type {
                fields.append(.environment(offset: offset, type: reading))
            } else if let link = fieldType as? any DynamicPropertyLink.Type {
                fields.append(.state(offset: offset, type: link))
            }
            return true
        }
        return DynamicPropertyLayout(fields: fields, readsByOffset: complete)
    }

    /// Points the dynamic properties of `view` at persistent storage:
    /// `@Environment` ones at `environment`, `@State` ones at `previous`
    /// (the storage of the earlier render, by position).
    ///
    /// Returns the storage now in use, in order.
    func link<V>(
        _ view: V, environment: EnvironmentValues, previous: [AnyStateBox],
        onChange: @escaping () -> Void
    ) -> [AnyStateBox] {
        guard readsByOffset else {
            return Self.linkByMirror(view, environment: environment, previous: previous, onChange: onChange)
        }
        var linked: [AnyStateBox] = []
        withUnsafePointer(to: view) { pointer in
            let base = UnsafeRawPointer(pointer)
            for field in fields {
                switch field {
                case .environment(let offset, let type):
                    Self.bind(type, at: base + offset, to: environment)
                case .state(let offset, let type):
                    let index = linked.count
                    linked.append(
                        Self.link(
                            type, at: base + offset, to: index < previous.count ? previous[index] : nil,
                            onChange: onChange))
                case .environmentState(let offset, let type):
                    Self.bind(type, at: base + offset, to: environment)
                    let index = linked.count
                    linked.append(
                        Self.link(
                            type, at: base + offset, to: index < previous.count ? previous[index] : nil,
                            onChange: onChange))
                }
            }
        }
        return linked
    }

    private static func bind<P: EnvironmentReading>(
        _ type: P.Type, at address: UnsafeRawPointer,
        to environment: EnvironmentValues
    ) {
        address.load(as: P.self).bind(to: environment)
    }

    private static func link<P: DynamicPropertyLink>(
        _ type: P.Type, at address: UnsafeRawPointer,
        to previous: AnyStateBox?,
        onChange: @escaping () -> Void
    ) -> AnyStateBox {
        address.load(as: P.self).link(to: previous, onChange: onChange)
    }

    /// The same linking for views that are not structs, through `Mirror`.
    private static func linkByMirror<V>(
        _ view: V, environment: EnvironmentValues, previous: [AnyStateBox],
        onChange: @escaping () -> Void
    ) -> [AnyStateBox] {
        var linked: [AnyStateBox] = []
        for property in Mirror(reflecting: view).children {
            if let reader = property.value as? EnvironmentReading {
                reader.bind(to: environment)
            }
            if let dynamic = property.value as? DynamicPropertyLink {
                let index = linked.count
                linked.append(dynamic.link(to: index < previous.count ? previous[index] : nil, onChange: onChange))
            }
        }
        return linked
    }
}
