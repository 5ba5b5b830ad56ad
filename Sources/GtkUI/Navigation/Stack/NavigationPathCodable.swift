import Foundation

extension NavigationPath {
    /// A `NavigationPath` in a form that encodes and decodes (SwiftUI's `NavigationPath.CodableRepresentation`).
    ///
    /// Save it to restore the pages of a stack at the next launch (with `@SceneStorage`, say).
    ///
    /// Each value is kept as its type's name and its JSON encoding.
    public struct CodableRepresentation: Codable, Equatable {
        /// One value: its type and its JSON text.
        struct Entry: Hashable, Codable {
            let typeName: String
            let json: String

            init(typeName: String, json: String) {
                self.typeName = typeName
                self.json = json
            }

            /// Encodes `value`, or nil when its type is not `Encodable`.
            init?(encoding value: Any) {
                guard let encodable = value as? any Encodable,
                    let data = try? JSONEncoder().encode(encodable),
                    let json = String(data: data, encoding: .utf8)
                else { return nil }
                self.init(typeName: _mangledTypeName(type(of: value)) ?? String(reflecting: type(of: value)), json: json)
            }

            /// The value again, when this program has its type and the data decodes.
            func decoded() -> AnyHashable? {
                guard let type = _typeByName(typeName) as? any (Decodable & Hashable).Type else { return nil }
                return Entry.decode(type, from: Data(json.utf8))
            }

            private static func decode<T: Decodable & Hashable>(_ type: T.Type, from data: Data) -> AnyHashable? {
                (try? JSONDecoder().decode(T.self, from: data)).map { AnyHashable($0) }
            }
        }

        let entries: [Entry]

        init(entries: [Entry]) { self.entries = entries }

        /// Reads a representation `encode(to:)` wrote: type name and JSON
        /// text of each value, last value first (as SwiftUI writes them).
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var reversed: [Entry] = []
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                let json = try container.decode(String.self)
                reversed.append(Entry(typeName: typeName, json: json))
            }
            entries = reversed.reversed()
        }

        /// Writes the type name and JSON text of each value, last value first.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for entry in entries.reversed() {
                try container.encode(entry.typeName)
                try container.encode(entry.json)
            }
        }
    }
}
