@_exported import Combine
// `Transferable` and its representations (CoreTransferable), as SwiftUI re-exports them.
@_exported import CoreTransferable
// `import SwiftUI` brings Observation (`@Observable`, `@ObservationIgnored`,
// `withObservationTracking`) and Combine (`ObservableObject`, `@Published`,
// `AnyCancellable`…); `import GtkUI` does the same.
@_exported import Observation
