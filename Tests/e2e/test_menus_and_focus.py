"""NoteEditor's menus and keyboard focus as a user meets them: Edit menu
items greyed when they cannot act on the note, the keyboard focus coming
back where it was after a menu, and focus rings that stay in sight.

Screenshots land in test-output/ named after the test.
"""

from __future__ import annotations

import time

import pytest

from apphelper import App, wait_until
from test_note_editor import TITLE, close_menus, focus_note, open_menu

EDIT_ITEMS = ("Undo", "Redo", "Cut", "Copy", "Paste", "Select All")


@pytest.fixture
def editor(launch_app, note_editor_path) -> App:
    return launch_app([note_editor_path], title=TITLE)


def edit_menu_sensitivity(app: App) -> dict[str, bool]:
    """Opens Edit, reads which of its text items are sensitive, closes it."""
    menu = open_menu(app, "Edit")
    found = {}
    for name in EDIT_ITEMS:
        item = app.find(role="menu item", name=name, root=menu, visible=True)
        found[name] = app.is_sensitive(item)
    close_menus(app)
    return found


def expect_edit_menu(app: App, what: str, **expected: bool) -> None:
    """Waits until the Edit menu's items are sensitive as `expected`
    (keys: undo, redo, cut, copy, paste, select_all; others not checked)."""
    names = {"undo": "Undo", "redo": "Redo", "cut": "Cut", "copy": "Copy", "paste": "Paste",
             "select_all": "Select All"}
    want = {names[key]: value for key, value in expected.items()}
    deadline = time.monotonic() + 8
    while True:
        got = edit_menu_sensitivity(app)
        if all(got[name] == value for name, value in want.items()):
            return
        if time.monotonic() > deadline:
            raise AssertionError(f"the Edit menu {what}: wanted {want}, it shows {got}")
        time.sleep(0.2)


def test_edit_menu_items_follow_the_note(editor, test_name):
    note = focus_note(editor)
    expect_edit_menu(editor, "on an empty note", undo=False, redo=False, cut=False, copy=False,
                     select_all=False)

    editor.type_text("hello")
    wait_until(lambda: editor.text(note) == "hello", what="the typed text")
    expect_edit_menu(editor, "after typing", undo=True, redo=False, cut=False, copy=False,
                     select_all=True)

    editor.key("ctrl+a")
    expect_edit_menu(editor, "with the text selected", cut=True, copy=True, select_all=True)
    editor.key("ctrl+c")
    expect_edit_menu(editor, "after Copy", paste=True)
    menu = open_menu(editor, "Edit")
    editor.screenshot(f"{test_name}-selected")
    close_menus(editor)

    editor.key("End")
    expect_edit_menu(editor, "with nothing selected", cut=False, copy=False, paste=True)
    editor.key("ctrl+z")
    wait_until(lambda: editor.text(note) == "", what="Ctrl+Z to undo the typing")
    expect_edit_menu(editor, "after Undo", undo=False, redo=True, select_all=False)
    open_menu(editor, "Edit")
    editor.screenshot(f"{test_name}-after-undo")
    close_menus(editor)
