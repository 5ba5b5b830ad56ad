"""The Customize Toolbar dialog of NoteEditor, driven as a person would:
real pointer drags and key presses through the X server (xdotool), widget
positions and states read from the accessibility tree (AT-SPI).

Layout facts the tests rely on: the header bar's toolbar is the element with
role "tool bar"; the dialog's palette is the list "Available Items" and its
copy of the toolbar the list "Toolbar Items", both of "list item"s; a palette
item is named "Bold" or "Bold, in the toolbar", a toolbar item "Bold, item 2
of 3 in the toolbar". Screenshots land in test-output/customize-*.png.
"""

from __future__ import annotations

import json
from typing import Callable, Optional

import pytest

from a11y import children, state_names
from apphelper import App, AppError, wait_until, windows_titled
from xsession import WAYLAND, screenshot, xdotool

TITLE = "My Note"
DIALOG = "Customize Toolbar"
ITEMS = ("Font Size", "Bold", "Italic")
DEFAULT = ["Font Size", "Bold", "Italic"]
CONFIG = "org.gtkui.NoteEditor/toolbars.json"


@pytest.fixture
def app(launch_app, note_editor_path) -> App:
    return launch_app([note_editor_path], title=TITLE)


# --------------------------------------------------------------------------
# Reading the app


def frames(app: App) -> list:
    """The app's main windows (titled "My Note"), in creation order.

    Only the application's direct children are read: walking the whole tree
    while GTK builds a new window has crashed pyatspi (a segfault in
    libatspi while listing the children of a half-made object)."""
    return [w for w in children(app.accessible) if w.name == TITLE]


def viewable_frames(app: App) -> list[str]:
    """The X ids of the app's viewable main windows."""
    return windows_titled(app.pid, TITLE)


def header_order(app: App, frame=None) -> list[str]:
    """Names of the items shown in a window's header-bar toolbar, left to right."""
    root = frame or app.window
    bar = app.find(role="tool bar", root=root)
    found = [a for a in app.find_all(root=bar, visible=True)
             if a.name in ITEMS and a.getRoleName() in ("slider", "push button")]
    return [a.name for a in sorted(found, key=lambda a: app.extents(a)[0])]


def wait_header(app: App, expected: list[str], frame=None, what: str = "") -> None:
    wait_until(lambda: header_order(app, frame) == expected,
               what=f"header bar order {expected} {what}",
               describe=lambda: f"now {header_order(app, frame)}")


def dialog_root(app: App):
    return wait_until(lambda: next((w for w in children(app.accessible) if w.name == DIALOG), None),
                      what="the dialog on the accessibility bus")


def strip_list(app: App):
    """The dialog's copy of the toolbar (looked up in the dialog only: a
    walk of the whole app costs seconds on a loaded machine)."""
    return app.find(role="list", name="Toolbar Items", root=dialog_root(app))


def strip_tiles(app: App) -> list:
    strip = strip_list(app)
    tiles = app.find_all(role="list item", root=strip, visible=True)
    return sorted(tiles, key=lambda a: app.extents(a)[0])


def strip_names(app: App) -> list[str]:
    """The dialog's toolbar strip, left to right, as entry names."""
    return [t.name.split(", item ")[0] for t in strip_tiles(app)]


def wait_strip(app: App, expected: list[str]) -> None:
    wait_until(lambda: strip_names(app) == expected, what=f"the strip to read {expected}",
               describe=lambda: f"now {strip_names(app)}")


def strip_tile(app: App, name: str, occurrence: int = 0):
    matching = [t for t in strip_tiles(app) if t.name.split(", item ")[0] == name]
    assert len(matching) > occurrence, f"no strip tile {name!r} in {strip_names(app)}"
    return matching[occurrence]


def palette_list(app: App):
    return app.find(role="list", name="Available Items", root=dialog_root(app))


def palette_tile(app: App, name: str):
    palette = palette_list(app)
    return app.find(role="list item", root=palette,
                    predicate=lambda a: a.name in (name, f"{name}, in the toolbar"))


def focused(app: App):
    found = app.find_all(root=dialog_root(app), predicate=lambda a: "focused" in state_names(a))
    return found[0] if found else None


def saved_layout(app: App) -> Optional[dict]:
    path = app.dirs.config / CONFIG
    if not path.exists():
        return None
    return json.loads(path.read_text())["toolbars"]["editingtools"]


def saved_kinds(app: App) -> list[str]:
    return [e["id"] if e["kind"] == "item" else e["kind"] for e in saved_layout(app)["entries"]]


# --------------------------------------------------------------------------
# Acting on the app


def open_from_context_menu(app: App) -> None:
    bar = app.find(role="tool bar")
    app.right_click_for(bar, lambda: app.find_all(role="menu", visible=True), what="the toolbar's context menu")
    menu = app.find(role="menu", visible=True)
    app.click(app.find(role="menu item", name="Customize Toolbar…", root=menu, visible=True))
    _place_dialog(app)


