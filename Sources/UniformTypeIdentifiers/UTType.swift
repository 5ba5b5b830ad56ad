import Foundation

/// A type of data or file (Apple's `UTType`, from UniformTypeIdentifiers,
/// which does not exist on Linux): an identifier, the types it conforms
/// to, its file name extensions and MIME types.
///
/// The common system types are built in. A type an app declares
/// (`UTType(exportedAs:)`, `UTType(importedAs:)`) comes from the app's
/// Info.plist on Apple platforms; here it knows its extension only when
/// given one (`UTType(exportedAs:conformingTo:)` with an identifier whose
/// extension is registered with `UTType(filenameExtension:)`), otherwise
/// file choosers accept any file for it.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The reverse-DNS identifier ("public.plain-text").
    public let identifier: String
    /// File name extensions, preferred first.
    let extensions: [String]
    /// MIME types, preferred first.
    let mimeTypes: [String]
    /// The identifiers of the types this one conforms to, directly.
    let parents: [String]
    /// Whether the system defines it (not the app).
    public let isDeclared: Bool

    init(_ identifier: String, extensions: [String] = [], mimeTypes: [String] = [], parents: [String], isDeclared: Bool = true) {
        self.identifier = identifier
        self.extensions = extensions
        self.mimeTypes = mimeTypes
        self.parents = parents
        self.isDeclared = isDeclared
    }

    /// The known type with `identifier`, or nil.
    public init?(_ identifier: String) {
        guard let known = UTType.known[identifier] else { return nil }
        self = known
    }

    /// The known type with this file name extension, or a dynamic type
    /// conforming to `supertype` for an unknown one.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let ext = filenameExtension.lowercased()
        guard !ext.isEmpty else { return nil }
        if let known = UTType.all.first(where: { $0.extensions.contains(ext) && $0.conforms(to: supertype) }) {
            self = known
        } else {
            self.init("dyn.ext.\(ext)", extensions: [ext], parents: [supertype.identifier], isDeclared: false)
        }
    }

    /// The known type with this MIME type, or a dynamic one conforming to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let mime = mimeType.lowercased()
        guard mime.contains("/") else { return nil }
        if let known = UTType.all.first(where: { $0.mimeTypes.contains(mime) && $0.conforms(to: supertype) }) {
            self = known
        } else {
            self.init("dyn.mime.\(mime)", mimeTypes: [mime], parents: [supertype.identifier], isDeclared: false)
        }
    }

    /// A type the app defines and exports (saves files of).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, parents: [(parentType ?? .data).identifier], isDeclared: false)
    }

    /// A type another app defines that this app opens.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, parents: [(parentType ?? .data).identifier], isDeclared: false)
    }

    /// The preferred file name extension ("txt"), if any.
    public var preferredFilenameExtension: String? { extensions.first }
    /// The preferred MIME type ("text/plain"), if any.
    public var preferredMIMEType: String? { mimeTypes.first }
    /// Every file name extension of the type.
    public var filenameExtensions: [String] { extensions }
    /// The types this one conforms to directly.
    public var supertypes: Set<UTType> { Set(parents.compactMap { UTType.known[$0] }) }
    /// A short description ("public.plain-text").
    public var description: String { identifier }
    /// A name for people ("Plain Text").
    public var localizedDescription: String? { UTType.names[identifier] }

    /// Whether this type is `type` or conforms to it, directly or not.
    public func conforms(to type: UTType) -> Bool {
        if identifier == type.identifier { return true }
        return parents.contains { parent in
            parent == type.identifier || (UTType.known[parent]?.conforms(to: type) ?? false)
        }
    }

    /// Whether `type` conforms to this type.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }
}
