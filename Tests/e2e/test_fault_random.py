"""A random-input run: 2,000 random clicks, drags and key presses (fixed
seed) over the main window and the open Customize Toolbar dialog. The app
must not crash, print no GTK critical warning or warning, and leave a valid
persisted layout.

Random drags on the header bar move the main window, partly off the
screen too; F10 and the Menu key then open menus whose anchor is off
screen, which GTK 4.8 on X11 could not place (Gtk.PopupPlacement; also
test_note_editor's test_menus_of_a_window_dragged_partly_off_screen_open_on_screen).
The events keep aiming at where the main window was first: aimed at the
moved window, they also press on a menu bar title and release over its
menu, for which GTK 4.8 itself warns "Broken accounting of active state"
(a plain C GtkApplicationWindow with a menu bar does the same): that one
warning is not counted, nor the two criticals of GTK 4.8's tooltip
timeout firing for a surface random input just closed (GTK_TOOLTIP_BUG),
nor GDK's warning for a drop no target took (GTK_UNFINISHED_DROP), nor
the three criticals of GTK 4.8's empty text drag icon (GTK_EMPTY_DRAG_ICON).

What a click hits depends on how far the app has got with the earlier
events, so on a loaded machine the same events can end in a clean quit
(a window menu's Close): the app is then started again on the same files,
and every launch must have ended with status 0."""

from __future__ import annotations

import random
import re
import subprocess
from typing import Callable

import pytest

from apphelper import App, AppDirs, wait_until, windows_titled
from faultsupport import TITLE, gtk_problems, read_layout, toolbars_file
from xsession import DEFAULT_TIMEOUT, WAYLAND

EVENTS = 2000
BATCH = 25
DIALOG = "Customize Toolbar"
# The main window's rows, from the top of its X window: the header bar,
# then the menu bar down to BELOW_MENU_BAR.
HEADER_BAR = 58
BELOW_MENU_BAR = 86
# GTK 4.8's own warning when a press on a menu bar title is released over
# its menu (a plain C GtkApplicationWindow prints it too). The events keep
# away from the menu bar, but once a random drag moved the window they may
# land on it wherever it went.
GTK_OWN_WARNING = "Broken accounting of active state for widget"
# GTK 4.8's tooltip timeout fires for a popover or window that random
# input has just closed, whose surface is gone: gtk_tooltip_show_tooltip
# then passes a NULL surface to gdk_surface_get_device_position and
# _gtk_widget_find_at_coords (two criticals, same millisecond; later GTK
# returns early when the surface is gone). Seen on a loaded machine.
GTK_TOOLTIP_BUG = ("gdk_surface_get_device_position: assertion 'GDK_IS_SURFACE (surface)' failed",
                   "_gtk_widget_find_at_coords: assertion 'GDK_IS_SURFACE (surface)' failed")
# A drop that no drop target took: GTK 4.8 finishes a drop only in the
# GtkDropTarget that handles its GDK_DROP_START, so a drop let go where no
# target takes it stays "dropping", and GDK warns when it frees it (a
# backtrace of the warning: the last reference goes with the DnD event the
# X11 event source frees after dispatching it; no app code on the stack).
# The random drags let go without waiting for the target's answer, which
# is how such drops come about: the X11 drag source drops on the last
# answer it got, which can be for a point, or a window, the pointer has
# since left (dnd.py). Seen on X11 since the test aims its events at the
# dialog it opens, as it always meant to (and on Wayland before, where its
# window lookup was right all along); which sequence made each one is not
# traced.
GTK_UNFINISHED_DROP = ("gdk_drop_finalize: runtime check failed: "
                       "(priv->state != GDK_DROP_STATE_DROPPING)")
# A drag of a text selection that draws nothing: GTK 4.8's text view makes
# the drag icon from a snapshot of the selected text, and a snapshot with
# no render node in it (the selection was a tab, a line break and a tab,
# "\t\n\t", in the app's protocol log) gives gtk_render_node_paintable_new
# a NULL node, then unrefs the NULL node and the NULL paintable: three
# criticals, same moment, right after wl_data_device.start_drag from the
# text view, no app code involved (GtkUI makes no render-node paintables).
# The drag itself goes on, iconless. Seen once, on Wayland; not reproduced
# by hand on X11. All three must come together to be let through.
GTK_EMPTY_DRAG_ICON = ("gtk_render_node_paintable_new: assertion 'GSK_IS_RENDER_NODE (node)' failed",
                       "gsk_render_node_unref: assertion 'GSK_IS_RENDER_NODE (node)' failed",
                       "g_object_unref: assertion 'G_IS_OBJECT (object)' failed")
# Keys a person presses while editing a note and a toolbar. Quit, close and
# new-window shortcuts are left out (they would end the run, not test it);
# the menu bar row is not clicked for the same reason.
KEYS = (["a", "b", "space", "BackSpace", "Delete", "Return", "Tab", "shift+Tab", "Escape",
         "Left", "Right", "Up", "Down", "Home", "End", "Page_Up", "Page_Down",
         "ctrl+z", "ctrl+shift+z", "ctrl+a", "ctrl+b", "ctrl+i", "ctrl+plus", "ctrl+minus",
         "ctrl+alt+t", "shift+F10", "Menu"])


