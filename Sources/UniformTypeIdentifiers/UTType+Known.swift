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

    /// A URL (`public.url`).
    public static let url = UTType("public.url", parents: ["public.data"])
    /// A URL of a file (`public.file-url`).
    public static let fileURL = UTType("public.file-url", parents: ["public.url"])
    /// A symbolic link.
    public static let symbolicLink = UTType("public.symlink", parents: ["public.item"])
    /// A folder shown as one file (a document package).
    public static let package = UTType("com.apple.package", parents: ["public.directory"])
    /// Plain text in UTF-16 (`text/plain`).
    public static let utf16PlainText = UTType("public.utf16-plain-text", mimeTypes: ["text/plain"], parents: ["public.plain-text"])
    /// Plain text in UTF-16 with a byte order mark (`text/plain`).
    public static let utf16ExternalPlainText = UTType(
        "public.utf16-external-plain-text", mimeTypes: ["text/plain"], parents: ["public.plain-text"])
    /// Tab-separated values (`.tsv`; `text/tab-separated-values`).
    public static let tabSeparatedText = UTType(
        "public.tab-separated-values-text", extensions: ["tsv"], mimeTypes: ["text/tab-separated-values"], parents: ["public.text"])
    /// YAML (`.yaml`, `.yml`; `application/x-yaml`).
    public static let yaml = UTType("public.yaml", extensions: ["yaml", "yml"], mimeTypes: ["application/x-yaml"], parents: ["public.text"])
    /// A property list (`.plist`).
    public static let propertyList = UTType("com.apple.property-list", extensions: ["plist"], parents: ["public.data"])
    /// A log file (`.log`; `text/x-log`).
    public static let log = UTType("public.log", extensions: ["log"], mimeTypes: ["text/x-log"], parents: ["public.plain-text"])
    /// A script of any language, a kind of source code.
    public static let script = UTType("public.script", parents: ["public.source-code"])
    /// A shell script (`.sh`; `application/x-shellscript`).
    public static let shellScript = UTType(
        "public.shell-script", extensions: ["sh"], mimeTypes: ["application/x-shellscript"], parents: ["public.script"])
    /// A Python script (`.py`; `text/x-python`).
    public static let pythonScript = UTType(
        "public.python-script", extensions: ["py"], mimeTypes: ["text/x-python"], parents: ["public.script"])
    /// JavaScript (`.js`; `text/javascript`).
    public static let javaScript = UTType(
        "com.netscape.javascript-source", extensions: ["js"], mimeTypes: ["text/javascript"], parents: ["public.script"])
    /// C source code (`.c`; `text/x-c`).
    public static let cSource = UTType("public.c-source", extensions: ["c"], mimeTypes: ["text/x-c"], parents: ["public.source-code"])
    /// A C header (`.h`; `text/x-chdr`).
    public static let cHeader = UTType("public.c-header", extensions: ["h"], mimeTypes: ["text/x-chdr"], parents: ["public.source-code"])
    /// C++ source code (`.cpp`, `.cc`; `text/x-c++src`).
    public static let cPlusPlusSource = UTType(
        "public.c-plus-plus-source", extensions: ["cpp", "cc", "cxx"], mimeTypes: ["text/x-c++src"], parents: ["public.source-code"])
    /// A WebP image (`.webp`; `image/webp`).
    public static let webP = UTType("org.webmproject.webp", extensions: ["webp"], mimeTypes: ["image/webp"], parents: ["public.image"])
    /// A TIFF image (`.tiff`, `.tif`; `image/tiff`).
    public static let tiff = UTType("public.tiff", extensions: ["tiff", "tif"], mimeTypes: ["image/tiff"], parents: ["public.image"])
    /// A BMP image (`.bmp`; `image/bmp`).
    public static let bmp = UTType("com.microsoft.bmp", extensions: ["bmp"], mimeTypes: ["image/bmp"], parents: ["public.image"])
    /// An ICO icon (`.ico`; `image/vnd.microsoft.icon`).
    public static let ico = UTType(
        "com.microsoft.ico", extensions: ["ico"], mimeTypes: ["image/vnd.microsoft.icon"], parents: ["public.image"])
    /// A HEIC image (`.heic`; `image/heic`).
    public static let heic = UTType("public.heic", extensions: ["heic"], mimeTypes: ["image/heic"], parents: ["public.image"])
    /// WAV audio (`.wav`; `audio/wav`).
    public static let wav = UTType("com.microsoft.waveform-audio", extensions: ["wav"], mimeTypes: ["audio/wav"], parents: ["public.audio"])
    /// AIFF audio (`.aiff`, `.aif`; `audio/aiff`).
    public static let aiff = UTType("public.aiff-audio", extensions: ["aiff", "aif"], mimeTypes: ["audio/aiff"], parents: ["public.audio"])
    /// Video without sound, a kind of movie.
    public static let video = UTType("public.video", parents: ["public.movie"])
    /// A QuickTime movie (`.mov`; `video/quicktime`).
    public static let quickTimeMovie = UTType(
        "com.apple.quicktime-movie", extensions: ["mov"], mimeTypes: ["video/quicktime"], parents: ["public.movie"])
    /// A gzip archive (`.gz`; `application/gzip`).
    public static let gzip = UTType(
        "org.gnu.gnu-zip-archive", extensions: ["gz"], mimeTypes: ["application/gzip"], parents: ["public.archive"])
    /// A bzip2 archive (`.bz2`; `application/x-bzip2`).
    public static let bz2 = UTType(
        "public.bzip2-archive", extensions: ["bz2"], mimeTypes: ["application/x-bzip2"], parents: ["public.archive"])
    /// An EPUB book (`.epub`; `application/epub+zip`).
    public static let epub = UTType(
        "org.idpf.epub-container", extensions: ["epub"], mimeTypes: ["application/epub+zip"], parents: ["public.data"])
    /// A font file of any format (`.ttf`, `.otf`).
    public static let font = UTType(
        "public.font", extensions: ["ttf", "otf"], mimeTypes: ["font/ttf", "font/otf"], parents: ["public.data"])

}
