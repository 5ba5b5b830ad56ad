"""The header bar's toolbar as a user meets it, on the real app with real
input: resized by the window manager, the overflow menu opened with a
click, right-clicks on the title, the items and the gaps between them. Read
back from the accessibility tree of the real window and popovers and from
screenshots (kept in test-output/, named after the test).

Run after `swift build`:
    meson-helpers/with-display /usr/bin/python3 -m pytest -q Tests/e2e/test_toolbar_layout.py
"""

from __future__ import annotations

import pyatspi
import pytest

import apphelper
from apphelper import App, wait_until
from toolbarview import (ITEMS, MENU_ROLES, TITLE, WINDOW_MENU, Resizer, close_menu, right_click_for_menu,
                         close_overflow, differing_pixels, item_in_bar, more_button, open_overflow,
                         slot_of, stable_crop, title_label, toolbar)
from a11y import role_name



@pytest.fixture
def editor(launch_app, note_editor_path) -> App:
    return launch_app([note_editor_path], title=TITLE)


def centre_x(box) -> float:
    x, _, w, _ = box
    return x + w / 2


def overlaps(a, b) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


# --------------------------------------------------------------------------
# 1. The overflow menu


def test_the_overflow_menu_offers_every_hidden_item_live(editor, test_name):
    """At 360 px the items that leave the header bar are in the overflow
    menu, usable: toggles as check items, the slider live."""
    resizer = Resizer(editor)
    state = resizer.resize(360)
    hidden = [name for name in ITEMS if name not in state.shown]
    assert hidden, f"at 360 px some items leave the header bar: {state}"
    assert state.has_more, "the overflow button shows"

    items = open_overflow(editor)
    editor.screenshot(test_name)
    assert list(items) == hidden, f"the overflow menu lists {list(items)}, the hidden items are {hidden}"
    for name, acc in items.items():
        assert role_name(acc) == MENU_ROLES[name], f"{name} is a {role_name(acc)}"

    # A check item toggles the item for real.
    assert not editor.is_checked(items["Bold"])
    editor.click(items["Bold"])
    wait_until(lambda: editor.is_checked(items["Bold"]), what="Bold to be checked in the menu")

    # The slider is live: a click on it moves the font size, and its label follows.
    slider = items["Font Size"]
    before = editor.value(slider)
    editor.click(slider)
    wait_until(lambda: editor.value(slider) != before, what="the slider in the menu to move")
    size = int(editor.value(slider))
    more = more_button(editor)
    wait_until(lambda: editor.find_all(role="label", name=f"Font Size ({size})", root=more, visible=True),
               what=f"the caption 'Font Size ({size})' in the menu")
    editor.screenshot(f"{test_name}-used")
    close_overflow(editor)

    # Back in a wide window, the header bar shows what the menu changed.
    resizer.resize(900)
    bold = item_in_bar(editor, "Bold")
    assert bold is not None and editor.is_checked(bold), "Bold is on in the header bar too"
    assert int(editor.value(item_in_bar(editor, "Font Size"))) == size


# --------------------------------------------------------------------------
# 2. What shows is a function of the width


def test_what_the_toolbar_shows_depends_on_the_width_alone(editor, test_name):
    resizer = Resizer(editor)
    resizer.resize(560)
    grown = resizer.resize(600)
    editor.screenshot(f"{test_name}-600-grown")
    resizer.resize(680)
    shrunk = resizer.resize(600)
    editor.screenshot(f"{test_name}-600-shrunk")
    assert grown.shown == shrunk.shown and grown.has_more == shrunk.has_more, (grown, shrunk)

    # Narrowing step by step: items leave from the trailing end, one at a
    # time, and the title keeps its whole width while any item shows.
    wide = resizer.resize(900)
    assert wide.shown == ITEMS and not wide.has_more, wide
    title_width = wide.title[2]
    previous = wide
    for width in range(880, resizer.minimum - 1, -20):
        state = resizer.resize(width)
        assert state.shown == ITEMS[:len(state.shown)], f"at {width} px the trailing items leave first: {state.shown}"
        assert len(previous.shown) - len(state.shown) <= 1, f"one item at a time: {previous.shown} → {state.shown} at {width} px"
        if state.shown:
            assert state.title[2] == title_width, f"at {width} px the title kept its width: {state.title}"
        previous = state
        if width == 440:
            editor.screenshot(f"{test_name}-440")
    assert previous.shown == (), "at the narrowest every item is in the overflow menu"


# --------------------------------------------------------------------------
# 3. The title


