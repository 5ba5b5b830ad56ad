"""Find and replace in the note, as a GNOME user does it: Ctrl+F opens the
search bar above the text, matches are highlighted and counted, Enter and
Shift+Enter (and Ctrl+G, Shift+Ctrl+G) step through them, Escape gives the
keyboard back to the text; Replace and Replace All are each one undo step;
the Edit menu has the Find items.

Screenshots land in test-output/ named after the test.
"""

from __future__ import annotations

import pytest

from apphelper import App, wait_until
from test_menus_and_focus import max_saturation
from test_note_editor import TITLE, choose, close_menus, focus_note, menu_items, open_menu, text_box

TEXT = "The cat sat on the cat mat. Cat!"


@pytest.fixture
def editor(launch_app, note_editor_path) -> App:
    return launch_app([note_editor_path], title=TITLE)


def typed_note(app: App):
    note = focus_note(app)
    app.type_text(TEXT)
    wait_until(lambda: app.text(note) == TEXT, what="the typed note")
    app.key("ctrl+Home")
    return note


def find_field(app: App):
    return app.find(name="Find", predicate=lambda a: a.getRoleName() in ("text", "entry", "search box"),
                    root=app.window, timeout=15)


def field_is_focused(app: App, field) -> bool:
    """The search entry or the text inside it has the focus."""
    return app.is_focused(field) or any(app.is_focused(c) for c in app.find_all(root=field))


def count_reads(app: App, text: str) -> None:
    wait_until(lambda: app.find_all(role="label", name=text, root=app.window, visible=True), timeout=5,
               what=f"the match count to read {text!r}")


def selection(app: App, note) -> tuple[int, int]:
    note.clear_cache()
    text = note.queryText()
    return tuple(text.getSelection(0)) if text.getNSelections() else (-1, -1)


def test_find_highlights_counts_and_steps_through_matches(editor, test_name):
    note = typed_note(editor)
    plain = max_saturation(editor.screenshot(f"{test_name}-plain"), text_box(editor, note))

    note_top = editor.extents(note)[1]
    editor.key("ctrl+f")
    field = find_field(editor)
    wait_until(lambda: field_is_focused(editor, field), what="Ctrl+F to put the keyboard in the Find field")
    editor.type_text("cat")
    count_reads(editor, "1 of 3")
    wait_until(lambda: selection(editor, note) == (4, 7), what="the first match to be selected")
    assert editor.extents(note)[1] > note_top, "the search bar is not above the text"
    shot = editor.screenshot(f"{test_name}-matches")
    assert max_saturation(shot, text_box(editor, note)) > plain + 0.3, "the matches are not highlighted"

    editor.key("Return")
    count_reads(editor, "2 of 3")
    assert selection(editor, note) == (19, 22)
    editor.key("Return")
    count_reads(editor, "3 of 3")
    assert selection(editor, note) == (28, 31)
    editor.key("shift+Return")
    count_reads(editor, "2 of 3")
    editor.key("ctrl+g")
    count_reads(editor, "3 of 3")
    editor.key("ctrl+g")  # wraps around
    count_reads(editor, "1 of 3")
    editor.key("ctrl+shift+g")
    count_reads(editor, "3 of 3")

    editor.key("Escape")
    wait_until(lambda: editor.is_focused(note), what="Escape to give the keyboard back to the note")
    wait_until(lambda: editor.extents(note)[1] == note_top, what="the search bar to close")
    assert selection(editor, note) == (28, 31), "the current match stays selected"
    editor.screenshot(f"{test_name}-closed")
    # Find Next goes on from the note with the bar closed, and opens it again.
    editor.key("ctrl+g")
    wait_until(lambda: selection(editor, note) == (4, 7), what="Ctrl+G to go on searching")
    count_reads(editor, "1 of 3")


def test_replace_and_replace_all_are_one_undo_step_each(editor, test_name):
    note = typed_note(editor)
    editor.key("ctrl+h")
    field = find_field(editor)
    wait_until(lambda: field_is_focused(editor, field), what="Ctrl+H to open Find and Replace")
    editor.type_text("cat")
    count_reads(editor, "1 of 3")
    replace_field = editor.find(name="Replace", predicate=lambda a: a.getRoleName() in ("text", "entry"),
                                root=editor.window, visible=True, timeout=15)
    editor.click(replace_field)
    editor.type_text("dog")
    editor.click(editor.find(role="push button", name="Replace", root=editor.window, visible=True))
    wait_until(lambda: editor.text(note) == "The dog sat on the cat mat. Cat!", what="Replace to change the first match")
    count_reads(editor, "1 of 2")
    editor.screenshot(f"{test_name}-replaced-one")

    editor.click(editor.find(role="push button", name="Replace All", root=editor.window, visible=True))
    wait_until(lambda: editor.text(note) == "The dog sat on the dog mat. dog!", what="Replace All")
    editor.screenshot(f"{test_name}-replaced-all")

    editor.key("Escape")  # from the Replace field: the bar closes, the note has the keyboard
    wait_until(lambda: editor.is_focused(note), what="Escape to give the keyboard back to the note")
    editor.key("ctrl+z")
    wait_until(lambda: editor.text(note) == "The dog sat on the cat mat. Cat!",
               what="one Undo to take back the whole Replace All")
    editor.key("ctrl+z")
    wait_until(lambda: editor.text(note) == TEXT, what="a second Undo to take back the single Replace")


def test_the_edit_menu_has_the_find_items(editor, test_name):
    note = typed_note(editor)
    menu = open_menu(editor, "Edit")
    items = menu_items(editor, menu)
    for name in ("Find…", "Find and Replace…", "Find Next", "Find Previous", "Use Selection for Find"):
        assert name in items, items
    use_selection = editor.find(role="menu item", name="Use Selection for Find", root=menu, visible=True)
    assert not editor.is_sensitive(use_selection), "nothing is selected"
    editor.screenshot(f"{test_name}-menu")
    close_menus(editor)

    editor.key("shift+Right", "shift+Right", "shift+Right")  # selects "The"
    wait_until(lambda: selection(editor, note) == (0, 3), what="the selection")
    choose(editor, "Edit", "Use Selection for Find")
    count_reads(editor, "1 of 2")  # "The" and "the"
    choose(editor, "Edit", "Find Next")
    count_reads(editor, "2 of 2")
    wait_until(lambda: selection(editor, note) == (15, 18), what="Find Next to select the second match")
    choose(editor, "Edit", "Find…")
    wait_until(lambda: field_is_focused(editor, find_field(editor)), what="Edit ▸ Find… to focus the Find field")
