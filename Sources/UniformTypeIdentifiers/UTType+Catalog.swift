import Foundation

/// The built-in types in one ordered list, so that a look-up by extension
/// or MIME type always gives the same answer (the most general first:
/// "txt" is `.plainText`, as on Apple platforms).
extension UTType {
    /// Every built-in type, in declaration order.
    static let all: [UTType] = [
        item, content, data, folder, directory, text, plainText, utf8PlainText, utf16PlainText, utf16ExternalPlainText,
        rtf, html, xml, json, yaml, propertyList, commaSeparatedText, tabSeparatedText, log, sourceCode, swiftSource,
        script, shellScript, pythonScript, javaScript, cSource, cHeader, cPlusPlusSource, markdown, image, png, jpeg,
        gif, svg, webP, tiff, bmp, ico, heic, pdf, audio, mp3, wav, aiff, movie, video, mpeg4Movie, quickTimeMovie,
        archive, zip, gzip, bz2, url, fileURL, symbolicLink, package, epub, font
    ]

    /// Every built-in type by identifier.
    static let known: [String: UTType] = Dictionary(uniqueKeysWithValues: all.map { ($0.identifier, $0) })

    /// Names for people of the built-in types.
    static let names: [String: String] = [
        "public.plain-text": "Plain Text", "public.utf8-plain-text": "Plain Text", "public.text": "Text",
        "public.image": "Image", "public.png": "PNG Image", "public.jpeg": "JPEG Image", "public.json": "JSON",
        "com.adobe.pdf": "PDF Document", "public.html": "HTML", "net.daringfireball.markdown": "Markdown",
        "public.comma-separated-values-text": "CSV", "public.data": "Data", "public.item": "Item",
        "public.yaml": "YAML", "public.log": "Log", "public.source-code": "Source Code", "public.rtf": "Rich Text",
        "public.xml": "XML", "public.svg-image": "SVG Image", "com.compuserve.gif": "GIF Image",
        "org.webmproject.webp": "WebP Image", "public.tiff": "TIFF Image", "public.audio": "Audio",
        "public.movie": "Movie", "public.zip-archive": "ZIP Archive", "com.apple.property-list": "Property List"
    ]

    /// File name patterns and MIME types that select files of this type
    /// (and, for a broad type, of the built-in types conforming to it);
    /// empty for a type that names no file (any file is accepted then).
    public var fileFilterPatterns: (patterns: [String], mimeTypes: [String]) {
        let members =
            [self]
            + UTType.known.values.filter { $0 != self && $0.conforms(to: self) }
            .sorted { $0.identifier < $1.identifier }
        var patterns: [String] = []
        var mimeTypes: [String] = []
        for member in members {
            for ext in member.extensions where !patterns.contains("*.\(ext)") { patterns.append("*.\(ext)") }
            for mime in member.mimeTypes where !mimeTypes.contains(mime) { mimeTypes.append(mime) }
        }
        return (patterns, mimeTypes)
    }
}
