import Gtk

/// A row or column of buttons of which one is active: the segmented and
/// inline picker styles, over toggle buttons or radio check buttons.
@MainActor
final class ChoiceButtons<B: Widget> {
    let box: Box
    private(set) var buttons: [B] = []
    private let make: (_ group: B?) -> B
    private let setActive: (B, Bool) -> Void

    init(box: Box, make: @escaping (_ group: B?) -> B, setActive: @escaping (B, Bool) -> Void) {
        self.box = box
        self.make = make
        self.setActive = setActive
    }

    /// Makes exactly `count` buttons, reusing the existing ones in order.
    func resize(to count: Int, connect: (B) -> Void) {
        while buttons.count < count {
            let button = make(buttons.first)
            connect(button)
            box.append(button)
            buttons.append(button)
        }
        while buttons.count > count, let last = buttons.popLast() { box.remove(last) }
    }

    func index(of button: B) -> Int? { buttons.firstIndex { $0.isSameObject(as: button) } }

    func select(_ index: Int?) {
        for (position, button) in buttons.enumerated() where position == index { setActive(button, true) }
        for (position, button) in buttons.enumerated() where position != index { setActive(button, false) }
    }
}

/// The node of a `Picker`: a drop-down, linked toggle buttons or radio
/// buttons; the options and the selection follow the view, user choices
/// write the binding.
@MainActor
final class PickerNode: SwappableNode {
    var options: [PickerOption] = []
    var select: (AnyHashable) -> Void = { _ in }
    private var isUpdating = false
    private var segments: ChoiceButtons<ToggleButton>?
    private var radios: ChoiceButtons<CheckButton>?

    func userChose(_ index: Int?) {
        guard !isUpdating, let index, options.indices.contains(index), let tag = options[index].tag else { return }
        select(tag)
    }

    func updating(_ body: () -> Void) {
        isUpdating = true
        body()
        isUpdating = false
    }

    /// The label and drop-down of a menu picker that shows its title beside it.
    private var labelledMenu: (label: LabelWidget, dropDown: DropDown)?

    /// Shows a drop-down; with `shownTitle`, the title at the row's start
    /// and the drop-down at its end (as a menu picker shows its label on
    /// macOS, and as GNOME lays out a labelled control).
    func showMenu(selected: Int?, title: String, shownTitle: String? = nil) {
        let dropDown: DropDown
        if let shownTitle {
            let (row, isNew) = widget(variant: "labelled") { Box(.horizontal, spacing: 12) }
            if isNew || labelledMenu == nil {
                let label = LabelWidget("")
                label.hexpand = true
                label.halign = .start
                let menu = DropDown()
                menu.halign = .end
                row.append(label)
                row.append(menu)
                connect(menu, title: title)
                labelledMenu = (label, menu)
            }
            guard let labelled = labelledMenu else { return }
            if labelled.label.text != shownTitle { labelled.label.text = shownTitle }
            dropDown = labelled.dropDown
        } else {
            let (menu, isNew) = widget { DropDown() }
            if isNew { connect(menu, title: title) }
            labelledMenu = nil
            dropDown = menu
        }
        updating {
            dropDown.setStrings(options.map(\.title))
            dropDown.selected = selected
        }
    }

    private func connect(_ dropDown: DropDown, title: String) {
        dropDown.onSelectedChanged { [weak self, weak dropDown] in self?.userChose(dropDown?.selected) }
        dropDown.setAccessibleLabel(title)
    }

    /// Shows linked toggle buttons; `symbolsOnly` (the palette style) shows
    /// an option's icon in place of its title, which becomes the tooltip.
    func showSegments(selected: Int?, title: String, symbolsOnly: Bool = false) {
        let (box, isNew) = widget(variant: PickerStyleKind.segmented) { Box(.horizontal) }
        if isNew {
            box.addCSSClass("linked")
            box.setAccessibleLabel(title)
            segments = ChoiceButtons(
                box: box,
                make: { group in
                    let button = ToggleButton()
                    button.setGroup(group)
                    return button
                }, setActive: { $0.isActive = $1 })
        }
        guard let segments else { return }
        updating {
            segments.resize(to: options.count) { button in
                button.onToggled { [weak self, weak button, weak segments] in
                    guard let button, button.isActive else { return }
                    self?.userChose(segments?.index(of: button))
                }
            }
            for (button, option) in zip(segments.buttons, options) {
                let icon = option.iconName.flatMap { option.title.isEmpty || symbolsOnly ? $0 : nil }
                if let icon { button.setIconName(icon) } else { button.setLabel(option.title) }
                let tooltip = icon != nil && !option.title.isEmpty ? option.title : nil
                if button.tooltip != tooltip { button.tooltip = tooltip }
                button.setAccessibleLabel(option.title)
            }
            segments.select(selected)
        }
    }

    func showRadios(selected: Int?, title: String) {
        let (box, isNew) = widget(variant: PickerStyleKind.inline) { Box(.vertical, spacing: 6) }
        if isNew {
            box.setAccessibleLabel(title)
            radios = ChoiceButtons(
                box: box,
                make: { group in
                    let button = CheckButton(label: nil)
                    button.setGroup(group)
                    return button
                }, setActive: { $0.isActive = $1 })
        }
        guard let radios else { return }
        updating {
            radios.resize(to: options.count) { button in
                button.onToggled { [weak self, weak button, weak radios] in
                    guard let button, button.isActive else { return }
                    self?.userChose(radios?.index(of: button))
                }
            }
            for (button, option) in zip(radios.buttons, options) { button.setLabel(option.title) }
            radios.select(selected)
        }
    }
}

extension Picker: PrimitiveView, DescribableView {
    func makeNode() -> PickerNode { PickerNode(viewType: Self.self) }

    func updateNode(_ node: PickerNode, context: RenderContext) {
        var options: [PickerOption] = []
        collectOptions(content, into: &options)
        node.options = options.filter { $0.tag != nil }
        let selection = self.selection
        node.select = { tag in if let value = tag.base as? SelectionValue { selection.wrappedValue = value } }
        let current = AnyHashable(selection.wrappedValue)
        let selected = node.options.firstIndex { $0.tag == current }
        let title = GtkUI.describe(label).bestLabel ?? ""
        switch context.environment.pickerStyle {
        case .segmented: node.showSegments(selected: selected, title: title)
        case .palette: node.showSegments(selected: selected, title: title, symbolsOnly: true)
        case .inline: node.showRadios(selected: selected, title: title)
        case .menu, .automatic:
            // The title shows beside the drop-down, except in a toolbar, a
            // form row (the row shows it) or under `.labelsHidden()`.
            let environment = context.environment
            let showsTitle =
                environment.toolbarItem == nil && environment.containers.formRows == nil
                && !environment.containers.labelsHidden && !title.isEmpty
            node.showMenu(selected: selected, title: title, shownTitle: showsTitle ? title : nil)
        }
        if let widget = node.current {
            ControlSize.apply(context.environment.controls.controlSize, to: widget)
            WidgetProps.applyCommon(widget, context)
            node.setFormRowTitle(title, for: widget, context: context)
        }
    }

    func describe(into description: inout ControlDescription) {
        GtkUI.describe(label, into: &description)
    }
}
