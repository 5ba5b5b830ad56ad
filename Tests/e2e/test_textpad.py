"""The TextPad example (Examples/TextPad), a DocumentGroup app, as a user
meets it: a file given on the command line opens in its window, titled
with the file's name and a "•" while edited; Ctrl+S saves it; File ▸ New
opens "Untitled"; Save As… goes through GTK's own file chooser (no portal
here), driven with real keys; closing an edited window asks "Save changes
to document …?"; a file that cannot be read is reported and nothing else
changes. Everything is real X input, read back from the accessibility
tree and the files on disk; screenshots (light and dark) go to test-output/.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

import apphelper
from apphelper import App, wait_until
from test_note_editor import choose, gray_mean, menu_items, open_menu, close_menus

DARK = {"GTK_THEME": "Adwaita:dark"}


@pytest.fixture
def textpad_path(note_editor_path) -> Path:
    binary = Path(note_editor_path).parent / "TextPad"
    if not binary.exists():
        pytest.fail(f"{binary} is missing: build it with `swift build`")
    return binary


def visible_titles(app: App) -> list[str]:
    """Titles of the app's viewable X windows."""
    return [title for _, title in apphelper.viewable_windows(app.pid) if title]


def top_level(app: App, title: str):
    """The accessible of the app's showing window titled `title`."""
    wait_until(lambda: title in visible_titles(app), what=f"the window {title!r}",
               describe=lambda: f"visible windows: {visible_titles(app)}")
    acc = app.accessible
    return wait_until(lambda: next((w for w in (acc.get_child_at_index(i) for i in range(acc.get_child_count()))
                                    if w is not None and w.name == title
                                    and apphelper.state_names(w) & {"showing", "visible"}), None),
                      what=f"the accessible of {title!r}")


def window_title(app: App) -> str:
    app.window.clear_cache()
    return app.window.name


def editor_text(app: App, root=None):
    return app.find(role="text", name="Text", root=root or app.window)


def focus_text(app: App, root=None):
    text = editor_text(app, root)
    app.click(text)
    app.wait_for_state(text, "focused")
    return text


def type_into(app: App, text_acc, words: str) -> None:
    before = app.text(text_acc)
    app.key("ctrl+End")
    app.type_text(words)
    wait_until(lambda: app.text(text_acc) == before + words, what=f"the text to end with {words!r}",
               describe=lambda: repr(app.text(text_acc)))


def write_file(folder: Path, name: str, text: str, mode: int = 0o644) -> Path:
    path = folder / name
    path.write_text(text)
    os.chmod(path, mode)
    return path


@pytest.fixture
def notes(app_dirs) -> Path:
    return write_file(app_dirs.home, "notes.txt", "Shopping list\n", mode=0o640)


def test_a_file_from_the_command_line_is_edited_and_saved_with_ctrl_s(launch_app, textpad_path, notes,
                                                                      test_name):
    app = launch_app([textpad_path, notes], title="notes.txt")
    text = focus_text(app)
    assert app.text(text) == "Shopping list\n"
    type_into(app, text, "milk")
    wait_until(lambda: window_title(app) == "• notes.txt", what="the edited marker in the title",
               describe=lambda: window_title(app))
    app.screenshot(f"{test_name}-edited-light")
    app.key("ctrl+s")
    wait_until(lambda: notes.read_text() == "Shopping list\nmilk", what="the file to be saved",
               describe=lambda: repr(notes.read_text()))
    wait_until(lambda: window_title(app) == "notes.txt", what="the marker to go")
    assert stat.S_IMODE(notes.stat().st_mode) == 0o640, "the file keeps its mode"
    assert not [p.name for p in notes.parent.iterdir() if ".tmp-" in p.name], "no temporary file is left"


def test_file_uris_as_a_desktop_launcher_passes_them_each_open_in_a_window(launch_app, textpad_path, notes,
                                                                           app_dirs):
    """A launcher runs the desktop file's `Exec=textpad %U` with file URIs
    (a space percent-encoded): each file opens in a window of its own,
    titled with its name."""
    spaced = write_file(app_dirs.home, "my notes.txt", "Spaced out\n")
    assert "%20" in spaced.as_uri()
    desktop = Path(__file__).resolve().parents[2] / "Examples/TextPad/org.gtkui.TextPad.desktop"
    exec_line = next(line for line in desktop.read_text().splitlines() if line.startswith("Exec="))
    program, *arguments = exec_line[len("Exec="):].split()
    assert program == "TextPad" and arguments == ["%U"], exec_line
    app = launch_app([textpad_path, spaced.as_uri(), notes.as_uri()], title="my notes.txt")
    second = top_level(app, "notes.txt")
    assert app.text(editor_text(app, second)) == "Shopping list\n"
    first = top_level(app, "my notes.txt")
    assert app.text(editor_text(app, first)) == "Spaced out\n"


