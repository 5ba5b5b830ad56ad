"""@AppStorage and @SceneStorage as a user meets them, in the
Examples/DataFlowSettings app: a preference toggled in one window shows at
once in another window, both survive quit and relaunch, and each window
keeps its own section (@SceneStorage), restored with the window.

Real input: pointer clicks on the check box and buttons, Ctrl+N, Ctrl+Q.
"""

from __future__ import annotations

import plistlib
import stat
from pathlib import Path

import pytest
import pyatspi

import apphelper
from apphelper import App
from xsession import wait_until

TITLE = "Settings Sample"
APP_ID = "org.gtkui.DataFlowSettingsApp"


@pytest.fixture
def binary(note_editor_path) -> Path:
    path = Path(note_editor_path).parent / "DataFlowSettings"
    if not path.exists():
        pytest.fail(f"{path} is missing: build it with `swift build`")
    return path


def windows(app: App) -> list:
    acc = app.accessible
    found = (acc.get_child_at_index(i) for i in range(acc.get_child_count()))
    return [w for w in found if w is not None and w.name == TITLE]


def x_windows(app: App) -> list[str]:
    return apphelper.windows_titled(app.pid, TITLE)


def click_in(app: App, xid: str, window, acc) -> None:
    """A real click on `acc`, a widget of the window `window` (X id `xid`)."""
    ox, oy = apphelper._window_origin(xid, window)
    ext = acc.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    app.click((ox + ext.x + ext.width // 2, oy + ext.y + ext.height // 2))


def label_texts(app: App, window) -> set[str]:
    return {label.name for label in app.find_all(role="label", root=window)}


def checked(app: App, window) -> bool:
    return app.is_checked(app.find(role="check box", name="Show Preview", root=window))


def test_app_storage_is_shared_live_and_both_storages_survive_relaunch(launch_app, binary, app_dirs, test_name):
    app = launch_app([binary], title=TITLE)
    first = app.window
    assert "Preview: Off" in label_texts(app, first)
    assert "Section: Notes" in label_texts(app, first)

    # A second window (the window manager places it beside the first).
    app.key("ctrl+n")
    second_xid = wait_until(lambda: next((w for w in x_windows(app) if w != app.xid), None),
                            what="a second window")
    second = wait_until(lambda: (lambda found: found[1] if len(found) == 2 else None)(windows(app)),
                        what="the second window's accessible")
    wait_until(lambda: "Preview: Off" in label_texts(app, second) or None, what="the second window's content")
    # Side by side, so that real clicks reach either window.
    apphelper.xdotool("windowsize", "--sync", second_xid, "440", "400")
    apphelper.xdotool("windowmove", "--sync", second_xid, "820", "0")
    wait_until(lambda: abs(apphelper.xwininfo(second_xid)["x"] - 820) < 40 or None,
               what="the second window beside the first")

    # The preference, toggled in the first window, shows in the second at once.
    app.click(app.find(role="check box", name="Show Preview", root=first))
    wait_until(lambda: "Preview: On" in label_texts(app, second), what="the second window to follow")
    assert checked(app, second)
    # …and back, from the second window.
    click_in(app, second_xid, second, app.find(role="check box", name="Show Preview", root=second))
    wait_until(lambda: not checked(app, first), what="the first window's check box to clear")
    click_in(app, second_xid, second, app.find(role="check box", name="Show Preview", root=second))
    wait_until(lambda: checked(app, first), what="the first window's check box to be set again")

    # Each window keeps its own section.
    app.click(app.find(role="push button", name="Tasks", root=first))
    wait_until(lambda: "Section: Tasks" in label_texts(app, first), what="the first window's section")
    assert "Section: Notes" in label_texts(app, second)
    app.screenshot(f"{test_name}-two-windows")

    preferences = app_dirs.config / APP_ID / "preferences.plist"
    scenes = app_dirs.config / APP_ID / "scenes.plist"
    assert plistlib.loads(preferences.read_bytes())["showsPreview"] is True
    assert stat.S_IMODE(preferences.stat().st_mode) == 0o600
    assert stat.S_IMODE(scenes.stat().st_mode) == 0o600
    assert app.quit(keys="ctrl+q") == 0

    # Relaunch: the preference and the first window's section come back.
    app = launch_app([binary], title=TITLE)
    labels = wait_until(lambda: (lambda t: t if {"Preview: On", "Section: Tasks"} <= t else None)(
        label_texts(app, app.window)), what="the stored values after relaunch")
    assert checked(app, app.window), labels
    toolbar_toggle = app.find(name="Preview", predicate=lambda a: a.getRoleName() in ("toggle button", "push button"),
                              root=app.window)
    assert app.is_checked(toolbar_toggle), "the toolbar's toggle shows the stored preference"
    app.screenshot(f"{test_name}-relaunched")
    assert app.quit(keys="ctrl+q") == 0


def test_open_url_opens_with_the_desktop_handler(launch_app, binary, app_dirs, tmp_path):
    """`@Environment(\\.openURL)` hands the URL to the desktop: the handler
    registered for its scheme (a .desktop file and mimeapps.list, as a
    GNOME user's apps register themselves) receives it."""
    received = tmp_path / "received.txt"
    applications = app_dirs.data / "applications"
    applications.mkdir(parents=True)
    (applications / "gtkui-help-handler.desktop").write_text(
        "[Desktop Entry]\nType=Application\nName=Help Handler\n"
        f"Exec=sh -c 'echo \"$0\" > {received}' %u\n"
        "MimeType=x-scheme-handler/x-gtkui-settings-help;\nNoDisplay=true\n")
    (app_dirs.config / "mimeapps.list").write_text(
        "[Default Applications]\nx-scheme-handler/x-gtkui-settings-help=gtkui-help-handler.desktop\n")
    app = launch_app([binary], title=TITLE)
    app.click(app.find(role="push button", name="Open Help", root=app.window))
    wait_until(lambda: received.exists() and received.read_text().strip() or None,
               what="the desktop's handler to receive the URL")
    assert received.read_text().strip() == "x-gtkui-settings-help:intro"
    assert app.quit(keys="ctrl+q") == 0


def shows(app: App, window, text: str):
    return text in label_texts(app, window) or None


def test_scene_phase_follows_focus_and_minimizing(launch_app, binary, test_name):
    """Each window's `\\.scenePhase` and `\\.controlActiveState` follow what
    the window manager does: the focused window's controls are key, the
    other window's active; with every window minimized the app is in the
    background and the App's `Scene.onChange(of: scenePhase)` counts it."""
    app = launch_app([binary], title=TITLE)
    first = app.window
    wait_until(lambda: shows(app, first, "Window: active, controls key"), what="the focused window's state")
    assert "Went to the background: 0" in label_texts(app, first)

    app.key("ctrl+n")
    second_xid = wait_until(lambda: next((w for w in x_windows(app) if w != app.xid), None),
                            what="a second window")
    second = wait_until(lambda: (lambda found: found[1] if len(found) == 2 else None)(windows(app)),
                        what="the second window's accessible")
    wait_until(lambda: shows(app, second, "Window: active, controls key"), what="the new window to be key")
    wait_until(lambda: shows(app, first, "Window: active, controls active"),
               what="the first window's controls to be active, not key")

    for xid in (app.xid, second_xid):
        apphelper.xdotool("windowminimize", "--sync", xid)
    if apphelper.WAYLAND:
        # A Wayland app is not told it was minimized (xdg_toplevel has no
        # such state before xdg-shell 6, which mutter 43 and GTK 4.8 lack):
        # both windows only lose the focus, so they read as inactive and the
        # app never goes to the background (see ScenePhase's documentation).
        for window in (first, second):
            wait_until(lambda: shows(app, window, "Window: inactive, controls inactive"),
                       what="the minimized windows to be inactive")
        assert "Went to the background: 0" in label_texts(app, first)
    else:
        wait_until(lambda: shows(app, first, "Went to the background: 1"), what="the app to count its background")
        assert "Window: background, controls inactive" in label_texts(app, first)
        assert "Window: background, controls inactive" in label_texts(app, second)

    apphelper.xdotool("windowactivate", "--sync", app.xid)
    wait_until(lambda: shows(app, first, "Window: active, controls key"), what="the first window back and key")
    # (On Wayland the app cannot tell the minimized window from one behind
    # the focused one: both are the active app's windows, not key.)
    still_minimized = "active" if apphelper.WAYLAND else "background"
    wait_until(lambda: shows(app, second, f"Window: {still_minimized}, controls active"),
               what="the still minimized window out of the foreground",
               describe=lambda: str(sorted(label_texts(app, second))))
    counted = 0 if apphelper.WAYLAND else 1
    assert f"Went to the background: {counted}" in label_texts(app, second), "one background, counted once"
    app.screenshot(f"{test_name}-back")
    assert app.quit(keys="ctrl+q") == 0


def test_window_undo_manager_undoes_and_redoes_a_view_change(launch_app, binary):
    """A window that shows no document still has `\\.undoManager`: the
    section buttons register their change with it, and Ctrl+Z / Shift+Ctrl+Z
    (focus on a button, not in text) undo and redo it."""
    app = launch_app([binary], title=TITLE)
    window = app.window
    app.click(app.find(role="push button", name="Tasks", root=window))
    wait_until(lambda: shows(app, window, "Section: Tasks"), what="the Tasks section")
    app.key("ctrl+z")
    wait_until(lambda: shows(app, window, "Section: Notes"), what="Undo to bring the Notes section back")
    app.key("shift+ctrl+z")
    wait_until(lambda: shows(app, window, "Section: Tasks"), what="Redo to show Tasks again")
    app.key("ctrl+z")
    wait_until(lambda: shows(app, window, "Section: Notes"), what="a second Undo")
    app.key("ctrl+z")
    assert "Section: Notes" in label_texts(app, window), "nothing more to undo: Ctrl+Z changes nothing"
    assert app.quit(keys="ctrl+q") == 0


def preview_panel(app: App, window):
    """The preview panel, when it is in the window's tree."""
    found = app.find_all(name="The preview shows here", root=window)
    return found[0] if found else None


def test_the_preview_slides_in_and_out_with_its_animated_toggle(launch_app, binary, test_name):
    """`Toggle(isOn: $showsPreview.animation(…))` and `if showsPreview { ….transition(.move(edge: .top)…) }`:
    a real click shows the panel (it slides in, then shows whole); a second
    click takes it away again once it has slid out."""
    app = launch_app([binary], title=TITLE)
    window = app.window
    box = app.find(role="check box", name="Show Preview", root=window)
    if app.is_checked(box):
        app.click(box)
        wait_until(lambda: preview_panel(app, window) is None, what="the preview to go (it was on)")
    app.click(box)
    wait_until(lambda: preview_panel(app, window) is not None, what="the preview panel")
    heights = []

    def settled() -> bool:
        heights.append(app.extents(preview_panel(app, window))[3])
        return len(heights) >= 3 and heights[-1] == heights[-2] == heights[-3] and heights[-1] > 0

    wait_until(settled, what="the preview to slide in whole")
    app.screenshot(f"{test_name}-shown")
    app.click(box)
    wait_until(lambda: shows(app, window, "Preview: Off"), what="the toggle to turn off")
    wait_until(lambda: preview_panel(app, window) is None, what="the preview to slide out and go")
    assert not app.stderr().strip(), app.stderr()
    assert app.quit(keys="ctrl+q") == 0
