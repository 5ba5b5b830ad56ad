"""The Customize Toolbar dialog as a user sees it beyond its edits: the Undo
and Redo buttons' states, the keyboard focus, how items look in the
palette and the strip, and how the strip makes room during a drag.

Helpers come from test_customize_dialog.py (the same dialog). Screenshots
land in test-output/ named after the test.
"""

from __future__ import annotations

import time

import pytest

from a11y import state_names
from apphelper import App, wait_until
from test_customize_dialog import (DEFAULT, TITLE, before, dialog_root, drag, drag_holding, focused,
                                   open_from_context_menu,
                                   palette_tile, strip_end, strip_names, strip_tile, tab_to, wait_header,
                                   wait_strip)
import apphelper
from test_menus_and_focus import max_saturation
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


def ring_strength(app: App, tile, shot) -> float:
    """How strongly a focus ring is drawn around `tile`: the most saturated
    pixel of the tile and a margin around it (Adwaita draws the ring in the
    accent blue, outside the content box; the palette around it is grey)."""
    x, y, w, h = app.extents(tile)
    box = (x - 14, y - 12, w + 28, h + 24)
    out = apphelper.run_tool("convert", str(shot), "-crop", f"{box[2]}x{box[3]}+{box[0]}+{box[1]}", "+repage",
                             "-colorspace", "HSL", "-channel", "G", "-separate", "-format", "%[fx:maxima]", "info:")
    return float(out.strip())


def return_shows_the_ring(app: App, name: str, shot_name: str) -> float:
    """Waits until GTK has faded the focus ring (it hides it a few seconds
    after the last key), presses Return on the focused palette tile `name`
    and returns how strongly the ring is drawn right after."""
    tile = palette_tile(app, name)
    wait_until(lambda: ring_strength(app, tile, screenshot(f"{shot_name}-faded")) < 0.2, timeout=10,
               interval=0.5, what=f"the focus ring on {name} to fade")
    app.key("Return")
    # GTK shows the ring for 3 s from when it handles the key, and draws it
    # in the next frame: a starved app may do both long after the key was
    # sent, so look for it until the suite's deadline, not 3 s from now.
    pressed = time.monotonic()
    strongest = 0.0
    while time.monotonic() - pressed < apphelper.DEFAULT_TIMEOUT and strongest <= 0.3:
        strongest = max(strongest, ring_strength(app, tile, screenshot(shot_name)))
    return strongest


def test_the_focus_ring_stays_on_a_palette_item_added_with_return(app, test_name):
    open_from_context_menu(app)
    tab_to(app, "Italic, item 3 of 3 in the toolbar")
    app.key("Delete")
    wait_strip(app, ["Font Size", "Bold"])
    tab_to(app, "Italic", backwards=True)

    # Return adds the item (after the strip item that last had focus) and,
    # like any key GTK handles, shows where the focus is.
    ring = return_shows_the_ring(app, "Italic", f"{test_name}-after-return")
    wait_until(lambda: "Italic" in strip_names(app), timeout=5, what="Return to add Italic")
    assert (focused(app) or app.window).name == "Italic, in the toolbar"
    assert ring > 0.3, f"no focus ring on Italic after Return added it (ring strength {ring:.3f})"

    # A spacer stays in the palette: adding it shows the ring too.
    tab_to(app, "Separator")
    ring = return_shows_the_ring(app, "Separator", f"{test_name}-after-separator")
    wait_until(lambda: "Separator" in strip_names(app), timeout=5, what="Return to add a Separator")
    assert (focused(app) or app.window).name == "Separator"
    assert ring > 0.3, f"no focus ring on Separator after Return added it (ring strength {ring:.3f})"


def darkest(shot, box) -> float:
    """The darkest pixel of a screen area, 0 (black) … 1 (white)."""
    x, y, w, h = box
    out = apphelper.run_tool("convert", str(shot), "-crop", f"{w}x{h}+{x}+{y}", "+repage", "-colorspace", "Gray",
                             "-format", "%[fx:minima]", "info:")
    return float(out.strip())


def tile_label(app: App, tile, name: str):
    return app.find(role="label", name=name, root=tile)


def test_captions_line_up_and_toolbar_items_are_badged_not_dimmed(app, test_name):
    open_from_context_menu(app)
    # In the dialog's toolbar strip, the slider's caption sits on the line
    # of the toggles' own labels, as in the header bar.
    caption = tile_label(app, strip_tile(app, "Font Size"), "Font Size")
    bold_label = tile_label(app, strip_tile(app, "Bold"), "Bold")
    caption_y, bold_y = app.extents(caption)[1], app.extents(bold_label)[1]
    shot = screenshot(f"{test_name}-dialog")
    assert abs(caption_y - bold_y) <= 2, f"'Font Size' at y={caption_y}, 'Bold' at y={bold_y}"

    # Palette items already in the toolbar: drawn as usual (their labels as
    # dark as a free item's), with a check badge in the corner.
    in_toolbar, free = palette_tile(app, "Bold"), palette_tile(app, "Space")
    assert in_toolbar.name == "Bold, in the toolbar"
    label_darkness = darkest(shot, app.extents(tile_label(app, in_toolbar, "Bold")))
    free_darkness = darkest(shot, app.extents(tile_label(app, free, "Space")))
    assert label_darkness < free_darkness + 0.15, \
        f"'Bold, in the toolbar' is dimmed (darkest {label_darkness:.2f}, a free item {free_darkness:.2f})"

    def corner(tile) -> tuple[int, int, int, int]:
        x, y, w, _ = app.extents(tile)
        return (x + w - 8, y - 10, 20, 18)
    assert max_saturation(shot, corner(in_toolbar)) > 0.4, "no badge on an item in the toolbar"
    assert max_saturation(shot, corner(free)) < 0.2, "a badge on an item not in the toolbar"


def test_items_after_the_insertion_line_make_room_during_a_drag(app, test_name):
    open_from_context_menu(app)
    drag(app, strip_tile(app, "Italic"), app.find(role="list", name="Available Items"))
    wait_strip(app, ["Font Size", "Bold"])
    before_x = {name: app.extents(strip_tile(app, name))[0] for name in ("Font Size", "Bold")}
    italic_width = app.extents(palette_tile(app, "Italic"))[2]
    during: dict[str, int] = {}

    def look_mid_drag():
        wait_until(lambda: app.extents(strip_tile(app, "Bold"))[0] > before_x["Bold"] + 4, timeout=3,
                   what="Bold to move aside during the drag")
        during.update({name: app.extents(strip_tile(app, name))[0] for name in ("Font Size", "Bold")})
        screenshot(f"{test_name}-mid-drag")
    drag_holding(app.centre(palette_tile(app, "Italic")), before(app, strip_tile(app, "Bold")), look_mid_drag, app=app)

    assert during["Font Size"] == before_x["Font Size"], "an item before the insertion point moved"
    assert during["Bold"] - before_x["Bold"] >= italic_width * 0.6, \
        f"Bold moved {during['Bold'] - before_x['Bold']} px to make room for Italic ({italic_width} px wide)"
    wait_strip(app, ["Font Size", "Italic", "Bold"])
