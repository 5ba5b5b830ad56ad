/// What GtkUI's preview macros expand to.
///
/// GNOME has no preview canvas, so `#Preview` expands to no declarations: the
/// compiler has already type-checked its arguments, body included, against
/// GtkUI before asking for the expansion, which is what a ported app needs.
/// `@Previewable` adds nothing either; the variable it marks stays a local of
/// the preview body. Outside a `#Preview` body it is an error, as in SwiftUI.
enum PreviewExpansion {
    /// The source and diagnostics for one macro use.
    static func expand(_ request: MacroExpansion) -> ExpansionResult {
        switch request.macro.typeName {
        case "PreviewMacro":
            return ExpansionResult(expandedSource: "", diagnostics: [])
        case "PreviewableMacro":
            guard isInsidePreviewBody(request.lexicalContext ?? []) else {
                return ExpansionResult(
                    expandedSource: nil,
                    diagnostics: [error("'@Previewable' can only be used in a #Preview body", at: request.attributeSyntax)])
            }
            return ExpansionResult(expandedSource: "", diagnostics: [])
        default:
            return ExpansionResult(
                expandedSource: nil,
                diagnostics: [error("GtkUIMacros has no macro '\(request.macro.typeName)'", at: request.attributeSyntax ?? request.syntax)])
        }
    }

    /// Whether the declaration's enclosing closure is the body of a `#Preview` use.
    ///
    /// The compiler lists the contexts innermost first, so a variable at the
    /// top level of a preview body has its closure first, then `#Preview(…)`.
    static func isInsidePreviewBody(_ context: [Syntax]) -> Bool {
        guard context.count >= 2 else { return false }
        let closure = trimmed(context[0].source)
        let use = trimmed(context[1].source)
        return closure.hasPrefix("{") && (use.hasPrefix("#Preview(") || use.hasPrefix("#Preview {") || use.hasPrefix("#Preview{"))
    }

    private static func trimmed(_ source: String) -> Substring {
        source.drop { $0.isWhitespace }
    }

    private static func error(_ message: String, at syntax: Syntax?) -> Diagnostic {
        Diagnostic(
            message: message, severity: .error,
            position: Diagnostic.Position(fileName: syntax?.location.fileName ?? "", offset: syntax?.location.offset ?? 0))
    }
}
