// An app-style sign-in form: text fields with prompts, a secure field,
// a switch, a prominent default button, submit on Return.
import GtkUI

struct SignInForm: View {
    @State private var email = ""
    @State private var password = ""
    @State private var remembersMe = true
    @State private var signingIn = false
    var onSignIn: (String) -> Void = { _ in }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Email", text: $email, prompt: Text("name@example.com"))
                .textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password)
            Toggle("Remember Me", isOn: $remembersMe)
                .toggleStyle(.switch)
            HStack {
                if signingIn { ProgressView().controlSize(.small) }
                Button("Forgot Password?") {}
                    .buttonStyle(.link)
                Button("Sign In") { signIn() }
                    .buttonStyle(.borderedProminent)
                    .keyboardShortcut(.defaultAction)
                    .disabled(email.isEmpty || password.isEmpty)
            }
        }
        .onSubmit(signIn)
        .padding()
    }

    private func signIn() {
        signingIn = true
        onSignIn(email)
    }
}
