/// What `@Entry` expands to: a key type beside the property (peer role)
/// and the accessors that read and write it through that key (accessor
/// role), as SwiftUI's `@Entry` does in extensions of `EnvironmentValues`,
/// `FocusedValues` and `Transaction`.
///
///     extension EnvironmentValues {
///         @Entry var accent: Color = .orange
///     }
///
/// becomes a computed `accent` reading `self[__Key_accent.self]`, and
///
///     private struct __Key_accent: GtkUI.EnvironmentKey {
///         typealias Value = Color
///         static var defaultValue: Value { .orange }
///     }
///
/// The default is computed each time it is read (as SwiftUI's is), so it
/// need not be `Sendable`; an optional without one starts as nil. In `FocusedValues` the property is optional and
/// has no default: the key only names its value type.
enum EntryExpansion {
    /// The parts of `@Entry var name: Type = value`.
    struct Property: Equatable {
        var name: String
        var type: String?
        var initializer: String?
    }

    /// The values type an `@Entry` can extend, and its key protocol.
    enum Container: Equatable {
        case environment, focused, transaction

        /// The key protocol the peer conforms to.
        var keyProtocol: String {
            switch self {
            case .environment: "GtkUI.EnvironmentKey"
            case .focused: "GtkUI.FocusedValueKey"
            case .transaction: "GtkUI.TransactionKey"
            }
        }
    }

    static func expand(_ request: MacroExpansion) -> ExpansionResult {
        guard let declaration = request.declSyntax, let property = parse(declaration.source) else {
            return failure("'@Entry' applies to a 'var' with a name, a type and a default value", request)
        }
        guard let container = container(of: request.lexicalContext ?? []) else {
            return failure(
                "'@Entry' is for a property in an extension of EnvironmentValues, FocusedValues or Transaction", request)
        }
        let key = "__Key_\(property.name)"
        switch request.macroRole {
        case "accessor":
            return ExpansionResult(
                expandedSource: "get {\n    self[\(key).self]\n}\nset {\n    self[\(key).self] = newValue\n}",
                diagnostics: [])
        case "peer":
            return peer(for: property, key: key, in: container, request)
        default:
            return failure("'@Entry' cannot be used as a \(request.macroRole ?? "macro") here", request)
        }
    }

    private static func peer(for property: Property, key: String, in container: Container, _ request: MacroExpansion)
        -> ExpansionResult
    {
        let body: String
        switch container {
        case .focused:
            guard let type = property.type else {
                return failure("'@Entry' in FocusedValues needs the property's type, e.g. 'var name: String?'", request)
            }
            body = "typealias Value = \(unwrapped(type))"
        case .environment, .transaction:
            // An optional without a default starts as nil, as a stored optional does.
            let isOptional = property.type.map { unwrapped($0) != $0 } ?? false
            guard let initializer = property.initializer ?? (isOptional ? "nil" : nil) else {
                return failure("'@Entry' needs a default value, e.g. '@Entry var name: String = \"\"'", request)
            }
            if let type = property.type {
                body = "typealias Value = \(type)\nstatic var defaultValue: Value { \(initializer) }"
            } else {
                body = "static let defaultValue = \(initializer)"
            }
        }
        return ExpansionResult(
            expandedSource: "private struct \(key): \(container.keyProtocol) {\n\(body)\n}", diagnostics: [])
    }

    /// `T?` (or `Optional<T>`) as `T`: a focused value's type is the optional's wrapped type.
    static func unwrapped(_ type: String) -> String {
        if type.hasSuffix("?") { return String(type.dropLast()) }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { return String(type.dropFirst(9).dropLast()) }
        return type
    }

    /// The values type the property's extension extends, from the lexical context.
    static func container(of context: [Syntax]) -> Container? {
        for syntax in context {
            let words = syntax.source.split { $0.isWhitespace || $0 == "{" || $0 == ":" }
            guard let index = words.firstIndex(of: "extension"), index + 1 < words.count else { continue }
            switch words[index + 1].split(separator: ".").last {
            case "EnvironmentValues": return .environment
            case "FocusedValues": return .focused
            case "Transaction": return .transaction
            default: return nil
            }
        }
        return nil
    }

    /// Reads `[attributes] [modifiers] var name[: Type] [= initializer]`.
    static func parse(_ source: String) -> Property? {
        guard let varRange = findKeyword("var", in: source) else { return nil }
        var rest = source[varRange.upperBound...].drop { $0.isWhitespace }
        let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" })
        guard !name.isEmpty else { return nil }
        rest = rest.dropFirst(name.count).drop { $0.isWhitespace }
        var type: String?
        var initializer: String?
        if rest.first == ":" {
            let afterColon = rest.dropFirst()
            let end = topLevelEquals(in: afterColon) ?? afterColon.endIndex
            type = afterColon[..<end].trimmingWhitespace()
            rest = afterColon[end...]
        }
        if rest.first == "=" {
            initializer = rest.dropFirst().trimmingWhitespace()
        }
        if type?.isEmpty == true { type = nil }
        if initializer?.isEmpty == true { initializer = nil }
        return Property(name: name.replacingBackticks(), type: type, initializer: initializer)
    }

    /// The first `keyword` standing as a word of its own.
    private static func findKeyword(_ keyword: String, in source: String) -> Range<String.Index>? {
        var start = source.startIndex
        while start < source.endIndex {
            if source[start...].hasPrefix(keyword) {
                let end = source.index(start, offsetBy: keyword.count)
                let before = start == source.startIndex ? " " : source[source.index(before: start)]
                let after = end == source.endIndex ? " " : source[end]
                if !(before.isLetter || before.isNumber || before == "_"), after.isWhitespace { return start..<end }
            }
            start = source.index(after: start)
        }
        return nil
    }

    /// The `=` of the initializer: outside brackets and not part of `==`, `->`, `>=`.
    private static func topLevelEquals(in text: Substring) -> Substring.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where index == text.startIndex || text[text.index(before: index)] != "-": depth -= 1
            case "=" where depth == 0:
                let next = text.index(after: index)
                if next == text.endIndex || text[next] != "=" { return index }
                index = next
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }

    private static func failure(_ message: String, _ request: MacroExpansion) -> ExpansionResult {
        let syntax = request.attributeSyntax ?? request.declSyntax
        return ExpansionResult(
            expandedSource: nil,
            diagnostics: [
                Diagnostic(
                    message: message, severity: .error,
                    position: Diagnostic.Position(fileName: syntax?.location.fileName ?? "", offset: syntax?.location.offset ?? 0))
            ])
    }
}

extension StringProtocol {
    fileprivate func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    fileprivate func replacingBackticks() -> String { String(filter { $0 != "`" }) }
}
