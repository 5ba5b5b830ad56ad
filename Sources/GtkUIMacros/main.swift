// GtkUI's compiler plugin: the implementations of `#Preview`,
// `@Previewable` and `@Entry`. SwiftPM builds it for the build machine and passes it to the
// compiler (`-load-plugin-executable`) for every module that uses GtkUI; the
// compiler starts it and talks over its standard input and output until done.
//
// It speaks the plugin protocol with Foundation's JSON instead of swift-syntax
// (GtkUI depends on no package), so it reads only the fields it needs.
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The protocol version this plugin speaks: 7 adds the lexical context sent with each expansion.
let pluginProtocolVersion = 7

let connection = PluginConnection()
var hostProtocolVersion = 1

while let json = connection.receive() {
    // Swift 6.3 sends an occasional empty message (seen in practice); it waits for no answer.
    guard !json.isEmpty, let message = try? JSONDecoder().decode(HostMessage.self, from: Data(json)) else { continue }
    var reply = PluginMessage()
    if let capability = message.getCapability {
        hostProtocolVersion = capability.capability?.protocolVersion ?? 1
        reply.getCapabilityResult = CapabilityResult(capability: Capability(protocolVersion: pluginProtocolVersion))
    } else if let request = message.expandFreestandingMacro ?? message.expandAttachedMacro {
        let result =
            request.macro.typeName == "EntryMacro" ? EntryExpansion.expand(request) : PreviewExpansion.expand(request)
        if hostProtocolVersion >= 5 {
            reply.expandMacroResult = result
        } else if message.expandAttachedMacro != nil {
            reply.expandAttachedMacroResult = AttachedExpansionResult(
                expandedSources: result.expandedSource.map { $0.isEmpty ? [] : [$0] }, diagnostics: result.diagnostics)
        } else {
            reply.expandFreestandingMacroResult = result
        }
    } else {
        continue
    }
    guard let answer = try? JSONEncoder().encode(reply) else { continue }
    connection.send(Array(answer))
}
