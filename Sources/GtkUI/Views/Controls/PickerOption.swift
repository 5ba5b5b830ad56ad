import Gtk

/// One option of a picker, collected from its content without rendering.
struct PickerOption {
    var tag: AnyHashable?
    var title: String
    var iconName: String?
}

/// Views that can list picker options statically.
@MainActor
protocol OptionCollecting {
    func collectOptions(into options: inout [PickerOption])
}

/// Collects the options of any view: structural views look inside,
/// tagged views add one option, other views add an untagged one.
@MainActor
func collectOptions<V: View>(_ view: V, into options: inout [PickerOption]) {
    var walker = OptionWalker(options: options)
    walker.walk(view)
    options = walker.options
}

/// Collects picker options along a walk.
@MainActor
private struct OptionWalker: ViewWalker {
    var options: [PickerOption]

    mutating func visit<V: View>(_ view: V) -> Bool {
        if let collecting = view as? OptionCollecting {
            collecting.collectOptions(into: &options)
            return true
        }
        if view is EmptyView { return true }
        if view is any ViewContainer || (!(view is any PrimitiveView) && V.Body.self != Never.self) {
            return false  // look inside
        }
        let description = describe(view)
        options.append(PickerOption(tag: nil, title: description.bestLabel ?? "", iconName: description.iconName))
        return true
    }
}

/// A `ForEach`'s options are tagged with their element's id unless tagged explicitly.
extension ForEach: OptionCollecting where Content: View {
    func collectOptions(into options: inout [PickerOption]) {
        for element in data {
            var inner: [PickerOption] = []
            GtkUI.collectOptions(content(element), into: &inner)
            for var option in inner {
                if option.tag == nil { option.tag = AnyHashable(id(element)) }
                options.append(option)
            }
        }
    }
}
