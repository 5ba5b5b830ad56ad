"""The desktop's Dark style and text scaling, as a GNOME user sets them.

Dark style: GNOME publishes it through the desktop settings portal
(org.freedesktop.appearance color-scheme, 1 = prefer dark); the test runs a
portal whose setting it controls (fakeportal.py) and reads the app's
brightness from screenshots, at start and while the setting changes.

GTK_THEME is set to "" for these launches: the headless session names
Adwaita in GTK_THEME, which (like a user's own GTK_THEME) fixes the variant.
"""

from __future__ import annotations

import pyatspi
import pytest

import apphelper
from a11y import children

from apphelper import App, wait_until
from fakeportal import FakePortal
from test_note_editor import TITLE, gray_mean, text_box, text_view
from xsession import screenshot

NO_FIXED_THEME = {"GTK_THEME": ""}


@pytest.fixture
def portal():
    portals: list[FakePortal] = []

    def start(color_scheme: int) -> FakePortal:
        made = FakePortal(color_scheme)
        portals.append(made)
        return made
    yield start
    for made in portals:
        made.close()


def note_brightness(app: App, name: str) -> float:
    shot = screenshot(name)
    return gray_mean(shot, text_box(app, text_view(app)))


def header_brightness(app: App, name: str) -> float:
    shot = screenshot(name)
    x, y, w, _ = app.extents(app.find(role="tool bar", name="Toolbar"))
    return gray_mean(shot, (x, y, max(40, w // 4), 20))


def wait_dark(app: App, dark: bool, name: str, what: str) -> None:
    def matches() -> bool:
        note = note_brightness(app, name)
        return note < 0.35 if dark else note > 0.8
    wait_until(matches, timeout=10, interval=0.3,
               what=f"the note to be drawn {'dark' if dark else 'light'} {what} "
                    f"(test-output/{name}.png)")


def test_dark_style_follows_the_desktop_portal_live(launch_app, note_editor_path, portal, test_name):
    settings = portal(1)  # GNOME's Dark style is on before the app starts
    app = launch_app([note_editor_path], title=TITLE, env=NO_FIXED_THEME)
    wait_dark(app, True, f"{test_name}-dark-at-start", "at start with Dark style on")
    assert header_brightness(app, f"{test_name}-dark-at-start") < 0.4

    settings.set_color_scheme(0)  # back to the default style, while the app runs
    wait_dark(app, False, f"{test_name}-light-live", "after the desktop turned Dark style off")
    settings.set_color_scheme(1)
    wait_dark(app, True, f"{test_name}-dark-live", "after the desktop turned Dark style on again")
    settings.set_color_scheme(2)  # "prefer light"
    wait_dark(app, False, f"{test_name}-prefer-light", "with the desktop preferring light")


def test_without_a_portal_the_app_is_light(launch_app, note_editor_path, test_name):
    app = launch_app([note_editor_path], title=TITLE, env=NO_FIXED_THEME)
    note = text_view(app)
    app.click(note)
    app.type_text("still here")
    wait_until(lambda: app.text(note) == "still here", what="the note to take typing")
    assert note_brightness(app, f"{test_name}-light") > 0.8


# --------------------------------------------------------------------------
# Large text


@pytest.fixture
def large_text(app_dirs, monkeypatch):
    """The desktop's text scaling at 150 %, for apps started from now on;
    restored afterwards. As GNOME's Large Text sets it: on X11 Xft.dpi 144
    (the settings daemon's X resource); on Wayland GTK reads the GSettings
    key itself, org.gnome.desktop.interface text-scaling-factor 1.5 (here
    from a keyfile in the test's config folder)."""
    if apphelper.WAYLAND:
        keyfile = app_dirs.config / "glib-2.0" / "settings" / "keyfile"
        keyfile.parent.mkdir(parents=True)
        keyfile.write_text("[org/gnome/desktop/interface]\ntext-scaling-factor=1.5\n")
        monkeypatch.setenv("GSETTINGS_BACKEND", "keyfile")
        yield
        return
    before = apphelper.run_tool("xprop", "-root", "RESOURCE_MANAGER", check=False)
    apphelper.run_tool("xprop", "-root", "-f", "RESOURCE_MANAGER", "8s", "-set", "RESOURCE_MANAGER",
                       "Xft.dpi:\t144\n")
    yield
    if "RESOURCE_MANAGER(STRING) =" in before:
        value = before.split("=", 1)[1].strip().strip('"').encode().decode("unicode_escape")
        apphelper.run_tool("xprop", "-root", "-f", "RESOURCE_MANAGER", "8s", "-set", "RESOURCE_MANAGER", value)
    else:
        apphelper.run_tool("xprop", "-root", "-remove", "RESOURCE_MANAGER", check=False)


def test_large_text_grows_the_note_and_keeps_the_dialog_readable(large_text, launch_app, note_editor_path,
                                                                  test_name):
    app = launch_app([note_editor_path], title=TITLE)
    note = text_view(app)
    app.click(note)
    app.type_text("Hello")
    wait_until(lambda: app.text(note) == "Hello", what="the typed text")
    # 12 points at 150 % text scaling: an 18 px font, a line of about 21 px
    # (12 px and 14 px at 100 %).
    _, _, _, glyph_height = note.queryText().getCharacterExtents(0, pyatspi.WINDOW_COORDS)
    app.screenshot(f"{test_name}-note")
    assert glyph_height >= 19, f"the note's text is {glyph_height} px high at 150 % text scaling"

    app.click(app.find(role="menu item", name="View", visible=True))
    app.click(app.find(role="menu item", name="Customize Toolbar…", visible=True))
    dialog = wait_until(lambda: next((w for w in children(app.accessible) if w.name == "Customize Toolbar"), None),
                        what="the Customize Toolbar dialog")
    default_set = app.find(name="Default Set", root=dialog)
    labels = {label.name: label for label in app.find_all(role="label", root=default_set)}
    bold_x, _, bold_w, _ = app.extents(labels["Bold"])
    italic_x, _, _, _ = app.extents(labels["Italic"])
    app.screenshot(f"{test_name}-dialog")
    assert italic_x - (bold_x + bold_w) >= 6, \
        f"the default set's labels run together: Bold ends at {bold_x + bold_w}, Italic starts at {italic_x}"
