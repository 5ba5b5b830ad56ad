// An order board in the style of Apple's multiplatform sample apps: a
// table-like list of orders with a status filter in the toolbar, a
// formatted total, relative dates, and a detail with an image and stepper.
import Foundation
import GtkUI

enum OrderStatus: String, CaseIterable, Identifiable, Codable {
    case placed, preparing, ready, completed
    var id: Self { self }
    var title: String { rawValue.capitalized }
}

struct Order: Identifiable, Hashable {
    let id: Int
    var status: OrderStatus
    var quantity: Int
    var unitPrice: Double
    var placedAt: Date
    var total: Double { Double(quantity) * unitPrice }
}

@Observable final class OrderModel {
    var orders: [Order] = []
    func advance(_ order: Order) {
        guard let index = orders.firstIndex(where: { $0.id == order.id }),
            let next = OrderStatus.allCases.drop(while: { $0 != order.status }).dropFirst().first
        else { return }
        orders[index].status = next
    }
}

struct OrderRow: View {
    let order: Order
    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text("Order #\(order.id)").font(.headline)
                Text(order.placedAt, format: .dateTime.hour().minute())
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(order.total, format: .currency(code: "USD"))
                .monospacedDigit()
            Text(order.status.title)
                .font(.caption.bold())
                .padding(.horizontal, 6)
                .background(.quaternary, in: Capsule())
        }
    }
}

struct OrderDetail: View {
    @Binding var order: Order
    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "takeoutbag.and.cup.and.straw")
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: 96, height: 96)
                .shadow(radius: 4)
            Stepper("Quantity: \(order.quantity)", value: $order.quantity, in: 1...12)
            Picker("Status", selection: $order.status) {
                ForEach(OrderStatus.allCases) { status in Text(status.title).tag(status) }
            }
            .pickerStyle(.segmented)
            DatePicker("Placed", selection: $order.placedAt, displayedComponents: .hourAndMinute)
                .datePickerStyle(.compact)
            Text("Total \(order.total.formatted(.currency(code: "USD")))")
        }
        .padding()
    }
}

struct OrderBoardView: View {
    @State private var model = OrderModel()
    @State private var filter: OrderStatus?
    @State private var selection: Order.ID?

    var body: some View {
        NavigationSplitView {
            List(model.orders.filter { filter == nil || $0.status == filter }, selection: $selection) { order in
                OrderRow(order: order)
                    .contextMenu {
                        Button("Advance") { model.advance(order) }
                    }
            }
        } detail: {
            if let selection, let index = model.orders.firstIndex(where: { $0.id == selection }) {
                OrderDetail(order: $model.orders[index])
            } else {
                ContentUnavailableView(
                    "No Order Selected", systemImage: "takeoutbag.and.cup.and.straw", description: Text("Select an order in the list."))
            }
        }
        .navigationTitle("Orders")
        .toolbar {
            ToolbarItem {
                Menu {
                    Picker("Status", selection: $filter) {
                        Text("All").tag(OrderStatus?.none)
                        ForEach(OrderStatus.allCases) { Text($0.title).tag(Optional($0)) }
                    }
                    .pickerStyle(.inline)
                } label: {
                    Label("Filter", systemImage: "line.3.horizontal.decrease.circle")
                }
                .menuIndicator(.hidden)
            }
        }
    }
}