def test_new_then_save_as_through_the_file_chooser_and_reopen(launch_app, textpad_path, app_dirs, test_name):
    app = launch_app([textpad_path], title="Untitled")
    app.key("ctrl+n")
    second = top_level(app, "Untitled 2")
    second_text = editor_text(app, second)
    app.click(second_text)
    app.wait_for_state(second_text, "focused")
    type_into(app, second_text, "A draft worth keeping")
    top_level(app, "• Untitled 2")
    app.key("shift+ctrl+s")
    chooser = top_level(app, "Save As")
    name = app.find(role="text", root=chooser, predicate=lambda acc: app.text(acc) == "Untitled 2.txt")
    app.screenshot(f"{test_name}-chooser-light")
    target = app_dirs.home / "Documents" / "draft.txt"
    target.parent.mkdir()
    assert app.is_focused(name), "the name field has the focus"
    app.key("ctrl+a")
    app.type_text(str(target))
    app.key("Return")
    wait_until(lambda: target.exists() and target.read_text() == "A draft worth keeping",
               what="the file written where the chooser said")
    top_level(app, "draft.txt")
    assert stat.S_IMODE(target.stat().st_mode) == 0o600, "a new file is private"
    menu = open_menu(app, "File")
    items = menu_items(app, menu)
    assert items[:7] == ["New", "Open…", "Save", "Save As…", "Revert to Saved", "Close", "Quit"], items
    close_menus(app)
    app.quit(keys="ctrl+q")

    again = launch_app([textpad_path, target], title="draft.txt", dirs=app_dirs)
    assert again.text(editor_text(again)) == "A draft worth keeping"


def test_file_open_goes_through_the_file_chooser_and_ctrl_o_does_not_open_a_file_twice(
        launch_app, textpad_path, notes, test_name):
    app = launch_app([textpad_path], title="Untitled")
    choose(app, "File", "Open…")
    chooser = top_level(app, "Open")
    app.screenshot(f"{test_name}-chooser-light")
    app.key("ctrl+l")
    app.type_text(str(notes))
    app.key("Return")
    # The untouched "Untitled" window takes the file, as in GNOME Text Editor.
    wait_until(lambda: "Open" not in visible_titles(app), what="the chooser to close")
    window = top_level(app, "notes.txt")
    assert app.text(editor_text(app, window)) == "Shopping list\n"
    wait_until(lambda: "Untitled" not in visible_titles(app), what="the untouched window to give way",
               describe=lambda: f"visible windows: {visible_titles(app)}")
    # Opening the same file again (Ctrl+O) brings its window back instead of a second one.
    app.key("ctrl+o")
    top_level(app, "Open")
    app.key("ctrl+l")
    app.type_text(str(notes))
    app.key("Return")
    wait_until(lambda: "Open" not in visible_titles(app), what="the chooser to close")
    app.wait_until_idle(quiet=0.5)
    assert visible_titles(app).count("notes.txt") == 1, f"one window of notes.txt: {visible_titles(app)}"
    app.screenshot(test_name)


def test_closing_an_edited_window_asks_and_cancel_keeps_it(launch_app, textpad_path, notes, test_name):
    app = launch_app([textpad_path, notes], title="notes.txt")
    text = focus_text(app)
    type_into(app, text, "eggs")
    top_level(app, "• notes.txt")
    app.key("ctrl+w")
    question = "Save changes to document “notes.txt” before closing?"
    dialog = top_level(app, question)
    buttons = [b.name for b in app.find_all(role="push button", root=dialog)]
    assert buttons == ["Cancel", "Discard", "Save"], buttons
    assert "If you don’t save, changes will be permanently lost." in {
        label.name for label in app.find_all(role="label", root=dialog)}
    app.screenshot(f"{test_name}-question-light")
    app.click(app.find(role="push button", name="Cancel", root=dialog))
    wait_until(lambda: question not in visible_titles(app), what="the question to close")
    assert "• notes.txt" in visible_titles(app), "the window stays, with its changes"
    assert app.text(editor_text(app)) == "Shopping list\neggs"
    assert notes.read_text() == "Shopping list\n"

    app.key("ctrl+w")
    dialog = top_level(app, question)
    app.click(app.find(role="push button", name="Save", root=dialog))
    assert app.proc.wait(timeout=apphelper.DEFAULT_TIMEOUT) == 0, "saving closes the last window, ending the app"
    assert notes.read_text() == "Shopping list\neggs"