def geometry(wid: str) -> tuple[int, int, int, int]:
    run = subprocess.run(["xdotool", "getwindowgeometry", wid], capture_output=True, text=True)
    position = re.search(r"Position: (-?\d+),(-?\d+)", run.stdout)
    assert position, f"xdotool getwindowgeometry {wid}: {run.stderr.strip() or run.stdout.strip()}"
    x, y = map(int, position.groups())
    out = run.stdout
    w, h = map(int, re.search(r"Geometry: (\d+)x(\d+)", out).groups())
    return x, y, w, h


def dialog_window(pid: int):
    """The app's viewable Customize Toolbar window, or None.

    The names are compared here: `xdotool search --pid P --name N` matches
    windows of P *or* named N (its --any is the default), which made every
    viewable main window count as the dialog. The test then aimed its
    "dialog" events at the whole main window, menu bar row included, hardly
    ever opened the dialog itself, and at the end asked the window manager
    to close a main window, which GTK refuses while the modal dialog is up
    (a CI run under load timed out on "the dialog to close")."""
    named = windows_titled(pid, DIALOG)
    return named[-1] if named else None


def open_dialog(app) -> None:
    """View ▸ Customize Toolbar… from the keyboard, waiting for each menu to open.

    The pointer goes to the screen's bottom-left corner first, off the menu
    bar: the random events may have left it over a menu title (the window
    moved under it), and while a menu is open GTK's menu bar opens the menu
    of the title under the pointer whenever the pointer "enters" it again,
    which each menu opening or closing makes it do. Then Right from File
    opens the hovered menu, not Edit (seen with a pointer resting on View;
    before GtkWorkaround.menuBarFalseEnter, the hovered menu and the one the
    keys chose took turns for as long as the pointer stayed: the app never
    idled, at once on Wayland and at times on a loaded X11 server)."""
    subprocess.run(["xdotool", "windowactivate", "--sync", app.xid], capture_output=True,
                   timeout=DEFAULT_TIMEOUT)
    _, screen_h = map(int, subprocess.run(["xdotool", "getdisplaygeometry"], capture_output=True,
                                          text=True).stdout.split())
    subprocess.run(["xdotool", "mousemove", "2", str(screen_h - 2)], capture_output=True,
                   timeout=DEFAULT_TIMEOUT)
    app.key("Escape")
    if WAYLAND:
        close_menus_left_open(app)
    # One menu at a time: each Right closes a menu and opens the next. A
    # press can be dropped right after the random input's last grab ended (a
    # loaded run: F10 opened no menu), so each is pressed once more if the
    # app went idle without its menu.
    for keys, item in ((["F10"], "New Window"), (["Right"], "Select All"), (["Right"], "Customize Toolbar…")):
        app.key_for(keys, lambda: app.find_all(role="menu item", name=item, visible=True),
                    what=f"the menu with {item}")
    app.key("Down", "Return")


def close_menus_left_open(app) -> None:
    """Wayland: Escape closes any menu the random input left open, a level
    a press, as it does for a person. (Once, with keys released at once,
    Shift+F10's popup was refused its grab and mapped again without it,
    where Escape never reached it: see wlsession.press_and_release.)"""
    log = app._wl_log()
    for _ in range(3):
        if not log.update().live_popups():
            return
        app.key("Escape")
    wait_until(lambda: not log.update().live_popups(), what="Escape to close the menus left open",
               describe=lambda: f"live popups: {log.live_popups()}")


