import Gtk

/// How a text field capitalizes what is typed (SwiftUI's `TextInputAutocapitalization`).
public struct TextInputAutocapitalization: Equatable, Sendable {
    let hints: InputHints
    /// No automatic capitals.
    public static let never = TextInputAutocapitalization(hints: [])
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(hints: .uppercaseWords)
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(hints: .uppercaseSentences)
    /// Every letter.
    public static let characters = TextInputAutocapitalization(hints: .uppercaseChars)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The kind of keyboard a text field asks for (UIKit's `UIKeyboardType`,
/// which SwiftUI apps for iOS pass to `.keyboardType`; UIKit spells its case `URL`).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad

    var purpose: InputPurpose {
        switch self {
        case .numberPad, .asciiCapableNumberPad: .digits
        case .decimalPad, .numbersAndPunctuation: .number
        case .phonePad: .phone
        case .namePhonePad: .name
        case .URL: .url
        case .emailAddress: .email
        default: .freeForm
        }
    }
}

/// How a text field capitalizes what is typed (UIKit's
/// `UITextAutocapitalizationType`, which older iOS apps pass to
/// `.autocapitalization(_:)`).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters

    /// The same choice in SwiftUI's newer type.
    var textInputAutocapitalization: TextInputAutocapitalization {
        switch self {
        case .none: .never
        case .words: .words
        case .sentences: .sentences
        case .allCharacters: .characters
        }
    }
}

/// What a text field holds (UIKit's `UITextContentType`, passed to `.textContentType`).
public struct UITextContentType: Hashable, Sendable {
    let purpose: InputPurpose
    /// A user name.
    public static let username = UITextContentType(purpose: .freeForm)
    /// A password.
    public static let password = UITextContentType(purpose: .password)
    /// A new password.
    public static let newPassword = UITextContentType(purpose: .password)
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(purpose: .pin)
    /// An email address.
    public static let emailAddress = UITextContentType(purpose: .email)
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// A URL (UIKit's spelling).
    public static let URL = UITextContentType(purpose: .url)
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(purpose: .phone)
    /// A person's name.
    public static let name = UITextContentType(purpose: .name)
    /// A given name.
    public static let givenName = UITextContentType(purpose: .name)
    /// A family name.
    public static let familyName = UITextContentType(purpose: .name)
}

/// The label of the return key on a touch keyboard (SwiftUI's `SubmitLabel`).
public struct SubmitLabel: Equatable, Sendable {
    let name: String
    /// "Done".
    public static let done = SubmitLabel(name: "done")
    /// "Go".
    public static let go = SubmitLabel(name: "go")
    /// "Send".
    public static let send = SubmitLabel(name: "send")
    /// "Join".
    public static let join = SubmitLabel(name: "join")
    /// "Route".
    public static let route = SubmitLabel(name: "route")
    /// "Search".
    public static let search = SubmitLabel(name: "search")
    /// "Return".
    public static let `return` = SubmitLabel(name: "return")
    /// "Next".
    public static let next = SubmitLabel(name: "next")
    /// "Continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

extension View {
    /// Turns spell checking and autocorrection off (`false`: on) for the
    /// text fields inside this view (GTK's `no-spellcheck` input hint).
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        inputTraits { widget in
            var hints = widget.inputHints
            if disable { hints.insert(.noSpellcheck) } else { hints.remove(.noSpellcheck) }
            widget.inputHints = hints
        }
    }

    /// Turns autocorrection off (`true`), on (`false`) or leaves it (nil): the older spelling.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        autocorrectionDisabled(disable ?? false)
    }

    /// How the text fields inside this view capitalize (GTK's uppercase input hints).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        inputTraits { widget in
            var hints = widget.inputHints.subtracting([.uppercaseChars, .uppercaseWords, .uppercaseSentences])
            hints.formUnion(autocapitalization?.hints ?? [])
            widget.inputHints = hints
        }
    }

    /// How the text fields inside this view capitalize: the older iOS
    /// spelling of `textInputAutocapitalization(_:)` (GTK's uppercase input hints).
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        textInputAutocapitalization(style.textInputAutocapitalization)
    }

    /// The keyboard the text fields inside this view ask for (GTK's input purpose).
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        inputTraits { $0.inputPurpose = type.purpose }
    }

    /// What the text fields inside this view hold (GTK's input purpose), for input methods.
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        inputTraits { $0.inputPurpose = textContentType?.purpose ?? .freeForm }
    }

    /// The return key's label on a touch keyboard.
    ///
    /// Compiles, no effect: GTK 4.8's input methods take no return-key label.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// Sets a trait on every text widget inside this view after each render.
    private func inputTraits(_ set: @escaping @MainActor (Widget) -> Void) -> some View {
        AttributeModifier(
            content: self,
            apply: { node, _ in
                for widget in node.widgets {
                    for text in ([widget] + TextInputWalk.descendants(of: widget)) where text.takesTextInput { set(text) }
                }
            }, info: { _ in })
    }
}

/// Walks a widget's children for the text widgets inside it.
@MainActor
enum TextInputWalk {
    static func descendants(of widget: Widget) -> [Widget] {
        widget.children.flatMap { [$0] + descendants(of: $0) }
    }
}
