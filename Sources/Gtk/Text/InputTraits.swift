import CGtk

/// What a text field is for (GtkInputPurpose), so input methods and
/// on-screen keyboards offer the right keys.
public enum InputPurpose: Sendable {
    case freeForm, alpha, digits, number, phone, url, email, name, password, pin, terminal

    var gtk: GtkInputPurpose {
        switch self {
        case .freeForm: GTK_INPUT_PURPOSE_FREE_FORM
        case .alpha: GTK_INPUT_PURPOSE_ALPHA
        case .digits: GTK_INPUT_PURPOSE_DIGITS
        case .number: GTK_INPUT_PURPOSE_NUMBER
        case .phone: GTK_INPUT_PURPOSE_PHONE
        case .url: GTK_INPUT_PURPOSE_URL
        case .email: GTK_INPUT_PURPOSE_EMAIL
        case .name: GTK_INPUT_PURPOSE_NAME
        case .password: GTK_INPUT_PURPOSE_PASSWORD
        case .pin: GTK_INPUT_PURPOSE_PIN
        case .terminal: GTK_INPUT_PURPOSE_TERMINAL
        }
    }
}

/// How input methods should treat a text field's text (GtkInputHints).
public struct InputHints: OptionSet, Sendable {
    /// The GtkInputHints bits.
    public let rawValue: UInt32
    /// Hints from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Check the spelling.
    public static let spellcheck = InputHints(rawValue: GTK_INPUT_HINT_SPELLCHECK.rawValue)
    /// Do not check the spelling (nor autocorrect).
    public static let noSpellcheck = InputHints(rawValue: GTK_INPUT_HINT_NO_SPELLCHECK.rawValue)
    /// Suggest word completions.
    public static let wordCompletion = InputHints(rawValue: GTK_INPUT_HINT_WORD_COMPLETION.rawValue)
    /// Prefer lowercase.
    public static let lowercase = InputHints(rawValue: GTK_INPUT_HINT_LOWERCASE.rawValue)
    /// Capitalize every character.
    public static let uppercaseChars = InputHints(rawValue: GTK_INPUT_HINT_UPPERCASE_CHARS.rawValue)
    /// Capitalize the first letter of each word.
    public static let uppercaseWords = InputHints(rawValue: GTK_INPUT_HINT_UPPERCASE_WORDS.rawValue)
    /// Capitalize the first letter of each sentence.
    public static let uppercaseSentences = InputHints(rawValue: GTK_INPUT_HINT_UPPERCASE_SENTENCES.rawValue)
}

extension Widget {
    /// The purpose of this text widget (GtkEntry, GtkText, GtkTextView: their `input-purpose`).
    public var inputPurpose: InputPurpose? {
        get {
            guard takesTextInput else { return nil }
            let value = Int(cgtk_object_get_enum(raw, "input-purpose"))
            let all: [InputPurpose] = [
                .freeForm, .alpha, .digits, .number, .phone, .url, .email, .name, .password, .pin, .terminal
            ]
            return all.first { Int($0.gtk.rawValue) == value }
        }
        set { setProperty("input-purpose", Int((newValue ?? .freeForm).gtk.rawValue)) }
    }

    /// The input hints of this text widget (its `input-hints`).
    public var inputHints: InputHints {
        get { takesTextInput ? InputHints(rawValue: UInt32(bitPattern: cgtk_object_get_enum(raw, "input-hints"))) : [] }
        set { setProperty("input-hints", Int(newValue.rawValue)) }
    }

    /// Whether this widget has `input-purpose` and `input-hints` (GtkEntry, GtkText, GtkTextView).
    public var takesTextInput: Bool {
        ["GtkEntry", "GtkText", "GtkTextView"].contains(typeName)
    }
}
