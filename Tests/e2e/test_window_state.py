"""Each window's size and maximized state come back at the next launch, as
in GNOME apps (and as SwiftUI restores window frames): remembered in
$XDG_CONFIG_HOME/org.gtkui.NoteEditor/windows.json, written atomically; a
damaged file is moved aside with one warning and windows open at their
default size.

The window is resized and maximized the way a user's window manager does it
(xdotool, wmctrl), its size read back from the X server.
"""

from __future__ import annotations

import json
from pathlib import Path

import apphelper
from apphelper import App, AppDirs, wait_until
from test_note_editor import TITLE


APP_ID = "org.gtkui.NoteEditor"


def state_file(dirs: AppDirs) -> Path:
    return dirs.config / APP_ID / "windows.json"


def saved(dirs: AppDirs) -> dict | None:
    path = state_file(dirs)
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return None


def first_window(dirs: AppDirs) -> dict | None:
    scenes = (saved(dirs) or {}).get("scenes", {})
    windows = next(iter(scenes.values()), {}).get("windows", []) if scenes else []
    return windows[0] if windows else None


def x_size(app: App) -> tuple[int, int]:
    info = apphelper.xwininfo(app.xid)
    return info["width"], info["height"]


def is_maximized(app: App) -> bool:
    out = apphelper.run_tool("xprop", "-id", app.xid, "_NET_WM_STATE", check=False)
    return "_NET_WM_STATE_MAXIMIZED_VERT" in out and "_NET_WM_STATE_MAXIMIZED_HORZ" in out


def launch(launch_app, note_editor_path, dirs: AppDirs) -> App:
    return launch_app([note_editor_path], title=TITLE, dirs=dirs)


def test_size_and_maximized_state_come_back(launch_app, note_editor_path, app_dirs, test_name):
    app = launch(launch_app, note_editor_path, app_dirs)
    default = x_size(app)
    apphelper.xdotool("windowsize", "--sync", app.xid, "900", "650")
    wait_until(lambda: x_size(app) == (900, 650), what="the window to be 900×650")
    wait_until(lambda: first_window(app_dirs) is not None and not first_window(app_dirs)["isMaximized"],
               what="windows.json to hold the new size (written within half a second)")
    assert app.quit(keys="ctrl+q") == 0

    app = launch(launch_app, note_editor_path, app_dirs)
    wait_until(lambda: x_size(app) == (900, 650),
               what=f"the relaunched window to be 900×650 again (it is {x_size(app)}, default {default})")
    app.screenshot(f"{test_name}-resized")

    apphelper.run_tool("wmctrl", "-i", "-r", app.xid, "-b", "add,maximized_vert,maximized_horz")
    wait_until(lambda: is_maximized(app), what="the window manager to maximize the window")
    wait_until(lambda: (first_window(app_dirs) or {}).get("isMaximized"), what="windows.json to say maximized")
    assert app.quit() == 0  # closed from the title bar

    app = launch(launch_app, note_editor_path, app_dirs)
    wait_until(lambda: is_maximized(app), what="the relaunched window to open maximized")
    app.screenshot(f"{test_name}-maximized")
    # Unmaximized, it has the size it had before it was maximized.
    apphelper.run_tool("wmctrl", "-i", "-r", app.xid, "-b", "remove,maximized_vert,maximized_horz")
    wait_until(lambda: not is_maximized(app) and x_size(app) == (900, 650),
               what=f"the unmaximized window to be 900×650 (it is {x_size(app)})")
    assert app.quit(keys="ctrl+q") == 0
    assert first_window(app_dirs) == {"width": first_window(app_dirs)["width"],
                                      "height": first_window(app_dirs)["height"], "isMaximized": False}
    assert not [p for p in state_file(app_dirs).parent.iterdir() if p.name.startswith(".windows.json.tmp")]


def test_a_second_window_keeps_its_own_size(launch_app, note_editor_path, app_dirs):
    app = launch(launch_app, note_editor_path, app_dirs)
    apphelper.xdotool("windowsize", "--sync", app.xid, "800", "600")
    app.key("ctrl+n")
    second = wait_until(lambda: next((w for w in apphelper.windows_titled(app.pid, TITLE) if w != app.xid),
                                     None), what="a second window")
    apphelper.xdotool("windowsize", "--sync", second, "640", "480")
    wait_until(lambda: len((saved(app_dirs) or {}).get("scenes", {}).get("0", {}).get("windows", [])) == 2,
               what="windows.json to hold both windows")
    assert app.quit(keys="ctrl+q") == 0
    windows = saved(app_dirs)["scenes"]["0"]["windows"]
    first, other = windows
    assert first["width"] > other["width"] and first["height"] > other["height"], windows

    app = launch(launch_app, note_editor_path, app_dirs)
    wait_until(lambda: x_size(app) == (800, 600), what=f"the first window's size (it is {x_size(app)})")


def test_a_damaged_state_file_is_moved_aside(launch_app, note_editor_path, app_dirs):
    path = state_file(app_dirs)
    path.parent.mkdir(parents=True)
    damaged = b'{"version": 1, "scenes": {"0": {"windows": [{"width": -5, "height": 650, "isMaximized": false}]}}}'
    path.write_bytes(damaged)
    app = launch(launch_app, note_editor_path, app_dirs)
    lines = [line for line in app.stderr().splitlines() if str(path) in line]
    assert len(lines) == 1, app.stderr()
    aside = [p for p in path.parent.iterdir() if p.name.startswith("windows.json.corrupt-")]
    assert len(aside) == 1 and str(aside[0]) in lines[0], (lines, aside)
    assert aside[0].read_bytes() == damaged
    assert "out of range" in lines[0], lines[0]
    apphelper.xdotool("windowsize", "--sync", app.xid, "820", "610")
    # GTK records a size once it has handled the window manager's configure.
    wait_until(lambda: first_window(app_dirs) is not None, what="windows.json to hold the new size")
    assert app.quit(keys="ctrl+q") == 0
    assert first_window(app_dirs)["isMaximized"] is False
    assert aside[0].read_bytes() == damaged
