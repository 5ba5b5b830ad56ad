// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "GtkUI",
    products: [
        .library(name: "Gtk", targets: ["Gtk"]),
        .library(name: "ToolbarKit", targets: ["ToolbarKit"]),
        .library(name: "NoteKit", targets: ["NoteKit"]),
        .library(name: "GtkUI", targets: ["GtkUI"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
        .executable(name: "NoteEditor", targets: ["NoteEditor"]),
        .executable(name: "toolbarkit-bench", targets: ["ToolbarKitBench"]),
        .executable(name: "gtkui-bench", targets: ["GtkUIBench"]),
        .executable(name: "list-bench", targets: ["ListBench"])
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
        // Apple's UTType for Linux: file types by identifier, extension and MIME type.
        .target(name: "UniformTypeIdentifiers"),
        // The part of Apple's Combine SwiftUI apps use (none exists on Linux); depends on nothing of ours.
        .target(name: "Combine"),
        // Apple's Transferable for Linux (pure Swift): representations, export and import by content type.
        .target(name: "CoreTransferable", dependencies: ["Combine", "UniformTypeIdentifiers"]),
        // #Preview and @Previewable: a compiler plugin speaking the plugin protocol with Foundation's JSON (no swift-syntax).
        .macro(name: "GtkUIMacros"),
        .target(
            name: "GtkUI", dependencies: ["Gtk", "ToolbarKit", "Combine", "UniformTypeIdentifiers", "CoreTransferable", "GtkUIMacros"],
            exclude: ["README.md"]),
        // The note's files, pure Swift: byte-exact text, merging, saving.
        .target(name: "NoteKit", dependencies: ["ToolbarKit"]),
        .executableTarget(name: "NoteEditor", dependencies: ["GtkUI", "ToolbarKit", "NoteKit"]),
        .executableTarget(name: "SeedSample", dependencies: ["GtkUI"], path: "Examples/SeedSample"),
        // Presentations, controls and Settings from a toolbar (Tests/e2e/test_sketchbook.py).
        .executableTarget(name: "Sketchbook", dependencies: ["GtkUI"], path: "Examples/Sketchbook"),
        // @AppStorage and @SceneStorage in a small app, for the end-to-end test of storage.
        .executableTarget(name: "DataFlowSettings", dependencies: ["GtkUI"], path: "Examples/DataFlowSettings"),
        // A sidebar/detail library app: NavigationSplitView, List, toolbar (issue 16).
        .executableTarget(name: "Library", dependencies: ["GtkUI"], path: "Examples/Library"),
        // Drag and drop of Transferable cards between columns (Tests/e2e/test_kanban_drag.py).
        .executableTarget(name: "KanbanBoard", dependencies: ["GtkUI"], path: "Examples/KanbanBoard"),
        .executableTarget(name: "ToolbarGallery", dependencies: ["GtkUI"], path: "Examples/ToolbarGallery"),
        // A document-based text editor: DocumentGroup, FileDocument, toolbar (Tests/e2e/test_textpad.py).
        .executableTarget(name: "TextPad", dependencies: ["GtkUI", "UniformTypeIdentifiers"], path: "Examples/TextPad"),
        // Every container, control and presentation, one page each (Tests/e2e/test_showcase.py).
        .executableTarget(name: "Showcase", dependencies: ["GtkUI", "UniformTypeIdentifiers"], path: "Examples/Showcase"),
        .executableTarget(name: "ToolbarKitBench", dependencies: ["ToolbarKit", "SeededRandom"], path: "Benchmarks/ToolbarKitBench"),
        // The List benchmark's GtkUI program (Benchmarks/Harness/list_bench.py).
        .executableTarget(name: "ListBench", dependencies: ["Gtk", "GtkUI"], path: "Benchmarks/ListBench"),
        .executableTarget(name: "GtkUIBench", dependencies: ["Gtk", "GtkUI", "ToolbarKit", "SeededRandom"], path: "Benchmarks/GtkUIBench"),
        // What the Gtk and GtkUI suites share: the GTK test case, main-loop waits.
        .target(name: "GtkTestSupport", dependencies: ["Gtk"], path: "Tests/GtkTestSupport"),
        .testTarget(name: "GtkTests", dependencies: ["Gtk", "GtkTestSupport", "SeededRandom"]),
        .testTarget(name: "CombineTests", dependencies: ["Combine", "SeededRandom"]),
        .testTarget(name: "ToolbarKitTests", dependencies: ["ToolbarKit", "SeededRandom"]),
        .testTarget(name: "NoteKitTests", dependencies: ["NoteKit", "ToolbarKit", "SeededRandom"]),
        .testTarget(name: "GtkUITests", dependencies: ["GtkUI", "GtkTestSupport", "ToolbarKit", "SeedSample", "SeededRandom"]),
        // App-style programs compiled against GtkUI's public API only, one folder per topic.
        .testTarget(name: "AppProgramTests", dependencies: ["GtkUI", "Gtk", "GtkTestSupport", "Combine"])
    ],
    swiftLanguageModes: [.v6]
)
