"""The seed's sample (Examples/SeedSample, the SwiftUI code verbatim) as a
user meets it: the app's name in its menus and About window, the About
window's icon, and what a screen reader calls its text editor.

The sample's `App` type is `ToolbarContent_macOSApp` and it declares no
display name; like SwiftUI, GtkUI then names the app after its product (the
executable). The test starts it through a link named `Seed_Sample`, so the
name also carries an underscore, which GTK would eat as a mnemonic marker
unless menu labels are escaped.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

import apphelper
from apphelper import App
from xsession import WAYLAND
from test_note_editor import saturation, menu_items, open_menu, close_menus, choose, wait_for_window

TITLE = "My Note"
NAME = "Seed_Sample"


@pytest.fixture
def seed(launch_app, note_editor_path, tmp_path) -> App:
    binary = Path(note_editor_path).parent / "SeedSample"
    if not binary.exists():
        pytest.fail(f"{binary} is missing: build it with `swift build`")
    link = tmp_path / NAME
    link.symlink_to(binary)
    return launch_app([link], title=TITLE)


def test_the_sample_has_a_readable_name_an_icon_and_a_named_editor(seed, test_name):
    menu = open_menu(seed, "Help")
    assert f"About {NAME}" in menu_items(seed, menu), menu_items(seed, menu)
    close_menus(seed)

    editor = seed.find(role="text", root=seed.window)
    assert editor.name == "Text", f"the text editor is announced as {editor.name!r}"

    # Its windows carry GNOME's generic application icon (on X11: Wayland
    # windows have no icon of their own; the About window's logo below is
    # checked on both).
    if not WAYLAND:
        out = subprocess.run(["xprop", "-id", seed.xid, "_NET_WM_ICON"],
                             capture_output=True, text=True, timeout=10).stdout
        assert re.search(r"Icon \((\d+) x (\d+)\)", out), f"no window icon: {out.strip()}"

    choose(seed, "Help", f"About {NAME}")
    about = wait_for_window(seed, f"About {NAME}")
    labels = {label.name for label in seed.find_all(role="label", root=about)}
    assert NAME in labels, labels
    logo = seed.find(role="image", root=about)
    x, y, w, h = seed.extents(logo)
    assert w >= 48 and h >= 48, f"the About window's logo is {w}x{h}"
    shot = seed.screenshot(f"{test_name}-about")
    # GNOME's (blue) generic application icon, not GTK's grey "missing image".
    assert saturation(shot, (x, y, w, h)) > 0.1
