// The messages between the Swift compiler and a macro plugin, the part GtkUI's
// macros need. The compiler runs the plugin as a child process and sends each
// message as JSON in the shape Swift's synthesized `Codable` gives an enum with
// associated values: one key naming the case, its labeled values inside.
//
//     host:   {"getCapability":{"capability":{"protocolVersion":7}}}
//     plugin: {"getCapabilityResult":{"capability":{"protocolVersion":7}}}
//     host:   {"expandFreestandingMacro":{"macro":{…},"macroRole":"declaration",…}}
//     plugin: {"expandMacroResult":{"expandedSource":"","diagnostics":[]}}

/// A message from the compiler; exactly one of the cases is set.
struct HostMessage: Decodable {
    /// Asks which protocol version the plugin speaks.
    var getCapability: GetCapability?
    /// Asks for the expansion of `#Preview`.
    var expandFreestandingMacro: MacroExpansion?
    /// Asks for the expansion of `@Previewable`.
    var expandAttachedMacro: MacroExpansion?
}

/// The compiler's side of the capability exchange.
struct GetCapability: Decodable {
    /// The compiler's protocol version (absent from the oldest compilers).
    var capability: Capability?
}

/// A protocol version, in either direction.
struct Capability: Codable {
    /// The version number.
    var protocolVersion: Int
}

/// A request to expand one macro use.
struct MacroExpansion: Decodable {
    /// Which macro: its module, implementing type and name.
    var macro: MacroReference
    /// The macro's attribute (attached macros only), with its location.
    var attributeSyntax: Syntax?
    /// The whole use, `#Preview(…) { … }` (freestanding macros only).
    var syntax: Syntax?
    /// The code the use sits in, innermost first: closures, types, functions.
    var lexicalContext: [Syntax]?
    /// The declaration an attached macro is attached to (`@Entry var …`).
    var declSyntax: Syntax?
    /// The role asked for, for a macro with several ("accessor", "peer").
    var macroRole: String?
}

/// Names the macro a use refers to.
struct MacroReference: Decodable {
    /// The implementing type named by the declaration's `#externalMacro`.
    var typeName: String
}

/// A piece of source the compiler sends.
struct Syntax: Decodable {
    /// The source text, with the trivia before it.
    var source: String
    /// Where it starts.
    var location: SourceLocation
}

/// A position in a source file.
struct SourceLocation: Decodable {
    /// The file's path, as the compiler knows it.
    var fileName: String
    /// The byte offset from the start of the file.
    var offset: Int
}

/// A message to the compiler; exactly one of the cases is set.
struct PluginMessage: Encodable {
    /// The answer to `getCapability`.
    var getCapabilityResult: CapabilityResult?
    /// The answer to an expansion, for compilers of protocol version 5 and later.
    var expandMacroResult: ExpansionResult?
    /// The answer to `expandFreestandingMacro`, for older compilers.
    var expandFreestandingMacroResult: ExpansionResult?
    /// The answer to `expandAttachedMacro`, for older compilers (one source per role).
    var expandAttachedMacroResult: AttachedExpansionResult?
}

/// The plugin's protocol version.
struct CapabilityResult: Encodable {
    /// The version the plugin speaks.
    var capability: Capability
}

/// An expansion: the source replacing the use, and what to tell the user.
struct ExpansionResult: Encodable {
    /// The replacement source; empty for no declarations, nil when expansion failed.
    var expandedSource: String?
    /// Errors and warnings to show at the use.
    var diagnostics: [Diagnostic]
}

/// An attached expansion in the form of protocol versions before 5.
struct AttachedExpansionResult: Encodable {
    /// The replacement sources.
    var expandedSources: [String]?
    /// Errors and warnings to show at the use.
    var diagnostics: [Diagnostic]
}

/// An error or warning for the compiler to show.
struct Diagnostic: Encodable {
    /// How serious the diagnostic is.
    enum Severity: String, Encodable {
        case error, warning
    }

    /// A position: file and byte offset.
    struct Position: Encodable {
        var fileName: String
        var offset: Int
    }

    /// A highlight, note or fix-it; GtkUI's diagnostics have none, so the lists stay empty.
    struct Unused: Encodable {}

    var message: String
    var severity: Severity
    var position: Position
    var highlights: [Unused] = []
    var notes: [Unused] = []
    var fixIts: [Unused] = []
}