def open_from_view_menu(app: App) -> None:
    app.click(app.find(role="menu item", name="View", visible=True))
    app.click(app.find(role="menu item", name="Customize Toolbar…", visible=True))
    _place_dialog(app)


def _place_dialog(app: App) -> None:
    """Waits for the dialog and moves it below the main window's header bar,
    so the header bar stays in view (and in reach of drags)."""
    xid = app.wait_for_x_window(DIALOG)
    if WAYLAND:
        # A Wayland window cannot be put at 0,150; the bottom-right corner
        # keeps it clear of the main window's header bar too.
        app.move_window_to_corner(DIALOG, "se")
    else:
        xdotool("windowmove", "--sync", xid, "0", "150")
    strip_list(app)


def before(app: App, tile) -> tuple[int, int]:
    """A point just inside the left edge of `tile`: a drop there inserts before it."""
    x, y, w, h = app.extents(tile)
    return (x + min(6, w // 4), y + h // 2)


def strip_end(app: App) -> tuple[int, int]:
    """A point in the strip right of its last tile: a drop there appends."""
    x, y, w, h = app.extents(strip_list(app))
    return (x + w - 12, y + h // 2)


def drag(app: App, source, target, dropped: bool = True,
         while_held: Optional[Callable[[], None]] = None) -> None:
    """A real drag-and-drop between accessibles or screen points that waits
    for the drop target's answer before releasing (App.drag_and_drop, see
    dnd.py): on its way the pointer visits the strip's end (which accepts
    every drag) and the "Toolbar" heading just above the strip (which
    accepts none). `dropped` false: the target takes nothing (a tile
    dragged off to be removed)."""
    x, y, w, h = app.extents(strip_list(app))
    app.drag_and_drop(source, target, accepting=(x + w - 12, y + h // 2), refusing=(x + 4, y - 12),
                      dropped=dropped, while_held=while_held)


def drag_holding(source: tuple[int, int], target: tuple[int, int],
                 while_held: Callable[[], None], steps: int = 12,
                 app: Optional[App] = None, dropped: bool = True) -> None:
    """A real drag, calling `while_held` once the target has answered,
    before the release. `app` is required (the drag waits on the dialog's
    answers); `steps` is kept for older callers and no longer used: the
    pointer jumps between the points dnd.py needs."""
    if app is None:
        raise AppError("drag_holding needs app=: the drag waits for the dialog's answers (dnd.py)")
    drag(app, source, target, dropped=dropped, while_held=while_held)


def click_button(app: App, name: str, effect: Optional[Callable[[], object]] = None, what: str = "") -> None:
    """Clicks the dialog's button `name`; with `effect`, waits for it (and
    clicks once more if the press was dropped: App.click_for)."""
    button = app.find(role="push button", name=name, root=dialog_root(app))
    if effect is None:
        app.click(button)
    else:
        app.click_for(button, effect, what or f"{name} to take effect")


def dialog_closed(app: App) -> bool:
    return app._find_xid(DIALOG) is None


def wait_dialog_closed(app: App) -> None:
    app.wait_for_no_x_window(DIALOG)


def focused_name(app: App) -> Optional[str]:
    current = focused(app)
    return None if current is None else current.name


def tab_to(app: App, name: str, backwards: bool = False, limit: int = 40) -> None:
    """Moves the keyboard focus with Tab (or Shift+Tab) until the focused
    element is named `name`, waiting after each key for the focus to move."""
    for _ in range(limit):
        current = focused_name(app)
        if current == name:
            return
        app.key("shift+Tab" if backwards else "Tab")
        wait_until(lambda: focused_name(app) != current, interval=0.02,
                   what=f"the focus to leave {current!r}")
    raise AssertionError(f"Tab never reached {name!r}")


# --------------------------------------------------------------------------
# Tests


def test_opens_from_the_context_menu_and_the_view_menu(app):
    open_from_context_menu(app)
    dialog = dialog_root(app)
    for heading in ("Drag your favorite items into the toolbar…",
                    "…or drag the default set into the toolbar."):
        app.find(role="label", name=heading, root=dialog)
    for name in ("Font Size", "Bold", "Italic", "Space", "Flexible Space", "Separator"):
        palette_tile(app, name)
    # Items already in the toolbar say so, and are marked unavailable.
    bold = palette_tile(app, "Bold")
    assert bold.name == "Bold, in the toolbar"
    assert "sensitive" not in state_names(bold)
    assert palette_tile(app, "Space").name == "Space"
    assert [t.name for t in strip_tiles(app)] == [
        "Font Size, item 1 of 3 in the toolbar", "Bold, item 2 of 3 in the toolbar",
        "Italic, item 3 of 3 in the toolbar"]
    app.find(name="Default Set", root=dialog)
    for button in ("Undo", "Redo", "Reset to Defaults", "Cancel", "Done",
                   "Icon and Text", "Icon Only", "Text Only"):
        app.find(role="push button", name=button, root=dialog)
    assert "sensitive" not in state_names(app.find(role="push button", name="Undo", root=dialog))
    screenshot("customize-dialog")

    click_button(app, "Done")
    wait_dialog_closed(app)

    open_from_view_menu(app)
    assert strip_names(app) == DEFAULT
    app.key("Escape")
    wait_dialog_closed(app)
    assert header_order(app) == DEFAULT


def test_drag_italic_out_and_back_in_first(app):
    open_from_context_menu(app)

    drag(app, strip_tile(app, "Italic"), palette_list(app))
    wait_header(app, ["Font Size", "Bold"], what="after dragging Italic onto the palette ")
    assert strip_names(app) == ["Font Size", "Bold"]
    assert palette_tile(app, "Italic").name == "Italic"

    def look_mid_drag():
        screenshot("customize-insertion-indicator")
    drag(app, palette_tile(app, "Italic"), before(app, strip_tile(app, "Font Size")),
         while_held=look_mid_drag)
    wait_header(app, ["Italic", "Font Size", "Bold"], what="after dropping Italic first ")
    assert strip_names(app) == ["Italic", "Font Size", "Bold"]
    assert palette_tile(app, "Italic").name == "Italic, in the toolbar"
    screenshot("customize-header-bar-italic-first")


def test_drag_off_the_strip_removes_and_never_pastes_into_the_note(app):
    open_from_context_menu(app)
    note = app.find(role="text")
    nx, ny, nw, _ = app.extents(note)
    target = (nx + nw // 2, ny + 30)  # the note, between the header bar and the dialog

    def look_mid_drag():
        screenshot("customize-removal-cue")
    drag(app, strip_tile(app, "Bold"), target, dropped=False, while_held=look_mid_drag)

    wait_header(app, ["Font Size", "Italic"], what="after dragging Bold off the strip ")
    assert app.text(note) == "", "the drag payload must not land in the note as text"


def test_flexible_spaces_then_the_default_set(app):
    open_from_context_menu(app)

    drag(app, palette_tile(app, "Flexible Space"), strip_end(app))
    wait_strip(app, DEFAULT + ["Flexible Space"])
    drag(app, palette_tile(app, "Flexible Space"), before(app, strip_tile(app, "Bold")))
    wait_strip(app, ["Font Size", "Flexible Space", "Bold", "Italic", "Flexible Space"])
    assert palette_tile(app, "Flexible Space").name == "Flexible Space", "spacers stay available"
    drag(app, strip_tile(app, "Italic"), palette_list(app))
    wait_header(app, ["Font Size", "Bold"])

    default_set = app.find(name="Default Set", root=dialog_root(app))
    drag(app, default_set, app.centre(strip_list(app)))
    wait_strip(app, DEFAULT)
    wait_header(app, DEFAULT)

    click_button(app, "Done", effect=lambda: dialog_closed(app), what="the dialog to close")
    wait_until(lambda: saved_layout(app) is not None, what="toolbars.json")
    assert saved_kinds(app) == ["sizeSelector", "bold", "italic"]


def test_reorder_by_dragging_within_the_strip(app):
    open_from_context_menu(app)

    drag(app, strip_tile(app, "Italic"), before(app, strip_tile(app, "Font Size")))
    wait_strip(app, ["Italic", "Font Size", "Bold"])
    wait_header(app, ["Italic", "Font Size", "Bold"])

    drag(app, strip_tile(app, "Font Size"), strip_end(app))
    wait_strip(app, ["Italic", "Bold", "Font Size"])
    wait_header(app, ["Italic", "Bold", "Font Size"])


def test_keyboard_adds_moves_and_removes(app):
    open_from_context_menu(app)

    tab_to(app, "Italic, item 3 of 3 in the toolbar")
    app.key("Delete")
    wait_header(app, ["Font Size", "Bold"], what="after Delete ")
    wait_until(lambda: (focused(app) or app.window).name == "Bold, item 2 of 2 in the toolbar",
               what="focus on the neighbour of the removed item")

    app.key("alt+Left")
    wait_header(app, ["Bold", "Font Size"], what="after Alt+Left ")
    wait_until(lambda: (focused(app) or app.window).name == "Bold, item 1 of 2 in the toolbar",
               what="focus to follow the moved item")

    tab_to(app, "Italic", backwards=True)
    app.key("Return")  # goes after the strip item that last had focus: Bold
    wait_header(app, ["Bold", "Italic", "Font Size"], what="after Enter on Italic ")
    wait_until(lambda: (focused(app) or app.window).name == "Italic, in the toolbar",
               what="the palette entry to say it is in the toolbar")

    tab_to(app, "Separator")
    app.key("space")
    wait_strip(app, ["Bold", "Italic", "Separator", "Font Size"])

    app.key("Escape")  # Cancel: back to the layout from before the dialog
    wait_dialog_closed(app)
    wait_header(app, DEFAULT)


def test_undo_redo_and_cancel(app):
    open_from_context_menu(app)
    drag(app, strip_tile(app, "Italic"), palette_list(app))
    wait_strip(app, ["Font Size", "Bold"])
    drag(app, palette_tile(app, "Italic"), before(app, strip_tile(app, "Font Size")))
    wait_strip(app, ["Italic", "Font Size", "Bold"])

    click_button(app, "Undo", effect=lambda: strip_names(app) == ["Font Size", "Bold"], what="Undo to take the drop back")
    app.key("ctrl+z")
    wait_strip(app, DEFAULT)
    wait_header(app, DEFAULT)
    app.key("ctrl+shift+z")
    wait_strip(app, ["Font Size", "Bold"])
    wait_header(app, ["Font Size", "Bold"])

    click_button(app, "Cancel", effect=lambda: dialog_closed(app), what="the dialog to close")
    wait_header(app, DEFAULT, what="after Cancel ")
    layout = saved_layout(app)
    assert layout is None or saved_kinds(app) == ["sizeSelector", "bold", "italic"]


def test_done_persists_across_a_relaunch(launch_app, note_editor_path, app_dirs):
    first = launch_app([note_editor_path], title=TITLE)
    open_from_view_menu(first)
    drag(first, strip_tile(first, "Italic"), before(first, strip_tile(first, "Font Size")))
    wait_strip(first, ["Italic", "Font Size", "Bold"])
    drag(first, palette_tile(first, "Separator"), before(first, strip_tile(first, "Bold")))
    wait_strip(first, ["Italic", "Font Size", "Separator", "Bold"])
    click_button(first, "Icon Only", what="Icon Only to be chosen", effect=lambda: first.is_checked(
        first.find(role="push button", name="Icon Only", root=dialog_root(first))))
    bar = first.find(role="tool bar")
    wait_until(lambda: not first.find_all(role="label", name="Bold", root=bar, visible=True),
               what="the header bar to drop its item labels (Icon Only)")
    click_button(first, "Done", effect=lambda: dialog_closed(first), what="the dialog to close")
    wait_header(first, ["Italic", "Font Size", "Bold"])
    screenshot("customize-edited-header-bar")
    assert first.quit(keys="ctrl+q") == 0
    assert saved_kinds(first) == ["italic", "sizeSelector", "separator", "bold"]
    assert saved_layout(first)["displayMode"] == "iconOnly"

    second = launch_app([note_editor_path], title=TITLE, dirs=app_dirs)
    wait_header(second, ["Italic", "Font Size", "Bold"], what="after the relaunch ")
    open_from_context_menu(second)
    assert strip_names(second) == ["Italic", "Font Size", "Separator", "Bold"]
    icon_only = second.find(role="push button", name="Icon Only", root=dialog_root(second))
    assert second.is_checked(icon_only)


def test_an_edit_shows_in_every_window(app):
    app.key("ctrl+n")
    # Mapped (viewable) windows are fully built: reading their trees is safe.
    wait_until(lambda: len(viewable_frames(app)) == 2, what="a second window on the screen")
    wait_until(lambda: len(frames(app)) == 2, what="a second window on the accessibility bus")
    app.refresh_geometry()
    first, second = frames(app)
    open_from_context_menu(app)

    drag(app, strip_tile(app, "Italic"), before(app, strip_tile(app, "Font Size")))
    wait_header(app, ["Italic", "Font Size", "Bold"], frame=first)
    wait_header(app, ["Italic", "Font Size", "Bold"], frame=second, what="in the other window ")

    click_button(app, "Done", effect=lambda: dialog_closed(app), what="the dialog to close")
    wait_header(app, ["Italic", "Font Size", "Bold"], frame=second)


def test_drop_onto_the_real_header_bar(app):
    open_from_context_menu(app)
    drag(app, strip_tile(app, "Italic"), palette_list(app))
    wait_header(app, ["Font Size", "Bold"])

    bar = app.find(role="tool bar")
    slider = app.find(role="slider", name="Font Size", root=bar)
    sx, sy, _, sh = app.extents(slider)
    drag(app, palette_tile(app, "Italic"), (sx - 30, sy + sh // 2))

    wait_header(app, ["Italic", "Font Size", "Bold"], what="after a drop on the header bar ")
    assert strip_names(app) == ["Italic", "Font Size", "Bold"]
