extension View {
    /// Makes this cell of a `Grid` span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        TraitModifier(content: self, trait: \LayoutTraits.gridCellColumns, value: count)
    }

    /// Places every cell of this cell's `Grid` column per `guide`
    /// (horizontally; the last cell of a column that sets one wins).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        TraitModifier(content: self, trait: \LayoutTraits.gridColumnAlignment, value: guide)
    }

    /// Places this cell of a `Grid` at `anchor` of its space: the nearest
    /// of GTK's start, centre and end in each direction.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        TraitModifier(content: self, trait: \LayoutTraits.gridCellAnchor, value: anchor)
    }

    /// Makes this cell of a `Grid` take its column's width (row's height)
    /// along `axes` instead of sizing it: it fills its space there (GTK
    /// still counts its minimum size, which for a divider or a colour is
    /// next to nothing).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        TraitModifier(content: self, trait: \LayoutTraits.gridCellUnsizedAxes, value: axes)
    }
}
