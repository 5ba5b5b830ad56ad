/// Maps SF Symbols names to freedesktop icon names (Adwaita 43's symbolic set).
///
/// Filled and outlined variants share an icon where Adwaita has only one
/// ("star.fill" → "starred-symbolic", "heart" and "heart.fill" →
/// "emote-love-symbolic"); an unlisted "x.fill" falls back to "x".
enum SymbolNames {
    /// The freedesktop icon for an SF Symbols name, or nil when unknown.
    static func iconName(for symbol: String) -> String? {
        if let name = table[symbol] { return name }
        if symbol.hasSuffix(".fill") { return table[String(symbol.dropLast(5))] }
        return nil
    }

    /// A readable label from a symbol name, for accessible names and menus:
    /// a well-known meaning when there is one ("square.and.arrow.up" →
    /// "Share"), else the words capitalized ("bold" → "Bold",
    /// "text.alignleft" → "Text Alignleft"), dropping "fill"/"circle"/"square" styles.
    static func humanize(_ symbol: String) -> String {
        if let meaning = meanings[symbol] { return localized(meaning) }
        let parts = symbol.split(separator: ".")
        let styles: Set<Substring> = ["fill", "circle", "square"]
        let words = parts.enumerated().filter { $0.offset == 0 || !styles.contains($0.element) }.map(\.element)
        let text = words.map { word in
            ["and", "or", "of", "on", "in"].contains(word) ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
        return text.isEmpty ? symbol : localized(text)
    }

    /// Names whose words do not say what the symbol means, and the most
    /// common ones whose words do (all translated, in GtkUI's catalogue).
    static let meanings: [String: String] = [
        "bold": localizable("Bold"), "italic": localizable("Italic"), "underline": localizable("Underline"),
        "strikethrough": localizable("Strikethrough"),
        "square.and.arrow.up": localizable("Share"), "square.and.arrow.down": localizable("Save"),
        "arrow.uturn.backward": localizable("Undo"), "arrow.uturn.forward": localizable("Redo"),
        "arrow.clockwise": localizable("Reload"), "magnifyingglass": localizable("Search"),
        "gear": localizable("Settings"), "gearshape": localizable("Settings"), "xmark": localizable("Close"),
        "checkmark": localizable("Done"),
        "plus": localizable("Add"), "minus": localizable("Remove"), "trash": localizable("Delete"),
        "ellipsis.circle": localizable("More"), "ellipsis": localizable("More"), "line.3.horizontal": localizable("Menu"),
        "sidebar.left": localizable("Sidebar"), "sidebar.right": localizable("Inspector"),
        "textformat": localizable("Format"), "textformat.size": localizable("Font Size"),
        "list.bullet": localizable("Bulleted List"), "list.number": localizable("Numbered List"),
        "chevron.left": localizable("Back"), "chevron.right": localizable("Forward"), "chevron.up": localizable("Up"),
        "chevron.down": localizable("Down"),
        "play.fill": localizable("Play"), "pause.fill": localizable("Pause"), "stop.fill": localizable("Stop"),
        "backward.fill": localizable("Rewind"), "forward.fill": localizable("Fast Forward"),
        "info.circle": localizable("Info"), "questionmark.circle": localizable("Help"), "exclamationmark.triangle": localizable("Warning"),
        "square.and.pencil": localizable("Compose"), "doc": localizable("Document"), "doc.text": localizable("Document"),
        "doc.on.doc": localizable("Copy"), "scissors": localizable("Cut"), "doc.on.clipboard": localizable("Paste"),
        "plus.magnifyingglass": localizable("Zoom In"), "minus.magnifyingglass": localizable("Zoom Out"),
        "speaker.wave.2": localizable("Volume"), "paperclip": localizable("Attach")
    ]

    /// SF Symbols name → freedesktop icon name.
    ///
    /// Every value exists in Debian 12's Adwaita icon theme (checked
    /// by the tests).
    static let table: [String: String] = editing.merging(files) { a, _ in a }
        .merging(navigation) { a, _ in a }
        .merging(media) { a, _ in a }
        .merging(objects) { a, _ in a }
        .merging(more) { a, _ in a }

    static let editing: [String: String] = [
        "bold": "format-text-bold-symbolic", "italic": "format-text-italic-symbolic",
        "underline": "format-text-underline-symbolic", "strikethrough": "format-text-strikethrough-symbolic",
        "textformat": "font-x-generic-symbolic", "textformat.size": "font-select-symbolic",
        "textformat.size.larger": "zoom-in-symbolic", "textformat.size.smaller": "zoom-out-symbolic",
        "text.alignleft": "format-justify-left-symbolic", "text.aligncenter": "format-justify-center-symbolic",
        "text.alignright": "format-justify-right-symbolic", "text.justify": "format-justify-fill-symbolic",
        "increase.indent": "format-indent-more-symbolic", "decrease.indent": "format-indent-less-symbolic",
        "list.bullet": "view-list-bullet-symbolic", "list.number": "view-list-ordered-symbolic",
        "list.dash": "view-list-symbolic", "checklist": "view-list-symbolic",
        "pencil": "document-edit-symbolic", "square.and.pencil": "document-edit-symbolic",
        "plus": "list-add-symbolic", "minus": "list-remove-symbolic",
        "plus.circle": "list-add-symbolic", "minus.circle": "list-remove-symbolic",
        "trash": "user-trash-symbolic", "xmark": "window-close-symbolic", "xmark.circle": "edit-clear-symbolic",
        "checkmark": "object-select-symbolic", "checkmark.circle": "emblem-ok-symbolic",
        "arrow.uturn.backward": "edit-undo-symbolic", "arrow.uturn.forward": "edit-redo-symbolic",
        "arrow.uturn.left": "edit-undo-symbolic", "arrow.uturn.right": "edit-redo-symbolic",
        "doc.on.doc": "edit-copy-symbolic", "scissors": "edit-cut-symbolic",
        "doc.on.clipboard": "edit-paste-symbolic", "clipboard": "edit-paste-symbolic",
        "link": "insert-link-symbolic", "paperclip": "mail-attachment-symbolic",
        "photo.badge.plus": "insert-image-symbolic", "character.cursor.ibeam": "insert-text-symbolic",
        "textbox": "insert-text-symbolic", "abc": "tools-check-spelling-symbolic",
        "text.badge.checkmark": "tools-check-spelling-symbolic",
        "paintbrush": "applications-graphics-symbolic", "paintpalette": "preferences-color-symbolic",
        "eyedropper": "color-select-symbolic",
        "rotate.left": "object-rotate-left-symbolic", "rotate.right": "object-rotate-right-symbolic",
        "flip.horizontal": "object-flip-horizontal-symbolic"
    ]

    static let files: [String: String] = [
        "square.and.arrow.up": "send-to-symbolic", "square.and.arrow.down": "document-save-symbolic",
        "tray.and.arrow.down": "document-save-symbolic", "folder": "folder-symbolic",
        "folder.badge.plus": "folder-new-symbolic", "doc": "text-x-generic-symbolic",
        "doc.text": "x-office-document-symbolic", "doc.badge.plus": "document-new-symbolic",
        "doc.richtext": "x-office-document-symbolic", "printer": "printer-symbolic",
        "archivebox": "package-x-generic-symbolic", "shippingbox": "package-x-generic-symbolic",
        "externaldrive": "drive-harddisk-symbolic", "internaldrive": "drive-harddisk-symbolic",
        "clock.arrow.circlepath": "document-open-recent-symbolic",
        "envelope": "mail-unread-symbolic", "envelope.open": "mail-read-symbolic",
        "paperplane": "mail-send-symbolic", "arrowshape.turn.up.left": "mail-reply-sender-symbolic",
        "arrowshape.turn.up.left.2": "mail-reply-all-symbolic", "arrowshape.turn.up.right": "mail-forward-symbolic"
    ]

    static let navigation: [String: String] = [
        "magnifyingglass": "edit-find-symbolic", "plus.magnifyingglass": "zoom-in-symbolic",
        "minus.magnifyingglass": "zoom-out-symbolic", "1.magnifyingglass": "zoom-original-symbolic",
        "gear": "emblem-system-symbolic", "gearshape": "emblem-system-symbolic", "gearshape.2": "emblem-system-symbolic",
        "slider.horizontal.3": "preferences-system-symbolic",
        "chevron.left": "go-previous-symbolic", "chevron.right": "go-next-symbolic",
        "chevron.up": "go-up-symbolic", "chevron.down": "go-down-symbolic",
        "arrow.left": "go-previous-symbolic", "arrow.right": "go-next-symbolic",
        "arrow.up": "go-up-symbolic", "arrow.down": "go-down-symbolic",
        "arrow.up.to.line": "go-top-symbolic", "arrow.down.to.line": "go-bottom-symbolic",
        "chevron.backward": "go-previous-symbolic", "chevron.forward": "go-next-symbolic",
        "arrow.clockwise": "view-refresh-symbolic", "arrow.counterclockwise": "object-rotate-left-symbolic",
        "arrow.triangle.2.circlepath": "emblem-synchronizing-symbolic",
        "arrow.up.arrow.down": "view-sort-descending-symbolic",
        "arrow.up.left.and.arrow.down.right": "view-fullscreen-symbolic",
        "arrow.down.right.and.arrow.up.left": "view-restore-symbolic",
        "sidebar.left": "sidebar-show-symbolic", "sidebar.leading": "sidebar-show-symbolic",
        "sidebar.right": "sidebar-show-right-symbolic", "sidebar.trailing": "sidebar-show-right-symbolic",
        "line.3.horizontal": "open-menu-symbolic", "ellipsis": "view-more-horizontal-symbolic",
        "ellipsis.circle": "view-more-symbolic", "square.grid.2x2": "view-grid-symbolic",
        "rectangle.split.2x1": "view-dual-symbolic", "plus.rectangle.on.rectangle": "tab-new-symbolic",
        "macwindow.badge.plus": "window-new-symbolic", "house": "user-home-symbolic",
        "info.circle": "dialog-information-symbolic", "info": "dialog-information-symbolic",
        "questionmark.circle": "dialog-question-symbolic", "questionmark": "help-browser-symbolic",
        "exclamationmark.triangle": "dialog-warning-symbolic", "exclamationmark.circle": "dialog-error-symbolic",
        "xmark.octagon": "dialog-error-symbolic", "eye": "view-reveal-symbolic", "eye.slash": "view-conceal-symbolic",
        "pin": "view-pin-symbolic", "location": "find-location-symbolic", "globe": "web-browser-symbolic",
        "rectangle.portrait.and.arrow.right": "system-log-out-symbolic", "power": "system-shutdown-symbolic"
    ]

    static let media: [String: String] = [
        "play.fill": "media-playback-start-symbolic", "pause.fill": "media-playback-pause-symbolic",
        "stop.fill": "media-playback-stop-symbolic", "record.circle": "media-record-symbolic",
        "backward.fill": "media-seek-backward-symbolic", "forward.fill": "media-seek-forward-symbolic",
        "backward.end.fill": "media-skip-backward-symbolic", "forward.end.fill": "media-skip-forward-symbolic",
        "shuffle": "media-playlist-shuffle-symbolic", "repeat": "media-playlist-repeat-symbolic",
        "repeat.1": "media-playlist-repeat-song-symbolic", "eject": "media-eject-symbolic",
        "speaker": "audio-volume-low-symbolic", "speaker.wave.1": "audio-volume-low-symbolic",
        "speaker.wave.2": "audio-volume-medium-symbolic", "speaker.wave.3": "audio-volume-high-symbolic",
        "speaker.slash": "audio-volume-muted-symbolic", "mic": "audio-input-microphone-symbolic",
        "mic.slash": "microphone-disabled-symbolic", "camera": "camera-photo-symbolic",
        "video": "camera-video-symbolic", "music.note": "audio-x-generic-symbolic",
        "film": "video-x-generic-symbolic", "photo": "image-x-generic-symbolic",
        "photo.on.rectangle": "image-x-generic-symbolic", "headphones": "audio-headphones-symbolic"
    ]

    static let objects: [String: String] = [
        "star": "non-starred-symbolic", "star.fill": "starred-symbolic",
        "star.leadinghalf.filled": "semi-starred-symbolic", "heart": "emote-love-symbolic",
        "bookmark": "user-bookmarks-symbolic", "book": "accessories-dictionary-symbolic",
        "calendar": "x-office-calendar-symbolic", "calendar.badge.plus": "appointment-new-symbolic",
        "clock": "preferences-system-time-symbolic", "alarm": "alarm-symbolic",
        "person": "avatar-default-symbolic", "person.crop.circle": "avatar-default-symbolic",
        "person.2": "system-users-symbolic", "person.badge.plus": "contact-new-symbolic",
        "lock": "changes-prevent-symbolic", "lock.open": "changes-allow-symbolic",
        "key": "dialog-password-symbolic", "bell": "preferences-system-notifications-symbolic",
        "bell.slash": "notifications-disabled-symbolic", "flag": "emoji-flags-symbolic",
        "face.smiling": "face-smile-symbolic", "bubble.left": "chat-message-new-symbolic",
        "phone": "call-start-symbolic", "keyboard": "input-keyboard-symbolic",
        "gamecontroller": "input-gaming-symbolic", "desktopcomputer": "computer-symbolic",
        "laptopcomputer": "computer-symbolic", "iphone": "phone-symbolic", "tv": "tv-symbolic",
        "wifi": "network-wireless-symbolic", "network": "network-workgroup-symbolic",
        "terminal": "utilities-terminal-symbolic", "hammer": "applications-engineering-symbolic",
        "wrench.and.screwdriver": "applications-engineering-symbolic",
        "moon": "weather-clear-night-symbolic", "sun.max": "weather-clear-symbolic",
        "cloud": "weather-overcast-symbolic", "battery.100": "battery-full-symbolic",
        "bolt": "thunderbolt-symbolic", "accessibility": "preferences-desktop-accessibility-symbolic"
    ]

    /// More symbols common in real apps' toolbars, sidebars and rows.
    static let more: [String: String] = [
        "tray": "folder-open-symbolic", "tray.full": "folder-open-symbolic", "tray.2": "folder-open-symbolic",
        "tray.and.arrow.up": "document-send-symbolic", "person.circle": "avatar-default-symbolic",
        "person.3": "system-users-symbolic", "tag": "bookmark-new-symbolic", "map": "find-location-symbolic",
        "mappin": "mark-location-symbolic", "mappin.and.ellipse": "mark-location-symbolic",
        "location": "find-location-symbolic", "globe": "web-browser-symbolic", "safari": "web-browser-symbolic",
        "cart": "system-software-install-symbolic", "bag": "system-software-install-symbolic",
        "creditcard": "auth-smartcard-symbolic", "chart.bar": "x-office-spreadsheet-symbolic",
        "chart.pie": "x-office-spreadsheet-symbolic", "chart.line.uptrend.xyaxis": "x-office-spreadsheet-symbolic",
        "tablecells": "x-office-spreadsheet-symbolic", "list.bullet.rectangle": "view-list-symbolic",
        "square.grid.3x3": "view-app-grid-symbolic", "rectangle.grid.2x2": "view-grid-symbolic",
        "square.grid.2x2.fill": "view-grid-symbolic", "display": "video-display-symbolic",
        "message": "chat-message-new-symbolic", "text.bubble": "chat-message-new-symbolic",
        "bubble.left.and.bubble.right": "chat-message-new-symbolic", "link.circle": "insert-link-symbolic",
        "square.and.arrow.up.on.square": "send-to-symbolic", "square.and.arrow.down.on.square": "document-save-symbolic",
        "arrow.down.circle": "folder-download-symbolic", "arrow.up.circle": "document-send-symbolic",
        "icloud": "weather-overcast-symbolic", "icloud.and.arrow.down": "folder-download-symbolic",
        "server.rack": "network-server-symbolic", "cpu": "preferences-system-details-symbolic",
        "memorychip": "preferences-system-details-symbolic", "wrench": "applications-engineering-symbolic",
        "books.vertical": "accessories-dictionary-symbolic", "book.closed": "accessories-dictionary-symbolic",
        "newspaper": "x-office-document-symbolic", "cube": "package-x-generic-symbolic",
        "puzzlepiece": "application-x-addon-symbolic", "puzzlepiece.extension": "application-x-addon-symbolic",
        "line.3.horizontal.decrease": "view-sort-descending-symbolic",
        "line.3.horizontal.decrease.circle": "view-sort-descending-symbolic",
        "arrow.up.arrow.down.circle": "view-sort-descending-symbolic", "timer": "alarm-symbolic",
        "stopwatch": "alarm-symbolic", "hourglass": "content-loading-symbolic", "note.text": "text-x-generic-symbolic",
        "note": "text-x-generic-symbolic", "sparkles": "starred-symbolic", "wand.and.stars": "applications-graphics-symbolic",
        "plus.square": "list-add-symbolic", "minus.square": "list-remove-symbolic", "square": "checkbox-symbolic",
        "checkmark.square": "checkbox-checked-symbolic", "circle": "radio-symbolic", "circle.fill": "media-record-symbolic",
        "record.circle": "media-record-symbolic", "power": "system-shutdown-symbolic",
        "rectangle.portrait.and.arrow.right": "system-log-out-symbolic", "eye": "view-reveal-symbolic",
        "eye.slash": "view-conceal-symbolic", "pin": "view-pin-symbolic", "lightbulb": "dialog-information-symbolic",
        "exclamationmark.circle": "dialog-warning-symbolic", "xmark.octagon": "dialog-error-symbolic",
        "shield": "security-high-symbolic", "checkmark.shield": "security-high-symbolic",
        "questionmark": "help-about-symbolic", "calendar.circle": "x-office-calendar-symbolic",
        "envelope.badge": "mail-unread-symbolic", "arrow.right.circle": "go-next-symbolic",
        "arrow.left.circle": "go-previous-symbolic", "play.circle": "media-playback-start-symbolic",
        "pause.circle": "media-playback-pause-symbolic", "stop.circle": "media-playback-stop-symbolic",
        "arrow.clockwise.circle": "view-refresh-symbolic", "square.and.arrow.down.fill": "document-save-symbolic",
        "doc.plaintext": "text-x-generic-symbolic", "folder.badge.gearshape": "folder-symbolic",
        "gamecontroller.fill": "input-gaming-symbolic", "printer.fill": "printer-symbolic"
    ]
}