def maximize(app: App, on: bool) -> None:
    apphelper.run_tool("wmctrl", "-i", "-r", app.xid, "-b",
                       f"{'add' if on else 'remove'},maximized_vert,maximized_horz")


def test_the_title_is_centred_and_stays_put(editor, test_name):
    screen_width = int(apphelper.run_tool("xdotool", "getdisplaygeometry").split()[0])
    frame_width = lambda: editor.window.queryComponent().getExtents(pyatspi.WINDOW_COORDS).width
    # Measured now, on the window as it opened: a maximised window has other
    # margins, and a Resizer made while it returns from maximised would
    # measure them half-way.
    resizer = Resizer(editor)
    maximize(editor, True)
    # (Under openbox GTK keeps its shadow margins on a maximised window.)
    wait_until(lambda: apphelper.xwininfo(editor.xid)["width"] == screen_width
               and frame_width() >= screen_width - 10, what="the window to be maximised")
    bar = toolbar(editor)
    title = title_label(editor)
    editor.refresh_geometry()
    last = [None]

    def settled():
        boxes = (editor.extents(title), editor.extents(bar))
        same, last[0] = boxes == last[0], boxes
        return same
    wait_until(settled, what="the header bar laid out")
    editor.screenshot(f"{test_name}-maximised")

    # Centred on the window, as GNOME's header bars centre their title.
    window_centre = centre_x(editor.extents(editor.window))
    assert abs(centre_x(editor.extents(title)) - window_centre) <= 2, \
        (editor.extents(title), editor.extents(editor.window))

    # No slot is wider than what it holds, and the items sit at the end,
    # next to the window buttons.
    slots = []
    for name in ITEMS:
        control = item_in_bar(editor, name)
        assert control is not None, f"{name} is in the header bar"
        slot = slot_of(editor, name)
        x, _, w, _ = editor.extents(slot)
        widest = max(editor.extents(child)[2] for child in slot)
        assert w <= widest + 1, f"the {name} slot is {w} px wide for {widest} px of content"
        slots.append((x, w))
    minimise = editor.find(role="push button", name="Minimize", root=bar, visible=True)
    last_end = max(x + w for x, w in slots)
    assert 0 <= editor.extents(minimise)[0] - last_end <= 30, "the items end next to the window buttons"
    for (x1, w1), (x2, _) in zip(slots, slots[1:]):
        assert 0 <= x2 - (x1 + w1) <= 12, f"the items sit together: {slots}"

    # Hiding the toolbar leaves the title where it was across the bar (the
    # bar gets lower without the items' captions).
    def across(box):
        return box[0], box[2]
    before = across(editor.extents(title))
    editor.key("ctrl+alt+t")
    wait_until(lambda: item_in_bar(editor, "Bold") is None, what="the toolbar to hide")
    editor.screenshot(f"{test_name}-hidden")
    assert across(editor.extents(title_label(editor))) == before
    editor.key("ctrl+alt+t")
    wait_until(lambda: item_in_bar(editor, "Bold") is not None, what="the toolbar to show")
    assert across(editor.extents(title_label(editor))) == before

    # In a window too narrow to centre it, the title sits right before the
    # items, with no dead space between them (the title's own padding and
    # the bar's spacing: 18 px with Adwaita).
    maximize(editor, False)
    wait_until(lambda: apphelper.xwininfo(editor.xid)["width"] < screen_width, what="the window to be restored")
    state = resizer.resize(720)
    editor.screenshot(f"{test_name}-720")
    title_box = state.title
    first_x = state.slots[0][1][0]
    if abs(centre_x(title_box) - centre_x(editor.extents(editor.window))) > 2:
        assert 0 <= first_x - (title_box[0] + title_box[2]) <= 24, state


# --------------------------------------------------------------------------
# 4. Right-clicks


def right_click_menu(app: App, point) -> list[str]:
    items = right_click_for_menu(app, point)
    close_menu(app)
    return items


