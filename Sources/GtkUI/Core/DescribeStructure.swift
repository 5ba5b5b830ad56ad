// How the structural views of the core describe their content, so a
// control's label built from stacks, groups, conditions or modifiers
// (`Label { HStack { Image(…); Text(…) } }`, `Image(…).font(…)`) still
// tells the toolbar its text and icon.

extension TupleView: DescribableView {
    func describe(into description: inout ControlDescription) {
        for child in repeat each content { GtkUI.describe(child, into: &description) }
    }
}

extension Group: DescribableView where Content: View {
    func describe(into description: inout ControlDescription) {
        GtkUI.describe(content, into: &description)
    }
}

extension _ConditionalContent: DescribableView {
    func describe(into description: inout ControlDescription) {
        switch storage {
        case .trueContent(let view): GtkUI.describe(view, into: &description)
        case .falseContent(let view): GtkUI.describe(view, into: &description)
        }
    }
}

extension Optional: DescribableView where Wrapped: View {
    func describe(into description: inout ControlDescription) {
        if let view = self { GtkUI.describe(view, into: &description) }
    }
}

extension EnvironmentWriter: DescribableView {
    func describe(into description: inout ControlDescription) {
        GtkUI.describe(content, into: &description)
    }
}
