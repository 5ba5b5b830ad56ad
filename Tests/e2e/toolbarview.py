"""What the header bar's toolbar shows, read the way a user sees it: the
items in the header bar (the accessibility tree of the real window, with
their extents), the overflow menu opened with a real click, the title, the
window buttons, and the window resized by the window manager (xdotool).
Used by test_toolbar_layout.py. Every wait is on a condition."""

from __future__ import annotations

import re
import time
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

import pyatspi

import apphelper
from a11y import children, role_name, walk
from apphelper import App, wait_until

TITLE = "My Note"
#: The toolbar's items in layout order, by accessible name.
ITEMS = ("Font Size", "Bold", "Italic")
#: The roles the items have in the header bar and in the overflow menu.
BAR_ROLES = {"Font Size": "slider", "Bold": "push button", "Italic": "push button"}
MENU_ROLES = {"Font Size": "slider", "Bold": "check box", "Italic": "check box"}
WINDOW_BUTTONS = ("Minimize", "Maximize", "Restore", "Close")
#: The window menu GTK shows on a header bar (its fallback under openbox).
#: On Wayland the compositor draws the window menu (GNOME Shell; mutter
#: alone shows none) when GTK asks for it: the harness sees the request.
COMPOSITOR_WINDOW_MENU = "(the compositor's window menu)"
WINDOW_MENU = [COMPOSITOR_WINDOW_MENU] if apphelper.WAYLAND else ["Restore", "Minimize", "Maximize", "Close"]


def toolbar(app: App):
    """The main window's toolbar (looked up once per app: it stays the same
    accessible object while the window lives)."""
    cached = getattr(app, "_toolbar_accessible", None)
    if cached is None:
        cached = app.find(role="tool bar", name="Toolbar", root=app.window)
        app._toolbar_accessible = cached
    return cached


def title_label(app: App):
    return app.find(role="label", name=TITLE, root=toolbar(app))


def window_box(app: App, acc) -> tuple[int, int, int, int]:
    """The screen box of a widget of the main window (not of a popover):
    cheaper than App.extents, which looks for a popover among the ancestors."""
    ext = acc.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return (app.origin[0] + ext.x, app.origin[1] + ext.y, ext.width, ext.height)


@dataclass
class BarScan:
    """The toolbar's accessible tree, read once: its parts by what they are.
    Items the header bar leaves out are not in the tree at all (GTK drops
    accessibles marked hidden); a closed popover is not either."""
    bar: object
    #: The items' controls, and the toolbar's child (slot) holding each.
    controls: dict[str, object]
    slots: dict[str, object]
    title: Optional[object]
    more: Optional[object]
    window_buttons: list[object]


def scan(app: App) -> BarScan:
    bar = toolbar(app)
    result = BarScan(bar=bar, controls={}, slots={}, title=None, more=None, window_buttons=[])
    for part in children(bar):
        role, name = role_name(part), part.name
        if role == "label" and name == TITLE:
            result.title = part
            continue
        if role == "push button" and name == "More Items":
            result.more = part
            continue
        queue = [(part, 0)]
        while queue:
            acc, depth = queue.pop(0)
            role, name = role_name(acc), acc.name
            if role == "label" and name == TITLE and result.title is None:
                # The title column (title and subtitle line) holds the title.
                result.title = acc
            elif role == "push button" and name in WINDOW_BUTTONS:
                result.window_buttons.append(acc)
            elif name in ITEMS and role == BAR_ROLES[name] and name not in result.controls:
                result.controls[name] = acc
                result.slots[name] = part
            elif depth < 4:
                queue.extend((child, depth + 1) for child in children(acc))
    return result


def item_in_bar(app: App, name: str):
    """The item's control in the header bar, or None when it is not there
    (in the overflow menu)."""
    return scan(app).controls.get(name)


def slot_of(app: App, name: str):
    """The item's slot in the header bar: the toolbar's child holding it."""
    return scan(app).slots.get(name)


def more_button(app: App):
    """The overflow button, if the header bar shows it."""
    return scan(app).more


def shown_items(found: BarScan, app: App) -> list[str]:
    """The items the header bar shows, from start to end."""
    return sorted(found.controls, key=lambda name: window_box(app, found.controls[name])[0])


@dataclass(frozen=True)
class BarState:
    """What the header bar shows at one width."""
    width: int
    shown: tuple[str, ...]
    has_more: bool
    #: Screen boxes (x, y, w, h) of the shown items' slots, the title and the window buttons.
    slots: tuple[tuple[str, tuple[int, int, int, int]], ...]
    title: tuple[int, int, int, int]
    buttons: tuple[tuple[int, int, int, int], ...]
    toolbar_box: tuple[int, int, int, int]


def bar_state(app: App, width: int) -> BarState:
    found = scan(app)
    shown = shown_items(found, app)
    return BarState(width=width, shown=tuple(shown), has_more=found.more is not None,
                    slots=tuple((name, window_box(app, found.slots[name])) for name in shown),
                    title=window_box(app, found.title) if found.title else (0, 0, 0, 0),
                    buttons=tuple(window_box(app, acc) for acc in found.window_buttons),
                    toolbar_box=window_box(app, found.bar))


# --------------------------------------------------------------------------
# Window size


def minimum_width(app: App) -> int:
    """The window's minimum width, as GTK tells the window manager."""
    out = apphelper.run_tool("xprop", "-id", app.xid, "WM_NORMAL_HINTS")
    match = re.search(r"minimum size: (\d+) by (\d+)", out)
    return int(match.group(1)) if match else 0


