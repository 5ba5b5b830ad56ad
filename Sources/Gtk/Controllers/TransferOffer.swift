import CGtk

/// What a drag or the clipboard offers, in the formats GDK carries between
/// processes: plain text (`text/plain;charset=utf-8` and GTK's string type),
/// URIs (`text/uri-list`, which file managers and GTK's file lists read),
/// bytes of other MIME types, and an in-app token that only this process's
/// drop targets (`DropValueKind.inApp`) accept.
public struct TransferOffer: Sendable, Equatable {
    /// A key into the process's own table of dragged values, if any.
    public var inAppToken: String?
    /// The text offered, if any.
    public var text: String?
    /// URIs offered (files as `file://` URIs), if any.
    public var uris: [String]
    /// Other data, by MIME type, in order of preference.
    public var bytes: [MIMEData]

    /// Data of one MIME type.
    public struct MIMEData: Sendable, Equatable {
        /// The MIME type ("application/json").
        public var mimeType: String
        /// The bytes.
        public var data: [UInt8]
        /// Data of `mimeType`.
        public init(mimeType: String, data: [UInt8]) {
            self.mimeType = mimeType
            self.data = data
        }
    }

    /// An offer of these parts.
    public init(inAppToken: String? = nil, text: String? = nil, uris: [String] = [], bytes: [MIMEData] = []) {
        self.inAppToken = inAppToken
        self.text = text
        self.uris = uris
        self.bytes = bytes
    }

    /// Whether it offers nothing.
    public var isEmpty: Bool { inAppToken == nil && text == nil && uris.isEmpty && bytes.isEmpty }

    /// A new content provider (one full reference) offering every part, in-app token first.
    func makeContentProvider() -> UnsafeMutablePointer<GdkContentProvider>? {
        var providers: [UnsafeMutablePointer<GdkContentProvider>?] = []
        if let inAppToken { providers.append(cgtk_content_provider_for_in_app_payload(inAppToken)) }
        for part in bytes where part.mimeType != "text/uri-list" {
            providers.append(
                part.data.withUnsafeBufferPointer { cgtk_content_provider_for_bytes(part.mimeType, $0.baseAddress, gsize($0.count)) })
        }
        if !uris.isEmpty {
            let list = Array(uris.map { $0 + "\r\n" }.joined().utf8)
            providers.append(
                list.withUnsafeBufferPointer { cgtk_content_provider_for_bytes("text/uri-list", $0.baseAddress, gsize($0.count)) })
        }
        if let text { providers.append(cgtk_content_provider_for_string(text)) }
        guard !providers.isEmpty else { return nil }
        return providers.withUnsafeMutableBufferPointer { cgtk_content_provider_union($0.baseAddress, gsize($0.count)) }
    }
}

/// What a drop target or a clipboard read can deliver.
public enum DropValueKind: Sendable, Hashable {
    /// The in-app token of a drag from this process.
    case inApp
    /// A list of files or URIs (`text/uri-list`).
    case uris
    /// Text.
    case text
}

/// What a drop or a clipboard read delivered.
public enum DropValue: Sendable, Equatable {
    /// A drag from this process: its in-app token.
    case inApp(String)
    /// URIs (files as `file://` URIs).
    case uris([String])
    /// Text.
    case text(String)

    /// Reads the value GTK delivered, if it is one of these kinds.
    init?(_ value: UnsafePointer<GValue>) {
        if let token = cgtk_value_get_in_app_payload(value) {
            self = .inApp(String(cString: token))
        } else if let uris = cgtk_value_dup_file_list_uris(value) {
            defer { g_free(uris) }
            self = .uris(String(cString: uris).split(separator: "\n").map(String.init))
        } else if let text = cgtk_value_get_string_or_null(value) {
            self = .text(String(cString: text))
        } else {
            return nil
        }
    }

    /// The GType GTK reads a kind as.
    static func gtype(_ kind: DropValueKind) -> GType {
        switch kind {
        case .inApp: cgtk_in_app_payload_type()
        case .uris: cgtk_type_file_list()
        case .text: cgtk_type_string()
        }
    }
}

/// The action a drop target proposes for a drag over it.
public enum DropAction: Sendable {
    /// Refuse the drop here.
    case none
    /// Copy (the source keeps its data).
    case copy
    /// Move (the source may delete its data).
    case move

    var gdk: GdkDragAction {
        switch self {
        case .none: GdkDragAction(0)
        case .copy: GDK_ACTION_COPY
        case .move: GDK_ACTION_MOVE
        }
    }
}

/// The formats a content provider offers: MIME types and GType names.
func contentFormatNames(_ formats: OpaquePointer?) -> [String] {
    guard let formats else { return [] }
    var names: [String] = []
    var count: gsize = 0
    if let types = gdk_content_formats_get_gtypes(formats, &count) {
        for index in 0..<Int(count) { names.append(String(cString: g_type_name(types[index]))) }
    }
    if let mimes = gdk_content_formats_get_mime_types(formats, &count) {
        for index in 0..<Int(count) { if let mime = mimes[index] { names.append(String(cString: mime)) } }
    }
    return names
}
