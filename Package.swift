// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "GtkUI",
    products: [
        .library(name: "Gtk", targets: ["Gtk"]),
        .library(name: "ToolbarKit", targets: ["ToolbarKit"]),
        .library(name: "NoteKit", targets: ["NoteKit"]),
        .library(name: "GtkUI", targets: ["GtkUI"]),
        .executable(name: "NoteEditor", targets: ["NoteEditor"]),
        .executable(name: "toolbarkit-bench", targets: ["ToolbarKitBench"]),
        .executable(name: "gtkui-bench", targets: ["GtkUIBench"]),
    ],
    targets: [
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        .target(name: "Gtk", dependencies: ["CGtk"]),
        .target(name: "ToolbarKit"),
        // A seeded random number generator for the randomized tests and the benchmarks.
        .target(name: "SeededRandom"),
        .target(name: "GtkUI", dependencies: ["Gtk", "ToolbarKit"], exclude: ["README.md"]),
        // The note's files, pure Swift: byte-exact text, merging, saving.
        .target(name: "NoteKit", dependencies: ["ToolbarKit"]),
        .executableTarget(name: "NoteEditor", dependencies: ["GtkUI", "ToolbarKit", "NoteKit"]),
        .executableTarget(name: "SeedSample", dependencies: ["GtkUI"], path: "Examples/SeedSample"),
        .executableTarget(name: "ToolbarGallery", dependencies: ["GtkUI"], path: "Examples/ToolbarGallery"),
        .executableTarget(name: "ToolbarKitBench", dependencies: ["ToolbarKit", "SeededRandom"], path: "Benchmarks/ToolbarKitBench"),
        .executableTarget(name: "GtkUIBench", dependencies: ["Gtk", "GtkUI", "ToolbarKit", "SeededRandom"], path: "Benchmarks/GtkUIBench"),
        // What the Gtk and GtkUI suites share: the GTK test case, main-loop waits.
        .target(name: "GtkTestSupport", dependencies: ["Gtk"], path: "Tests/GtkTestSupport"),
        .testTarget(name: "GtkTests", dependencies: ["Gtk", "GtkTestSupport", "SeededRandom"]),
        .testTarget(name: "ToolbarKitTests", dependencies: ["ToolbarKit", "SeededRandom"]),
        .testTarget(name: "NoteKitTests", dependencies: ["NoteKit", "ToolbarKit", "SeededRandom"]),
        .testTarget(name: "GtkUITests", dependencies: ["GtkUI", "GtkTestSupport", "ToolbarKit", "SeedSample", "SeededRandom"]),
        // App-style programs compiled against GtkUI's public API only, one folder per topic.
        .testTarget(name: "AppProgramTests", dependencies: ["GtkUI", "Gtk", "GtkTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
