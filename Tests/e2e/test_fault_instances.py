"""Two instances on one HOME, as two logins (or a remote session) would run
them: each in its own D-Bus session, so the app's single-instance check
does not merge them. Neither may silently drop the other's text, toolbar
layout or settings, and the user is told when the other's edits came in."""

from __future__ import annotations

import json

from apphelper import App, wait_until
from faultsupport import (MERGED, TITLE, banner_text, focus, note_file, press_button, read_layout,
                          second_session, settings_file, toolbars_file)



def quit_both(first: App, second: App) -> None:
    for app in (first, second):
        focus(app)
        assert app.quit(keys="ctrl+q") == 0


def launch_pair(launch_app, note_editor_path, env):
    first = launch_app([note_editor_path], title=TITLE)
    second = launch_app([note_editor_path], title=TITLE, env=env)
    assert first.pid != second.pid and second.running()
    return first, second


def type_line(app: App, line: str) -> None:
    """Types `line` at the end of the note; its final newline as Return
    (xdotool types "\n" as a key GTK ignores)."""
    focus(app)
    app.click(app.find(role="text"))
    app.key("ctrl+End")
    app.type_text(line.rstrip("\n"))
    if line.endswith("\n"):
        app.key("Return")


def test_two_instances_editing_alternately_lose_nothing(launch_app, note_editor_path, app_dirs):
    path = note_file(app_dirs)
    path.parent.mkdir(parents=True)
    path.write_text("shared note\n")
    with second_session() as env:
        first, second = launch_pair(launch_app, note_editor_path, env)
        lines = []
        for turn in range(3):
            for name, app in (("A", first), ("B", second)):
                line = f"line {turn} from {name}\n"
                # Each window shows the other's saved text before its user types.
                wait_until(lambda app=app: all(seen in app.text(app.find(role="text")) for seen in lines),
                           timeout=15, what=f"{name} to show the other instance's lines")
                type_line(app, line)
                lines.append(line)
                wait_until(lambda line=line: line in path.read_text(), timeout=15, what=f"{line!r} saved")
        second.screenshot("test_two_instances_editing_alternately-second")
        quit_both(first, second)
    saved = path.read_text()
    lost = [line for line in lines if line not in saved]
    assert lost == [], f"text lost: {sum(len(line) for line in lost)} bytes: {lost}\n{saved}"
    assert saved == "shared note\n" + "".join(lines)


def test_an_instance_with_unsaved_text_merges_the_others_and_says_so(launch_app, note_editor_path, app_dirs):
    path = note_file(app_dirs)
    path.parent.mkdir(parents=True)
    path.write_text("top\nbottom\n")
    with second_session() as env:
        first, second = launch_pair(launch_app, note_editor_path, env)
        # The second instance's text changes while the first one's user types:
        # a write behind the first's back (another program, or the other instance).
        type_line(second, "from the second\n")
        wait_until(lambda: "from the second\n" in path.read_text(), what="the second's line saved")
        wait_until(lambda: first.text(first.find(role="text")) == "top\nbottom\nfrom the second\n",
                   timeout=15, what="the first window to show the second's line")
        # The first was clean, so its window simply shows the new text; now both type at once.
        focus(first)
        first.click(first.find(role="text"))
        first.key("ctrl+Home")
        first.type_text("from the first")
        first.key("Return")
        type_line(second, "again from the second\n")
        wait_until(lambda: all(s in path.read_text() for s in ("from the first", "again from the second")),
                   timeout=20, what="both lines on disk", describe=lambda: f"the note holds {path.read_text()!r}")
        wait_until(lambda: MERGED in (banner_text(first), banner_text(second)), what="a window to say it merged")
        for app in (first, second):
            if banner_text(app) == MERGED:
                focus(app)
                press_button(app, "OK")
        quit_both(first, second)
    assert path.read_text() == "from the first\ntop\nbottom\nfrom the second\nagain from the second\n"


def test_toolbar_layouts_and_settings_of_two_instances_merge(launch_app, note_editor_path, app_dirs):
    with second_session() as env:
        first, second = launch_pair(launch_app, note_editor_path, env)
        focus(first)
        first.key("ctrl+b")  # Format ▸ Bold in the first
        wait_until(lambda: settings_file(app_dirs).exists() and json.loads(settings_file(app_dirs).read_text())["bold"],
                   what="bold saved")
        focus(second)
        second.key("ctrl+plus")  # Format ▸ Bigger in the second: 14 px, and bold kept
        wait_until(lambda: json.loads(settings_file(app_dirs).read_text())["fontSize"] == 14, what="the size saved")
        assert json.loads(settings_file(app_dirs).read_text())["bold"] is True
        # The second window shows the first's bold without being told twice.
        wait_until(lambda: second.is_checked(second.find(role="push button", name="Bold")), what="Bold in the second")
        focus(first)
        first.key("ctrl+alt+t")  # Hide Toolbar in the first: the second hides its toolbar too
        wait_until(lambda: toolbars_file(app_dirs).exists() and not read_layout(toolbars_file(app_dirs))["isVisible"],
                   what="the hidden toolbar saved")
        wait_until(lambda: not second.find_all(role="push button", name="Italic", visible=True),
                   what="the second window's toolbar to hide")
        quit_both(first, second)
    settings = json.loads(settings_file(app_dirs).read_text())
    assert settings["bold"] is True and settings["fontSize"] == 14
    assert read_layout(toolbars_file(app_dirs))["isVisible"] is False
