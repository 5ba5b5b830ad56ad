import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

private struct Counter: View {
    @Binding var count: Int
    var body: some View {
        Stepper("Count: \(count)", value: $count)
    }
}

private final class CounterModel {
    var start = 4
}

// The forms of `#Preview` SwiftUI files end with. Each body is type-checked
// against GtkUI; a body that does not type-check fails this file's build.
#Preview {
    Counter(count: .constant(1))
}

#Preview("Named") {
    Text("A named preview")
}

#Preview(traits: .sizeThatFitsLayout) {
    Counter(count: .constant(2))
}

#Preview("Landscape, fixed", traits: .landscapeLeft, .fixedLayout(width: 640, height: 360)) {
    VStack {
        Text("Wide")
        Counter(count: .constant(3))
    }
}

#Preview("Statements") {
    let model = CounterModel()
    return Counter(count: .constant(model.start))
}

#Preview("Previewable") {
    @Previewable @State var count = 5
    Counter(count: $count)
}

#Preview("Previewable, returned", traits: .portrait) {
    @Previewable @State var count = 6
    @Previewable @State var title = "Six"
    return VStack {
        Text(title)
        Counter(count: $count)
    }
}

final class PreviewMacroTests: GtkTestCase {
    func testAPreviewKeepsItsNameAndTraitsAndRendersItsBody() {
        onMain {
            let preview = Preview("Wide", traits: .landscapeLeft, .fixedLayout(width: 640, height: 360)) {
                Text("Wide")
                Text("Second")
            }
            XCTAssertEqual(preview.name, "Wide")
            XCTAssertEqual(preview.traits.count, 2)
            guard case .orientation(.landscapeLeft) = preview.traits[0].setting else {
                return XCTFail("the first trait is \(preview.traits[0].setting)")
            }
            guard case .layout(.fixed(let width, let height)) = preview.traits[1].setting else {
                return XCTFail("the second trait is \(preview.traits[1].setting)")
            }
            XCTAssertEqual([width, height], [640, 360])
            XCTAssertNil(Preview { Text("x") }.name)

            let hosting = HostingView(rootView: preview.content)
            hosting.flush()
            XCTAssertEqual(find(Gtk::Label.self, in: hosting).map(\.text), ["Wide", "Second"])
        }
    }

    func testThePluginAnswersTheCompilersCapabilityRequest() throws {
        let plugin = try MacroPluginProcess()
        let reply = try plugin.exchange(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#)
        XCTAssertEqual(reply as NSDictionary, ["getCapabilityResult": ["capability": ["protocolVersion": 7]]])
    }

    func testThePluginExpandsPreviewToNoDeclarations() throws {
        let plugin = try MacroPluginProcess()
        _ = try plugin.exchange(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#)
        let reply = try plugin.exchange(
            #"{"expandFreestandingMacro":{"macro":{"moduleName":"GtkUIMacros","typeName":"PreviewMacro","name":"Preview"},"#
                + ##""macroRole":"declaration","discriminator":"d","syntax":{"kind":"declaration","source":"#Preview { Text(\"a\") }","##
                + #""location":{"fileID":"A/a.swift","fileName":"/a.swift","offset":10,"line":2,"column":1}},"lexicalContext":[]}}"#)
        XCTAssertEqual(reply as NSDictionary, ["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]])
    }

    func testThePluginAcceptsPreviewableOnlyAtTheTopOfAPreviewBody() throws {
        let plugin = try MacroPluginProcess()
        _ = try plugin.exchange(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#)
        func previewable(in context: String) throws -> [String: Any] {
            try plugin.exchange(
                #"{"expandAttachedMacro":{"macro":{"moduleName":"GtkUIMacros","typeName":"PreviewableMacro","name":"Previewable"},"#
                    + #""macroRole":"peer","discriminator":"d","attributeSyntax":{"kind":"attribute","source":"@Previewable ","#
                    + #""location":{"fileID":"A/a.swift","fileName":"/a.swift","offset":42,"line":3,"column":5}},"#
                    + #""declSyntax":{"kind":"declaration","source":"@Previewable @State var x = 1","#
                    + #""location":{"fileID":"A/a.swift","fileName":"/a.swift","offset":42,"line":3,"column":5}},"#
                    + #""lexicalContext":\#(context)}}"#)
        }
        let inPreview = try previewable(
            in: #"[{"kind":"expression","source":"{\n}","location":{"fileID":"","fileName":"","offset":0,"line":0,"column":0}},"#
                + #"{"kind":"expression","source":"\n#Preview(\"P\") {}","location":{"fileID":"","fileName":"","offset":0,"line":0,"column":0}}]"#
        )
        XCTAssertEqual(inPreview as NSDictionary, ["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]])

        let inStruct = try previewable(
            in: #"[{"kind":"declaration","source":"struct V {}","location":{"fileID":"","fileName":"","offset":0,"line":0,"column":0}}]"#)
        let result = try XCTUnwrap(inStruct["expandMacroResult"] as? [String: Any])
        XCTAssertNil(result["expandedSource"])
        let diagnostics = try XCTUnwrap(result["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?["severity"] as? String, "error")
        XCTAssertEqual(diagnostics.first?["message"] as? String, "'@Previewable' can only be used in a #Preview body")
        XCTAssertEqual(diagnostics.first?["position"] as? NSDictionary, ["fileName": "/a.swift", "offset": 42])
    }
}

/// GtkUI's built macro plugin, run as the compiler runs it: length-prefixed JSON over its standard input and output.
private final class MacroPluginProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()

    init(file: StaticString = #filePath, line: UInt = #line) throws {
        // SwiftPM builds the plugin beside the test bundle: `<build folder>/GtkUIMacros-tool`.
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let tool = folder.appendingPathComponent("GtkUIMacros-tool")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            XCTFail("no plugin at \(tool.path)", file: file, line: line)
            throw CocoaError(.fileNoSuchFile)
        }
        process.executableURL = tool
        process.standardInput = input
        process.standardOutput = output
        try process.run()
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Sends one message and returns the plugin's answer, decoded.
    func exchange(_ json: String) throws -> [String: Any] {
        let payload = Data(json.utf8)
        var length = UInt64(payload.count).littleEndian
        input.fileHandleForWriting.write(Data(bytes: &length, count: 8) + payload)
        let header = try read(8)
        let count = header.reversed().reduce(0) { $0 << 8 | Int($1) }
        let reply = try read(count)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: reply) as? [String: Any])
    }

    private func read(_ count: Int) throws -> Data {
        var data = Data()
        while data.count < count {
            guard let chunk = try output.fileHandleForReading.read(upToCount: count - data.count), !chunk.isEmpty else {
                throw CocoaError(.fileReadUnknown)
            }
            data += chunk
        }
        return data
    }
}