class Resizer:
    """Resizes the app's window with the window manager and waits until
    GTK laid the header bar out at the new width."""

    def __init__(self, app: App, height: int = 520):
        self.app = app
        self.height = height
        info = apphelper.xwininfo(app.xid)
        frame = app.window.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        # The window's CSS margins (its shadow) stay the same at every width.
        self.inset = info["width"] - frame.width
        self.minimum = minimum_width(app)

    def expected(self, width: int) -> int:
        return max(width, self.minimum)

    def resize(self, width: int) -> BarState:
        app = self.app
        expected = self.expected(width)
        apphelper.xdotool("windowsize", app.xid, str(width), str(self.height))
        last: list[Optional[BarState]] = [None]

        def geometry_done() -> bool:
            if apphelper.xwininfo(app.xid)["width"] != expected:
                return False
            return app.window.queryComponent().getExtents(pyatspi.WINDOW_COORDS).width == expected - self.inset

        wait_until(geometry_done, timeout=20, what=f"the window and header bar at {width} px")
        app.refresh_geometry()

        def laid_out() -> Optional[BarState]:
            state = bar_state(app, width)
            # Two readings in a row agree: GTK is done with this width.
            stable = state if state == last[0] else None
            last[0] = state
            return stable

        return wait_until(laid_out, timeout=20, what=f"the header bar laid out at {width} px")


# --------------------------------------------------------------------------
# Menus


def open_menu_items(app: App) -> list[list[str]]:
    """The items of every open menu (popover menus: context and window menus)."""
    return [[item.name for item in app.find_all(role="menu item", root=menu, visible=True)]
            for menu in app.find_all(role="menu", visible=True)]


def right_click_for_menu(app: App, target) -> list[str]:
    """Right-clicks `target` (an accessible or a screen point) and returns the
    items of the one menu that opens.

    GTK 4.8 on X11 now and then drops a press that comes within about a
    second of a popover menu closing: not even a capture-phase click
    gesture on the window sees it (measured: 1 to 4 lost of 12 right-clicks
    made 0-0.2 s after Escape closed the previous menu, none at 1 s; a new
    popover per menu and openbox without its client mouse bindings change
    nothing). So the click is made once more when no menu has shown after
    15 s; a place that never opens a menu still fails.

    On Wayland a window menu is the compositor's: [COMPOSITOR_WINDOW_MENU]
    once the app asked for it."""
    for attempt in range(2):
        asked = app.window_menu_requests() if apphelper.WAYLAND else 0
        app.right_click(target)
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            if apphelper.WAYLAND and app.window_menu_requests() > asked:
                return [COMPOSITOR_WINDOW_MENU]
            menus = [items for items in open_menu_items(app) if items]
            if menus:
                assert len(menus) == 1, f"one menu open, not {menus}"
                if attempt:
                    print(f"right_click_for_menu: the first right-click at {target} was dropped; the second opened the menu")
                return menus[0]
            time.sleep(0.05)
    raise AssertionError(f"no menu opened after two right-clicks at {target}")


def wait_for_menu(app: App) -> list[str]:
    menus = wait_until(lambda: [items for items in open_menu_items(app) if items], timeout=10,
                       what="a menu to open")
    assert len(menus) == 1, f"one menu open, not {menus}"
    return menus[0]


def close_menu(app: App) -> None:
    app.key("Escape")
    wait_until(lambda: not any(open_menu_items(app)), timeout=10, what="the menu to close")


def overflow_popover(app: App, more) -> Optional[object]:
    """The overflow button's popover while it is open (a closed popover is
    not in the accessibility tree)."""
    return next((child for child in children(more) if role_name(child) != "push button"), None)


def open_overflow(app: App) -> dict[str, object]:
    """Opens the overflow menu with a real click; returns its items (the
    accessibles in the open popover) by name, from top to bottom."""
    more = more_button(app)
    assert more is not None, "the header bar shows no overflow button"
    app.click(more)

    def items() -> Optional[dict[str, object]]:
        popover = overflow_popover(app, more)
        if popover is None:
            return None
        found = [acc for acc in walk(popover) if role_name(acc) in ("check box", "slider", "push button")]
        ordered = sorted(found, key=lambda acc: acc.queryComponent().getExtents(pyatspi.WINDOW_COORDS).y)
        return {acc.name: acc for acc in ordered} or None

    return wait_until(items, timeout=10, what="the overflow menu to open with its items")


def close_overflow(app: App) -> None:
    more = more_button(app)
    app.key("Escape")
    wait_until(lambda: overflow_popover(app, more) is None, timeout=10,
               what="the overflow menu to close")


# --------------------------------------------------------------------------
# Pixels


def crop(path: Path, box: tuple[int, int, int, int], out: Path) -> Path:
    x, y, w, h = box
    apphelper.run_tool("convert", str(path), "-crop", f"{w}x{h}+{x}+{y}", "+repage", str(out))
    return out


def differing_pixels(a: Path, b: Path) -> int:
    """How many pixels differ between two images of the same size."""
    result = subprocess.run(["compare", "-metric", "AE", str(a), str(b), "null:"],
                            capture_output=True, text=True)
    return int(float(result.stderr.split()[0]))


def stable_crop(app: App, box, name: str) -> Path:
    """A screenshot of `box` once two in a row are identical (drawing done)."""
    previous: list[Optional[Path]] = [None]
    counter = [0]

    def shot() -> Optional[Path]:
        counter[0] += 1
        path = crop(app.screenshot(f"{name}-full"), box,
                    apphelper.OUTPUT_DIR / f"{name}-{counter[0] % 2}.png")
        same = previous[0] is not None and differing_pixels(previous[0], path) == 0
        previous[0] = path
        return path if same else None

    settled = wait_until(shot, timeout=10, what=f"the screen to settle for {name}")
    final = apphelper.OUTPUT_DIR / f"{name}.png"
    settled.replace(final)
    return final
