"""Proves the e2e library on a known-good GTK 4 program: the C reference
window (Benchmarks/Reference/reference.c), driven with real X input and read
back through the accessibility tree."""

from __future__ import annotations

import re
import subprocess

import pytest

from apphelper import App, wait_until

TITLE = "My Note"


@pytest.fixture
def reference(launch_app, reference_path) -> App:
    return launch_app([reference_path], title=TITLE)


def test_finds_the_toolbar_controls_by_role_and_name(reference):
    slider = reference.find(role="slider", name="Font Size")
    bold = reference.find(role="push button", name="Bold")
    italic = reference.find(role="push button", name="Italic")

    assert reference.value(slider) == 12  # NoteEditor's default font size
    for control in (slider, bold, italic):
        assert reference.is_sensitive(control)
    # Left to right in the header bar, all inside the window's top strip.
    xs = [reference.centre(c)[0] for c in (slider, bold, italic)]
    assert xs == sorted(xs)
    assert all(0 < reference.centre(c)[1] < 60 for c in (slider, bold, italic))


def test_a_real_click_toggles_bold(reference, test_name):
    bold = reference.find(role="push button", name="Bold")
    assert not reference.is_checked(bold)

    reference.click(bold)
    wait_until(lambda: reference.is_checked(bold), what="Bold to be checked")
    reference.screenshot(f"{test_name}-bold-on")

    reference.click(bold)
    wait_until(lambda: not reference.is_checked(bold), what="Bold to be unchecked")


def test_typed_text_reads_back_through_the_text_interface(reference):
    note = reference.find(role="text", name="Note")
    reference.click(note)
    reference.wait_for_state(note, "focused")

    reference.type_text("Hello, GTK 4!")
    wait_until(lambda: reference.text(note) == "Hello, GTK 4!",
               what="the typed text in the text view")

    reference.key("ctrl+a", "BackSpace")
    wait_until(lambda: reference.text(note) == "", what="the text view to be empty")


def test_right_click_opens_the_context_menu_and_escape_closes_it(reference, test_name):
    note = reference.find(role="text", name="Note")
    # GtkTextView's context menu is a popover menu offering "Paste".
    menu = reference.context_menu(note, what="the text view's menu")
    reference.find(role="menu item", name="Paste", root=menu, visible=True)
    reference.screenshot(f"{test_name}-menu")

    reference.key("Escape")
    wait_until(lambda: not reference.find_all(role="menu", visible=True),
               what="the context menu to close")


def test_a_real_click_on_a_context_menu_item(reference):
    note = reference.find(role="text", name="Note")
    reference.click(note)
    reference.type_text("replace me")
    wait_until(lambda: reference.text(note) == "replace me", what="the typed text")

    menu = reference.context_menu(note, what="the text view's menu")
    select_all = reference.find(role="menu item", name="Select All", root=menu)
    reference.click(select_all)  # a popover is its own X window: see apphelper
    wait_until(lambda: not reference.find_all(role="menu", visible=True),
               what="the context menu to close")
    reference.type_text("X")

    wait_until(lambda: reference.text(note) == "X", what="the selection to be replaced")


def test_a_real_drag_moves_the_font_size_slider(reference):
    slider = reference.find(role="slider", name="Font Size")
    x, y, w, h = reference.extents(slider)
    knob = (x + round(w * (14 - 8) / (120 - 8)), y + h // 2)

    reference.drag(knob, (x + w - 2, y + h // 2))

    wait_until(lambda: reference.value(slider) > 100, what="the slider to move right")


def test_apps_get_their_own_folders_which_survive_a_relaunch(launch_app, reference_path,
                                                             app_dirs):
    first = launch_app([reference_path], title=TITLE)
    env = _environment_of(first.pid)
    assert env["HOME"] == str(app_dirs.home)
    assert env["XDG_CONFIG_HOME"] == str(app_dirs.config)
    assert env["XDG_DATA_HOME"] == str(app_dirs.data)
    assert first.quit(keys="ctrl+q") == 0

    second = launch_app([reference_path], title=TITLE, dirs=app_dirs)
    assert _environment_of(second.pid)["XDG_CONFIG_HOME"] == str(app_dirs.config)


def test_closing_the_window_quits_gracefully(reference):
    assert reference.quit() == 0
    assert "CRITICAL" not in reference.stderr()


def test_kill_ends_the_app_at_once(reference):
    reference.kill()
    assert not reference.running()
    assert reference.proc.returncode == -9


def test_reference_reports_its_first_frame(reference_path):
    out = subprocess.run([str(reference_path), "--quit-after-first-frame"],
                         capture_output=True, text=True, timeout=30)
    assert out.returncode == 0, out.stderr
    assert re.fullmatch(r"first-frame monotonic_us=\d+ since_main_ms=\d+\.\d\n", out.stdout)


def _environment_of(pid: int) -> dict[str, str]:
    with open(f"/proc/{pid}/environ", "rb") as f:
        pairs = f.read().split(b"\0")
    return dict(p.decode().split("=", 1) for p in pairs if b"=" in p)
