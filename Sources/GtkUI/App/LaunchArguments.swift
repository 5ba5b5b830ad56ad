import Foundation

/// What the command line asks for, decided before GTK starts: GLib would
/// otherwise answer a file name with "GLib-GIO-CRITICAL: This application
/// can not open files" and `--version` with "Unknown option".
enum LaunchArguments {
    /// Run the app (with the arguments GLib should see), or print and exit.
    enum Action: Equatable {
        case run(arguments: [String])
        case exit(status: Int32, standardOutput: String, standardError: String)
    }

    /// The action for `arguments` (`arguments[0]` is the program).
    static func action(for arguments: [String], about: AboutInfo) -> Action {
        let program = arguments.first.map { ($0 as NSString).lastPathComponent } ?? about.name
        var forGLib = Array(arguments.prefix(1))
        for argument in arguments.dropFirst() {
            switch argument {
            case "--version":
                return .exit(status: 0, standardOutput: "\(about.name) \(about.version)\n", standardError: "")
            case "--help", "-h", "-?":
                return .exit(status: 0, standardOutput: usage(program: program, about: about), standardError: "")
            case _ where argument.hasPrefix("--gapplication-"):
                forGLib.append(argument)  // GApplication's own options
            case _ where argument.hasPrefix("-") && argument != "-":
                return .exit(
                    status: 2, standardOutput: "",
                    standardError:
                        "\(program): The option “\(argument)” is unknown. Run “\(program) --help” to see the options.\n")
            default:
                return .exit(
                    status: 2, standardOutput: "",
                    standardError:
                        "\(program): \(about.name) cannot open “\(argument)”: it does not open files. Start it without arguments to edit its note.\n"
                )
            }
        }
        return .run(arguments: forGLib)
    }

    private static func usage(program: String, about: AboutInfo) -> String {
        var text = "Usage: \(program) [--version] [--help]\n\n"
        text += about.comments.map { "\(about.name): \($0).\n\n" } ?? ""
        text += "  --version  Print the version and exit.\n  --help     Print this help and exit.\n"
        return text
    }
}
