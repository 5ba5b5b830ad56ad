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
    out = apphelper.run_tool("xdotool", "search", "--onlyvisible", "--pid", str(app.pid), check=False)
    titles = (apphelper.run_tool("xdotool", "getwindowname", wid, check=False).strip() for wid in out.split())
    return [title for title in titles if title]


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
