import Foundation

/// An encoder that turns a whole value into one output (Combine's
/// `TopLevelEncoder`): `JSONEncoder` and `PropertyListEncoder` are ones.
public protocol TopLevelEncoder {
    /// What the encoder produces (`Data` for the Foundation encoders).
    associatedtype Output
    /// Encodes `value`.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

/// A decoder that reads a whole value from one input (Combine's `TopLevelDecoder`).
public protocol TopLevelDecoder {
    /// What the decoder reads (`Data` for the Foundation decoders).
    associatedtype Input
    /// Decodes a value of `type` from `from`.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONEncoder: TopLevelEncoder {}
extension JSONDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
