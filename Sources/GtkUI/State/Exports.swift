@_exported import Combine
// `import SwiftUI` brings Observation (`@Observable`, `@ObservationIgnored`,
// `withObservationTracking`) and Combine (`ObservableObject`, `@Published`,
// `AnyCancellable`…); `import GtkUI` does the same.
@_exported import Observation
