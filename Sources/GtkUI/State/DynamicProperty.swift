import Observation

/// Marks properties the renderer manages (SwiftUI's `DynamicProperty`).
@MainActor @preconcurrency
public protocol DynamicProperty {}
