// Gradients as views, apart from their declarations so the styles stay
// nonisolated (a View conformance in the declaration would make them main-actor types).

/// A `LinearGradient` as a view: the gradient filling the space it is offered.
extension LinearGradient: View {
    /// A rectangle filled with the gradient.
    public var body: _ShapeView<Rectangle, LinearGradient> { _ShapeView(shape: Rectangle(), style: self) }
}

/// A `RadialGradient` as a view: the gradient filling the space it is offered.
extension RadialGradient: View {
    /// A rectangle filled with the gradient.
    public var body: _ShapeView<Rectangle, RadialGradient> { _ShapeView(shape: Rectangle(), style: self) }
}

/// A `EllipticalGradient` as a view: the gradient filling the space it is offered.
extension EllipticalGradient: View {
    /// A rectangle filled with the gradient.
    public var body: _ShapeView<Rectangle, EllipticalGradient> { _ShapeView(shape: Rectangle(), style: self) }
}

/// A `AngularGradient` as a view: the gradient filling the space it is offered.
extension AngularGradient: View {
    /// A rectangle filled with the gradient.
    public var body: _ShapeView<Rectangle, AngularGradient> { _ShapeView(shape: Rectangle(), style: self) }
}
