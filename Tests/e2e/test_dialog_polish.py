"""The Customize Toolbar dialog as a user sees it beyond its edits: the Undo
and Redo buttons' states, the keyboard focus, how items look in the
palette and the strip, and how the strip makes room during a drag.

Helpers come from test_customize_dialog.py (the same dialog). Screenshots
land in test-output/ named after the test.
"""

from __future__ import annotations

import pytest

from a11y import state_names
from apphelper import App, wait_until
from test_customize_dialog import (DEFAULT, TITLE, dialog_root, drag, focused, open_from_context_menu,
                                   palette_tile, strip_end, strip_names, strip_tile, tab_to, wait_header,
                                   wait_strip)
from xsession import screenshot


@pytest.fixture
def app(launch_app, note_editor_path) -> App:
    return launch_app([note_editor_path], title=TITLE)


def history_button(app: App, name: str):
    return app.find(role="push button", name=name, root=dialog_root(app))


def wait_history(app: App, undo: bool, redo: bool, after: str) -> None:
    """Waits until the Undo and Redo buttons are sensitive as given."""
    def states():
        return ("sensitive" in state_names(history_button(app, "Undo")),
                "sensitive" in state_names(history_button(app, "Redo")))
    wait_until(lambda: states() == (undo, redo), timeout=5,
               what=f"Undo {'on' if undo else 'off'} and Redo {'on' if redo else 'off'} "
                    f"after {after} (now Undo, Redo = {states()})")


def test_undo_and_redo_buttons_follow_every_change(app, test_name):
    open_from_context_menu(app)
    wait_history(app, undo=False, redo=False, after="opening the dialog")

    # A drop from the palette: the separator shows live in the header bar,
    # and Undo can take it back.
    drag(app, palette_tile(app, "Separator"), strip_end(app))
    wait_strip(app, DEFAULT + ["Separator"])
    screenshot(f"{test_name}-after-drop")
    wait_history(app, undo=True, redo=False, after="dropping a Separator")

    app.click(history_button(app, "Undo"))
    wait_strip(app, DEFAULT)
    wait_history(app, undo=False, redo=True, after="Undo")

    # Dragging an item out is an edit too: it can be undone, and what was
    # undone before can no longer be redone.
    drag(app, strip_tile(app, "Italic"), app.find(role="list", name="Available Items"))
    wait_strip(app, ["Font Size", "Bold"])
    wait_header(app, ["Font Size", "Bold"])
    screenshot(f"{test_name}-after-drag-out")
    wait_history(app, undo=True, redo=False, after="dragging Italic out")

    app.click(history_button(app, "Undo"))
    wait_strip(app, DEFAULT)
    wait_history(app, undo=False, redo=True, after="the second Undo")
    app.click(history_button(app, "Redo"))
    wait_strip(app, ["Font Size", "Bold"])
    wait_history(app, undo=True, redo=False, after="Redo")

    # Return on a palette tile adds it: Undo takes it back.
    app.key("ctrl+z")
    wait_strip(app, DEFAULT)
    tab_to(app, "Space")
    app.key("Return")
    wait_until(lambda: "Space" in strip_names(app), timeout=5, what="Return to add a Space")
    wait_history(app, undo=True, redo=False, after="adding Space with Return")
    screenshot(f"{test_name}-after-return")
