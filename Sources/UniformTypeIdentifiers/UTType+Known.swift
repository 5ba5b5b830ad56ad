import Foundation

/// The system types apps use most, with their extensions and MIME types.
extension UTType {
    /// The root of the type tree: any file, folder or item.
    public static let item = UTType("public.item", parents: [])
    /// Anything a person reads or views (text, images, audio, movies, PDF).
    public static let content = UTType("public.content", parents: ["public.item"])
    /// Any sequence of bytes: every regular file conforms.
    public static let data = UTType("public.data", parents: ["public.item"])
    /// A folder a person sees and opens, a kind of directory.
    public static let folder = UTType("public.folder", parents: ["public.directory"])
    /// A file-system directory.
    public static let directory = UTType("public.directory", parents: ["public.item"])
    /// Any text, with or without an encoding or markup.
    public static let text = UTType("public.text", parents: ["public.data", "public.content"])
    /// Text with no markup (`.txt`, `.text`; `text/plain`).
    public static let plainText = UTType(
        "public.plain-text", extensions: ["txt", "text"], mimeTypes: ["text/plain"], parents: ["public.text"])
    /// Plain text encoded as UTF-8 (`.txt`; `text/plain`).
    public static let utf8PlainText = UTType(
        "public.utf8-plain-text", extensions: ["txt"], mimeTypes: ["text/plain"], parents: ["public.plain-text"])
    /// Rich Text Format (`.rtf`; `text/rtf`).
    public static let rtf = UTType("public.rtf", extensions: ["rtf"], mimeTypes: ["text/rtf"], parents: ["public.text"])
    /// HTML (`.html`, `.htm`; `text/html`).
    public static let html = UTType("public.html", extensions: ["html", "htm"], mimeTypes: ["text/html"], parents: ["public.text"])
    /// XML (`.xml`; `application/xml`, `text/xml`).
    public static let xml = UTType("public.xml", extensions: ["xml"], mimeTypes: ["application/xml", "text/xml"], parents: ["public.text"])
    /// JSON (`.json`; `application/json`).
    public static let json = UTType("public.json", extensions: ["json"], mimeTypes: ["application/json"], parents: ["public.text"])
    /// Comma-separated values (`.csv`; `text/csv`).
    public static let commaSeparatedText = UTType(
        "public.comma-separated-values-text", extensions: ["csv"], mimeTypes: ["text/csv"], parents: ["public.text"])
    /// Program source code of any language, a kind of plain text.
    public static let sourceCode = UTType("public.source-code", parents: ["public.plain-text"])
    /// Swift source code (`.swift`; `text/x-swift`).
    public static let swiftSource = UTType(
        "public.swift-source", extensions: ["swift"], mimeTypes: ["text/x-swift"], parents: ["public.source-code"])
    /// Markdown (`.md`, `.markdown`; `text/markdown`).
    public static let markdown = UTType(
        "net.daringfireball.markdown", extensions: ["md", "markdown"], mimeTypes: ["text/markdown"], parents: ["public.plain-text"])
    /// Any image format.
    public static let image = UTType("public.image", parents: ["public.data", "public.content"])
    /// A PNG image (`.png`; `image/png`).
    public static let png = UTType("public.png", extensions: ["png"], mimeTypes: ["image/png"], parents: ["public.image"])
    /// A JPEG image (`.jpeg`, `.jpg`; `image/jpeg`).
    public static let jpeg = UTType("public.jpeg", extensions: ["jpeg", "jpg"], mimeTypes: ["image/jpeg"], parents: ["public.image"])
    /// A GIF image (`.gif`; `image/gif`).
    public static let gif = UTType("com.compuserve.gif", extensions: ["gif"], mimeTypes: ["image/gif"], parents: ["public.image"])
    /// An SVG vector image (`.svg`; `image/svg+xml`).
    public static let svg = UTType("public.svg-image", extensions: ["svg"], mimeTypes: ["image/svg+xml"], parents: ["public.image"])
    /// A PDF document (`.pdf`; `application/pdf`).
    public static let pdf = UTType(
        "com.adobe.pdf", extensions: ["pdf"], mimeTypes: ["application/pdf"], parents: ["public.data", "public.content"])
    /// Any audio format.
    public static let audio = UTType("public.audio", parents: ["public.data", "public.content"])
    /// MP3 audio (`.mp3`; `audio/mpeg`).
    public static let mp3 = UTType("public.mp3", extensions: ["mp3"], mimeTypes: ["audio/mpeg"], parents: ["public.audio"])
    /// Any video format, with or without sound.
    public static let movie = UTType("public.movie", parents: ["public.data", "public.content"])
    /// An MPEG-4 movie (`.mp4`; `video/mp4`).
    public static let mpeg4Movie = UTType("public.mpeg-4", extensions: ["mp4"], mimeTypes: ["video/mp4"], parents: ["public.movie"])
    /// Any archive of files.
    public static let archive = UTType("public.archive", parents: ["public.data"])
    /// A ZIP archive (`.zip`; `application/zip`).
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
