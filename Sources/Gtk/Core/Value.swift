import CGtk

/// A Swift value converted from or to a GValue or GVariant.
///
/// Only the types the project uses are supported: strings, booleans,
/// doubles and integers.
public enum Value: Equatable, Sendable {
    case string(String)
    case bool(Bool)
    case double(Double)
    case int(Int)

    /// Reads a GValue; nil for types the wrapper does not convert.
    init?(_ gvalue: UnsafePointer<GValue>) {
        let type = gvalue.pointee.g_type
        if type == cgtk_type_string() {
            self = .string(g_value_get_string(gvalue).map { String(cString: $0) } ?? "")
        } else if type == cgtk_type_boolean() {
            self = .bool(g_value_get_boolean(gvalue) != 0)
        } else if type == cgtk_type_double() {
            self = .double(g_value_get_double(gvalue))
        } else if type == cgtk_type_int() {
            self = .int(Int(g_value_get_int(gvalue)))
        } else if type == cgtk_type_int64() {
            self = .int(Int(g_value_get_int64(gvalue)))
        } else {
            return nil
        }
    }

    /// Reads a GVariant of type s, b, d or x; nil otherwise.
    init?(variant: OpaquePointer?) {
        guard let variant else { return nil }
        let type = UnsafeRawPointer(g_variant_get_type(variant))
        if g_variant_type_equal(type, UnsafeRawPointer(cgtk_variant_type_string())) != 0 {
            self = .string(String(cString: g_variant_get_string(variant, nil)))
        } else if g_variant_type_equal(type, UnsafeRawPointer(cgtk_variant_type_boolean())) != 0 {
            self = .bool(g_variant_get_boolean(variant) != 0)
        } else if g_variant_type_equal(type, UnsafeRawPointer(cgtk_variant_type_double())) != 0 {
            self = .double(g_variant_get_double(variant))
        } else if g_variant_type_equal(type, UnsafeRawPointer(cgtk_variant_type_int64())) != 0 {
            self = .int(Int(g_variant_get_int64(variant)))
        } else {
            return nil
        }
    }

    /// A new floating GVariant holding this value.
    func makeVariant() -> OpaquePointer {
        switch self {
        case .string(let s): return g_variant_new_string(s)
        case .bool(let b): return g_variant_new_boolean(b ? 1 : 0)
        case .double(let d): return g_variant_new_double(d)
        case .int(let i): return g_variant_new_int64(gint64(i))
        }
    }

    /// The string payload, if this is a string.
    public var string: String? { if case .string(let s) = self { return s } else { return nil } }
    /// The boolean payload, if this is a boolean.
    public var bool: Bool? { if case .bool(let b) = self { return b } else { return nil } }
    /// The numeric payload as a double, if this is a number.
    public var double: Double? {
        switch self {
        case .double(let d): return d
        case .int(let i): return Double(i)
        default: return nil
        }
    }
    /// The integer payload, if this is an integer.
    public var int: Int? { if case .int(let i) = self { return i } else { return nil } }
}