def test_discard_closes_without_saving(launch_app, textpad_path, notes):
    app = launch_app([textpad_path, notes], title="notes.txt")
    type_into(app, focus_text(app), "ham")
    top_level(app, "• notes.txt")
    app.key("ctrl+w")
    dialog = top_level(app, "Save changes to document “notes.txt” before closing?")
    app.click(app.find(role="push button", name="Discard", root=dialog))
    assert app.proc.wait(timeout=apphelper.DEFAULT_TIMEOUT) == 0
    assert notes.read_text() == "Shopping list\n", "nothing was written"


def test_a_file_that_cannot_be_read_is_reported_and_left_alone(launch_app, textpad_path, app_dirs, test_name):
    corrupt = app_dirs.home / "broken.txt"
    corrupt.write_bytes(b"\xff\xfe\x00\x81 not UTF-8")
    # The report is modal and has the focus from the start: the main window
    # is left where it opened (on Wayland, mutter moves only the focused
    # window to a corner, and never focuses a window under its modal alert).
    app = launch_app([textpad_path, corrupt], title="Untitled", move_to_origin=False)
    dialog = top_level(app, "Could not open “broken.txt”")
    labels = {label.name for label in app.find_all(role="label", root=dialog)}
    assert "It is not in a format TextPad can read." in labels, labels
    app.screenshot(f"{test_name}-error-light")
    app.click(app.find(role="push button", name="OK", root=dialog))
    wait_until(lambda: "Could not open “broken.txt”" not in visible_titles(app), what="the report to close")
    assert corrupt.read_bytes() == b"\xff\xfe\x00\x81 not UTF-8", "the file is untouched"
    assert [p.name for p in app_dirs.home.iterdir() if p.name.startswith("broken")] == ["broken.txt"]
    assert app.text(editor_text(app)) == "", "an empty document is open instead"


def test_documents_in_dark_style(launch_app, textpad_path, notes, test_name):
    app = launch_app([textpad_path, notes], title="notes.txt", env=DARK)
    text = focus_text(app)
    type_into(app, text, "dark")
    top_level(app, "• notes.txt")
    shot = app.screenshot(f"{test_name}-edited-dark")
    x, y, w, h = app.extents(text)
    assert gray_mean(shot, (x + w // 2, y + h // 2, 40, 40)) < 0.3, "the text area is dark"
    app.key("ctrl+w")
    top_level(app, "Save changes to document “notes.txt” before closing?")
    app.screenshot(f"{test_name}-question-dark")
    app.key("Escape")
    wait_until(lambda: "• notes.txt" in visible_titles(app) and len(visible_titles(app)) == 1,
               what="Escape to cancel the question")


def test_a_logout_keeps_unsaved_changes_in_a_copy(launch_app, textpad_path, notes, app_dirs):
    app = launch_app([textpad_path, notes], title="notes.txt")
    type_into(app, focus_text(app), "bread")
    top_level(app, "• notes.txt")
    app.proc.terminate()                      # SIGTERM, as a logout sends: nobody can be asked
    assert app.proc.wait(timeout=apphelper.DEFAULT_TIMEOUT) == 0
    copies = [p for p in app_dirs.home.iterdir() if p.name.startswith("notes (unsaved changes ")]
    assert len(copies) == 1, list(app_dirs.home.iterdir())
    assert copies[0].name.endswith(".txt")
    assert copies[0].read_text() == "Shopping list\nbread"
    assert notes.read_text() == "Shopping list\n", "the file itself is not written without Save"
    assert f"the unsaved changes of “notes.txt” were written to {copies[0]}" in app.stderr()
