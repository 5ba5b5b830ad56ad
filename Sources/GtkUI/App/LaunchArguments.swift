import Foundation

/// What the command line asks for, decided before GTK starts: GLib would
/// otherwise answer `--version` with "Unknown option".
///
/// Files go to GApplication (which opens them in the running instance)
/// when the app opens files (it has a `DocumentGroup`); URIs with a scheme
/// ("myapp://item/7") always do, for `.onOpenURL`. An app that opens no
/// files refuses a file name with a sentence.
enum LaunchArguments {
    /// Run the app (with the arguments GLib should see), or print and exit.
    enum Action: Equatable {
        case run(arguments: [String])
        case exit(status: Int32, standardOutput: String, standardError: String)
    }

    /// The action for `arguments` (`arguments[0]` is the program);
    /// `opensFiles` is asked only when a file name is given.
    static func action(for arguments: [String], about: AboutInfo, opensFiles: () -> Bool = { false }) -> Action {
        let program = arguments.first.map { ($0 as NSString).lastPathComponent } ?? about.name
        var forGLib = Array(arguments.prefix(1))
        for argument in arguments.dropFirst() {
            switch argument {
            case "--version":
                return .exit(status: 0, standardOutput: "\(about.name) \(about.version)\n", standardError: "")
            case "--help", "-h", "-?":
                return .exit(status: 0, standardOutput: usage(program: program, about: about, opensFiles: opensFiles()), standardError: "")
            case _ where argument.hasPrefix("--gapplication-"):
                forGLib.append(argument)  // GApplication's own options
            case _ where argument.hasPrefix("-") && argument != "-":
                return .exit(
                    status: 2, standardOutput: "",
                    standardError:
                        "\(program): The option “\(argument)” is unknown. Run “\(program) --help” to see the options.\n")
            case _ where isURI(argument) || opensFiles():
                forGLib.append(argument)
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

    /// Whether `argument` is a URI with a scheme ("myapp://…", "mailto:…")
    /// rather than a file name (one that exists is a file).
    static func isURI(_ argument: String) -> Bool {
        guard let colon = argument.firstIndex(of: ":"), colon != argument.startIndex else { return false }
        let scheme = argument[..<colon]
        guard scheme.count > 1, scheme.first!.isLetter,
            scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return false }
        return !FileManager.default.fileExists(atPath: argument)
    }

    private static func usage(program: String, about: AboutInfo, opensFiles: Bool) -> String {
        var text = "Usage: \(program) [--version] [--help]\(opensFiles ? " [FILE…]" : "")\n\n"
        text += about.comments.map { "\(about.name): \($0).\n\n" } ?? ""
        text += "  --version  Print the version and exit.\n  --help     Print this help and exit.\n"
        return text
    }
}