def random_steps(rng: random.Random, area: tuple[int, int, int, int], skip_top: int) -> list[str]:
    """xdotool commands for one random event inside `area` (x, y, w, h).

    The short sleeps are part of the input (a burst of clicks, drags and
    keys at a person's pace); the test waits on nothing in between."""
    x, y, w, h = area
    def point() -> tuple[str, str]:
        return str(x + rng.randrange(4, max(5, w - 4))), str(y + skip_top + rng.randrange(0, max(1, h - skip_top - 4)))
    kind = rng.random()
    if kind < 0.35:
        px, py = point()
        return ["mousemove", px, py, "click", rng.choice(["1", "1", "1", "3"]), "sleep", "0.02"]
    if kind < 0.55:
        (ax, ay), (bx, by) = point(), point()
        steps = ["mousemove", ax, ay, "mousedown", "1", "sleep", "0.03"]
        for i in range(1, 5):
            steps += ["mousemove", str(int(ax) + (int(bx) - int(ax)) * i // 4),
                      str(int(ay) + (int(by) - int(ay)) * i // 4), "sleep", "0.02"]
        return steps + ["mouseup", "1", "sleep", "0.03"]
    return ["key", "--clearmodifiers", rng.choice(KEYS), "sleep", "0.02"]


@pytest.fixture(scope="module")
def random_run(note_editor_path, tmp_path_factory):
    """One random-input run shared by the checks below: every launch of the
    app, its folders and how many events were sent."""
    dirs = AppDirs.create(parent=tmp_path_factory.mktemp("random"))
    launches: list[App] = []

    def launch() -> App:
        label = "test_fault_random" + (f"-{len(launches) + 1}" if launches else "")
        app = App(argv=[str(note_editor_path)], dirs=dirs, title=TITLE, label=label)
        launches.append(app)
        return app.start()

    try:
        yield launches, dirs, drive_randomly(launch)
    finally:
        for app in launches:
            app.kill()


def drive_randomly(launch: Callable[[], App]) -> int:
    """Sends the events; returns how many were sent before the end (or a crash).

    A clean exit (status 0) is a quit the input asked for (a window menu's
    Close, say, when the app was slower than the clicks), not a fault: the
    app is started again on the same files and the run goes on."""
    rng = random.Random(1234)
    app = launch()
    main_area = geometry(app.xid)
    sent = 0
    while sent < EVENTS:
        # What the next batch does depends on the state the last one left
        # (a dialog open or not), so the app handles it first, however long
        # a loaded machine makes that take (25 events take seconds even
        # then: an app still busy after four minutes is spinning).
        app.wait_until_idle(quiet=0.3, timeout=240)
        if not app.running():
            assert app.proc.returncode == 0, \
                f"the app died after {sent} events (status {app.proc.returncode}):\n{app.stderr()}"
            app = launch()
            main_area = geometry(app.xid)
        dialog = dialog_window(app.pid)
        if dialog is None and rng.random() < 0.6:
            open_dialog(app)
            dialog = wait_until(lambda: dialog_window(app.pid), what="the dialog",
                                describe=app.describe_state)
        steps: list[str] = []
        dialog_area = geometry(dialog) if dialog is not None else None
        for _ in range(BATCH):
            if dialog_area is not None and rng.random() < 0.6:
                # Inside the dialog (its own title bar included).
                steps += random_steps(rng, dialog_area, 0)
            else:
                # The main window's header bar left of its window buttons, or
                # the note below the menu bar; the menu bar row (Quit, Close
                # Window) is skipped.
                x, y, w, h = main_area
                steps += random_steps(rng, (x, y, w - 120, HEADER_BAR), 0) if rng.random() < 0.3 \
                    else random_steps(rng, (x, y + BELOW_MENU_BAR, w, h - BELOW_MENU_BAR), 0)
            sent += 1
        subprocess.run(["xdotool", *steps], capture_output=True, timeout=120)
        subprocess.run(["xdotool", "mouseup", "1", "mouseup", "3"], capture_output=True)
    if not app.running():
        return sent
    app.wait_until_idle()
    if not app.running():
        return sent
    # Close whatever is open, then quit normally.
    for _ in range(3):
        app.key("Escape")
    dialog = dialog_window(app.pid)
    if dialog is not None:
        subprocess.run(["wmctrl", "-i", "-c", dialog], check=False)
        # Ctrl+Q goes to the focused window: not the dialog while it closes.
        wait_until(lambda: dialog_window(app.pid) is None or not app.running(), what="the dialog to close",
                   describe=app.describe_state)
    if not app.running():
        return sent
    subprocess.run(["xdotool", "windowactivate", "--sync", app.xid], capture_output=True,
                   timeout=DEFAULT_TIMEOUT)
    active = app.xid if WAYLAND else str(int(app.xid, 0))  # X ids may be given in hex
    wait_until(lambda: subprocess.run(["xdotool", "getactivewindow"], capture_output=True, text=True).stdout.strip()
               == active or not app.running(), what="the main window to be active")
    app.quit(keys="ctrl+q")
    return sent


def test_random_input_does_not_crash_and_leaves_a_valid_layout(random_run, launch_app, note_editor_path):
    launches, dirs, sent = random_run
    statuses = [app.proc.returncode for app in launches]
    assert sent >= EVENTS and statuses == [0] * len(launches), \
        f"the app ended with status {statuses} after {sent} events:\n{launches[-1].stderr()}"
    path = toolbars_file(dirs)
    if path.exists():
        read_layout(path)
    # The next launch reads the layout without a warning.
    again = launch_app([note_editor_path], title=TITLE, dirs=dirs)
    assert str(path) not in again.stderr(), again.stderr()


def test_random_input_prints_no_gtk_critical_or_warning(random_run):
    launches, _, _ = random_run
    problems = []
    for app in launches:
        lines = gtk_problems(app.stderr())
        empty_drag_icons = min(sum(bug in line for line in lines) for bug in GTK_EMPTY_DRAG_ICON)
        allowed = {bug: empty_drag_icons for bug in GTK_EMPTY_DRAG_ICON}
        for line in lines:
            bug = next((bug for bug in GTK_EMPTY_DRAG_ICON if bug in line and allowed[bug] > 0), None)
            if bug is not None:
                allowed[bug] -= 1
            elif GTK_OWN_WARNING not in line and GTK_UNFINISHED_DROP not in line \
                    and not any(bug in line for bug in GTK_TOOLTIP_BUG):
                problems.append(line)
    assert not problems, "\n".join(sorted(set(problems))[:20])
