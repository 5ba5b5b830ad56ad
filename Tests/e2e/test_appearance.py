"""The desktop's Dark style and text scaling, as a GNOME user sets them.

Dark style: GNOME publishes it through the desktop settings portal
(org.freedesktop.appearance color-scheme, 1 = prefer dark); the test runs a
portal whose setting it controls (fakeportal.py) and reads the app's
brightness from screenshots, at start and while the setting changes.

GTK_THEME is set to "" for these launches: the headless session names
Adwaita in GTK_THEME, which (like a user's own GTK_THEME) fixes the variant.
"""

from __future__ import annotations

import pytest

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
