import Foundation

extension String: Transferable {
    /// UTF-8 plain text; imports any plain text.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText) { string in
            Data(string.utf8)
        } importing: { data in
            String(decoding: data, as: UTF8.self)
        }
        DataRepresentation(importedContentType: .plainText) { data in String(decoding: data, as: UTF8.self) }
    }
}

extension Data: Transferable {
    /// The bytes themselves, of any type.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data) {
            $0
        } importing: {
            $0
        }
    }
}

extension URL: Transferable {
    /// A file URL as `.fileURL`, any URL as `.url` (its absolute string),
    /// and as plain text.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .fileURL) { url in
            Data(url.absoluteString.utf8)
        } importing: { data in
            try URL._transferredURL(data)
        }
        .exportingCondition { $0.isFileURL }
        DataRepresentation(contentType: .url) { url in
            Data(url.absoluteString.utf8)
        } importing: { data in
            try URL._transferredURL(data)
        }
        ProxyRepresentation(exporting: { (url: URL) in url.isFileURL ? url.path : url.absoluteString })
    }

    /// The URL a `text/uri-list` line or a URL string names.
    public static func _transferredURL(_ data: Data) throws -> URL {
        let text = String(decoding: data, as: UTF8.self)
        let line = text.split(whereSeparator: \.isNewline).first { !$0.hasPrefix("#") }.map(String.init) ?? text
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URL(string: trimmed), url.scheme != nil else { throw TransferError.noImporter(.url) }
        return url
    }
}

extension AttributedString: Transferable {
    /// Its characters as plain text (attributes are not carried: GTK has no rich-text clipboard format in common).
    public static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: { (text: AttributedString) in String(text.characters) }, importing: { AttributedString($0) })
    }
}
