import Foundation

/// The system types apps use most, with their extensions and MIME types.
extension UTType {
    public static let item = UTType("public.item", parents: [])
    public static let content = UTType("public.content", parents: ["public.item"])
    public static let data = UTType("public.data", parents: ["public.item"])
    public static let folder = UTType("public.folder", parents: ["public.directory"])
    public static let directory = UTType("public.directory", parents: ["public.item"])
    public static let text = UTType("public.text", parents: ["public.data", "public.content"])
    public static let plainText = UTType(
        "public.plain-text", extensions: ["txt", "text"], mimeTypes: ["text/plain"], parents: ["public.text"])
    public static let utf8PlainText = UTType(
        "public.utf8-plain-text", extensions: ["txt"], mimeTypes: ["text/plain"], parents: ["public.plain-text"])
    public static let rtf = UTType("public.rtf", extensions: ["rtf"], mimeTypes: ["text/rtf"], parents: ["public.text"])
    public static let html = UTType("public.html", extensions: ["html", "htm"], mimeTypes: ["text/html"], parents: ["public.text"])
    public static let xml = UTType("public.xml", extensions: ["xml"], mimeTypes: ["application/xml", "text/xml"], parents: ["public.text"])
    public static let json = UTType("public.json", extensions: ["json"], mimeTypes: ["application/json"], parents: ["public.text"])
    public static let commaSeparatedText = UTType(
        "public.comma-separated-values-text", extensions: ["csv"], mimeTypes: ["text/csv"], parents: ["public.text"])
    public static let sourceCode = UTType("public.source-code", parents: ["public.plain-text"])
    public static let swiftSource = UTType(
        "public.swift-source", extensions: ["swift"], mimeTypes: ["text/x-swift"], parents: ["public.source-code"])
    public static let markdown = UTType(
        "net.daringfireball.markdown", extensions: ["md", "markdown"], mimeTypes: ["text/markdown"], parents: ["public.plain-text"])
    public static let image = UTType("public.image", parents: ["public.data", "public.content"])
    public static let png = UTType("public.png", extensions: ["png"], mimeTypes: ["image/png"], parents: ["public.image"])
    public static let jpeg = UTType("public.jpeg", extensions: ["jpeg", "jpg"], mimeTypes: ["image/jpeg"], parents: ["public.image"])
    public static let gif = UTType("com.compuserve.gif", extensions: ["gif"], mimeTypes: ["image/gif"], parents: ["public.image"])
    public static let svg = UTType("public.svg-image", extensions: ["svg"], mimeTypes: ["image/svg+xml"], parents: ["public.image"])
    public static let pdf = UTType(
        "com.adobe.pdf", extensions: ["pdf"], mimeTypes: ["application/pdf"], parents: ["public.data", "public.content"])
    public static let audio = UTType("public.audio", parents: ["public.data", "public.content"])
    public static let mp3 = UTType("public.mp3", extensions: ["mp3"], mimeTypes: ["audio/mpeg"], parents: ["public.audio"])
    public static let movie = UTType("public.movie", parents: ["public.data", "public.content"])
    public static let mpeg4Movie = UTType("public.mpeg-4", extensions: ["mp4"], mimeTypes: ["video/mp4"], parents: ["public.movie"])
    public static let archive = UTType("public.archive", parents: ["public.data"])
    public static let zip = UTType("public.zip-archive", extensions: ["zip"], mimeTypes: ["application/zip"], parents: ["public.archive"])

    /// Every built-in type by identifier.
    static let known: [String: UTType] = Dictionary(
        uniqueKeysWithValues: [
            item, content, data, folder, directory, text, plainText, utf8PlainText, rtf, html, xml, json,
            commaSeparatedText, sourceCode, swiftSource, markdown, image, png, jpeg, gif, svg, pdf, audio, mp3,
            movie, mpeg4Movie, archive, zip
        ].map { ($0.identifier, $0) })

    /// Names for people of the built-in types.
    static let names: [String: String] = [
        "public.plain-text": "Plain Text", "public.utf8-plain-text": "Plain Text", "public.text": "Text",
        "public.image": "Image", "public.png": "PNG Image", "public.jpeg": "JPEG Image", "public.json": "JSON",
        "com.adobe.pdf": "PDF Document", "public.html": "HTML", "net.daringfireball.markdown": "Markdown",
        "public.comma-separated-values-text": "CSV", "public.data": "Data", "public.item": "Item"
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
