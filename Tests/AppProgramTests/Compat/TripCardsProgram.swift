// A trip planner in the style of an iOS 17/18 app: environment values
// declared with `@Entry`, a paging carousel of destination cards as wide as
// the screen (`containerRelativeFrame`, `scrollTargetBehavior(.paging)`), a
// view-aligned strip of days, a header whose layout follows its measured
// width (`onGeometryChange`), haptics on the favourite button, and an old
// `Picker(selection:label:)` kept from the app's first version.
import Foundation
import GtkUI

struct Destination: Identifiable, Hashable {
    let id: Int
    var city: String
    var nights: Int
}

extension EnvironmentValues {
    @Entry var cardCornerRadius: CGFloat = 16
    @Entry var tripCurrency: String = "EUR"
}

struct TripCardsView: View {
    @State private var destinations = [
        Destination(id: 1, city: "Lisbon", nights: 3),
        Destination(id: 2, city: "Porto", nights: 2),
        Destination(id: 3, city: "Faro", nights: 4)
    ]
    @State private var favourites: Set<Int> = []
    @State private var headerWidth: CGFloat = 0
    @State private var sort = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            header
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(destinations) { destination in
                        DestinationCard(destination: destination, isFavourite: favourites.contains(destination.id)) {
                            favourites.formSymmetricDifference([destination.id])
                        }
                        .containerRelativeFrame(.horizontal)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollIndicators(.hidden)
            .frame(height: 120)
            ScrollView(.horizontal) {
                HStack(spacing: 8) {
                    ForEach(1...9, id: \.self) { day in
                        Text("Day \(day)")
                            .padding(8)
                            .containerRelativeFrame(.horizontal, count: 4, spacing: 8)
                            .background(.quaternary, in: .rect(cornerRadius: 8))
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
            .scrollDismissesKeyboard(.immediately)
            .frame(height: 50)
        }
        .padding()
        .environment(\.tripCurrency, "USD")
    }

    private var header: some View {
        HStack {
            Text(headerWidth > 500 ? "Your trip through Portugal" : "Your trip")
                .font(.title2.bold())
            Spacer()
            Picker(selection: $sort, label: Text("Sort")) {
                Text("By city").tag(0)
                Text("By nights").tag(1)
            }
            .frame(width: 160)
        }
        .onGeometryChange(for: CGFloat.self) { proxy in
            proxy.size.width
        } action: {
            headerWidth = $0
        }
    }
}

struct DestinationCard: View {
    let destination: Destination
    let isFavourite: Bool
    let toggleFavourite: () -> Void
    @Environment(\.cardCornerRadius) private var cornerRadius
    @Environment(\.tripCurrency) private var currency

    var body: some View {
        VStack(alignment: .leading) {
            Text(destination.city).font(.headline)
            Text("\(destination.nights) nights, prices in \(currency)").font(.caption)
            Button(isFavourite ? "Saved" : "Save", systemImage: isFavourite ? "heart.fill" : "heart", action: toggleFavourite)
                .sensoryFeedback(.selection, trigger: isFavourite)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(.blue.opacity(0.15), in: .rect(cornerRadius: cornerRadius))
        .padding(.horizontal, 8)
    }
}

#Preview {
    TripCardsView()
}