def test_right_click_gives_the_toolbar_menu_only_on_the_toolbar(editor, test_name):
    Resizer(editor).resize(900)
    title = title_label(editor)
    tx, ty, tw, th = editor.extents(title)
    y = ty + th // 2
    toolbar_menu = {"Icon and Text", "Icon Only", "Text Only", "Customize Toolbar…"}

    items = right_click_for_menu(editor, editor.centre(title))
    editor.screenshot(f"{test_name}-title")
    close_menu(editor)
    assert items == WINDOW_MENU, f"the title gives the window menu, not {items}"

    bx, _, bw, _ = editor.extents(toolbar(editor))
    assert right_click_menu(editor, (bx + 10, y)) == WINDOW_MENU, "so does the empty start of the bar"

    bold = item_in_bar(editor, "Bold")
    items = right_click_for_menu(editor, bold)
    editor.screenshot(f"{test_name}-item")
    close_menu(editor)
    assert toolbar_menu | {"Remove Item"} == set(items), f"an item gives the toolbar menu: {items}"

    slider_slot = editor.extents(slot_of(editor, "Font Size"))
    bold_slot = editor.extents(slot_of(editor, "Bold"))
    gap_x = (slider_slot[0] + slider_slot[2] + bold_slot[0]) // 2
    assert slider_slot[0] + slider_slot[2] <= gap_x < bold_slot[0]
    assert set(right_click_menu(editor, (gap_x, y))) == toolbar_menu, "the gap between items too"

    # Hidden, the toolbar has no menu anywhere on the bar.
    editor.key("ctrl+alt+t")
    wait_until(lambda: item_in_bar(editor, "Bold") is None, what="the toolbar to hide")
    assert right_click_menu(editor, editor.centre(title_label(editor))) == WINDOW_MENU
    assert right_click_menu(editor, (bold_slot[0] + bold_slot[2] // 2, y)) == WINDOW_MENU, "where Bold was"


# --------------------------------------------------------------------------
# 5. No highlight left behind


def test_right_click_leaves_no_highlight_behind(editor, test_name):
    """After a right-click on a toolbar button and Escape, the button does
    not keep the pressed look, and once the pointer leaves it looks as it
    did before. (Only the upper half of the button is compared: a tooltip
    may open below the pointer.)"""
    note = editor.find(role="text", name="Note")
    for name in ("Bold", "Italic"):
        button = item_in_bar(editor, name)
        x, y, w, h = editor.extents(button)
        box = (x - 6, y - 6, w + 12, h // 2 + 6)
        editor.mouse_to(note)
        plain = stable_crop(editor, box, f"{test_name}-{name}-plain")
        editor.mouse_to(button)
        hover = stable_crop(editor, box, f"{test_name}-{name}-hover")
        assert differing_pixels(plain, hover) > 0, "the test sees the hover look"

        right_click_for_menu(editor, button)
        editor.screenshot(f"{test_name}-{name}-menu")
        close_menu(editor)
        after_escape = stable_crop(editor, box, f"{test_name}-{name}-after-escape")
        assert min(differing_pixels(after_escape, plain), differing_pixels(after_escape, hover)) == 0, \
            f"after Escape {name} looks plain or hovered, not pressed ({after_escape})"
        editor.mouse_to(note)
        after_leave = stable_crop(editor, box, f"{test_name}-{name}-after-leave")
        assert differing_pixels(after_leave, plain) == 0, \
            f"once the pointer left, {name} looks as before ({after_leave} vs {plain})"
        assert not editor.is_checked(button), f"{name} stayed off"


# --------------------------------------------------------------------------
# The resize sweep


def test_resize_sweep_shows_the_same_at_each_width_both_ways(editor, test_name):
    resizer = Resizer(editor)
    widths = list(range(300, 901, 20))
    seen: dict[str, dict[int, tuple]] = {"growing": {}, "shrinking": {}}
    for direction, order in (("growing", widths), ("shrinking", widths[::-1])):
        for width in order:
            state = resizer.resize(width)
            overflow: tuple[str, ...] = ()
            if state.has_more:
                overflow = tuple(open_overflow(editor))
                close_overflow(editor)
            seen[direction][width] = (state.shown, overflow)
            if width in (300, 440, 600, 900):
                editor.screenshot(f"{test_name}-{width}-{direction}")

            where = f"at {width} px ({direction})"
            assert set(state.shown) | set(overflow) == set(ITEMS), f"every item is reachable {where}: {state.shown} + {overflow}"
            assert not set(state.shown) & set(overflow), f"no item is in both places {where}"
            bx, by, bw, bh = state.toolbar_box
            for name, box in state.slots:
                x, y, w, h = box
                assert w > 0 and bx <= x and x + w <= bx + bw, f"{name} is not clipped {where}: {box} in {state.toolbar_box}"
                assert not overlaps(box, state.title), f"{name} overlaps the title {where}"
                for button in state.buttons:
                    assert not overlaps(box, button), f"{name} overlaps a window button {where}"
            assert state.title[2] > 0 and not any(overlaps(state.title, b) for b in state.buttons), where
    for width in widths:
        assert seen["growing"][width] == seen["shrinking"][width], \
            f"at {width} px: growing {seen['growing'][width]}, shrinking {seen['shrinking'][width]}"
