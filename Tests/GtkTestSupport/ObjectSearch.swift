import Foundation

/// Every object of type `T` reachable from `root` through stored properties.
///
/// It follows the renderer's nodes and the typed widget wrappers they
/// keep, in declaration and list order, and lists each object once. Lets tests operate
/// the real widgets (`Scale.value`, `ToggleButton.isActive`) of a
/// rendered view without hooks in the library.
@MainActor
public func find<T: AnyObject>(_ type: T.Type, in root: Any) -> [T] {
    var found: [T] = []
    var visited = Set<ObjectIdentifier>()
    func visit(_ value: Any) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class {
            let object = value as AnyObject
            guard visited.insert(ObjectIdentifier(object)).inserted else { return }
            if let match = object as? T { found.append(match) }
        }
        walk(mirror)
    }
    func walk(_ mirror: Mirror) {
        if let superMirror = mirror.superclassMirror { walk(superMirror) }
        for child in mirror.children where child.label != "parent" { visit(child.value) }
    }
    visit(root)
    return found
}
