import Foundation

/// How `@AppStorage` and `@SceneStorage` turn a value into a property-list
/// value and back: Bool, Int, Double, String, URL, Data, and
/// `RawRepresentable` types whose raw value is an Int or a String.
struct StorageCodec<Value> {
    let decode: (Any) -> Value?
    let encode: (Value) -> Any?

    static var bool: StorageCodec<Bool> {
        StorageCodec<Bool>(decode: { ($0 as? Bool) ?? ($0 as? NSNumber)?.boolValue }, encode: { $0 })
    }
    static var int: StorageCodec<Int> {
        StorageCodec<Int>(decode: { ($0 as? Int) ?? ($0 as? NSNumber)?.intValue }, encode: { $0 })
    }
    static var double: StorageCodec<Double> {
        StorageCodec<Double>(decode: { ($0 as? Double) ?? ($0 as? NSNumber)?.doubleValue }, encode: { $0 })
    }
    static var string: StorageCodec<String> { StorageCodec<String>(decode: { $0 as? String }, encode: { $0 }) }
    static var url: StorageCodec<URL> {
        StorageCodec<URL>(decode: { ($0 as? String).flatMap(URL.init(string:)) }, encode: { $0.absoluteString })
    }
    static var data: StorageCodec<Data> { StorageCodec<Data>(decode: { $0 as? Data }, encode: { $0 }) }

    static func raw<R: RawRepresentable>(_ base: StorageCodec<R.RawValue>) -> StorageCodec<R> {
        StorageCodec<R>(decode: { base.decode($0).flatMap(R.init(rawValue:)) }, encode: { base.encode($0.rawValue) })
    }

    /// The same codec for an optional value; nil removes the stored value.
    static func optional<Wrapped>(_ base: StorageCodec<Wrapped>) -> StorageCodec<Wrapped?> {
        StorageCodec<Wrapped?>(decode: { base.decode($0).map(Optional.some) }, encode: { $0.flatMap(base.encode) })
    }
}
